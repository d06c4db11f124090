package renderer

import (
	"strings"
	"testing"
)

// houdiniHref is appendCmarkHref with the HTML escapes of cmark-gfm's
// houdini_escape_href: '&' as "&amp;", the single quote as "&#x27;".
func houdiniHref(dst, url []byte) []byte {
	return append(dst, strings.NewReplacer("&", "&amp;", "'", "&#x27;").Replace(string(appendCmarkHref(nil, url)))...)
}

// Each href is what cmark-gfm 0.29.0.gfm.13 -e autolink writes for the
// link (the raw bytes of its href attribute).
func TestAppendCmarkHref(t *testing.T) {
	tests := []struct{ name, url, want string }{
		{"non-ASCII path", "http://google.com/å", "http://google.com/%C3%A5"},
		{"e acute", "http://a.com/é", "http://a.com/%C3%A9"},
		{"non-ASCII host", "http://é.com", "http://%C3%A9.com"},
		{"ideographic space", "http://www.a.com/a\u3000b", "http://www.a.com/a%E3%80%80b"},
		{"space", "http://a.com/a b", "http://a.com/a%20b"},
		{"double quote", `http://a.com/"q`, "http://a.com/%22q"},
		{"single quote", "http://a.com/'q", "http://a.com/&#x27;q"},
		{"ampersand", "http://a.com/?a=1&b=2", "http://a.com/?a=1&amp;b=2"},
		{"percent kept", "http://a.com/%41%zz", "http://a.com/%41%zz"},
		{"brackets braces bar caret backtick backslash", "http://a.com/[x]{y}|^`\\", "http://a.com/%5Bx%5D%7By%7D%7C%5E%60%5C"},
		{"kept punctuation", "http://a.com/#!$*+,;=:@~-_.()", "http://a.com/#!$*+,;=:@~-_.()"},
		{"backslash", `http://a.com/\x`, "http://a.com/%5Cx"},
		{"angle brackets", "a<b>c", "a%3Cb%3Ec"},
		{"controls and DEL", "a\x00\t\n\x7f", "a%00%09%0A%7F"},
		{"invalid UTF-8", "a\xff", "a%FF"},
		{"mailto", "mailto:foo+bar@example.com", "mailto:foo+bar@example.com"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(houdiniHref([]byte("x"), []byte(tt.url)))
			if got != "x"+tt.want {
				t.Errorf("appendCmarkHref(%q), HTML-escaped = %q, want %q", tt.url, got[1:], tt.want)
			}
		})
	}
}

func TestAppendCmarkHrefAllocs(t *testing.T) {
	url := []byte("http://google.com/å?a=1&b='2'")
	dst := make([]byte, 0, 128)
	if n := testing.AllocsPerRun(100, func() { appendCmarkHref(dst[:0], url) }); n != 0 {
		t.Errorf("appendCmarkHref allocates %v times into a large enough dst", n)
	}
}
