package unicodelinks

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHrefFormRuns: the escapers that append runs of kept bytes at once
// write what escaping byte by byte writes (the definitions of
// PercentEncoding and CmarkGFMEscaping), on every byte and on random
// text with escapes, stray '%' and non-ASCII characters.
func TestHrefFormRuns(t *testing.T) {
	percent := func(s string) []byte {
		var dst []byte
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case asciiHost[c]&bPercentKept != 0:
				dst = append(dst, c)
			case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
				dst = append(dst, s[i:i+3]...)
				i += 2
			default:
				dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			}
		}
		return dst
	}
	cmark := func(s string) []byte {
		var dst []byte
		for i := 0; i < len(s); i++ {
			if c := s[i]; asciiHost[c]&bCmarkKept != 0 {
				dst = append(dst, c)
			} else {
				dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			}
		}
		return dst
	}
	var all []byte
	for c := 0; c < 256; c++ {
		all = append(all, byte(c))
	}
	texts := []string{"", "a", "%", "%4", "%41", "a%4g%41%", "https://x.com/é?q=a b&c#d", string(all)}
	rng := rand.New(rand.NewSource(1))
	alphabet := []string{"a", "Z", "0", "%", "4", "f", "G", " ", "/", "?", "#", "&", "é", "日", "\x00", "\xff", "~", "'", "\\"}
	for range 500 {
		var s []byte
		for range rng.Intn(20) {
			s = append(s, alphabet[rng.Intn(len(alphabet))]...)
		}
		texts = append(texts, string(s))
	}
	for _, s := range texts {
		assert.Equal(t, "x"+string(percent(s)), string(appendPercentEncoded([]byte("x"), s)), "%q", s)
		assert.Equal(t, "x"+string(cmark(s)), string(appendCmarkEscaped([]byte("x"), s)), "%q", s)
	}
}
