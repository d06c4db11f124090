package unicodelinks

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// withReplacement returns text with each byte that utf8.DecodeRuneInString
// reads as an error replaced by U+FFFD, and the offset in it of each
// offset of text (len(text)+1 entries).
func withReplacement(text string) (string, []int) {
	var b strings.Builder
	at := make([]int, len(text)+1)
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		for k := 0; k < n; k++ {
			at[i+k] = b.Len()
		}
		if r == utf8.RuneError && n == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(text[i : i+n])
		}
		i += n
	}
	at[len(text)] = b.Len()
	return b.String(), at
}

// invalidUTF8Pieces build texts where an invalid byte sits in a host, a
// local part, a path, before a scheme and between prose and a link.
var invalidUTF8Pieces = []string{
	"https://", "http://", "www.", "ex", "ample", ".com", ".org", "/path", "?q=1", "#f", "@", "bob",
	" ", "\xe9", "\xff", "\xe4\xbd", "\xc3", "\x80", "\uFFFD", "谢谢", "。", "으로", "mailto:", ".", "-", "_",
	"(", ")", "example.com", "例子", "ไทย", "a",
}

// TestInvalidUTF8AsReplacement: an invalid byte reads as U+FFFD, a lost
// character, where a link starts (issue 41, row 3), so no invalid byte
// starts a host ("ex\xe9mple.com" never links "mple.com", a suffix of the
// host the author wrote): in random texts with invalid bytes, no link or
// host starts right after one, for each preset, as none starts right
// after a U+FFFD glued to a label. (A scheme may, "mailto:" too: the
// host is then the one written, "\xe9https://example.com".) (A link still ends before an invalid
// byte, no link holds one: TestDetectProperties.)
func TestInvalidUTF8AsReplacement(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 3))
	detectors := []struct {
		name string
		d    *Detector
	}{{"New", New()}, {"NewProse", NewProse()}, {"dialect", dialectDetector}}
	texts, links := 0, 0
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := 1 + rng.IntN(10); k > 0; k-- {
			b.WriteString(invalidUTF8Pieces[rng.IntN(len(invalidUTF8Pieces))])
		}
		text := b.String()
		if utf8.ValidString(text) {
			continue
		}
		texts++
		fixed, _ := withReplacement(text)
		scheme := func(s string, l Link) bool {
			return l.Kind == URL || strings.HasPrefix(strings.ToLower(s[l.Start:l.End]), "mailto:")
		}
		after := func(s string, i int) bool {
			r, n := utf8.DecodeLastRuneInString(s[:i])
			return r == utf8.RuneError && n > 0
		}
		for _, v := range detectors {
			for _, l := range v.d.Detect(text) {
				links++
				require.False(t, !scheme(text, l) && (after(text, l.Start) || after(text, l.HostStart)),
					"%s: %q links %q right after an invalid byte", v.name, text, text[l.Start:l.End])
			}
			for _, l := range v.d.Detect(fixed) {
				require.False(t, !scheme(fixed, l) && (after(fixed, l.Start) || after(fixed, l.HostStart)),
					"%s: %q links %q right after U+FFFD", v.name, fixed, fixed[l.Start:l.End])
			}
		}
	}
	require.Greater(t, texts, 10000)
	require.Greater(t, links, 1000)
}
