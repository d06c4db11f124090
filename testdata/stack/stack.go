// Package stack renders Markdown through the extension together with
// other goldmark extensions, as sites and forges stack them, and holds the
// integration code that docs/integrations.md shows.
package stack

import (
	mathjax "github.com/litao91/goldmark-mathjax"
	"github.com/yuin/goldmark"
	emoji "github.com/yuin/goldmark-emoji"
	"github.com/yuin/goldmark/extension"
	"go.abhg.dev/goldmark/hashtag"
	"go.abhg.dev/goldmark/toc"
	"go.abhg.dev/goldmark/wikilink"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// A Stack is a set of goldmark extensions used together.
type Stack struct {
	Name string
	Exts func() []goldmark.Extender
}

// Stacks are the stacks the tests render through.
var Stacks = []Stack{
	{"gfm", func() []goldmark.Extender { return []goldmark.Extender{extension.GFM} }},
	{"hugo", func() []goldmark.Extender {
		return []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList,
			extension.Typographer, extension.Footnote, extension.DefinitionList}
	}},
	{"wiki", func() []goldmark.Extender {
		return []goldmark.Extender{&wikilink.Extender{}, &hashtag.Extender{Resolver: tagLinks{}}, &toc.Extender{},
			emoji.Emoji, mathjax.MathJax, extension.GFM, extension.Footnote, extension.DefinitionList, extension.Typographer}
	}},
	{"cjk", func() []goldmark.Extender {
		return []goldmark.Extender{extension.GFM, extension.CJK, extension.Typographer, extension.Footnote}
	}},
	{"all", func() []goldmark.Extender {
		return []goldmark.Extender{&wikilink.Extender{}, &hashtag.Extender{}, &toc.Extender{}, emoji.Emoji,
			mathjax.MathJax, extension.GFM, extension.Footnote, extension.DefinitionList, extension.Typographer, extension.CJK}
	}},
}

// Options returns the options of the extension in the stack: with a table
// of contents, Link nodes (unicodelinks.WithAutoLinkNodes(false)), whose
// text nodes go.abhg.dev/goldmark/toc collects as a heading's text, as it
// does goldmark's own links'; of goldmark's *ast.AutoLink, which has no
// children, it collects nothing, as with goldmark's Linkify.
func (s Stack) Options() []unicodelinks.Option {
	for _, e := range s.Exts() {
		if _, ok := e.(*toc.Extender); ok {
			return []unicodelinks.Option{unicodelinks.WithAutoLinkNodes(false)}
		}
	}
	return nil
}

// tagLinks links every hashtag to its tag page, as a wiki does.
type tagLinks struct{}

func (tagLinks) ResolveHashtag(n *hashtag.Node) ([]byte, error) {
	return append([]byte("/tags/"), n.Tag...), nil
}
