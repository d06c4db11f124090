package unicodelinks

import (
	"math/rand"
	"strings"
	"testing"
)

// TestPlainHref: a URL or mailto address that plainHref lets through is one
// that AppendHref leaves as it is and that holds no invisible code point,
// none of '"', '<', '>' and no backslash.
func TestPlainHref(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for _, c := range []struct {
		name     string
		prefixes []string
		chars    string
	}{
		{"URL", []string{"https://ex.com/", "http://a.b:80", "http://www.ex.com", "ftp://x.org/", "https://例え.jp/"},
			"abcXYZ019-._~:/?#@!$&*+,;=%()'\"[]<> é\\"},
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
			if got := string(AppendHref(nil, string(b))); got != string(b) {
				t.Fatalf("%s %q taken for plain, but AppendHref gives %q", c.name, b, got)
			}
			if strings.ContainsAny(string(b), "\"<>\\") || strings.IndexFunc(string(b), invisible) >= 0 {
				t.Fatalf("%s %q taken for plain, but holds what an href shows escaped", c.name, b)
			}
		}
		if plain < 5000 {
			t.Fatalf("only %d plain %ss drawn", plain, c.name)
		}
	}
}
