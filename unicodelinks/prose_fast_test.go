package unicodelinks

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// fastPathTexts returns the texts that the fast paths of the scan (issue
// 45: the cost per link) are compared with their plain loops on: every
// line of LinkDetectionTest.txt (markers removed), every line of
// testdata/prose-paths.txt, and texts with invalid UTF-8, dashes,
// brackets and every script's boundary bytes.
func fastPathTexts(t *testing.T) []string {
	t.Helper()
	var texts []string
	for _, c := range readDetectionTest(t, ucd.Version) {
		texts = append(texts, stripMarks(c.want))
	}
	for _, c := range readPathCases(t) {
		texts = append(texts, c.text)
	}
	texts = append(texts,
		"https://example.com/a\xffb中文", "https://example.com/a\xe0\x80\x80b中", "https://example.com/a\xe3\x81b",
		"https://example.com/\xed\xa0\x80x中", "https://example.com/abc\xc3", "https://example.com/abc\xe3\x81",
		"https://example.com/guide——详见下文", "https://example.com/v1（3 级）", "https://example.com/docs/guideเว็บ",
		"https://example.com/a.b/ᄀ가", "https://example.com/über中文/x.y한국어?q=a&b=中文#frag日本語",
		"https://example.com/%E6%9D%B1京/abc東京", "https://example.com/path/をご覧ください", "https://example.com/에서 확인",
		"https://example.com/\uA960\uA97C\uE000\uF8FF\uF900abc\uFF08x", "https://example.com/abc\U00020000def\U0001B001",
	)
	return texts
}

// TestProseInert3 checks every code point that proseCandidate passes over
// without decoding: none of them may end a path.
func TestProseInert3(t *testing.T) {
	var buf [utf8.UTFMax]byte
	skipped := 0
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		n := utf8.EncodeRune(buf[:], r)
		if n == 3 && !proseInert3(buf[0], buf[1]) || n == 4 {
			continue
		}
		skipped++
		if isProseScript(r) || r == 0x2014 || r == 0x2015 || isWideOpenBracket(r) {
			t.Errorf("U+%04X is passed over, but may end a path", r)
		}
		// And proseCandidate does pass it over.
		s := "a" + string(r) + "b"
		require.Equal(t, len(s), proseCandidate(s, 0, len(s)), "U+%04X", r)
	}
	t.Logf("%d code points passed over without decoding", skipped)
	assert.Greater(t, skipped, 10000)
}

// TestProsePathEndFast: prosePathEnd, which decodes only the code points
// that may end a path, gives the offset it gives decoding every code point
// that is not ASCII (proseSkips off), from every start and to every end of
// every text.
func TestProsePathEndFast(t *testing.T) {
	compared, cut := 0, 0
	for _, text := range fastPathTexts(t) {
		// The offsets a URL's termination gives: code point boundaries.
		boundary := func(i int) bool { return i == len(text) || utf8.RuneStart(text[i]) }
		for start := 0; start <= len(text); start++ {
			if !boundary(start) {
				continue
			}
			for _, end := range []int{len(text), start + (len(text)-start)/2, start + 1} {
				for end < len(text) && !boundary(end) {
					end++
				}
				if end > len(text) {
					continue
				}
				proseSkips = false
				want := prosePathEnd(text, start, end)
				proseSkips = true
				require.Equal(t, want, prosePathEnd(text, start, end), "prosePathEnd(%q, %d, %d)", text, start, end)
				compared++
				if want >= 0 {
					cut++
				}
			}
		}
	}
	t.Logf("%d calls compared, %d of them cut", compared, cut)
	assert.Greater(t, cut, 1000)
	assert.Greater(t, compared, 50000)
}
