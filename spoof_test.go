package unicodelinks

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
)

// TestSpoofedHosts: by default a link whose host looks like another one is
// not made, in every dialect; SpoofMark makes it with a class and the
// host's Punycode form as title; real IDN hosts link.
func TestSpoofedHosts(t *testing.T) {
	for _, c := range []struct {
		name, src string
		policy    SpoofPolicy
		want      string
	}{
		{"Cyrillic look-alike refused", "https://раураl.com/login", SpoofRefuse,
			"<p>https://раураl.com/login</p>\n"},
		{"mixed script refused", "see https://gооgle.com and www.gооgle.com", SpoofRefuse,
			"<p>see https://gооgle.com and www.gооgle.com</p>\n"},
		{"e-mail domain refused", "me@раураl.com", SpoofRefuse, "<p>me@раураl.com</p>\n"},
		{"same-script top-level domain links", "https://яндекс.рф/", SpoofRefuse,
			`<p><a href="https://яндекс.рф/">https://яндекс.рф/</a></p>` + "\n"},
		{"German umlaut links", "https://bücher.de/", SpoofRefuse,
			`<p><a href="https://bücher.de/">https://bücher.de/</a></p>` + "\n"},
		{"marked for moderators", "https://раураl.com/login", SpoofMark,
			`<p><a href="https://раураl.com/login" class="unicodelinks-spoof" title="xn--l-7sba6dbr.com">https://раураl.com/login</a></p>` + "\n"},
		{"off", "https://раураl.com/login", SpoofOff,
			`<p><a href="https://раураl.com/login">https://раураl.com/login</a></p>` + "\n"},
	} {
		for _, d := range []Dialect{Unicode, GFM, MD4C} {
			if d == MD4C || d == GFM && (c.name == "German umlaut links" || c.name == "same-script top-level domain links") {
				continue // hosts these dialects' own grammars do not link
			}
			md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d), WithSpoofCheck(c.policy), WithHrefForm(MinimalEscaping))))
			if got := convert(t, md, c.src); got != c.want {
				t.Errorf("%s, %s: got %s want %s", c.name, d, got, c.want)
			}
		}
	}
}

// TestTopDomains: WithTopDomains protects a site's own name in the
// extension: its look-alikes are refused, it and its subdomains link; an
// invalid domain is an error.
func TestTopDomains(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New(WithTopDomains("example.org"), WithHrefForm(MinimalEscaping))))
	const src = "https://exаmple.org/ https://ëxample.org/ https://www.ëxample.org/ https://example.org/ https://wiki.example.org/"
	want := "<p>https://exаmple.org/ https://ëxample.org/ https://www.ëxample.org/ " +
		`<a href="https://example.org/">https://example.org/</a> <a href="https://wiki.example.org/">https://wiki.example.org/</a></p>` + "\n"
	if got := convert(t, md, src); got != want {
		t.Errorf("got %s want %s", got, want)
	}
	plain := goldmark.New(goldmark.WithExtensions(New(WithHrefForm(MinimalEscaping))))
	if got := convert(t, plain, "https://ëxample.org/"); got != `<p><a href="https://ëxample.org/">https://ëxample.org/</a></p>`+"\n" {
		t.Errorf("without WithTopDomains: %s", got)
	}
	for _, bad := range []string{"", "com", "a b.com", "-x-.com", strings.Repeat("a", 300) + ".com"} {
		if _, err := NewChecked(WithTopDomains("ok.org", bad)); err == nil {
			t.Errorf("WithTopDomains(%q): no error", bad)
		}
	}
}

// TestBidiControls: a Bidi_Control character ends a link in every dialect,
// and an anchor whose paragraph holds one, or right-to-left text, is
// isolated (dir="ltr"), so that its text displays in the order of its href.
func TestBidiControls(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"override before a link", "Visit \u202Ehttps://evil.com/moc.elgoog//:sptth",
			"<p>Visit \u202E<a href=\"https://evil.com/moc.elgoog//:sptth\" dir=\"ltr\">https://evil.com/moc.elgoog//:sptth</a></p>\n"},
		{"control inside a link", "https://x.com/a\u202Eb.html",
			"<p><a href=\"https://x.com/a\" dir=\"ltr\">https://x.com/a</a>\u202Eb.html</p>\n"},
		{"right-to-left paragraph", "ראה https://example.com/a",
			"<p>ראה <a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a></p>\n"},
		{"left-to-right paragraph", "see https://example.com/a",
			"<p>see <a href=\"https://example.com/a\">https://example.com/a</a></p>\n"},
	} {
		for _, d := range []Dialect{Unicode, GFM, MD4C} {
			if d == MD4C && c.name != "right-to-left paragraph" && c.name != "left-to-right paragraph" {
				continue // md4c's boundaries refuse a link next to U+202E
			}
			md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
			if got := convert(t, md, c.src); got != c.want {
				t.Errorf("%s, %s: got %q want %q", c.name, d, got, c.want)
			}
		}
	}
}
