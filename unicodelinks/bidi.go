package unicodelinks

import (
	"math/bits"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// Bidi: the characters that can reorder a link shown in a text, which end
// a link and which the goldmark extension and AppendHTML isolate links
// from, and the invisible characters that an href shows escaped.

// bidiControlLen returns the length of the Bidi_Control character at s[i]
// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), or 0.
func bidiControlLen(s string, i int) int {
	switch {
	case s[i] == 0xD8 && i+1 < len(s) && s[i+1] == 0x9C:
		return 2
	case s[i] == 0xE2 && i+2 < len(s):
		switch c1, c2 := s[i+1], s[i+2]; {
		case c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || 0xAA <= c2 && c2 <= 0xAE),
			c1 == 0x81 && 0xA6 <= c2 && c2 <= 0xA9:
			return 3
		}
	}
	return 0
}

// needsIsolation reports whether s holds a character of a right-to-left
// block (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF, U+10800–U+10FFF,
// U+1E800–U+1EFFF) or a Bidi_Control character: a link shown in such a text
// is isolated from it (dir="ltr"), so that its text reads as its href does.
// The blocks are told by their UTF-8 bytes, without decoding: CJK or
// Cyrillic text costs a byte loop. (A text of such a script holding only
// marks or digits also counts: isolating a link is harmless.)
func needsIsolation(s string) bool {
	i := dnsname.FirstNonASCII(s, 0)
	for ; i+16 <= len(s); i += 16 {
		w := s[i : i+16]
		m0, m8 := rtlCandidates(dnsname.Load64(w)), rtlCandidates(dnsname.Load64(w[8:]))
		if m0|m8 == 0 {
			continue
		}
		for k, m := range [2]uint64{m0, m8} {
			for ; m != 0; m &= m - 1 {
				j := i + 8*k + bits.TrailingZeros64(m)/8
				if s[j] == 0xE0 && j+1 < len(s) && s[j+1] >= 0xA4 {
					continue // U+0900–U+0FFF: Indic scripts, Thai, Tibetan
				}
				if rtlAt(s, j) {
					return true
				}
			}
		}
	}
	for ; i < len(s); i++ {
		if byteKind[s[i]]&leadRTL != 0 && rtlAt(s, i) {
			return true
		}
	}
	return false
}

// rtlCandidates returns w, eight bytes of text, with the high bit set in
// each byte that may lead a character NeedsIsolation looks for, a superset
// of leadRTL: 0xD6–0xE2 and 0xEF–0xFF. CJK and Hangul lead with 0xE3–0xEE;
// continuation bytes have low bits under 0x40. (Adding 0x80-x to the low
// seven bits of a byte carries into its high bit when they are at least x,
// never beyond.)
func rtlCandidates(w uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	low := w &^ high
	ge56 := low + (0x80-0x56)*ones
	ge63 := low + (0x80-0x63)*ones
	ge6F := low + (0x80-0x6F)*ones
	return w & ge56 &^ (ge63 &^ ge6F) & high
}

// rtlAt reports whether the bytes at s[i], a byte with leadRTL, start
// a character that NeedsIsolation looks for.
func rtlAt(s string, i int) bool {
	c := s[i]
	var c1, c2 byte
	if i+1 < len(s) {
		c1 = s[i+1]
	}
	if i+2 < len(s) {
		c2 = s[i+2]
	}
	switch {
	case c == 0xD6 && c1 >= 0x90, 0xD7 <= c && c <= 0xDF, // U+0590–U+07FF
		c == 0xE0 && 0xA0 <= c1 && c1 <= 0xA3,                               // U+0800–U+08FF
		c == 0xEF && (c1 == 0xAC && c2 >= 0x9D || 0xAD <= c1 && c1 <= 0xB7), // U+FB1D–U+FDFF
		c == 0xEF && (c1 == 0xB9 && c2 >= 0xB0 || c1 == 0xBA || c1 == 0xBB), // U+FE70–U+FEFF
		c == 0xF0 && (c1 == 0x90 || c1 == 0x9E) && c2 >= 0xA0,               // U+10800–U+10FFF, U+1E800–U+1EFFF
		c == 0xE2 && bidiControlLen(s, i) > 0:
		return true
	}
	return false
}

// invisible reports whether r is Bidi_Control or Default_Ignorable_Code_Point
// (of the Unicode version of the spoof tables), the code points that UTS #58
// section 8 asks to percent-escape in a URL that is shown.
func invisible(r rune) bool {
	return r >= 0xAD && (spoof.IsDefaultIgnorable(r) || isBidiControl(r))
}

// appendUnsafeEscaped appends href to dst with what an href shows
// percent-escaped (UTS #58 section 8) escaped, each byte as %XX: ASCII
// controls, bytes that are not UTF-8 and invisible code points (see
// invisible), and with backslash, backslashes. Everything else is appended
// as it is.
func appendUnsafeEscaped(dst []byte, href string, backslash bool) []byte {
	last := 0
	i := 0
	if utf8.ValidString(href) {
		// Only the code points whose lead byte has leadInvisible need decoding.
		for ; i < len(href); i++ {
			if c := href[i]; c < ' ' || c == 0x7F || c == '\\' && backslash || byteKind[c]&leadInvisible != 0 && startsInvisible(href, i) {
				break
			}
		}
	}
	for i < len(href) {
		n := 1
		if c := href[i]; c < utf8.RuneSelf {
			if c >= ' ' && c != 0x7F && (c != '\\' || !backslash) {
				i++
				continue
			}
		} else {
			var r rune
			r, n = utf8.DecodeRuneInString(href[i:])
			if n > 1 && !invisible(r) {
				i += n
				continue
			}
		}
		dst = append(dst, href[last:i]...)
		for _, b := range []byte(href[i : i+n]) {
			dst = appendPercent(dst, b)
		}
		i += n
		last = i
	}
	return append(dst, href[last:]...)
}

// startsInvisible reports whether the code point at s[i] is invisible.
func startsInvisible(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return invisible(r)
}
