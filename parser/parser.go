package parser

import (
	"bytes"
	"encoding/binary"
	"sort"
	"strings"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// A Parser finds the links of a document once goldmark has parsed its
// inline syntax: it is a goldmark parser option that registers an AST
// transformer (see document.go).
type Parser struct {
	cfg Config
	// d is the dialect's row of the table of dialects.
	d         *dialect
	kinds     ul.Kind
	schemes   []string // lower case, longest first
	wwwScheme string
	wwwProto  []byte // wwwScheme, for *ast.AutoLink nodes
	// linkifySchemes are the allowed protocols of a goldmark Linkify
	// registered alongside (extension.WithLinkifyAllowedProtocols), the
	// schemes when Config.Schemes is nil.
	linkifySchemes []string
	// detector is the engine: the Unicode dialect's links, the spoof
	// check of every dialect, the hrefs and the anchors.
	detector *ul.Detector
	spoof    ul.SpoofPolicy
	// host is goldmark's parser configuration that the parser is
	// registered in: whether an escaped space is an escape
	// (parser.WithEscapedSpace) is read there when a document is parsed.
	host *gparser.Config
	// rendering is goldmark's renderer configuration, when the parser is
	// a renderer option too (SetConfig): whether raw HTML is written
	// (html.WithUnsafe) is read there when a document is parsed.
	rendering *grenderer.Config
}

// New returns the link finder with the configuration c, a goldmark parser
// option:
//
//	p, err := parser.New(c)
//	…
//	goldmark.New(goldmark.WithParserOptions(p))
//
// or an error, starting "unicodelinks: ", that names the option of package
// unicodelinks that sets the first invalid field of c and says why. It
// registers an AST transformer that finds the links of each document
// before every other transformer runs. Registered twice in one goldmark
// parser, the last one registered finds the links.
func New(c Config) (*Parser, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	p := &Parser{cfg: c}
	if err := p.init(); err != nil {
		return nil, err
	}
	return p, nil
}

// init derives the working fields from cfg, which check has accepted, and
// makes the detector, which checks the fields it takes.
func (p *Parser) init() error {
	p.d = &dialects[p.cfg.Dialect]
	p.kinds = p.cfg.Kinds
	if p.kinds == 0 {
		p.kinds = allKinds
	}
	// An explicit WithSchemes wins over Linkify's allowed protocols.
	schemes := p.cfg.Schemes
	if schemes == nil {
		schemes = p.linkifySchemes
	}
	if schemes == nil {
		schemes = ul.DefaultSchemes()
	}
	p.wwwScheme = p.d.www
	if p.cfg.WWWScheme != "" {
		p.wwwScheme, _ = ul.CheckScheme(p.cfg.WWWScheme)
	}
	p.wwwProto = []byte(p.wwwScheme)
	p.spoof = p.cfg.SpoofCheck
	if p.spoof == ul.SpoofDefault {
		p.spoof = ul.SpoofRefuse
	}
	// The detector reads the reader's text, which holds no escape: the
	// sink checks the source for markup that stops a link, in every dialect. Of the
	// scheme-less domains, the Unicode dialect links those that start with
	// "www." (the others still take their text); after an explicit scheme,
	// any host a browser goes to.
	d, err := ul.NewChecked(ul.WithSchemes(schemes...), ul.WithAnyTLD(p.cfg.AnyTLD),
		extapi.MarkdownProse(false).(ul.Option), ul.WithLocalhost(!p.cfg.RefuseLocalhost),
		ul.WithSpoofCheck(p.spoof), ul.WithTopDomains(p.cfg.TopDomains...), ul.WithSchemelessWWWOnly(true),
		ul.WithBrowserURLHosts(true), ul.WithAttributes(p.cfg.Attributes...),
		ul.WithHrefForm(p.d.hrefForm(p.cfg.HrefForm)), ul.WithImpliedScheme(p.wwwScheme))
	if err != nil {
		return err
	}
	if p.detector != nil {
		// The renderer holds the detector (Detector): a goldmark option
		// applied after New changes the one it holds. No document is
		// parsed yet.
		*p.detector = *d
	} else {
		p.detector = d
	}
	p.schemes = p.schemes[:0:0]
	for _, s := range schemes {
		name, _ := ul.CheckScheme(s)
		p.schemes = append(p.schemes, name)
	}
	sort.SliceStable(p.schemes, func(i, j int) bool { return len(p.schemes[i]) > len(p.schemes[j]) })
	return nil
}

// Detector returns the engine the parser finds links and makes hrefs with,
// which writes their anchors too (see package renderer).
func (p *Parser) Detector() *ul.Detector {
	p.ready()
	return p.detector
}

// ready makes the zero Parser the one New(Config{}) returns: the zero
// value works, as goldmark's own parsers do. It is called as the parser is
// registered, before any document is parsed.
func (p *Parser) ready() {
	if p.d != nil {
		return
	}
	if err := p.init(); err != nil {
		panic(err) // the zero Config is valid
	}
}

// configOptionPrefix starts the names of the options of package
// unicodelinks among goldmark's parser options: their values are
// func(*Config) error.
const configOptionPrefix = "UnicodeLinks"

// optLinkifyAllowedProtocols is the name of goldmark's option
// extension.WithLinkifyAllowedProtocols, which the parser honours.
const optLinkifyAllowedProtocols gparser.OptionName = "LinkifyAllowedProtocols"

// SetOption implements goldmark's parser.SetOptioner: of goldmark's parser
// options, the parser takes those of package unicodelinks
// (goldmark.WithParserOptions(unicodelinks.WithDialect(…))), over its
// Config, and panics on an invalid one (SetOption has no error to
// return); and Linkify's allowed protocols, the schemes of URL links when
// Config.Schemes is nil. A protocol that is no scheme name or a dangerous
// one is left out (package unicodelinks refuses it with a panic in
// goldmark.New).
func (p *Parser) SetOption(name gparser.OptionName, value any) {
	if set, ok := value.(func(*Config) error); ok && strings.HasPrefix(string(name), configOptionPrefix) {
		p.ready()
		c := p.cfg
		err := set(&c)
		if err == nil {
			err = c.check()
		}
		if err != nil {
			panic(err)
		}
		p.cfg = c
		if err := p.init(); err != nil {
			panic(err)
		}
		return
	}
	if name != optLinkifyAllowedProtocols {
		return
	}
	protos, _ := value.([][]byte)
	p.ready()
	p.linkifySchemes = nil
	for _, b := range protos {
		if name, err := ul.CheckScheme(string(b)); err == nil {
			p.linkifySchemes = append(p.linkifySchemes, name)
		}
	}
	if err := p.init(); err != nil {
		panic(err) // the configuration was checked, and the schemes are
	}
}

// state is the parser's per-document state.
type state struct {
	// The nodes of the document's links and of the text after them are
	// taken from these slabs, so that a link costs a fraction of an
	// allocation: nLinks, nTexts and nAutos of each are taken. chunk is
	// the size of the last slab allocated.
	links                  []uast.Link
	texts                  []ast.Text
	autos                  []ast.AutoLink
	nLinks, nTexts, nAutos int
	chunk                  int
	// hrefs holds the hrefs of the links made so far, in a slab that is
	// replaced, never grown, when full.
	hrefs []byte
	// buf and offs hold the reader's text of a run that has escapes or
	// references, and the source offset of each of its bytes.
	buf  []byte
	offs []int32
	// autoLinks is the table of the AutoLinks made in place of Links in
	// the document autoLinksDoc, which holds it (see autoLinksOf);
	// firstAutoLinks is the first document's.
	autoLinks      *astapi.AutoLinks
	autoLinksDoc   *ast.Document
	firstAutoLinks astapi.AutoLinks
	// The first slabs are part of the state: a document with a link or
	// two costs one allocation in all.
	// groups holds the groups of opaque nodes of the run being read.
	groups     []group
	firstLinks [minChunk]uast.Link
	firstTexts [minChunk]ast.Text
	firstAutos [minChunk]ast.AutoLink
	firstHrefs [firstHrefSlab]byte
}

// Slab sizes: the first chunk is small for short documents; they double up
// to maxChunk (nodes) and maxHrefSlab (bytes of hrefs).
const (
	minChunk    = 4
	maxChunk    = 128
	minHrefSlab = 1024
	maxHrefSlab = 16 << 10
	// firstHrefSlab is the slab of the state itself: enough for the hrefs
	// of a document with a few links that are not their label (www
	// links, addresses), which most documents are.
	firstHrefSlab = 512
)

func (s *state) grow() int {
	s.chunk = min(max(2*s.chunk, minChunk), maxChunk)
	return s.chunk
}

// newLink returns a Link from the slab.
func (s *state) newLink() *uast.Link {
	if s.nLinks == len(s.links) {
		s.links, s.nLinks = make([]uast.Link, s.grow()), 0
	}
	s.nLinks++
	return &s.links[s.nLinks-1]
}

// newAutoLink returns goldmark's autolink node of the type typ over the
// text node value, from the slab.
func (s *state) newAutoLink(typ ast.AutoLinkType, value *ast.Text) *ast.AutoLink {
	if s.nAutos == len(s.autos) {
		s.autos, s.nAutos = make([]ast.AutoLink, s.grow()), 0
	}
	s.nAutos++
	a := &s.autos[s.nAutos-1]
	*a = *ast.NewAutoLink(typ, value)
	return a
}

// newText returns a text node over seg from the slab.
func (s *state) newText(seg text.Segment) *ast.Text {
	if s.nTexts == len(s.texts) {
		s.texts, s.nTexts = make([]ast.Text, s.grow()), 0
	}
	s.nTexts++
	t := &s.texts[s.nTexts-1]
	t.Segment = seg
	return t
}

// href makes the href of l, a link found in text, whose source label is
// label: it is appended to a slab (appending never changes the bytes of
// those before, and a slab that is full is left to the nodes that hold its
// hrefs; each is twice the last, up to maxHrefSlab) and returned, or nil
// when it is the label as it is (most links). plainSource tells that the
// text is the source (no escape or reference in the run). hints are what
// the renderer need not find out again (astapi.Hint…).
func (s *state) href(p *Parser, l ul.Link, text, label []byte, plainSource bool) ([]byte, uint8) {
	if plainSource && l.Kind == ul.URL {
		// Most links: the href is the label, not copied.
		if how, ok := extapi.URLAsIs(p.detector, str(text[l.Start:l.End])); ok {
			return nil, hrefHints(how) | astapi.HintHrefIsText | astapi.HintPlainSource
		}
	}
	if need := 3*(l.End-l.Start) + len(p.wwwScheme) + 16; cap(s.hrefs)-len(s.hrefs) < need {
		s.hrefs = make([]byte, 0, max(min(2*cap(s.hrefs), maxHrefSlab), minHrefSlab, 2*need))
	}
	n := len(s.hrefs)
	var how uint8
	s.hrefs, how = extapi.AppendHref(p.detector, s.hrefs, str(text), uint8(l.Kind), l.Start, l.End, l.SchemeEnd)
	hints := hrefHints(how)
	h := s.hrefs[n:]
	if how&extapi.HrefAsIs != 0 && (l.Kind != ul.Email || l.SchemeEnd == l.Start) {
		// The href is the text after the prefix of its kind, if any.
		hints |= astapi.HintHrefIsText
	}
	if plainSource {
		hints |= astapi.HintPlainSource
		if hints&astapi.HintHrefIsText != 0 {
			// The text is the label.
			if l.Kind == ul.URL {
				s.hrefs = s.hrefs[:n]
				return nil, hints
			}
			return h[:len(h):len(h)], hints
		}
	}
	if string(h) == string(label) {
		s.hrefs = s.hrefs[:n]
		return nil, hints
	}
	return h[:len(h):len(h)], hints
}

// hrefHints returns the renderer's hints (astapi.Hints) of what
// AppendHref found (how) that it reads as they are.
func hrefHints(how uint8) uint8 {
	if how&extapi.HrefSafe != 0 {
		return astapi.HintSafeHref
	}
	return 0
}

var stateKey = gparser.NewContextKey()

func getState(pc gparser.Context) *state {
	if s, ok := pc.Get(stateKey).(*state); ok {
		return s
	}
	s := &state{chunk: minChunk}
	s.links, s.texts, s.autos, s.hrefs = s.firstLinks[:], s.firstTexts[:], s.firstAutos[:], s.firstHrefs[:0]
	pc.Set(stateKey, s)
	return s
}

// escapedSpace reports whether goldmark reads a backslash before a space as
// an escape that it writes as nothing (parser.WithEscapedSpace).
func (p *Parser) escapedSpace() bool {
	return p.host != nil && p.host.EscapedSpace
}

// linkBlock finds the links of block, whose inline syntax goldmark has
// parsed, in doc. st is the document's state, nil until a block needs it;
// linkBlock returns it. triggers is the document's trigger cursor in the
// dialects that use one (see triggers.go), else nil.
func (p *Parser) linkBlock(doc *ast.Document, block ast.Node, src []byte, pc gparser.Context, st *state, triggers *triggerCursor) *state {
	w := walk{p: p, doc: doc, block: block, src: src, pc: pc, st: st}
	if triggers != nil {
		lines := block.Lines()
		w.end = lines.At(lines.Len() - 1).Stop
		if triggers.nextAt(lines.At(0).Start) >= w.end {
			return st
		}
	} else if !p.mayHoldLink(block, src) {
		return st
	}
	w.linkIn(block, triggers)
	if work, ok := pc.Get(workKey).(*int); ok {
		*work += w.work
	}
	return w.st
}

// mayHoldLink reports whether a line of block holds a byte that every link
// of the enabled kinds holds: ':' (URL), '.' (www) or '@' (e-mail).
func (p *Parser) mayHoldLink(block ast.Node, src []byte) bool {
	lines := block.Lines()
	for i := 0; i < lines.Len(); i++ {
		if l := lines.At(i); p.mayHoldLinkBytes(src[l.Start:l.Stop]) {
			return true
		}
	}
	return false
}

// walk is the walk of one block's inline nodes (see walk.go).
type walk struct {
	p     *Parser
	doc   *ast.Document
	block ast.Node
	src   []byte
	pc    gparser.Context
	// st is nil until the block needs it.
	st *state
	// depth is the number of brackets left open in the block so far (see
	// linkRun).
	depth int
	// rawOpen is the number of raw HTML elements open whose text is not
	// linked (see rawElement). endsLeft are the end tags of each of
	// unlinkedElements that follow in the block, once counted
	// (endsCounted); endsSeen those passed before they were.
	rawOpen            int
	endsLeft, endsSeen [len(unlinkedElements)]int
	endsCounted        bool
	// work counts the bytes the walk's runs, their dialect's scans and the
	// sink looked at (each scan once, not each byte; the engine counts its
	// own, the trigger cursor its own): the linear-time tests read it
	// through workKey.
	work int
	// With a trigger cursor (see linkIn), end is the end of the block's
	// last line, and done tells that no trigger is left before it.
	end  int
	done bool
	// rtlKnown tells that rtl says whether the block holds right-to-left
	// text or a Bidi_Control character (its links are isolated).
	rtlKnown, rtl bool
}

// workKey holds, in the parser context of a test, an *int to which
// linkBlock adds the work of each block's walk; no client sets it.
var workKey = gparser.NewContextKey()

// linkIn finds the links in the runs of text among the children of parent,
// and in those of the inline children that the walk enters (see roleOf).
// triggers, when not nil, tells which runs may hold a link. (It is not a
// field of walk: what a walk points to escapes to the heap, and the
// cursor lives on Transform's stack.)
func (w *walk) linkIn(parent ast.Node, triggers *triggerCursor) {
	for c := parent.FirstChild(); c != nil && !w.done; {
		t, ok := c.(*ast.Text)
		if !ok || t.IsRaw() {
			switch roleOf(c) {
			case enter:
				if c.HasChildren() {
					w.linkIn(c, triggers)
				}
			case bound:
				if c.Kind() == ast.KindRawHTML && w.p.rawHTMLShown() {
					w.rawElement(c)
				}
			}
			c = c.NextSibling()
			continue
		}
		if w.rawOpen > 0 {
			c = c.NextSibling()
			continue
		}
		if triggers != nil && triggers.nextAt(t.Segment.Start) >= w.end {
			w.done = true // no link is left in the block
			return
		}
		last, groups := w.runOf(parent, t)
		next := last.NextSibling()
		// The emphasis read as a URL's characters (see groupAfter), to
		// enter when no link takes it: linkRun may reuse groups.
		var emph [4]ast.Node
		held := emph[:0]
		for _, g := range groups {
			for n := g.first; g.emphasis; n = n.NextSibling() {
				if isEmphasis(n) {
					held = append(held, n)
				}
				if n == g.last {
					break
				}
			}
		}
		w.linkRun(parent, t, last, groups, triggers)
		for _, n := range held {
			if n.Parent() == parent && n.HasChildren() {
				w.linkIn(n, triggers)
			}
		}
		c = next
	}
}

// runOf returns the last node of the run that starts at the text node
// first: the adjacent text nodes on first's line and the groups of opaque
// nodes between them, each in groups when there are any.
func (w *walk) runOf(parent ast.Node, first *ast.Text) (last ast.Node, groups []group) {
	last = first
	lastText := first
	// inURL tells that the word the run ends with holds a link's trigger
	// (see groupAfter); each text node's source is read once for it.
	inURL := wordTrigger(w.src[first.Segment.Start:first.Segment.Stop], false)
	for !lastText.SoftLineBreak() && !lastText.HardLineBreak() {
		n := lastText.NextSibling()
		if t, ok := n.(*ast.Text); ok {
			if t.IsRaw() || t.Segment.Start != lastText.Segment.Stop {
				break
			}
			last, lastText = t, t
			inURL = wordTrigger(w.src[t.Segment.Start:t.Segment.Stop], inURL)
			continue
		}
		g, next, ok := w.groupAfter(parent, lastText, inURL)
		if !ok {
			break
		}
		if g.emphasis {
			inURL = wordTrigger(w.src[g.start:g.stop], inURL)
		}
		if groups == nil {
			if w.st == nil {
				w.st = getState(w.pc)
			}
			groups = w.st.groups[:0]
		}
		groups = append(groups, g)
		last = g.last
		if next == nil {
			break
		}
		last, lastText = next, next
		inURL = wordTrigger(w.src[next.Segment.Start:next.Segment.Stop], inURL)
	}
	if groups != nil {
		w.st.groups = groups
	}
	return last, groups
}

// wordTrigger reports whether the last word of a text whose source ends
// with b holds a trigger of a link ("://", "www." or '@'), given inWord,
// whether the word before b did: a space or tab in b starts a new word.
func wordTrigger(b []byte, inWord bool) bool {
	// Not bytes.LastIndexAny, which makes a set of the two bytes at each
	// call: links split into many text nodes (emphasis delimiters). Eight
	// bytes without a space or tab are passed over at once.
	i := len(b)
	for ; i >= 8 && !hasSpaceOrTab(binary.LittleEndian.Uint64(b[i-8:])); i -= 8 {
	}
	for i--; i >= 0; i-- {
		if c := b[i]; c == ' ' || c == '\t' {
			b, inWord = b[i+1:], false
			break
		}
	}
	return inWord || bytes.Contains(b, colonSlashes) || bytes.Contains(b, www) || bytes.IndexByte(b, '@') >= 0
}

var colonSlashes, www = []byte("://"), []byte("www.")

// hasSpaceOrTab reports whether one of the eight bytes of v is a space or
// a tab: a word has a zero byte when (x - 0x01…) &^ x has a high bit.
func hasSpaceOrTab(v uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(x uint64) uint64 { return (x - ones) &^ x & highs }
	return zero(v^(' '*ones))|zero(v^('\t'*ones)) != 0
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
