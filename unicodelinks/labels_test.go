package unicodelinks

import (
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// TestStableCJKEnd: stableCJKEnd passes over the code points of
// U+0800–U+FFFF that are CJK ideographs or stable label code points of
// U+3000–U+30FF other than separators, and no others.
func TestStableCJKEnd(t *testing.T) {
	for r := rune(0x800); r <= 0xFFFF; r++ {
		b := dnsname.Bits(r)
		want := 0
		if 0x4E00 <= r && r <= 0x9FFF ||
			0x3000 <= r && r <= 0x30FF && b&(dnsname.InLabel|dnsname.Stable) == dnsname.InLabel|dnsname.Stable && !dnsname.IsSeparator(r) {
			want = 3
		}
		for _, c := range []struct {
			s    string
			want int
		}{{string(r) + "x", want}, {string(r), want}, {"中国" + string(r) + "x", 6 + want}} {
			s, w := c.s, c.want
			if got := stableCJKEnd(s, 0); got != w {
				t.Errorf("stableCJKEnd(%q) = %d, want %d", s, got, w)
			}
		}
	}
	if got := stableCJKEnd("あ。い", 0); got != 3 {
		t.Errorf("stableCJKEnd stops at the ideographic full stop: got %d, want 3", got)
	}
	for _, s := range []string{"ä¸", "å\u0080A", "åÀ\u0080", "é¿", "\xe3\x81", "\xe3\x81\xc2"} {
		if got := stableCJKEnd(s, 0); got != 0 {
			t.Errorf("stableCJKEnd(%q) = %d, want 0", s, got)
		}
	}
}

// TestIdeographs: the CJK ideographs that ideographsEnd passes over by
// their bytes are label code points that map to themselves, Link_Term
// Include, no CJK sentence punctuation and not invisible; and it finds
// exactly them.
func TestIdeographs(t *testing.T) {
	for r := rune(0x4E00); r <= 0x9FFF; r++ {
		if b := dnsname.Bits(r); b&(dnsname.InLabel|dnsname.Stable) != dnsname.InLabel|dnsname.Stable {
			t.Errorf("U+%04X: host bits %03b, want label and stable", r, b)
		}
		if LinkTerm(r) != Include || isCJKSentencePunct(r) || invisible(r) {
			t.Errorf("U+%04X: Link_Term %v, CJK punctuation %v, invisible %v", r, LinkTerm(r), isCJKSentencePunct(r), invisible(r))
		}
	}
	for r := rune(0x800); r <= 0xFFFF; r++ {
		s := string(r) + "x"
		want := 0
		if 0x4E00 <= r && r <= 0x9FFF {
			want = 3
		}
		if got := ideographsEnd(s, 0); got != want {
			t.Errorf("ideographsEnd(%q) = %d, want %d", s, got, want)
		}
	}
	for _, s := range []string{"ä¸", "å\u0080A", "åÀ\u0080", "é¿"} {
		if got := ideographsEnd(s, 0); got != 0 {
			t.Errorf("ideographsEnd(%q) = %d, want 0", s, got)
		}
	}
}

// TestLabelCharAt compares labelCharAt, which decodes three-byte code
// points inline, with utf8 and isLabelRune, on every code point of the
// BMP and on invalid and cut sequences.
func TestLabelCharAt(t *testing.T) {
	reference := func(s string) int {
		if s[0] < utf8.RuneSelf {
			if asciiHost[s[0]]&aLabel != 0 {
				return 1
			}
			return 0
		}
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError || !isLabelRune(r) {
			return 0
		}
		return n
	}
	texts := []string{"\xe3\x81", "\xe3\x81x", "\xe0\x80\x80", "\xed\xa0\x80", "\xe3\xc1\x81", "\xe3\x81\xc1", "\xff", "é", "\U00020000"}
	for r := rune(0); r <= 0xFFFF; r++ {
		texts = append(texts, string(r), string(r)+"x")
	}
	for _, s := range texts {
		if got, want := labelCharAt(s, 0), reference(s); got != want {
			t.Errorf("labelCharAt(%q) = %d, want %d", s, got, want)
		}
	}
}
