package parser

import (
	"bytes"
	"encoding/binary"
	"sort"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
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
	// emphasis or strikethrough node.
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
	var decode, plain bool
	if len(b) <= shortRun {
		// One loop for the tests below, which search a long run faster
		// one by one.
		var ok bool
		ok, decode, plain = p.classifyShort(b)
		if !ok {
			return st, depth
		}
	} else {
		decode = mdtext.NeedsDecoding(b)
		if p.cfg.Dialect == Unicode && !decode {
			// The source is the reader's text: the dialect's own test.
			if !p.mayHoldUnicodeLink(b) {
				return st, depth
			}
		} else if !p.mayHoldLinkBytes(b) && (p.cfg.Dialect != GFM || !hasBracket(b)) {
			return st, depth
		}
		plain = !decode && ascii(b)
	}
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
	case GFM:
		return p.gfmRun(r, k, depth)
	case MD4C:
		p.md4cRun(r, k)
	default:
		p.unicodeRun(r, k)
	}
	return depth
}

// classesOf8 returns the union of the classes table gives the eight bytes
// of b from i on: the step of the byte-class loops over text.
func classesOf8(table *[256]uint8, b []byte, i int) uint8 {
	w := b[i : i+8 : i+8]
	return table[w[0]] | table[w[1]] | table[w[2]] | table[w[3]] | table[w[4]] | table[w[5]] | table[w[6]] | table[w[7]]
}

// shortRun is the length up to which linkRun tests a run with
// classifyShort.
const shortRun = 64

// Classes of the bytes of a short run, for classifyShort.
const (
	classDecode  uint8 = 1 << iota // '\\', '&': the reader's text differs
	classColon                     // ':'
	classAt                        // '@'
	classDot                       // '.'
	classW                         // 'w', which starts "www."
	classBracket                   // '[', ']'
	classHigh                      // a byte of a non-ASCII character
)

var runByteClass = func() (t [256]uint8) {
	t['\\'], t['&'], t[':'], t['@'], t['.'], t['w'] = classDecode, classDecode, classColon, classAt, classDot, classW
	t['['], t[']'] = classBracket, classBracket
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = classHigh
	}
	return t
}()

// classifyShort tells, in one loop over the bytes of b, what linkRun tests
// on a run: whether it may hold a link (mayHoldUnicodeLink on a run that
// needs no decoding in the Unicode dialect, mayHoldLinkBytes or, in the GFM
// dialect, hasBracket otherwise), whether it needs decoding
// (mdtext.NeedsDecoding) and whether it is plain: ASCII and needing no
// decoding.
func (p *linkParser) classifyShort(b []byte) (mayHold, decode, plain bool) {
	var m uint8
	i := 0
	for ; i+8 <= len(b); i += 8 {
		m |= classesOf8(&runByteClass, b, i)
	}
	for ; i < len(b); i++ {
		m |= runByteClass[b[i]]
	}
	decode = m&classDecode != 0
	plain = m&(classDecode|classHigh) == 0
	if p.cfg.Dialect == Unicode && !decode {
		mayHold = p.kinds&URL != 0 && m&classColon != 0 || p.kinds&Email != 0 && m&classAt != 0 ||
			p.kinds&WWW != 0 && m&classW != 0 && bytes.Contains(b, wwwDot)
	} else {
		mayHold = p.kinds&WWW != 0 && m&classDot != 0 || p.kinds&URL != 0 && m&classColon != 0 ||
			p.kinds&Email != 0 && m&classAt != 0 || p.cfg.Dialect == GFM && m&classBracket != 0
	}
	return mayHold, decode, plain
}

// hasBracket reports whether b holds a '[' or ']'.
func hasBracket(b []byte) bool {
	for _, c := range b {
		if c == '[' || c == ']' {
			return true
		}
	}
	return false
}

// A bidiCursor finds the Bidi_Control characters of b (U+061C, U+200E,
// U+200F, U+202A–U+202E, U+2066–U+2069) from left to right. U+061C is
// searched for whole, for its lead byte starts most Arabic letters, the
// others by their lead byte 0xE2: most text has none, and typographic
// quotes and dashes (0xE2 0x80 …) are passed over quickly. It remembers the
// next of each it found, so that a text with many pieces is searched once.
type bidiCursor struct {
	b []byte
	// alm and e2 are the offsets of the next U+061C and 0xE2 found, or
	// len(b); -1 before the first search.
	alm, e2 int
}

