package unicodelinks

import "strings"

// WithSchemelessWWWOnly: of the scheme-less domains, only those that start
// with "www." are links, and the scan reads only the words that can hold
// one of those links.

// hasWWW reports whether the link l, a scheme-less domain, starts with
// "www." (in lower case, as GitHub's extended autolinks): the domains that
// WithSchemelessWWWOnly yields. The others take their text all the same,
// as a refused link does.
func hasWWW(text string, l Link) bool {
	return l.End-l.Start > 4 && text[l.Start:l.Start+4] == "www."
}

// cursorTrigger is trigger under WithSchemelessWWWOnly, by the goldmark
// extension's triggers (its cursor's): a "://" (every URL with a scheme; a
// ':' once an opaque scheme such as "mailto:" is enabled), a '@' (every
// e-mail address) or a "www.". When the next of those is more than
// minWordSkip bytes on, the scan moves on to the start of its word, and
// next's own triggers are searched for up to the end of its line only:
// Chinese and Japanese text has a '。' in every sentence, and each found
// costs a search. again tells that s.pos moved on and that next should ask
// again. With no cursor trigger left, it returns len(s.text).
//
// Every link that next yields holds a cursor trigger, and no link, nor the
// text a refused candidate takes, holds a space or a line feed (both Hard,
// and no label, scheme or local part code point): the candidate domains of
// the words before change nothing that next yields. (A word here ends at
// ' ' or '\n' only; other white space leaves it longer, which costs a scan
// and changes nothing.) Each cursor trigger is searched for once, and each
// byte is read back at most once for a word's start.
func (s *scanner) cursorTrigger() (i int, again bool) {
	t := s.text
	if !s.nextCursor() {
		s.pos = len(t)
		return len(t), false
	}
	if c := s.cursor; c-s.pos > minWordSkip && s.wordOf != c {
		// Read back from c to its word's start, once for each c.
		w := c
		for w > s.pos && t[w-1] != ' ' && t[w-1] != '\n' {
			w--
		}
		s.work += c - w
		s.wordOf, s.pos = c, w
	}
	if s.wordOf != s.cursor {
		i = s.trigger()
	} else {
		// Past a gap: next's own triggers are searched for up to the
		// end of the cursor's line only.
		s.text = t[:s.lineEnd]
		i = s.trigger()
		s.text = t
	}
	if i < len(t) && t[i] == '\n' {
		// No trigger is left before this line's end (where the search
		// of a kind stopped, at this line or an earlier one): past it,
		// every kind that stopped there is searched for again.
		s.pos = i + 1
		return 0, true
	}
	return i, false
}

// minWordSkip is the distance to the next cursor trigger from which
// cursorTrigger moves on to its word: a shorter gap costs less to scan
// than to read back.
const minWordSkip = 64

// nextCursor sets s.cursor to the first cursor trigger (see cursorTrigger)
// at or after s.pos and s.lineEnd to the end of its line, and reports
// whether there is one. The "www." search looks only as far as the first
// '@' or "://" when that is nearer.
func (s *scanner) nextCursor() bool {
	t := s.text
	if s.at < s.pos {
		s.at = s.find(s.pos, '@')
	}
	if s.url < s.pos {
		s.url = s.findURL(s.pos)
	}
	c := min(s.at, s.url)
	if s.www < s.pos {
		s.www, s.wwwFound = s.pos, false
	}
	if !s.wwwFound && s.www < c {
		from, end := s.www, min(c+len("www"), len(t))
		if k := strings.Index(t[from:end], "www."); k >= 0 {
			s.www, s.wwwFound = from+k, true
		} else {
			s.www = c
		}
		s.work += s.www - from
	}
	c = min(c, s.www)
	if c >= len(t) {
		return false
	}
	if c >= s.lineEnd {
		s.lineEnd = len(t)
		if k := strings.IndexByte(t[c:], '\n'); k >= 0 {
			s.lineEnd = c + k
		}
		s.work += s.lineEnd - c
	}
	s.cursor = c
	return true
}

// findURL returns the offset of the first "://" at or after from (':'
// once an opaque scheme is enabled), or len(s.text).
func (s *scanner) findURL(from int) int {
	t := s.text
	for {
		i := s.find(from, ':')
		if i >= len(t) || s.d.opaque != 0 || strings.HasPrefix(t[i+1:], "//") {
			return i
		}
		from = i + 1
	}
}
