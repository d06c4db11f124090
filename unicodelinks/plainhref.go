package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// plainHref reports whether AppendHref appends url as it is, and url holds
// no invisible code point (see invisible), none of '"', '<', '>' and no
// backslash: most detected links. It looks at each byte once, without splitting
// url; false means only that AppendHref must be asked. A URL is plain when its bytes are letters,
// digits, "-._~:/?#@!$&*+,;='", brackets that escaping keeps (see plainURL) or code points that minimal escaping keeps
// anywhere (Link_Term Include, not invisible: the letters of a path in any
// script), and it ends with a letter, a digit, '/' or such a code point (a
// trailing Soft character is escaped). After "mailto:", the address must
// be letters, digits and ".-_+@:" ending with a letter or digit.
func plainHref(url string) bool {
	if len(url) > 0 && url[0]|0x20 == 'm' && dnsname.HasPrefixFold(url, "mailto:") {
		return plainAddress(url[len("mailto:"):])
	}
	plain, _ := plainURL(url)
	return plain
}

// plainAddress reports whether plainHref holds for "mailto:" and addr,
// without making that string: addr is letters, digits and ".-_+@:",
// ending with a letter or digit.
func plainAddress(addr string) bool {
	if len(addr) == 0 || !isASCIIAlnum(addr[len(addr)-1]) {
		return false
	}
	for i := 0; i < len(addr); i++ {
		if asciiHost[addr[i]]&bPlainAddress == 0 {
			return false
		}
	}
	return true
}

// plainURL is plainHref for a URL other than mailto. Besides the bytes of
// bPlainHref, it lets through the ASCII brackets that minimal escaping
// keeps: an Open ('(', '[', '{'), which escaping pushes on its bracket
// stack, and a Close that matches the Open on top, as in
// "wiki/Tak_(function)" or a template's "blob/{{". A Close after a byte
// that may be a separator or an initiator of a part (which clears the
// stack there, "/?#=&,:") met while a bracket was open goes to AppendHref,
// as does nesting deeper than plainDepth. amp reports whether a plain URL
// holds a '&', the one byte of a plain URL that HTML escapes (see
// AppendAnchor).
func plainURL(url string) (plain, amp bool) {
	if len(url) == 0 {
		return false, false
	}
	// The Opens not yet closed, innermost last; unsure tells that a
	// separator may have cleared them in the escaper.
	var stack [plainDepth]byte
	depth, unsure := 0, false
	for i := 0; i < len(url); {
		if depth == 0 {
			// Most of a URL: plain bytes but '&', eight at a time, then
			// one.
			for len(url)-i >= 8 && plainWord(url[i:i+8]) {
				i += 8
			}
			for i < len(url) && asciiHost[url[i]]&bPlainHrefNoAmp != 0 {
				i++
			}
			if i == len(url) {
				break
			}
		}
		c := url[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case asciiHost[c]&bPlainHref != 0: // '&', or a byte inside brackets
				amp = amp || c == '&'
				if depth > 0 && isStackClearer(c) {
					unsure = true
				}
			case c == '(' || c == '[' || c == '{':
				if depth == plainDepth {
					return false, false
				}
				stack[depth] = c
				depth++
			case c == ')' || c == ']' || c == '}':
				if depth == 0 || unsure || stack[depth-1] != openOf(c) {
					return false, false
				}
				depth--
			default:
				return false, false
			}
			continue
		}
		if plainRuns {
			if c < 0xE0 {
				if e := twoBytePlainEnd(url, i); e > i {
					i = e
					continue
				}
			}
			if isIdeographLead(c) {
				if e := ideographsEnd(url, i); e > i {
					i = e
					continue
				}
			}
			if e := threeBytePlainEnd(url, i); e > i {
				i = e
				continue
			}
		}
		// Only the leads of leadInvisible may start an invisible code
		// point: the others are not decoded twice.
		r, n := decodeRune(url, i)
		if r == utf8.RuneError && n == 1 || LinkTerm(r) != Include || byteKind[c]&leadInvisible != 0 && invisible(r) {
			return false, false
		}
		i += n
	}
	// Every code point was kept: the URL is plain unless its last is Soft
	// (a bracket or a code point that is not ASCII is Include).
	c := url[len(url)-1]
	return c >= utf8.RuneSelf || c == '/' || isASCIIAlnum(c) || isASCIIBracket(c), amp
}

