package unicodelinks

import (
	"errors"
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	"github.com/unicodelinks/goldmark-unicodelinks/renderer"
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
	// GFM is GitHub Flavored Markdown's "Autolinks (extension)".
	GFM = parser.GFM
	// MD4C is md4c 0.5.3's permissive autolinks.
	MD4C = parser.MD4C
)

// A LinkKind is a kind of link; kinds combine with | into a set.
type LinkKind = parser.LinkKind

// The link kinds.
const (
	// URL links start with a scheme and "://", such as "https://".
	URL = parser.URL
	// WWW links start with "www." (md4c's MD_FLAG_PERMISSIVEWWWAUTOLINKS).
	WWW = parser.WWW
	// Email links are e-mail addresses.
	Email = parser.Email
	// AllKinds is URL|WWW|Email.
	AllKinds = parser.AllKinds
)

// Link is the AST node of a link found in running text (see package
// parser).
type Link = parser.Link

// KindLink is the ast.NodeKind of Link nodes.
var KindLink = parser.KindLink

// A Filter may veto (return false) or rewrite a link before it is put into
// the document: set link.Destination, or add attributes with
// link.SetAttributeString (rel, target, class, …).
type Filter = parser.Filter

// An HrefForm tells how hrefs are escaped.
type HrefForm = renderer.HrefForm

// The href forms.
const (
	// DialectDefault (the default) is CmarkGFMEscaping in the GFM dialect
	// and MinimalEscaping in the others.
	DialectDefault = renderer.DialectDefault
	// MinimalEscaping keeps hrefs readable (UTS #58 section 4.1).
	MinimalEscaping = renderer.MinimalEscaping
	// PercentEncoding escapes hrefs as goldmark does for its autolinks.
	PercentEncoding = renderer.PercentEncoding
	// CmarkGFMEscaping escapes hrefs as cmark-gfm does.
	CmarkGFMEscaping = renderer.CmarkGFMEscaping
)

// An Attribute is an extra attribute written on every anchor.
type Attribute = renderer.Attribute

// An Option configures the extension; pass options to New.
type Option interface {
	apply(*extender)
}

type parserOption struct{ o parser.Option }

func (o parserOption) apply(e *extender) { e.parserOptions = append(e.parserOptions, o.o) }

type rendererOption struct{ o renderer.Option }

func (o rendererOption) apply(e *extender) { e.rendererOptions = append(e.rendererOptions, o.o) }

// WithDialect selects the dialect: Unicode (the default), GFM or MD4C.
// Another value is an error: NewChecked returns it, New panics.
func WithDialect(d Dialect) Option {
	var err error
	if d > MD4C {
		err = fmt.Errorf("WithDialect(%d): no dialect; use Unicode, GFM or MD4C", d)
	}
	return checkedOption{parserOption{parser.WithDialect(d)}, err}
}

// WithKinds selects the kinds of links to find, a bitwise or of URL, WWW and
// Email (md4c's three flags). All are found by default; zero means all.
// Other bits are an error: NewChecked returns it, New panics.
func WithKinds(k LinkKind) Option {
	var err error
	if k&^AllKinds != 0 {
		err = fmt.Errorf("WithKinds(%#x): bits %#x are no link kind; use a bitwise or of URL, WWW and Email", uint8(k), uint8(k&^AllKinds))
	}
	return checkedOption{parserOption{parser.WithKinds(k)}, err}
}

// WithSchemes sets the schemes of URL links (default "http", "https",
// "ftp"), with or without a trailing ':', in any case. A URL link is a
// scheme, "://" and a host, so only schemes with an authority make sense.
// A name that is no scheme name (RFC 3986: a letter, then letters, digits,
// '+', '-' or '.') or a dangerous scheme (javascript, vbscript, file, data)
// is an error: NewChecked returns it, New panics; so is an empty list (to
// find no URL links, leave URL out of WithKinds). It wins over the allowed
// protocols of a goldmark Linkify registered alongside.
func WithSchemes(schemes ...string) Option {
	var err error
	if len(schemes) == 0 {
		err = errors.New("WithSchemes(): no scheme; to find no URL links, use WithKinds(WWW | Email)")
	}
	for _, s := range schemes {
		if _, err = ul.CheckScheme(s); err != nil {
			err = fmt.Errorf("WithSchemes: %w", err)
			break
		}
	}
	return checkedOption{parserOption{parser.WithSchemes(schemes...)}, err}
}

