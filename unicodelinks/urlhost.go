package unicodelinks

import (
	"strings"
	"unicode"
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
	if n := schemeLen(url); n > 0 && strings.HasPrefix(url[n:], "://") {
		return n + 3
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

// hostTextEnd returns where the host a reader sees ends in host, a host as
// URLHost cuts it from a link's text: before the first character that no
// host name holds, an ASCII one other than a letter, a digit, '-', '.' or
// '_' (a bracket, a quotation mark, '\\', '%', '~'), or a space or
// punctuation that is not a full stop IDNA maps to '.'. A reader ends the
// host of "https://example.com)を参照" and "www.example.com~x" there, and
// so do the markup stops and the spoof check, whatever else the link
// holds after it.
func hostTextEnd(host string) int {
	for i := 0; i < len(host); {
		c := host[i]
		if c < utf8.RuneSelf {
			if !isHostByte(c) {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(host[i:])
		if r == utf8.RuneError && n <= 1 || !unicode.IsLetter(r) && !unicode.IsMark(r) && !unicode.IsDigit(r) && !isIDNAFullStop(r) {
			return i
		}
		i += n
	}
	return len(host)
}

// isHostByte reports whether the ASCII byte c may be in a host name: a
// letter, a digit, '-', '.' or '_'.
func isHostByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_'
}

// isIDNAFullStop reports whether r is a full stop that IDNA maps to '.'.
func isIDNAFullStop(r rune) bool {
	return r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
}

// decodedHost returns host, as URLHost cuts it from a link's text, as a
// browser reads it before IDNA maps it: its percent escapes decoded
// ("раураl%2Ecom" is раураl.com). ok is false for a host that leads
// nowhere and that nobody can register, where no check is needed: one
// whose decoded bytes are not UTF-8, or hold an ASCII character other than
// a letter, a digit, '-', '.' and '_' (the browser refuses a forbidden
// domain code point, and DNS has no name with another: "example.com)を参照",
// "www.a.org\\0.b.com", whose href has "%5C"), or a space (IDNA maps it to
// U+0020, which the browser refuses).
func decodedHost(host string) (decoded string, ok bool) {
	plain, ascii := true, true
	for i := 0; i < len(host); i++ {
		if c := host[i]; c == '%' {
			plain = false
		} else if c >= utf8.RuneSelf {
			ascii = false
		} else if !isHostByte(c) {
			return "", false
		}
	}
	if plain && ascii {
		return host, true // most hosts: no escape, no space
	}
	dst := []byte(nil)
	if !plain {
		var buf [256]byte
		dst = buf[:0]
		for i := 0; i < len(host); i++ {
			c := host[i]
			if c == '%' && i+2 < len(host) && isHex(host[i+1]) && isHex(host[i+2]) {
				c = unhex(host[i+1])<<4 | unhex(host[i+2])
				i += 2
			}
			if c < utf8.RuneSelf && !isHostByte(c) {
				return "", false
			}
			dst = append(dst, c)
		}
		if !utf8.Valid(dst) {
			return "", false
		}
		host = string(dst)
	}
	for _, r := range host {
		if r >= utf8.RuneSelf && unicode.IsSpace(r) {
			return "", false
		}
	}
	return host, true
}
