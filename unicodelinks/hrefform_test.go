package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCmarkGFMEscaping: each href is what cmark-gfm 0.29.0.gfm.13
// -e autolink writes for the link (the raw bytes of its href attribute),
// but for the single quote and the ampersand, which cmark-gfm escapes for
// HTML as "&#x27;" and "&amp;" and AppendAnchor as goldmark does.
func TestCmarkGFMEscaping(t *testing.T) {
	for _, c := range []struct{ name, url, want string }{
		{"non-ASCII path", "http://google.com/å", "http://google.com/%C3%A5"},
		{"e acute", "http://a.com/é", "http://a.com/%C3%A9"},
		{"non-ASCII host", "http://é.com", "http://%C3%A9.com"},
		{"ideographic space", "http://www.a.com/a\u3000b", "http://www.a.com/a%E3%80%80b"},
		{"space", "http://a.com/a b", "http://a.com/a%20b"},
		{"double quote", `http://a.com/"q`, "http://a.com/%22q"},
		{"single quote", "http://a.com/'q", "http://a.com/'q"},
		{"ampersand", "http://a.com/?a=1&b=2", "http://a.com/?a=1&b=2"},
		{"percent kept", "http://a.com/%41%zz", "http://a.com/%41%zz"},
		{"brackets braces bar caret backtick backslash", "http://a.com/[x]{y}|^`\\", "http://a.com/%5Bx%5D%7By%7D%7C%5E%60%5C"},
		{"kept punctuation", "http://a.com/#!$*+,;=:@~-_.()", "http://a.com/#!$*+,;=:@~-_.()"},
		{"angle brackets", "a<b>c", "a%3Cb%3Ec"},
		{"controls and DEL", "a\x00\t\n\x7f", "a%00%09%0A%7F"},
		{"invalid UTF-8", "a\xff", "a%FF"},
		{"mailto", "mailto:foo+bar@example.com", "mailto:foo+bar@example.com"},
		{"empty", "", ""},
	} {
		assert.Equal(t, "x"+c.want, string(appendCmarkEscaped([]byte("x"), c.url)), c.name)
	}
	url, dst := "http://google.com/å?a=1&b='2'", make([]byte, 0, 128)
	assert.Zero(t, testing.AllocsPerRun(100, func() { appendCmarkEscaped(dst[:0], url) }))
}

// TestDetectorAppendHref: the href of each kind of link in each form, with
// the implied scheme in front of a Domain and "mailto:" in front of an
// address, and what no href shows raw escaped in every form.
func TestDetectorAppendHref(t *testing.T) {
	type hrefs struct{ minimal, percent, cmark, written string }
	for _, c := range []struct {
		text string
		opts []Option
		want hrefs
	}{
		{"see https://el.wikipedia.org/wiki/Ελλάδα now", nil, hrefs{
			"https://el.wikipedia.org/wiki/Ελλάδα",
			"https://el.wikipedia.org/wiki/%CE%95%CE%BB%CE%BB%CE%AC%CE%B4%CE%B1",
			"https://el.wikipedia.org/wiki/%CE%95%CE%BB%CE%BB%CE%AC%CE%B4%CE%B1",
			"https://el.wikipedia.org/wiki/Ελλάδα"}},
		{"see www.example.com/a b", []Option{WithImpliedScheme("HTTP://")}, hrefs{
			"http://www.example.com/a", "http://www.example.com/a", "http://www.example.com/a", "http://www.example.com/a"}},
		{"see example.org/%E4%BD%A0x.", nil, hrefs{
			"https://example.org/你x", "https://example.org/%E4%BD%A0x", "https://example.org/%E4%BD%A0x", "https://example.org/%E4%BD%A0x"}},
		{"mail MailTo:a%b@example.com now", nil, hrefs{
			"mailto:a%25b@example.com", "mailto:a%25b@example.com", "mailto:a%b@example.com", "mailto:a%b@example.com"}},
		{"see https://x\u200by.com/a\\b", nil, hrefs{
			"https://x%E2%80%8By.com/a%5Cb", "https://x%E2%80%8By.com/a%5Cb", "https://x%E2%80%8By.com/a%5Cb", "https://x%E2%80%8By.com/a%5Cb"}},
		{"see https://example.com/(a))", nil, hrefs{
			"https://example.com/(a)", "https://example.com/(a)", "https://example.com/(a)", "https://example.com/(a)"}},
	} {
		for form, want := range map[HrefForm]string{HrefDefault: c.want.minimal, MinimalEscaping: c.want.minimal,
			PercentEncoding: c.want.percent, CmarkGFMEscaping: c.want.cmark, AsWritten: c.want.written} {
			d := New(append([]Option{WithHrefForm(form)}, c.opts...)...)
			links := d.Detect(c.text)
			require.Len(t, links, 1, c.text)
			assert.Equal(t, "x"+want, string(d.AppendHref([]byte("x"), links[0], c.text)), "%q %v", c.text, form)
		}
	}
	_, err := NewChecked(WithImpliedScheme("javascript"))
	assert.ErrorContains(t, err, `WithImpliedScheme: "javascript" is a dangerous scheme`)
	_, err = NewChecked(WithHrefForm(AsWritten + 1))
	assert.ErrorContains(t, err, "WithHrefForm: 5 is no href form")
	assert.Equal(t, "AsWritten", AsWritten.String())
	assert.Equal(t, "HrefForm(9)", HrefForm(9).String())
}

// TestDetectorAppendHrefAllocs: a plain link's href, and an escaped one,
// are made without allocating into a buffer large enough.
func TestDetectorAppendHrefAllocs(t *testing.T) {
	text := "see https://example.com/a/b?c=d and https://el.wikipedia.org/wiki/Ελλάδα%20x and www.example.com"
	links := Detect(text)
	require.Len(t, links, 3)
	dst := make([]byte, 0, 256)
	for _, l := range links {
		assert.Zero(t, testing.AllocsPerRun(100, func() { defaultDetector.AppendHref(dst[:0], l, text) }), text[l.Start:l.End])
	}
	assert.True(t, strings.HasPrefix(links[2].Href(text), "https://www."))
}
