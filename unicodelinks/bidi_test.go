package unicodelinks

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// TestNeedsIsolation: NeedsIsolation, which looks at bytes, finds every right-to-left
// character (bidi class R or AL) and every Bidi_Control character, and no
// CJK, Cyrillic or Greek one.
func TestNeedsIsolation(t *testing.T) {
	for _, r := range []rune{'a', 'é', 'Ж', 'Ω', '中', 'ア', '한', '。', '“', '—', 0x0900, 0xFB00, 0xFE40} {
		if NeedsIsolation(string(r)) {
			t.Errorf("U+%04X taken for right-to-left", r)
		}
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		p, _ := bidi.LookupRune(r)
		if p.Class() != bidi.R && p.Class() != bidi.AL && !unicode.Is(unicode.Bidi_Control, r) {
			continue
		}
		if !NeedsIsolation("x" + string(r) + "y") {
			t.Fatalf("U+%04X not found", r)
		}
	}
}

// TestNeedsIsolationInvalidUTF8: a truncated sequence does not hide the
// right-to-left character after it (a browser shows the character).
func TestNeedsIsolationInvalidUTF8(t *testing.T) {
	for _, s := range []string{"\xE4\u05D0", "\xE4\x80\u05D0", "\xF0\x9F\u0627", "\xC3\u202E", "中\xE4\u05D0中",
		"\xE0\u05D0", "\xE0\xA4\u05D0", "भारत\xE0\u0627", "भारत\u0800", "भारतभारतभारत\u202Eभारत"} {
		if !NeedsIsolation(s) {
			t.Errorf("%q: right-to-left character not found", s)
		}
	}
}

func BenchmarkNeedsIsolation(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"CJK", "東京は日本の首都です。今天天气很好，"},
		{"Hindi", "भारत दिल्ली इतिहास भाषा नगर विज्ञान, "},
		{"Russian", "Россия Москва история язык город — "},
	} {
		b.Run(c.name, func(b *testing.B) {
			text := strings.Repeat(c.text, 100)
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if NeedsIsolation(text) {
					b.Fatal("right-to-left text found")
				}
			}
		})
	}
}

// TestInvisible: Bidi_Control and Default_Ignorable_Code_Point are
// invisible; letters, spaces and full stops are not.
func TestInvisible(t *testing.T) {
	for _, r := range []rune{0xAD, 0x34F, 0x61C, 0x200B, 0x200E, 0x202A, 0x202E, 0x2066, 0x2069, 0x3164, 0xFE0F, 0xFEFF, 0xE0001} {
		if !Invisible(r) {
			t.Errorf("U+%04X should be invisible", r)
		}
	}
	for _, r := range []rune{'a', 0xE9, 0x3002, 0x4E2D, 0x20, 0x3000, 0x600} {
		if Invisible(r) {
			t.Errorf("U+%04X should not be invisible", r)
		}
	}
}

// TestAppendInvisiblesEscaped compares AppendInvisiblesEscaped with its
// rule, one code point at a time, on random text of controls, invisible
// code points, broken sequences and the rest.
func TestAppendInvisiblesEscaped(t *testing.T) {
	pieces := []string{"a", "/", "%", "\x00", "\t", "\x7f", "é", "中", "\u200b", "\u202e", "\u00ad", "\ufe0f", "\U000e0001", "\xff", "\xe4\xb8", "\xed\xa0\x80", "&", "<"}
	want := func(s string) string {
		var b strings.Builder
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r < ' ' || r == 0x7F || r == utf8.RuneError && n == 1 || Invisible(r) {
				for _, c := range []byte(s[i : i+n]) {
					fmt.Fprintf(&b, "%%%02X", c)
				}
			} else {
				b.WriteString(s[i : i+n])
			}
			i += n
		}
		return b.String()
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var in strings.Builder
		for range rng.IntN(10) {
			in.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := in.String()
		if got := string(AppendInvisiblesEscaped([]byte("x"), s)); got != "x"+want(s) {
			t.Fatalf("AppendInvisiblesEscaped(%q) = %q, want %q", s, got[1:], want(s))
		}
	}
}

// TestInvisibleLead: the lead byte of every invisible code point is marked
// in invisibleLead, the quick test of AppendInvisiblesEscaped.
func TestInvisibleLead(t *testing.T) {
	n := 0
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !Invisible(r) {
			continue
		}
		n++
		if b := []byte(string(r)); !invisibleLead[b[0]] {
			t.Errorf("U+%04X: lead byte %#x not marked", r, b[0])
		}
	}
	if n < 4000 {
		t.Errorf("only %d invisible code points", n)
	}
}
