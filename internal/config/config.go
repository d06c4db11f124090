// Package config holds the one configuration of the extension, which the
// root package's options set and packages parser and renderer take. The
// root package exports its types under their own names (Config, Dialect,
// HrefForm, Attribute, Filter).
package config

import (
	"errors"
	"fmt"
	"strconv"

	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/ast"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// A Dialect is a set of rules for where a link may start and where it ends.
type Dialect uint8

const (
	// Unicode (the default) ends links where readers of every language
	// expect, following UTS #58 with the Markdown prose rules.
	Unicode Dialect = iota
	// GFM follows GitHub Flavored Markdown's autolinks as cmark-gfm
	// renders them.
	GFM
	// MD4C follows the permissive autolinks of md4c 0.5.3.
	MD4C
)

var dialectNames = [...]string{"Unicode", "GFM", "MD4C"}

// String returns the dialect's name.
func (d Dialect) String() string {
	if int(d) < len(dialectNames) {
		return dialectNames[d]
	}
	return "Dialect(" + strconv.Itoa(int(d)) + ")"
}

// An HrefForm tells how the href of a link is escaped.
type HrefForm uint8

const (
	// DialectDefault (the default) is CmarkGFMEscaping for the links of
	// the GFM dialect and MinimalEscaping for the others.
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
// rel="nofollow": the engine's, which its AppendHTML writes too. Attributes
// set on a node (by a Filter) take precedence over an extra attribute of
// the same name.
type Attribute = ul.Attribute

// A Filter is called for every link found, before it is put into the
// document. It may rewrite the link (Link.SetDestination, attributes with
// Link.SetAttributeString) or veto it by returning false, in which case its
// text stays text. source is the whole Markdown source; pc is goldmark's
// context of the document being parsed (parser.WithContext), so that a
// filter can tell which document or site the link is in.
type Filter func(link *ast.Link, source []byte, pc gparser.Context) bool

// Config is the configuration of the extension. Its zero value is the
// default: the Unicode dialect, every kind of link, the schemes http,
// https and ftp, the dialect's scheme for www links (see WWW), hosts that look like others
// refused, localhost and IP hosts linked after a scheme, hrefs in the
// dialect's form.
type Config struct {
	// Dialect selects the rules.
	Dialect Dialect
	// Kinds is the set of link kinds to find; zero means all.
	Kinds ast.LinkKind
	// Schemes are the schemes of URL links; nil means LinkifySchemes, or
	// http, https and ftp when that is nil too.
	Schemes []string
	// LinkifySchemes are the allowed protocols of a goldmark Linkify
	// registered alongside (extension.WithLinkifyAllowedProtocols): the
	// schemes when Schemes is nil.
	LinkifySchemes []string
	// WWWScheme is the scheme put in front of www links; "" means the
	// dialect's (see WWW).
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
	// another one; SpoofDefault means SpoofRefuse.
	SpoofCheck ul.SpoofPolicy
	// TopDomains are well-known domains added to the engine's built-in
	// list, whose look-alikes the spoof check refuses.
	TopDomains []string
	// AutoLinkNodes makes the parser emit goldmark's *ast.AutoLink nodes,
	// each holding its Link, instead of Link nodes.
	AutoLinkNodes bool
	// HrefForm selects the escaping of hrefs.
	HrefForm HrefForm
	// Attributes are written on every anchor.
	Attributes []Attribute
}

// defaultSchemes are the schemes of URL links that nil Schemes and
// LinkifySchemes stand for.
var defaultSchemes = []string{"http", "https", "ftp"}

// KindSet returns the kinds of links to find.
func (c *Config) KindSet() ast.LinkKind {
	if c.Kinds == 0 {
		return ast.AllKinds
	}
	return c.Kinds
}

// SchemeList returns the schemes of URL links: Schemes, LinkifySchemes or
// the default, as CheckScheme names them (lower case, no ':'), those it
// refuses left out.
func (c *Config) SchemeList() []string {
	schemes := c.Schemes
	if schemes == nil {
		schemes = c.LinkifySchemes
	}
	if schemes == nil {
		schemes = defaultSchemes
	}
	names := make([]string, 0, len(schemes))
	for _, s := range schemes {
		// Never a link that goldmark deems dangerous, nor one whose
		// "scheme" is no scheme name and may hold spaces or markup.
		if name, err := ul.CheckScheme(s); err == nil {
			names = append(names, name)
		}
	}
	return names
}

// WWW returns the scheme put in front of www links: WWWScheme as
// CheckScheme names it, or the dialect's: the engine's ImpliedScheme
// (https) in the Unicode dialect, "http" in the GFM and MD4C dialects, as
// cmark-gfm and md4c write.
func (c *Config) WWW() string {
	if name, err := ul.CheckScheme(c.WWWScheme); err == nil {
		return name
	}
	if c.Dialect == Unicode {
		return ul.ImpliedScheme
	}
	return "http"
}

// Spoof returns the spoof policy, SpoofRefuse for SpoofDefault.
func (c *Config) Spoof() ul.SpoofPolicy {
	if c.SpoofCheck == ul.SpoofDefault {
		return ul.SpoofRefuse
	}
	return c.SpoofCheck
}

// Check returns an error that names the first field of c whose value is
// none of its constants or otherwise invalid, or nil.
func (c *Config) Check() error {
	switch {
	case c.Dialect > MD4C:
		return fmt.Errorf("WithDialect(%d): no dialect; use Unicode, GFM or MD4C", c.Dialect)
	case c.Kinds&^ast.AllKinds != 0:
		return fmt.Errorf("WithKinds(%#x): bits %#x are no link kind; use a bitwise or of URL, WWW and Email",
			uint8(c.Kinds), uint8(c.Kinds&^ast.AllKinds))
	case c.Schemes != nil && len(c.Schemes) == 0:
		return errors.New("WithSchemes(): no scheme; to find no URL links, use WithKinds(WWW | Email)")
	case c.SpoofCheck > ul.SpoofMark:
		return fmt.Errorf("WithSpoofCheck(%d): no spoof policy; use SpoofRefuse, SpoofMark or SpoofOff", uint8(c.SpoofCheck))
	case c.HrefForm > CmarkGFMEscaping:
		return fmt.Errorf("WithHrefForm(%d): no href form; use DialectDefault, MinimalEscaping, PercentEncoding or CmarkGFMEscaping", c.HrefForm)
	}
	for _, s := range c.Schemes {
		name, err := ul.CheckScheme(s)
		if err != nil {
			return fmt.Errorf("WithSchemes: %w", err)
		}
		if err := c.checkAuthority(s, name); err != nil {
			return err
		}
	}
	if c.WWWScheme != "" {
		if _, err := ul.CheckScheme(c.WWWScheme); err != nil {
			return fmt.Errorf("WithWWWScheme: %w", err)
		}
	}
	if err := CheckAttributes(c.Attributes); err != nil {
		return fmt.Errorf("WithAttributes: %w", err)
	}
	for _, d := range c.TopDomains {
		if _, err := spoof.CheckTopDomain(d); err != nil {
			return fmt.Errorf("WithTopDomains: %w", err)
		}
	}
	return nil
}

// checkAuthority returns an error for a scheme that the dialect can never
// link: GFM and MD4C link a scheme only before "://", as cmark-gfm and md4c
// do, so the schemes the engine reads by their own grammar (UTS #58 and
// docs/schemes.md) link only in the Unicode dialect; GFM links "mailto:" and
// "xmpp:" addresses by its e-mail rule.
func (c *Config) checkAuthority(s, name string) error {
	switch {
	case c.Dialect == Unicode:
		return nil
	case name == "tel" || name == "magnet",
		c.Dialect == MD4C && (name == "mailto" || name == "xmpp"):
		return fmt.Errorf("WithSchemes: %q has no authority (no \"//\" after the ':'); the %v dialect links a scheme only before \"://\": use the Unicode dialect", s, c.Dialect)
	}
	return nil
}

// CheckAttributes returns an error that names the first attribute whose
// name cannot be written (unicodelinks.ValidAttributeName) or is "href", or nil.
func CheckAttributes(attrs []Attribute) error {
	for _, a := range attrs {
		if !ul.ValidAttributeName(a.Name) {
			return fmt.Errorf("attribute name %q is no valid HTML attribute name", a.Name)
		}
		if a.Name == "href" {
			return fmt.Errorf("attribute name %q: the href is made from the link (set a filter's Destination instead)", a.Name)
		}
	}
	return nil
}

// OptLinkifyAllowedProtocols is the name of goldmark's option
// extension.WithLinkifyAllowedProtocols, honoured as LinkifySchemes.
const OptLinkifyAllowedProtocols gparser.OptionName = "LinkifyAllowedProtocols"

// SetOption implements goldmark's parser.SetOptioner: of goldmark's parser
// options, the config takes Linkify's allowed protocols.
func (c *Config) SetOption(name gparser.OptionName, value any) {
	if name != OptLinkifyAllowedProtocols {
		return
	}
	protos, _ := value.([][]byte)
	c.LinkifySchemes = nil
	for _, p := range protos {
		c.LinkifySchemes = append(c.LinkifySchemes, string(p))
	}
}
