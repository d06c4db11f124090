package unicodelinks

import "strings"

// WithSchemelessWWWOnly: of the scheme-less domains, only those that start
// with "www." are links, and the scan of a text ends where no link can
// remain.

// hasWWW reports whether the link l, a scheme-less domain, starts with
// "www." (in lower case, as GitHub's extended autolinks): the domains that
// WithSchemelessWWWOnly yields. The others take their text all the same,
// as a refused link does.
func hasWWW(text string, l Link) bool {
	return l.End-l.Start > 4 && text[l.Start:l.Start+4] == "www."
}

// nothingLeft reports that no link that next yields under
// WithSchemelessWWWOnly can be found from s.pos on, where text[i] is the
// next trigger, a label separator, so that the scan can stop. Every URL with a scheme
// holds a ':' (the opaque schemes such as "mailto:" and "tel:" too), every
// e-mail address a '@', and each is found from its ':' or '@', which is at
// or after s.pos: trigger looks no further back. A scheme-less domain
// starts at or after s.pos too: domain and proseDomain scan its first
// label back to s.pos and no further, and s.pos at the top of next never
// moves back. So when neither a ':' nor a '@' is left at or after s.pos,
// only a domain at a "www." at or after s.pos could be yielded. The next
// of each (for "www.", one at or after s.pos: the one that ends at text[i]
// when there is one) is remembered, s.colon and s.at as trigger keeps them,
// until s.pos passes it: each byte is searched a bounded number of times.
func (s *scanner) nothingLeft(i int) bool {
	t := s.text
	if s.www < s.pos && i-3 >= s.pos && t[i] == '.' && t[i-3:i] == "www" {
		s.www = i - 3 // the candidate's own "www.": no search
	}
	if s.pos <= s.www && s.www < len(t) || s.pos <= s.colon && s.colon < len(t) || s.pos <= s.at && s.at < len(t) {
		return false
	}
	if s.at < s.pos {
		s.at = s.find(s.pos, '@')
	}
	if s.colon < s.pos {
		s.colon = s.find(s.pos, ':')
	}
	if s.at < len(t) || s.colon < len(t) {
		return false
	}
	if s.www < s.pos {
		s.www = len(t)
		if k := strings.Index(t[s.pos:], "www."); k >= 0 {
			s.www = s.pos + k
		}
		s.work += s.www - s.pos
	}
	return s.www >= len(t)
}
