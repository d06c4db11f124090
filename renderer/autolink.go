package renderer

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// LinkAttribute is the name of the attribute by which an *ast.AutoLink
// that the parser made in place of a Link (Config.AutoLinkNodes) holds
// that Link. The name is no HTML attribute name, so goldmark never writes
// it; render hooks can take the Link from it, and this renderer writes the
// node as it writes the Link: the same href form, a filter's Destination,
// the label as text.
const LinkAttribute = uast.AutoLinkAttribute

// LinkOf returns the Link an *ast.AutoLink made by the parser stands for,
// or nil for any other node (a CommonMark autolink "<…>").
func LinkOf(n ast.Node) *uast.Link {
	if n.Attributes() == nil {
		return nil
	}
	v, ok := n.AttributeString(LinkAttribute)
	if !ok {
		return nil
	}
	l, _ := v.(*uast.Link)
	return l
}

// renderAutoLink writes the *ast.AutoLink nodes: those the parser made in
// place of Links as Links, CommonMark autolinks with goldmark's own
// function.
func (r *LinkRenderer) renderAutoLink(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if l := LinkOf(n); l != nil {
		if entering {
			r.writeAnchor(w, source, l, n)
		}
		return ast.WalkSkipChildren, nil
	}
	return r.goldmark.autoLink(w, source, n, entering)
}
