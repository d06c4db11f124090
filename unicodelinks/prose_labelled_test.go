package unicodelinks

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// A labelledCase is a line of a labelled set: the text without its marks
// and the links a reader expects in it.
type labelledCase struct {
	line  int
	text  string
	spans [][2]int
}

// readLabelled reads the cases of a file of lines marked ⸠…⸡, skipping
// blank lines and those starting with '#'.
func readLabelled(t *testing.T, path string) []labelledCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []labelledCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := labelledCase{line: n}
		var b strings.Builder
		open := -1
		for _, r := range line {
			switch r {
			case '⸠':
				open = b.Len()
			case '⸡':
				c.spans = append(c.spans, [2]int{open, b.Len()})
			default:
				b.WriteRune(r)
			}
		}
		c.text = b.String()
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// labelledRates are the figures of a Detector on a labelled set.
type labelledRates struct {
	found, falseLinks int // links found, and those no mark matches
	schemeless, kept  int // true scheme-less links, and those found
}

// isSchemeless reports whether a true link is a scheme-less domain: no
// "://", no '@' and no scheme of the opaque kind.
func isSchemeless(s string) bool {
	return !strings.Contains(s, "://") && !strings.Contains(s, "@") && !strings.HasPrefix(s, "tel:")
}

func measureLabelled(t *testing.T, d *Detector, cases []labelledCase, verbose bool) labelledRates {
	var r labelledRates
	for _, c := range cases {
		want := map[[2]int]bool{}
		for _, s := range c.spans {
			want[s] = true
		}
		got := map[[2]int]bool{}
		for _, l := range d.Detect(c.text) {
			s := [2]int{l.Start, l.End}
			got[s] = true
			r.found++
			if !want[s] {
				r.falseLinks++
				if verbose {
					t.Logf("line %d: false link %q", c.line, c.text[l.Start:l.End])
				}
			}
		}
		for _, s := range c.spans {
			if !isSchemeless(c.text[s[0]:s[1]]) {
				continue
			}
			r.schemeless++
			if got[s] {
				r.kept++
			} else if verbose {
				t.Logf("line %d: missed %q", c.line, c.text[s[0]:s[1]])
			}
		}
	}
	return r
}

func (r labelledRates) falseRate() float64 { return float64(r.falseLinks) / float64(r.found) }
func (r labelledRates) keptRate() float64  { return float64(r.kept) / float64(r.schemeless) }

// TestProseLabelled measures NewProse on testdata/prose-labelled.txt, and
// on the real-world corpus of the prose rules, labelled by hand for issue
// 12: at most 5 % of the links it finds are false, and it keeps at least
// 95 % of the true scheme-less links. The figures of New() are logged
// beside.
func TestProseLabelled(t *testing.T) {
	for _, path := range []string{"testdata/prose-labelled.txt", "../testdata/realworld/corpus.txt"} {
		t.Run(path, func(t *testing.T) { testLabelled(t, path) })
	}
}

func testLabelled(t *testing.T, path string) {
	cases := readLabelled(t, path)
	if len(cases) < 200 {
		t.Fatalf("%d cases, want a few hundred", len(cases))
	}
	for _, tt := range []struct {
		name  string
		d     *Detector
		check bool
	}{
		{"New", New(), false},
		{"NewProse", NewProse(), true},
	} {
		r := measureLabelled(t, tt.d, cases, tt.check && testing.Verbose())
		t.Logf("%s on %d cases: %d/%d false links (%.1f %%), %d/%d scheme-less links kept (%.1f %%)",
			tt.name, len(cases), r.falseLinks, r.found, 100*r.falseRate(), r.kept, r.schemeless, 100*r.keptRate())
		if tt.check && (r.falseRate() > 0.05 || r.keptRate() < 0.95) {
			t.Errorf("%s: false links %.1f %% (want ≤ 5 %%), scheme-less links kept %.1f %% (want ≥ 95 %%)",
				tt.name, 100*r.falseRate(), 100*r.keptRate())
		}
	}
}
