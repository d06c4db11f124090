package parser

import (
	"github.com/yuin/goldmark/ast"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
)

// autoLinksOf makes st.autoLinks the table of the AutoLinks made in place
// of Links (see astapi.AutoLinks) of doc, and has doc hold it: a parser
// context may be used for more than one document.
func (st *state) autoLinksOf(doc *ast.Document) {
	if doc == st.autoLinksDoc {
		return
	}
	t := &st.firstAutoLinks
	if st.autoLinksDoc != nil {
		t = new(astapi.AutoLinks)
	}
	t.Reset()
	st.autoLinks, st.autoLinksDoc = t, doc
	// Only a document holds the table (ast.LinkOf looks for it there).
	// The call is on the concrete type: through ast.Node, the linker
	// keeps every node type's SetAttributeString (33 kB of binary).
	doc.SetAttributeString(astapi.AutoLinksAttribute, t)
}
