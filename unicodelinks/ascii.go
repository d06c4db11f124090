package unicodelinks

import (
	"unicode/utf8"
)

// The classes of a byte, a bit for each set that a scanner, escaper or
// checker tests, all held by asciiHost (one table in one place, as net/url
// keeps one table with a bit per escaping mode).
const (
	aLabel  = 1 << iota // [A-Za-z0-9-]: may appear in a label
	aUpper              // [A-Z]
	aLetter             // [A-Za-z]
	aDigit              // [0-9]
	aScheme             // [A-Za-z0-9+.-]: may appear in a URL scheme

	bPercentKept        // PercentEncoding keeps it as it is
	bCmarkKept          // CmarkGFMEscaping keeps it: houdini's HREF_SAFE and the two cmark-gfm escapes for HTML only
	bPlainHref          // minimal escaping never escapes it in a detected URL unless one ends it
	bPlainAddress       // AppendHref keeps it in an address
	bHostForbidden      // not in a host, besides controls and spaces
	bIPLiteralForbidden // not between the brackets of an IP literal
	bAuthorityEnd       // ends "//host"
	bPathEnd            // ends a path (or an address)
	bLineBreak          // never in a URL that is formatted
)

// Bits for each Part: partBit(base, p) is base's bit for part p.
const (
	// bKeepEscapedPath: an escape of the byte is syntax in the part, so
	// decoding it would change the meaning of the URL: the interior
	// escaping of section 4.1, plus '\' in paths (a path separator for
	// special schemes such as https) and '-' in fragment directives. The
	// ':' of ":~:" depends on what follows it and is decided by
	// colonStartsDirective.
	bKeepEscapedPath = bLineBreak << 1
	// bPlainPath: a literal byte of the part copied to the output unchanged
	// whatever surrounds it: Link_Term=Include, not a terminator, separator
	// or ':' of the part, and not '%'.
	bPlainPath = bKeepEscapedPath << 4
	// actShift is where the two-bit actions of the parts start (Table
	// 3-3; actTerm and the others of terminate.go).
	actShift = 22 // log2(bPlainPath << 4)
	// bPlainHrefNoAmp: bPlainHref but '&', the one byte of a plain href
	// that HTML escapes (after the actions of the four parts).
	bPlainHrefNoAmp = 1 << (actShift + 8)
	// bCmarkKeptNoAmp: bCmarkKept but '&'.
	bCmarkKeptNoAmp = 1 << (actShift + 9)
)

func partBit(base uint32, p Part) uint32 { return base << (p - 1) }

// partAction is the action of byte c within part p (Table 3-3): actTerm
// for a byte that is not ASCII.
func partAction(p Part, c byte) uint8 { return actionIn(asciiHost[c], p) }

func actionIn(class uint32, p Part) uint8 { return uint8(class>>(actShift+2*(p-1))) & 3 }

// asciiHost holds the classes of each byte; the bytes that are not ASCII
// have none, so that a byte of a text indexes it without a bounds check.
var asciiHost = func() (t [256]uint32) {
	set := func(bits uint32, chars string) {
		for i := 0; i < len(chars); i++ {
			t[chars[i]] |= bits
		}
	}
	const alnum = bPercentKept | bCmarkKept | bPlainHref | bPlainAddress
	for c := range utf8.RuneSelf {
		switch {
		case 'a' <= c && c <= 'z':
			t[c] = aLabel | aLetter | aScheme | alnum
		case 'A' <= c && c <= 'Z':
			t[c] = aLabel | aLetter | aUpper | aScheme | alnum
		case '0' <= c && c <= '9':
			t[c] = aLabel | aDigit | aScheme | alnum
		case c == '-':
			t[c] = aLabel | aScheme
		case c == '+' || c == '.':
			t[c] = aScheme
		}
	}
	set(bPercentKept, ";/?:@&=+$,-_.!~*'()#")
	set(bCmarkKept, "-_.+!*(),%#@?=;:/$~&'")
	set(bPlainHref, "-._~:/?#@!$&*+,;='")
	for c := range utf8.RuneSelf {
		if t[c]&bPlainHref != 0 && c != '&' {
			t[c] |= bPlainHrefNoAmp
		}
		if t[c]&bCmarkKept != 0 && c != '&' {
			t[c] |= bCmarkKeptNoAmp
		}
	}
	set(bPlainAddress, ".-_+@:")
	set(bHostForbidden, `<>"\^|[]`)
	set(bIPLiteralForbidden, "[]")
	set(bAuthorityEnd, "/?#")
	set(bPathEnd, "?#")
	set(bLineBreak, "\t\n\r")

	action := func(p Part, a uint8, chars string) {
		set(uint32(a)<<(actShift+2*(p-1)), chars)
	}
	action(PathPart, actTerminator, "?#")
	action(PathPart, actClear, "/")
	action(QueryPart, actTerminator, "#")
	action(QueryPart, actClear, "=&")
	action(FragmentPart, actColon, ":")
	action(DirectivePart, actClear, "&,")
	action(DirectivePart, actColon, ":")

	set(partBit(bKeepEscapedPath, PathPart), `/?#\`)
	set(partBit(bKeepEscapedPath, QueryPart), "+#=&")
	set(partBit(bKeepEscapedPath, DirectivePart), "&,-")

	for p := PathPart; p <= DirectivePart; p++ {
		for c := range utf8.RuneSelf {
			if c != '%' && LinkTerm(rune(c)) == Include && actionIn(t[c], p) == actTerm {
				t[c] |= partBit(bPlainPath, p)
			}
		}
	}
	return t
}()

// The kinds of a byte in byteKind, a bit each: the triggers (a link holds
// one of them: trigger.go) and the UTF-8 lead bytes at which the bidi
// scans decode (bidi.go). asciiHost has no room for them, and its bytes
// that are not ASCII have no classes.
const (
	triggerDot   uint8 = 1 << iota // '.'
	triggerWide                    // the first byte of a non-ASCII label separator
	triggerAt                      // '@'
	triggerColon                   // ':'
	// leadRTL: the lead byte of a character NeedsIsolation looks for
	// (TestNeedsIsolation).
	leadRTL
	// leadInvisible: the lead byte of a block that holds invisible code
	// points (U+00AD, U+034F, U+061C, U+115F–U+206F, U+3164, U+FE00–U+FFF8,
	// U+1BCA0–U+1D17A, U+E0000–U+E0FFF; TestInvisibleLead), so that other
	// text is passed over without decoding.
	leadInvisible
)

// byteKind holds the kinds of each byte, written out so that nothing is
// built at start-up.
var byteKind = [256]uint8{
	'.': triggerDot, '@': triggerAt, ':': triggerColon,
	0xC2: leadInvisible, 0xCD: leadInvisible,
	0xD6: leadRTL, 0xD7: leadRTL, 0xD8: leadRTL | leadInvisible, 0xD9: leadRTL,
	0xDA: leadRTL, 0xDB: leadRTL, 0xDC: leadRTL, 0xDD: leadRTL, 0xDE: leadRTL, 0xDF: leadRTL,
	0xE0: leadRTL, 0xE1: leadInvisible, 0xE2: leadRTL | leadInvisible, 0xE3: triggerWide | leadInvisible,
	0xEF: triggerWide | leadRTL | leadInvisible, 0xF0: leadRTL | leadInvisible, 0xF3: leadInvisible,
}

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
