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
	// emphasis tells that the group holds an emphasis or strikethrough
	// node glued to a word with a link's trigger (see groupAfter).
	emphasis bool
}

// groupAfter returns the group of opaque nodes that follows t, a text node
// that ends no line, among the children of parent, and the text node after
// it; ok is false when the nodes after t are no such group, or its source
// text is not known: the text before and after it must bound it, or the
// end of the block when it ends the block.
//
// With inURL, the word that t ends may be a link's (it has a trigger):
// an emphasis or strikethrough glued to it is read as a group too, as the
// source characters it was made of, for its delimiters are the URL's own
// characters ("…/pkg/__init__.py", "?status=__open__"), as Linkify and
// cmark-gfm read them, which find links before emphasis. A link that does
// not hold such a group whole leaves it, and the walk enters it then
// (linkIn); emphasis around a whole URL is not glued to a word with a
// trigger, and stays.
func (w *walk) groupAfter(parent ast.Node, t *ast.Text, inURL bool) (g group, next *ast.Text, ok bool) {
	g.first = t.NextSibling()
	n := g.first
	for n != nil {
		if roleOf(n) != opaque {
			if !inURL || !isEmphasis(n) || w.p.d.emphasisOutsideURLs {
				break
			}
			g.emphasis = true
		}
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

// The raw HTML elements whose text is not linked: their start and end
// tags are raw HTML nodes among the text, and a link inside one would be
// a link inside a link or code. The rule holds where goldmark writes raw
// HTML (html.WithUnsafe); elsewhere the tags are omitted and their text is
// prose, linked as cmark-gfm links it. An element is open from its start
// tag to its end tag: a, code, pre, kbd and samp up to the end tag that
// follows in the block, and a start tag of code, pre, kbd or samp that no
// end tag follows opens nothing (a browser would end it with the
// paragraph, where no link inside it harms); an a without an end tag is
// open to the end of the block, as no anchor may open inside another.

// unlinkedElements are the names of the raw HTML elements whose text is
// not linked; elementA is the index of "a".
var unlinkedElements = [...]string{"a", "code", "pre", "kbd", "samp"}

const elementA = 0

// rawTag returns the index in unlinkedElements of the element whose start
// or end tag (end) n is, or -1 when n is no raw HTML tag of such an
// element.
func rawTag(n ast.Node, src []byte) (element int, end bool) {
	r, ok := n.(*ast.RawHTML)
	if !ok || r.Segments.Len() == 0 {
		return -1, false
	}
	seg := r.Segments.At(0)
	b := src[seg.Start:seg.Stop]
	if len(b) < 2 || b[0] != '<' {
		return -1, false
	}
	end = b[1] == '/'
	i := 1
	if end {
		i = 2
	}
	j := i
	for j < len(b) && isAlnum(b[j]) {
		j++
	}
	if j == i || j < len(b) && b[j] != '>' && b[j] != '/' && b[j] != ' ' && b[j] != '\t' && b[j] != '\n' && b[j] != '\r' && b[j] != '\f' {
		return -1, false
	}
	for k, t := range unlinkedElements {
		if strings.EqualFold(str(b[i:j]), t) {
			return k, end
		}
	}
	return -1, false
}

// rawElement updates w.rawOpen, the number of raw HTML elements open whose
// text is not linked, by n, a raw HTML node among the block's runs.
func (w *walk) rawElement(n ast.Node) {
	k, end := rawTag(n, w.src)
	switch {
	case k < 0:
	case end:
		if w.endsCounted {
			w.endsLeft[k]--
		} else {
			w.endsSeen[k]++
		}
		w.rawOpen = max(w.rawOpen-1, 0)
	case k == elementA:
		w.rawOpen++
	default:
		if !w.endsCounted {
			w.countEnds(w.block)
			w.endsCounted = true
			// The end tags before n were counted and passed.
			for i := range w.endsLeft {
				w.endsLeft[i] -= w.endsSeen[i]
			}
		}
		if w.endsLeft[k] > 0 {
			w.rawOpen++
		}
	}
}

// countEnds adds to w.endsLeft the end tags of the elements of
// unlinkedElements among the nodes that the walk visits in parent.
func (w *walk) countEnds(parent ast.Node) {
	for c := parent.FirstChild(); c != nil; c = c.NextSibling() {
		switch {
		case c.Kind() == ast.KindRawHTML:
			if k, end := rawTag(c, w.src); k >= 0 && end {
				w.endsLeft[k]++
			}
		case c.Kind() != ast.KindText && roleOf(c) == enter:
			w.countEnds(c)
		}
	}
}
