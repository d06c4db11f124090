package parser

import (
	"bytes"
	"sort"
	"strings"
	"sync"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// linkParser is the goldmark inline parser (and close-blocker) of this
// package. See the package documentation for its design.
type linkParser struct {
	cfg       Config
	kinds     LinkKind
	schemes   []string // lower case, longest first
	wwwScheme string
	wwwProto  []byte // wwwScheme, for *ast.AutoLink nodes
	detector  *ul.Detector
	anyTLD    bool // the detector's
	triggers  []byte

	// host is goldmark's parser configuration this parser is registered
	// in, when it was given (see SetParserOption); class and ownTrigger
	// are derived from it once (see plainInit).
	host       *gparser.Config
	plainOnce  sync.Once
	class      [256]uint8
	ownTrigger [256]bool
}

// NewParser returns the inline parser that finds links in running text. It
// also implements goldmark's parser.CloseBlocker (e-mail addresses and the
// checks that need the block's finished inline tree) and
// parser.SetOptioner.
func NewParser(opts ...Option) gparser.InlineParser {
	p := &linkParser{}
	for _, o := range opts {
		o.SetLinkOption(&p.cfg)
	}
	p.init()
	if p.kinds&URL != 0 {
		p.triggers = append(p.triggers, ':')
	}
	if p.kinds&WWW != 0 {
		p.triggers = append(p.triggers, '.')
	}
	return p
}

// init derives the working fields from cfg.
func (p *linkParser) init() {
	p.kinds = p.cfg.Kinds
	if p.kinds == 0 {
		p.kinds = AllKinds
	}
	schemes := p.cfg.Schemes
	if schemes == nil {
		schemes = DefaultSchemes
	}
	p.schemes = p.schemes[:0:0]
	for _, s := range schemes {
		// Never make a link that goldmark deems dangerous, nor one whose
		// "scheme" is no scheme name and may hold spaces or markup.
		if s = strings.ToLower(s); validScheme(s) && !dangerousScheme(s) {
			p.schemes = append(p.schemes, s)
		}
	}
	sort.SliceStable(p.schemes, func(i, j int) bool { return len(p.schemes[i]) > len(p.schemes[j]) })
	p.wwwScheme = strings.ToLower(p.cfg.WWWScheme)
	if !validScheme(p.wwwScheme) || dangerousScheme(p.wwwScheme) {
		p.wwwScheme = "http"
	}
	p.wwwProto = []byte(p.wwwScheme)
	if p.cfg.Dialect == Unicode && (p.detector == nil || p.anyTLD != p.cfg.AnyTLD) {
		p.detector = ul.New(ul.WithAnyTLD(p.cfg.AnyTLD))
		p.anyTLD = p.cfg.AnyTLD
	}
}

// validScheme reports whether s is a URL scheme name (RFC 3986 section
// 3.1): a letter, then letters, digits, '+', '-' or '.'.
func validScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// dangerousScheme reports whether s, in lower case, is a scheme whose URLs
// goldmark deems dangerous.
func dangerousScheme(s string) bool {
	switch s {
	case "javascript", "vbscript", "file", "data":
		return true
	}
	return false
}

// SetOption implements goldmark's parser.SetOptioner.
func (p *linkParser) SetOption(name gparser.OptionName, value any) {
	p.cfg.SetOption(name, value)
	p.init()
}

// Trigger implements goldmark's parser.InlineParser: ':' for URLs, '.' for
// www links. E-mail addresses need no trigger (see CloseBlock).
func (p *linkParser) Trigger() []byte { return p.triggers }

// Flags of a link whose fate is decided in CloseBlock.
const (
	// needOpener: MD4C accepts the '*', '_' or '~' before the link only if
	// it opens emphasis (or strikethrough) around it.
	needOpener uint8 = 1 << iota
	// needCloser: likewise for the '*', '_' or '~' after the link.
	needCloser
	// inLabel: the link was found inside a link label; it is turned back
	// into text if the label becomes the text of a link or image.
	inLabel
)

// A match is a link found in the source, in absolute offsets.
type match struct {
	start, end         int
	hostStart, hostEnd int
	kind               LinkKind
	scheme             string
	flags              uint8
}

// A cursor is what the dialects see at a trigger.
type cursor struct {
	src []byte
	// pos is the offset of the trigger byte.
	pos int
	// from is the start of the text just before pos that a link may
	// reclaim (the text node the host appended last); from == pos when
	// there is none.
	from int
	// lineStart and lineEnd delimit the current line's content (lineEnd
	// excludes the line ending).
	lineStart, lineEnd int
	// blockEnd is the end of the block's content without trailing white
	// space (cmark-gfm's subject, for the GFM dialect).
	blockEnd int
}

type state struct {
	pending []pending
	// The nodes of the document's links and of the text after them are
	// taken from these slabs, so that a link costs a fraction of an
	// allocation; chunk is the size of the last slab allocated.
	links []Link
	texts []ast.Text
	chunk int
	// The first slabs are part of the state: a document with a link or
	// two costs one allocation in all.
	firstLinks [minChunk]Link
	firstTexts [minChunk]ast.Text
}

// Slab sizes: the first chunk is small for short documents; they double up
// to maxChunk.
const (
	minChunk = 4
	maxChunk = 128
)

func (s *state) grow() int {
	s.chunk = min(max(2*s.chunk, minChunk), maxChunk)
	return s.chunk
}

// newLink returns a zero Link from the slab.
func (s *state) newLink() *Link {
	if len(s.links) == 0 {
		s.links = make([]Link, s.grow())
	}
	l := &s.links[0]
	s.links = s.links[1:]
	return l
}

// newText returns a text node over seg from the slab.
func (s *state) newText(seg text.Segment) *ast.Text {
	if len(s.texts) == 0 {
		s.texts = make([]ast.Text, s.grow())
	}
	t := &s.texts[0]
	s.texts = s.texts[1:]
	t.Segment = seg
	return t
}

type pending struct {
	node  ast.Node
	seg   text.Segment
	flags uint8
}

var stateKey = gparser.NewContextKey()

func getState(pc gparser.Context) *state {
	if s, ok := pc.Get(stateKey).(*state); ok {
		return s
	}
	s := &state{chunk: minChunk}
	s.links, s.texts = s.firstLinks[:], s.firstTexts[:]
	pc.Set(stateKey, s)
	return s
}

// Parse implements goldmark's parser.InlineParser.
func (p *linkParser) Parse(parent ast.Node, block text.Reader, pc gparser.Context) ast.Node {
	line, seg := block.PeekLine()
	if len(line) < 2 || seg.Padding != 0 {
		return nil
	}
	src := block.Source()
	pos := seg.Start
	var quick bool
	switch line[0] {
	case ':':
		// Every dialect needs "//" after the scheme.
		quick = p.kinds&URL != 0 && len(line) > 3 && line[1] == '/' && line[2] == '/'
	case '.':
		quick = p.kinds&WWW != 0 && pos >= 3 && src[pos-1] == 'w' && src[pos-2] == 'w' && src[pos-3] == 'w'
	}
	p.plainOnce.Do(p.plainInit)
	if !quick {
		return p.reject(parent, block, line, pos)
	}
	inLinkLabel := pc.IsInLinkLabel()
	if inLinkLabel && p.cfg.Dialect == GFM {
		// cmark-gfm finds no URL or www link while a bracket is open.
		return p.reject(parent, block, line, pos)
	}
	c := cursor{src: src, pos: pos, from: pos, lineEnd: seg.Stop}
	var prev *ast.Text
	if t, ok := parent.LastChild().(*ast.Text); ok && t.Segment.Stop == pos && !t.SoftLineBreak() && !t.HardLineBreak() && !t.IsRaw() {
		prev = t
		c.from = t.Segment.Start
	}
	for c.lineEnd > pos && (src[c.lineEnd-1] == '\n' || src[c.lineEnd-1] == '\r') {
		c.lineEnd--
	}
	c.lineStart = -1
	if l, _ := block.Position(); l < parent.Lines().Len() {
		c.lineStart = parent.Lines().At(l).Start
	}
	var m match
	var ok bool
	switch p.cfg.Dialect {
	case GFM:
		c.blockEnd = blockEnd(parent, src)
		if line[0] == ':' {
			m, ok = p.gfmURL(&c)
		} else {
			m, ok = p.gfmWWW(&c)
		}
	case MD4C:
		if line[0] == ':' {
			m, ok = p.md4cURL(&c)
		} else {
			m, ok = p.md4cWWW(&c)
		}
	default:
		if line[0] == ':' {
			m, ok = p.unicodeURL(&c)
		} else {
			m, ok = p.unicodeWWW(&c)
		}
	}
	if !ok || m.end <= pos {
		return p.reject(parent, block, line, pos)
	}
	if inLinkLabel {
		// The link is turned back into text if the label becomes link
		// text; that is only faithful if the link holds nothing that
		// goldmark would have parsed as inline syntax.
		if !labelSafe(src[m.start:m.end]) {
			return p.reject(parent, block, line, pos)
		}
		m.flags |= inLabel
	}
	st := getState(pc)
	n, keep := p.newNode(&m, src, st)
	if !keep {
		// Vetoed by the filter: the link's text stays text, and no link
		// is looked for inside it.
		block.Advance(m.end - pos)
		return ast.NewTextSegment(text.NewSegment(pos, m.end))
	}
	if prev != nil && m.start < pos {
		prev.Segment = prev.Segment.WithStop(m.start)
		if prev.Segment.IsEmpty() {
			parent.RemoveChild(parent, prev)
		}
	}
	block.Advance(m.end - pos)
	if m.flags != 0 {
		st.pending = append(st.pending, pending{node: n, seg: text.NewSegment(m.start, m.end), flags: m.flags})
	}
	if m.end >= seg.Stop {
		return n
	}
	// The text after the link, up to where goldmark would call an inline
	// parser (or the end of the line), is a node from the slab.
	end, atLineEnd := p.plainEnd(src, m.end, seg.Stop)
	if end == m.end && !atLineEnd {
		return n
	}
	parent.AppendChild(parent, n)
	t := st.newText(text.NewSegment(m.end, m.end))
	t.SetPos(m.end)
	p.takePlainTo(t, block, end, atLineEnd)
	return t
}

// labelSafe reports whether b holds no character that goldmark's inline
// syntax could have used ('`', '[', ']', '!', '<', '*', '~', and '_'
// unless between letters or digits, where it never opens or closes
// emphasis).
func labelSafe(b []byte) bool {
	for i, c := range b {
		switch c {
		case '`', '[', ']', '!', '<', '*', '~':
			return false
		case '_':
			if i == 0 || i == len(b)-1 || !wordByte(b[i-1]) || !wordByte(b[i+1]) {
				return false
			}
		}
	}
	return true
}

// wordByte reports whether c is an ASCII letter or digit or part of a
// non-ASCII character (which is never ASCII punctuation or white space).
func wordByte(c byte) bool { return isAlnum(c) || c >= 0x80 }

// newNode makes the node of m, applying the filter; keep is false when the
// filter vetoes the link.
func (p *linkParser) newNode(m *match, src []byte, st *state) (n ast.Node, keep bool) {
	l := st.newLink()
	*l = Link{
		LinkKind:  m.kind,
		Dialect:   p.cfg.Dialect,
		Segment:   text.NewSegment(m.start, m.end),
		HostStart: m.hostStart,
		HostEnd:   m.hostEnd,
		Scheme:    m.scheme,
	}
	l.SetPos(m.start)
	if p.cfg.Filter != nil && !p.cfg.Filter(l, src) {
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
	a := ast.NewAutoLink(typ, ast.NewTextSegment(l.Segment))
	if m.kind == WWW {
		a.Protocol = p.wwwProto
	}
	for _, attr := range l.Attributes() {
		a.SetAttribute(attr.Name, attr.Value)
	}
	a.SetPos(m.start)
	return a, true
}

// CloseBlock implements goldmark's parser.CloseBlocker. It runs after the
// block's emphasis and links are resolved: it decides the links that
// waited for that (MD4C's emphasis boundaries, links inside link labels),
// then finds the block's e-mail addresses.
func (p *linkParser) CloseBlock(parent ast.Node, block text.Reader, pc gparser.Context) {
	if s, ok := pc.Get(stateKey).(*state); ok && len(s.pending) > 0 {
		for i := range s.pending {
			e := &s.pending[i]
			if !keepPending(e) {
				if par := e.node.Parent(); par != nil {
					ast.MergeOrReplaceTextSegment(par, e.node, e.seg)
				}
			}
			e.node = nil
		}
		s.pending = s.pending[:0]
	}
	if p.kinds&Email != 0 {
		p.emails(parent, block.Source(), pc)
	}
}

func keepPending(e *pending) bool {
	n := e.node
	if n.Parent() == nil {
		return false
	}
	if e.flags&inLabel != 0 && insideLink(n) {
		return false
	}
	if e.flags&needOpener != 0 && !emphasisEdge(n, true) {
		return false
	}
	if e.flags&needCloser != 0 && !emphasisEdge(n, false) {
		return false
	}
	return true
}

// insideLink reports whether n is inside the text of a link or image.
func insideLink(n ast.Node) bool {
	for p := n.Parent(); p != nil && p.Type() == ast.TypeInline; p = p.Parent() {
		if k := p.Kind(); k == ast.KindLink || k == ast.KindImage {
			return true
		}
	}
	return false
}

// emphasisEdge reports whether n is the first (or last) child of an
// emphasis or strikethrough node, not counting empty text.
func emphasisEdge(n ast.Node, first bool) bool {
	par := n.Parent()
	if par == nil || (par.Kind() != ast.KindEmphasis && par.Kind() != east.KindStrikethrough) {
		return false
	}
	for s := sibling(n, first); s != nil; s = sibling(s, first) {
		if t, ok := s.(*ast.Text); !ok || !t.Segment.IsEmpty() {
			return false
		}
	}
	return true
}

func sibling(n ast.Node, before bool) ast.Node {
	if before {
		return n.PreviousSibling()
	}
	return n.NextSibling()
}

// blockEnd returns the end of the block's content without trailing white
// space.
func blockEnd(block ast.Node, src []byte) int {
	lines := block.Lines()
	if lines.Len() == 0 {
		return len(src)
	}
	last := lines.At(lines.Len() - 1)
	end := last.Stop
	for end > last.Start && isCmarkSpace(src[end-1]) {
		end--
	}
	return end
}

// lineIndex returns the index of the last line of block that starts at or
// before pos, or -1.
func lineIndex(block ast.Node, pos int) int {
	lines := block.Lines()
	return sort.Search(lines.Len(), func(i int) bool { return lines.At(i).Start > pos }) - 1
}

// isLineStart reports whether pos is the start of one of block's lines.
func isLineStart(block ast.Node, pos int) bool {
	i := lineIndex(block, pos)
	return i >= 0 && block.Lines().At(i).Start == pos
}

// lineEndAt returns the end of the content of the line of block that holds
// pos (before its line ending).
func lineEndAt(block ast.Node, src []byte, pos int) int {
	end := len(src)
	if i := lineIndex(block, pos); i >= 0 {
		if l := block.Lines().At(i); pos < l.Stop {
			end = l.Stop
		}
	}
	if i := bytes.IndexByte(src[pos:end], '\n'); i >= 0 {
		end = pos + i
	}
	for end > pos && src[end-1] == '\r' {
		end--
	}
	return end
}

// str returns b as a string without copying. goldmark does not modify the
// source while it parses, and the string never outlives the call that
// made it.
func str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

func isAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isDigit(c byte) bool { return '0' <= c && c <= '9' }
func isAlnum(c byte) bool { return isAlpha(c) || isDigit(c) }

// isCmarkSpace is cmark's cmark_isspace.
func isCmarkSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// equalFold reports whether b equals the lower-case ASCII s, ignoring
// ASCII case.
func equalFold(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range len(b) {
		c := b[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != s[i] {
			return false
		}
	}
	return true
}

// isScheme reports whether b is one of the URL schemes, ignoring ASCII case
// when fold is set.
func (p *linkParser) isScheme(b []byte, fold bool) bool {
	for _, s := range p.schemes {
		if fold && equalFold(b, s) || !fold && string(b) == s {
			return true
		}
	}
	return false
}
