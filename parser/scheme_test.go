package parser

import (
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
)

// TestSchemeNames: the parser takes only scheme names (RFC 3986) that
// goldmark does not deem dangerous, for URL links and for www links; a
// name with a space or a tab would make links that hold one, or hrefs that
// a browser reads as javascript:. The root package refuses these names
// (NewChecked); the parser, for callers that bypass it, drops them.
func TestSchemeNames(t *testing.T) {
	p := NewParser(config.Config{Schemes: []string{"https", "JavaScript", "vbscript:", " javascript", "java script", "java\tscript", "svn+ssh", "9p", ""}}).(*linkParser)
	if want := []string{"svn+ssh", "https"}; len(p.schemes) != len(want) || p.schemes[0] != want[0] || p.schemes[1] != want[1] {
		t.Errorf("schemes %q, want %q", p.schemes, want)
	}
	// want "" is the dialect's own scheme: https in the Unicode dialect,
	// http in the GFM and MD4C dialects.
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"https", "https"},
		{"HTTPS:", "https"},
		{"https://", "https"},
		{"HTTPS://", "https"},
		{"http", "http"},
		{"javascript://", ""},
		{"://", ""},
		{"javascript", ""},
		{"Data", ""},
		{" javascript", ""},
		{"java\tscript", ""},
		{"ht tp", ""},
	} {
		for d, own := range map[config.Dialect]string{config.Unicode: "https", config.GFM: "http", config.MD4C: "http"} {
			want := c.want
			if want == "" {
				want = own
			}
			if got := NewParser(config.Config{Dialect: d, WWWScheme: c.in}).(*linkParser).wwwScheme; got != want {
				t.Errorf("%v, WithWWWScheme(%q): %q, want %q", d, c.in, got, want)
			}
		}
	}
}
