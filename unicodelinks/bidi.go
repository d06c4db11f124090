package unicodelinks

import "unicode"

// Bidi: the characters that can reorder a link shown in a text, which the
// goldmark extension and AppendHTML isolate links from, and the invisible
// characters that an href shows escaped.

// BidiControlLen returns the length of the Bidi_Control character at s[i]
// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), or 0.
func BidiControlLen(s string, i int) int {
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

// NeedsIsolation reports whether s holds a character of a right-to-left
// block (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF, U+10800–U+10FFF,
// U+1E800–U+1EFFF) or a Bidi_Control character: a link shown in such a text
// is isolated from it (dir="ltr"), so that its text reads as its href does.
// The blocks are told by their UTF-8 bytes, without decoding: CJK or
// Cyrillic text costs a byte loop. (A text of such a script holding only
// marks or digits also counts: isolating a link is harmless.)
func NeedsIsolation(s string) bool {
	for i := firstNonASCII(s, 0); i < len(s); {
		if i+8 <= len(s) && rtlLead[s[i]]|rtlLead[s[i+1]]|rtlLead[s[i+2]]|rtlLead[s[i+3]]|
			rtlLead[s[i+4]]|rtlLead[s[i+5]]|rtlLead[s[i+6]]|rtlLead[s[i+7]] == 0 {
			i += 8
			continue
		}
		// The next eight bytes one by one.
		for end := min(i+8, len(s)); i < end; {
			c := s[i]
			switch {
			case rtlLead[c] == 0:
				i++
			case c == 0xE0 && i+1 < len(s) && 0xA4 <= s[i+1] && s[i+1] <= 0xBF:
				// U+0900–U+0FFF (Indic scripts, Thai, Tibetan): the
				// lead and the continuation byte after it.
				i += 2
			case rtlAt(s, i):
				return true
			default:
				i++
			}
		}
	}
	return false
}

// rtlLead marks the UTF-8 lead bytes of the characters NeedsIsolation looks
// for; the bytes of ASCII, Latin, Greek, Cyrillic, CJK and Hangul text are
// passed over with table look-ups, eight bytes at a time.
var rtlLead = func() (t [256]uint8) {
	for c := 0xD6; c <= 0xE0; c++ {
		t[c] = 1
	}
	t[0xE2], t[0xEF], t[0xF0] = 1, 1, 1
	return t
}()

// rtlAt reports whether the bytes at s[i], a byte that rtlLead marks, start
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
		c == 0xE2 && BidiControlLen(s, i) > 0:
		return true
	}
	return false
}

// Invisible reports whether r is Bidi_Control or Default_Ignorable_Code_Point
// (of the Unicode version of the spoof tables), the code points that UTS #58
// section 8 asks to percent-escape in a URL that is shown.
func Invisible(r rune) bool {
	return r >= 0xAD && (classOf(r).flags&spoofIgnorable != 0 || unicode.Is(unicode.Bidi_Control, r))
}
