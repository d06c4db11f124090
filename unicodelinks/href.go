package unicodelinks

import "strings"

// Href returns the target of a link that Detect found in text: the link's
// text with "https://" put in front when it has no scheme (as browsers'
// address bars do) and "mailto:" in front of an e-mail address that lacks
// it, minimally escaped by Format. In an e-mail address, '%', '?' and '#'
// (which the local part may hold) are percent-escaped, since they would
// otherwise be read as an escape, headers or a fragment of the mailto URL.
//
// l must have been found in text; if Format rejects the URL, the unescaped
// target is returned.
func (l Link) Href(text string) string {
	s := text[l.Start:l.End]
	if l.Kind == Email {
		addr := text[l.SchemeEnd:l.End]
		if strings.ContainsAny(addr, "%?#") {
			addr = strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(addr)
		}
		return "mailto:" + addr
	}
	if l.SchemeEnd == l.Start {
		s = "https://" + s
	}
	if f, err := Format(s); err == nil {
		return f
	}
	return s
}
