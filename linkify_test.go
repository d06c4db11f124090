package unicodelinks

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
)

// A registration is a way of registering goldmark's Linkify, with
// options, alongside this extension (ext).
type registration struct {
	name string
	md   func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown
}

// parserOptions turns Linkify options into goldmark parser options.
func parserOptions(lopts []extension.LinkifyOption) []gparser.Option {
	var o []gparser.Option
	for _, l := range lopts {
		o = append(o, l)
	}
	return o
}

var registrations = []registration{
	{"NewLinkify before", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(extension.NewLinkify(lopts...), ext))
	}},
	{"NewLinkify after", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(ext, extension.NewLinkify(lopts...)))
	}},
	{"parser options, Linkify before", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(extension.Linkify, ext), goldmark.WithParserOptions(parserOptions(lopts)...))
	}},
	{"parser options, GFM after", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(ext, extension.GFM), goldmark.WithParserOptions(parserOptions(lopts)...))
	}},
	{"parser options, no Linkify", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		return goldmark.New(goldmark.WithExtensions(ext), goldmark.WithParserOptions(parserOptions(lopts)...))
	}},
	{"parser options added after New, GFM after", func(ext goldmark.Extender, lopts ...extension.LinkifyOption) goldmark.Markdown {
		md := goldmark.New(goldmark.WithExtensions(ext, extension.GFM))
		md.Parser().AddOptions(parserOptions(lopts)...)
		return md
	}},
}

// TestLinkifyAllowedProtocols: Linkify's allowed protocols, however Linkify
// and its options are registered, become the extension's schemes (without
// ':'); an explicit WithSchemes wins. Given to extension.NewLinkify, they
// are what Linkify links (linkifyProtocols): "HTTPS://" none, as Linkify,
// whose prefixes are case-sensitive, which is refused with advice.
func TestLinkifyAllowedProtocols(t *testing.T) {
	const src = "https://example.com/a ftp://example.com/b http://example.com/c"
	link := func(u string) string { return fmt.Sprintf(`<a href="%s">%s</a>`, u, u) }
	httpsOnly := "<p>" + link("https://example.com/a") + " ftp://example.com/b http://example.com/c</p>\n"
	ftpOnly := "<p>https://example.com/a " + link("ftp://example.com/b") + " http://example.com/c</p>\n"
	for _, r := range registrations {
		for _, c := range []struct {
			name   string
			ext    goldmark.Extender
			protos []string
			want   string
		}{
			{"https:", Extension, []string{"https:"}, httpsOnly},
			{"HTTPS://", Extension, []string{"HTTPS://"}, httpsOnly},
			// An empty list is nil to Linkify: its default protocols.
			{"empty", Extension, []string{}, "<p>" + link("https://example.com/a") + " " + link("ftp://example.com/b") + " " + link("http://example.com/c") + "</p>\n"},
			{"explicit WithSchemes wins", New(WithSchemes("ftp")), []string{"https:"}, ftpOnly},
		} {
			if c.name == "HTTPS://" && strings.HasPrefix(r.name, "NewLinkify") {
				msg := panicOf(func() { r.md(c.ext, extension.WithLinkifyAllowedProtocols(c.protos)) })
				assert.Contains(t, msg, "unicodelinks: extension.NewLinkify: goldmark's Linkify parser links no URL", r.name)
				assert.Contains(t, msg, "WithKinds", r.name)
				continue
			}
			md := r.md(c.ext, extension.WithLinkifyAllowedProtocols(c.protos))
			want := c.want
			if got := convert(t, md, src); got != want {
				t.Errorf("%s, %s:\n got %s\nwant %s", r.name, c.name, got, want)
			}
		}
	}
}

// TestLinkifyRegexpsRefused: a Linkify regexp other than Linkify's default
// cannot be honoured (no regexp finds links here): goldmark.New panics with
// a message that names the option (extension.NewLinkify for one given
// there, where it cannot be read) and says what to use instead.
func TestLinkifyRegexpsRefused(t *testing.T) {
	custom := regexp.MustCompile(`^https?://[a-z.]+`)
	for _, r := range registrations {
		for _, c := range []struct {
			name string
			opt  extension.LinkifyOption
		}{
			{"WithLinkifyURLRegexp", extension.WithLinkifyURLRegexp(custom)},
			{"WithLinkifyWWWRegexp", extension.WithLinkifyWWWRegexp(custom)},
			{"WithLinkifyEmailRegexp", extension.WithLinkifyEmailRegexp(custom)},
		} {
			msg := panicOf(func() { convert(t, r.md(Extension, c.opt), "https://example.com") })
			option := c.name
			if strings.HasPrefix(r.name, "NewLinkify") {
				option = "extension.NewLinkify"
			}
			if !strings.HasPrefix(msg, "unicodelinks: ") || !strings.Contains(msg, option) ||
				!strings.Contains(msg, "WithKinds") || !strings.Contains(msg, "WithFilter") {
				t.Errorf("%s, %s: panic %q, want one starting \"unicodelinks: \" naming the option, WithKinds and WithFilter", r.name, c.name, msg)
			}
		}
	}
}

