package unicodelinks

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"reflect"
	"regexp"
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
// Linkify's parser is recognized by the name of its type and read by
// reflection, so that this package does not import goldmark's extension
// package, which compiles Linkify's regexps when a program starts, whether
// it registers Linkify or not.

// The names of Linkify's options in goldmark's parser.Config.Options.
const (
	optLinkifyAllowedProtocols gparser.OptionName = "LinkifyAllowedProtocols"
	optLinkifyURLRegexp        gparser.OptionName = "LinkifyURLRegexp"
	optLinkifyWWWRegexp        gparser.OptionName = "LinkifyWWWRegexp"
	optLinkifyEmailRegexp      gparser.OptionName = "LinkifyEmailRegexp"
)

// goldmark's Linkify parser is a *linkifyParser of its extension package,
// which embeds the exported LinkifyConfig.
const (
	linkifyPkgPath  = "github.com/yuin/goldmark/extension"
	linkifyTypeName = "linkifyParser"
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

// linkifyConfig is goldmark's extension.LinkifyConfig.
type linkifyConfig struct {
	AllowedProtocols                  [][]byte
	URLRegexp, WWWRegexp, EmailRegexp *regexp.Regexp
}

// linkifyConfigOf returns the configuration of v if it is goldmark's
// Linkify parser (isLinkify), and an error if its type has the name of
// Linkify's but not the fields this package reads: another goldmark
// version, which TestLinkify… would show.
func linkifyConfigOf(v any) (c linkifyConfig, isLinkify bool, err error) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return c, false, nil
	}
	t := rv.Type().Elem()
	if t.PkgPath() != linkifyPkgPath || t.Name() != linkifyTypeName {
		return c, false, nil
	}
	f := rv.Elem().FieldByName("LinkifyConfig")
	ok := f.IsValid() && f.Kind() == reflect.Struct &&
		readField(f, "AllowedProtocols", &c.AllowedProtocols) && readField(f, "URLRegexp", &c.URLRegexp) &&
		readField(f, "WWWRegexp", &c.WWWRegexp) && readField(f, "EmailRegexp", &c.EmailRegexp)
	if !ok {
		return c, true, &ul.OptionError{Option: "extension.Linkify", Err: fmt.Errorf("cannot read the LinkifyConfig of goldmark's %s.%s (%s): this goldmark version is not supported", t.PkgPath(), t.Name(), t)}
	}
	return c, true, nil
}

// readField sets *dst to the exported field name of the struct s.
func readField[T any](s reflect.Value, name string, dst *T) bool {
	f := s.FieldByName(name)
	if !f.IsValid() || !f.CanInterface() {
		return false
	}
	v, ok := f.Interface().(T)
	*dst = v
	return ok
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

// checkLinkifyConfig tells what is wrong with the configuration of a
// registered Linkify parser.
func checkLinkifyConfig(c linkifyConfig) error {
	if err := checkLinkifyProtocols(c.AllowedProtocols); err != nil {
		return err
	}
	if err := checkLinkifyRegexp("WithLinkifyURLRegexp", c.URLRegexp, linkifyURLDefault); err != nil {
		return err
	}
	if err := checkLinkifyRegexp("WithLinkifyWWWRegexp", c.WWWRegexp, linkifyWWWDefault); err != nil {
		return err
	}
	return checkLinkifyRegexp("WithLinkifyEmailRegexp", c.EmailRegexp, 0)
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
		lc, isLinkify, err := linkifyConfigOf(v.Value)
		if err == nil && isLinkify {
			err = checkLinkifyConfig(lc)
		}
		if err != nil {
			panic(err)
		}
		if !isLinkify {
			kept = append(kept, v)
			continue
		}
		kept = append(kept, util.Prioritized(linkifyTriggers{}, v.Priority))
		if lc.AllowedProtocols != nil {
			p.SetOption(optLinkifyAllowedProtocols, lc.AllowedProtocols)
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
