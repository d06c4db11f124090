package differential

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/yuin/goldmark"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/unicodelinks/goldmark-unicodelinks"
)

const (
	gfmCorpusFile     = "testdata/gfm-corpus.txt"
	gfmDeviationsFile = "testdata/gfm-deviations.txt"
)

// A gfmCase is one case of the differential corpus.
type gfmCase struct{ id, comment, src string }

// readGFMCorpus reads the corpus: cases start with a line "%%", then an id
// line ("id # comment"), then the Markdown up to the next "%%".
func readGFMCorpus(t *testing.T) []gfmCase {
	t.Helper()
	b, err := os.ReadFile(gfmCorpusFile)
	if err != nil {
		t.Fatal(err)
	}
	var cases []gfmCase
	blocks := strings.Split("\n"+string(b), "\n%%\n")
	for _, blk := range blocks[1:] {
		idLine, src, _ := strings.Cut(blk, "\n")
		id, comment, _ := strings.Cut(idLine, "#")
		cases = append(cases, gfmCase{strings.TrimSpace(id), strings.TrimSpace(comment), strings.TrimRight(src, "\n")})
	}
	return cases
}

// A gfmLink is an autolink as a reader sees it: its href (decoded from the
// HTML attribute) and its text.
type gfmLink struct{ href, text string }

func formatLinks(links []gfmLink) string {
	var b strings.Builder
	for i, l := range links {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q -> %q", l.text, l.href)
	}
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}

// A gfmDeviation is a listed difference: why, and both sides as pinned.
type gfmDeviation struct{ reason, cmark, ours string }

// readGFMDeviations reads the deviations: blocks "%% id" with the lines
// "reason: …", "cmark: …" and "ours: …".
func readGFMDeviations(t *testing.T) map[string]gfmDeviation {
	t.Helper()
	b, err := os.ReadFile(gfmDeviationsFile)
	if err != nil {
		t.Fatal(err)
	}
	devs := map[string]gfmDeviation{}
	var id string
	var d gfmDeviation
	flush := func() {
		if id != "" {
			if d.reason == "" || d.cmark == "" || d.ours == "" {
				t.Errorf("%s: deviation %s lacks a reason, cmark or ours line", gfmDeviationsFile, id)
			}
			devs[id] = d
		}
	}
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(line, "%% "):
			flush()
			id, d = strings.TrimSpace(line[3:]), gfmDeviation{}
		case strings.HasPrefix(line, "reason: "):
			d.reason = line[len("reason: "):]
		case strings.HasPrefix(line, "cmark: "):
			d.cmark = line[len("cmark: "):]
		case strings.HasPrefix(line, "ours: "):
			d.ours = line[len("ours: "):]
		}
	}
	flush()
	return devs
}

// TestGFM13CorpusWellFormed checks the corpus and the deviation list
// without the binary: ids unique, at least 1000 real paragraphs, every
// listed deviation names a case.
func TestGFM13CorpusWellFormed(t *testing.T) {
	cases := readGFMCorpus(t)
	ids := map[string]bool{}
	real := 0
	for _, c := range cases {
		if c.id == "" || ids[c.id] || strings.TrimSpace(c.src) == "" {
			t.Errorf("case %q: empty or repeated id, or no Markdown", c.id)
		}
		ids[c.id] = true
		if !strings.HasPrefix(c.id, "edge-") {
			real++
			if c.comment == "" {
				t.Errorf("case %s: no source named", c.id)
			}
		}
	}
	if real < 1000 {
		t.Errorf("%d paragraphs of real Markdown, want at least 1000", real)
	}
	for id := range readGFMDeviations(t) {
		if !ids[id] {
			t.Errorf("deviation %s names no case", id)
		}
	}
}

