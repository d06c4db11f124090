package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

func TestLinkHref(t *testing.T) {
	tests := []struct{ text, want string }{
		{"see https://example.com/α now", "https://example.com/α"},
		{"see example.com/a.b now", "https://example.com/a.b"},
		{"see www.youtube.com/@핑크퐁 now", "https://www.youtube.com/@핑크퐁"},
		{"see ftp://files.example.org/pub now", "ftp://files.example.org/pub"},
		{"see https://ja.wikipedia.org/wiki/%E3%82%A2 now", "https://ja.wikipedia.org/wiki/ア"},
		{"mail a.b@example.com now", "mailto:a.b@example.com"},
		{"mail mailto:a.b@example.com now", "mailto:a.b@example.com"},
		{"mail MAILTO:ab@example.com now", "mailto:ab@example.com"},
		{"mail a%b?c#d@example.com now", "mailto:a%25b%3Fc%23d@example.com"},
		{"mail アルベルト@example.com now", "mailto:アルベルト@example.com"},
	}
	for _, tt := range tests {
		links := Detect(tt.text)
		if len(links) != 1 {
			t.Errorf("%q: %d links", tt.text, len(links))
			continue
		}
		if got := links[0].Href(tt.text); got != tt.want {
			t.Errorf("%q: Href = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestImpliedScheme guards that a link without a scheme gets "https://"
// (ImpliedScheme) in its href, in Href and in AppendHTML, and that a link
// with one keeps it.
func TestImpliedScheme(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"www.example.com", "https://www.example.com"},
		{"example.org", "https://example.org"},
		{"http://example.org", "http://example.org"},
	} {
		links := Detect(tt.text)
		if len(links) != 1 {
			t.Fatalf("%q: %d links", tt.text, len(links))
		}
		if got := links[0].Href(tt.text); got != tt.want {
			t.Errorf("%q: Href = %q, want %q", tt.text, got, tt.want)
		}
		html := string(New().AppendHTML(nil, tt.text))
		if want := `<a href="` + tt.want + `">` + tt.text + `</a>`; html != want {
			t.Errorf("%q: AppendHTML = %s, want %s", tt.text, html, want)
		}
	}
	// Another scheme, as ImpliedScheme's documentation says.
	text := "see www.example.com/a b"
	l := Detect(text)[0]
	if got := string(AppendHref([]byte("http://"), text[l.Start:l.End])); got != "http://www.example.com/a" {
		t.Errorf("AppendHref with http:// = %q", got)
	}
}

// TestAppendHrefAgreesWithFormat guards that hrefs and Format share one
// formatter: on every source line of the 18.0.0 LinkFormattingTest.txt that
// Format accepts, and on the expected lines, AppendHref gives Format's
// result.
func TestAppendHrefAgreesWithFormat(t *testing.T) {
	cases := readFormatCases(t, uts58File(t, ucd.Version))
	checked := 0
	for _, c := range cases {
		for _, s := range []string{c.source, c.want} {
			want, err := Format(s)
			if err != nil {
				continue
			}
			checked++
			if got := string(AppendHref([]byte("x"), s)); got != "x"+want {
				t.Errorf("line %d: AppendHref(%q)\n got %q\nwant %q", c.line, s, got, "x"+want)
			}
		}
	}
	if checked < len(cases) {
		t.Errorf("checked %d URLs of %d pairs", checked, len(cases))
	}
	t.Logf("AppendHref = Format on %d URLs of %d pairs", checked, len(cases))
}

// TestAppendHref guards the parts AppendHref keeps, the legacy encoding it
// shares with Format, and what it does with URLs that Format refuses.
func TestAppendHref(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"https://example.com/é?q=%FF", "https://example.com/%C3%A9?q=%FF"},
		{"https://example.com/%CE%B1?q=%CE%B2", "https://example.com/α?q=β"},
		{"HTTPS://Example.COM:8080/a.", "HTTPS://Example.COM:8080/a%2E"},
		{"http://xn--mnchen-3ya.de/", "http://xn--mnchen-3ya.de/"},
		{"example.com/a)", "example.com/a%29"},
		{"mailto:a%b?c#d@example.com", "mailto:a%25b%3Fc%23d@example.com"},
		{"MAILTO:a`b@example.com", "MAILTO:a%60b@example.com"},
		// A mailto URL's query (a link of WithSchemes("mailto")) is escaped
		// as a URL's query; the address before it as an address.
		{"mailto:a@example.com?subject=hi there&body=a%20b", "mailto:a@example.com?subject=hi%20there&body=a%20b"},
		{"mailto:a?b@example.com?subject=x", "mailto:a%3Fb@example.com?subject=x"},
		{"mailto:a@example.com?subject=%E4%BD%A0", "mailto:a@example.com?subject=你"},
		{"mailto:a@example.com?", "mailto:a@example.com?"},
		// Refused by Format: only what must be escaped is.
		{"https:///a b", "https:///a%20b"},
		{"http://a<b>.com/\"x\"`\x01\xff", "http://a%3Cb%3E.com/%22x%22%60%01%FF"},
		{"https://exa\xffmple.com/é", "https://exa%FFmple.com/é"},
		{"", ""},
	} {
		if got := string(AppendHref(nil, c.url)); got != c.want {
			t.Errorf("AppendHref(%q) = %q, want %q", c.url, got, c.want)
		}
	}
}

