// Package renderer writes the link nodes of package parser as HTML anchors,
// <a href="…">label</a>, through the engine's anchor writer
// (unicodelinks.Detector.AppendAnchor), which the engine's AppendHTML
// writes with too.
//
// The href is the one the parser made when it found the link
// (ast.Link.Href), with the engine, in the configured form; by default its
// scheme, host and port are kept as written and its path, query and
// fragment are minimally escaped (UTS #58 section 4.1), so that
// "https://el.wikipedia.org/wiki/Ελλάδα" stays readable. A filter's
// destination or href attribute takes its place. An href with a dangerous
// scheme (javascript:, …, read as a browser reads it) is written empty
// unless goldmark's html.WithUnsafe is set, and attribute values are
// escaped for HTML. The label is written as goldmark writes text, text
// node by text node. CommonMark autolinks (<…>, *ast.AutoLink) keep
// goldmark's rendering.
package renderer

import (
	"bufio"
	"bytes"
	"fmt"
	"sync"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// LinkRenderer is the goldmark renderer.NodeRenderer of the extension's
// Link nodes and of the *ast.AutoLink nodes made in their place. Its zero
// value is New(nil).
type LinkRenderer struct {
	// Config holds goldmark's HTML options (XHTML, Unsafe, …), set through
	// goldmark.WithRendererOptions.
	html.Config
	// anchors writes the anchors, with its attributes (WithAttributes);
	// trusted is anchors that writes an href as it is, for the hrefs the
	// parser found hold nothing HTML escapes (astapi.HintSafeHref).
	anchors, trusted *ul.Detector
	// goldmark holds goldmark's functions, set by RegisterFuncs.
	goldmark goldmarkFuncs
}

// New returns the renderer of the links p makes, configured by p's
// parser.Config as p is (the attributes of every anchor); nil means the
// zero Parser's. goldmark gives the renderer its HTML options, as to its
// own renderer.
func New(p *parser.Parser) *LinkRenderer {
	if p == nil {
		p = &parser.Parser{}
	}
	return &LinkRenderer{Config: html.NewConfig(), anchors: p.Detector()}
}

// SetOption implements goldmark's renderer.SetOptioner.
func (r *LinkRenderer) SetOption(name renderer.OptionName, value any) {
	r.Config.SetOption(name, value)
}

// RegisterFuncs implements renderer.NodeRenderer.
// goldmark calls it once the options are set.
func (r *LinkRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	// The zero LinkRenderer is New(nil)'s: goldmark's default writer, an
	// engine without attributes.
	if r.Writer == nil {
		r.Writer = html.DefaultWriter
	}
	if r.anchors == nil {
		r.anchors = ul.New()
	}
	r.trusted = extapi.TrustedAnchors(r.anchors).(*ul.Detector)
	r.goldmark = goldmarkFuncsOf(r.Config)
	reg.Register(uast.KindLink, r.renderLink)
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
	if r.eastAsianBreaks() {
		reg.Register(ast.KindText, r.renderText)
	}
}

func (r *LinkRenderer) renderLink(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		r.writeAnchor(w, source, n.(*uast.Link), n)
	}
	return ast.WalkSkipChildren, nil
}

// renderAutoLink writes the *ast.AutoLink nodes: those the parser made in
// place of Links as Links, CommonMark autolinks with goldmark's own
// function.
func (r *LinkRenderer) renderAutoLink(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		// Nothing is written on leaving either kind (goldmark's function
		// returns at once too): the Link need not be looked up again.
		return ast.WalkContinue, nil
	}
	if l := uast.LinkOf(n); l != nil {
		r.writeAnchor(w, source, l, n)
		return ast.WalkSkipChildren, nil
	}
	return r.goldmark.autoLink(w, source, n, entering)
}

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

