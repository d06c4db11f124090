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
	for _, c := range []struct{ in, want string }{
		{"", "http"},
		{"https", "https"},
		{"HTTPS:", "https"},
		{"https://", "https"},
		{"HTTPS://", "https"},
		{"javascript://", "http"},
		{"://", "http"},
		{"javascript", "http"},
		{"Data", "http"},
		{" javascript", "http"},
		{"java\tscript", "http"},
		{"ht tp", "http"},
	} {
		if got := NewParser(config.Config{WWWScheme: c.in}).(*linkParser).wwwScheme; got != c.want {
			t.Errorf("WithWWWScheme(%q): %q, want %q", c.in, got, c.want)
		}
	}
}
