package playground

// This file holds every call of the playground into the library, so that a
// change of the library's API touches one file of the playground.

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
	"golang.org/x/net/idna"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	ulast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// hrefForms and spoofPolicies name the options as the page's menus do.
var (
	// The zero value of an option, "", is each column's default: the
	// spoof check refuses in the extension and NewProse and is off in New.
	hrefForms = map[string]ul.HrefForm{
		"": ul.HrefDefault, "default": ul.HrefDefault, "minimal": ul.MinimalEscaping,
		"percent": ul.PercentEncoding, "cmark-gfm": ul.CmarkGFMEscaping, "as-written": ul.AsWritten,
	}
	spoofPolicies = map[string]ul.SpoofPolicy{
		"refuse": ul.SpoofRefuse, "mark": ul.SpoofMark, "off": ul.SpoofOff,
	}
)

// schemes splits the comma-separated schemes of r; nil means the defaults.
func (r Request) schemes() []string {
	var s []string
	for _, f := range strings.Split(r.Schemes, ",") {
		if f = strings.TrimSpace(f); f != "" {
			s = append(s, f)
		}
	}
	return s
}

// policy returns the spoof policy of r, or ok false for the default.
func (r Request) policy() (p ul.SpoofPolicy, ok bool, err error) {
	if r.Spoof == "" {
		return 0, false, nil
	}
	p, ok = spoofPolicies[r.Spoof]
	if !ok {
		return 0, false, fmt.Errorf("unknown spoof policy %q", r.Spoof)
	}
	return p, true, nil
}

// settings are the options r sets, read once for the extension and the
// engine: the href form, the spoof policy (set tells that r or spoofOff,
// which turns the check off whatever r says, chose one), the schemes and
// the www scheme.
type settings struct {
	form    ul.HrefForm
	policy  ul.SpoofPolicy
	set     bool
	schemes []string
	www     string
}

func (r Request) settings(spoofOff bool) (settings, error) {
	form, ok := hrefForms[r.Href]
	if !ok {
		return settings{}, fmt.Errorf("unknown href form %q", r.Href)
	}
	p, set, err := r.policy()
	if err != nil {
		return settings{}, err
	}
	if spoofOff {
		p, set = ul.SpoofOff, true
	}
	return settings{form: form, policy: p, set: set, schemes: r.schemes(), www: r.WWW}, nil
}

// extensionOptions are the goldmark extension's options for r in dialect d;
// spoofOff sets the spoof check off whatever r says.
func (r Request) extensionOptions(d unicodelinks.Dialect, spoofOff bool) ([]unicodelinks.Option, error) {
	s, err := r.settings(spoofOff)
	if err != nil {
		return nil, err
	}
	opts := []unicodelinks.Option{unicodelinks.WithDialect(d), unicodelinks.WithHrefForm(s.form)}
	if s.set {
		opts = append(opts, unicodelinks.WithSpoofCheck(s.policy))
	}
	if s.schemes != nil {
		opts = append(opts, unicodelinks.WithSchemes(s.schemes...))
	}
	if s.www != "" {
		opts = append(opts, unicodelinks.WithWWWScheme(s.www))
	}
	return opts, nil
}

// markdown returns goldmark with the extension in dialect d, or with
// goldmark's own Linkify when linkify is set, and Typographer if r asks.
func (r Request) markdown(d unicodelinks.Dialect, linkify, spoofOff bool) (goldmark.Markdown, error) {
	var exts []goldmark.Extender
	if linkify {
		var lo []extension.LinkifyOption
		if s := r.schemes(); s != nil {
			for i := range s {
				s[i] = strings.TrimSuffix(strings.TrimSuffix(s[i], "://"), ":") + ":"
			}
			lo = append(lo, extension.WithLinkifyAllowedProtocols(s))
		}
		exts = append(exts, extension.NewLinkify(lo...))
	} else {
		opts, err := r.extensionOptions(d, spoofOff)
		if err != nil {
			return nil, err
		}
		ext, err := unicodelinks.NewChecked(opts...)
		if err != nil {
			return nil, err
		}
		exts = append(exts, ext)
	}
	if r.Typographer {
		exts = append(exts, extension.Typographer)
	}
	return goldmark.New(goldmark.WithExtensions(exts...)), nil
}

// dialects are the Markdown columns of the page, in its order.
var dialects = []struct {
	name    string
	dialect unicodelinks.Dialect
	linkify bool
}{
	{"Unicode", unicodelinks.Unicode, false},
	{"GFM", unicodelinks.GFM, false},
	{"MD4C", unicodelinks.MD4C, false},
	{"Linkify", 0, true},
}

