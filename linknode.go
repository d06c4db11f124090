package unicodelinks

import (
	gast "github.com/yuin/goldmark/ast"

	"github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// A LinkNode is a link the extension put into a document: the node a
// Filter receives and LinkOf returns (package ast's Link). Named here, it
// spares a program that imports goldmark's ast an alias for this module's.
type LinkNode = ast.Link

// LinkOf returns the LinkNode that n is or stands for: n itself, or the one
// that an *ast.AutoLink made in its place (the default) stands for, which
// the document that holds n tells; nil for any other node, such as a
// CommonMark autolink "<…>", and for an AutoLink taken out of its
// document. A render hook reads the href and label the extension would
// write from it (Href, LabelText).
func LinkOf(n gast.Node) *LinkNode { return ast.LinkOf(n) }
