package unicodelinks

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"
	gparser "github.com/yuin/goldmark/parser"
)

// TestSchemeOptionErrors: WithSchemes and WithWWWScheme with a name that is
// no scheme name, or a dangerous scheme, make NewChecked fail with an error
// that names the option and the value (and New panic), instead of being
// dropped or falling back to http in silence.
func TestSchemeOptionErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		opt  Option
		want string // in the error
	}{
		{"javascript", WithSchemes("https", "javascript"), `WithSchemes: "javascript"`},
		{"JavaScript:", WithSchemes("JavaScript:"), `WithSchemes: "JavaScript:"`},
		{"vbscript", WithSchemes("vbscript"), `"vbscript"`},
		{"file:", WithSchemes("file:"), `"file:"`},
		{"DATA", WithSchemes("DATA"), `"DATA"`},
		{"space", WithSchemes("ht tp"), `WithSchemes: "ht tp"`},
		{"empty", WithSchemes(""), `WithSchemes: ""`},
		{"digit first", WithSchemes("9p"), `"9p"`},
		{"www javascript", WithWWWScheme("javascript"), `WithWWWScheme: "javascript"`},
		{"www Data:", WithWWWScheme("Data:"), `WithWWWScheme: "Data:"`},
		{"www space", WithWWWScheme("ht tp"), `WithWWWScheme: "ht tp"`},
		{"www slashes only", WithWWWScheme("://"), `WithWWWScheme: "://"`},
		{"www javascript://", WithWWWScheme("javascript://"), `"javascript://"`},
	} {
		checkOptionError(t, c.name, c.want, c.opt)
	}
}

