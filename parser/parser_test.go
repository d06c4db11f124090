package parser

import (
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
)

func TestGFMDelim(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"www.x.com/a.", "www.x.com/a"},
		{"www.x.com/a?!.,:*_~'\"", "www.x.com/a"},
		{"www.x.com/a(b)", "www.x.com/a(b)"},
		{"www.x.com/a(b))", "www.x.com/a(b)"},
		{"www.x.com/a(b)))).", "www.x.com/a(b)"},
		{"www.x.com/a&hl;", "www.x.com/a"},
		{"www.x.com/a&x1;", "www.x.com/a"},
		{"www.x.com/a;", "www.x.com/a"},
		{"www.x.com/a&;", "www.x.com/a&"},
		{"www.x.com/a<b", "www.x.com/a"},
		{"www.x.com/a;).", "www.x.com/a"},
	} {
		if got := c.in[:gfmDelim([]byte(c.in), 0, len(c.in))]; got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestGFMDomain(t *testing.T) {
	for _, c := range []struct {
		in         string
		allowShort bool
		n, periods int
	}{
		{"www.commonmark.org ", false, 18, 2},
		{"www.a_b.c.d ", false, 11, 3},
		{"www.a.b_c ", false, 0, 2},
		{"www.a_b.c ", false, 0, 2},
		{"localhost ", true, 9, 0},
		{"localhost ", false, 0, 0},
		// cmark-gfm's byte scan stops at the second byte of 'ü'.
		{"bücher.de ", true, 2, 0},
		// and never looks at the last byte before the limit.
		{"www.a.b_", false, 7, 2},
	} {
		n, p := gfmDomain([]byte(c.in), 0, len(c.in), c.allowShort)
		if n != c.n || (n != 0 && p != c.periods) {
			t.Errorf("%q: got %d, %d; want %d, %d", c.in, n, p, c.n, c.periods)
		}
	}
	if !gfmHasPeriod([]byte("bücher.de/x"), 0, 11) || gfmHasPeriod([]byte("localhost:80"), 0, 12) || gfmHasPeriod([]byte("a. b"), 0, 4) {
		t.Error("gfmHasPeriod")
	}
}

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
// text nodes cover keeps the text around it and the line break after it.
func TestSplice(t *testing.T) {
	src := []byte("abc def ghi")
	for _, c := range []struct {
		cuts       []int // text node boundaries
		start, end int
		soft       bool
		want       string
	}{
		{[]int{0, 11}, 4, 7, false, "T(abc ) L T( ghi)"},
		{[]int{0, 11}, 0, 11, false, "L"},
		{[]int{0, 11}, 0, 11, true, "L T()/"},
		{[]int{0, 11}, 0, 3, false, "L T( def ghi)"},
		{[]int{0, 11}, 8, 11, true, "T(abc def ) L T()/"},
		{[]int{0, 3, 5, 11}, 2, 9, false, "T(ab) L T(hi)"},
		{[]int{0, 3, 5, 11}, 3, 5, false, "T(abc) L T(ef ghi)"},
		{[]int{0, 3, 5, 11}, 0, 11, true, "L T()/"},
	} {
		parent := ast.NewParagraph()
		var first, last *ast.Text
		for i := 0; i+1 < len(c.cuts); i++ {
			tn := ast.NewTextSegment(text.NewSegment(c.cuts[i], c.cuts[i+1]))
			parent.AppendChild(parent, tn)
			if first == nil {
				first = tn
			}
			last = tn
		}
		last.SetSoftLineBreak(c.soft)
		seg := text.NewSegment(c.start, c.end)
		rest, newLast := splice(parent, first, last, c.start, c.end, node.New(URL, Unicode, seg, seg, ""), &state{})
		// rest holds what follows the link, and is the run's last node
		// when nothing else follows.
		if c.end < len(src) && (rest == nil || rest.Segment.Start > c.end || newLast == nil) {
			t.Errorf("cuts %v, [%d:%d]: rest %v, last %v", c.cuts, c.start, c.end, rest, newLast)
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
			case *Link:
				got += "L"
			}
		}
		if got != c.want {
			t.Errorf("cuts %v, [%d:%d]: got %s, want %s", c.cuts, c.start, c.end, got, c.want)
		}
	}
}
