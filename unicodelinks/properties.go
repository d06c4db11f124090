package unicodelinks

import "unicode/utf8"

// Term is a value of the Link_Term property (UTS #58 section 3.4.1): how a
// code point affects the end of a link.
type Term uint8

// The Link_Term values.
const (
	// Include: the code point is part of the link.
	Include Term = iota
	// Hard: the link ends before the code point (white space, controls,
	// unassigned code points, …).
	Hard
	// Soft: the link ends before the code point if only Soft code points
	// follow it up to a Hard one or the end of the text (., ?, !, …).
	Soft
	// Open: an opening bracket, matched against a later Close.
	Open
	// Close: a closing bracket; included only when it matches the innermost
	// Open of the same URL part, otherwise treated as Hard.
	Close
)

var termNames = [...]string{"Include", "Hard", "Soft", "Open", "Close"}

// String returns the property value name, such as "Soft".
func (t Term) String() string {
	if int(t) < len(termNames) {
		return termNames[t]
	}
	return "Term(" + itoa(int(t)) + ")"
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

const (
	termMask = 7
	emailBit = 8
)

// props returns the packed Link_Term/Link_Email nibble of r from the
// two-stage table.
func props(r rune) byte {
	if uint32(r) > utf8.MaxRune {
		return byte(Hard)
	}
	b := propBlocks[int(propIndex[r>>propBlockBits])<<(propBlockBits-1)|int(r&(1<<propBlockBits-1))>>1]
	return b >> (uint(r&1) * 4) & 0xF
}

// LinkTerm returns the Link_Term property value of r. Values outside the
// Unicode code space are Hard.
func LinkTerm(r rune) Term {
	if uint32(r) < utf8.RuneSelf {
		return Term(asciiProps[r] & termMask)
	}
	return Term(props(r) & termMask)
}

// LinkBracket returns the Link_Bracket property value of r: for a
// Link_Term=Close code point, the Open code point it matches. ok is false
// for every other code point.
func LinkBracket(r rune) (open rune, ok bool) {
	switch r {
	case ')':
		return '(', true
	case ']':
		return '[', true
	case '}':
		return '{', true
	case '>':
		return '<', true
	}
	if r < utf8.RuneSelf {
		return 0, false
	}
	lo, hi := 0, len(linkBrackets)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if linkBrackets[m][0] < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(linkBrackets) && linkBrackets[lo][0] == r {
		return linkBrackets[lo][1], true
	}
	return 0, false
}

// IsLinkEmail reports whether r has the Link_Email property (UTS #58
// section 5.1): whether it may appear in an unquoted e-mail local part.
func IsLinkEmail(r rune) bool {
	if uint32(r) < utf8.RuneSelf {
		return asciiProps[r]&emailBit != 0
	}
	return props(r)&emailBit != 0
}

// detectionTerm returns the Link_Term value that detection gives the
// non-ASCII code point r: its property value, but Hard for a Bidi_Control
// character, which the data makes Include. UTS #58 section 8 names
// Bidi_Control among the characters a higher level may end a link at: one
// inside a link reorders the text shown after it ("/\u202Emoc.elgoog"
// shows "google.com"), so no link holds one, as no link holds a space, and
// Format keeps them escaped.
func detectionTerm(r rune) Term {
	if isBidiControl(r) {
		return Hard
	}
	return Term(props(r) & termMask)
}

// isBidiControl reports whether r is a Bidi_Control character (see
// BidiControlLen). The first comparison rejects most letters: those below
// U+200E but for U+061C, and those above U+2069.
func isBidiControl(r rune) bool {
	if uint32(r-0x200E) > 0x2069-0x200E {
		return r == 0x061C
	}
	return r <= 0x200F || 0x202A <= r && r <= 0x202E || r >= 0x2066
}

// termAt returns the Link_Term value that detection gives the code point at
// s[i] (see detectionTerm) and its size in bytes. An invalid UTF-8 byte is
// Hard with size 1.
func termAt(s string, i int) (Term, rune, int) {
	c := s[i]
	if c < utf8.RuneSelf {
		return Term(asciiProps[c] & termMask), rune(c), 1
	}
	r, size := decodeRune(s, i)
	if r == utf8.RuneError && size == 1 {
		return Hard, r, 1
	}
	return detectionTerm(r), r, size
}
