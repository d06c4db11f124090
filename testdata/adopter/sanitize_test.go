package adopter

import (
	"bytes"
	"testing"

	"github.com/microcosm-cc/bluemonday"
)

// TestForumPolicy: a look-alike host marked by the extension keeps its
// class and title through the forum's sanitizer; bluemonday's UGC policy
// alone strips the class, and the added line lets no other class through.
// (bluemonday rewrites the href through net/url, which percent-encodes
// the host; a browser resolves it to the same xn-- host.)
func TestForumPolicy(t *testing.T) {
	const spoofed = `<a href="https://%D1%80%D0%B0%D1%83%D1%80%D0%B0l.com/login" class="unicodelinks-spoof" title="xn--l-7sba6dbr.com" rel="nofollow">https://раураl.com/login</a>`
	for _, c := range []struct {
		name   string
		policy *bluemonday.Policy
		src    string
		want   string
	}{
		{"UGC alone strips the mark", bluemonday.UGCPolicy(), "Log in at https://раураl.com/login",
			`<p>Log in at <a href="https://%D1%80%D0%B0%D1%83%D1%80%D0%B0l.com/login" title="xn--l-7sba6dbr.com" rel="nofollow">https://раураl.com/login</a></p>` + "\n"},
		{"the forum's policy keeps it", ForumPolicy(), "Log in at https://раураl.com/login",
			"<p>Log in at " + spoofed + "</p>\n"},
		{"an ordinary link has no class", ForumPolicy(), "See https://example.com/a",
			`<p>See <a href="https://example.com/a" rel="nofollow">https://example.com/a</a></p>` + "\n"},
		{"no other class passes", ForumPolicy(), `<a class="x unicodelinks-spoof" href="https://example.com/">a</a> <span class="unicodelinks-spoof">b</span>`,
			`<p><a href="https://example.com/" rel="nofollow">a</a> <span>b</span></p>` + "\n"},
	} {
		var b bytes.Buffer
		if err := NewForum().Convert([]byte(c.src), &b); err != nil {
			t.Fatal(err)
		}
		if got := c.policy.Sanitize(b.String()); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s\n(rendered %s)", c.name, got, c.want, b.String())
		}
	}
}
