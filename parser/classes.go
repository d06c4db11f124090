package parser

import (
	"bytes"
	"encoding/binary"
	"unicode/utf8"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// Byte classes: what a run may hold, told from its bytes before it is read.

// hasBracket reports whether b holds a '[' or ']'.
func hasBracket(b []byte) bool {
	for _, c := range b {
		if c == '[' || c == ']' {
			return true
		}
	}
	return false
}

// mayHoldLinkBytes reports whether b holds a byte that every link of the
// enabled kinds holds: ':' (URL), '.' (www) or '@' (e-mail).
func (p *Parser) mayHoldLinkBytes(b []byte) bool {
	return p.kinds&ul.Domain != 0 && bytes.IndexByte(b, '.') >= 0 ||
		p.kinds&ul.URL != 0 && bytes.IndexByte(b, ':') >= 0 ||
		p.kinds&ul.Email != 0 && bytes.IndexByte(b, '@') >= 0
}

// ascii reports whether b holds only ASCII bytes, 32 at a time.
func ascii(b []byte) bool {
	const high = 0x8080808080808080
	i := 0
	for ; i+32 <= len(b); i += 32 {
		w := b[i : i+32 : i+32]
		if (binary.LittleEndian.Uint64(w)|binary.LittleEndian.Uint64(w[8:])|
			binary.LittleEndian.Uint64(w[16:])|binary.LittleEndian.Uint64(w[24:]))&high != 0 {
			return false
		}
	}
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&high != 0 {
			return false
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
