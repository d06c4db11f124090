package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// TestLinkOf: the root package's LinkOf finds the extension's links under
// either node kind, and a Filter written with LinkNode is a Filter, so
// that a program needs this module's ast package for neither.
func TestLinkOf(t *testing.T) {
	src := []byte("see https://example.com/α and <https://example.org>")
	for _, c := range []struct {
		name      string
		autoLinks bool
		kind      ast.NodeKind
	}{
		{"AutoLink nodes", true, ast.KindAutoLink},
		{"Link nodes", false, uast.KindLink},
	} {
		var filtered []string
		filter := func(l *LinkNode, source []byte, _ gparser.Context) bool {
			filtered = append(filtered, string(l.Href(source)))
			return true
		}
		md := goldmark.New(goldmark.WithExtensions(New(WithAutoLinkNodes(c.autoLinks), WithFilter(filter))))
		doc := md.Parser().Parse(text.NewReader(src))
		var hrefs []string
		err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if l := LinkOf(n); l != nil && entering {
				assert.Equal(t, c.kind, n.Kind(), c.name)
				hrefs = append(hrefs, string(l.Href(src)))
			}
			return ast.WalkContinue, nil
		})
		require.NoError(t, err)
		assert.Equal(t, []string{"https://example.com/α"}, hrefs, "%s: the CommonMark autolink is no LinkNode", c.name)
		assert.Equal(t, hrefs, filtered, c.name)
	}
}