// TestSchemeOptionsAccepted: scheme names, with or without ':', in any
// case; for www links "https", "https:" and "https://" alike.
func TestSchemeOptionsAccepted(t *testing.T) {
	for _, c := range []struct {
		name string
		opt  Option
		src  string
		want string
	}{
		{"https:", WithSchemes("HTTPS:", "svn+ssh"), "https://example.com ftp://example.com",
			`<p><a href="https://example.com">https://example.com</a> ftp://example.com</p>` + "\n"},
		{"www https", WithWWWScheme("https"), "www.example.com",
			`<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
		{"www https:", WithWWWScheme("https:"), "www.example.com",
			`<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
		{"www https://", WithWWWScheme("https://"), "www.example.com",
			`<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
		{"www HTTPS://", WithWWWScheme("HTTPS://"), "www.example.com",
			`<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
		// "" is the dialect's default, as a client passing its own
		// empty setting through expects (Hugo's constructor has no
		// error path).
		{"www empty", WithWWWScheme(""), "www.example.com",
			`<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
	} {
		e, err := NewChecked(c.opt)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if got := convert(t, goldmark.New(goldmark.WithExtensions(e)), c.src); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// TestSchemeSuffixes: a scheme is named with or without a trailing ':' or
// "://", in any case, in WithSchemes and WithWWWScheme alike (one rule,
// unicodelinks.CheckScheme).
func TestSchemeSuffixes(t *testing.T) {
	src := "https://x.com/a ftp://x.com/b www.x.com"
	want := convert(t, goldmark.New(goldmark.WithExtensions(New(WithSchemes("https"), WithWWWScheme("https")))), src)
	for _, opts := range [][]Option{
		{WithSchemes("HTTPS:"), WithWWWScheme("https:")},
		{WithSchemes("https://"), WithWWWScheme("HTTPS://")},
	} {
		if got := convert(t, goldmark.New(goldmark.WithExtensions(New(opts...))), src); got != want {
			t.Errorf("got %s, want %s", got, want)
		}
	}
}

// TestOptionRangeErrors: an option value that is none of the constants and
// a nil option make NewChecked fail with an error that names the option
// (and New panic), instead of being taken in silence or panicking with a
// nil pointer.
func TestOptionRangeErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		opts []Option
		want string // in the error
	}{
		{"dialect", []Option{WithDialect(99)}, "WithDialect: 99 is no dialect"},
		{"dialect 3", []Option{WithDialect(MD4C + 1)}, "WithDialect: 3 is no dialect"},
		{"kinds", []Option{WithKinds(1 << 7)}, "WithKinds: 0x80"},
		{"kinds mixed", []Option{WithKinds(URL | 1<<3)}, "bits 0x8"},
		{"href form", []Option{WithHrefForm(42)}, "WithHrefForm: 42 is no href form"},
		{"spoof policy", []Option{WithSpoofCheck(42)}, "WithSpoofCheck: 42 is no spoof policy"},
		{"nil", []Option{nil}, "option 1 of 1: nil option"},
		{"nil second", []Option{WithDialect(GFM), nil}, "option 2 of 2: nil option"},
	} {
		checkOptionError(t, c.name, c.want, c.opts...)
	}
	// Every constant is accepted.
	var opts []Option
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		opts = append(opts, WithDialect(d))
	}
	for _, k := range []LinkKind{0, URL, Domain, Email, AllKinds} {
		opts = append(opts, WithKinds(k))
	}
	for _, f := range []HrefForm{DialectDefault, MinimalEscaping, PercentEncoding, CmarkGFMEscaping} {
		opts = append(opts, WithHrefForm(f))
	}
	for _, p := range []SpoofPolicy{SpoofRefuse, SpoofMark, SpoofOff} {
		opts = append(opts, WithSpoofCheck(p))
	}
	opts = append(opts, WithSchemes("https"), WithFilter(nil))
	if _, err := NewChecked(opts...); err != nil {
		t.Errorf("valid options: %v", err)
	}
}

// checkOptionError checks that NewChecked refuses opts, without
// panicking, with an error starting "unicodelinks: " that holds want, and
// that New panics on them.
func checkOptionError(t *testing.T, name string, want string, opts ...Option) {
	t.Helper()
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("%s: NewChecked panics: %v", name, r)
			}
		}()
		_, err = NewChecked(opts...)
	}()
	if err == nil {
		t.Errorf("%s: NewChecked accepts it", name)
		return
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "unicodelinks: ") || !strings.Contains(msg, want) {
		t.Errorf("%s: error %q, want one starting \"unicodelinks: \" naming %s", name, msg, want)
	}
	var oe *OptionError
	if !errors.As(err, &oe) || !strings.HasPrefix(err.Error(), "unicodelinks: "+oe.Option+": ") {
		t.Errorf("%s: error %#v, want an *OptionError naming the option of %q", name, err, want)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Errorf("%s: New does not panic", name)
			}
		}()
		New(opts...)
	}()
}

// TestClientOptions: options as clients pass them through from their own
// configuration (issue 35, rows 13 and 14). WithWWWScheme("") is the
// dialect's default in every dialect; a scheme that a dialect can never
// link is refused with an error that says why, not accepted and ignored.
func TestClientOptions(t *testing.T) {
	for _, c := range []struct {
		dialect Dialect
		want    string
	}{
		{Unicode, `<p><a href="https://www.example.com">www.example.com</a></p>` + "\n"},
		{GFM, `<p><a href="http://www.example.com">www.example.com</a></p>` + "\n"},
		{MD4C, `<p><a href="http://www.example.com">www.example.com</a></p>` + "\n"},
	} {
		e, err := NewChecked(WithDialect(c.dialect), WithWWWScheme(""))
		if err != nil {
			t.Errorf("%s: %v", c.dialect, err)
			continue
		}
		if got := convert(t, goldmark.New(goldmark.WithExtensions(e)), "www.example.com"); got != c.want {
			t.Errorf("%s: got %s, want %s", c.dialect, got, c.want)
		}
	}
	// GFM and MD4C link a scheme only before "://" (cmark-gfm's and md4c's
	// grammar): magnet and tel, which have no authority, could never link.
	for _, d := range []Dialect{GFM, MD4C} {
		for _, s := range []string{"magnet", "tel:"} {
			checkOptionError(t, d.String()+" "+s, `WithSchemes: "`+s+`" has no authority`,
				WithDialect(d), WithSchemes("https", s))
		}
	}
	// Gitea's custom schemes with an authority link in GFM.
	e := New(WithDialect(GFM), WithSchemes("https", "gemini"))
	want := `<p><a href="gemini://example.org/a">gemini://example.org/a</a></p>` + "\n"
	if got := convert(t, goldmark.New(goldmark.WithExtensions(e)), "gemini://example.org/a"); got != want {
		t.Errorf("GFM gemini: got %s, want %s", got, want)
	}
}

// TestOptionsThroughGoldmark: an Option is also a goldmark parser option
// (issue 43 row 1, as goldmark's footnote options are renderer options):
// goldmark.WithParserOptions sets it in the extension registered there,
// over New's options, the renderer's attributes included; an invalid one
// panics as goldmark builds its parser.
func TestOptionsThroughGoldmark(t *testing.T) {
	const src = "see www.example.com/é and https://example.org/a"
	for _, c := range []struct {
		name string
		ext  goldmark.Extender
		opts []Option
		want string
	}{
		{"none", New(), nil,
			`<p>see <a href="https://www.example.com/é">www.example.com/é</a> and <a href="https://example.org/a">https://example.org/a</a></p>` + "\n"},
		{"dialect and attributes", New(), []Option{WithDialect(GFM), WithAttributes(Attribute{Name: "rel", Value: "nofollow"})},
			`<p>see <a href="http://www.example.com/%C3%A9" rel="nofollow">www.example.com/é</a> and <a href="https://example.org/a" rel="nofollow">https://example.org/a</a></p>` + "\n"},
		{"over New's", New(WithKinds(URL), WithHrefForm(PercentEncoding)), []Option{WithKinds(Domain)},
			`<p>see <a href="https://www.example.com/%C3%A9">www.example.com/é</a> and https://example.org/a</p>` + "\n"},
	} {
		var popts []gparser.Option
		for _, o := range c.opts {
			popts = append(popts, o)
		}
		md := goldmark.New(goldmark.WithExtensions(c.ext), goldmark.WithParserOptions(popts...))
		assert.Equal(t, c.want, convert(t, md, src), c.name)
	}
	md := goldmark.New(goldmark.WithExtensions(New()), goldmark.WithParserOptions(WithHrefForm(42)))
	assert.PanicsWithError(t, "unicodelinks: WithHrefForm: 42 is no href form; use MinimalEscaping, PercentEncoding, CmarkGFMEscaping or AsWritten",
		func() { convert(t, md, src) })
}
