package unicodelinks

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
)

// TestAppendAnchor: what AppendAnchor writes of an anchor and which
// attribute wins where two share a name: the link's own over the
// Detector's, dir="ltr" over the Detector's dir but not the link's, the
// spoof mark's class after the link's and its title over both.
func TestAppendAnchor(t *testing.T) {
	d := New(WithAttributes(Attribute{"rel", "nofollow"}, Attribute{"dir", "auto"}, Attribute{"class", "ext"}, Attribute{"title", "t"}))
	for _, c := range []struct {
		name string
		a    Anchor
		want string
	}{
		{"plain", Anchor{Href: []byte("https://example.com/?a=1&b=<2>")},
			`<a href="https://example.com/?a=1&amp;b=&lt;2&gt;" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"isolated", Anchor{Href: []byte("https://example.com/"), Isolate: true},
			`<a href="https://example.com/" dir="ltr" rel="nofollow" class="ext" title="t">`},
		{"isolated, the link's dir", Anchor{Href: []byte("https://example.com/"), Isolate: true, Attributes: []Attribute{{"dir", "rtl"}}},
			`<a href="https://example.com/" rel="nofollow" class="ext" title="t" dir="rtl">`},
		{"spoof", Anchor{Href: []byte("https://раураl.com/"), Spoof: true, Host: "раураl.com"},
			`<a href="https://раураl.com/" class="unicodelinks-spoof" title="xn--l-7sba6dbr.com" rel="nofollow" dir="auto">`},
		{"spoof, the link's class and title", Anchor{Href: []byte("https://раураl.com/"), Spoof: true, Host: "раураl.com",
			Attributes: []Attribute{{"class", `a"b`}, {"title", "x"}, {"rel", "me"}}},
			`<a href="https://раураl.com/" class="a&quot;b unicodelinks-spoof" title="xn--l-7sba6dbr.com" dir="auto" rel="me">`},
		{"the link's href", Anchor{Href: []byte("https://example.com/"), Attributes: []Attribute{{"href", "/go?u=\u202e1&x"}}},
			`<a href="/go?u=%E2%80%AE1&amp;x" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"raw", Anchor{Href: []byte("/a\x01b"), Raw: true}, `<a href="/a%01b" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"dangerous", Anchor{Href: []byte("javascript:alert(1)")}, `<a href="" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"dangerous raw", Anchor{Href: []byte("\x01javascript:alert(1)"), Raw: true}, `<a href="" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"dangerous, unsafe", Anchor{Href: []byte("javascript:alert(1)"), Unsafe: true},
			`<a href="javascript:alert(1)" rel="nofollow" dir="auto" class="ext" title="t">`},
		{"no name", Anchor{Href: []byte("/"), Attributes: []Attribute{{"x onclick", "y"}, {"data-ok", "\x00"}}},
			"<a href=\"/\" rel=\"nofollow\" dir=\"auto\" class=\"ext\" title=\"t\" data-ok=\"\uFFFD\">"},
	} {
		assert.Equal(t, "x"+c.want, string(d.AppendAnchor([]byte("x"), &c.a)), c.name)
	}
}

// TestAppendAttrValue compares appendAttrValue with the byte-by-byte rule on
// text of the five bytes it escapes and their neighbours in its bit tricks.
func TestAppendAttrValue(t *testing.T) {
	pieces := []string{"a", "&", "<", ">", "\"", "\x00", "$", ".", ":", "~", "'", "6", "\x80", "é", " ", "abcdefgh"}
	want := func(s string) string {
		var b []byte
		for i := 0; i < len(s); i++ {
			if e := attrEscapes[s[i]]; e != "" {
				b = append(b, e...)
			} else {
				b = append(b, s[i])
			}
		}
		return string(b)
	}
	seed := uint32(7)
	for range 50000 {
		var s []byte
		for range int(seed>>20) % 40 {
			seed = seed*1664525 + 1013904223
			s = append(s, pieces[int(seed>>16)%len(pieces)]...)
		}
		seed = seed*1664525 + 1013904223
		if got := string(appendAttrValue(nil, string(s))); got != want(string(s)) {
			t.Fatalf("%q: %q, want %q", s, got, want(string(s)))
		}
	}
}

// TestTrustedHrefs: an href that appendHrefSafe finds as is, in any href
// form, is the link's text after the prefix of its kind; one it finds
// safe holds nothing HTML escapes, so that the anchor
// writer of extapi.TrustedAnchors, which writes it as it is, writes what
// the anchor writer writes; a Raw href (a filter's) is escaped by both.
func TestTrustedHrefs(t *testing.T) {
	d := New(WithAttributes(Attribute{"rel", "nofollow"}))
	trusted := extapi.TrustedAnchors(d).(*Detector)
	rnd := rand.New(rand.NewSource(3))
	pieces := []string{"a", "Z", "0", "/", "?", "#", "&", "=", "(", ")", "{", "'", "\"", "<", ">", "\x00", "%", ".", "@", "-", "é", "中", "\u200b", "\\"}
	safe := 0
	for range 100000 {
		b := []byte{}
		for range 1 + rnd.Intn(12) {
			b = append(b, pieces[rnd.Intn(len(pieces))]...)
		}
		for _, c := range []struct {
			prefix string
			kind   Kind
		}{{"https://x.com/", URL}, {"www.x.com/", Domain}, {"a", Email}, {"mailto:a", URL}} {
			text := c.prefix + string(b)
			l := Link{Start: 0, End: len(text), Kind: c.kind}
			if c.kind == Email {
				text = "a" + string(b) + "@x.com"
				l.End = len(text)
			}
			form := []HrefForm{MinimalEscaping, PercentEncoding, CmarkGFMEscaping, AsWritten}[rnd.Intn(4)]
			got, how := appendHrefSafe(nil, l, text, form, "")
			if how&extapi.HrefAsIs != 0 {
				// The link's text after the prefix of its kind.
				require.True(t, strings.HasSuffix(string(got), text[l.SchemeEnd:l.End]), "%q %q", got, text)
				require.Equal(t, len(got), len(text[l.SchemeEnd:l.End])+len(map[Kind]string{URL: "", Domain: "https://", Email: "mailto:"}[c.kind]), "%q %q", got, text)
			}
			if how&extapi.HrefSafe == 0 {
				continue
			}
			safe++
			require.False(t, strings.ContainsAny(string(got), "&<>\"\x00"), "%q taken for safe", got)
			a := Anchor{Href: got}
			require.Equal(t, string(d.AppendAnchor(nil, &a)), string(trusted.AppendAnchor(nil, &a)))
			a.Raw = true
			require.Equal(t, string(d.AppendAnchor(nil, &a)), string(trusted.AppendAnchor(nil, &a)))
		}
	}
	require.Greater(t, safe, 10000)
	a := Anchor{Href: []byte(`https://x.com/"><script>`), Raw: true}
	assert.Equal(t, string(d.AppendAnchor(nil, &a)), string(trusted.AppendAnchor(nil, &a)))
}
