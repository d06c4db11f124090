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

// wwwTrigger is trigger under WithSchemelessWWWOnly. Once passWords has
// moved on to the word of a cursor trigger, the search goes up to the end
// of that word's line only: Chinese and Japanese text has a '。' in every
// sentence, and each found costs a search. A search that stops there
// leaves the line feed as the next of its kind: again tells that s.pos
// moved past it, and that next should ask again.
func (s *scanner) wwwTrigger() (i int, again bool) {
	t := s.text
	if s.wordOf == s.cursor && s.cursor >= s.pos {
		s.text = t[:s.lineEnd]
		i = s.trigger()
		s.text = t
	} else {
		i = s.trigger()
	}
	if i < len(t) && t[i] == '\n' {
		// No trigger of a kind is left before a line's end (this
		// line's or an earlier one's): past it, every kind that
		// stopped there is searched for again.
		s.pos = i + 1
		return 0, true
	}
	return i, false
}

// passWords is asked under WithSchemelessWWWOnly at text[i], a label
// separator, before the scheme-less domain around it is looked for. It
// reports stop when no link can be left: no cursor trigger, those of the
// goldmark extension (a "://", every URL with a scheme, or a ':' once an
// opaque scheme such as "mailto:" is enabled; a '@', every e-mail
// address; a "www."), at or after s.pos. It reports skip, with s.pos moved
// on to the start of the next cursor trigger's word, when that word starts
// after i and the trigger is more than minWordSkip bytes on.
//
// Every link that next yields holds a cursor trigger, and no link, nor the
// text a refused candidate takes, holds a space or a line feed (both Hard,
// and no label, scheme or local part code point): the candidate domains of
// the words before change nothing that next yields. (A word here ends at
// ' ' or '\n' only; other white space leaves it longer, which costs a
// scan and changes nothing.) Each cursor trigger is searched for once,
// and each byte is read back at most once for a word's start.
func (s *scanner) passWords(i int) (stop, skip bool) {
	if !s.nextCursor() {
		return true, false
	}
	if c := s.cursor; c-i > minWordSkip && s.wordOf != c {
		s.readWordStart(max(s.pos, i+1))
	}
	if s.wordOf == s.cursor && s.word > i {
		s.pos = s.word
		return false, true
	}
	return false, false
}

// readWordStart sets s.word to the start of the word of the cursor
// trigger (after its last ' ' or '\n'), or to -1 when the word goes on
// back to lo, and s.lineEnd to the end of its line: it reads back from the
// trigger to lo, once for each trigger.
func (s *scanner) readWordStart(lo int) {
	t, c := s.text, s.cursor
	s.wordOf, s.word = c, -1
	w := c
	for ; w > lo; w-- {
		if t[w-1] == ' ' || t[w-1] == '\n' {
			s.word = w
			break
		}
	}
	s.work += c - w
	if c >= s.lineEnd {
		// The end of the trigger's line, where wwwTrigger's search
		// stops from now on.
		s.lineEnd = len(t)
		if k := strings.IndexByte(t[c:], '\n'); k >= 0 {
			s.lineEnd = c + k
		}
		s.work += s.lineEnd - c
	}
}

// minWordSkip is the distance to the next cursor trigger from which
// passWords moves on to its word: a shorter gap costs less to scan than
// to read back.
const minWordSkip = 64

// nextCursor sets s.cursor to the first cursor trigger (see passWords)
// at or after s.pos, and reports whether there is one. The "www." search looks only as far as the first
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
	s.cursor = c
	return true
}

// findURL returns the offset of the first "://" at or after from (':'
// once an opaque scheme is enabled), or len(s.text). The first ':' is the
// trigger search's (s.colon) when it is one at or after from: not where a
// search windowed to a line stopped.
func (s *scanner) findURL(from int) int {
	t := s.text
	i := s.colon
	if i < from || i >= len(t) || t[i] != ':' {
		i = s.find(from, ':')
	}
	for i < len(t) && s.d.opaque == 0 && !strings.HasPrefix(t[i+1:], "//") {
		i = s.find(i+1, ':')
	}
	return i
}
