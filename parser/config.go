package parser

import (
	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// A Dialect is a set of rules for where a link may start and where it ends.
type Dialect = node.Dialect

const (
	// Unicode is the default dialect: hosts validated by the engine (IDNA,
	// ideographic full stops, real top-level domains), link ends decided
	// by UTS #58 section 3.5.1 with the Markdown prose rules of
	// unicodelinks.MarkdownProse: the links of unicodelinks.Detect.
	Unicode = node.Unicode
	// GFM follows GitHub Flavored Markdown's autolinks as cmark-gfm
	// renders them.
	GFM = node.GFM
	// MD4C follows the permissive autolinks of md4c 0.5.3
	// (MD_FLAG_PERMISSIVEURLAUTOLINKS, …WWWAUTOLINKS, …EMAILAUTOLINKS).
	MD4C = node.MD4C
)

// A LinkKind tells how a link was written. LinkKind values are bits: a set
// of kinds, as taken by Config.Kinds, is their bitwise or.
type LinkKind = node.LinkKind

const (
	// URL is a link with a scheme, such as "https://example.com".
	URL = node.URL
	// WWW is a link that starts with "www." and has no scheme; the
	// renderer puts Config.WWWScheme in front of it.
	WWW = node.WWW
	// Email is an e-mail address; the renderer puts "mailto:" in front of
	// it unless the source already has it.
	Email = node.Email
	// AllKinds is the set of every kind.
	AllKinds = node.AllKinds
)

// A Filter is called for every link the parser finds, before the link is
// put into the document. It may rewrite the link (Link.SetDestination, add
// attributes with Link.SetAttributeString) or veto it by returning false, in
// which case its text stays plain text. source is the whole Markdown source;
// pc is goldmark's context of the document being parsed (given to
// Parser.Parse with parser.WithContext), so that a filter can tell which
// document or site the link is in.
type Filter func(link *Link, source []byte, pc gparser.Context) bool

// DefaultSchemes are the schemes of URL links when Config.Schemes and
// Config.LinkifySchemes are nil.
var DefaultSchemes = []string{"http", "https", "ftp"}

// Config holds the options of the link parser. Its zero value is usable:
// the Unicode dialect, every kind of link, DefaultSchemes and "http" for
// www links.
type Config struct {
	// Dialect selects the rules.
	Dialect Dialect
	// Kinds is the set of link kinds to find; zero means AllKinds.
	Kinds LinkKind
	// Schemes are the schemes of URL links (lower case, without ':'); a
	// URL link is the scheme, "://" and a host. nil means LinkifySchemes,
	// or DefaultSchemes when that is nil too.
	Schemes []string
	// LinkifySchemes are the allowed protocols of goldmark's Linkify
	// (extension.WithLinkifyAllowedProtocols, given to goldmark as a parser
	// option), lower case and without ':' or "://": the schemes of URL links
	// when Schemes is nil. nil means DefaultSchemes, as for Linkify.
	LinkifySchemes []string
	// WWWScheme is the scheme put in front of www links; "", a dangerous
	// scheme or a name that is no scheme name means "http".
	WWWScheme string
	// Filter, when not nil, may veto or rewrite each link.
	Filter Filter
	// AnyTLD, in the Unicode dialect, accepts any syntactically valid
	// top-level domain instead of the ICANN ones only (see
	// unicodelinks.WithAnyTLD of the engine).
	AnyTLD bool
	// NoLocalhost, in the Unicode dialect, refuses "localhost" and IP
	// address hosts after an explicit scheme (see WithLocalhost).
	NoLocalhost bool
	// SpoofCheck says what to do with a link whose host looks like another
	// one (see unicodelinks.SpoofCheck); it applies only when
	// SpoofCheckSet is true, and SpoofRefuse applies otherwise.
	SpoofCheck    SpoofPolicy
	SpoofCheckSet bool
	// AutoLinkNodes makes the parser emit goldmark's *ast.AutoLink nodes
	// instead of *Link nodes, for pipelines whose render hooks expect them.
	// They cost a second allocation per link. Each holds its Link in the
	// attribute renderer.LinkAttribute, by which this package's renderer
	// writes it as the Link (href form, Destination, label).
	AutoLinkNodes bool
}

// Option names understood by Config.SetOption (goldmark's parser.Option
// mechanism).
const (
	optDialect       gparser.OptionName = "UnicodeLinksDialect"
	optKinds         gparser.OptionName = "UnicodeLinksKinds"
	optSchemes       gparser.OptionName = "UnicodeLinksSchemes"
	optWWWScheme     gparser.OptionName = "UnicodeLinksWWWScheme"
	optFilter        gparser.OptionName = "UnicodeLinksFilter"
	optAutoLinkNodes gparser.OptionName = "UnicodeLinksAutoLinkNodes"
	optAnyTLD        gparser.OptionName = "UnicodeLinksAnyTLD"
	optSpoofCheck    gparser.OptionName = "UnicodeLinksSpoofCheck"
	optLocalhost     gparser.OptionName = "UnicodeLinksLocalhost"
	// optLinkifyAllowedProtocols is the name of goldmark's option
	// extension.WithLinkifyAllowedProtocols: honoured as LinkifySchemes.
	optLinkifyAllowedProtocols gparser.OptionName = "LinkifyAllowedProtocols"
)

// SetOption implements goldmark's parser.SetOptioner, so that the options
// of this package can also be given to goldmark.WithParserOptions.
func (c *Config) SetOption(name gparser.OptionName, value any) {
	switch name {
	case optDialect:
		c.Dialect = value.(Dialect)
	case optKinds:
		c.Kinds = value.(LinkKind)
	case optSchemes:
		c.Schemes = value.([]string)
	case optWWWScheme:
		c.WWWScheme = value.(string)
	case optFilter:
		c.Filter = value.(Filter)
	case optAutoLinkNodes:
		c.AutoLinkNodes = value.(bool)
	case optAnyTLD:
		c.AnyTLD = value.(bool)
	case optLocalhost:
		c.NoLocalhost = !value.(bool)
	case optSpoofCheck:
		c.SpoofCheck, c.SpoofCheckSet = value.(SpoofPolicy), true
	case optLinkifyAllowedProtocols:
		if protos, ok := value.([][]byte); ok {
			c.LinkifySchemes = linkifySchemes(protos)
		}
	}
}

// linkifySchemes returns the scheme names of Linkify's allowed protocols
// ("https:" is "https"), lower case; nil for nil or none, as Linkify reads
// them. Names that are no scheme names or dangerous schemes are kept here
// and dropped by the parser.
func linkifySchemes(protos [][]byte) []string {
	if len(protos) == 0 {
		return nil
	}
	s := make([]string, 0, len(protos))
	for _, p := range protos {
		s = append(s, string(p))
	}
	return s
}

// An Option sets an option of the link parser. It is also a goldmark
// parser.Option.
type Option interface {
	gparser.Option
	SetLinkOption(*Config)
}

type option struct {
	name  gparser.OptionName
	value any
}

func (o *option) SetParserOption(c *gparser.Config) { c.Options[o.name] = o.value }
func (o *option) SetLinkOption(c *Config)           { c.SetOption(o.name, o.value) }

// WithDialect selects the dialect.
func WithDialect(d Dialect) Option { return &option{optDialect, d} }

// WithKinds selects the kinds of links to find (a bitwise or of URL, WWW and
// Email; zero means all).
func WithKinds(k LinkKind) Option { return &option{optKinds, k} }

// WithSchemes sets the schemes of URL links, such as "https"; they are
// matched without regard to ASCII case (case-sensitively in the MD4C
// dialect, as md4c does). A URL link is the scheme, "://" and a host; in the
// Unicode dialect, the schemes without an authority that the engine knows
// ("mailto", "xmpp", "tel", "magnet", see unicodelinks.WithSchemes) can be
// opted into. The schemes goldmark deems dangerous (javascript, vbscript, file, data)
// are ignored, and so are names that are not scheme names (RFC 3986: a
// letter, then letters, digits, '+', '-' or '.').
func WithSchemes(schemes ...string) Option {
	return &option{optSchemes, append([]string{}, schemes...)}
}

// WithWWWScheme sets the scheme put in front of www links ("http" by
// default, as GFM and md4c do; "https" is the common choice today), with or
// without a trailing ':' or "://". A dangerous scheme or a name that is no
// scheme name leaves "http".
func WithWWWScheme(scheme string) Option {
	return &option{optWWWScheme, scheme}
}

// WithFilter sets a callback that may veto or rewrite each link.
func WithFilter(f Filter) Option { return &option{optFilter, f} }

// WithAutoLinkNodes makes the parser emit goldmark's *ast.AutoLink nodes
// instead of *Link nodes.
func WithAutoLinkNodes(on bool) Option { return &option{optAutoLinkNodes, on} }

// WithAnyTLD makes the Unicode dialect accept any syntactically valid
// top-level domain, not only the ICANN ones: "foo@bar.baz" links. Beware
// that Chinese or Japanese sentences joined by '。' then read as domains.
func WithAnyTLD(any bool) Option { return &option{optAnyTLD, any} }

// A SpoofPolicy says what the parser does with a link whose host looks like
// another one, such as "раураl.com" in Cyrillic letters.
type SpoofPolicy = ul.SpoofPolicy

// The spoof policies.
const (
	// SpoofOff links every host.
	SpoofOff = ul.SpoofOff
	// SpoofRefuse, the default, leaves the link out: its text stays text.
	SpoofRefuse = ul.SpoofRefuse
	// SpoofMark links it and marks it (Link.Spoof): the renderer writes
	// class="unicodelinks-spoof" and a title with the host's Punycode form.
	SpoofMark = ul.SpoofMark
)

// WithSpoofCheck sets what the parser does with links whose host looks like
// another one (unicodelinks.SpoofCheck: UTS #39 and the browsers' IDN
// rules): SpoofRefuse (the default), SpoofMark or SpoofOff.
func WithSpoofCheck(p SpoofPolicy) Option { return &option{optSpoofCheck, p} }

// WithLocalhost sets whether the Unicode dialect links "localhost" and IP
// address hosts after an explicit scheme ("http://localhost:1313/",
// "http://127.0.0.1:8080/"), as developer documentation needs; it does by
// default. A scheme-less "localhost" never links.
func WithLocalhost(on bool) Option { return &option{optLocalhost, on} }
