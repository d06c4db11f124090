package unicodelinks

import (
	"strings"
	"unicode/utf8"
)

// urlHost returns where the host that a browser resolves starts and ends in
// url, the text of a link: a URL with a scheme and "//"
// ("https://user:pass@example.com:8080/a"), or a domain without a scheme
// ("www.example.com/a"). It reads the href that the link's text becomes as
// the WHATWG URL parser reads it: the authority starts after "scheme://"
// (at the start without a scheme) and ends at the first '/', '?' or '#';
// the userinfo, up to the last '@' of the authority, and the port, from
// the first ':' after the host (after the ']' of an IPv6 address, which
// keeps its brackets), are not the host. So "https://user@раураl.com/" has
// the host "раураl.com", not "user". A backslash, which a browser reads as
// '/', ends nothing: every href form writes it "%5C" (AppendHref), so the
// href of "https://a.com@раураl.com/" goes to раураl.com.
//
// It is the one place where a link's host is cut from its text: the spoof
// check, the markup stops and the link nodes of every dialect read the host
// it returns (the spoof check as a browser decodes it: see
// Detector.CheckHost). The links of Detect have it as HostStart and HostEnd
// already. An e-mail address's domain, and the host of a scheme without
// "//" (mailto:, xmpp:), are the detector's.
func urlHost(url string) (start, end int) {
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
// the first '/', '?' or '#', which end it.
func authorityLen(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '/', '?', '#':
			return i
		}
	}
	return len(s)
}

// decodedHost returns host, as URLHost cuts it from a link's text, as a
// browser reads it before IDNA maps it: its percent escapes decoded
// ("раураl%2Ecom" is раураl.com). ok is false for a host that a browser
// refuses, where no check is needed: one whose decoded bytes are not UTF-8
// or hold a forbidden domain code point (WHATWG: a control, space, one of
// #%/:<>?@[\]^| or DEL; "www.a.org\0.b.com", whose href has "%5C").
func decodedHost(host string) (decoded string, ok bool) {
	plain := true
	for i := 0; i < len(host); i++ {
		if c := host[i]; c == '%' {
			plain = false
		} else if c < utf8.RuneSelf && forbiddenInDomain(c) {
			return "", false
		}
	}
	if plain {
		return host, true
	}
	var buf [256]byte
	dst := buf[:0]
	for i := 0; i < len(host); i++ {
		c := host[i]
		if c == '%' && i+2 < len(host) && isHex(host[i+1]) && isHex(host[i+2]) {
			c = unhex(host[i+1])<<4 | unhex(host[i+2])
			i += 2
		}
		if c < utf8.RuneSelf && forbiddenInDomain(c) {
			return "", false
		}
		dst = append(dst, c)
	}
	if !utf8.Valid(dst) {
		return "", false
	}
	return string(dst), true
}

// forbiddenInDomain reports whether the ASCII byte c is a forbidden domain
// code point of the WHATWG URL standard.
func forbiddenInDomain(c byte) bool {
	return c <= ' ' || c == 0x7F || strings.IndexByte("#%/:<>?@[\\]^|", c) >= 0
}
