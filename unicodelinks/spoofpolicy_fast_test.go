package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
)

// TestPlainASCIIHost: a host that plainASCIIHost passes and that holds no
// A-label, which checkHostPolicy then leaves unchecked, reads and resolves
// as written and is never suspicious, whatever the well-known domains.
// The hosts are those of the links Detect finds in fastPathTexts, of the
// spoof host table, and ASCII look-alikes of well-known domains.
func TestPlainASCIIHost(t *testing.T) {
	hosts := []string{"", "example.com", "EXAMPLE.COM", "g00gle.com", "paypa1.com", "my_host.example.org", "a-b.c-d.e",
		"xn--80ak6aa92e.com", "XN--80AK6AA92E.COM", "www.xn--e1afmkfd.xn--p1ai", "ex%61mple.com", "example.com~x", "exa mple.com"}
	for _, h := range hosttable.Hosts() {
		hosts = append(hosts, h.Host)
	}
	for _, d := range []*Detector{New(), NewProse(), New(WithSchemes("https", "ftp", "ssh"), WithAnyTLD(true))} {
		for _, text := range fastPathTexts(t) {
			for _, l := range d.Detect(text) {
				hosts = append(hosts, text[l.HostStart:l.HostEnd])
			}
		}
	}
	checkers := []*Detector{New(WithSpoofCheck(SpoofRefuse)), New(WithSpoofCheck(SpoofMark), WithTopDomains("example.com", "g00gle.com", "paypal.com"))}
	plain := 0
	for _, host := range hosts {
		if !plainASCIIHost(host) || dnsname.HasALabel(host) {
			continue
		}
		plain++
		assert.Equal(t, len(host), hostTextEnd(host), "%q reads as written", host)
		browser, ok := decodedHost(host)
		assert.True(t, ok && browser == host, "%q resolves as written", host)
		for _, d := range checkers {
			assert.False(t, d.suspiciousHost(host), "%q is left unchecked, but is suspicious", host)
		}
	}
	t.Logf("%d of %d hosts left unchecked", plain, len(hosts))
	assert.Greater(t, plain, 500)
}
