// Package commonmark reads the two pieces of CommonMark's inline syntax
// that the link engine, the Markdown parser and the reader's text
// (internal/mdtext) must read alike: character references ("&amp;",
// "&#46;") and the ASCII punctuation that a backslash escapes.
//
// It sits at the module root, not under unicodelinks/internal, so that the
// parser and mdtext can import it; it imports nothing, so that the engine
// (package unicodelinks), which does, stays free of goldmark and usable
// alone.
package commonmark

import "unicode/utf8"

// IsASCIIPunct reports whether c is ASCII punctuation: what a backslash
// escapes in CommonMark, and what cmark-gfm and md4c take for ASCII
// punctuation.
func IsASCIIPunct(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '@' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// Names is what a reader takes for the name of a named character
// reference: a letter, then letters (and ASCII digits with Digits), from
// Min to Max bytes in all. Which names stand for a character is the
// caller's to decide (HTML5's list, or a few of them).
type Names struct {
	Min, Max int
	Digits   bool
}

// The names of the readers of the module.
var (
	// HTML5Names are CommonMark's, as goldmark reads them: up to 32
	// letters and digits, as long as HTML5's longest entity name and one
	// more.
	HTML5Names = Names{Min: 1, Max: 32, Digits: true}
	// CmarkGFMNames are what cmark-gfm's autolink extension takes for an
	// entity at the end of a link: letters only.
	CmarkGFMNames = Names{Min: 1, Max: 32}
	// MD4CNames are md4c's: two to 48 letters and digits.
	MD4CNames = Names{Min: 2, Max: 48, Digits: true}
)

// Named is the code point Reference returns for a named reference.
const Named rune = -1

// Reference reads the character reference that starts at src[i], an '&':
// "&#" and 1 to 7 decimal digits, "&#x" or "&#X" and 1 to 6 hexadecimal
// digits, or "&" and a name that names allows, then ';'. It returns the
// length n of the reference, 0 when there is none, and the code point r of
// a numeric one, U+FFFD for 0, a surrogate or a value past U+10FFFF (as
// CommonMark reads it), or Named for a named one, whose name is
// src[i+1:i+n-1]. It reads no further than the reference and one byte.
func Reference[S ~string | ~[]byte](src S, i int, names Names) (r rune, n int) {
	j := i + 1
	if j >= len(src) || src[i] != '&' {
		return 0, 0
	}
	if src[j] != '#' {
		if !isLetter(src[j]) {
			return 0, 0
		}
		j++
		for j < len(src) && j-i <= names.Max && (isLetter(src[j]) || names.Digits && isDigit(src[j])) {
			j++
		}
		if l := j - i - 1; l < names.Min || l > names.Max || j >= len(src) || src[j] != ';' {
			return 0, 0
		}
		return Named, j + 1 - i
	}
	j++
	hex := j < len(src) && src[j]|0x20 == 'x'
	base, most := rune(10), 7
	if hex {
		j++
		base, most = 16, 6
	}
	d := j
	for ; j < len(src) && j-d <= most; j++ {
		v := digitValue(src[j], hex)
		if v < 0 {
			break
		}
		r = r*base + v
	}
	if j == d || j-d > most || j >= len(src) || src[j] != ';' {
		return 0, 0
	}
	if r == 0 || r > utf8.MaxRune || 0xD800 <= r && r <= 0xDFFF {
		r = utf8.RuneError
	}
	return r, j + 1 - i
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// digitValue is the value of the decimal (or, with hex, hexadecimal) digit
// c, or -1.
func digitValue(c byte, hex bool) rune {
	switch {
	case isDigit(c):
		return rune(c - '0')
	case hex && 'a' <= c|0x20 && c|0x20 <= 'f':
		return rune(c|0x20-'a') + 10
	}
	return -1
}
