package parser

import (
	"sort"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The sink: links put into the tree in place of their text.

// A sink puts the links the dialect finds in a run into the tree, in order.
type sink struct {
	p *Parser
	// What add needs of the run (a copy: the run stays on the stack): its
	// whole text, of which the dialect sees the piece from base on.
	text      []byte
	base      int
	before    rune
	afterNode bool
	doc       *ast.Document
	block     ast.Node
	parent    ast.Node
	// cur … last are the nodes of the run that hold what follows the last
	// link put in, from the source offset curStart on; cur is nil when
	// nothing does. groups are the run's groups of opaque nodes (see
	// walk.go); gi is the first that may hold a link found next, ci the
	// first that may be cur or after it.
	cur, last ast.Node
	curStart  int
	groups    []group
	gi, ci    int
	// piece is the piece of the run being scanned; refinding tells that a
	// link is being found again before a group (see refind).
	piece     run
	refinding bool
	// refindEnd is the end, in the run's text, of the text refind scans.
	refindEnd int
	src       []byte
	pc        gparser.Context
	st        *state // nil until a link is made
	// offs maps the run's text to the source (nil: the text is the
	// source from rs on); re is the end of the run in the source.
	offs   []int32
	rs, re int
	// plain tells that the run's text is ASCII.
	plain bool
	// rtlKnown tells that rtl says whether the block's links are
	// isolated (hasRTL): the walk's, asked at the block's first link.
	rtlKnown, rtl bool
	// work counts the bytes looked at, as walk.work.
	work int
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

// unitSpan returns the span [start, end) of the text that the source unit
// holding text offset i stands for (the bytes an escape or a character
// reference stands for share its source offset in offs, which maps the
// text to the source), and the source offset at which the next unit starts
// (srcEnd after the last one).
func unitSpan(offs []int32, i, srcEnd int) (start, end, next int) {
	o := offs[i]
	start, end = i, i+1
	for start > 0 && offs[start-1] == o {
		start--
	}
	for end < len(offs) && offs[end] == o {
		end++
	}
	next = srcEnd
	if end < len(offs) {
		next = int(offs[end])
	}
	return start, end, next
}

// add puts the link m, in offsets of the piece of the run that the dialect
// saw, in place of its text. It reports whether m took its text: false
// when the author's markup stopped the link, whose text stays prose that
// the dialect may read on (the GFM dialect finds an address in it, as
// cmark-gfm does).
func (k *sink) add(m ul.Link) bool {
	p := k.p
	if k.cur == nil || p.kinds&m.Kind == 0 {
		return true
	}
	m.Start, m.End, m.SchemeEnd = m.Start+k.base, m.End+k.base, m.SchemeEnd+k.base
	m.HostStart, m.HostEnd = m.HostStart+k.base, m.HostEnd+k.base
	k.work += m.End - m.Start // the host, the markup and the spoof checks
	// markupEnd is where the author's markup stops being read: the end
	// of the host a reader sees (extapi.HostTextEnd). The href writes a
	// backslash "%5C", which ends no authority for a browser, but a
	// reader and the dialects' peers end the host there, as at a bracket
	// or a quotation mark ("www.ruby-lang.org\0.example.com" and
	// "\[https://example.com\]" are linked as cmark-gfm links them; the
	// spoof check reads both hosts).
	markupEnd := m.HostEnd
	if !p.d.completed && hasAuthority(m, k.text) {
		// The host a browser resolves, after any userinfo and before the
		// port, path, query or fragment: the one the checks and the node
		// read, whatever the dialect's scan took for its host.
		hs, he := extapi.URLHost(str(k.text[m.Start:m.End]))
		m.HostStart, m.HostEnd = m.Start+hs, m.Start+he
		markupEnd = m.HostStart + extapi.HostTextEnd(str(k.text[m.HostStart:m.HostEnd]))
	}
	if k.refinding && m.HostEnd >= k.refindEnd && mayContinueHost(k.text[k.refindEnd]) {
		// The node after the text refind scans cuts the host: the
		// host before it is another one ("http://x--'" with the
		// typographer is not a link to x).
		return true
	}
	if m.Kind == ul.Email && m.Start == 0 && k.afterNode && k.localGoesOnBefore(m) {
		// The local part goes on before the run, in the text of an inline
		// node ("o’reilly@…" with the typographer): it is linked whole or
		// not at all.
		return true
	}
	s, ok1 := k.toSrc(m.Start)
	e, ok2 := k.toSrc(m.End)
	if !ok1 || !ok2 || e <= s || s < k.curStart {
		return true
	}
	if g, ok := k.crossed(s, e); ok {
		// A link never takes part of another inline node: one that
		// starts inside a group is none; one that ends inside it is
		// found again in the text before it.
		if g.start > s && !k.refinding {
			k.refind(m.Start, g)
		}
		return true
	}
	hs, ok1 := k.toSrc(m.HostStart)
	he, ok2 := k.toSrc(m.HostEnd)
	me, ok3 := k.toSrc(markupEnd)
	domain := hs
	if !ok1 || hs > me {
		domain = s
	}
	if !ok2 || !ok3 || !(k.markupFree(s, me) && (domain == s || k.markupFree(domain, me))) &&
		p.d.markupStopsLink(str(k.src), s, domain, me, hasAuthority(m, k.text)) {
		// An escape, a literal backslash or a character reference where
		// the dialect reads it as the author's (or a host that ends
		// inside a reference): the author stopped the link.
		return false
	}
	if !ok1 || hs < s || he > e || he < hs {
		hs, he = s, e
	}
	if !p.d.completed {
		// The engine checks the hosts of the links it finds; the other
		// dialects' hosts are checked here, ASCII ones too (an A-label
		// may decode to a look-alike).
		refuse, mark := extapi.CheckHost(p.detector, str(k.text[m.HostStart:m.HostEnd]))
		if refuse {
			return true
		}
		m.Spoof = mark
	}
	if k.st == nil {
		k.st = getState(k.pc)
	}
	if !k.rtlKnown {
		skipStart, skipEnd := 0, 0
		if k.plain {
			skipStart, skipEnd = k.rs, k.re
		}
		k.rtlKnown, k.rtl = true, hasRTL(k.block, k.src, skipStart, skipEnd)
		if !p.cfg.LinkNodes {
			k.st.autoLinksOf(k.doc)
		}
	}
	// The link in the source: its scheme ends where its text's does, or
	// it has none written.
	rec := ul.Link{Start: s, End: e, Kind: m.Kind, SchemeEnd: s, HostStart: hs, HostEnd: he, Spoof: m.Spoof}
	if se, ok := k.toSrc(m.SchemeEnd); ok && s <= se && se <= e {
		rec.SchemeEnd = se
	}
	// A run without escapes and references (offs) has none in any link's
	// source.
	href, hints := k.st.href(p, m, k.text, k.src[s:e], k.offs == nil)
	n, l, keep := p.newNode(rec, href, hints, k.src, k.pc, k.st, k.rtl)
	if keep {
		var lineEnd bool
		for k.ci < len(k.groups) && k.groups[k.ci].stop <= k.curStart {
			k.ci++
		}
		k.cur, k.last, lineEnd = splice(k.parent, k.cur, k.last, k.groups[k.ci:], s, e, n, l, k.st, k.offs == nil)
		k.curStart = e
		astapi.SetTookLineEnd(l, lineEnd)
	}
	return true
}

// hasAuthority reports whether m, in offsets of text, is a domain or a URL
// whose scheme ends with "://".
func hasAuthority(m ul.Link, text []byte) bool {
	return m.Kind == ul.Domain || m.Kind == ul.URL && m.SchemeEnd >= m.Start+3 &&
		string(text[m.SchemeEnd-3:m.SchemeEnd]) == "://"
}

// markupFree reports whether the author's markup cannot stop a link whose
// source starts at start (or whose domain does) and whose host ends at
// hostEnd (dialect.markupStopsLink): the span lies in the run, whose
// source holds no backslash and no '&' (offs is nil), and the bytes the
// check reads around it are none of those it looks for (a backslash
// before start or at hostEnd, a ';' ending a reference right before
// start, an '&' at hostEnd). Most links are in such runs; the check would
// search the span for both bytes again.
func (k *sink) markupFree(start, hostEnd int) bool {
	if k.offs != nil || start < k.rs || hostEnd > k.re || hostEnd < start {
		return false
	}
	src := k.src
	if start >= 1 && (src[start-1] == '\\' || src[start-1] == ';') || start >= 2 && src[start-2] == '\\' {
		return false
	}
	return hostEnd >= len(src) || src[hostEnd] != '\\' && src[hostEnd] != '&'
}

// crossed returns the first group of the run that the source text [s, e)
// of a link holds in part, if any. Links come in order: the groups that
// end before s are passed over for good.
func (k *sink) crossed(s, e int) (group, bool) {
	for k.gi < len(k.groups) && k.groups[k.gi].stop <= s {
		k.gi++
	}
	for _, g := range k.groups[k.gi:] {
		if g.start >= e {
			break
		}
		if g.start < s || g.stop > e {
			return g, true
		}
	}
	return group{}, false
}

// refind scans the text of the piece from start, the start of a link that
// ends inside the group g, to the group, as if g bounded the run (as any
// inline node did before groups were read), and puts the links found
// there in. A link found there that ends inside another group is left
// out: each byte is scanned at most twice.
func (k *sink) refind(start int, g group) {
	gs := k.textOffset(g.start)
	if gs <= start {
		return
	}
	sub := k.piece
	sub.text = k.text[start:gs]
	if start > k.base {
		sub.before, _ = utf8.DecodeLastRune(k.text[:start])
		sub.lineStart, sub.afterNode, sub.opens = false, false, false
	}
	sub.after, _ = utf8.DecodeRune(k.text[gs:])
	sub.closes = false
	base := k.base
	k.base, k.refinding, k.refindEnd = start, true, gs
	k.p.scan(&sub, k, 0)
	k.base, k.refinding = base, false
}

// mayContinueHost reports whether a host may go on with the byte b: an
// ASCII letter, digit, '-', '.' or '_', or any byte of a non-ASCII
// character (a letter, or a dot that IDNA maps to '.').
func mayContinueHost(b byte) bool {
	return b >= 0x80 || isAlnum(b) || b == '-' || b == '.' || b == '_'
}

// textOffset returns the offset in the run's text of the source offset
// src, the start of a group.
func (k *sink) textOffset(src int) int {
	if k.offs == nil {
		return src - k.rs
	}
	return sort.Search(len(k.offs), func(i int) bool { return int(k.offs[i]) >= src })
}

// localGoesOnBefore reports whether the local part of m, an address that
// starts the run, goes on before the run in the source, into the text of
// the inline node that ends there: the engine reads the source up to the
// '@' as a local part in Markdown prose, so a quote that the typographer
// curls is what the raw quote is, a delimiter before the local part
// ("'jsmith@example.org'") and part of it inside ("o'reilly@…"). The scan
// goes back over the local part only (no '@'): linear time in all.
func (k *sink) localGoesOnBefore(m ul.Link) bool {
	if !ul.IsLinkEmail(k.before) {
		return false
	}
	s, ok1 := k.toSrc(m.Start)
	at, ok2 := k.toSrc(m.HostStart - 1)
	if !ok1 || !ok2 || at >= len(k.src) {
		return true
	}
	start, ok := extapi.EmailLocalStartMarkdown(str(k.src[:at+1]), at)
	lo := s
	if ok {
		lo = min(start, s)
	}
	k.work += at - lo
	return !ok || start < s
}

func isEmphasis(n ast.Node) bool {
	k := n.Kind()
	return k == ast.KindEmphasis || k == east.KindStrikethrough
}

// newNode makes the node of the link l, in offsets of the source, whose
// href is href (nil: its label) and hints the renderer's (astapi.Hints),
// isolated when rtl, applying the filter; keep is false when the filter
// vetoes the link.
func (p *Parser) newNode(rec ul.Link, href []byte, hints uint8, src []byte, pc gparser.Context, st *state, rtl bool) (n ast.Node, l *uast.Link, keep bool) {
	l = st.newLink()
	astapi.Init(l, rec, href, rtl, hints)
	if p.cfg.Filter != nil && !p.cfg.Filter(l, src, pc) {
		// The slab's node is taken all the same: the filter may have
		// kept a pointer to it.
		return nil, l, false
	}
	if p.cfg.LinkNodes {
		return l, l, true
	}
	typ := ast.AutoLinkURL
	if rec.Kind == ul.Email {
		typ = ast.AutoLinkEmail
	}
	a := st.newAutoLink(typ, st.newText(text.NewSegment(rec.Start, rec.End)))
	if rec.Kind == ul.Domain {
		a.Protocol = p.wwwProto
	}
	for _, attr := range l.Attributes() {
		a.SetAttribute(attr.Name, attr.Value)
	}
	a.SetPos(rec.Start)
	// The renderer writes the node as it writes l (see uast.LinkOf).
	st.autoLinks.Add(a, l)
	return a, l, true
}

// A unit of a run is a text node or a group of opaque nodes.
type unit struct {
	first, last ast.Node
	start, stop int
	text        *ast.Text // nil for a group
}

// unitAt returns the unit that starts at n, a node of a run whose groups,
// from the first that may start at n on, are groups.
func unitAt(n ast.Node, groups []group) (unit, []group) {
	if t, ok := n.(*ast.Text); ok {
		return unit{first: t, last: t, start: t.Segment.Start, stop: t.Segment.Stop, text: t}, groups
	}
	for len(groups) > 0 && groups[0].first != n {
		groups = groups[1:]
	}
	g := groups[0]
	return unit{first: g.first, last: g.last, start: g.start, stop: g.stop}, groups[1:]
}

// splice puts n in place of src[start:end), which lies in the units of the
// run first … last (whose groups are groups), children of parent; a group
// lies in it whole. l is the Link of n: its children are text nodes over
// its label, one for each text node (or part of one) and group it covers,
// or, with oneChild, one text node over the whole label.
// splice returns the node that holds what follows end and the new last
// node, or nil when nothing of the run follows, and whether end is in the
// text node that ends its line (rest then holds the line break, see
// astapi.TookLineEnd).
//
// oneChild is for a run whose source holds no backslash and no '&' (no
// escape or character reference, mdtext.NeedsDecoding): each child of l is
// then written raw, and one child over the label shows what its pieces
// show one after the other, to the renderer, to LabelText and to a walker
// that collects text. Goldmark splits text at each delimiter ('*', '_',
// '~'), so a link often covers several text nodes: moving each into l
// costs an AppendChild, unlinking it a RemoveChild only.
func splice(parent, first, last ast.Node, groups []group, start, end int, n ast.Node, l *uast.Link, st *state, oneChild bool) (rest, newLast ast.Node, lineEnd bool) {
	if oneChild {
		// Most links: inside one text node, which goes on after them or
		// holds a line break, after text nodes that end before them.
		t, _ := first.(*ast.Text)
		for t != nil && t.Segment.Stop <= start && ast.Node(t) != last {
			t, _ = t.NextSibling().(*ast.Text)
		}
		if t != nil && t.Segment.Start <= start && end <= t.Segment.Stop &&
			(end < t.Segment.Stop || t.SoftLineBreak() || t.HardLineBreak()) {
			return spliceInText(parent, t, last, start, end, n, l, st)
		}
	}
	return spliceUnits(parent, first, last, groups, start, end, n, l, st, oneChild)
}

// spliceUnits is splice unit by unit.
func spliceUnits(parent, first, last ast.Node, groups []group, start, end int, n ast.Node, l *uast.Link, st *state, oneChild bool) (rest, newLast ast.Node, lineEnd bool) {
	// isLast tells whether u is the run's last unit; most units are text
	// nodes, compared as pointers rather than as interfaces.
	lastText, _ := last.(*ast.Text)
	isLast := func(u *unit) bool {
		if u.text != nil {
			return u.text == lastText
		}
		return u.last == last
	}
	u, groups := unitAt(first, groups)
	for u.stop <= start && !isLast(&u) {
		u, groups = unitAt(u.last.NextSibling(), groups)
	}
	// The text before the link stays where it is.
	var prefix ast.Node
	if u.text != nil && u.start < start {
		prefix = u.text
	}
	newLast = last
	var next ast.Node // the node after the unit
	for {
		atLast := isLast(&u)
		done := atLast || u.stop >= end
		next = u.last.NextSibling()
		whole := u.text != nil && start <= u.start && u.start < u.stop && u.stop <= end && !u.text.SoftLineBreak() && !u.text.HardLineBreak()
		switch {
		case oneChild:
			if u.text == nil {
				astapi.SetHoldsNodes(l, true)
			}
		case whole:
			// A text node that lies in the link whole is moved into it
			// (AppendChild takes it out of parent): it is the child.
			l.AppendChild(l, u.text)
		case u.text != nil:
			if s, e := max(u.start, start), min(u.stop, end); e > s {
				l.AppendChild(l, st.newText(text.NewSegment(s, e)))
			}
		default:
			l.AppendChild(l, st.newText(text.NewSegment(u.start, u.stop)))
			astapi.SetHoldsNodes(l, true)
		}
		if whole && !oneChild {
			// Moved above.
		} else if whole {
			parent.RemoveChild(parent, u.text)
		} else if u.text != nil && (end < u.stop || u.text.SoftLineBreak() || u.text.HardLineBreak()) {
			// The text after the link, with the line break.
			lineEnd = u.text.SoftLineBreak() || u.text.HardLineBreak()
			if u.text == prefix {
				r := st.newText(text.NewSegment(end, u.stop))
				r.SetSoftLineBreak(u.text.SoftLineBreak())
				r.SetHardLineBreak(u.text.HardLineBreak())
				u.text.SetSoftLineBreak(false)
				u.text.SetHardLineBreak(false)
				insertAfter(parent, u.text, r)
				rest = r
				if last == u.text {
					newLast = r
				}
			} else {
				u.text.Segment = text.NewSegment(end, u.stop)
				rest = u.text
			}
		} else if u.text != prefix {
			for c := u.first; ; {
				after := c.NextSibling()
				parent.RemoveChild(parent, c)
				if c == u.last {
					break
				}
				c = after
			}
		}
		if done {
			if rest == nil && !atLast {
				rest = next
			}
			if prefix != nil {
				prefix.(*ast.Text).Segment = prefix.(*ast.Text).Segment.WithStop(start)
			}
			break
		}
		u, groups = unitAt(next, groups)
	}
	if oneChild {
		l.AppendChild(l, st.newText(text.NewSegment(start, end)))
	}
	switch {
	case prefix != nil:
		insertAfter(parent, prefix, n)
	case rest != nil:
		parent.InsertBefore(parent, rest, n)
	case next != nil:
		parent.InsertBefore(parent, next, n)
	default:
		parent.AppendChild(parent, n)
	}
	return rest, newLast, lineEnd
}

// spliceInText is splice (spliceUnits) for a link inside the text node t,
// which goes on after end or holds a line break: t keeps the text before
// the link, if any, and the rest goes after it with the line break, in a
// new node when t keeps some.
func spliceInText(parent ast.Node, t *ast.Text, last ast.Node, start, end int, n ast.Node, l *uast.Link, st *state) (rest, newLast ast.Node, lineEnd bool) {
	soft, hard := t.SoftLineBreak(), t.HardLineBreak()
	l.AppendChild(l, st.newText(text.NewSegment(start, end)))
	if t.Segment.Start == start {
		t.Segment = text.NewSegment(end, t.Segment.Stop)
		parent.InsertBefore(parent, t, n)
		return t, last, soft || hard
	}
	r := st.newText(text.NewSegment(end, t.Segment.Stop))
	r.SetSoftLineBreak(soft)
	r.SetHardLineBreak(hard)
	t.SetSoftLineBreak(false)
	t.SetHardLineBreak(false)
	t.Segment = t.Segment.WithStop(start)
	insertAfter(parent, t, r)
	parent.InsertBefore(parent, r, n)
	newLast = last
	if last == ast.Node(t) {
		newLast = r
	}
	return r, newLast, soft || hard
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