// TestLinkifyDefaultRegexpsAccepted: Linkify's own default regexps (the
// e-mail one is nil) are no customization and are accepted.
func TestLinkifyDefaultRegexpsAccepted(t *testing.T) {
	def := defaultLinkifyConfig(t)
	if def.URLRegexp == nil || def.WWWRegexp == nil {
		t.Fatalf("cannot read the default LinkifyConfig: %+v", def)
	}
	const src = "see https://example.com/文档, www.example.org and mail@example.com."
	want := convert(t, goldmark.New(goldmark.WithExtensions(Extension)), src)
	for _, r := range registrations {
		md := r.md(Extension,
			extension.WithLinkifyURLRegexp(regexp.MustCompile(def.URLRegexp.String())),
			extension.WithLinkifyWWWRegexp(def.WWWRegexp),
			extension.WithLinkifyEmailRegexp(nil))
		var got string
		if msg := panicOf(func() { got = convert(t, md, src) }); msg != "" {
			t.Errorf("%s: %s", r.name, msg)
		} else if got != want {
			t.Errorf("%s:\n got %s\nwant %s", r.name, got, want)
		}
	}
}

// TestLinkifyDangerousProtocol: a Linkify protocol that cannot be a scheme
// here (dangerous, or no scheme name) is refused, not dropped in silence.
// Given to extension.NewLinkify, it is what Linkify makes of it: nothing
// (its default regexp links only http, https and ftp), and https only is
// linked.
func TestLinkifyDangerousProtocol(t *testing.T) {
	for _, r := range registrations {
		for _, p := range []string{"javascript:", "ht tp:"} {
			if strings.HasPrefix(r.name, "NewLinkify") {
				got := convert(t, r.md(Extension, extension.WithLinkifyAllowedProtocols([]string{"https:", p})), "https://example.com http://example.com")
				assert.Equal(t, `<p><a href="https://example.com">https://example.com</a> http://example.com</p>`+"\n", got, "%s, %q", r.name, p)
				continue
			}
			msg := panicOf(func() {
				convert(t, r.md(Extension, extension.WithLinkifyAllowedProtocols([]string{"https:", p})), "https://example.com")
			})
			if !strings.HasPrefix(msg, "unicodelinks: ") || !strings.Contains(msg, "WithLinkifyAllowedProtocols") || !strings.Contains(msg, fmt.Sprintf("%q", p)) {
				t.Errorf("%s, %q: panic %q", r.name, p, msg)
			}
		}
	}
}

// TestLinkifyTwice: two Linkify, one before and one after the extension:
// one link per text, the protocols honoured.
func TestLinkifyTwice(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(
		extension.NewLinkify(extension.WithLinkifyAllowedProtocols([]string{"https:"})),
		extension.Table, Extension, extension.GFM))
	const src = "https://example.com/a http://example.com/c www.example.com"
	want := `<p><a href="https://example.com/a">https://example.com/a</a> http://example.com/c <a href="https://www.example.com">www.example.com</a></p>` + "\n"
	if got := convert(t, md, src); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// panicOf returns the message of f's panic, or "".
func panicOf(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprint(r)
		}
	}()
	f()
	return ""
}

// TestNewMarkdown: a Linkify conflict is an error of NewMarkdown, where
// goldmark.New panics; a configuration without one converts as usual.
func TestNewMarkdown(t *testing.T) {
	re := regexp.MustCompile(`https?://\S+`)
	for _, opts := range [][]goldmark.Option{
		{goldmark.WithExtensions(New(), extension.NewLinkify(extension.WithLinkifyURLRegexp(re)))},
		{goldmark.WithExtensions(extension.NewLinkify(extension.WithLinkifyWWWRegexp(re)), New())},
		{goldmark.WithExtensions(New()), goldmark.WithParserOptions(extension.WithLinkifyAllowedProtocols([][]byte{[]byte("javascript:")}))},
		{goldmark.WithExtensions(New()), goldmark.WithParserOptions(extension.WithLinkifyEmailRegexp(re))},
	} {
		md, err := NewMarkdown(opts...)
		if err == nil || md != nil || !strings.HasPrefix(err.Error(), "unicodelinks: extension.") {
			t.Errorf("NewMarkdown: %v, %v; want the Linkify conflict", md, err)
		}
	}
	md, err := NewMarkdown(goldmark.WithExtensions(extension.GFM, New()))
	if err != nil {
		t.Fatal(err)
	}
	if got := convert(t, md, "see www.example.com"); got != `<p>see <a href="https://www.example.com">www.example.com</a></p>`+"\n" {
		t.Errorf("got %s", got)
	}
}

