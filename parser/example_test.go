package parser_test

import (
	"fmt"
	"os"

	"github.com/yuin/goldmark"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	"github.com/unicodelinks/goldmark-unicodelinks/renderer"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The parser and the renderer without package unicodelinks, as its
// extension registers them: New checks the configuration, and the
// renderer writes the anchors with the parser's engine.
func ExampleNew() {
	p, err := parser.New(parser.Config{Dialect: parser.GFM, Attributes: []ul.Attribute{{Name: "rel", Value: "nofollow"}}})
	if err != nil {
		fmt.Println(err)
		return
	}
	md := goldmark.New(goldmark.WithParserOptions(p),
		goldmark.WithRendererOptions(grenderer.WithNodeRenderers(util.Prioritized(renderer.New(p), 500))))
	_ = md.Convert([]byte("see www.example.com/é"), os.Stdout)
	_, err = parser.New(parser.Config{Dialect: parser.MD4C, Schemes: []string{"https", "tel"}})
	fmt.Println(err)
	// Output:
	// <p>see <a href="http://www.example.com/%C3%A9" rel="nofollow">www.example.com/é</a></p>
	// unicodelinks: WithSchemes: "tel" has no authority (no "//" after the ':'); the MD4C dialect links a scheme only before "://": use the Unicode dialect
}
