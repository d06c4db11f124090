package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// plainHref reports whether AppendHref appends url as it is, and url holds
// no invisible code point (see invisible), none of '"', '<', '>' and no
// backslash: most detected links. It looks at each byte once, without splitting
// url; false means only that AppendHref must be asked. A URL is plain when its bytes are letters,
// digits, "-._~:/?#@!$&*+,;=" or code points that minimal escaping keeps
// anywhere (Link_Term Include, not invisible: the letters of a path in any
// script), and it ends with a letter, a digit, '/' or such a code point (a
// trailing Soft character is escaped). After "mailto:", the address must
// be letters, digits and ".-_+@:" ending with a letter or digit.
func plainHref(url string) bool {
	if len(url) > 0 && url[0]|0x20 == 'm' && dnsname.HasPrefixFold(url, "mailto:") {
		return plainAddress(url[len("mailto:"):])
	}
	return plainURL(url)
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

// plainURL is plainHref for a URL other than mailto.
func plainURL(url string) bool {
	if len(url) == 0 {
		return false
	}
	lastKept := false
	for i := 0; i < len(url); {
		c := url[i]
		if c < utf8.RuneSelf {
			if i+8 <= len(url) {
				w := url[i : i+8]
				if asciiHost[w[0]]&asciiHost[w[1]]&asciiHost[w[2]]&asciiHost[w[3]]&
					asciiHost[w[4]]&asciiHost[w[5]]&asciiHost[w[6]]&asciiHost[w[7]]&bPlainHref != 0 {
					i += 8
					continue
				}
			}
			if asciiHost[c]&bPlainHref == 0 {
				return false
			}
			i++
			continue
		}
		if isIdeographLead(c) {
			if e := ideographsEnd(url, i); e > i {
				i = e
				lastKept = i == len(url)
				continue
			}
		}
		// Only the leads of leadInvisible may start an invisible code
		// point: the others are not decoded twice.
		r, n := decodeRune(url, i)
		if r == utf8.RuneError && n == 1 || LinkTerm(r) != Include || byteKind[c]&leadInvisible != 0 && invisible(r) {
			return false
		}
		i += n
		lastKept = i == len(url)
	}
	c := url[len(url)-1]
	return lastKept || c == '/' || isASCIIAlnum(c)
}
