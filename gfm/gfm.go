// Package gfm is goldmark's extension.GFM with the unicodelinks extension
// in place of extension.Linkify: tables, strikethrough, task lists and
// links.
//
//	md := goldmark.New(goldmark.WithExtensions(gfm.New(unicodelinks.WithDialect(unicodelinks.GFM))))
//
// It lives apart from package unicodelinks because it imports goldmark's
// extension package, which compiles Linkify's regular expressions when a
// program starts: a program that uses unicodelinks without tables and
// strikethrough does not link it. extension.GFM registered with
// unicodelinks.New(), in either order, renders the same.
package gfm

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

type bundle struct {
	links goldmark.Extender
}

// Extension is extension.GFM with unicodelinks.Extension, the default
// options, in place of extension.Linkify.
var Extension = New()

// New returns extension.GFM with unicodelinks.New(opts...) in place of
// extension.Linkify. It panics on an invalid option, as unicodelinks.New
// does. Pass unicodelinks.WithDialect(unicodelinks.GFM) for GitHub's own
// link rules.
func New(opts ...unicodelinks.Option) goldmark.Extender {
	return &bundle{links: unicodelinks.New(opts...)}
}

// Extend implements goldmark.Extender.
func (b *bundle) Extend(m goldmark.Markdown) {
	extension.Table.Extend(m)
	extension.Strikethrough.Extend(m)
	extension.TaskList.Extend(m)
	// Linkify, which the links take over: its place among the inline
	// parsers keeps goldmark's text nodes those of extension.GFM.
	extension.Linkify.Extend(m)
	b.links.Extend(m)
}
