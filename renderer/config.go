package renderer

import (
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
)

// An HrefForm tells how the href of a link is escaped.
type HrefForm uint8

const (
	// DialectDefault (the zero value) is CmarkGFMEscaping for the links
	// of the GFM dialect and MinimalEscaping for the others.
	DialectDefault HrefForm = iota
	// MinimalEscaping keeps the href readable: only what UTS #58 section
	// 4.1 requires is percent-escaped in the path, query and fragment (in
	// the GFM and MD4C dialects, whose links end by other rules, the href
	// is the link's text).
	MinimalEscaping
	// PercentEncoding escapes the href as goldmark does for autolinks
	// (util.URLEscape): every non-ASCII byte and every byte outside the
	// URL character set.
	PercentEncoding
	// CmarkGFMEscaping escapes the href as cmark-gfm does
	// (houdini_escape_href): every byte outside its safe set, non-ASCII
	// bytes included, is %XX; '%' is kept.
	CmarkGFMEscaping
)

// An Attribute is an extra attribute written on every anchor, such as
// rel="nofollow". Attributes set on a node (by a parser.Filter) take
// precedence over an extra attribute of the same name.
type Attribute struct {
	Name, Value string
}

// Config holds the options of the renderer. Its zero value is usable.
type Config struct {
	// Config holds goldmark's HTML options (XHTML, Unsafe, …), set through
	// goldmark.WithRendererOptions.
	html.Config
	// HrefForm selects the escaping of hrefs.
	HrefForm HrefForm
	// Attributes are written on every anchor.
	Attributes []Attribute
}

const (
	optHrefForm   renderer.OptionName = "UnicodeLinksHrefForm"
	optAttributes renderer.OptionName = "UnicodeLinksAttributes"
)

// SetOption implements goldmark's renderer.SetOptioner.
func (c *Config) SetOption(name renderer.OptionName, value any) {
	switch name {
	case optHrefForm:
		c.HrefForm = value.(HrefForm)
	case optAttributes:
		c.Attributes = value.([]Attribute)
	default:
		c.Config.SetOption(name, value)
	}
}

// An Option sets an option of the renderer; it is also a goldmark
// renderer.Option.
type Option interface {
	renderer.Option
	SetLinkRendererOption(*Config)
}

type option struct {
	name  renderer.OptionName
	value any
}

func (o *option) SetConfig(c *renderer.Config)    { c.Options[o.name] = o.value }
func (o *option) SetLinkRendererOption(c *Config) { c.SetOption(o.name, o.value) }

// WithHrefForm selects the escaping of hrefs.
func WithHrefForm(f HrefForm) Option { return &option{optHrefForm, f} }

// WithAttributes sets attributes written on every anchor.
func WithAttributes(attrs ...Attribute) Option {
	return &option{optAttributes, append([]Attribute(nil), attrs...)}
}