// WithWWWScheme sets the scheme put in front of www links: "http" by
// default, as GFM and md4c do, or "https" (also written "https:" or
// "https://"), in any case. A name that is no scheme name or a dangerous
// scheme is an error: NewChecked returns it, New panics.
func WithWWWScheme(scheme string) Option {
	_, err := ul.CheckScheme(scheme)
	if err != nil {
		err = fmt.Errorf("WithWWWScheme: %w", err)
	}
	return checkedOption{parserOption{parser.WithWWWScheme(scheme)}, err}
}

// WithFilter sets a callback that may veto or rewrite each link, for
// allowlists, rel="nofollow" on external hosts, and the like. A nil f
// means no filter.
func WithFilter(f Filter) Option { return parserOption{parser.WithFilter(f)} }

// WithAutoLinkNodes makes the parser emit goldmark's *ast.AutoLink nodes
// instead of Link nodes, for pipelines whose walkers or render hooks expect
// them. Each holds its Link, so this package's renderer still writes them
// as it writes Links: the href form of WithHrefForm (the dialect's default
// unless set), a filter's destination and attributes, WithAttributes.
func WithAutoLinkNodes(on bool) Option { return parserOption{parser.WithAutoLinkNodes(on)} }

// WithHrefForm selects the escaping of hrefs: DialectDefault (the
// default: cmark-gfm's in the GFM dialect, minimal in the others),
// MinimalEscaping, PercentEncoding or CmarkGFMEscaping. Another value is an
// error: NewChecked returns it, New panics.
func WithHrefForm(f HrefForm) Option {
	var err error
	if f > CmarkGFMEscaping {
		err = fmt.Errorf("WithHrefForm(%d): no href form; use DialectDefault, MinimalEscaping, PercentEncoding or CmarkGFMEscaping", f)
	}
	return checkedOption{rendererOption{renderer.WithHrefForm(f)}, err}
}

// WithAttributes sets attributes written on every anchor, such as
// Attribute{"rel", "nofollow"}; values are escaped for HTML. A name that is
// no valid HTML attribute name (white space, quotes, '<', '>', '/', '=',
// '&', controls), and "href", are refused: NewChecked returns an error
// (New panics), and the renderer never writes them.
func WithAttributes(attrs ...Attribute) Option {
	return checkedOption{rendererOption{renderer.WithAttributes(attrs...)}, renderer.ValidateAttributes(attrs)}
}

// A checkedOption is an option and what is wrong with it, if anything.
type checkedOption struct {
	Option
	err error
}

func (o checkedOption) apply(e *extender) {
	if o.err != nil && e.err == nil {
		e.err = errors.New("unicodelinks: " + o.err.Error())
	}
	o.Option.apply(e)
}

// WithAnyTLD makes the Unicode dialect accept any syntactically valid
// top-level domain instead of the ICANN ones only, so that "foo@bar.baz"
// and "ftp://foo.bar.baz" link (GFM spec examples 606 and 607). Beware that
// Chinese or Japanese sentences joined by '。' may then read as domains.
func WithAnyTLD(any bool) Option { return parserOption{parser.WithAnyTLD(any)} }

// A SpoofPolicy says what the extension does with a link whose host looks
// like another one, such as "раураl.com" in Cyrillic letters.
type SpoofPolicy = parser.SpoofPolicy

// The spoof policies (see docs/spoofing.md).
const (
	// SpoofRefuse (the default) leaves such a link out: its text stays.
	SpoofRefuse = parser.SpoofRefuse
	// SpoofMark links it with class="unicodelinks-spoof" and a title that
	// shows the host's Punycode form, for moderators.
	SpoofMark = parser.SpoofMark
	// SpoofOff links every host.
	SpoofOff = parser.SpoofOff
)

// WithSpoofCheck sets what the extension does with links whose host looks
// like another one (UTS #39 and the browsers' IDN rules, see
// unicodelinks.SpoofCheck of the engine): SpoofRefuse (the default),
// SpoofMark or SpoofOff. Hosts written in ASCII are never suspicious.
// Another value is an error: NewChecked returns it, New panics.
func WithSpoofCheck(p SpoofPolicy) Option {
	var err error
	if p > SpoofMark {
		err = fmt.Errorf("WithSpoofCheck(%d): no spoof policy; use SpoofRefuse, SpoofMark or SpoofOff", uint8(p))
	}
	return checkedOption{parserOption{parser.WithSpoofCheck(p)}, err}
}

// WithLocalhost sets whether the Unicode dialect links "localhost" and IP
// address hosts after an explicit scheme ("http://localhost:1313/"), as
// developer documentation needs; it does by default. A scheme-less
// "localhost" never links.
func WithLocalhost(on bool) Option { return parserOption{parser.WithLocalhost(on)} }
