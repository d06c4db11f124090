package unicodelinks

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"regexp"
	"slices"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// This file takes over from goldmark's extension.Linkify registered
// alongside the extension, in either order: it removes Linkify's parser,
// honouring its options or refusing them, never ignoring them: its allowed
// protocols become the schemes of URL links (unless WithSchemes is given),
// and its regexps, which cannot be honoured, make goldmark.New panic
// unless they are Linkify's defaults.
//
// It reads Linkify through goldmark's exported API only, without importing
// goldmark's extension package, which compiles Linkify's regexps when a
// program starts, whether it registers Linkify or not. Linkify's options
// given as goldmark parser options are read where goldmark keeps them
// (parser.Config.Options). Those given to extension.NewLinkify are inside
// its parser, which this package recognizes by its exported methods
// (isLinkify) and reads by what it links of a few lines (probeLinkify).

// The names of Linkify's options in goldmark's parser.Config.Options.
const (
	optLinkifyAllowedProtocols gparser.OptionName = "LinkifyAllowedProtocols"
	optLinkifyURLRegexp        gparser.OptionName = "LinkifyURLRegexp"
	optLinkifyWWWRegexp        gparser.OptionName = "LinkifyWWWRegexp"
	optLinkifyEmailRegexp      gparser.OptionName = "LinkifyEmailRegexp"
)

// The FNV-1a fingerprints (64 bits) of the text of Linkify's default URL
// and www regexps; its e-mail regexp is nil by default. A Linkify regexp
// that is one of them is no customization. TestLinkifyDefaultFingerprints
// compares them with goldmark's.
const (
	linkifyURLDefault uint64 = 0xd45b1e04370c8eaf
	linkifyWWWDefault uint64 = 0x6f6eee6b56972881
)

// fingerprint returns the FNV-1a fingerprint of the text of re.
func fingerprint(re *regexp.Regexp) uint64 {
	h := fnv.New64a()
	io.WriteString(h, re.String())
	return h.Sum64()
}

