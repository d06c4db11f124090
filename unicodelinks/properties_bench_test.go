package unicodelinks

import (
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

var benchTexts = []struct{ name, text string }{
	{"ASCII", strings.Repeat("The quick brown fox jumps over the lazy dog, 0123456789! ", 20)},
	{"Greek", strings.Repeat("Η Ελλάδα είναι χώρα της νοτιοανατολικής Ευρώπης. ", 20)},
	{"Japanese", strings.Repeat("アルベルト・アインシュタインはドイツ生まれの理論物理学者。", 20)},
	{"Devanagari", strings.Repeat("महात्मा गांधी भारत के राष्ट्रपिता हैं। ", 20)},
}

// rangeTable is the alternative to the two-stage table: sorted ranges of equal
// Link_Term value, searched by binary search. It is built here only to show,
// in BenchmarkLinkTerm, why the generated two-stage table was chosen.
type rangeEntry struct {
	lo, hi rune
	t      Term
}

var rangeTable = func() []rangeEntry {
	var out []rangeEntry
	for r := rune(0); r <= utf8.MaxRune; r++ {
		t := LinkTerm(r)
		if n := len(out); n > 0 && out[n-1].t == t && out[n-1].hi == r-1 {
			out[n-1].hi = r
			continue
		}
		out = append(out, rangeEntry{r, r, t})
	}
	return out
}()

func linkTermRanges(r rune) Term {
	i := sort.Search(len(rangeTable), func(i int) bool { return rangeTable[i].hi >= r })
	return rangeTable[i].t
}

var termSink Term

// BenchmarkLinkTerm measures the lookup per code point of text: the generated
// two-stage table (with its ASCII array) against binary search over the
// ranges of the same data.
func BenchmarkLinkTerm(b *testing.B) {
	for _, tt := range benchTexts {
		runes := []rune(tt.text)
		b.Run("TwoStage/"+tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.text)))
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range runes {
					termSink ^= LinkTerm(r)
				}
			}
		})
		b.Run("Ranges/"+tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.text)))
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range runes {
					termSink ^= linkTermRanges(r)
				}
			}
		})
	}
}

func TestRangeTableAgrees(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r += 7 {
		if LinkTerm(r) != linkTermRanges(r) {
			t.Fatalf("%U", r)
		}
	}
}

var endSink int

// BenchmarkTerminateURL measures termination over long tails in four scripts.
func BenchmarkTerminateURL(b *testing.B) {
	tails := []struct{ name, tail string }{
		{"ASCII", "/wiki/The_Quick_Brown_Fox?action=history&oldid=12345#section-2"},
		{"Greek", "/wiki/Ελληνική_Δημοκρατία_(σύγχρονη_ιστορία)"},
		{"Japanese", "/wiki/アルベルト・アインシュタイン"},
		{"Devanagari", "/wiki/महात्मा_गांधी"},
	}
	for _, tt := range tails {
		text := "https://example.org" + strings.Repeat(tt.tail, 8) + " and more"
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(text) - len("https://example.org")))
			b.ReportAllocs()
			for b.Loop() {
				endSink += TerminateURL(text, len("https://example.org"))
			}
		})
	}
}