// TestLinkifyDefaultFingerprints: the fingerprints by which a Linkify
// regexp is known as Linkify's default are those of goldmark's defaults,
// and a regexp that differs in one byte is not.
func TestLinkifyDefaultFingerprints(t *testing.T) {
	def := defaultLinkifyConfig(t)
	require.NotNil(t, def.URLRegexp)
	require.NotNil(t, def.WWWRegexp)
	assert.Equal(t, linkifyURLDefault, fingerprint(def.URLRegexp), "goldmark's default URL regexp")
	assert.Equal(t, linkifyWWWDefault, fingerprint(def.WWWRegexp), "goldmark's default www regexp")
	assert.Nil(t, def.EmailRegexp, "goldmark's default e-mail regexp")
	assert.NotEqual(t, linkifyURLDefault, fingerprint(regexp.MustCompile(def.URLRegexp.String()+"?")))
}

// TestLinkifyRecognized: goldmark's Linkify parser, with or without
// options, is recognized by its exported methods; other parsers (this
// package's stand-in among them), nil and values that are no parsers are
// not.
func TestLinkifyRecognized(t *testing.T) {
	for _, c := range []struct {
		name string
		v    any
		want bool
	}{
		{"NewLinkifyParser()", extension.NewLinkifyParser(), true},
		{"with protocols", extension.NewLinkifyParser(extension.WithLinkifyAllowedProtocols([]string{"https:"})), true},
		{"strikethrough", extension.NewStrikethroughParser(), false},
		{"nil", nil, false},
		{"typed nil", (*struct{})(nil), false},
		{"a string", "linkifyParser", false},
		{"the stand-in", linkifyTriggers{}, false},
	} {
		assert.Equal(t, c.want, isLinkify(c.v), c.name)
	}
}

// defaultLinkifyConfig returns the configuration of goldmark's Linkify
// parser with its defaults, read by reflection (which the library does
// not use): the parser embeds extension.LinkifyConfig.
func defaultLinkifyConfig(t *testing.T) extension.LinkifyConfig {
	t.Helper()
	v := reflect.ValueOf(extension.NewLinkifyParser())
	require.Equal(t, reflect.Pointer, v.Kind())
	f := v.Elem().FieldByName("LinkifyConfig")
	require.True(t, f.IsValid())
	return f.Interface().(extension.LinkifyConfig)
}

// TestLinkifyProbes: what goldmark's Linkify with its defaults makes of
// each probe is what linkifyProbes says, and its protocols are the
// default (nil); a Linkify with allowed protocols or regexps of its own is
// told apart.
func TestLinkifyProbes(t *testing.T) {
	def := extension.NewLinkifyParser()
	for _, p := range linkifyProbes {
		assert.Equal(t, p.want, probeLinkify(def, p.line), p.line)
	}
	protos, err := linkifyProtocols(def)
	assert.NoError(t, err)
	assert.Nil(t, protos)
	for _, c := range []struct {
		name   string
		opts   []extension.LinkifyOption
		protos []string // nil: the default
		err    bool
	}{
		{"the default protocols", []extension.LinkifyOption{extension.WithLinkifyAllowedProtocols([]string{"http:", "https:", "ftp:"})}, nil, false},
		{"https only", []extension.LinkifyOption{extension.WithLinkifyAllowedProtocols([]string{"https:"})}, []string{"https:"}, false},
		{"https and ftp", []extension.LinkifyOption{extension.WithLinkifyAllowedProtocols([]string{"ftp://", "https:"})}, []string{"https:", "ftp:"}, false},
		{"upper case: none", []extension.LinkifyOption{extension.WithLinkifyAllowedProtocols([]string{"HTTPS://"})}, nil, true},
		{"URL regexp", []extension.LinkifyOption{extension.WithLinkifyURLRegexp(regexp.MustCompile(`^https?://[a-z.]+`))}, nil, true},
		{"www regexp", []extension.LinkifyOption{extension.WithLinkifyWWWRegexp(regexp.MustCompile(`^www\.[a-z.]+`))}, nil, true},
		{"e-mail regexp", []extension.LinkifyOption{extension.WithLinkifyEmailRegexp(regexp.MustCompile(`^[a-z]+@[a-z]+\.com`))}, nil, true},
	} {
		protos, err := linkifyProtocols(extension.NewLinkifyParser(c.opts...))
		if c.err {
			assert.ErrorContains(t, err, "extension.NewLinkify", c.name)
			continue
		}
		require.NoError(t, err, c.name)
		if c.protos == nil {
			assert.Nil(t, protos, c.name)
			continue
		}
		got := []string{}
		for _, p := range protos {
			got = append(got, string(p))
		}
		assert.Equal(t, c.protos, got, c.name)
	}
}
