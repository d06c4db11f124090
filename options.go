package unicodelinks

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// Config is the configuration of the extension, which the options set. Its
// zero value is the default. Packages parser and renderer take it
// (NewConfig makes one from options).
type Config = config.Config

// A Dialect is a set of rules for where a link may start and where it
// ends; see the constants.
type Dialect = config.Dialect

// The dialects.
const (
	// Unicode (the default) ends links where readers of every language
	// expect, following UTS #58 with the Markdown prose rules.
	Unicode = config.Unicode
	// GFM follows GitHub Flavored Markdown's autolinks as cmark-gfm renders
	// them.
	GFM = config.GFM
	// MD4C follows md4c 0.5.3's permissive autolinks.
	MD4C = config.MD4C
)

// A LinkKind tells how a link was written; a set of kinds is their bitwise
// or.
type LinkKind = ast.LinkKind

// The link kinds.
const (
	// URL is a link with a scheme, such as "https://example.com".
	URL = ast.URL
	// WWW is a link that starts with "www." and has no scheme.
	WWW = ast.WWW
	// Email is an e-mail address.
	Email = ast.Email
	// AllKinds is URL | WWW | Email.
	AllKinds = ast.AllKinds
)

// A Filter may veto (return false) or rewrite a link before it is put into
// the document: set link.Destination, or add attributes with
// link.SetAttributeString (rel, target, class, …).
type Filter = config.Filter

// An HrefForm tells how hrefs are escaped.
type HrefForm = config.HrefForm

// The href forms.
const (
	// DialectDefault (the default) is CmarkGFMEscaping in the GFM dialect
	// and MinimalEscaping in the others.
	DialectDefault = config.DialectDefault
	// MinimalEscaping keeps hrefs readable (UTS #58 section 4.1).
	MinimalEscaping = config.MinimalEscaping
	// PercentEncoding escapes hrefs as goldmark does for its autolinks.
	PercentEncoding = config.PercentEncoding
	// CmarkGFMEscaping escapes hrefs as cmark-gfm does.
	CmarkGFMEscaping = config.CmarkGFMEscaping
)

// An Attribute is an extra attribute written on every anchor.
type Attribute = config.Attribute

// A SpoofPolicy says what the extension does with a link whose host looks
// like another one, such as "раураl.com" in Cyrillic letters.
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

// An Option sets a field of the configuration; it returns an error when
// its argument cannot be set (NewChecked returns it, New panics).
type Option func(*Config) error

// NewConfig returns the configuration the options make, or an error that
// says which option is invalid and why: a value out of range (a Dialect,
// LinkKind, HrefForm or SpoofPolicy that is none of the constants), a bad
// scheme or attribute name, no scheme at all, or a nil Option.
func NewConfig(opts ...Option) (Config, error) {
	var c Config
	for i, o := range opts {
		if o == nil {
			return Config{}, fmt.Errorf("unicodelinks: option %d of %d is nil", i+1, len(opts))
		}
		if err := o(&c); err != nil {
			return Config{}, fmt.Errorf("unicodelinks: %w", err)
		}
	}
	if err := c.Check(); err != nil {
		return Config{}, fmt.Errorf("unicodelinks: %w", err)
	}
	return c, nil
}

// WithDialect selects the dialect: Unicode (the default), GFM or MD4C.
func WithDialect(d Dialect) Option {
	return func(c *Config) error { c.Dialect = d; return nil }
}

// WithKinds selects the kinds of links to find, a bitwise or of URL, WWW and
// Email (md4c's three flags). All are found by default; zero means all.
func WithKinds(k LinkKind) Option {
	return func(c *Config) error { c.Kinds = k; return nil }
}

// WithSchemes sets the schemes of URL links (default "http", "https",
// "ftp"), with or without a trailing ':' or "://", in any case. A URL link
// is a scheme, "://" and a host, so only schemes with an authority make
// sense. A name that is no scheme name (RFC 3986: a letter, then letters,
// digits, '+', '-' or '.') or a dangerous scheme (javascript, vbscript,
// file, data) is an error, and so is an empty list (to find no URL links,
// leave URL out of WithKinds). It wins over the allowed protocols of a
// goldmark Linkify registered alongside. The GFM and MD4C dialects link a
// scheme only before "://": there "tel" and "magnet" (and in MD4C "mailto"
// and "xmpp") are errors.
func WithSchemes(schemes ...string) Option {
	return func(c *Config) error { c.Schemes = append([]string{}, schemes...); return nil }
}

