package unicodelinks

import "strings"

// WithSchemelessWWWOnly: of the scheme-less domains, only those that start
// with "www." are links, and the scan of a text ends where no link can
// remain.

// kept reports whether l is a link that WithSchemelessWWWOnly keeps: a URL
// with a scheme, an e-mail address, or a scheme-less domain whose text
// starts with "www." (in lower case, as GitHub's extended autolinks).
func kept(text string, l Link) bool {
	return l.Kind != URL || l.SchemeEnd > l.Start || strings.HasPrefix(text[l.Start:l.End], "www.")
}

// nothingLeft reports, under WithSchemelessWWWOnly, that no link that
// kept keeps can be found from s.pos on, so that the scan can stop. Every
// URL with a scheme holds a ':' (the opaque schemes such as "mailto:" and
// "tel:" too), every e-mail address a '@', and each is found from its ':'
// or '@', which is at or after s.pos: trigger looks no further back. A
// scheme-less domain starts at or after s.pos too: domain and proseDomain
// scan its first label back to s.pos and no further, and s.pos at the top
// of next never moves back. So when neither a ':' nor a '@' is left at or
// after s.pos, only a domain at a "www." at or after s.pos could be kept.
// The next of each is remembered (s.colon and s.at as trigger keeps them)
// until s.pos passes it: each byte is searched a bounded number of times.
func (s *scanner) nothingLeft() bool {
	t := s.text
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
	}
	return s.www >= len(t)
}