// TestGFM13Diff runs cmark-gfm 0.29.0.gfm.13, the binary named by
// $CMARK_GFM (build it as gfmRecordingHeader says), on the corpus and
// requires the recording to hold what it writes; with -update it rewrites
// the recording instead. Without the binary it skips: TestGFM13Recorded
// compares with the recording on every run.
func TestGFM13Diff(t *testing.T) {
	bin := os.Getenv("CMARK_GFM")
	if bin == "" {
		t.Skip("set CMARK_GFM to a cmark-gfm 0.29.0.gfm.13 binary to check the recording against it (TestGFM13Recorded compares with the recording)")
	}
	v, err := exec.Command(bin, "--version").Output()
	require.NoError(t, err)
	require.Contains(t, string(v), gfm13Version+" ", "CMARK_GFM must be cmark-gfm 0.29.0.gfm.13")
	cases := readGFMCorpus(t)
	now := recordGFM(t, bin, cases)
	if *update {
		require.NoError(t, os.WriteFile(gfmRecordingFile, []byte(now.String()), 0o644))
		t.Logf("rewrote %s: %d cases; review it with git diff", gfmRecordingFile, len(cases))
		return
	}
	old, err := os.ReadFile(gfmRecordingFile)
	require.NoError(t, err)
	if string(old) == now.String() {
		t.Logf("%s holds what %s writes for all %d cases", gfmRecordingFile, bin, len(cases))
		return
	}
	was := readGFMRecording(t)
	changed := 0
	for _, id := range now.ids {
		if r, ok := was.cases[id]; !ok || r != now.cases[id] {
			changed++
			if changed <= 20 {
				t.Errorf("%s: recorded %+v\n  cmark-gfm now writes %+v", id, r, now.cases[id])
			}
		}
	}
	t.Errorf("%s differs from what %s writes (%d cases differ; otherwise the header or cases no longer in the corpus): re-record with UPDATE=1 and review the diff", gfmRecordingFile, bin, changed)
}

