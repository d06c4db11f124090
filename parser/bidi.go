package parser

import (
	"bytes"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"

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
		if n := extapi.BidiControlLen(str(b), i); n > 0 {
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

// hasRTL reports whether the lines of block, in the reader's text
// (rtlInText), hold a character that makes its links isolated
// (extapi.NeedsIsolation).
//
// The bytes src[skipStart:skipEnd), known to be ASCII, are not looked at.
// The lines are looked at as one text, from the start of the first to the
// end of the last: what lies between two lines of a block is the prefix
// of a container (indentation, '>', a list marker), which is ASCII.
func hasRTL(block ast.Node, src []byte, skipStart, skipEnd int) bool {
	lines := block.Lines()
	start, end := lines.At(0).Start, lines.At(lines.Len()-1).Stop
	if skipStart < end && start < skipEnd {
		return start < skipStart && rtlInText(src[start:skipStart]) || skipEnd < end && rtlInText(src[skipEnd:end])
	}
	return rtlInText(src[start:end])
}

// rtlInText reports whether the reader's text of b, the source of a line,
// holds a character that hasRTL looks for: a character reference such as
// "&rlm;" or "&#x202E;" stands for its character. (A reference in a code
// span, which goldmark shows as it is, counts too: isolating is harmless.)
func rtlInText(b []byte) bool {
	if extapi.NeedsIsolation(str(b)) {
		return true
	}
	if bytes.IndexByte(b, '&') < 0 {
		return false
	}
	// The reader's text differs from b by its escapes, each an ASCII
	// character in place of two, and its references, each whole
	// characters: the text holds a character b does not only in a
	// reference, or where a reference completes the bytes of an invalid
	// sequence before it as NeedsIsolation reads them ("\xD6&eacute;" is
	// read as U+0590 and up, as "\xD6é" is).
	return mdtext.AnyReference(b, func(at int, chars []byte) bool {
		var buf [16]byte
		w := append(buf[:0], b[max(at-2, 0):at]...)
		return extapi.NeedsIsolation(str(append(w, chars...)))
	})
}
