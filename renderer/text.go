package renderer

import (
	"bufio"
	"bytes"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
)

// goldmarkFuncs holds the functions of goldmark's own HTML renderer, with
// this renderer's goldmark options, for the nodes this renderer writes as
// goldmark does: CommonMark autolinks, and text.
type goldmarkFuncs struct {
	autoLink, text renderer.NodeRendererFunc
	// defaultWriter tells that the renderer writes text with goldmark's
	// html.DefaultWriter, whose RawWrite writeAnchor writes as.
	defaultWriter bool
}

// registerFuncs records the functions a renderer registers.
type registerFuncs map[ast.NodeKind]renderer.NodeRendererFunc

func (r registerFuncs) Register(k ast.NodeKind, f renderer.NodeRendererFunc) { r[k] = f }

// goldmarkFuncsOf returns goldmark's functions with the options c.
func goldmarkFuncsOf(c html.Config) goldmarkFuncs {
	fns := registerFuncs{}
	(&html.Renderer{Config: c}).RegisterFuncs(fns)
	return goldmarkFuncs{autoLink: fns[ast.KindAutoLink], text: fns[ast.KindText], defaultWriter: c.Writer == html.DefaultWriter}
}

// eastAsianBreaks reports whether goldmark writes a soft line break
// depending on the text around it (html.WithEastAsianLineBreaks, set by
// goldmark's CJK extension): only then does renderText differ from
// goldmark's own function.
func (r *LinkRenderer) eastAsianBreaks() bool {
	return r.EastAsianLineBreaks != html.EastAsianLineBreaksNone && !r.HardWraps
}

// renderText writes a text node with goldmark's function. goldmark decides
// whether to write an east-Asian soft line break from the last character
// of the text node and the first of the text node after it; a link stands
// where goldmark had text, so goldmark's function is given the text it
// had: the link's label after a soft line break, and before one the
// label's text when the link took the end of the node that held the
// break (astapi.TookLineEnd) and the node holds no character of its own
// (an empty node, or stray bytes of invalid UTF-8). An empty node of
// goldmark's own after a link, as after an unmatched code span
// delimiter, keeps its break.
func (r *LinkRenderer) renderText(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	t := n.(*ast.Text)
	if !entering || !t.SoftLineBreak() || t.HardLineBreak() || t.IsRaw() {
		return r.goldmark.text(w, source, n, entering)
	}
	sibling := t.NextSibling()
	if l := uast.LinkOf(sibling); l != nil {
		sibling = ast.NewTextSegment(l.Segment())
	}
	l := uast.LinkOf(t.PreviousSibling())
	if l == nil || !astapi.TookLineEnd(l) || l.Segment().Stop != t.Segment.Start || hasRuneStart(t.Segment.Value(source)) {
		if sibling == t.NextSibling() {
			return r.goldmark.text(w, source, n, entering)
		}
		return r.goldmark.text(w, source, softText(t.Segment, sibling), true)
	}
	// The node's bytes, then its line break as goldmark writes it after
	// the link's text and the node's.
	if _, err := r.goldmark.text(w, source, ast.NewTextSegment(t.Segment), true); err != nil {
		return ast.WalkStop, err
	}
	var b bytes.Buffer
	bw := bufio.NewWriter(&b)
	probe := softText(text.NewSegment(l.Segment().Start, t.Segment.Stop), sibling)
	if _, err := r.goldmark.text(bw, source, probe, true); err != nil {
		return ast.WalkStop, err
	}
	_ = bw.Flush()
	if bytes.HasSuffix(b.Bytes(), []byte{'\n'}) {
		_ = w.WriteByte('\n')
	}
	return ast.WalkContinue, nil
}

// softText returns a text node over seg with a soft line break, whose next
// sibling, for goldmark's function, is sibling; the tree is not changed.
func softText(seg text.Segment, sibling ast.Node) *ast.Text {
	t := ast.NewTextSegment(seg)
	t.SetSoftLineBreak(true)
	t.SetNextSibling(sibling)
	return t
}

// hasRuneStart reports whether b holds a byte that starts a UTF-8 sequence.
func hasRuneStart(b []byte) bool {
	for _, c := range b {
		if utf8.RuneStart(c) {
			return true
		}
	}
	return false
}
