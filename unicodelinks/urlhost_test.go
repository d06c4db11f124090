package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

func TestURLHost(t *testing.T) {
	for _, tc := range []struct {
		url, host string
	}{
		{"https://example.com", "example.com"},
		{"https://example.com/a?b#c", "example.com"},
		{"https://example.com:8080/a", "example.com"},
		{"https://user:pass@раураl.com/login", "раураl.com"},
		{"https://x:y@accounts.google.com⁄signin⁄v2.evil.com", "accounts.google.com⁄signin⁄v2.evil.com"},
		{"https://user@www.amazön.co.uk/", "www.amazön.co.uk"},
		{"https://a@b@bücher.de:1/", "bücher.de"},
		{"https://example.com/a@evil.com", "example.com"},
		{"https://example.com?q=a@evil.com", "example.com"},
		{"https://example.com#a@evil.com", "example.com"},
		{`http://example.com\@evil.com`, "evil.com"}, // the href writes '\\' as %5C
		{`https://accounts.google.com\signin@раураl.com/`, "раураl.com"},
		{`www.\google.com@аррӏе.com`, "аррӏе.com"},
		{"http://[::1]:8080/", "[::1]"},
		{"http://user@[::1]/", "[::1]"},
		{"http://[::1", "[::1"},
		{"www.example.com/a", "www.example.com"},
		{"www.example.com:80", "www.example.com"},
		{"HTTPS://EXAMPLE.COM/", "EXAMPLE.COM"},
		{"git+ssh://git@github.com/x", "github.com"},
		{"1http://example.com", "1http"},
		{"", ""},
		{"https://", ""},
		{"https://@", ""},
	} {
		s, e := urlHost(tc.url)
		assert.Equal(t, tc.host, tc.url[s:e], "URLHost(%q)", tc.url)
	}
}

// TestDetectHostIsURLHost: the host of every URL that the engine detects
// with "//" (its own scan, which the spoof check and the markup stops read)
// is the host URLHost cuts from the link's text: the one a browser
// resolves. The texts are the conformance lines of LinkDetectionTest.txt
// and the hosts of the spoof host table in URLs with a port, a path, a
// query and a fragment, and without a scheme.
func TestDetectHostIsURLHost(t *testing.T) {
	var texts []string
	for _, c := range readDetectionTest(t, ucd.Version) {
		texts = append(texts, stripMarks(c.want))
	}
	for _, h := range hosttable.Hosts() {
		for _, f := range []string{"see https://%s:8080/a?b=c#d now", "(http://%s/x)", "%s/path", "https://%s。", "mail me@%s"} {
			texts = append(texts, strings.ReplaceAll(f, "%s", h.Host))
		}
	}
	checked := 0
	for _, d := range []*Detector{New(), NewProse(), New(WithSpoofCheck(SpoofMark))} {
		for _, text := range texts {
			for _, l := range d.Detect(text) {
				link := text[l.Start:l.End]
				if l.Kind != URL || l.SchemeEnd > l.Start && !strings.HasPrefix(text[l.SchemeEnd-3:], "://") {
					continue // an address's domain, or mailto: and the like
				}
				s, e := urlHost(link)
				assert.Equal(t, link[s:e], text[l.HostStart:l.HostEnd], "%q in %q", link, text)
				checked++
			}
		}
	}
	t.Logf("%d links: Detect's host is URLHost's", checked)
	assert.Greater(t, checked, 1000)
}

// TestDecodedHost: the host the spoof check reads is the one a browser
// maps, its percent escapes decoded (issue 40, row 3); a host a browser
// refuses is not checked.
func TestDecodedHost(t *testing.T) {
	for _, tc := range []struct {
		host, want string
		ok         bool
	}{
		{"example.com", "example.com", true},
		{"googlé%2Ecom", "googlé.com", true},
		{"раураl%2ecom", "раураl.com", true},
		{"www.googlé.com%C2%AD", "www.googlé.com\u00ad", true},
		{"аррӏе%EF%BC%8Ecom", "аррӏе．com", true},
		{"a%C3.com", "", false},          // not UTF-8
		{"a%zz.com", "", false},          // '%' stays: forbidden
		{"a%2F.com", "", false},          // '/'
		{`www.a.org\0.b.com`, "", false}, // '\'
		{"[::1]", "", false},
	} {
		got, ok := decodedHost(tc.host)
		assert.Equal(t, tc.ok, ok, tc.host)
		assert.Equal(t, tc.want, got, tc.host)
	}
	d := New(WithSpoofCheck(SpoofRefuse))
	for _, h := range []string{"www.googlé.com%C2%AD", "googlé%2Ecom", "раураl%2Ecom", "аррӏе%EF%BC%8Ecom"} {
		refuse, _ := d.checkHostPolicy(h)
		assert.True(t, refuse, h)
	}
}

// TestHostTextEnd: the host a reader sees ends before a character that no
// host name holds (issue 41, rows 4 to 6).
func TestHostTextEnd(t *testing.T) {
	for _, tc := range []struct{ host, want string }{
		{"example.com", "example.com"},
		{"example.com]", "example.com"},
		{"example.com\u00a0x", "example.com"},
		{"example.com'에", "example.com"},
		{"example.com)を参照。次に設定します", "example.com"},
		{"www.xn--80ak6aa92e.com~x", "www.xn--80ak6aa92e.com"},
		{`www.ruby-lang.org\0.example.com`, "www.ruby-lang.org"},
		{"googlé%2Ecom", "googlé"},
		{"例子。测试", "例子。测试"},
		{"foo_bar.example.com", "foo_bar.example.com"},
		{"accounts.google.com⁄signin", "accounts.google.com"},
		{"ex\xe9mple.com", "ex"},
	} {
		assert.Equal(t, tc.want, tc.host[:hostTextEnd(tc.host)], tc.host)
	}
	for _, h := range []string{"example.com)を参照", "www.a.com~x", "a.com\u00a0x", "a.com'b"} {
		_, ok := decodedHost(h)
		assert.False(t, ok, "%q leads nowhere", h)
	}
}
