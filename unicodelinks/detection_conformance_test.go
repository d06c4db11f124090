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

// readDetectionTest reads the test lines of LinkDetectionTest.txt, each
// under the most recent comment line.
func readDetectionTest(t testing.TB) []detectionCase {
	t.Helper()
	path := filepath.Join(ucd.RequireDir(t), ucd.Version, "LinkDetectionTest.txt")
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
	cases := readDetectionTest(t)
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
	b.WriteString("LinkDetectionTest.txt, passed/total per section:\n")
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

func padRight(s string, n int) string {
	for len(s) < n {
		s += " "
	}
	return s
}
