// Package renderer renders the link nodes of package parser as HTML
// anchors: <a href="…">label</a>.
//
// The href is the link's text with "mailto:" or the www scheme put in front
// of it; by default (MinimalEscaping) its scheme, host and port are kept as
// written and its path, query and fragment are minimally escaped by the
// engine (UTS #58 section 4.1), so that "https://el.wikipedia.org/wiki/Ελλάδα"
// stays readable. PercentEncoding escapes it as goldmark's renderer does
// for autolinks (every non-ASCII byte). In both forms Bidi_Control and
// default-ignorable code points are percent-escaped (UTS #58 section 8), a
// URL with a dangerous scheme (javascript:, …, read as a browser reads it)
// gets an empty href unless goldmark's html.WithUnsafe is set, and
// attribute values are escaped for HTML. CommonMark autolinks (<…>, *ast.AutoLink) keep goldmark's rendering.
package renderer

import (
	"sync"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// RegisterFuncs implements renderer.NodeRenderer.
// goldmark calls it once the options are set.
func (r *LinkRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	r.goldmark = goldmarkFuncsOf(r.Config)
	reg.Register(uast.KindLink, r.renderLink)
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
	if r.eastAsianBreaks() {
		reg.Register(ast.KindText, r.renderText)
	}
}

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

func (r *LinkRenderer) renderLink(w util.BufWriter, source []byte, n0 ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		n := n0.(*uast.Link)
		r.writeAnchor(w, source, n, n)
	}
	return ast.WalkSkipChildren, nil
}

// writeAnchor writes the anchor of l; attrs holds the attributes set on
// its node (l itself, or the *ast.AutoLink made in its place).
func (r *LinkRenderer) writeAnchor(w util.BufWriter, source []byte, l *uast.Link, attrs ast.Node) {
	label := l.Label(source)
	decode := mdtext.NeedsDecoding(label)
	var href []byte
	var bp *[]byte
	// labelHref: the href is prefix and the label; plainLabel: it was
	// written with nothing to escape.
	labelHref, plainLabel := false, false
	prefix := ""
	if v, ok := attrs.AttributeString("href"); ok {
		// A filter's href attribute replaces the href, as a Destination.
		bp = bufPool.Get().(*[]byte)
		href = ul.AppendInvisiblesEscaped((*bp)[:0], str(attributeBytes(v)))
	} else if h := l.StoredHref(); h != nil && l.Destination() == nil {
		// Made by the parser.
		href = h
	} else if prefix, labelHref = r.labelHref(l, label, decode); labelHref {
		href = label
	} else {
		bp = bufPool.Get().(*[]byte)
		href = r.appendHrefOf((*bp)[:0], l, source, label, decode)
	}
	_, _ = w.WriteString(`<a href="`)
	// The parser makes links only with its schemes (never a dangerous
	// one, see Config.Schemes), but the www scheme and a filter's
	// Destination may be anything: every href is checked.
	// A label taken for the href has no '&' (it needs no decoding) and no
	// other byte that HTML escapes (unicodelinks.PlainHref and PlainAddress): it is
	// written as it is, in the href and as the label.
	switch {
	case labelHref && prefix != "":
		// "http://", "https://" or "mailto:": no dangerous scheme.
		_, _ = w.WriteString(prefix)
		_, _ = w.Write(href)
		plainLabel = true
	case !r.Unsafe && ul.DangerousURL(href):
	case labelHref:
		_, _ = w.Write(href)
		plainLabel = true
	default:
		writeEscaped(w, href)
	}
	if bp != nil {
		*bp = href
		bufPool.Put(bp)
	}
	_ = w.WriteByte('"')
	if l.Isolate() {
		// An element with dir is a bidi isolate: the text around it
		// cannot reorder the link's text, which reads as its href does.
		if _, set := attrs.AttributeString("dir"); !set {
			_, _ = w.WriteString(` dir="ltr"`)
		}
	}
	if l.Spoof() {
		r.writeSpoofMark(w, source, l, attrs)
	}
	for _, a := range r.cfg.Attributes {
		if _, set := attrs.AttributeString(a.Name); set || !ul.ValidAttributeName(a.Name) || a.Name == "href" ||
			l.Isolate() && a.Name == "dir" || l.Spoof() && (a.Name == "class" || a.Name == "title") {
			continue
		}
		writeAttribute(w, []byte(a.Name), util.StringToReadOnlyBytes(a.Value))
	}
	for _, a := range attrs.Attributes() {
		if string(a.Name) == "href" || !html.LinkAttributeFilter.Contains(a.Name) ||
			l.Spoof() && (string(a.Name) == "class" || string(a.Name) == "title") {
			continue
		}
		if _, ok := a.Value.(*uast.Link); ok {
			continue
		}
		writeAttribute(w, a.Name, attributeBytes(a.Value))
	}
	_ = w.WriteByte('>')
	// The label is shown as goldmark shows text: escapes and references
	// resolved, so that the link changes nothing a reader sees. Without
	// them, goldmark's writer only escapes for HTML, as writeEscaped does
	// at a fraction of the cost.
	switch {
	case l.HasChildren():
		r.writeLabel(w, source, l)
	case decode:
		r.Writer.Write(w, label)
	case plainLabel:
		_, _ = w.Write(label)
	default:
		writeEscaped(w, label)
	}
	_, _ = w.WriteString("</a>")
}

// writeLabel writes the label of l, text node by text node, as goldmark
// writes each: a text node's escapes and references are resolved within
// it, so that the label shows what goldmark shows without the link.
func (r *LinkRenderer) writeLabel(w util.BufWriter, source []byte, l *uast.Link) {
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		t, ok := c.(*ast.Text)
		if !ok {
			continue
		}
		if v := t.Segment.Value(source); mdtext.NeedsDecoding(v) {
			r.Writer.Write(w, v)
		} else {
			writeEscaped(w, v)
		}
	}
}

// str returns b as a string without copying; the string does not outlive
// the call it is passed to.
func str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
