package unicodelinks

import "strings"

// URLHost returns where the host that a browser resolves starts and ends in
// url, the text of a link: a URL with a scheme and "//"
// ("https://user:pass@example.com:8080/a"), or a domain without a scheme
// ("www.example.com/a"). As the WHATWG URL parser reads it, the authority
// starts after "scheme://" (at the start without a scheme) and ends at the
// first '/', '?', '#' or '\'; the userinfo, up to the last '@' of the
// authority, and the port, from the first ':' after the host (after the
// ']' of an IPv6 address, which keeps its brackets), are not the host. So
// "https://user@раураl.com/" has the host "раураl.com", not "user".
//
// It is the one place where a link's host is cut from its text: the spoof
// check, the markup stops and the link nodes of every dialect read the host
// it returns. The links of Detect have it as HostStart and HostEnd already.
// An e-mail address's domain, and the host of a scheme without "//"
// (mailto:, xmpp:), are the detector's.
func URLHost(url string) (start, end int) {
	start = authorityStart(url)
	end = start + authorityLen(url[start:])
	if at := strings.LastIndexByte(url[start:end], '@'); at >= 0 {
		start += at + 1
	}
	if start < end && url[start] == '[' {
		if i := strings.IndexByte(url[start:end], ']'); i >= 0 {
			return start, start + i + 1
		}
		return start, end
	}
	if i := strings.IndexByte(url[start:end], ':'); i >= 0 {
		end = start + i
	}
	return start, end
}

// authorityStart returns the offset after "scheme://" at the start of url,
// or 0 when url does not start with a scheme name and "//".
func authorityStart(url string) int {
	for i := 0; i < len(url); i++ {
		c := url[i]
		if c == ':' {
			if i > 0 && strings.HasPrefix(url[i:], "://") {
				return i + 3
			}
			return 0
		}
		if c >= 0x80 || asciiHost[c]&aScheme == 0 || i == 0 && asciiHost[c]&aLetter == 0 {
			return 0
		}
	}
	return 0
}

// authorityLen returns the length of the authority at the start of s: up to
// the first '/', '?', '#' or '\', which end it.
func authorityLen(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '/', '?', '#', '\\':
			return i
		}
	}
	return len(s)
}