// next returns the offset and length of the first Bidi_Control character
// at or after from, or len(b) and 0.
func (c *bidiCursor) next(from int) (int, int) {
	b := c.b
	for from < len(b) {
		if c.alm < from {
			c.alm = len(b)
			if i := bytes.Index(b[from:], arabicLetterMark); i >= 0 {
				c.alm = from + i
			}
		}
		if c.e2 < from {
			c.e2 = indexByteFrom(b, 0xE2, from)
		}
		i := min(c.alm, c.e2)
		if i >= len(b) {
			break
		}
		if n := bidiControlAt(b, i); n > 0 {
			return i, n
		}
		from = i + 1
	}
	return len(b), 0
}

// arabicLetterMark is U+061C, the one Bidi_Control character outside
// U+2000–U+206F.
var arabicLetterMark = []byte("\u061C")

// indexByteFrom returns the offset of the first c in b at or after from,
// or len(b).
func indexByteFrom(b []byte, c byte, from int) int {
	if i := bytes.IndexByte(b[from:], c); i >= 0 {
		return from + i
	}
	return len(b)
}

// bidiControlAt returns the length of the Bidi_Control character at b[i],
// or 0.
func bidiControlAt(b []byte, i int) int {
	switch {
	case b[i] == 0xD8 && i+1 < len(b) && b[i+1] == 0x9C:
		return 2
	case b[i] == 0xE2 && i+2 < len(b):
		switch c1, c2 := b[i+1], b[i+2]; {
		case c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || 0xAA <= c2 && c2 <= 0xAE),
			c1 == 0x81 && 0xA6 <= c2 && c2 <= 0xA9:
			return 3
		}
	}
	return 0
}

// hasRTL reports whether the lines of block hold a character of a
// right-to-left block (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF,
// U+10800–U+10FFF, U+1E800–U+1EFFF) or a Bidi_Control character, in the
// reader's text (rtlInText). The
// blocks are told by their UTF-8 bytes, without decoding: a paragraph of
// CJK or Cyrillic text costs a byte loop. (A block of such a script
// holding only marks or digits also counts: isolating a link is harmless.)
//
// The bytes src[skipStart:skipEnd), known to be ASCII, are not looked at.
func hasRTL(block ast.Node, src []byte, skipStart, skipEnd int) bool {
	lines := block.Lines()
	for i := 0; i < lines.Len(); i++ {
		l := lines.At(i)
		if skipStart < l.Stop && l.Start < skipEnd {
			if l.Start < skipStart && rtlInText(src[l.Start:skipStart]) || skipEnd < l.Stop && rtlInText(src[skipEnd:l.Stop]) {
				return true
			}
			continue
		}
		if rtlInText(src[l.Start:l.Stop]) {
			return true
		}
	}
	return false
}

// rtlLead marks the UTF-8 lead bytes of the characters hasRTL looks for;
// the bytes of ASCII, Latin, Greek, Cyrillic, CJK and Hangul text are
// passed over with table look-ups, eight bytes at a time.
var rtlLead = func() (t [256]uint8) {
	for c := 0xD6; c <= 0xE0; c++ {
		t[c] = 1
	}
	t[0xE2], t[0xEF], t[0xF0] = 1, 1, 1
	return t
}()

