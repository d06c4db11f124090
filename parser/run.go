package parser

import (
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
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

// linkRun finds the links in the run of adjacent text nodes first … last,
// children of parent in block, and puts Link nodes in place of their text.
//
// depth is the number of brackets left open before the run in its
// paragraph (the GFM dialect needs it); linkRun returns it for after the
// run. st is nil until the block needs it; linkRun returns it, got if the
// run needed it.
func (p *linkParser) linkRun(block, parent ast.Node, first, last *ast.Text, src []byte, pc gparser.Context, st *state, depth int) (*state, int) {
	rs, re := first.Segment.Start, last.Segment.Stop
	if re <= rs {
		return st, depth
	}
	b := src[rs:re]
	decode := mdtext.NeedsDecoding(b)
	if p.cfg.Dialect == config.Unicode && !decode {
		// The source is the reader's text: the dialect's own test.
		if !p.mayHoldUnicodeLink(b) {
			return st, depth
		}
	} else if !p.mayHoldLinkBytes(b) && (p.cfg.Dialect != config.GFM || !hasBracket(b)) {
		return st, depth
	}
	plain := !decode && ascii(b)
	var r run
	var offs []int32
	if decode {
		if st == nil {
			st = getState(pc)
		}
		st.buf, st.offs = st.buf[:0], st.offs[:0]
		if st.offs == nil {
			st.offs = make([]int32, 0, 64) // non-nil: Append records offsets
		}
		for t := first; ; t = t.NextSibling().(*ast.Text) {
			st.buf, st.offs = mdtext.Append(st.buf, st.offs, t.Segment.Value(src), t.Segment.Start, p.escapedSpace())
			if t == last {
				break
			}
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

	k := sink{p: p, text: r.text, before: r.before, afterNode: r.afterNode, block: block,
		parent: parent, cur: first, last: last, src: src, pc: pc, st: st, offs: offs, rs: rs, re: re}
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
		depth = p.scanRun(&r, &k, depth)
		if n == 0 {
			break
		}
		before, _ = utf8.DecodeRune(text[i:])
		from = i + n
		k.base = from
	}
	return k.st, depth
}

// scanRun gives the links of r to k, by the rules of the dialect.
func (p *linkParser) scanRun(r *run, k *sink, depth int) int {
	switch p.cfg.Dialect {
	case config.GFM:
		return p.gfmRun(r, k, depth)
	case config.MD4C:
		p.md4cRun(r, k)
	default:
		p.unicodeRun(r, k)
	}
	return depth
}
