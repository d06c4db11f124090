package unicodelinks_test

import (
	"strings"
	"testing"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// TestSchemesWithoutAuthority guards that the Unicode dialect picks up the
// engine's schemes without an authority when they are named: each is a URL
// link whose href is its text.
func TestSchemesWithoutAuthority(t *testing.T) {
	for _, c := range []struct {
		schemes []string
		src     string
		want    string
		auto    bool // through *ast.AutoLink nodes
	}{
		{[]string{"https", "tel"}, "Call tel:+1-555-0100.",
			`<p>Call <a href="tel:+1-555-0100">tel:+1-555-0100</a>.</p>`, false},
		{nil, "Call tel:+1-555-0100.", `<p>Call tel:+1-555-0100.</p>`, false},
		{[]string{"magnet"}, "Get magnet:?xt=urn:btih:c12fe1&dn=a.iso now",
			`<p>Get <a href="magnet:?xt=urn:btih:c12fe1&amp;dn=a.iso">magnet:?xt=urn:btih:c12fe1&amp;dn=a.iso</a> now</p>`, false},
		{[]string{"xmpp"}, "Chat xmpp:romeo@example.net/orchard!",
			`<p>Chat <a href="xmpp:romeo@example.net/orchard">xmpp:romeo@example.net/orchard</a>!</p>`, false},
		{[]string{"mailto"}, "Mail mailto:jane@example.com?subject=Hi%20there.",
			`<p>Mail <a href="mailto:jane@example.com?subject=Hi%20there">mailto:jane@example.com?subject=Hi%20there</a>.</p>`, false},
		{[]string{"https", "tel"}, "电话：tel:+86-10-1234-5678。谢谢",
			`<p>电话：<a href="tel:+86-10-1234-5678">tel:+86-10-1234-5678</a>。谢谢</p>`, false},
		{[]string{"https", "tel"}, "Call tel:+1-555-0100.",
			`<p>Call <a href="tel:+1-555-0100">tel:+1-555-0100</a>.</p>`, true},
	} {
		var opts []unicodelinks.Option
		if c.schemes != nil {
			opts = append(opts, unicodelinks.WithSchemes(c.schemes...))
		}
		if c.auto {
			opts = append(opts, unicodelinks.WithAutoLinkNodes(true))
		}
		if got := strings.TrimSpace(render(c.src, opts...)); got != c.want {
			t.Errorf("%q %q:\n got  %s\n want %s", c.schemes, c.src, got, c.want)
		}
	}
	// A dangerous scheme among them is refused, not opted into.
	if _, err := unicodelinks.NewChecked(unicodelinks.WithSchemes("javascript", "tel")); err == nil {
		t.Error(`WithSchemes("javascript", "tel") accepted`)
	}
}
