package spec

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The link marks of testdata/realworld/corpus.txt, as in LinkDetectionTest.txt.
const (
	markOpen  = "⸠"
	markClose = "⸡"
)

// minRealWorldScore is the share of the real-world corpus, in per mille,
// that Detect with the Markdown prose rules must get right (issue 12: 97%).
const minRealWorldScore = 970

// realWorldCase is one case of testdata/realworld/corpus.txt.
type realWorldCase struct {
	line   int
	source string // the comment line before the case
	want   string // the text with the links a reader expects marked
}

// readRealWorld reads the cases of corpus.txt: each line that is not
// empty and not a comment ("#" or "# …"), under the comment line that names
// its source.
func readRealWorld(t *testing.T) []realWorldCase {
	t.Helper()
	var cases []realWorldCase
	source := ""
	eachLine(t, "realworld/corpus.txt", func(n int, line string) {
		switch {
		case line == "":
		case line == "#" || strings.HasPrefix(line, "# "):
			// A comment; a case may be a Markdown heading ("## …").
			source = strings.TrimSpace(strings.TrimPrefix(line, "#"))
		default:
			if len(stripMarks(line)) > 300 {
				t.Errorf("corpus.txt:%d: an excerpt is at most 300 bytes", n)
			}
			cases = append(cases, realWorldCase{line: n, source: source, want: line})
		}
	})
	return cases
}

// A realWorldDeviation is a listed case: why Detect gets it wrong, and
// the links it finds, marked as the case is (pinned).
type realWorldDeviation struct{ reason, ours string }

const realWorldDeviationsFile = "realworld/deviations.txt"

// readDeviations reads testdata/realworld/deviations.txt: for each case
// that Detect gets wrong, a line "reason: …", then the case as it stands in
// corpus.txt, each followed by a line "ours: " and the case as Detect marks
// it.
func readDeviations(t *testing.T) map[string]realWorldDeviation {
	t.Helper()
	dev := map[string]realWorldDeviation{}
	reason, last := "", ""
	eachLine(t, realWorldDeviationsFile, func(n int, line string) {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "reason: "):
			reason = strings.TrimPrefix(line, "reason: ")
		case reason == "":
			t.Fatalf("deviations.txt:%d: a case before any reason", n)
		case strings.HasPrefix(line, "ours: "):
			if last == "" {
				t.Fatalf("deviations.txt:%d: an ours line after no case", n)
			}
			dev[last] = realWorldDeviation{reason, strings.TrimPrefix(line, "ours: ")}
			last = ""
		default:
			if last != "" {
				t.Errorf("deviations.txt:%d: the case before has no ours line", n-1)
			}
			dev[line], last = realWorldDeviation{reason: reason}, line
		}
	})
	if last != "" {
		t.Errorf("deviations.txt: the last case has no ours line")
	}
	return dev
}

// rewriteDeviations writes deviations.txt again with the ours line of each
// case as Detect marks it now (-update).
func rewriteDeviations(t *testing.T, got map[string]string) {
	t.Helper()
	var b strings.Builder
	eachLine(t, realWorldDeviationsFile, func(n int, line string) {
		switch {
		case strings.HasPrefix(line, "ours: "):
			return
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "reason: "):
			b.WriteString(line + "\n")
		default:
			b.WriteString(line + "\nours: " + got[line] + "\n")
		}
	})
	require.NoError(t, os.WriteFile(filepath.Join("..", "testdata", realWorldDeviationsFile), []byte(b.String()), 0o644))
}

func stripMarks(s string) string {
	return strings.NewReplacer(markOpen, "", markClose, "").Replace(s)
}

func markLinks(text string, links []ul.Link) string {
	var b strings.Builder
	last := 0
	for _, l := range links {
		b.WriteString(text[last:l.Start])
		b.WriteString(markOpen + text[l.Start:l.End] + markClose)
		last = l.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// TestRealWorldCorpus runs Detect with the Markdown prose rules over the
// real-world corpus and compares its links with those a reader expects.
// A case it gets wrong must be listed in deviations.txt with its reason
// and the links Detect finds in it (pinned: a listed case that is marked
// otherwise fails), and a listed case that passes must be removed from
// there, so that the list stays exact.
func TestRealWorldCorpus(t *testing.T) {
	cases := readRealWorld(t)
	dev := readDeviations(t)
	d := ul.New(extapi.MarkdownProse(true).(ul.Option), ul.WithSchemes("http", "https", "ftp"))
	pass := 0
	seen := map[string]bool{}
	gots := map[string]string{}
	for _, c := range cases {
		seen[c.want] = true
		text := stripMarks(c.want)
		got := markLinks(text, d.Detect(text))
		gots[c.want] = got
		dv, listed := dev[c.want]
		reason := dv.reason
		switch {
		case got == c.want && listed:
			t.Errorf("corpus.txt:%d passes but deviations.txt lists it (%s): remove it there\n  %s", c.line, reason, c.want)
			pass++
		case got == c.want:
			pass++
		case listed && got != dv.ours && !*update:
			t.Errorf("corpus.txt:%d is listed (%s) but Detect marks it otherwise now (go test ./spec -run RealWorld -update):\n  got  %s\n  was  %s", c.line, reason, got, dv.ours)
		case listed:
			t.Logf("corpus.txt:%d: known deviation (%s)", c.line, reason)
		default:
			t.Errorf("corpus.txt:%d (%s):\n  got  %s\n  want %s", c.line, c.source, got, c.want)
		}
	}
	for line, dv := range dev {
		if !seen[line] {
			t.Errorf("deviations.txt lists a case that is not in corpus.txt (%s):\n  %s", dv.reason, line)
		}
	}
	if *update {
		rewriteDeviations(t, gots)
	}
	score := pass * 1000 / len(cases)
	t.Logf("real-world corpus: %d/%d cases as a reader expects (%s%%)", pass, len(cases), strconv.FormatFloat(float64(pass)*100/float64(len(cases)), 'f', 1, 64))
	listed := fmt.Sprintf("the %d misses listed", len(dev))
	if len(dev) == 0 {
		listed = "no miss"
	}
	t.Logf("conformance: real-world multilingual corpus (`testdata/realworld/`, 9 languages), `Detect` with the Markdown prose rules | %d / %d (%s%%), %s",
		pass, len(cases), strconv.FormatFloat(float64(pass)*100/float64(len(cases)), 'f', 1, 64), listed)
	if score < minRealWorldScore {
		t.Errorf("real-world corpus: %d/%d, below %d‰", pass, len(cases), minRealWorldScore)
	}
}
