package unicodelinks

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
)

// TestPlainHref: a URL or mailto address that plainHref lets through is one
// that AppendHref's slow path (appendMinimal, which splits the URL and
// escapes each part) leaves as it is and that holds no invisible code
// point, none of '"', '<', '>' and no backslash.
func TestPlainHref(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, c := range []struct {
		name     string
		prefixes []string
		chars    string
	}{
		{"URL", []string{"https://ex.com/", "http://a.b:80", "http://www.ex.com", "ftp://x.org/", "https://例え.jp/"},
			"abcXYZ019-._~:/?#@!$&*+,;=%()'\"[]{}<> é\\"},
		{"URL with brackets", []string{"https://ex.com/", "https://ex.com/wiki/", "http://a.b:80", "http://a(b", "https://例え.jp/"},
			"ab(()[]{}))]}/?#=&,:~-.'"},
		{"URL with code points", []string{"https://ex.com/", "http://a.b:80", "https://例え.jp/"},
			"abc019-./?#=%()! \u00e9\u0907\u093f\u4e2d\u3002\u300c\u300d\uff01\u200b\u202e\u00ad\ufe0f"},
		{"address", []string{"mailto:"}, "abcXYZ019.-_+@:%?#!é"},
	} {
		// Bytes, or (for the code point case) code points and two bytes
		// that are no UTF-8.
		var pieces []string
		for i := 0; i < len(c.chars); i++ {
			pieces = append(pieces, c.chars[i:i+1])
		}
		if c.name == "URL with code points" {
			pieces = []string{"\xff", "\xe0"}
			for _, r := range c.chars {
				pieces = append(pieces, string(r))
			}
		}
		plain := 0
		for range 300000 {
			b := []byte(c.prefixes[r.Intn(len(c.prefixes))])
			for range 1 + r.Intn(24) {
				b = append(b, pieces[r.Intn(len(pieces))]...)
			}
			if !plainHref(string(b)) {
				continue
			}
			plain++
			if got := string(appendMinimal(nil, string(b))); got != string(b) {
				t.Fatalf("%s %q taken for plain, but AppendHref gives %q", c.name, b, got)
			}
			if strings.ContainsAny(string(b), "\"<>\\\x00") || strings.IndexFunc(string(b), invisible) >= 0 {
				t.Fatalf("%s %q taken for plain, but holds what an href shows escaped", c.name, b)
			}
			if c.name != "address" {
				// The one byte of a plain URL that HTML escapes.
				if _, amp := plainURL(string(b)); amp != strings.Contains(string(b), "&") {
					t.Fatalf("%s %q: plainURL reports '&' %v", c.name, b, amp)
				}
			}
		}
		if plain < 5000 {
			t.Fatalf("only %d plain %ss drawn", plain, c.name)
		}
	}
}

// TestPlainURLRuns: plainURL passes over two-byte letters and three-byte
// code points without decoding them (plainRuns); it decides as the loop that
// decodes every code point does, on URLs of code points of many scripts,
// invisible ones, ones that are not Include, and bytes that are not UTF-8.
func TestPlainURLRuns(t *testing.T) {
	pieces := []string{"a", "/", "-", ".", "(", ")", "\xff", "\xe0", "\xe0\xa4", "\xe0\x80\x80", "\xe0\x80\xaf", "\xed\xa0\x80", "\xc2", "\xc3"}
	for _, r := range "éöαβЖжשא\u0627\u061c\u00ad\u00a9\u00b7\u034f\u0300" + // two bytes
		"\u0907\u093f\u0964\u0978\u0e01\u0e2f\u1100\u115f\u1160\u180e\u200b\u200d\u202e\u2066\u2014\u2026" +
		"\u3001\u3002\u3042\u30a2\u3164\u300c\u300d\u4e2d\u9fff\uac00\ud7a3\ue000\uf900\ufe0f\ufeff\uff01\uffa0\ufffd" +
		"\U0001f600\U000e0001" {
		pieces = append(pieces, string(r))
	}
	rnd := rand.New(rand.NewSource(2))
	plain := 0
	for range 200000 {
		b := []byte("https://ex.com/")
		for range 1 + rnd.Intn(12) {
			b = append(b, pieces[rnd.Intn(len(pieces))]...)
		}
		fast, fastAmp := plainURL(string(b))
		plainRuns = false
		slow, slowAmp := plainURL(string(b))
		plainRuns = true
		if fast != slow || fastAmp != slowAmp {
			t.Fatalf("plainURL(%q) = %v, %v, decoding every code point %v, %v", b, fast, fastAmp, slow, slowAmp)
		}
		if fast {
			plain++
		}
	}
	require.Greater(t, plain, 5000)
}

// TestURLAsIs: the extension's URLAsIs says what AppendHref says of a URL
// it keeps as it is, in every href form, and nothing of the others.
func TestURLAsIs(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	pieces := strings.Split("a|Z|0|-|.|/|?|#|=|&|%|(|)|[|]|'|\"|<| |\\|é|中|。|\u200b|\u202e|\xff|mailto:|@", "|")
	for _, form := range []HrefForm{HrefDefault, MinimalEscaping, PercentEncoding, CmarkGFMEscaping, AsWritten} {
		d := New(WithHrefForm(form))
		asIs := 0
		for range 20000 {
			url := []string{"https://ex.com/", "mailto:", "http://例え.jp"}[r.Intn(3)]
			for range r.Intn(12) {
				url += pieces[r.Intn(len(pieces))]
			}
			out, want := extapi.AppendHref(d, nil, url, uint8(URL), 0, len(url), 0)
			how, ok := extapi.URLAsIs(d, url)
			if ok {
				asIs++
				require.Equal(t, url, string(out), "form %d, %q", form, url)
				require.Equal(t, want, how, "form %d, %q", form, url)
			}
		}
		if form == HrefDefault || form == MinimalEscaping {
			require.Greater(t, asIs, 2000, "form %d", form)
		} else {
			require.Zero(t, asIs, "form %d", form)
		}
	}
}