// writeAnchor writes the anchor of l; n is its node (l itself, or the
// *ast.AutoLink made in its place), which holds the attributes a filter
// set.
func (r *LinkRenderer) writeAnchor(w util.BufWriter, source []byte, l *uast.Link, n ast.Node) {
	a := ul.Anchor{Href: l.Href(source), Raw: l.Destination() != nil, Unsafe: r.Unsafe, Isolate: l.Isolate(), Spoof: l.Spoof()}
	if a.Spoof {
		host, _ := mdtext.Append(nil, nil, l.Host(source), 0, false)
		a.Host = str(host)
	}
	// The attributes a filter set on the node.
	if attrs := n.Attributes(); len(attrs) > 0 {
		var own [8]ul.Attribute
		a.Attributes = ownAttributes(own[:0], attrs)
	}
	// The anchor is appended to the free space of goldmark's bufio.Writer
	// (flushed first when the anchor may not fit, as writing it would),
	// else to a pooled buffer, and written in one Write.
	var b []byte
	var bp *[]byte
	if bw, ok := w.(*bufio.Writer); ok {
		if room := anchorRoom(&a, l); bw.Available() >= room || bw.Size() >= room && bw.Flush() == nil {
			b = bw.AvailableBuffer()
		}
	}
	if b == nil {
		bp = bufPool.Get().(*[]byte)
		b = (*bp)[:0]
	}
	start := len(b)
	// The label is shown as goldmark shows text: escapes and references
	// resolved, so that the link changes nothing a reader sees. Most
	// labels are one span of the source without either, which goldmark's
	// writer writes raw, node by node or at once alike; most of those end
	// the href, whose escaped bytes the start tag already holds.
	span, ok := labelSpan(l, source)
	ok = ok && r.goldmark.defaultWriter
	hints := astapi.Hints(l)
	if ok && hints&astapi.HintHrefIsText != 0 && !a.Raw && len(a.Attributes) == 0 && isSegment(l, span, source) {
		// The href is the reader's text of the label after the prefix of
		// its kind, which goldmark's writer writes escaped as the anchor
		// writer escapes the href.
		k := len(a.Href) - len(span) // the label is the text
		if hints&astapi.HintPlainSource == 0 {
			k = hrefPrefixLen(l.LinkKind(), a.Href)
		}
		if hints&astapi.HintSafeHref != 0 {
			// Nothing to escape in either.
			b = r.trusted.AppendAnchor(b, &a)
			writeWithLabel(w, bp, b, a.Href[k:])
			return
		}
		b = r.anchors.AppendAnchor(b, &a)
		if label, ok := tagLabel(b[start:], k); ok {
			writeWithLabel(w, bp, b, label)
			return
		}
	} else {
		b = r.anchors.AppendAnchor(b, &a)
	}
	if ok && (hints&astapi.HintPlainSource != 0 && isSegment(l, span, source) || !mdtext.NeedsDecoding(span)) {
		if label, ok := hrefLabel(b[start:], span, &a); ok {
			writeWithLabel(w, bp, b, label)
			return
		}
		_, _ = w.Write(b)
		putBuf(bp, b)
		r.Writer.RawWrite(w, span)
		_, _ = w.WriteString("</a>")
		return
	}
	_, _ = w.Write(b)
	putBuf(bp, b)
	if !l.HasChildren() {
		r.Writer.Write(w, l.Label(source))
	}
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			if v := t.Segment.Value(source); mdtext.NeedsDecoding(v) {
				r.Writer.Write(w, v)
			} else {
				r.Writer.RawWrite(w, v)
			}
		}
	}
	_, _ = w.WriteString("</a>")
}

// anchorRoom is room enough for the anchor of a (with l's label) in the
// free space of the writer: each byte escaped may take six.
func anchorRoom(a *ul.Anchor, l *uast.Link) int {
	seg := l.Segment()
	n := 128 + 6*(len(a.Href)+seg.Len()+len(a.Host))
	for _, x := range a.Attributes {
		n += 6 * (len(x.Name) + len(x.Value))
	}
	return n
}

// writeWithLabel writes the start tag b, the escaped label and the end
// tag in one Write, and puts b back in the pool when it was taken from
// there (bp).
func writeWithLabel(w util.BufWriter, bp *[]byte, b, label []byte) {
	b = append(append(b, label...), "</a>"...)
	_, _ = w.Write(b)
	putBuf(bp, b)
}

// putBuf puts b back in the pool when it was taken from there (bp).
func putBuf(bp *[]byte, b []byte) {
	if bp != nil {
		*bp = b[:0]
		bufPool.Put(bp)
	}
}

