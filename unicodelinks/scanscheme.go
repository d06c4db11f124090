package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// URLs with a scheme: the scheme before a colon, the userinfo, the host.

// hasPartInitiator reports whether s holds a '/', '?' or '#'.
func hasPartInitiator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '/', '?', '#':
			return true
		}
	}
	return false
}

// scanHost is Detector.scanHost of the scanner's text from start, with
// the bytes it read counted in s.work.
func (s *scanner) scanHost(h *hostScan, start int, ip bool) {
	s.d.scanHost(h, s.text, start, ip)
	s.work += h.reach - start
}

// scheme handles the ':' at text[i]: a URL with a scheme. It advances s.pos
// past i.
func (s *scanner) scheme(i int) (Link, bool) {
	t := s.text
	s.pos = i + 1
	slashes := len(t)-i >= 4 && t[i+1] == '/' && t[i+2] == '/'
	if !slashes && s.d.opaque == 0 {
		return Link{}, false
	}
	start := i
	for start > s.lastEnd && i-start <= s.d.maxScheme && asciiHost[t[start-1]]&aScheme != 0 {
		start--
	}
	if start == i || start > 0 && asciiHost[t[start-1]]&aScheme != 0 {
		return Link{}, false
	}
	if !slashes {
		return s.opaque(start, i)
	}
	if !s.d.isScheme(t[start:i]) {
		return Link{}, false
	}
	hs := i + 3
	var h hostScan
	s.scanHost(&h, hs, true)
	// A '@' is userinfo only when the characters before it, from the host
	// on, may all be in userinfo: a '@' later on the line belongs to what
	// follows the URL ("https://example.com,bob@example.org"). The run
	// that scanHost scanned holds only label code points and separators,
	// which may, so the search starts after it.
	authEnd := userinfoEnd(t, h.run.end, s.d.rules)
	userinfo := authEnd < len(t) && t[authEnd] == '@'
	if userinfo {
		// The authority goes on to '/', '?', '#', '\\' or a Hard code
		// point: no part of it is a link.
		for authEnd < len(t) {
			c := t[authEnd]
			if c == '/' || c == '?' || c == '#' || c == '\\' {
				break
			}
			term, _, n := termAt(t, authEnd)
			if term == Hard {
				break
			}
			authEnd += n
		}
	}
	s.work += authEnd - h.run.end
	s.pos = authEnd
	if userinfo || !h.ok || h.badPort {
		// No part of an invalid URL is a link.
		s.pos = max(authEnd, s.terminateAt(t, authEnd))
		return Link{}, false
	}
	end := s.terminate(&h)
	if s.cutByInvalid {
		return Link{}, false
	}
	return Link{Start: start, End: end, Kind: URL, SchemeEnd: hs, HostStart: hs, HostEnd: h.linkHostEnd(end)}, true
}

// userinfoEnd returns the end of the run of userinfo characters at
// text[i]: ASCII letters and digits, "-._~!$&'*+;=:%" (RFC 3986 less ',',
// '(' and ')', which in prose follow a URL more often than they are in its
// userinfo), and non-ASCII code points that are not Hard (nor, under
// cjkPunctHard, CJK sentence punctuation). text[end] is '@' when a '@' ends
// the run.
func userinfoEnd(text string, i int, rules proseRule) int {
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 && !isUserinfoPunct(c) {
				return i
			}
			i++
			continue
		}
		// An invalid byte reads as U+FFFD, as a browser reads it: the
		// '@' after it still makes what precedes userinfo (issue 41).
		r, n := decodeRune(text, i)
		if detectionTerm(r) == Hard || rules&cjkPunctHard != 0 && isCJKSentencePunct(r) {
			return i
		}
		i += n
	}
	return i
}

// userinfoBefore reports whether the local part at text[start] follows
// "scheme://" and userinfo characters (those of userinfoEnd) scanned back
// from start to no further than lo: it is the user or password of a URL,
// whatever the scheme ("postgres://user:pass@host.com"), not an e-mail
// address. No userinfo character is a '@', so the scans for the addresses
// of a text cover disjoint spans: linear time in all.
func userinfoBefore(text string, start, lo int, rules proseRule) bool {
	i := start
	for i > lo {
		c := text[i-1]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 && !isUserinfoPunct(c) {
				break
			}
			i--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(text[lo:i]) // an invalid byte as U+FFFD
		if detectionTerm(r) == Hard ||
			rules&cjkPunctHard != 0 && isCJKSentencePunct(r) {
			break
		}
		i -= n
	}
	return i-3 >= lo && i >= 4 && text[i-3:i] == "://" && asciiHost[text[i-4]]&aScheme != 0
}

// isUserinfoPunct reports whether the ASCII punctuation c may be in userinfo
// (see userinfoEnd).
func isUserinfoPunct(c byte) bool {
	switch c {
	case '.', '_', '~', '!', '$', '&', '\'', '*', '+', ';', '=', ':', '%':
		return true
	}
	return false
}

// isScheme reports whether name is one of d's schemes, ignoring ASCII case.
func (d *Detector) isScheme(name string) bool {
	for _, s := range d.schemes {
		if len(s) == len(name) && dnsname.HasPrefixFold(name, s) {
			return true
		}
	}
	return false
}
