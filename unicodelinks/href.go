package unicodelinks

import (
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// ImpliedScheme is the scheme of a link written without one
// ("www.example.com", "example.org"): Href puts "https://" in front of it,
// as browsers that use secure connections by default read such a name and
// as the reference implementation of UTS #58 writes it. It is the goldmark
// extension's in its Unicode dialect; its GFM and MD4C dialects write
// "http://", as cmark-gfm and md4c do. For another scheme, put it in front
// of the link's text and format that: AppendHref([]byte("http://"),
// text[l.Start:l.End]).
const ImpliedScheme = "https"

// Href returns the target of a link that Detect found in text: the link's
// text with ImpliedScheme and "://" put in front when it has no scheme, and
// "mailto:" in front of an e-mail address that lacks it, escaped by
// AppendHref. In an e-mail address, '%', '?' and '#' (which
// the local part may hold) are percent-escaped, since they would otherwise
// be read as an escape, headers or a fragment of the mailto URL.
//
// l must have been found in text.
func (l Link) Href(text string) string {
	var buf [256]byte // enough for most links, without allocating
	b := l.AppendHref(buf[:0], text)
	if s := text[l.Start:l.End]; string(b) == s {
		return s
	}
	return string(b)
}

// AppendHref appends the target of l, as Href returns it, to dst and
// returns the extended buffer. It allocates nothing beyond the growth of
// dst for ASCII links.
func (l Link) AppendHref(dst []byte, text string) []byte {
	if l.Kind == Email {
		dst = append(dst, "mailto:"...)
		return appendAddress(dst, text[l.SchemeEnd:l.End])
	}
	if l.SchemeEnd == l.Start {
		dst = append(dst, ImpliedScheme+"://"...)
	}
	return AppendHref(dst, text[l.Start:l.End])
}

// AppendHref appends the href of url, a URL as detected, to dst and returns
// the extended buffer. It is the one formatter of hrefs: Link.Href and the
// goldmark renderer both write through it.
//
// url has its scheme or "mailto:" in front, or none when it is a
// scheme-less domain ("example.com/a", which the caller may prefix with
// ImpliedScheme and "://" in dst). The scheme, user information, host and port are kept
// as written; the path, query, fragment and fragment directives are
// minimally escaped exactly as Format escapes them, with the same
// splitting. After "mailto:" (ASCII case-insensitive) the address has '%',
// '?' and '#' escaped, as Link.Href does; a '?' after the address's domain
// starts a query (and a '#' in it a fragment), escaped as a URL's. AppendHref never fails: a URL
// that Format refuses is appended with only what must be escaped
// percent-escaped: ASCII controls, space, '"', '<', '>', '`' and bytes that
// are not valid UTF-8.
//
// The cost is linear in len(url); nothing is allocated beyond the growth of
// dst for ASCII input.
func AppendHref(dst []byte, url string) []byte {
	if PlainHref(url) {
		return append(dst, url...)
	}
	if dnsname.HasPrefixFold(url, "mailto:") {
		dst = append(dst, url[:len("mailto:")]...)
		addr, parts, n := splitMailto(url[len("mailto:"):])
		dst = appendAddress(dst, addr)
		return appendParts(dst, parts[:n])
	}
	u := urlSplit{quiet: true}
	if u.split(url) != "" {
		return appendMustEscape(dst, url, "")
	}
	dst = append(dst, url[:u.hostEnd]...)
	return appendParts(dst, u.parts[:u.n])
}

// splitMailto cuts the text after "mailto:" into the address and the
// query and fragment that follow its domain: the address ends at the first
// '?' or '#' after its first '@' (a local part may hold '?' and '#', a
// domain may not).
func splitMailto(s string) (addr string, parts [2]partText, n int) {
	at := strings.IndexByte(s, '@')
	if at < 0 {
		return s, parts, 0
	}
	end := at + pathEnds.index(s[at:])
	addr, rest := s[:end], s[end:]
	if strings.HasPrefix(rest, "?") {
		q, _, _ := strings.Cut(rest[1:], "#")
		parts[n] = partText{partQuery, q}
		n++
		rest = rest[1+len(q):]
	}
	if strings.HasPrefix(rest, "#") {
		parts[n] = partText{partFragment, rest[1:]}
		n++
	}
	return addr, parts, n
}

// appendAddress appends the e-mail address addr of a mailto URL, with the
// characters that would be syntax of the URL ('%', '?', '#') escaped.
func appendAddress(dst []byte, addr string) []byte {
	return appendMustEscape(dst, addr, "%?#")
}

// appendMustEscape appends s with the bytes that may not stand unescaped
// in an href percent-escaped: ASCII controls, space, '"', '<', '>', '`',
// the bytes of also, and bytes that are not valid UTF-8.
func appendMustEscape(dst []byte, s, also string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, n := decodeRune(s, i)
			if r == utf8.RuneError && n == 1 {
				dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			} else {
				dst = append(dst, s[i:i+n]...)
			}
			i += n
			continue
		}
		if mustEscape(c, also) {
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			dst = append(dst, c)
		}
		i++
	}
	return dst
}

// mustEscape reports whether the ASCII byte c may not stand unescaped in an
// href (see appendMustEscape).
func mustEscape(c byte, also string) bool {
	switch c {
	case ' ', '"', '<', '>', '`', 0x7F:
		return true
	}
	if c < ' ' {
		return true
	}
	for i := 0; i < len(also); i++ {
		if also[i] == c {
			return true
		}
	}
	return false
}