// neverMatch matches nothing, and fails at once: a required prefix that no
// Markdown text has. It is set as Linkify's regexps among goldmark's
// parser options, for a Linkify parser that reaches goldmark's parser
// without passing this extension (added to it directly): it finds nothing.
var neverMatch = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\x00\x00unicodelinks`)
})

// linkifyTrigger is what goldmark's Linkify parser is triggered by.
var linkifyTrigger = []byte{' ', '*', '_', '~', '('}

// linkifyMethods are the exported methods of goldmark's Linkify parser:
// an inline parser with the SetOption of the extension.LinkifyConfig it
// embeds.
type linkifyMethods interface {
	gparser.InlineParser
	gparser.SetOptioner
	CloseBlock(parent ast.Node, pc gparser.Context)
}

// isLinkify reports whether v is goldmark's Linkify parser, as its
// exported methods and its triggers tell.
func isLinkify(v any) bool {
	p, ok := v.(linkifyMethods)
	return ok && bytes.Equal(p.Trigger(), linkifyTrigger)
}

// A linkifyProbe is a line, and what goldmark's Linkify with its default
// options makes of it: "" for nothing, else the autolink's type, protocol
// and label length (probeLinkify). TestLinkifyProbes checks the table
// against goldmark's.
type linkifyProbe struct {
	line string
	want string
	// scheme is the URL scheme the line starts with: with its default
	// regexps, Linkify links only http, https and ftp, so the probes of
	// these three tell its allowed protocols exactly.
	scheme string
}

var linkifyProbes = []linkifyProbe{
	{"http://example.com/a_b?c=d#e", "2  28", "http"},
	{"https://example.com", "2  19", "https"},
	{"ftp://example.com/x", "2  19", "ftp"},
	{"http://example.com/a(b)c", "2  24", "http"},
	{"https://例え.jp", "", ""},
	{"http://localhost/", "", ""},
	{"gemini://example.com", "", ""},
	{"www.example.com/a", "2 http 17", ""},
	{"www.example.com/a)", "2 http 17", ""},
	{"a@example.com", "1  13", ""},
	{"a.b@example.com.", "1  15", ""},
	{"mailto:a@example.com", "", ""},
}

// probeLinkify returns what the inline parser p makes of line, as
// linkifyProbe.want says.
func probeLinkify(p gparser.InlineParser, line string) (got string) {
	// A Linkify e-mail regexp that matches a line without '@' makes
	// goldmark's parser panic: it links otherwise than its default.
	defer func() {
		if r := recover(); r != nil {
			got = fmt.Sprint("panic: ", r)
		}
	}()
	src := []byte(line)
	a, ok := p.Parse(ast.NewParagraph(), text.NewReader(src), gparser.NewContext()).(*ast.AutoLink)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d %s %d", a.AutoLinkType, a.Protocol, len(a.Label(src)))
}

// linkifyProtocols returns the allowed protocols of the Linkify parser p,
// as its probes tell, nil for its default; or an error when it links the
// probes otherwise than with its default regexps (its options were given
// to extension.NewLinkify, where they cannot be read).
func linkifyProtocols(p gparser.InlineParser) ([][]byte, error) {
	var protos [][]byte
	custom := false
	for _, pr := range linkifyProbes {
		got := probeLinkify(p, pr.line)
		switch {
		case got == pr.want:
			if pr.scheme != "" && got != "" && !slices.ContainsFunc(protos, func(b []byte) bool { return string(b) == pr.scheme+":" }) {
				protos = append(protos, []byte(pr.scheme+":"))
			}
		case pr.scheme != "" && got == "":
			custom = true // a protocol that is not allowed
		default:
			return nil, &ul.OptionError{Option: "extension.NewLinkify", Err: errors.New("goldmark's Linkify parser links otherwise than with its default regexps: " +
				"a regexp given to extension.NewLinkify " + regexpRefused)}
		}
	}
	if !custom {
		return nil, nil
	}
	if protos == nil {
		return nil, &ul.OptionError{Option: "extension.NewLinkify", Err: errors.New("goldmark's Linkify parser links no URL " +
			"(its allowed protocols, given to extension.NewLinkify, are none of \"http:\", \"https:\" and \"ftp:\" in lower case): " +
			"use unicodelinks.WithKinds(unicodelinks.Domain|unicodelinks.Email) for no URL links, or unicodelinks.WithSchemes for the schemes")}
	}
	return protos, nil
}

// regexpRefused is the advice of every refused Linkify regexp.
const regexpRefused = "cannot be honoured: this extension finds links without regular expressions; " +
	"use unicodelinks.WithKinds to turn URL, www or e-mail links off, unicodelinks.WithSchemes for " +
	"the schemes, or unicodelinks.WithFilter to veto links"

// checkLinkifyRegexp tells what is wrong with re, given to option, whose
// Linkify default has the fingerprint def, or is nil if def is 0.
func checkLinkifyRegexp(option string, re *regexp.Regexp, def uint64) error {
	switch {
	case re == nil && def == 0, re == neverMatch(), re != nil && def != 0 && fingerprint(re) == def:
		return nil
	case re == nil:
		return &ul.OptionError{Option: "extension." + option, Err: errors.New("nil " + regexpRefused)}
	}
	return &ul.OptionError{Option: "extension." + option, Err: fmt.Errorf("`%s` %s", re, regexpRefused)}
}

// checkLinkifyProtocols tells what is wrong with Linkify's allowed
// protocols, if anything: each must be a scheme name, with ':' or "://",
// and no dangerous scheme.
func checkLinkifyProtocols(protos [][]byte) error {
	for _, p := range protos {
		if _, err := ul.CheckScheme(string(p)); err != nil {
			return &ul.OptionError{Option: "extension.WithLinkifyAllowedProtocols", Err: err}
		}
	}
	return nil
}

// checkLinkifyOptions tells what is wrong with the Linkify options among
// goldmark's parser options (goldmark.WithParserOptions(extension.WithLinkify…)).
func checkLinkifyOptions(opts map[gparser.OptionName]any) error {
	if v, ok := opts[optLinkifyAllowedProtocols]; ok {
		protos, ok := v.([][]byte)
		if !ok {
			return fmt.Errorf("unicodelinks: option %s: %T, want [][]byte", optLinkifyAllowedProtocols, v)
		}
		if err := checkLinkifyProtocols(protos); err != nil {
			return err
		}
	}
	for _, o := range []struct {
		name   gparser.OptionName
		option string
		def    uint64
	}{
		{optLinkifyURLRegexp, "WithLinkifyURLRegexp", linkifyURLDefault},
		{optLinkifyWWWRegexp, "WithLinkifyWWWRegexp", linkifyWWWDefault},
		{optLinkifyEmailRegexp, "WithLinkifyEmailRegexp", 0},
	} {
		v, ok := opts[o.name]
		if !ok {
			continue
		}
		re, ok := v.(*regexp.Regexp)
		if !ok {
			return fmt.Errorf("unicodelinks: option %s: %T, want *regexp.Regexp", o.name, v)
		}
		if err := checkLinkifyRegexp(o.option, re, o.def); err != nil {
			return err
		}
	}
	return nil
}

// takeOver looks at goldmark's parser configuration c as this extension is
// registered and as every later extension or option is: it checks the
// options of every Linkify parser and the Linkify options, panicking on one
// that cannot be honoured, hands Linkify's allowed protocols to p, and
// removes the Linkify parsers, so that goldmark runs the same inline
// parsers whichever was registered first.
func takeOver(c *gparser.Config, p gparser.SetOptioner) {
	kept := c.InlineParsers[:0]
	for _, v := range c.InlineParsers {
		if !isLinkify(v.Value) {
			kept = append(kept, v)
			continue
		}
		protos, err := linkifyProtocols(v.Value.(gparser.InlineParser))
		if err != nil {
			panic(err)
		}
		kept = append(kept, util.Prioritized(linkifyTriggers{}, v.Priority))
		if protos != nil {
			p.SetOption(optLinkifyAllowedProtocols, protos)
		}
	}
	clear(c.InlineParsers[len(kept):])
	c.InlineParsers = kept
	if err := checkLinkifyOptions(c.Options); err != nil {
		panic(err)
	}
	if v, ok := c.Options[optLinkifyAllowedProtocols].([][]byte); ok {
		p.SetOption(optLinkifyAllowedProtocols, v)
	}
	c.Options[optLinkifyURLRegexp] = neverMatch()
	c.Options[optLinkifyWWWRegexp] = neverMatch()
	c.Options[optLinkifyEmailRegexp] = neverMatch()
}

// linkifyTriggers takes the place of a Linkify parser that the extension
// removes: triggered where Linkify is, it finds nothing. goldmark ends a
// text node where an inline parser is triggered, and trims the spaces
// before a line's end only in the node that ends there, so without it
// the text nodes would not be those that goldmark makes with Linkify, and
// a renderer that reads them would write another document: with CJK's
// east-Asian line breaks, "종교 \n또는" keeps its line break with Linkify
// and lost it without.
type linkifyTriggers struct{}

// Trigger implements goldmark's parser.InlineParser: Linkify's triggers.
func (linkifyTriggers) Trigger() []byte { return []byte{' ', '*', '_', '~', '('} }

// Parse implements goldmark's parser.InlineParser.
func (linkifyTriggers) Parse(ast.Node, text.Reader, gparser.Context) ast.Node { return nil }

// takeOverOption is takeOver as a goldmark parser option.
type takeOverOption struct{ p gparser.SetOptioner }

func (o takeOverOption) SetParserOption(c *gparser.Config) { takeOver(c, o.p) }

// watchParser is goldmark's parser once this extension is registered: it
// passes the options of later extensions (a Linkify, a GFM, parser options)
// through takeOver.
type watchParser struct {
	gparser.Parser
	p gparser.SetOptioner
}

// watched is an option, then takeOver.
type watched struct {
	gparser.Option
	p gparser.SetOptioner
}

func (o watched) SetParserOption(c *gparser.Config) {
	o.Option.SetParserOption(c)
	takeOver(c, o.p)
}

// AddOptions implements goldmark's parser.Parser.
func (w *watchParser) AddOptions(opts ...gparser.Option) {
	for _, o := range opts {
		w.Parser.AddOptions(watched{o, w.p})
	}
}

// watch makes m's parser a watchParser for p.
func watch(m goldmark.Markdown, p gparser.SetOptioner) {
	m.SetParser(&watchParser{m.Parser(), p})
}

// NewMarkdown returns goldmark.New(opts...), or the error (an
// *OptionError) of a conflict
// between this extension and a goldmark Linkify among opts (a Linkify
// regexp it cannot honour, a dangerous allowed protocol) where
// goldmark.New panics: goldmark.New has no error to return, and the
// conflict shows only when both extensions are registered. Other panics
// are not caught.
func NewMarkdown(opts ...goldmark.Option) (md goldmark.Markdown, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(error)
			var oe *ul.OptionError
			if !ok || !errors.As(e, &oe) {
				panic(r)
			}
			md, err = nil, e
		}
	}()
	return goldmark.New(opts...), nil
}
