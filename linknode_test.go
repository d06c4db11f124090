package unicodelinks

import (
	"fmt"
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

// TestLinkOfDocuments: an AutoLink finds its Link through the document
// that holds it, also when one parser context parses several documents,
// and a Link's AutoLink taken out of its document stands for none.
func TestLinkOfDocuments(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Extension))
	pc := gparser.NewContext()
	srcs := [][]byte{[]byte("a https://one.example/x and www.example.com\n\n- c@example.org"), []byte("> https://four.example/y")}
	var docs []ast.Node
	for _, src := range srcs {
		docs = append(docs, md.Parser().Parse(text.NewReader(src), gparser.WithContext(pc)))
	}
	want := [][]string{{"https://one.example/x", "https://www.example.com", "mailto:c@example.org"}, {"https://four.example/y"}}
	var last *ast.AutoLink
	for i, doc := range docs {
		var hrefs []string
		require.NoError(t, ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if a, ok := n.(*ast.AutoLink); ok && entering {
				l := LinkOf(a)
				require.NotNil(t, l, "document %d: %q", i, a.Label(srcs[i]))
				hrefs = append(hrefs, string(l.Href(srcs[i])))
				last = a
			}
			return ast.WalkContinue, nil
		}))
		assert.Equal(t, want[i], hrefs, "document %d", i)
	}
	last.Parent().RemoveChild(last.Parent(), last)
	assert.Nil(t, LinkOf(last), "an AutoLink out of its document")
	assert.Nil(t, LinkOf(ast.NewAutoLink(ast.AutoLinkURL, ast.NewText())), "an AutoLink in no document")
}

// TestLinkNodeAllocations: a link costs no allocation of its own in a
// document with many (the nodes come from slabs, and the AutoLinks find
// their Links through one table in the document, where an attribute on
// each cost goldmark's SetAttribute an allocation of ten).
func TestLinkNodeAllocations(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Extension))
	base := goldmark.New()
	var b []byte
	for i := range 200 {
		b = fmt.Appendf(b, "- see https://example.com/%d now\n", i)
	}
	n := testing.AllocsPerRun(20, func() { md.Parser().Parse(text.NewReader(b)) })
	m := testing.AllocsPerRun(20, func() { base.Parser().Parse(text.NewReader(b)) })
	t.Logf("%v allocations with the extension, %v without, for 200 links", n, m)
	// The slabs of nodes double up to 128 nodes, the table as a slice
	// does: a few dozen allocations for 200 links.
	assert.Less(t, n-m, 50.0, "%v allocations with the extension, %v without, for 200 links", n, m)
}
