package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBrowserURLHosts: with WithBrowserURLHosts, a URL with an explicit
// scheme links any host that a browser's URL parser accepts (any
// top-level domain, underscores in ASCII labels: Hugo's, Gitea's and an
// intranet's hosts, issue 35 row 12), while scheme-less domains keep the
// ICANN rule; Detect's defaults (New()) are unchanged.
func TestBrowserURLHosts(t *testing.T) {
	browser := New(WithBrowserURLHosts(true))
	for _, c := range []struct {
		text              string
		browser, default_ string // the text of the link found, "" for none
	}{
		{"see https://bar.baz/ now", "https://bar.baz/", ""},
		{"see https://foo_bar.example.com/ now", "https://foo_bar.example.com/", ""},
		{"see https://jenkins.internal/job/1 now", "https://jenkins.internal/job/1", ""},
		{"see http://a_b_c.d_e.example/x now", "http://a_b_c.d_e.example/x", ""},
		{"see https://example.com/ now", "https://example.com/", "https://example.com/"},
		{"see bar.baz now", "", ""},
		{"see foo_bar.example.com now", "", ""},
		{"see jenkins.internal now", "", ""},
		{"see https://foo_.example.com/ now", "", ""},
		{"see https://_dmarc_/ now", "", ""},
		{"see https://bar.b4z/ now", "", ""},
		{"see https://bar.baz_/ now", "https://bar.baz", ""}, // as "https://example.com_/" ends
	} {
		for _, v := range []struct {
			d    *Detector
			want string
		}{{browser, c.browser}, {defaultDetector, c.default_}} {
			got := ""
			if ls := v.d.AppendLinks(nil, c.text); len(ls) > 0 {
				got = c.text[ls[0].Start:ls[0].End]
			}
			assert.Equal(t, v.want, got, "%q (browser hosts %v)", c.text, v.d == browser)
		}
	}
}
