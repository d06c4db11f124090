package unicodelinks

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// The link markers of LinkDetectionTest.txt.
const (
	markOpen  = "⸠"
	markClose = "⸡"
)

// knownDetectionFailures lists the lines of LinkDetectionTest.txt that
// Detect does not reproduce, each with the reason. The test fails when a
// listed line passes, so that the list stays exact. It is empty: every line
// passes.
var knownDetectionFailures = map[string]string{}

// detectionCase is one line of LinkDetectionTest.txt.
type detectionCase struct {
	line    int
	section string
	want    string // the line with its markers
}

// detectionSuperseded1700 lists the lines of the 17.0.0
// LinkDetectionTest.txt that Detect does not reproduce because 18.0.0
// changed their expectation, each with the 18.0.0 line that supersedes it.
// It is empty: the 18.0.0 file has the same test lines as the 17.0.0 one (only
// its header changed), and TestLinkDetectionSuperseded checks that.
var detectionSuperseded1700 = map[string]supersession{}

// readDetectionTest reads the test lines of LinkDetectionTest.txt of
// version, each under the most recent comment line.
func readDetectionTest(t testing.TB, version string) []detectionCase {
	t.Helper()
	dir := ucd.RequireDir(t)
	if version == ucd.Superseded {
		dir = ucd.RequireSuperseded(t)
	}
	path := filepath.Join(dir, version, "LinkDetectionTest.txt")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []detectionCase
	section := "(before the first comment)"
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "#"):
			if c := strings.TrimSpace(strings.TrimLeft(line, "#")); c != "" && !strings.HasPrefix(c, "=") {
				section = c
			}
			continue
		}
		cases = append(cases, detectionCase{line: n, section: section, want: line})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no test lines")
	}
	return cases
}

// stripMarks removes the link markers.
func stripMarks(s string) string {
	return strings.NewReplacer(markOpen, "", markClose, "").Replace(s)
}

// markLinks inserts the link markers around each link of text.
func markLinks(text string, links []Link) string {
	var b strings.Builder
	last := 0
	for _, l := range links {
		b.WriteString(text[last:l.Start])
		b.WriteString(markOpen)
		b.WriteString(text[l.Start:l.End])
		b.WriteString(markClose)
		last = l.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// TestLinkDetectionConformance runs every line of LinkDetectionTest.txt
// through Detect and compares the marked result with the line.
func TestLinkDetectionConformance(t *testing.T) {
	cases := readDetectionTest(t, ucd.Version)
	type tally struct{ pass, total int }
	counts := map[string]*tally{}
	var order []string
	for _, c := range cases {
		if counts[c.section] == nil {
			counts[c.section] = &tally{}
			order = append(order, c.section)
		}
		tl := counts[c.section]
		tl.total++
		text := stripMarks(c.want)
		got := markLinks(text, Detect(text))
		reason, known := knownDetectionFailures[c.want]
		switch {
		case got == c.want && known:
			t.Errorf("line %d passes but is listed as a known failure (%s): remove it from knownDetectionFailures\n  %s", c.line, reason, c.want)
		case got == c.want:
			tl.pass++
		case known:
			t.Logf("line %d: known failure (%s)", c.line, reason)
		default:
			t.Errorf("line %d [%s]:\n  got  %s\n  want %s", c.line, c.section, got, c.want)
		}
	}
	pass, total := 0, 0
	var b strings.Builder
	b.WriteString(ucd.Version + " LinkDetectionTest.txt, passed/total per section:\n")
	for _, s := range order {
		tl := counts[s]
		pass += tl.pass
		total += tl.total
		name := s
		if r := []rune(name); len(r) > 70 {
			name = string(r[:67]) + "..."
		}
		b.WriteString("  " + padRight(itoa(tl.pass)+"/"+itoa(tl.total), 9) + name + "\n")
	}
	b.WriteString("  " + padRight(itoa(pass)+"/"+itoa(total), 9) + "all lines")
	t.Log(b.String())
	t.Logf("conformance: `LinkDetectionTest.txt` (%s), every line, %d sections | %d / %d", shortVersion(ucd.Version), len(order), pass, total)
	for line, reason := range knownDetectionFailures {
		found := false
		for _, c := range cases {
			found = found || c.want == line
		}
		if !found {
			t.Errorf("known failure not in the test file (%s): %s", reason, line)
		}
	}
}

// TestLinkDetectionSuperseded runs every line of the 17.0.0
// LinkDetectionTest.txt through Detect: all must pass but the lines of
// detectionSuperseded1700, which must fail, each superseded by a line of the
// 18.0.0 file that passes. Lines that the 18.0.0 file dropped or added are
// listed in the log.
func TestLinkDetectionSuperseded(t *testing.T) {
	old := readDetectionTest(t, ucd.Superseded)
	current := map[string]int{}
	for _, c := range readDetectionTest(t, ucd.Version) {
		current[c.want] = c.line
	}
	pass, same := 0, 0
	seen := map[string]bool{}
	for _, c := range old {
		text := stripMarks(c.want)
		got := markLinks(text, Detect(text))
		s, listed := detectionSuperseded1700[c.want]
		seen[c.want] = true
		if _, ok := current[c.want]; ok {
			same++
		} else {
			t.Logf("%s line %d is not in the %s file: %s", ucd.Superseded, c.line, ucd.Version, c.want)
		}
		switch {
		case got == c.want && listed:
			t.Errorf("%s line %d passes but is listed as superseded (%s): remove it from detectionSuperseded1700\n  %s", ucd.Superseded, c.line, s.why, c.want)
		case got == c.want:
			pass++
		case !listed:
			t.Errorf("%s line %d [%s] (not listed in detectionSuperseded1700):\n  got  %s\n  want %s", ucd.Superseded, c.line, c.section, got, c.want)
		default:
			t.Logf("%s line %d superseded by %s line %d: %s", ucd.Superseded, c.line, ucd.Version, s.by, s.why)
		}
	}
	for line, s := range detectionSuperseded1700 {
		if !seen[line] {
			t.Errorf("detectionSuperseded1700: not a line of the %s file (%s): %s", ucd.Superseded, s.why, line)
		}
	}
	t.Logf("%s LinkDetectionTest.txt: %d/%d lines pass, %d listed as superseded; %d of its lines are in the %s file, which has %d",
		ucd.Superseded, pass, len(old), len(detectionSuperseded1700), same, ucd.Version, len(current))
	t.Logf("conformance: `LinkDetectionTest.txt` (%s), every line | %d / %d", shortVersion(ucd.Superseded), pass, len(old))
}

func padRight(s string, n int) string {
	for len(s) < n {
		s += " "
	}
	return s
}