// labelSpan returns the source of the label of l when its children are
// text nodes over one span of the source, in order: goldmark's writer
// would write each on its own, and the span may be written at once.
func labelSpan(l *uast.Link, source []byte) ([]byte, bool) {
	t, ok := l.FirstChild().(*ast.Text)
	if !ok {
		return nil, false
	}
	start, stop := t.Segment.Start, t.Segment.Stop
	// t.NextSibling, on the concrete type, is no dynamic call.
	for c := t.NextSibling(); c != nil; c = t.NextSibling() {
		if t, ok = c.(*ast.Text); !ok || t.Segment.Start != stop {
			return nil, false
		}
		stop = t.Segment.Stop
	}
	if stop < start {
		return nil, false
	}
	return source[start:stop], true
}

// hrefLabel returns the label span of the anchor a, whose start tag is
// tag, escaped for HTML, when the href ends with the label's bytes: most
// links are their href (the same bytes of the source), and a www link or
// an e-mail address is its href after the scheme or "mailto:". The anchor
// writer escapes an href as goldmark's writer escapes raw text
// (TestAnchorEscapesAsWriter), byte by byte, so the escaped label ends the
// start tag's href value, after the escaped rest of the href, which holds
// nothing to escape (a scheme, "://", "mailto:"). The label needs no
// decoding: it holds no '&' and no backslash.
func hrefLabel(tag, span []byte, a *ul.Anchor) ([]byte, bool) {
	k := len(a.Href) - len(span)
	if len(span) == 0 || k < 0 || a.Raw || len(a.Attributes) > 0 ||
		!bytes.Equal(a.Href[k:], span) || !noEscapes(a.Href[:k]) {
		return nil, false
	}
	return tagLabel(tag, k)
}

// noEscapes reports whether b holds none of the bytes that HTML escaping
// changes.
func noEscapes(b []byte) bool {
	for _, c := range b {
		switch c {
		case '&', '<', '>', '"', 0:
			return false
		}
	}
	return true
}

// hrefPrefixLen returns the length of what an href of kind kind that is
// its link's text has in front of it: the scheme and "://" of a www link,
// "mailto:" before an e-mail address.
func hrefPrefixLen(kind ul.Kind, href []byte) int {
	switch kind {
	case ul.Domain:
		return bytes.Index(href, []byte("://")) + len("://")
	case ul.Email:
		return len("mailto:")
	}
	return 0
}

// tagLabel returns the href value of the start tag tag from offset k on,
// or false when the href was written empty (a dangerous scheme).
func tagLabel(tag []byte, k int) ([]byte, bool) {
	const open = `<a href="`
	if !bytes.HasPrefix(tag, []byte(open)) {
		return nil, false
	}
	v := tag[len(open):]
	q := bytes.IndexByte(v, '"')
	if q <= k {
		return nil, false
	}
	return v[k:q], true
}

// isSegment reports whether span, the source of l's label, is the link's
// Segment, of which the parser's hints (astapi.Hints) tell.
func isSegment(l *uast.Link, span, source []byte) bool {
	seg := l.Segment()
	return len(span) > 0 && len(span) == seg.Len() && &span[0] == &source[seg.Start]
}

// ownAttributes appends to dst the attributes of a node that goldmark
// would write on a link (html.LinkAttributeFilter) and its href, as the
// anchor writer takes them; the Link an *ast.AutoLink holds is none.
func ownAttributes(dst []ul.Attribute, attrs []ast.Attribute) []ul.Attribute {
	for _, a := range attrs {
		if string(a.Name) != "href" && !html.LinkAttributeFilter.Contains(a.Name) {
			continue
		}
		dst = append(dst, ul.Attribute{Name: str(a.Name), Value: str(attributeBytes(a.Value))})
	}
	return dst
}

// attributeBytes returns an attribute value as goldmark's RenderAttributes
// writes it: []byte and string as they are, other values formatted.
func attributeBytes(v any) []byte {
	switch v := v.(type) {
	case []byte:
		return v
	case string:
		return util.StringToReadOnlyBytes(v)
	case nil:
		return nil
	}
	return fmt.Append(nil, v)
}

// str returns b as a string without copying; the string does not outlive
// the call it is passed to.
func str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
