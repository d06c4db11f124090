package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
		{`http://example.com\@evil.com`, "example.com"},
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
		s, e := URLHost(tc.url)
		assert.Equal(t, tc.host, tc.url[s:e], "URLHost(%q)", tc.url)
	}
}
