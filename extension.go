// Package unicodelinks is a goldmark extension that turns URLs, www links
// and e-mail addresses in running text into links, in place of goldmark's
// extension.Linkify:
//
//	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New()))
//
// It has three dialects. Unicode, the default, ends links where a reader of
// any language expects (Unicode Technical Standard #58): a link after
// Chinese or Japanese text is found, "。" and "」" after a link are not taken
// into it, non-ASCII paths are kept whole, hosts are validated (IDNA, real
// top-level domains), and hrefs stay readable. GFM follows GitHub Flavored
// Markdown's autolink extension exactly, and MD4C md4c 0.5.3's permissive
// autolinks. Package parser documents how links are found and package
// renderer how they are written; package ast holds their nodes, and the
// engine, package unicodelinks/unicodelinks, the rules they share with
// plain text.
//
// Together with goldmark's extension.Linkify (or extension.GFM, which holds
// it), registered before or after it, this extension takes over: Linkify's
// parser is removed, so there are never two links for one text, and
// goldmark runs the same parsers in either order. Linkify's options, given
// to it or as goldmark parser options, are honoured or refused, never
// ignored: its allowed protocols become the schemes of URL links (an
// explicit WithSchemes wins); a Linkify regexp other than Linkify's default
// cannot be honoured, and goldmark.New panics with a message starting
// "unicodelinks:" that says to use WithKinds or WithFilter instead. The
// extension reads Linkify through goldmark's exported API only: options
// given to extension.NewLinkify are read from what its parser links
// (docs/options.md).
// Package gfm is extension.GFM with this extension in place of Linkify.
package unicodelinks

import (
	"github.com/yuin/goldmark"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	"github.com/unicodelinks/goldmark-unicodelinks/renderer"
)

type extender struct {
	cfg parser.Config
}

// Extension is the extension with the default options: the Unicode dialect,
// URL, www and e-mail links, schemes http, https and ftp, "https" for www
// links, minimally escaped hrefs.
var Extension = New()

// New returns the extension with the given options. It panics if an
// option is invalid (an attribute name that is no HTML attribute name, …),
// as regexp.MustCompile does for a bad pattern; NewChecked returns the
// error instead.
func New(opts ...Option) goldmark.Extender {
	e, err := NewChecked(opts...)
	if err != nil {
		panic(err)
	}
	return e
}

// NewChecked returns the extension with the given options, or an error that
// says which option is invalid and why: a value out of range (a Dialect,
// LinkKind, HrefForm or SpoofPolicy that is none of the constants), a bad
// scheme, attribute name or top domain, or a nil Option. The options that
// the engine shares (WithSchemes, WithAttributes, WithSpoofCheck,
// WithTopDomains, WithHrefForm) fail with the engine's error for the same
// value.
//
// A conflict with goldmark's Linkify (a Linkify regexp other than its
// default, a dangerous allowed protocol) cannot be seen here: Linkify's
// options are given to goldmark, not to this package. NewMarkdown returns
// it as an error; goldmark.New panics on it, with a message starting
// "unicodelinks:".
func NewChecked(opts ...Option) (goldmark.Extender, error) {
	c, err := newConfig(opts...)
	if err != nil {
		return nil, err
	}
	if _, err := parser.New(c); err != nil {
		return nil, err
	}
	return &extender{c}, nil
}

// rendererPriority puts the renderer before goldmark's HTML renderer (1000),
// so that its functions for links, autolinks and text are the ones used.
const rendererPriority = 500

// Extend implements goldmark.Extender. It takes over from a goldmark
// Linkify registered before or after it (see linkify.go), and panics, with
// a message starting "unicodelinks:", on a Linkify option it cannot honour.
func (e *extender) Extend(m goldmark.Markdown) {
	// Each goldmark parser gets a parser of its own: Linkify's options
	// set its schemes. NewChecked has checked the configuration.
	p, err := parser.New(e.cfg)
	if err != nil {
		panic(err)
	}
	m.Parser().AddOptions(takeOverOption{p}, p)
	watch(m, p)
	m.Renderer().AddOptions(linkRenderer{renderer.New(p)}, p)
}

// linkRenderer registers the renderer of the links in place of one
// registered before it: with the extension registered twice, the last
// one's configuration is the parser's and the renderer's.
type linkRenderer struct{ r *renderer.LinkRenderer }

// SetConfig implements goldmark's renderer.Option.
func (o linkRenderer) SetConfig(c *grenderer.Config) {
	kept := c.NodeRenderers[:0]
	for _, v := range c.NodeRenderers {
		if _, ok := v.Value.(*renderer.LinkRenderer); !ok {
			kept = append(kept, v)
		}
	}
	c.NodeRenderers = append(kept, util.Prioritized(o.r, rendererPriority))
}
