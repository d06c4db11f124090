package parser

import (
	"fmt"
	"github.com/stretchr/testify/require"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func TestMD4CScan(t *testing.T) {
	for _, c := range []struct {
		in       string
		hostOnly bool
		want     string // "" when no link
	}{
		{"example.com/images/logo_272x92.png x", false, "example.com/images/logo_272x92.png"},
		{"example.com/ x", false, "example.com/"},
		{"example.com/dir/", false, "example.com/dir/"},
		{"example.com/a/+/545836", false, "example.com/a/+/545836"},
		{"google.com/search?q=Markup+(business))", false, "google.com/search?q=Markup+(business)"},
		{"example.com/?q=(a", false, ""},
		{"example.com#fragment.x", false, "example.com#fragment.x"},
		{"example.com?", false, "example.com"},
		{"localhost/x", false, ""},
		{"ex--ample.com", false, ""},
		{"a.b", false, "a.b"},
		{"example.com/x", true, "example.com"},
	} {
		end, _, ok := md4cScan([]byte(c.in), 0, 0, len(c.in), c.hostOnly)
		got := ""
		if ok {
			got = c.in[:end]
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSplice: a link put in place of text that one or several adjacent
// text nodes (and groups of opaque nodes, "G") cover keeps the text around
// it and the line break after it; its children are text nodes over its
// label, one for each node or group it covers.
func TestSplice(t *testing.T) {
	src := []byte("abc def ghi")
	for _, c := range []struct {
		cuts       []int // node boundaries
		group      int   // index of the node that is an opaque group, or -1
		start, end int
		soft       bool
		want       string
		// oneChild is the Link's label as one child (splice's oneChild),
		// wanted as want with one child, "" when the same as want.
		oneChild string
	}{
		{[]int{0, 11}, -1, 4, 7, false, "T(abc ) L(def) T( ghi)", ""},
		{[]int{0, 11}, -1, 0, 11, false, "L(abc def ghi)", ""},
		{[]int{0, 11}, -1, 0, 11, true, "L(abc def ghi) T()/", ""},
		{[]int{0, 11}, -1, 0, 3, false, "L(abc) T( def ghi)", ""},
		{[]int{0, 11}, -1, 8, 11, true, "T(abc def ) L(ghi) T()/", ""},
		{[]int{0, 3, 5, 11}, -1, 2, 9, false, "T(ab) L(c| d|ef g) T(hi)", "T(ab) L(c def g) T(hi)"},
		{[]int{0, 3, 5, 11}, -1, 3, 5, false, "T(abc) L( d) T(ef ghi)", ""},
		{[]int{0, 3, 5, 11}, -1, 0, 11, true, "L(abc| d|ef ghi) T()/", "L(abc def ghi) T()/"},
		{[]int{0, 3, 5, 11}, 1, 2, 9, false, "T(ab) L(c| d|ef g) T(hi)", "T(ab) L(c def g) T(hi)"},
		{[]int{0, 3, 5, 11}, 1, 0, 5, false, "L(abc| d) T(ef ghi)", "L(abc d) T(ef ghi)"},
		{[]int{0, 3, 11}, 1, 1, 11, false, "T(a) L(bc| def ghi)", "T(a) L(bc def ghi)"},
		{[]int{0, 3, 5, 11}, 1, 3, 5, false, "T(abc) L( d) T(ef ghi)", ""},
	} {
		for _, oneChild := range []bool{false, true} {
			want := c.want
			if oneChild && c.oneChild != "" {
				want = c.oneChild
			}
			testSplice(t, src, c.cuts, c.group, c.start, c.end, c.soft, oneChild, want)
		}
	}
}

// testSplice splices a link over src[start:end) into a paragraph of text
// nodes over src cut at cuts, the one at index group an opaque group, and
// compares the tree with want.
func testSplice(t *testing.T, src []byte, cuts []int, gi, start, end int, soft, oneChild bool, want string) {
	t.Helper()
	parent := ast.NewParagraph()
	var first, last ast.Node
	var groups []group
	for i := 0; i+1 < len(cuts); i++ {
		var n ast.Node
		if i == gi {
			n = ast.NewString([]byte("G"))
			groups = append(groups, group{first: n, last: n, start: cuts[i], stop: cuts[i+1]})
		} else {
			n = ast.NewTextSegment(text.NewSegment(cuts[i], cuts[i+1]))
		}
		parent.AppendChild(parent, n)
		if first == nil {
			first = n
		}
		last = n
	}
	if tn, ok := last.(*ast.Text); ok {
		tn.SetSoftLineBreak(soft)
	}
	l := &uast.Link{}
	astapi.Init(l, ul.Link{Start: start, End: end, Kind: ul.URL, HostStart: start, HostEnd: end}, nil, false, 0)
	rest, newLast, _ := splice(parent, first, last, groups, start, end, l, l, &state{}, oneChild)
	// rest holds what follows the link, and is the run's last node
	// when nothing else follows.
	if end < len(src) && (rest == nil || rest.(*ast.Text).Segment.Start > end || newLast == nil) {
		t.Errorf("cuts %v, [%d:%d]: rest %v, last %v", cuts, start, end, rest, newLast)
	}
	got := ""
	for n := parent.FirstChild(); n != nil; n = n.NextSibling() {
		if got != "" {
			got += " "
		}
		switch n := n.(type) {
		case *ast.Text:
			got += "T(" + string(n.Segment.Value(src)) + ")"
			if n.SoftLineBreak() {
				got += "/"
			}
		case *ast.String:
			got += "G"
		case *uast.Link:
			got += "L("
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if c != n.FirstChild() {
					got += "|"
				}
				got += string(c.(*ast.Text).Segment.Value(src))
			}
			got += ")"
		}
	}
	require.Equal(t, want, got, "cuts %v, group %d, [%d:%d], oneChild %v", cuts, gi, start, end, oneChild)
	require.Equal(t, gi >= 0 && cuts[gi] < end && cuts[gi+1] > start, l.HoldsNodes(), "HoldsNodes")
}

// TestBidiCursor compares the Bidi_Control characters a bidiCursor finds,
// one after the other as linkRun asks for them, with a decoding of every
// code point, on random Arabic, Hebrew, punctuation and control text.
func TestBidiCursor(t *testing.T) {
	pieces := []string{"ا", "ب", "\u061c", "؛", "ש", "a", " ", "—", "“", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069",
		"\u2060", "\u206a", "\xd8", "\xe2\x80", "\xe2"}
	rng := rand.New(rand.NewSource(61))
	for range 50000 {
		var b strings.Builder
		for n := 1 + rng.Intn(12); n > 0; n-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		text := []byte(b.String())
		var want, got []int
		for i := 0; i < len(text); {
			r, n := utf8.DecodeRune(text[i:])
			if r != utf8.RuneError && unicode.Is(unicode.Bidi_Control, r) {
				want = append(want, i, n)
			}
			i += n
		}
		c := bidiCursor{b: text, alm: -1, e2: -1}
		for from := 0; from < len(text); {
			at, n := c.next(from)
			if n == 0 {
				if at != len(text) {
					t.Fatalf("%q: none from %d, at %d", text, from, at)
				}
				break
			}
			got = append(got, at, n)
			from = at + n
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%q: bidiCursor found %v; want %v", text, got, want)
		}
	}
}

// TestASCII: ascii finds a non-ASCII byte at every offset of texts of
// every length up to 80.
func TestASCII(t *testing.T) {
	for n := 0; n <= 80; n++ {
		b := []byte(strings.Repeat("a", n))
		if !ascii(b) {
			t.Fatalf("%d ASCII bytes: not ASCII", n)
		}
		for i := range b {
			b[i] = 0x80
			if ascii(b) {
				t.Fatalf("0x80 at %d of %d: ASCII", i, n)
			}
			b[i] = 'a'
		}
	}
}

// TestLineIndex: the index of the last line starting at or before a
// position, for blocks of no, one and three lines.
func TestLineIndex(t *testing.T) {
	block := func(starts ...int) ast.Node {
		p := ast.NewParagraph()
		for _, s := range starts {
			p.Lines().Append(text.NewSegment(s, s+5))
		}
		return p
	}
	for _, c := range []struct {
		starts    []int
		pos, want int
	}{
		{nil, 3, -1},
		{[]int{10}, 9, -1},
		{[]int{10}, 10, 0},
		{[]int{10}, 40, 0},
		{[]int{10, 20, 30}, 9, -1},
		{[]int{10, 20, 30}, 10, 0},
		{[]int{10, 20, 30}, 29, 1},
		{[]int{10, 20, 30}, 30, 2},
		{[]int{10, 20, 30}, 99, 2},
	} {
		if got := lineIndex(block(c.starts...), c.pos); got != c.want {
			t.Errorf("lines at %v, position %d: %d, want %d", c.starts, c.pos, got, c.want)
		}
	}
}

// TestMarkupFree: where markupFree says that no markup can stop a link,
// every dialect's markup check (markupStopsLink) finds none, for every
// span of runs without a backslash or '&' in texts full of escapes and
// references right around them; and it says so for a link inside a plain
// run, so that the check is passed over there.
func TestMarkupFree(t *testing.T) {
	texts := []string{
		"see http://example.com/a today", "&amp;http://x.org", "x&#46;www.example.com\\.y", "a\\http://x.org\\/b",
		"&period;www.example.com&period;", "foo\\@example.com", "a;b&amp;c;www.x.org;&", "\\\\www.x.org&#x2F;",
	}
	rnd := rand.New(rand.NewSource(1))
	for range 300 {
		texts = append(texts, randomMarkdown(rnd))
	}
	free := 0
	for _, text := range texts {
		src := []byte(text)
		for rs := 0; rs <= len(src); rs++ {
			// The longest run from rs without a backslash or '&' (a
			// shorter one lets markupFree pass over fewer links), and
			// one with the byte after it.
			re := rs
			for re < len(src) && !mdtext.NeedsDecoding(src[re:re+1]) {
				re++
			}
			for _, re := range []int{re, min(re+1, len(src))} {
				k := sink{src: src, rs: rs, re: re}
				if mdtext.NeedsDecoding(src[rs:re]) {
					k.offs = []int32{}
				}
				for start := rs; start <= re; start++ {
					for hostEnd := start; hostEnd <= len(src); hostEnd++ {
						if !k.markupFree(start, hostEnd) {
							continue
						}
						free++
						for d := range dialects {
							for _, authority := range []bool{false, true} {
								require.False(t, dialects[d].markupStopsLink(text, start, start, hostEnd, authority),
									"%q: [%d:%d) in the run [%d:%d), %s", text, start, hostEnd, rs, re, dialects[d].name)
							}
						}
					}
				}
			}
		}
	}
	require.NotZero(t, free)
	src := []byte("see http://example.com/a today")
	k := sink{src: src, rs: 0, re: len(src)}
	require.True(t, k.markupFree(4, 22), "a link inside a plain run")
	require.True(t, k.markupFree(0, 3), "a link that starts the run")
	k.rs = 4
	require.True(t, k.markupFree(4, 22), "a link that starts a run after a node")
	require.False(t, k.markupFree(3, 22), "a link that starts before the run")
	k.offs = []int32{}
	require.False(t, k.markupFree(4, 22), "a run with escapes or references")
}

// TestSpliceInText: splice's path for a link inside one text node
// (spliceInText) makes the tree spliceUnits makes, returns what it returns
// and keeps the parent's count of children, on random paragraphs whose
// run starts at that node or before it.
func TestSpliceInText(t *testing.T) {
	src := []byte("abc def ghi jkl mno")
	rng := rand.New(rand.NewSource(58))
	tried := 0
	for range 50000 {
		cuts := []int{0}
		for c := 1 + rng.Intn(5); c < len(src); c += 1 + rng.Intn(6) {
			cuts = append(cuts, c)
		}
		cuts = append(cuts, len(src))
		breaks := make([]int, len(cuts)-1) // 0 none, 1 soft, 2 hard
		for i := range breaks {
			breaks[i] = rng.Intn(3) * rng.Intn(2)
		}
		f := rng.Intn(len(cuts) - 1)
		firstIdx, lastIdx := rng.Intn(f+1), f+rng.Intn(len(cuts)-1-f)
		start := cuts[f] + rng.Intn(max(cuts[f+1]-cuts[f], 1))
		end := start + 1 + rng.Intn(len(src))
		if start >= cuts[f+1] || end > cuts[f+1] || end == cuts[f+1] && breaks[f] == 0 {
			continue
		}
		tried++
		build := func() (parent *ast.Paragraph, first, last ast.Node, l *uast.Link) {
			parent = ast.NewParagraph()
			for i := 0; i+1 < len(cuts); i++ {
				n := ast.NewTextSegment(text.NewSegment(cuts[i], cuts[i+1]))
				n.SetSoftLineBreak(breaks[i] == 1)
				n.SetHardLineBreak(breaks[i] == 2)
				parent.AppendChild(parent, n)
				if i == firstIdx {
					first = n
				}
				if i == lastIdx {
					last = n
				}
			}
			l = &uast.Link{}
			astapi.Init(l, ul.Link{Start: start, End: end, Kind: ul.URL, HostStart: start, HostEnd: end}, nil, false, 0)
			return parent, first, last, l
		}
		p1, first1, last1, l1 := build()
		rest1, newLast1, lineEnd1 := splice(p1, first1, last1, nil, start, end, l1, l1, &state{}, true)
		p2, first2, last2, l2 := build()
		rest2, newLast2, lineEnd2 := spliceUnits(p2, first2, last2, nil, start, end, l2, l2, &state{}, true)
		msg := fmt.Sprintf("cuts %v, breaks %v, [%d:%d) in node %d, run %d to %d", cuts, breaks, start, end, f, firstIdx, lastIdx)
		require.Equal(t, dumpChildren(p2, src), dumpChildren(p1, src), msg)
		require.Equal(t, p2.ChildCount(), p1.ChildCount(), msg)
		require.Equal(t, dumpChildren(l2, src), dumpChildren(l1, src), msg)
		require.Equal(t, dumpNode(rest2, src), dumpNode(rest1, src), msg)
		require.Equal(t, dumpNode(newLast2, src), dumpNode(newLast1, src), msg)
		require.Equal(t, lineEnd2, lineEnd1, msg)
	}
	require.Greater(t, tried, 2000)
}

// dumpChildren lists the children of n (dumpNode), checking their links.
func dumpChildren(n ast.Node, src []byte) []string {
	var s []string
	var prev ast.Node
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c.Parent() != n || c.PreviousSibling() != prev {
			s = append(s, "bad links")
		}
		s = append(s, dumpNode(c, src))
		prev = c
	}
	if n.LastChild() != prev {
		s = append(s, "bad last child")
	}
	return s
}

// dumpNode tells a text node by its text and line break, a Link by its
// label.
func dumpNode(n ast.Node, src []byte) string {
	switch n := n.(type) {
	case nil:
		return "nil"
	case *ast.Text:
		return fmt.Sprintf("T(%s)%v%v", n.Segment.Value(src), n.SoftLineBreak(), n.HardLineBreak())
	case *uast.Link:
		return fmt.Sprintf("L%v", dumpChildren(n, src))
	}
	return n.Kind().String()
}