// renderMarkdown renders r.Input in each dialect and with Linkify.
func renderMarkdown(r Request) ([]Output, error) {
	var outs []Output
	for _, d := range dialects {
		md, err := r.markdown(d.dialect, d.linkify, false)
		if err != nil {
			return nil, err
		}
		var buf bytes.Buffer
		if err := md.Convert([]byte(r.Input), &buf); err != nil {
			return nil, err
		}
		outs = append(outs, Output{Name: d.name, HTML: buf.String()})
	}
	return outs, nil
}

// detectorOptions are the engine's options for r; spoofOff sets the spoof
// check off whatever r says.
func (r Request) detectorOptions(spoofOff bool) ([]ul.Option, error) {
	s, err := r.settings(spoofOff)
	if err != nil {
		return nil, err
	}
	opts := []ul.Option{ul.WithHrefForm(s.form)}
	if s.set {
		opts = append(opts, ul.WithSpoofCheck(s.policy))
	}
	if s.schemes != nil {
		opts = append(opts, ul.WithSchemes(s.schemes...))
	}
	if s.www != "" {
		opts = append(opts, ul.WithImpliedScheme(s.www))
	}
	return opts, nil
}

// detectors are the plain-text columns: the prose preset and UTS #58's defaults.
var detectors = []struct {
	name string
	new  func(...ul.Option) *ul.Detector
}{
	{"NewProse", ul.NewProse},
	{"New (UTS #58)", ul.New},
}

// detector returns the engine for column i with r's options.
func (r Request) detector(i int, spoofOff bool) (d *ul.Detector, err error) {
	opts, err := r.detectorOptions(spoofOff)
	if err != nil {
		return nil, err
	}
	// NewProse and New panic on an invalid option; NewChecked tells.
	if _, err := ul.NewChecked(opts...); err != nil {
		return nil, err
	}
	return detectors[i].new(opts...), nil
}

// renderText writes r.Input as HTML with each plain-text detector.
func renderText(r Request) ([]Output, error) {
	var outs []Output
	for i, c := range detectors {
		d, err := r.detector(i, false)
		if err != nil {
			return nil, err
		}
		outs = append(outs, Output{Name: c.name, HTML: string(d.AppendHTML(nil, r.Input))})
	}
	return outs, nil
}

// linkRows lists the links of the first column (the Unicode dialect, or
// NewProse for plain text) found with the spoof check off, so that the
// links the policy refuses are listed too, with the policy's verdict.
func linkRows(r Request) ([]LinkRow, error) {
	judge, err := r.detector(0, false)
	if err != nil {
		return nil, err
	}
	var rows []LinkRow
	add := func(l ul.Link, text, href string) {
		row := LinkRow{Text: text, Href: href, Kind: strings.ToLower(l.Kind.String()), Verdict: "linked"}
		if l.HostEnd > l.HostStart {
			row.Host = r.Input[l.HostStart:l.HostEnd]
			if a, err := spoof.ToASCII(row.Host); err != nil {
				row.HostASCII = "invalid: " + err.Error()
			} else {
				row.HostASCII = a
				row.HostUnicode, _ = idna.Lookup.ToUnicode(a)
			}
			refuse, mark := extapi.CheckHost(judge, row.Host)
			switch {
			case refuse:
				row.Verdict = "refused"
			case mark:
				row.Verdict = "marked"
			}
			if bad, why := spoof.Check(row.Host); bad {
				row.Reason = why
			}
		}
		rows = append(rows, row)
	}
	if r.Mode == ModeText {
		d, err := r.detector(0, true)
		if err != nil {
			return nil, err
		}
		for _, l := range d.Detect(r.Input) {
			add(l, r.Input[l.Start:l.End], string(d.AppendHref(nil, l, r.Input)))
		}
		return rows, nil
	}
	md, err := r.markdown(unicodelinks.Unicode, false, true)
	if err != nil {
		return nil, err
	}
	src := []byte(r.Input)
	doc := md.Parser().Parse(text.NewReader(src))
	err = gast.Walk(doc, func(n gast.Node, entering bool) (gast.WalkStatus, error) {
		if l := ulast.LinkOf(n); entering && l != nil {
			add(l.Record(), string(l.LabelText(nil, src)), string(l.Href(src)))
			return gast.WalkSkipChildren, nil
		}
		return gast.WalkContinue, nil
	})
	return rows, err
}
