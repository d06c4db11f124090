package renderer

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
)

// LinkAttribute is the name of the attribute by which an *ast.AutoLink
// that the parser made in place of a Link (parser.WithAutoLinkNodes) holds
// that Link. The name is no HTML attribute name, so goldmark never writes
// it; render hooks can take the Link from it, and this renderer writes the
// node as it writes the Link: the same href form, a filter's Destination,
// the label as text.
const LinkAttribute = node.AutoLinkAttribute

// LinkOf returns the Link an *ast.AutoLink made by the parser stands for,
// or nil for any other node (a CommonMark autolink "<…>").
func LinkOf(n ast.Node) *node.Link {
	if n.Attributes() == nil {
		return nil
	}
	v, ok := n.AttributeString(LinkAttribute)
	if !ok {
		return nil
	}
	l, _ := v.(*node.Link)
	return l
}

// renderAutoLink writes the *ast.AutoLink nodes: those the parser made in
// place of Links as Links, CommonMark autolinks as goldmark's own renderer
// does.
func (r *LinkRenderer) renderAutoLink(w util.BufWriter, source []byte, n0 ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	if l := LinkOf(n0); l != nil {
		r.writeAnchor(w, source, l, n0)
		return ast.WalkSkipChildren, nil
	}
	// goldmark's renderAutoLink (renderer/html), unchanged.
	n := n0.(*ast.AutoLink)
	_, _ = w.WriteString(`<a href="`)
	url := util.URLEscape(n.URL(source), false)
	label := n.Label(source)
	if n.AutoLinkType == ast.AutoLinkEmail && !bytes.HasPrefix(bytes.ToLower(url), []byte("mailto:")) {
		_, _ = w.WriteString("mailto:")
	}
	if r.Unsafe || !html.IsDangerousURL(url) {
		_, _ = w.Write(util.EscapeHTML(url))
	}
	if n.Attributes() != nil {
		_ = w.WriteByte('"')
		html.RenderAttributes(w, n, html.LinkAttributeFilter)
		_ = w.WriteByte('>')
	} else {
		_, _ = w.WriteString(`">`)
	}
	_, _ = w.Write(util.EscapeHTML(label))
	_, _ = w.WriteString(`</a>`)
	return ast.WalkContinue, nil
}
