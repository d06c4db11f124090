package unicodelinks

import (
	"fmt"

	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// A Dialect is a set of rules for where a link may start and where it
// ends; see the constants.
type Dialect = parser.Dialect

// The dialects.
const (
	// Unicode (the default) ends links where readers of every language
	// expect, following UTS #58 with the Markdown prose rules.
	Unicode = parser.Unicode
	// GFM follows GitHub Flavored Markdown's autolinks as cmark-gfm renders
	// them.
	GFM = parser.GFM
	// MD4C follows md4c 0.5.3's permissive autolinks.
	MD4C = parser.MD4C
)

// A LinkKind tells how a link was written; a set of kinds is their bitwise
// or. It is the engine's Kind: the same type, the same values.
type LinkKind = ul.Kind

// The link kinds.
const (
	// URL is a link with a scheme, such as "https://example.com".
	URL = ul.URL
	// Domain is a domain without a scheme: the extension links one only
	// when it starts with "www.", as GitHub's and md4c's www autolinks.
	Domain = ul.Domain
	// Email is an e-mail address.
	Email = ul.Email
	// AllKinds is URL | Domain | Email.
	AllKinds = URL | Domain | Email
)

// A Filter may veto (return false) or rewrite a link, a *LinkNode, before
// it is put into the document: set link.Destination, or add attributes with
// link.SetAttributeString (rel, target, class, …).
type Filter = parser.Filter

// An HrefForm tells how hrefs are escaped: the engine's.
type HrefForm = ul.HrefForm

// The href forms.
const (
	// DialectDefault (the default) is CmarkGFMEscaping in the GFM dialect
	// and MinimalEscaping in the others: the engine's HrefDefault.
	DialectDefault = ul.HrefDefault
	// MinimalEscaping keeps hrefs readable (UTS #58 section 4.1); in the
	// GFM and MD4C dialects, whose links end by other rules, it is
	// AsWritten.
	MinimalEscaping = ul.MinimalEscaping
	// PercentEncoding escapes hrefs as goldmark does for its autolinks.
	PercentEncoding = ul.PercentEncoding
	// CmarkGFMEscaping escapes hrefs as cmark-gfm does.
	CmarkGFMEscaping = ul.CmarkGFMEscaping
	// AsWritten is the link's text, with only what no href shows raw
	// escaped.
	AsWritten = ul.AsWritten
)

// An Attribute is an extra attribute written on every anchor: the
// engine's.
type Attribute = ul.Attribute

// A SpoofPolicy says what the extension does with a link whose host looks
// like another one, such as "раураl.com" in Cyrillic letters: the
// engine's.
type SpoofPolicy = ul.SpoofPolicy

// The spoof policies (see docs/spoofing.md).
const (
	// SpoofRefuse (the default) leaves such a link out: its text stays.
	SpoofRefuse = ul.SpoofRefuse
	// SpoofMark links it with class="unicodelinks-spoof" and a title that
	// shows the host's Punycode form, for moderators.
	SpoofMark = ul.SpoofMark
	// SpoofOff links every host.
	SpoofOff = ul.SpoofOff
)

// An OptionError is the error of NewChecked for an invalid option: the
// engine's, so that errors.As and errors.Is (the engine's ErrSchemeName,
// ErrDangerousScheme, ErrAttributeName, ErrTopDomain, ErrValue,
// ErrNilOption) read the errors of both packages alike.
type OptionError = ul.OptionError

// An Option sets a field of the extension's configuration, parser.Config.
// Given to New, it is checked there (NewChecked returns the error, New
// panics). It is also a goldmark parser option, as goldmark's extension
// options are: goldmark.WithParserOptions(unicodelinks.WithDialect(GFM))
// sets it in the extension registered in that goldmark, over the options
// given to New; an invalid one panics when goldmark builds its parser.
type Option interface {
	gparser.Option
	// setConfig sets the option's field of c.
	setConfig(c *parser.Config) error
}

// option is an Option: set sets its field; name is its name among
// goldmark's parser options.
type option struct {
	name gparser.OptionName
	set  func(*parser.Config) error
}

func (o *option) setConfig(c *parser.Config) error { return o.set(c) }

// SetParserOption implements goldmark's parser.Option: the extension's
// parser reads the option among goldmark's (parser.Parser.SetOption).
func (o *option) SetParserOption(c *gparser.Config) { c.Options[o.name] = o.set }

// newOption returns the Option named name, which set applies.
func newOption(name string, set func(*parser.Config) error) Option {
	return &option{gparser.OptionName("UnicodeLinks" + name), set}
}

// newConfig returns the configuration the options make, or an error that
// says which option is invalid and why (a nil Option); the configuration's
// values are checked by parser.New.
func newConfig(opts ...Option) (parser.Config, error) {
	var c parser.Config
	for i, o := range opts {
		if o == nil {
			return parser.Config{}, &ul.OptionError{Option: fmt.Sprintf("option %d of %d", i+1, len(opts)), Err: ul.ErrNilOption}
		}
		if err := o.setConfig(&c); err != nil {
			return parser.Config{}, err
		}
	}
	return c, nil
}

// WithDialect selects the dialect: Unicode (the default), GFM or MD4C.
func WithDialect(d Dialect) Option {
	return newOption("Dialect", func(c *parser.Config) error { c.Dialect = d; return nil })
}

// WithKinds selects the kinds of links to find, a bitwise or of URL,
// Domain (www links) and Email (md4c's three flags). All are found by
// default; zero means all. Bits that are no kind are an error.
func WithKinds(k LinkKind) Option {
	return newOption("Kinds", func(c *parser.Config) error { c.Kinds = k; return nil })
}

// WithSchemes sets the schemes of URL links (default "http", "https",
// "ftp"), with or without a trailing ':' or "://", in any case, as the
// engine's WithSchemes: a name that is no scheme name (RFC 3986: a letter,
// then letters, digits, '+', '-' or '.') or a dangerous scheme (javascript,
// vbscript, file, data) is an error, and with no argument no scheme starts
// a link. It wins over the allowed protocols of a goldmark Linkify
// registered alongside. The Unicode dialect reads mailto, xmpp, tel and
// magnet by their own grammar (docs/schemes.md); the GFM and MD4C dialects
// link a scheme only before "://": there "tel" and "magnet" (and in MD4C
// "mailto" and "xmpp") are errors.
func WithSchemes(schemes ...string) Option {
	return newOption("Schemes", func(c *parser.Config) error { c.Schemes = append([]string{}, schemes...); return nil })
}

// WithWWWScheme sets the scheme put in front of www links, "http" or
// "https" (also written "https:" or "https://"), in any case: the engine's
// implied scheme (WithImpliedScheme). By default it is "https" in the
// Unicode dialect (the engine's ImpliedScheme) and "http" in the GFM and
// MD4C dialects, as cmark-gfm and md4c write; "" means that default, so
// that a client can pass its own setting through. A name that is no scheme
// name or a dangerous scheme is an error.
func WithWWWScheme(scheme string) Option {
	return newOption("WWWScheme", func(c *parser.Config) error { c.WWWScheme = scheme; return nil })
}

// WithFilter sets a callback that may veto or rewrite each link, for
// allowlists, rel="nofollow" on external hosts, and the like. A nil f
// means no filter.
func WithFilter(f Filter) Option {
	return newOption("Filter", func(c *parser.Config) error { c.Filter = f; return nil })
}

// WithAutoLinkNodes sets whether the document holds goldmark's own
// *ast.AutoLink nodes (the default), which every renderer of goldmark's
// nodes knows (terminal renderers, Markdown formatters, render hooks), or
// the extension's ast.Link nodes (false), which only this package's
// renderer writes. Either way ast.LinkOf returns the Link, and this
// package's renderer writes the same HTML: the href form of WithHrefForm,
// a filter's destination and attributes, WithAttributes.
func WithAutoLinkNodes(on bool) Option {
	return newOption("AutoLinkNodes", func(c *parser.Config) error { c.LinkNodes = !on; return nil })
}

// WithHrefForm selects the escaping of hrefs, as the engine's WithHrefForm:
// DialectDefault (the default: cmark-gfm's in the GFM dialect, minimal in
// the others), MinimalEscaping, PercentEncoding, CmarkGFMEscaping or
// AsWritten. A value that is none of them is an error.
func WithHrefForm(f HrefForm) Option {
	return newOption("HrefForm", func(c *parser.Config) error { c.HrefForm = f; return nil })
}

// WithAttributes sets attributes written on every anchor, such as
// Attribute{Name: "rel", Value: "nofollow"}, as the engine's WithAttributes: values are
// escaped for HTML; a name that is no valid HTML attribute name (white
// space, quotes, '<', '>', '/', '=', '&', controls), and "href", are
// errors. Where the link is isolated, dir="ltr" wins over a dir among
// them, and on a spoof the spoof mark's class and title.
func WithAttributes(attrs ...Attribute) Option {
	return newOption("Attributes", func(c *parser.Config) error { c.Attributes = append([]Attribute(nil), attrs...); return nil })
}

// WithAnyTLD makes the Unicode dialect accept any syntactically valid
// top-level domain instead of the ICANN ones only, as the engine's
// WithAnyTLD, so that "foo@bar.baz" and "www.bar.baz" link (GFM spec
// examples 606 and 607). Beware that Chinese or Japanese sentences joined by
// '。' may then read as domains.
func WithAnyTLD(any bool) Option {
	return newOption("AnyTLD", func(c *parser.Config) error { c.AnyTLD = any; return nil })
}

// WithSpoofCheck sets what the extension does with links whose host looks
// like another one (UTS #39 and the browsers' IDN rules, see
// the engine's package spoof), as the engine's WithSpoofCheck: SpoofRefuse
// (the default of the extension; the engine's is SpoofOff),
// SpoofMark or SpoofOff. Hosts written in ASCII are never suspicious, but
// for A-labels ("xn--") that decode to a look-alike of a well-known domain
// (see WithTopDomains). A value that is none of them is an error.
func WithSpoofCheck(p SpoofPolicy) Option {
	return newOption("SpoofCheck", func(c *parser.Config) error { c.SpoofCheck = p; return nil })
}

// WithTopDomains adds well-known domains to those whose look-alikes the
// spoof check refuses (the engine's built-in list is Chromium's list of
// top domains): a site protects its own name, so that with
// WithTopDomains("example.org") "exаmple.org" (Cyrillic а) and
// "ëxample.org" are refused, while example.org and its subdomains link. As
// the engine's WithTopDomains, a name that is not a valid domain of two
// labels or more is an error, and several WithTopDomains add up.
func WithTopDomains(domains ...string) Option {
	return newOption("TopDomains", func(c *parser.Config) error { c.TopDomains = append(c.TopDomains, domains...); return nil })
}

// WithLocalhost sets whether the Unicode dialect links "localhost" and IP
// address hosts after an explicit scheme ("http://localhost:1313/"), as
// the engine's WithLocalhost; it does by default, as developer
// documentation needs. A scheme-less "localhost" never links.
func WithLocalhost(on bool) Option {
	return newOption("Localhost", func(c *parser.Config) error { c.RefuseLocalhost = !on; return nil })
}
