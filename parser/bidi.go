package parser

import (
	"bytes"

	"github.com/yuin/goldmark/ast"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
)

// Bidi: the Bidi_Control characters that split a run, and the right-to-left
// text that makes a block's links isolated.

// A bidiCursor finds the Bidi_Control characters of b (U+061C, U+200E,
// U+200F, U+202A–U+202E, U+2066–U+2069) from left to right. U+061C is
// searched for whole, for its lead byte starts most Arabic letters, the
// others by their lead byte 0xE2: most text has none, and typographic
// quotes and dashes (0xE2 0x80 …) are passed over quickly. It remembers the
// next of each it found, so that a text with many pieces is searched once.
type bidiCursor struct {
	b []byte
	// alm and e2 are the offsets of the next U+061C and 0xE2 found, or
	// len(b); -1 before the first search.
	alm, e2 int
}

// next returns the offset and length of the first Bidi_Control character
// at or after from, or len(b) and 0.
func (c *bidiCursor) next(from int) (int, int) {
	b := c.b
	for from < len(b) {
		if c.alm < from {
			c.alm = len(b)
			if i := bytes.Index(b[from:], arabicLetterMark); i >= 0 {
				c.alm = from + i
			}
		}
		if c.e2 < from {
			c.e2 = indexByteFrom(b, 0xE2, from)
		}
		i := min(c.alm, c.e2)
		if i >= len(b) {
			break
		}
		if n := bidiControlAt(b, i); n > 0 {
			return i, n
		}
		from = i + 1
	}
	return len(b), 0
}

// arabicLetterMark is U+061C, the one Bidi_Control character outside
// U+2000–U+206F.
var arabicLetterMark = []byte("\u061C")

// indexByteFrom returns the offset of the first c in b at or after from,
// or len(b).
func indexByteFrom(b []byte, c byte, from int) int {
	if i := bytes.IndexByte(b[from:], c); i >= 0 {
		return from + i
	}
	return len(b)
}

// bidiControlAt returns the length of the Bidi_Control character at b[i],
// or 0.
func bidiControlAt(b []byte, i int) int {
	switch {
	case b[i] == 0xD8 && i+1 < len(b) && b[i+1] == 0x9C:
		return 2
	case b[i] == 0xE2 && i+2 < len(b):
		switch c1, c2 := b[i+1], b[i+2]; {
		case c1 == 0x80 && (c2 == 0x8E || c2 == 0x8F || 0xAA <= c2 && c2 <= 0xAE),
			c1 == 0x81 && 0xA6 <= c2 && c2 <= 0xA9:
			return 3
		}
	}
	return 0
}

// hasRTL reports whether the lines of block hold a character of a
// right-to-left block (U+0590–U+08FF, U+FB1D–U+FDFF, U+FE70–U+FEFF,
// U+10800–U+10FFF, U+1E800–U+1EFFF) or a Bidi_Control character, in the
// reader's text (rtlInText). The
// blocks are told by their UTF-8 bytes, without decoding: a paragraph of
// CJK or Cyrillic text costs a byte loop. (A block of such a script
// holding only marks or digits also counts: isolating a link is harmless.)
//
// The bytes src[skipStart:skipEnd), known to be ASCII, are not looked at.
func hasRTL(block ast.Node, src []byte, skipStart, skipEnd int) bool {
	lines := block.Lines()
	for i := 0; i < lines.Len(); i++ {
		l := lines.At(i)
		if skipStart < l.Stop && l.Start < skipEnd {
			if l.Start < skipStart && rtlInText(src[l.Start:skipStart]) || skipEnd < l.Stop && rtlInText(src[skipEnd:l.Stop]) {
				return true
			}
			continue
		}
		if rtlInText(src[l.Start:l.Stop]) {
			return true
		}
	}
	return false
}

// rtlLead marks the UTF-8 lead bytes of the characters hasRTL looks for;
// the bytes of ASCII, Latin, Greek, Cyrillic, CJK and Hangul text are
// passed over with table look-ups, eight bytes at a time.
var rtlLead = func() (t [256]uint8) {
	for c := 0xD6; c <= 0xE0; c++ {
		t[c] = 1
	}
	t[0xE2], t[0xEF], t[0xF0] = 1, 1, 1
	return t
}()

// rtlInText reports whether the reader's text of b, the source of a line,
// holds a character that hasRTL looks for: a character reference such as
// "&rlm;" or "&#x202E;" stands for its character. (A reference in a code
// span, which goldmark shows as it is, counts too: isolating is harmless.)
func rtlInText(b []byte) bool {
	if rtlIn(b) {
		return true
	}
	if bytes.IndexByte(b, '&') < 0 {
		return false
	}
	text, _ := mdtext.Append(nil, nil, b, 0, false)
	return rtlIn(text)
}

// rtlIn reports whether b holds a character that hasRTL looks for.
func rtlIn(b []byte) bool {
	if ascii(b) {
		return false
	}
	for i := 0; i < len(b); {
		if i+8 <= len(b) && classesOf8(&rtlLead, b, i) == 0 {
			i += 8
			continue
		}
		// The next eight bytes one by one.
		for end := min(i+8, len(b)); i < end; {
			c := b[i]
			switch {
			case rtlLead[c] == 0:
				i++
			case c == 0xE0 && i+1 < len(b) && 0xA4 <= b[i+1] && b[i+1] <= 0xBF:
				// U+0900–U+0FFF (Indic scripts, Thai, Tibetan): the
				// lead and the continuation byte after it.
				i += 2
			case rtlAt(b, i):
				return true
			default:
				i++
			}
		}
	}
	return false
}

// rtlAt reports whether the bytes at b[i], a byte that rtlLead marks, start
// a character that hasRTL looks for.
func rtlAt(b []byte, i int) bool {
	c := b[i]
	var c1, c2 byte
	if i+1 < len(b) {
		c1 = b[i+1]
	}
	if i+2 < len(b) {
		c2 = b[i+2]
	}
	switch {
	case c == 0xD6 && c1 >= 0x90, 0xD7 <= c && c <= 0xDF, // U+0590–U+07FF
		c == 0xE0 && 0xA0 <= c1 && c1 <= 0xA3,                               // U+0800–U+08FF
		c == 0xEF && (c1 == 0xAC && c2 >= 0x9D || 0xAD <= c1 && c1 <= 0xB7), // U+FB1D–U+FDFF
		c == 0xEF && (c1 == 0xB9 && c2 >= 0xB0 || c1 == 0xBA || c1 == 0xBB), // U+FE70–U+FEFF
		c == 0xF0 && (c1 == 0x90 || c1 == 0x9E) && c2 >= 0xA0,               // U+10800–U+10FFF, U+1E800–U+1EFFF
		c == 0xE2 && bidiControlAt(b, i) > 0:
		return true
	}
	return false
}
