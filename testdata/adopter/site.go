// Package adopter is a site generator's Markdown set-up, as an adopter of
// goldmark-unicodelinks would write it: goldmark's GFM, footnote,
// typographer and definition-list extensions, with this module's extension
// registered after them in place of GFM's Linkify. It lives in its own
// module (replace ../..) so that `make ci` checks that the library builds
// and works from outside, with the adopter's own go.mod.
package adopter

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// New returns the Markdown converter of the site.
func New() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(
			extension.GFM, // tables, strikethrough, task lists and Linkify, which unicodelinks replaces
			extension.Footnote,
			extension.Typographer,
			extension.DefinitionList,
			unicodelinks.New(),
		),
		goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	)
}
