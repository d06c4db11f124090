package parser

import (
	"sort"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
	"github.com/unicodelinks/goldmark-unicodelinks/renderer"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// linkParser finds the links of a document once goldmark has parsed its
// inline syntax: it is a goldmark AST transformer (see document.go).
type linkParser struct {
	cfg       config.Config
	kinds     uast.LinkKind
	schemes   []string // lower case, longest first
	wwwScheme string
	wwwProto  []byte // wwwScheme, for *ast.AutoLink nodes
	// detector is the engine: the Unicode dialect's links, and the spoof
	// check of every dialect.
	detector *ul.Detector
	spoof    ul.SpoofPolicy
	// hrefs makes the hrefs of the links, which the parser stores on
	// their nodes (uast.Link.Href).
	hrefs *renderer.LinkRenderer
	// host is goldmark's parser configuration that the parser is
	// registered in: whether an escaped space is an escape
	// (parser.WithEscapedSpace) is read there when a document is parsed.
	host *gparser.Config
}

// NewParser returns the link finder with the configuration c, a goldmark
// parser option:
//
//	goldmark.New(goldmark.WithParserOptions(parser.NewParser(c)))
//
// It registers an AST transformer that finds the links of each document
// before every other transformer runs. Registered twice in one goldmark
// parser, the last one registered finds the links.
func NewParser(c config.Config) gparser.Option {
	p := &linkParser{cfg: c}
	p.init()
	return p
}

// init derives the working fields from cfg.
func (p *linkParser) init() {
	p.kinds = p.cfg.KindSet()
	// An explicit WithSchemes wins over Linkify's allowed protocols.
	p.schemes = p.cfg.SchemeList()
	sort.SliceStable(p.schemes, func(i, j int) bool { return len(p.schemes[i]) > len(p.schemes[j]) })
	p.wwwScheme = p.cfg.WWW()
	p.wwwProto = []byte(p.wwwScheme)
	p.spoof = p.cfg.Spoof()
	p.hrefs = renderer.NewRenderer(p.cfg).(*renderer.LinkRenderer)
	// The detector reads the reader's text, which holds no escape: the
	// sink checks the source for MarkupStops, in every dialect. Of the
	// scheme-less domains, the Unicode dialect links those that start with
	// "www." (the others still take their text); after an explicit scheme,
	// any host a browser goes to.
	p.detector = ul.New(ul.WithSchemes(p.schemes...), ul.WithAnyTLD(p.cfg.AnyTLD),
		ul.WithProseRules(ul.MarkdownProse&^ul.MarkupStops), ul.WithLocalhost(!p.cfg.RefuseLocalhost), ul.WithSpoofCheck(p.spoof),
		ul.WithTopDomains(p.cfg.TopDomains...), ul.WithSchemelessWWWOnly(true), ul.WithBrowserURLHosts(true))
}

// SetOption implements goldmark's parser.SetOptioner.
func (p *linkParser) SetOption(name gparser.OptionName, value any) {
	p.cfg.SetOption(name, value)
	p.init()
}

// A match is a link found in the reader's text of a run (see run), in
// offsets of that text.
type match struct {
	start, end         int
	hostStart, hostEnd int
	kind               uast.LinkKind
	scheme             string
	// spoof and isolate become the Link's flags.
	spoof, isolate bool
}

// state is the parser's per-document state.
type state struct {
	// The nodes of the document's links and of the text after them are
	// taken from these slabs, so that a link costs a fraction of an
	// allocation; chunk is the size of the last slab allocated.
	links []uast.Link
	texts []ast.Text
	chunk int
	// hrefs holds the hrefs of the links made so far, in a slab that is
	// replaced, never grown, when full.
	hrefs []byte
	// buf and offs hold the reader's text of a run that has escapes or
	// references, and the source offset of each of its bytes.
	buf  []byte
	offs []int32
	// rtl tells whether rtlBlock, the block of the last link made, holds
	// right-to-left text or a Bidi_Control character (its links are
	// isolated).
	rtlBlock ast.Node
	rtl      bool
	// The first slabs are part of the state: a document with a link or
	// two costs one allocation in all.
	// groups holds the groups of opaque nodes of the run being read.
	groups     []group
	firstLinks [minChunk]uast.Link
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

// newLink returns a Link from the slab.
func (s *state) newLink() *uast.Link {
	if len(s.links) == 0 {
		s.links = make([]uast.Link, s.grow())
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

// setHref makes the href of l and stores it on l. hrefs are appended to a
// slab; appending never changes the bytes of those before, and a slab
// that is full is left to the nodes that hold its hrefs.
func (s *state) setHref(p *linkParser, l *uast.Link, src []byte) {
	if need := 3*len(l.Label(src)) + 16; cap(s.hrefs)-len(s.hrefs) < need {
		s.hrefs = make([]byte, 0, max(1024, 2*need))
	}
	n := len(s.hrefs)
	s.hrefs = p.hrefs.AppendHref(s.hrefs, l, src)
	if h := s.hrefs[n:]; isURL(h, l, src) {
		// The scheme and the label, as they are: not stored (most links).
		s.hrefs = s.hrefs[:n]
		return
	}
	l.SetHref(s.hrefs[n:len(s.hrefs):len(s.hrefs)])
}

// isURL reports whether h is l.URL(src): the scheme, "://" or ":", and the
// label.
func isURL(h []byte, l *uast.Link, src []byte) bool {
	scheme, sep, label := l.Scheme(), "", l.Label(src)
	if scheme != "" {
		sep = "://"
		if l.LinkKind() == uast.Email {
			sep = ":"
		}
	}
	n := len(scheme) + len(sep)
	return len(h) == n+len(label) && string(h[:len(scheme)]) == scheme && string(h[len(scheme):n]) == sep &&
		string(h[n:]) == string(label)
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

// escapedSpace reports whether goldmark reads a backslash before a space as
// an escape that it writes as nothing (parser.WithEscapedSpace).
func (p *linkParser) escapedSpace() bool {
	return p.host != nil && p.host.EscapedSpace
}

// linkBlock finds the links of block, whose inline syntax goldmark has
// parsed. st is as for linkIn; linkBlock returns it.
func (p *linkParser) linkBlock(block ast.Node, src []byte, pc gparser.Context, st *state) *state {
	if p.mayHoldLink(block, src) {
		w := walk{p: p, block: block, src: src, pc: pc, st: st}
		w.linkIn(block)
		st = w.st
		if work, ok := pc.Get(workKey).(*int); ok {
			*work += w.work
		}
	}
	return st
}

// mayHoldLink reports whether a line of block holds a byte that every link
// of the enabled kinds holds: ':' (URL), '.' (www) or '@' (e-mail).
func (p *linkParser) mayHoldLink(block ast.Node, src []byte) bool {
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
	p     *linkParser
	block ast.Node
	src   []byte
	pc    gparser.Context
	// st is nil until the block needs it.
	st *state
	// depth is the number of brackets left open in the block so far (see
	// linkRun).
	depth int
	// rawOpen is the number of raw HTML elements open whose text is not
	// linked (see rawElement).
	rawOpen int
	// work counts the bytes the walk's runs, their dialect's scans and the
	// sink looked at (each scan once, not each byte; the engine counts its
	// own): the linear-time tests read it through workKey.
	work int
}

// workKey holds, in the parser context of a test, an *int to which
// linkBlock adds the work of each block's walk; no client sets it.
var workKey = gparser.NewContextKey()

// linkIn finds the links in the runs of text among the children of parent,
// and in those of the inline children that the walk enters (see roleOf).
func (w *walk) linkIn(parent ast.Node) {
	for c := parent.FirstChild(); c != nil; {
		t, ok := c.(*ast.Text)
		if !ok || t.IsRaw() {
			switch roleOf(c) {
			case enter:
				if c.HasChildren() {
					w.linkIn(c)
				}
			case bound:
				if c.Kind() == ast.KindRawHTML {
					w.rawOpen = rawElement(c, w.src, w.rawOpen)
				}
			}
			c = c.NextSibling()
			continue
		}
		if w.rawOpen > 0 {
			c = c.NextSibling()
			continue
		}
		last, groups := w.runOf(parent, t)
		next := last.NextSibling()
		w.linkRun(parent, t, last, groups)
		c = next
	}
}

// runOf returns the last node of the run that starts at the text node
// first: the adjacent text nodes on first's line and the groups of opaque
// nodes between them, each in groups when there are any.
func (w *walk) runOf(parent ast.Node, first *ast.Text) (last ast.Node, groups []group) {
	last = first
	lastText := first
	for !lastText.SoftLineBreak() && !lastText.HardLineBreak() {
		n := lastText.NextSibling()
		if t, ok := n.(*ast.Text); ok {
			if t.IsRaw() || t.Segment.Start != lastText.Segment.Stop {
				break
			}
			last, lastText = t, t
			continue
		}
		g, next, ok := w.groupAfter(parent, lastText)
		if !ok {
			break
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
	}
	if groups != nil {
		w.st.groups = groups
	}
	return last, groups
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