// WithWWWScheme sets the scheme put in front of www links, "http" or
// "https" (also written "https:" or "https://"), in any case. By default it
// is "https" in the Unicode dialect (the engine's ImpliedScheme) and "http"
// in the GFM and MD4C dialects, as cmark-gfm and md4c write; "" means that
// default, so that a client can pass its own setting through. A name that
// is no scheme name or a dangerous scheme is an error.
func WithWWWScheme(scheme string) Option {
	return func(c *Config) error { c.WWWScheme = scheme; return nil }
}

// WithFilter sets a callback that may veto or rewrite each link, for
// allowlists, rel="nofollow" on external hosts, and the like. A nil f
// means no filter.
func WithFilter(f Filter) Option {
	return func(c *Config) error { c.Filter = f; return nil }
}

// WithAutoLinkNodes makes the parser emit goldmark's *ast.AutoLink nodes
// instead of Link nodes, for pipelines whose walkers or render hooks expect
// them. Each holds its Link, so this package's renderer still writes them
// as it writes Links: the href form of WithHrefForm (the dialect's default
// unless set), a filter's destination and attributes, WithAttributes.
func WithAutoLinkNodes(on bool) Option {
	return func(c *Config) error { c.AutoLinkNodes = on; return nil }
}

// WithHrefForm selects the escaping of hrefs: DialectDefault (the
// default: cmark-gfm's in the GFM dialect, minimal in the others),
// MinimalEscaping, PercentEncoding or CmarkGFMEscaping.
func WithHrefForm(f HrefForm) Option {
	return func(c *Config) error { c.HrefForm = f; return nil }
}

// WithAttributes sets attributes written on every anchor, such as
// Attribute{"rel", "nofollow"}; values are escaped for HTML. A name that is
// no valid HTML attribute name (white space, quotes, '<', '>', '/', '=',
// '&', controls), and "href", are errors, and the renderer never writes
// them.
func WithAttributes(attrs ...Attribute) Option {
	return func(c *Config) error { c.Attributes = append([]Attribute(nil), attrs...); return nil }
}

// WithAnyTLD makes the Unicode dialect accept any syntactically valid
// top-level domain instead of the ICANN ones only, so that "foo@bar.baz"
// and "ftp://foo.bar.baz" link (GFM spec examples 606 and 607). Beware that
// Chinese or Japanese sentences joined by '。' may then read as domains.
func WithAnyTLD(any bool) Option {
	return func(c *Config) error { c.AnyTLD = any; return nil }
}

// WithSpoofCheck sets what the extension does with links whose host looks
// like another one (UTS #39 and the browsers' IDN rules, see
// the engine's package spoof): SpoofRefuse (the default),
// SpoofMark or SpoofOff. Hosts written in ASCII are never suspicious, but
// for A-labels ("xn--") that decode to a look-alike of a well-known domain
// (see WithTopDomains).
func WithSpoofCheck(p SpoofPolicy) Option {
	return func(c *Config) error { c.SpoofCheck = p; return nil }
}

// WithTopDomains adds well-known domains to those whose look-alikes the
// spoof check refuses (the engine's built-in list is Chromium's list of
// top domains): a site protects its own name, so that with
// WithTopDomains("example.org") "exаmple.org" (Cyrillic а) and
// "ëxample.org" are refused, while example.org and its subdomains link. A
// name that is not a valid domain of two labels or more is an error.
// Several WithTopDomains add up.
func WithTopDomains(domains ...string) Option {
	return func(c *Config) error { c.TopDomains = append(c.TopDomains, domains...); return nil }
}

// WithLocalhost sets whether the Unicode dialect links "localhost" and IP
// address hosts after an explicit scheme ("http://localhost:1313/"), as
// developer documentation needs; it does by default. A scheme-less
// "localhost" never links.
func WithLocalhost(on bool) Option {
	return func(c *Config) error { c.RefuseLocalhost = !on; return nil }
}
