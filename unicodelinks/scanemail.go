package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// E-mail addresses: the local part before an at sign (UTS #58 section 5.2)
// and the domain after it.

// emailAfter reports whether the text from offset i on continues the local
// part of an e-mail address: code points of Link_Email other than '/', '?'
// and '#' (which start the path, query or fragment of a URL) or '.', then
// '@' and a valid domain. The result is remembered, so that the scans of a
// text cost linear time in all.
func (s *scanner) emailAfter(i int) bool {
	if i <= s.laEnd {
		return s.laAt
	}
	t := s.text
	j := i
	for j < len(t) {
		c := t[j]
		if c < utf8.RuneSelf {
			if c == '.' || asciiProps[c]&emailBit != 0 && c != '/' && c != '?' && c != '#' {
				j++
				continue
			}
			break
		}
		r, n := utf8.DecodeRuneInString(t[j:])
		if r == utf8.RuneError && n == 1 || !isLocalRune(r) {
			break
		}
		j += n
	}
	s.laEnd, s.laAt = j, false
	s.work += j - i
	if j < len(t) && t[j] == '@' && j+1 < len(t) {
		var h hostScan
		s.scanHost(&h, j+1, false)
		s.laAt = h.ok
	}
	return s.laAt
}

// email handles the '@' at text[i]. It advances s.pos past i.
func (s *scanner) email(i int) (Link, bool) {
	t := s.text
	s.pos = i + 1
	if i+1 >= len(t) {
		return Link{}, false
	}
	var h hostScan
	s.scanHost(&h, i+1, false)
	s.pos = max(s.pos, h.run.end)
	if !h.ok {
		return Link{}, false
	}
	start, ok, low := emailLocalStart(t[s.lastEnd:], i-s.lastEnd)
	s.work += i - (s.lastEnd + low)
	if !ok {
		return Link{}, false
	}
	// A local part that reaches back to the last link is refused, unless
	// the prose rule starts it later ("…example.com或者admin2@…").
	glued := start == 0 && s.gluedToLast()
	if glued && s.d.rules&proseEmailStart == 0 {
		return Link{}, false
	}
	start += s.lastEnd
	for {
		if t[start] == '/' {
			// A local part never starts with '/'; one right after
			// "scheme://" is a URL's userinfo ("ssh://git@github.com").
			for start < i && t[start] == '/' {
				start++
			}
			if start == i || t[start] == '.' || start >= 3 && t[start-3:start] == "://" {
				return Link{}, false
			}
		}
		if s.d.rules&proseEmailStart == 0 {
			break
		}
		// The prose rule may leave a '/' first ("'/a@…"), and the '/'
		// rule a quote: until neither moves the start.
		ps, ok := proseLocal(t, start, i, s.d.rules)
		if !ok {
			return Link{}, false
		}
		if ps == start {
			break
		}
		start, glued = ps, false
	}
	if glued || userinfoBefore(t, start, s.lastEnd, s.d.rules) {
		return Link{}, false // glued, or "scheme://user:pass@host"
	}
	if sshPathAfter(t, h.hostEnd) {
		return Link{}, false // "git@github.com:org/repo.git"
	}
	if s.d.schemeless && s.urlBefore(start, i) {
		return Link{}, false
	}
	schemeEnd := start
	if dnsname.HasPrefixFold(t[start:i], "mailto:") {
		schemeEnd += len("mailto:")
		if s.d.opaque&opMailto != 0 {
			// With the scheme enabled, a "mailto:" that did not start a
			// mailto URL (a '.' or letter before it) is text, as is the
			// scheme name of any URL that does not start there.
			start = schemeEnd
		}
	}
	return Link{Start: start, End: h.hostEnd, Kind: Email, SchemeEnd: schemeEnd, HostStart: i + 1, HostEnd: h.hostEnd}, true
}

// gluedToLast reports whether the last link ends with a code point that
// may be in an e-mail local part, so that a local part that reaches back to
// it would have gone on into it: "example.com/a}b@example.org" holds no
// address "}b@example.org".
func (s *scanner) gluedToLast() bool {
	if s.lastEnd == 0 {
		return false
	}
	r, n := utf8.DecodeLastRuneInString(s.text[:s.lastEnd])
	return r == '.' || !(r == utf8.RuneError && n == 1) && isLocalRune(r)
}

// urlBefore reports whether the local part text[start:at] of an e-mail
// address starts with a domain, then has a '/', '?' or '#' before the '@':
// a URL, which the '@' is part of, as in "www.example.com/a@b.org". (Where
// the domain is a valid scheme-less domain, the URL is detected first and
// the address never reached; this keeps the text that follows an invalid
// domain, as in "。www.example.com/a@b.org", from being an address.)
func (s *scanner) urlBefore(start, at int) bool {
	t := s.text[:at]
	s.work += at - start
	// Most local parts hold none of '/', '?' and '#': look for one before
	// validating a domain.
	if !hasPartInitiator(t[start:]) {
		return false
	}
	var h hostScan
	scanRun(&h.run, t, start)
	s.d.checkHost(&h, t, false)
	if !h.ok || mixedCaseTLD(t[start:h.hostEnd]) {
		return false
	}
	return hasPartInitiator(t[h.hostEnd:])
}
