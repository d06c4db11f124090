package unicodelinks

import (
	"unicode/utf8"
)

// ASCII character classes for the host scanner.
const (
	aLabel  = 1 << iota // [A-Za-z0-9-]: may appear in a label
	aUpper              // [A-Z]
	aLetter             // [A-Za-z]
	aDigit              // [0-9]
	aScheme             // [A-Za-z0-9+.-]: may appear in a URL scheme
)

// asciiHost holds the classes of the ASCII bytes; the other bytes have none,
// so that a byte of a text indexes it without a bounds check.
var asciiHost = func() (t [256]uint8) {
	for c := range utf8.RuneSelf {
		switch {
		case 'a' <= c && c <= 'z':
			t[c] = aLabel | aLetter | aScheme
		case 'A' <= c && c <= 'Z':
			t[c] = aLabel | aLetter | aUpper | aScheme
		case '0' <= c && c <= '9':
			t[c] = aLabel | aDigit | aScheme
		case c == '-':
			t[c] = aLabel | aScheme
		case c == '+' || c == '.':
			t[c] = aScheme
		}
	}
	return t
}()

// decodeRune is utf8.DecodeRuneInString(s[i:]), with the two- and
// three-byte sequences of most scripts decoded inline.
func decodeRune(s string, i int) (rune, int) {
	switch c := s[i]; {
	case c&0xF0 == 0xE0 && len(s)-i >= 3:
		c1, c2 := s[i+1], s[i+2]
		if c1&0xC0 == 0x80 && c2&0xC0 == 0x80 {
			r := rune(c&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
			if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
				return r, 3
			}
		}
	case c >= 0xC2 && c < 0xE0 && len(s)-i >= 2:
		if c1 := s[i+1]; c1&0xC0 == 0x80 {
			return rune(c&0x1F)<<6 | rune(c1&0x3F), 2
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unhex returns the value of the hexadecimal digit c.
func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

const upperHex = "0123456789ABCDEF"

// appendPercent appends b percent-escaped: '%' and two upper-case
// hexadecimal digits.
func appendPercent(dst []byte, b byte) []byte {
	return append(dst, '%', upperHex[b>>4], upperHex[b&15])
}

// isASCIIAlnum reports whether c is an ASCII letter or digit.
func isASCIIAlnum(c byte) bool {
	return asciiHost[c]&(aLetter|aDigit) != 0
}

// toLowerASCII returns s with ASCII upper-case letters in lower case.
func toLowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
