package unicodelinks

import "unicode/utf8"

// EmailLocalStart finds the start of the unquoted local part of an e-mail
// address whose '@' is at byte offset at, by the backward scan of UTS #58
// section 5.2 over Link_Email code points. The local part may not start or
// end with '.' nor contain "..": then ok is false, and so it is when the local
// part is empty or at does not hold '@'. When "mailto:" (ASCII
// case-insensitive) stands immediately before the local part, start is the
// offset of "mailto:".
//
// The cost is linear in the length of the local part; nothing is allocated.
// Invalid UTF-8 ends the local part, and so does a code point that is
// Link_Term=Hard: Link_Email, which follows XID_Continue outside ASCII,
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
		if (r == utf8.RuneError && size == 1) || !isLocalRune(r) {
			start = i
			break
		}
		i -= size
	}
	low = max(start-1, 0)
	if start == at || text[start] == '.' {
		return 0, false, low
	}
	if start >= 7 && hasPrefixFold(text[start-7:start], "mailto:") {
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

// hasPrefixFold reports whether s starts with the lower-case ASCII prefix,
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}
