package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// EmailLocalStart finds the start of the unquoted local part of an e-mail
// address whose '@' is at byte offset at, by the backward scan of UTS #58
// section 5.2 over Link_Email code points. The local part may not start or
// end with '.' nor contain "..": then ok is false, and so it is when the local
// part is empty or at does not hold '@'. When "mailto:" (ASCII
// case-insensitive) stands immediately before the local part, start is the
// offset of "mailto:".
//
// The cost is linear in the length of the local part; nothing is allocated.
// A local part glued to U+FFFD, or to an invalid byte that reads as it,
// is none: the lost character may have been part of it. A code point that is
// Link_Term=Hard ends the local part: Link_Email, which follows XID_Continue outside ASCII,
// includes deprecated letters such as U+0149 'ŉ' that Link_Term makes Hard,
// and a link never holds a Hard code point.
func EmailLocalStart(text string, at int) (start int, ok bool) {
	start, ok, _ = emailLocalStart(text, at)
	return start, ok
}

// emailLocalStart is EmailLocalStart; low is the lowest offset the scan
// looked at.
func emailLocalStart(text string, at int) (start int, ok bool, low int) {
	if at <= 0 || at >= len(text) || text[at] != '@' || text[at-1] == '.' {
		return 0, false, at
	}
	start = 0
	for i := at; i > 0; {
		c := text[i-1]
		if c == '.' {
			if text[i] == '.' {
				return 0, false, i
			}
			i--
			continue
		}
		if c < utf8.RuneSelf {
			if asciiProps[c]&emailBit == 0 {
				start = i
				break
			}
			i--
			continue
		}
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if r == utf8.RuneError {
			// U+FFFD, or an invalid byte that reads as it: a lost
			// character, which may have been part of the address.
			return 0, false, i - size
		}
		if !isLocalRune(r) {
			start = i
			break
		}
		i -= size
	}
	low = max(start-1, 0)
	if start == at || text[start] == '.' {
		return 0, false, low
	}
	if start >= 7 && dnsname.HasPrefixFold(text[start-7:start], "mailto:") {
		start -= 7
		low = start
	}
	return start, true, low
}

// isLocalRune reports whether the non-ASCII code point r may appear in an
// unquoted local part: Link_Email, and not Link_Term=Hard.
func isLocalRune(r rune) bool {
	p := props(r)
	return p&emailBit != 0 && Term(p&termMask) != Hard
}

// sshPathAfter reports whether text[i] is a ':' followed by what starts
// the path of an SSH (scp-like) address such as "git@github.com:org/repo.git"
// (an ASCII letter, '~', '/', '.' or '_'): the domain before it is the host
// of that address, not the domain of an e-mail address. Digits would be a
// port: after "john.doe@example.com:1234/x" LinkDetectionTest.txt wants the
// address. White space, ')' or '-' (":-)") end a sentence or make a smiley.
func sshPathAfter(text string, i int) bool {
	if i+1 >= len(text) || text[i] != ':' {
		return false
	}
	c := text[i+1]
	return asciiHost[c]&aLetter != 0 || c == '~' || c == '/' || c == '.' || c == '_'
}