// plainWord reports whether the eight bytes of w are all bPlainHrefNoAmp.
func plainWord(w string) bool {
	return asciiHost[w[0]]&asciiHost[w[1]]&asciiHost[w[2]]&asciiHost[w[3]]&
		asciiHost[w[4]]&asciiHost[w[5]]&asciiHost[w[6]]&asciiHost[w[7]]&bPlainHrefNoAmp != 0
}

// isASCIIBracket reports whether c is one of "()[]{}".
func isASCIIBracket(c byte) bool {
	switch c {
	case '(', ')', '[', ']', '{', '}':
		return true
	}
	return false
}

// twoBytePlainEnd returns the end of the run of two-byte code points
// (U+0080–U+07FF) at url[i:] that are Include and not invisible (the
// letters of Latin, Greek, Cyrillic, Hebrew, Arabic...), without decoding
// them: i when there is none.
func twoBytePlainEnd(url string, i int) int {
	for len(url)-i >= 2 {
		c, c1 := url[i], url[i+1]
		if c-0xC2 >= 0xE0-0xC2 || c1&0xC0 != 0x80 || twoBytePlain[c&0x1F]>>(c1&0x3F)&1 == 0 {
			break
		}
		i += 2
	}
	return i
}

// twoBytePlain holds a bit for each two-byte code point, by its lead
// byte's and its second byte's low bits: Link_Term=Include and not
// invisible.
var twoBytePlain = func() (t [32]uint64) {
	for r := rune(0x80); r < 0x800; r++ {
		if Term(props(r)&termMask) == Include && !invisible(r) {
			t[r>>6] |= 1 << (r & 0x3F)
		}
	}
	return t
}()

// threeBytePlainEnd returns the end of the run of three-byte code points
// (U+0800–U+FFFF) at url[i:] that are Include and not invisible (the
// letters of the scripts of India and South-East Asia, kana, Hangul),
// decoded here without the checks of a general decoder: i when there is
// none.
func threeBytePlainEnd(url string, i int) int {
	for len(url)-i >= 3 {
		c, c1, c2 := url[i], url[i+1], url[i+2]
		if c&0xF0 != 0xE0 || (uint16(c1)<<8|uint16(c2))&0xC0C0 != 0x8080 {
			break
		}
		r := rune(c&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
		if c == 0xE0 {
			// U+0800–U+0FFF (r < 0x800 is an overlong form), the scripts
			// of India and South-East Asia: one lookup.
			if threeBytePlainE0[r>>6&31]>>(r&63)&1 == 0 || r < 0x800 {
				break
			}
			i += 3
			continue
		}
		if 0xD800 <= r && r <= 0xDFFF || Term(props(r)&termMask) != Include ||
			byteKind[c]&leadInvisible != 0 && invisible(r) {
			break
		}
		i += 3
	}
	return i
}

// threeBytePlainE0 holds a bit for each code point of U+0800–U+0FFF, by
// its offset from U+0800: Link_Term=Include and not invisible.
var threeBytePlainE0 = func() (t [32]uint64) {
	for r := rune(0x800); r < 0x1000; r++ {
		if Term(props(r)&termMask) == Include && !invisible(r) {
			t[r>>6&31] |= 1 << (r & 63)
		}
	}
	return t
}()

// plainDepth is how deep plainURL follows nested brackets: real URLs nest
// one or two, far below the 125 of escaping's stack.
const plainDepth = 8

// plainRuns lets plainURL pass over two-byte letters and three-byte code
// points without utf8 decoding; its test turns it off to compare with the
// loop that decodes every code point.
var plainRuns = true

// openOf returns the ASCII Open that the ASCII Close c matches.
func openOf(c byte) byte {
	if c == ')' {
		return '('
	}
	return c - 2 // '[' for ']', '{' for '}'
}

// isStackClearer reports whether c, a byte of bPlainHref, may clear the
// bracket stack of minimal escaping or start a part: a separator of a
// part (Table 3-3) or an initiator.
func isStackClearer(c byte) bool {
	switch c {
	case '/', '?', '#', '=', '&', ',', ':':
		return true
	}
	return false
}
