package unicodelinks

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// This file takes over from goldmark's extension.Linkify registered
// alongside the extension, honouring its options or refusing them, never
// ignoring them: its allowed protocols become the schemes of URL links
// (unless WithSchemes is given), and its regexps, which cannot be honoured,
// make goldmark.New panic unless they are Linkify's defaults.

// The names of Linkify's options in goldmark's parser.Config.Options.
const (
	optLinkifyAllowedProtocols                    = config.OptLinkifyAllowedProtocols
	optLinkifyURLRegexp        gparser.OptionName = "LinkifyURLRegexp"
	optLinkifyWWWRegexp        gparser.OptionName = "LinkifyWWWRegexp"
	optLinkifyEmailRegexp      gparser.OptionName = "LinkifyEmailRegexp"
)

// neverMatch matches nothing, and fails at once: a required prefix that no
// Markdown text has. It is set as Linkify's regexps to make a Linkify
// registered after this extension find nothing.
var neverMatch = regexp.MustCompile(`^\x00\x00unicodelinks`)

var linkifyType = reflect.TypeOf(extension.NewLinkifyParser())

// linkifyDefault is the configuration of a Linkify without options.
var linkifyDefault, _ = linkifyConfigOf(extension.NewLinkifyParser())

// linkifyConfigOf returns the configuration of v if it is goldmark's
// Linkify parser: its exported embedded LinkifyConfig. TestLinkify…
// fail if a goldmark version changes that.
func linkifyConfigOf(v any) (extension.LinkifyConfig, bool) {
	rv := reflect.ValueOf(v)
	if rv.Type() != linkifyType || rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return extension.LinkifyConfig{}, false
	}
	f := rv.Elem().FieldByName("LinkifyConfig")
	if !f.IsValid() || !f.CanInterface() {
		return extension.LinkifyConfig{}, false
	}
	c, ok := f.Interface().(extension.LinkifyConfig)
	return c, ok
}

// regexpRefused is the advice of every refused Linkify regexp.
const regexpRefused = "cannot be honoured: this extension finds links without regular expressions; " +
	"use unicodelinks.WithKinds to turn URL, www or e-mail links off, unicodelinks.WithSchemes for " +
	"the schemes, or unicodelinks.WithFilter to veto links"

// checkLinkifyRegexp tells what is wrong with re, given to option, whose
// Linkify default is def.
func checkLinkifyRegexp(option string, re, def *regexp.Regexp) error {
	switch {
	case re == neverMatch, re == def, re != nil && def != nil && re.String() == def.String():
		return nil
	case re == nil:
		return fmt.Errorf("unicodelinks: extension.%s(nil) %s", option, regexpRefused)
	}
	return fmt.Errorf("unicodelinks: extension.%s(`%s`) %s", option, re, regexpRefused)
}

// checkLinkifyProtocols tells what is wrong with Linkify's allowed
// protocols, if anything: each must be a scheme name, with ':' or "://",
// and no dangerous scheme.
func checkLinkifyProtocols(protos [][]byte) error {
	for _, p := range protos {
		if _, err := ul.CheckScheme(string(p)); err != nil {
			return fmt.Errorf("unicodelinks: extension.WithLinkifyAllowedProtocols: %w", err)
		}
	}
	return nil
}

// checkLinkifyConfig tells what is wrong with the configuration of a
// registered Linkify parser.
func checkLinkifyConfig(c extension.LinkifyConfig) error {
	if err := checkLinkifyProtocols(c.AllowedProtocols); err != nil {
		return err
	}
	if err := checkLinkifyRegexp("WithLinkifyURLRegexp", c.URLRegexp, linkifyDefault.URLRegexp); err != nil {
		return err
	}
	if err := checkLinkifyRegexp("WithLinkifyWWWRegexp", c.WWWRegexp, linkifyDefault.WWWRegexp); err != nil {
		return err
	}
	return checkLinkifyRegexp("WithLinkifyEmailRegexp", c.EmailRegexp, linkifyDefault.EmailRegexp)
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
		def    *regexp.Regexp
	}{
		{optLinkifyURLRegexp, "WithLinkifyURLRegexp", linkifyDefault.URLRegexp},
		{optLinkifyWWWRegexp, "WithLinkifyWWWRegexp", linkifyDefault.WWWRegexp},
		{optLinkifyEmailRegexp, "WithLinkifyEmailRegexp", linkifyDefault.EmailRegexp},
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
// registered (after = false) or as a later extension or option is
// (after = true): it checks the options of every Linkify and the Linkify
// options, panicking on one that cannot be honoured, hands Linkify's
// allowed protocols to p, and removes the Linkify parsers registered
// before this extension. Those registered after stay, neutralized by the
// neverMatch regexps, which it sets again if an option changed them.
func takeOver(c *gparser.Config, p gparser.SetOptioner, after bool) {
	kept := c.InlineParsers[:0]
	for _, v := range c.InlineParsers {
		lc, ok := linkifyConfigOf(v.Value)
		if !ok {
			kept = append(kept, v)
			continue
		}
		if err := checkLinkifyConfig(lc); err != nil {
			panic(err)
		}
		if lc.AllowedProtocols != nil {
			p.SetOption(optLinkifyAllowedProtocols, lc.AllowedProtocols)
		}
		if after {
			kept = append(kept, v)
		}
	}
	c.InlineParsers = kept
	if err := checkLinkifyOptions(c.Options); err != nil {
		panic(err)
	}
	if v, ok := c.Options[optLinkifyAllowedProtocols].([][]byte); ok {
		p.SetOption(optLinkifyAllowedProtocols, v)
	}
	c.Options[optLinkifyURLRegexp] = neverMatch
	c.Options[optLinkifyWWWRegexp] = neverMatch
	c.Options[optLinkifyEmailRegexp] = neverMatch
}

// takeOverOption is takeOver as a goldmark parser option.
type takeOverOption struct {
	p     gparser.SetOptioner
	after bool
}

func (o takeOverOption) SetParserOption(c *gparser.Config) { takeOver(c, o.p, o.after) }

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
	takeOver(c, o.p, true)
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

// NewMarkdown returns goldmark.New(opts...), or the error of a conflict
// between this extension and a goldmark Linkify among opts (a Linkify
// regexp it cannot honour, a dangerous allowed protocol) where
// goldmark.New panics: goldmark.New has no error to return, and the
// conflict shows only when both extensions are registered. Other panics
// are not caught.
func NewMarkdown(opts ...goldmark.Option) (md goldmark.Markdown, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(error)
			if !ok || !strings.HasPrefix(e.Error(), "unicodelinks: ") {
				panic(r)
			}
			md, err = nil, e
		}
	}()
	return goldmark.New(opts...), nil
}
