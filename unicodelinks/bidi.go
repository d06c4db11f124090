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
	const high = 0x8080808080808080
	i := dnsname.FirstNonASCII(s, 0)
	// 32 bytes a step, as most text has no candidate in as many, then 8
	// (link blocks are often short), then the last few one at a time.
	for i+8 <= len(s) {
		var m [4]uint64
		step := 8
		if i+32 <= len(s) {
			w := s[i : i+32]
			m[0], m[1] = rtlCandidates(dnsname.Load64(w)), rtlCandidates(dnsname.Load64(w[8:]))
			m[2], m[3] = rtlCandidates(dnsname.Load64(w[16:])), rtlCandidates(dnsname.Load64(w[24:]))
			step = 32
		} else {
			m[0] = rtlCandidates(dnsname.Load64(s[i:]))
		}
		if (m[0]|m[1]|m[2]|m[3])&high != 0 {
			for k, m := range [4]uint64{m[0] & high, m[1] & high, m[2] & high, m[3] & high} {
				for ; m != 0; m &= m - 1 {
					j := i + 8*k + bits.TrailingZeros64(m)/8
					c, c1 := s[j], byte(0)
					if j+1 < len(s) {
						c1 = s[j+1]
					}
					// U+0900–U+0FFF (Indic, Thai, Tibetan): rtlPairs rules it
					// out too, but a compare costs less where every letter is
					// a candidate.
					if c == 0xE0 && c1 >= 0xA4 {
						continue
					}
					if rtlPairs[(uint(c&0x3F)<<2|uint(c1>>6))&255]>>(c1&63)&1 != 0 && rtlAt(s, j) {
						return true
					}
				}
			}
		}
		i += step
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
// never beyond.) Only the high bits count: the caller clears the others,
// once for several words.
func rtlCandidates(w uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	low := w &^ high
	ge56 := low + (0x80-0x56)*ones
	ge63 := low + (0x80-0x63)*ones
	ge6F := low + (0x80-0x6F)*ones
	// In the high bit, ge6F implies ge63, which implies ge56: their
	// exclusive or is 0x56–0x62 or 0x6F–0x7F.
	return w & (ge56 ^ ge63 ^ ge6F)
}

// rtlPairs holds a bit for each pair of a byte of rtlCandidates (by its
// low six bits) and the byte after it (0 at the end of the text) with
// which rtlAt may hold: most candidates of CJK, Indic and emoji text
// (fullwidth punctuation, EF BC; U+0900–U+0FFF, E0 A4 and up; U+1F000 and
// up, F0 9F) are ruled out by one lookup, without a call.
var rtlPairs = func() (t [64 * 4]uint64) {
	// The leads of rtlAt and the bytes after them with which it may hold.
	for _, r := range [...]struct{ lead, leadMax, next, nextMax byte }{
		{0xD6, 0xD6, 0x90, 0xFF}, {0xD7, 0xDF, 0x00, 0xFF}, // U+0590–U+07FF, and broken sequences
		{0xE0, 0xE0, 0xA0, 0xA3},                           // U+0800–U+08FF
		{0xE2, 0xE2, 0x80, 0x81},                           // Bidi_Control
		{0xEF, 0xEF, 0xAC, 0xB7}, {0xEF, 0xEF, 0xB9, 0xBB}, // U+FB1D–U+FDFF, U+FE70–U+FEFF
		{0xF0, 0xF0, 0x90, 0x90}, {0xF0, 0xF0, 0x9E, 0x9E}, // U+10800–U+10FFF, U+1E800–U+1EFFF
	} {
		for c := int(r.lead); c <= int(r.leadMax); c++ {
			for c1 := int(r.next); c1 <= int(r.nextMax); c1++ {
				t[(c&0x3F)<<2|c1>>6] |= 1 << (c1 & 63)
			}
		}
	}
	return t
}()

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
