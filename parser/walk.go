package parser

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// The walk: which inline nodes the parser enters, which bound a run of
// text, and which a link may hold whole.
//
// The parser looks for links in the text nodes of a block and of the
// emphasis and strikethrough in it, and of another extension's nodes that
// say they hold running text (uast.TextContainer). It enters no other
// node: goldmark's links, images, autolinks, code spans and raw HTML,
// another extension's nodes (a wiki link, a hashtag, math, an emoji), and
// the text between a raw <a>, <code>, <pre>, <kbd> or <samp> and its end
// tag are never linked inside, so an extension's link node needs no mark.
//
// A node that another inline parser made in the middle of a URL's text
// (Typographer's dashes and quotes, a hashtag after '#', an emoji between
// colons, a wiki link) does not cut the URL: such nodes (an opaque group,
// see group) are read as the source characters they were made from, and
// a link that holds a group whole takes its source characters as its
// label, as goldmark's Linkify does, which finds URLs before other inline
// parsers run. A link that would end or start inside a group is found
// again in the text before the group (sink.add).

// nodeRole tells what the walk does with an inline node that is not text.
type nodeRole uint8

const (
	// bound: the node ends a run and is not entered (links, images,
	// code spans, autolinks, raw HTML, footnote references).
	bound nodeRole = iota
	// enter: the node's children are running text (emphasis).
	enter
	// opaque: another extension's node, or Typographer's: not entered;
	// a link may hold it whole.
	opaque
)

// roleOf returns the role of n, an inline node other than text.
func roleOf(n ast.Node) nodeRole {
	switch n.Kind() {
	case ast.KindEmphasis, east.KindStrikethrough:
		return enter
	case ast.KindString:
		return opaque
	case ast.KindLink, ast.KindImage, ast.KindCodeSpan, ast.KindAutoLink, ast.KindRawHTML, uast.KindLink,
		east.KindFootnoteLink, east.KindFootnoteBacklink, east.KindTaskCheckBox, ast.KindText:
		return bound
	}
	if c, ok := n.(uast.TextContainer); ok && c.HoldsRunningText() {
		return enter
	}
	if n.Type() != ast.TypeInline {
		return bound
	}
	return opaque
}

// A group is a run of adjacent opaque nodes, first … last, that stands for
// the source text [start, stop) on one line: the text between the text
// nodes before and after it.
type group struct {
	first, last ast.Node
	start, stop int
}

// groupAfter returns the group of opaque nodes that follows t, a text node
// that ends no line, among the children of parent, and the text node after
// it; ok is false when the nodes after t are no such group, or its source
// text is not known: the text before and after it must bound it, or the
// end of the block when it ends the block.
func (w *walk) groupAfter(parent ast.Node, t *ast.Text) (g group, next *ast.Text, ok bool) {
	g.first = t.NextSibling()
	n := g.first
	for n != nil && roleOf(n) == opaque {
		g.last = n
		n = n.NextSibling()
	}
	if g.last == nil {
		return g, nil, false
	}
	g.start = t.Segment.Stop
	li := lineIndex(w.block, g.start)
	if li < 0 {
		return g, nil, false
	}
	lineStop := w.block.Lines().At(li).Stop
	switch nt := n.(type) {
	case nil:
		// The group ends the block: it ends its last line.
		if parent != w.block || li != w.block.Lines().Len()-1 {
			return g, nil, false
		}
		g.stop = lineStop
	case *ast.Text:
		if nt.IsRaw() {
			return g, nil, false
		}
		g.stop, next = nt.Segment.Start, nt
	default:
		return g, nil, false
	}
	if g.stop <= g.start || g.stop > lineStop {
		return g, nil, false
	}
	for c := g.first; ; c = c.NextSibling() {
		if pos := c.Pos(); pos >= 0 && (pos < g.start || pos >= g.stop) {
			return g, nil, false
		}
		if c == g.last {
			break
		}
	}
	return g, next, true
}

// rawElement updates open, the number of raw HTML elements whose text is
// not linked (a, code, pre, kbd, samp) that are open, by the raw HTML n.
func rawElement(n ast.Node, src []byte, open int) int {
	r, ok := n.(*ast.RawHTML)
	if !ok || r.Segments.Len() == 0 {
		return open
	}
	seg := r.Segments.At(0)
	b := src[seg.Start:seg.Stop]
	if len(b) < 2 || b[0] != '<' {
		return open
	}
	end := b[1] == '/'
	i := 1
	if end {
		i = 2
	}
	j := i
	for j < len(b) && isAlnum(b[j]) {
		j++
	}
	if j == i || j < len(b) && b[j] != '>' && b[j] != '/' && b[j] != ' ' && b[j] != '\t' && b[j] != '\n' && b[j] != '\r' && b[j] != '\f' {
		return open
	}
	if !unlinkedElement(str(b[i:j])) {
		return open
	}
	if end {
		return max(open-1, 0)
	}
	return open + 1
}

// unlinkedElement reports whether name is the tag name, in any case, of
// an element whose text is a link or code: a, code, pre, kbd, samp.
func unlinkedElement(name string) bool {
	for _, t := range [...]string{"a", "code", "pre", "kbd", "samp"} {
		if strings.EqualFold(name, t) {
			return true
		}
	}
	return false
}
