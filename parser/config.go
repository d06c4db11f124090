package parser

import (
	"strconv"

	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// A Dialect is a set of rules for where a link may start and where it
// ends; dialect.go holds what each one changes.
type Dialect uint8

const (
	// Unicode (the default) ends links where readers of every language
	// expect, following UTS #58 with the Markdown prose rules.
	Unicode Dialect = iota
	// GFM follows GitHub Flavored Markdown's autolinks as cmark-gfm
	// 0.29.0.gfm.13 renders them.
	GFM
	// MD4C follows the permissive autolinks of md4c 0.5.3.
	MD4C
)

// String returns the dialect's name.
func (d Dialect) String() string {
	if int(d) < len(dialects) {
		return dialects[d].name
	}
	return "Dialect(" + strconv.Itoa(int(d)) + ")"
}

// A Filter is called for every link found, before it is put into the
// document. It may rewrite the link (Link.SetDestination, attributes with
// Link.SetAttributeString) or veto it by returning false, in which case its
// text stays text. source is the whole Markdown source; pc is goldmark's
// context of the document being parsed (parser.WithContext), so that a
// filter can tell which document or site the link is in.
type Filter func(link *ast.Link, source []byte, pc gparser.Context) bool

// Config is the configuration of the extension: of the links the parser
// makes and of their anchors (Parser.Detector writes them). The options of
// package unicodelinks set it; its zero value is the default: the Unicode
// dialect, every kind of link, the schemes http, https and ftp, the
// dialect's scheme for www links and href form, hosts that look like others
// refused, localhost and IP hosts linked after a scheme. New checks it.
type Config struct {
	// Dialect selects the rules: Unicode, GFM or MD4C.
	Dialect Dialect
	// Kinds is the set of link kinds to find, a bitwise or of ul.URL,
	// ul.Domain (links that start with "www.") and ul.Email; zero means
	// all.
	Kinds ul.Kind
	// Schemes are the schemes of URL links, as ul.WithSchemes takes them;
	// nil means the allowed protocols of a goldmark Linkify registered
	// alongside, or http, https and ftp; empty means none. The GFM and
	// MD4C dialects link a scheme only before "://".
	Schemes []string
	// WWWScheme is the scheme put in front of www links, such as "http";
	// "" means the dialect's ("https" in the Unicode dialect, "http" in
	// the others, as cmark-gfm and md4c write).
	WWWScheme string
	// Filter, when not nil, may veto or rewrite each link.
	Filter Filter
	// AnyTLD, in the Unicode dialect, accepts any syntactically valid
	// top-level domain instead of the ICANN ones only.
	AnyTLD bool
	// RefuseLocalhost, in the Unicode dialect, refuses "localhost" and IP
	// address hosts after an explicit scheme.
	RefuseLocalhost bool
	// SpoofCheck says what to do with a link whose host looks like
	// another one; ul.SpoofDefault means ul.SpoofRefuse.
	SpoofCheck ul.SpoofPolicy
	// TopDomains are well-known domains added to the engine's built-in
	// list, whose look-alikes the spoof check refuses.
	TopDomains []string
	// LinkNodes makes the parser emit Link nodes instead of goldmark's
	// *ast.AutoLink nodes, each holding its Link (see ast.LinkOf), which
	// every renderer of goldmark's nodes shows as a link.
	LinkNodes bool
	// HrefForm is how hrefs are escaped; ul.HrefDefault means the
	// dialect's form (CmarkGFMEscaping in the GFM dialect,
	// MinimalEscaping in the others), and MinimalEscaping means AsWritten
	// in the GFM and MD4C dialects.
	HrefForm ul.HrefForm
	// Attributes are written on every anchor (ul.WithAttributes).
	Attributes []ul.Attribute
}

// allKinds is the set of every link kind.
const allKinds = ul.URL | ul.Domain | ul.Email

// check returns an error that names the option of package unicodelinks
// that sets the first field of c whose value is invalid, or nil; the
// fields that the engine takes are checked by the engine (see
// Parser.init).
func (c *Config) check() error {
	switch {
	case int(c.Dialect) >= len(dialects):
		return optionError("WithDialect", ul.ErrValue, "%d is no dialect; use Unicode, GFM or MD4C", c.Dialect)
	case c.Kinds&^allKinds != 0:
		return optionError("WithKinds", ul.ErrValue, "%#x: bits %#x are no link kind; use a bitwise or of URL, Domain and Email",
			uint8(c.Kinds), uint8(c.Kinds&^allKinds))
	}
	if c.WWWScheme != "" {
		if _, err := ul.CheckScheme(c.WWWScheme); err != nil {
			return &ul.OptionError{Option: "WithWWWScheme", Err: err}
		}
	}
	d := &dialects[c.Dialect]
	for _, s := range c.Schemes {
		if name, err := ul.CheckScheme(s); err == nil && d.neverLinks(name) {
			return optionError("WithSchemes", ul.ErrValue, "%q has no authority (no \"//\" after the ':'); the %v dialect links a scheme only before \"://\": use the Unicode dialect", s, c.Dialect)
		}
	}
	return nil
}

// optionError returns the engine's OptionError of option, why being one of
// the engine's Err… values, with the message of the format.
func optionError(option string, why error, format string, args ...any) error {
	return extapi.OptionError(option, why, format, args...)
}
