package unicodelinks

import "strings"

// WithSchemelessWWWOnly: of the scheme-less domains, only those that start
// with "www." are links, and the scan passes over the words that can hold
// none.

// hasWWW reports whether the link l, a scheme-less domain, starts with
// "www." (in lower case, as GitHub's extended autolinks): the domains that
// WithSchemelessWWWOnly yields. The others take their text all the same,
// as a refused link does.
func hasWWW(text string, l Link) bool {
	return l.End-l.Start > 4 && text[l.Start:l.Start+4] == "www."
}

// toCursorWord moves s.pos, under WithSchemelessWWWOnly, to the start of
// the word that holds the next of the triggers of the goldmark extension's
// cursor: a "://" (every URL with a scheme; a ':' once an opaque scheme
// such as "mailto:" is enabled), a '@' (every e-mail address) or a "www.". It returns false, with s.pos at the
// end of the text, when none is left.
//
// Every link that next yields holds one of them, and no link, nor the text
// a refused candidate takes, holds a space or a line feed (both Hard, and
// no label, scheme or local part code point): the words before, with
// every candidate domain in them, change nothing that next yields. (A word
// here ends at ' ' or '\n' only; other white space leaves it longer, which
// costs a scan and changes nothing.) In Chinese and Japanese prose, which
// has a candidate domain around each '。', and in English, a "e.g." or
// "3.14", the scan reads only the words that hold a trigger: next's own
// triggers, such as '.' and '。', are searched for from there, and one
// found after the word (wordBreak) sends the scan on to the next word. Each trigger is
// searched for once (the next of each kind is remembered until s.pos
// passes it) and each byte is read back once for its word's start.
func (s *scanner) toCursorWord() bool {
	t := s.text
	if s.at < s.pos {
		s.at = s.find(s.pos, '@')
	}
	if s.url < s.pos {
		if s.d.opaque != 0 {
			s.url = s.find(s.pos, ':')
		} else {
			s.url = s.index(s.pos, "://")
		}
	}
	if s.www < s.pos {
		s.www = s.index(s.pos, "www.")
	}
	c := min(s.at, s.url, s.www)
	if c >= len(t) {
		s.pos = len(t)
		return false
	}
	if s.wordOf != c {
		// s.pos is past the last trigger's word: each byte is read back
		// once.
		w := c
		for w > s.pos && t[w-1] != ' ' && t[w-1] != '\n' {
			w--
		}
		s.work += c - w
		s.word, s.wordOf = w, c
		if c >= s.lineEnd {
			s.lineEnd = len(t)
			if k := strings.IndexByte(t[c:], '\n'); k >= 0 {
				s.lineEnd = c + k
			}
			s.work += s.lineEnd - c
		}
	}
	s.pos = max(s.pos, s.word)
	return true
}

// wordBreak returns the offset of the first ' ' or '\n' in t[from:to], or
// to: next asks it from past the last trigger it took, so that each byte
// is looked at once.
func wordBreak(t string, from, to int) int {
	for k := from; k < to; k++ {
		if t[k] == ' ' || t[k] == '\n' {
			return k
		}
	}
	return to
}

// index returns the offset of the first w in s.text at or after from, or
// len(s.text).
func (s *scanner) index(from int, w string) int {
	i := strings.Index(s.text[from:], w)
	if i < 0 {
		i = len(s.text) - from
	}
	s.work += i
	return from + i
}
