package parser

import (
	"strings"
	"testing"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// TestLinkifyAllowedProtocols: goldmark's extension.WithLinkifyAllowedProtocols
// given as a parser option sets the schemes of this parser too ("https:" is
// "https"), for callers that use this package without the root one;
// Schemes wins over it; a dangerous protocol is dropped.
func TestLinkifyAllowedProtocols(t *testing.T) {
	const src = "https://example.com/a ftp://example.com/b http://example.com/c javascript://example.com/d"
	for _, c := range []struct {
		name   string
		protos []string
		cfg    Config
		want   string // the links' labels
	}{
		{"no option", nil, Config{}, "https://example.com/a ftp://example.com/b http://example.com/c"},
		{"https:", []string{"https:"}, Config{}, "https://example.com/a"},
		{"FTP://", []string{"FTP://"}, Config{}, "ftp://example.com/b"},
		{"WithSchemes wins", []string{"https:"}, Config{Schemes: []string{"ftp"}}, "ftp://example.com/b"},
		{"dangerous dropped", []string{"javascript:", "https:"}, Config{}, "https://example.com/a"},
	} {
		popts := []gparser.Option{mustNew(c.cfg)}
		if c.protos != nil {
			popts = append(popts, extension.WithLinkifyAllowedProtocols(c.protos))
		}
		md := goldmark.New(goldmark.WithParserOptions(popts...))
		doc := md.Parser().Parse(text.NewReader([]byte(src)))
		var got []string
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if l := uast.LinkOf(n); l != nil && entering {
				got = append(got, string(l.Label([]byte(src))))
			}
			return ast.WalkContinue, nil
		})
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: links %q, want %q", c.name, got, c.want)
		}
	}
}
