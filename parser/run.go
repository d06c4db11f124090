package parser

import (
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
)

// A run is the reader's text of a run of adjacent text nodes on one line:
// the text goldmark's HTML writer shows for them, with backslash escapes
// and character references resolved. Every other inline node (code spans,
// raw HTML, autolinks, links, images, emphasis) bounds a run, so a link
// never takes in their syntax, and goldmark reads the document the same
// with and without this parser.
type run struct {
	text []byte
	// lineStart tells that the run starts a line of its block; before is
	// the source character before the run ('\n' at a line start), and
	// after the one after it ('\n' at a line end).
	lineStart     bool
	before, after rune
	// afterNode tells that an inline node other than text ends just
	// before the run on its line (its closing syntax is before).
	afterNode bool
	// opens (closes) tells that the run is the first (last) child of an
	// emphasis or strikethrough uast.
	opens, closes bool
}

// linkRun finds the links in the run first … last, children of parent in
// the walk's block: adjacent text nodes and the groups of opaque nodes
// between them (groups, in order), and puts Link nodes in place of their
// text.
//
// w.depth is the number of brackets left open before the run in its
// paragraph (the GFM dialect needs it); linkRun updates it for after the
// run. triggers is as for linkIn.
func (w *walk) linkRun(parent ast.Node, first *ast.Text, last ast.Node, groups []group, triggers *triggerCursor) {
	p, src, block := w.p, w.src, w.block
	rs, re := first.Segment.Start, endOf(last, groups)
	if re <= rs {
		return
	}
	if triggers != nil && triggers.nextAt(rs) >= re && !p.readForBrackets(src[rs:re]) {
		return
	}
	w.work += re - rs
	b := src[rs:re]
	decode := mdtext.NeedsDecoding(b)
	if p.d.quickTest != linkTriggers && !p.runMayHoldLink(b) {
		return
	}
	plain := !decode && ascii(b)
	var r run
	var offs []int32
	if decode {
		if w.st == nil {
			w.st = getState(w.pc)
		}
		st := w.st
		st.buf, st.offs = st.buf[:0], st.offs[:0]
		if st.offs == nil {
			st.offs = make([]int32, 0, 64) // non-nil: Append records offsets
		}
		// The text nodes and the groups' source, unit by unit.
		for n, gi := ast.Node(first), 0; ; {
			var seg text.Segment
			stop := n
			if t, ok := n.(*ast.Text); ok {
				seg = t.Segment
			} else {
				g := groups[gi]
				seg, stop = text.NewSegment(g.start, g.stop), g.last
				gi++
			}
			st.buf, st.offs = mdtext.Append(st.buf, st.offs, seg.Value(src), seg.Start, p.escapedSpace())
			if stop == last {
				break
			}
			n = stop.NextSibling()
		}
		r.text, offs = st.buf, st.offs
	} else {
		r.text = src[rs:re]
	}
	lineIdx := lineIndex(block, rs)
	lineStart, lineEnd := 0, len(src)
	if lineIdx >= 0 {
		l := block.Lines().At(lineIdx)
		lineStart, lineEnd = l.Start, l.Stop
	}
	r.lineStart = rs <= lineStart
	r.before = '\n'
	if !r.lineStart {
		r.before, _ = utf8.DecodeLastRune(src[lineStart:rs])
	}
	r.after = '\n'
	if re < lineEnd && src[re] != '\n' && src[re] != '\r' {
		r.after, _ = utf8.DecodeRune(src[re:lineEnd])
	}
	prev := first.PreviousSibling()
	r.afterNode = !r.lineStart && prev != nil
	if isEmphasis(parent) {
		r.opens = prev == nil
		r.closes = last.NextSibling() == nil
	}

	k := sink{p: p, text: r.text, before: r.before, afterNode: r.afterNode, doc: w.doc, block: block,
		parent: parent, cur: first, curStart: rs, last: last, groups: groups, src: src, pc: w.pc, st: w.st,
		offs: offs, rs: rs, re: re, rtlKnown: w.rtlKnown, rtl: w.rtl}
	// A Bidi_Control character ends a link in every dialect: the text is
	// scanned in the pieces between them, as if each were a run. A link
	// then never holds a character that reorders its text or the text
	// after it.
	text, before, after := r.text, r.before, r.after
	// An ASCII run has no Bidi_Control character (one piece) and no host
	// to check for spoofing.
	k.plain = plain || decode && ascii(text)
	bidi := bidiCursor{b: text, alm: -1, e2: -1}
	for from := 0; from < len(text); {
		i, n := len(text), 0
		if !k.plain {
			i, n = bidi.next(from)
		}
		r.text, r.after = text[from:i], after
		if n > 0 {
			r.after, _ = utf8.DecodeRune(text[i:])
		}
		r.before = before
		k.piece = r // refind reads it
		w.depth = p.scan(&r, &k, w.depth)
		if n == 0 {
			break
		}
		before, _ = utf8.DecodeRune(text[i:])
		from = i + n
		k.base = from
	}
	w.st, w.rtlKnown, w.rtl = k.st, k.rtlKnown, k.rtl
	w.work += k.work
}

// endOf returns the source offset where last, the last node of a run with
// the groups groups, ends.
func endOf(last ast.Node, groups []group) int {
	if t, ok := last.(*ast.Text); ok {
		return t.Segment.Stop
	}
	return groups[len(groups)-1].stop
}

// readForBrackets reports whether a run without a trigger, whose source is
// b, is read all the same: in the GFM dialect, for the brackets it opens
// or closes (linkBytesOrBrackets).
func (p *Parser) readForBrackets(b []byte) bool {
	return p.d.quickTest == linkBytesOrBrackets && hasBracket(b)
}

// runMayHoldLink reports whether the run whose source is b may hold a
// link, by the dialect's quick test (not linkTriggers, which the walk's
// trigger cursor answers).
func (p *Parser) runMayHoldLink(b []byte) bool {
	return p.mayHoldLinkBytes(b) || p.d.quickTest == linkBytesOrBrackets && hasBracket(b)
}