// ascii reports whether b holds only ASCII bytes, 32 at a time.
func ascii(b []byte) bool {
	const high = 0x8080808080808080
	i := 0
	for ; i+32 <= len(b); i += 32 {
		w := b[i : i+32 : i+32]
		if (binary.LittleEndian.Uint64(w)|binary.LittleEndian.Uint64(w[8:])|
			binary.LittleEndian.Uint64(w[16:])|binary.LittleEndian.Uint64(w[24:]))&high != 0 {
			return false
		}
	}
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&high != 0 {
			return false
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// rtlInText reports whether the reader's text of b, the source of a line,
// holds a character that hasRTL looks for: a character reference such as
// "&rlm;" or "&#x202E;" stands for its character. (A reference in a code
// span, which goldmark shows as it is, counts too: isolating is harmless.)
func rtlInText(b []byte) bool {
	if rtlIn(b) {
		return true
	}
	if bytes.IndexByte(b, '&') < 0 {
		return false
	}
	text, _ := mdtext.Append(nil, nil, b, 0, false)
	return rtlIn(text)
}

// rtlIn reports whether b holds a character that hasRTL looks for.
func rtlIn(b []byte) bool {
	if ascii(b) {
		return false
	}
	for i := 0; i < len(b); {
		if i+8 <= len(b) && classesOf8(&rtlLead, b, i) == 0 {
			i += 8
			continue
		}
		// The next eight bytes one by one.
		for end := min(i+8, len(b)); i < end; {
			c := b[i]
			switch {
			case rtlLead[c] == 0:
				i++
			case c == 0xE0 && i+1 < len(b) && 0xA4 <= b[i+1] && b[i+1] <= 0xBF:
				// U+0900–U+0FFF (Indic scripts, Thai, Tibetan): the
				// lead and the continuation byte after it.
				i += 2
			case rtlAt(b, i):
				return true
			default:
				i++
			}
		}
	}
	return false
}

// rtlAt reports whether the bytes at b[i], a byte that rtlLead marks, start
// a character that hasRTL looks for.
func rtlAt(b []byte, i int) bool {
	c := b[i]
	var c1, c2 byte
	if i+1 < len(b) {
		c1 = b[i+1]
	}
	if i+2 < len(b) {
		c2 = b[i+2]
	}
	switch {
	case c == 0xD6 && c1 >= 0x90, 0xD7 <= c && c <= 0xDF, // U+0590–U+07FF
		c == 0xE0 && 0xA0 <= c1 && c1 <= 0xA3,                               // U+0800–U+08FF
		c == 0xEF && (c1 == 0xAC && c2 >= 0x9D || 0xAD <= c1 && c1 <= 0xB7), // U+FB1D–U+FDFF
		c == 0xEF && (c1 == 0xB9 && c2 >= 0xB0 || c1 == 0xBA || c1 == 0xBB), // U+FE70–U+FEFF
		c == 0xF0 && (c1 == 0x90 || c1 == 0x9E) && c2 >= 0xA0,               // U+10800–U+10FFF, U+1E800–U+1EFFF
		c == 0xE2 && bidiControlAt(b, i) > 0:
		return true
	}
	return false
}

// A sink puts the links the dialect finds in a run into the tree, in order.
type sink struct {
	p *linkParser
	// What add needs of the run (a copy: the run stays on the stack): its
	// whole text, of which the dialect sees the piece from base on.
	text      []byte
	base      int
	before    rune
	afterNode bool
	block     ast.Node
	parent    ast.Node
	// cur … last are the text nodes of the run that hold what follows the
	// last link put in; cur is nil when nothing does.
	cur, last *ast.Text
	src       []byte
	pc        gparser.Context
	st        *state // nil until a link is made
	// offs maps the run's text to the source (nil: the text is the
	// source from rs on); re is the end of the run in the source.
	offs   []int32
	rs, re int
	// plain tells that the run's text is ASCII.
	plain bool
}

// toSrc returns the source offset of the run's text offset i; ok is false
// inside a unit that stands for more than one character (an entity such as
// "&ngE;").
func (k *sink) toSrc(i int) (int, bool) {
	switch {
	case k.offs == nil:
		return k.rs + i, true
	case i >= len(k.text):
		return k.re, true
	case i > 0 && k.offs[i] == k.offs[i-1]:
		return 0, false
	}
	return int(k.offs[i]), true
}

// add puts the link m, in offsets of the piece of the run that the dialect
// saw, in place of its text.
func (k *sink) add(m match) {
	p := k.p
	if k.cur == nil || p.kinds&m.kind == 0 {
		return
	}
	m.start, m.end, m.hostStart, m.hostEnd = m.start+k.base, m.end+k.base, m.hostStart+k.base, m.hostEnd+k.base
	if m.hostEnd < m.end && !utf8.RuneStart(k.text[m.hostEnd]) {
		// A host ended by bytes (cmark-gfm's scan): end it where a browser
		// does, at the port, path, query or fragment.
		m.hostEnd = m.hostStart + ul.HostEnd(str(k.text[m.hostStart:m.end]))
	}
	if m.kind == Email && m.start == 0 && k.afterNode && ul.IsLinkEmail(k.before) {
		// The local part goes on before the run, in the text of an inline
		// node ("o’reilly@…" with the typographer): it is linked whole or
		// not at all.
		return
	}
	s, ok1 := k.toSrc(m.start)
	e, ok2 := k.toSrc(m.end)
	if !ok1 || !ok2 || e <= s || s < k.cur.Segment.Start {
		return
	}
	hs, ok1 := k.toSrc(m.hostStart)
	he, ok2 := k.toSrc(m.hostEnd)
	if !ok1 || !ok2 || hs < s || he > e || he < hs {
		hs, he = s, e
	}
	spoof := m.spoof
	if p.cfg.Dialect != Unicode && !k.plain && m.hostStart < m.end && m.end <= len(k.text) {
		// The engine checks the hosts of the Unicode dialect as it finds
		// them; the other dialects' hosts are checked as a browser reads
		// them: up to the port, path, query or fragment.
		host := str(k.text[m.hostStart:m.end])
		var refuse bool
		if refuse, spoof = p.detector.CheckHost(host[:ul.HostEnd(host)]); refuse {
			return
		}
	}
	if k.st == nil {
		k.st = getState(k.pc)
	}
	if k.st.rtlBlock != k.block {
		skipStart, skipEnd := 0, 0
		if k.plain {
			skipStart, skipEnd = k.rs, k.re
		}
		k.st.rtlBlock, k.st.rtl = k.block, hasRTL(k.block, k.src, skipStart, skipEnd)
	}
	m.spoof, m.isolate = spoof, k.st.rtl
	n, keep := p.newNode(&m, text.NewSegment(s, e), text.NewSegment(hs, he), k.src, k.pc, k.st)
	if keep {
		k.cur, k.last = splice(k.parent, k.cur, k.last, s, e, n, k.st)
	}
}

// mayHoldUnicodeLink reports whether b, a run's reader's text, may hold a
// link of the Unicode dialect, which keeps only URLs with a scheme (a ':'),
// e-mail addresses (a '@') and www links (starting with "www."): most runs
// of prose have a full stop but none of them.
func (p *linkParser) mayHoldUnicodeLink(b []byte) bool {
	return p.kinds&URL != 0 && bytes.IndexByte(b, ':') >= 0 ||
		p.kinds&Email != 0 && bytes.IndexByte(b, '@') >= 0 ||
		p.kinds&WWW != 0 && bytes.Contains(b, wwwDot)
}

var wwwDot = []byte("www.")

// mayHoldLinkBytes reports whether b holds a byte that every link of the
// enabled kinds holds: ':' (URL), '.' (www) or '@' (e-mail).
func (p *linkParser) mayHoldLinkBytes(b []byte) bool {
	return p.kinds&WWW != 0 && bytes.IndexByte(b, '.') >= 0 ||
		p.kinds&URL != 0 && bytes.IndexByte(b, ':') >= 0 ||
		p.kinds&Email != 0 && bytes.IndexByte(b, '@') >= 0
}

func isEmphasis(n ast.Node) bool {
	k := n.Kind()
	return k == ast.KindEmphasis || k == east.KindStrikethrough
}

// newNode makes the node of m over seg, applying the filter; keep is false
// when the filter vetoes the link.
func (p *linkParser) newNode(m *match, seg, host text.Segment, src []byte, pc gparser.Context, st *state) (n ast.Node, keep bool) {
	l := st.newLink()
	l.Reset(m.kind, p.cfg.Dialect, seg, host, m.scheme)
	l.SetSpoof(m.spoof)
	l.SetIsolate(m.isolate)
	if p.cfg.Filter != nil && !p.cfg.Filter(l, src, pc) {
		// The slab's node is taken all the same: the filter may have
		// kept a pointer to it.
		return nil, false
	}
	if !p.cfg.AutoLinkNodes {
		return l, true
	}
	typ := ast.AutoLinkURL
	if m.kind == Email {
		typ = ast.AutoLinkEmail
	}
	a := ast.NewAutoLink(typ, ast.NewTextSegment(seg))
	if m.kind == WWW {
		a.Protocol = p.wwwProto
	}
	for _, attr := range l.Attributes() {
		a.SetAttribute(attr.Name, attr.Value)
	}
	// The renderer writes the node as it writes l (see
	// renderer.LinkAttribute).
	a.SetAttributeString(node.AutoLinkAttribute, l)
	a.SetPos(seg.Start)
	return a, true
}

// splice puts n in place of src[start:end), which lies in the adjacent text
// nodes first … last, children of parent. It returns the text node that
// holds what follows end and the new last node, or nil when nothing of the
// run follows.
func splice(parent ast.Node, first, last *ast.Text, start, end int, n ast.Node, st *state) (rest, newLast *ast.Text) {
	t1 := first
	for t1 != last && t1.Segment.Stop <= start {
		t1 = t1.NextSibling().(*ast.Text)
	}
	t2 := t1
	for t2 != last && t2.Segment.Stop < end {
		t2 = t2.NextSibling().(*ast.Text)
	}
	soft, hard := t2.SoftLineBreak(), t2.HardLineBreak()
	needPrefix := t1.Segment.Start < start
	needSuffix := end < t2.Segment.Stop || soft || hard
	suffix := text.NewSegment(end, t2.Segment.Stop)
	var after *ast.Text // the text node after t2 in the run
	if t2 != last {
		after = t2.NextSibling().(*ast.Text)
	}
	// Remove the nodes strictly between t1 and t2.
	for c := t1.NextSibling(); t1 != t2 && c != nil && c != ast.Node(t2); {
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		c = next
	}
	newLast = last
	switch {
	case t1 != t2:
		if needPrefix {
			t1.Segment = t1.Segment.WithStop(start)
			insertAfter(parent, t1, n)
		} else {
			parent.InsertBefore(parent, t1, n)
			parent.RemoveChild(parent, t1)
		}
		if needSuffix {
			t2.Segment = suffix
			rest = t2
		} else {
			parent.RemoveChild(parent, t2)
		}
	case needPrefix && needSuffix:
		rest = st.newText(suffix)
		rest.SetSoftLineBreak(soft)
		rest.SetHardLineBreak(hard)
		t1.SetSoftLineBreak(false)
		t1.SetHardLineBreak(false)
		t1.Segment = t1.Segment.WithStop(start)
		insertAfter(parent, t1, n)
		insertAfter(parent, n, rest)
		if t1 == last {
			newLast = rest
		}
	case needPrefix:
		t1.Segment = t1.Segment.WithStop(start)
		insertAfter(parent, t1, n)
	case needSuffix:
		parent.InsertBefore(parent, t1, n)
		t1.Segment = suffix
		rest = t1
	default:
		parent.ReplaceChild(parent, t1, n)
	}
	if rest == nil && after != nil {
		rest = after
	}
	return rest, newLast
}

// insertAfter puts n after c, a child of parent. goldmark's InsertAfter
// counts a node put after the last child twice in the parent's ChildCount
// (BaseNode.InsertBefore with no sibling counts it before AppendChild
// does).
func insertAfter(parent, c, n ast.Node) {
	if next := c.NextSibling(); next != nil {
		parent.InsertBefore(parent, next, n)
		return
	}
	parent.AppendChild(parent, n)
}

// lineIndex returns the index of the last line of block that starts at or
// before pos, or -1.
func lineIndex(block ast.Node, pos int) int {
	lines := block.Lines()
	if n := lines.Len(); n <= 1 {
		// Most blocks with a link: a list item's, a short paragraph.
		if n == 0 || lines.At(0).Start > pos {
			return -1
		}
		return 0
	}
	return sort.Search(lines.Len(), func(i int) bool { return lines.At(i).Start > pos }) - 1
}

// KindLink is the ast.NodeKind of Link nodes.
var KindLink = node.KindLink

// A Link is a link found in running text (see package node).
type Link = node.Link