// TestGFM13Recorded compares the autolinks of each case of the corpus with
// those of cmark-gfm 0.29.0.gfm.13 -e autolink as recorded in
// gfmRecordingFile, on every run: no binary is needed. Differences must be
// listed, with the output of both sides pinned, in
// testdata/gfm-deviations.txt; a listed case that agrees, or whose output
// changed, fails too. The counts are those docs/conformance.md publishes.
// With -update the list is written again from this run (reasons kept, a new
// difference gets "TODO", which fails until it is written); with
// $GFM13_DRAFT set, the current differences are written to that file. It
// runs after TestGFM13Diff, which -update makes record cmark-gfm first.
func TestGFM13Recorded(t *testing.T) {
	cases := readGFMCorpus(t)
	rec := readGFMRecording(t)
	devs := readGFMDeviations(t)
	var draft strings.Builder
	same, edge := 0, 0
	for _, c := range cases {
		if strings.HasPrefix(c.id, "edge-") {
			edge++
		}
		r, ok := rec.cases[c.id]
		switch {
		case !ok:
			t.Errorf("%s has no recorded cmark-gfm output: re-record (make cmark-gfm13-diff CMARK_GFM=… UPDATE=1)", c.id)
			continue
		case r.sum != srcSum(c.src):
			t.Errorf("%s: the corpus changed since the recording: re-record (make cmark-gfm13-diff CMARK_GFM=… UPDATE=1)", c.id)
			continue
		}
		want := r.autolinks(t)
		got := formatLinks(ourGFMLinks(t, []byte(c.src+"\n")))
		d, listed := devs[c.id]
		switch {
		case got == want && listed:
			t.Errorf("%s is listed (%s) but agrees now: %s", c.id, d.reason, got)
		case got == want:
			same++
			continue
		case !listed:
			t.Errorf("%s differs and is not listed:\n%s\ncmark: %s\nours:  %s", c.id, c.src, want, got)
		case d.cmark != want || d.ours != got:
			t.Errorf("%s is listed but its output changed:\ncmark: %s\n  was: %s\nours:  %s\n  was: %s", c.id, want, d.cmark, got, d.ours)
		}
		reason := "TODO"
		if listed {
			reason = d.reason
		}
		if reason == "TODO" {
			t.Errorf("%s: write the reason of its deviation in %s", c.id, gfmDeviationsFile)
		}
		fmt.Fprintf(&draft, "%%%% %s\nreason: %s\ncmark: %s\nours: %s\n\n", c.id, reason, want, got)
	}
	if *update {
		old, err := os.ReadFile(gfmDeviationsFile)
		require.NoError(t, err)
		header, _, _ := strings.Cut(string(old), "\n%% ")
		require.NoError(t, os.WriteFile(gfmDeviationsFile, []byte(header+"\n"+strings.TrimRight(draft.String(), "\n")+"\n"), 0o644))
	}
	if len(rec.cases) != len(cases) {
		t.Errorf("%d recorded cases, %d in the corpus: re-record", len(rec.cases), len(cases))
	}
	t.Logf("cmark-gfm 0.29.0.gfm.13 (recorded): %d/%d cases with identical autolinks, %d listed deviations", same, len(cases), len(devs))
	if path := os.Getenv("GFM13_DRAFT"); path != "" {
		if err := os.WriteFile(path, []byte(draft.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// docs/conformance.md publishes these figures.
	doc := readDoc(t, "../../docs/conformance.md")
	m := gfmDocFigures.FindStringSubmatch(doc)
	if m == nil {
		t.Fatalf("docs/conformance.md: no sentence matching %s", gfmDocFigures)
	}
	assert.Equal(t, []string{
		strconv.Itoa(same), strconv.Itoa(len(cases)), strconv.Itoa(edge),
		strconv.Itoa(len(cases) - edge), strconv.Itoa(len(devs)),
	}, m[1:], "docs/conformance.md: same, cases, edge cases, paragraphs, listed")
}

// gfmDocFigures matches docs/conformance.md's sentence on this comparison.
var gfmDocFigures = regexp.MustCompile(strings.ReplaceAll(`(\d+) of (\d+) cases with identical autolinks — (\d+) edge cases and (\d+) paragraphs[^—]*— (\d+) others listed`, " ", `\s+`))

func readDoc(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// htmlAnchors returns the <a> elements of an HTML fragment in order; with a
// mark, only those that have that attribute.
func htmlAnchors(t *testing.T, s string, mark ...string) []gfmLink {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(s), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil {
		t.Fatal(err)
	}
	var links []gfmLink
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "a" {
			l, marked := gfmLink{}, len(mark) == 0
			for _, a := range n.Attr {
				switch {
				case a.Key == "href":
					l.href = a.Val
				case len(mark) > 0 && a.Key == mark[0]:
					marked = true
				}
			}
			if marked {
				l.text = nodeText(n)
				links = append(links, l)
			}
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return links
}

func nodeText(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.WriteString(nodeText(c))
	}
	return b.String()
}

// subtractLinks returns the links of with that are not in a longest common
// subsequence of with and without: the anchors the extension added.
func subtractLinks(with, without []gfmLink) []gfmLink {
	n, m := len(with), len(without)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if with[i] == without[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var added []gfmLink
	i, j := 0, 0
	for i < n {
		switch {
		case j < m && with[i] == without[j]:
			i++
			j++
		case j < m && lcs[i][j+1] >= lcs[i+1][j]:
			j++
		default:
			added = append(added, with[i])
			i++
		}
	}
	return added
}

// gfmMark is written on the anchors of the extension, so that they are told
// from goldmark's own.
var gfmMark = unicodelinks.Attribute{Name: "data-unicodelinks", Value: "1"}

// gfmDialect is goldmark with the extension in the GFM dialect, with the
// default options but for the mark.
var gfmDialect = goldmark.New(goldmark.WithExtensions(unicodelinks.New(
	unicodelinks.WithDialect(unicodelinks.GFM), unicodelinks.WithAttributes(gfmMark))))

// ourGFMLinks returns the autolinks that goldmark with the extension in the
// GFM dialect writes for src: the anchors with gfmMark.
func ourGFMLinks(t *testing.T, src []byte) []gfmLink {
	t.Helper()
	var b bytes.Buffer
	if err := gfmDialect.Convert(src, &b); err != nil {
		t.Fatal(err)
	}
	return htmlAnchors(t, b.String(), gfmMark.Name)
}