// TestHrefSameAsAppendHref guards the example of issue 11: Link.Href and
// AppendHref write the same href for the same link.
func TestHrefSameAsAppendHref(t *testing.T) {
	for _, text := range []string{
		"see https://example.com/é?q=%FF now",
		"see example.com/a) now",
		"mail a%b@example.com now",
	} {
		for _, l := range Detect(text) {
			href := l.Href(text)
			if got := string(l.AppendHref(nil, text)); got != href {
				t.Errorf("%q: AppendHref %q, Href %q", text, got, href)
			}
		}
	}
}

// TestAppendHrefAllocs guards that ASCII links cost no allocation beyond
// the growth of dst.
func TestAppendHrefAllocs(t *testing.T) {
	text := "see https://example.com/a/b.c?q=1&r=%41#frag and www.example.org/x. and a.b@example.net"
	links := Detect(text)
	if len(links) != 3 {
		t.Fatalf("%d links", len(links))
	}
	dst := make([]byte, 0, 256)
	if n := testing.AllocsPerRun(100, func() {
		for _, l := range links {
			dst = l.AppendHref(dst[:0], text)
		}
		for _, u := range []string{"https:///refused path", " x", "xmpp:a@b", "http://a.com:99999999/",
			"http://a.com:x/", "http://[::1/", "http://[::1]x/", "http://a<b/", "http://a\xff.com/"} {
			dst = AppendHref(dst[:0], u)
		}
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// TestLinkHrefIsItsDetectors: a Link writes the href of the Detector that
// found it (issue 43 row 6), its href form and implied scheme; a Link of
// Detect, or one made by hand, New()'s.
func TestLinkHrefIsItsDetectors(t *testing.T) {
	const text = "see www.example.com/é and https://example.org/ü"
	for _, d := range []*Detector{
		New(),
		New(WithHrefForm(PercentEncoding)),
		New(WithImpliedScheme("http")),
		New(WithImpliedScheme("http"), WithHrefForm(PercentEncoding)),
		New(WithImpliedScheme("HTTP://")),
	} {
		links := d.Detect(text)
		require.Len(t, links, 2)
		for _, l := range links {
			want := string(d.AppendHref(nil, l, text))
			assert.Equal(t, want, l.Href(text))
			assert.Equal(t, want, string(l.AppendHref(nil, text)))
			var all []string
			for l := range d.All(text) {
				all = append(all, l.Href(text))
			}
			assert.Contains(t, all, want)
		}
	}
	l := Detect(text)[0]
	assert.Equal(t, "https://www.example.com/é", l.Href(text))
	assert.Equal(t, "http://www.example.com/%C3%A9",
		New(WithImpliedScheme("http"), WithHrefForm(PercentEncoding)).Detect(text)[0].Href(text))
	assert.Equal(t, Link{Start: 4, End: 22, Kind: Domain, SchemeEnd: 4, HostStart: 4, HostEnd: 19}, l, "a Link of Detect equals its literal")
}
