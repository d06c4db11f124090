package unicodelinks

import (
	"math"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// ImpliedScheme is the scheme of a link written without one
// ("www.example.com", "example.org"): Href puts "https://" in front of it,
// as browsers that use secure connections by default read such a name and
// as the reference implementation of UTS #58 writes it. It is the goldmark
// extension's in its Unicode dialect; its GFM and MD4C dialects write
// "http://", as cmark-gfm and md4c do. WithImpliedScheme sets another.
const ImpliedScheme = "https"

// Href returns the target of a link found in text, as the Detector that
// found it writes it (Detector.AppendHref, with its WithHrefForm and
// WithImpliedScheme); for a Link of Detect or one made by hand, as New()
// writes it: the link's text with ImpliedScheme and "://" put in front of
// a Domain and "mailto:" in front of an e-mail address, minimally escaped. In an e-mail address, '%', '?' and '#' (which
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
	return appendHref(dst, l, text, l.form, impliedScheme(l.implied))
}

// AppendHref appends the href of l, a link found in text, to dst and
// returns the extended buffer. It is the one maker of hrefs: AppendHTML
// writes it, and so does the goldmark extension, for which text is the
// text a reader sees.
//
// The href is the link's text with the Detector's implied scheme and
// "://" put in front of a Domain (WithImpliedScheme) and "mailto:" in front
// of an e-mail address (in place of the "mailto:" it may be written with),
// escaped in the Detector's href form (WithHrefForm). In every form, what
// an href must not show raw is percent-escaped: ASCII controls, bytes that
// are not UTF-8, invisible code points (UTS #58 section 8)
// and backslashes, which a browser would read as '/'. The cost is linear in
// the length of the link; nothing is allocated beyond the growth of dst.
func (d *Detector) AppendHref(dst []byte, l Link, text string) []byte {
	return appendHref(dst, l, text, d.form, d.implied)
}

// appendHref is AppendHref in the href form form, with the implied scheme
// implied ("" is ImpliedScheme, for the zero Detector).
func appendHref(dst []byte, l Link, text string, form HrefForm, implied string) []byte {
	dst, _ = appendHrefSafe(dst, l, text, form, implied)
	return dst
}

// appendHrefSafe is appendHref; how tells what it found of the href on the
// way, as it does for the plain links of minimal escaping, most links
// (extapi.HrefAsIs, extapi.HrefSafe: see trustedHrefs).
func appendHrefSafe(dst []byte, l Link, text string, form HrefForm, implied string) (out []byte, how uint8) {
	if implied == "" {
		implied = ImpliedScheme
	}
	start := len(dst)
	url := text[l.Start:l.End]
	switch l.Kind {
	case Domain:
		// A scheme holds nothing that HTML escapes.
		dst = append(append(dst, implied...), "://"...)
	case Email:
		dst = append(dst, "mailto:"...)
		url = text[l.SchemeEnd:l.End]
	}
	const asIsSafe = extapi.HrefAsIs | extapi.HrefSafe
	switch form {
	case PercentEncoding:
		return asIsIn(appendPercentEncoded(dst, url), len(dst), url, true)
	case CmarkGFMEscaping:
		out, amp := appendCmarkEscapedAmp(dst, url)
		if len(out)-len(dst) != len(url) {
			return out, 0
		}
		if amp {
			return out, extapi.HrefAsIs
		}
		return out, extapi.HrefAsIs | extapi.HrefSafe
	case AsWritten:
		// The prefix holds nothing to escape.
		return asIsIn(appendUnsafeEscaped(dst, url, true), len(dst), url, false)
	default:
		if l.Kind == Email {
			if plainAddress(url) {
				return append(dst, url...), asIsSafe
			}
			dst = appendAddress(dst, url)
		} else {
			if how, ok := minimalAsIs(url); ok {
				return append(dst, url...), how
			}
			dst = appendMinimal(dst, url)
		}
	}
	return escapeUnsafeFrom(dst, start), 0
}

// minimalAsIs reports whether minimal escaping leaves url, a URL (Kind
// URL), as it is and holds nothing to escape (most links), and how
// (extapi.HrefAsIs, HrefSafe): a "mailto:" URL whose address is plain, or
// a plainURL.
func minimalAsIs(url string) (how uint8, ok bool) {
	const asIsSafe = extapi.HrefAsIs | extapi.HrefSafe
	if len(url) > 0 && url[0]|0x20 == 'm' && dnsname.HasPrefixFold(url, "mailto:") {
		if plainAddress(url[len("mailto:"):]) {
			return asIsSafe, true
		}
		return 0, false
	}
	plain, amp := plainURL(url)
	switch {
	case !plain:
		return 0, false
	case amp:
		return extapi.HrefAsIs, true
	}
	return asIsSafe, true
}

// asIsIn returns out, which holds from n on url in an href form that
// escapes a byte as three ("%XX") and keeps the others, and
// extapi.HrefAsIs when url is there as it is: when out[n:] is as long as
// url. With ampOnly, the form keeps no byte that HTML escapes but '&'
// (PercentEncoding and CmarkGFMEscaping escape '<', '>', '"' and NUL),
// and the href is extapi.HrefSafe when url holds no '&'.
func asIsIn(out []byte, n int, url string, ampOnly bool) ([]byte, uint8) {
	if len(out)-n != len(url) {
		return out, 0
	}
	if ampOnly && strings.IndexByte(url, '&') < 0 {
		return out, extapi.HrefAsIs | extapi.HrefSafe
	}
	return out, extapi.HrefAsIs
}

// escapeUnsafeFrom percent-escapes, in place, what the href dst[start:]
// must not show raw (see Detector.AppendHref). The escaped form is built
// after the end of dst (it reads dst[start:n] while it appends beyond n,
// or into a new array) and moved back when it differs.
func escapeUnsafeFrom(dst []byte, start int) []byte {
	n := len(dst)
	if n == start {
		return dst
	}
	dst = appendUnsafeEscaped(dst, unsafe.String(&dst[start], n-start), true)
	if len(dst)-n == n-start {
		return dst[:n] // nothing escaped: an escape is longer than its byte
	}
	return dst[:start+copy(dst[start:], dst[n:])]
}

// AppendHref appends the href of url, a URL as detected, to dst and returns
// the extended buffer: the minimal escaping of Detector.AppendHref, for a
// URL string.
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
	if plainHref(url) {
		return append(dst, url...)
	}
	return appendMinimal(dst, url)
}

// appendMinimal is AppendHref for a URL that plainHref refuses.
func appendMinimal(dst []byte, url string) []byte {
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
	end := at + indexClass(s[at:], bPathEnd)
	addr, rest := s[:end], s[end:]
	if strings.HasPrefix(rest, "?") {
		q, _, _ := strings.Cut(rest[1:], "#")
		parts[n] = partText{QueryPart, q}
		n++
		rest = rest[1+len(q):]
	}
	if strings.HasPrefix(rest, "#") {
		parts[n] = partText{FragmentPart, rest[1:]}
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
				dst = appendPercent(dst, c)
			} else {
				dst = append(dst, s[i:i+n]...)
			}
			i += n
			continue
		}
		if mustEscape(c, also) {
			dst = appendPercent(dst, c)
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

// impliedSchemes are the implied schemes of the Detectors made so far,
// ImpliedScheme first, which Links refer to by index: a Link stays small
// and comparable. Programs make few Detectors, with fewer schemes.
var impliedSchemes = struct {
	sync.RWMutex
	names []string
}{names: []string{ImpliedScheme}}

// internImplied returns the index of scheme in impliedSchemes, adding it.
// Past 65535 schemes it returns 0: Link.Href then writes ImpliedScheme.
func internImplied(scheme string) uint16 {
	if scheme == ImpliedScheme || scheme == "" {
		return 0
	}
	impliedSchemes.Lock()
	defer impliedSchemes.Unlock()
	names := impliedSchemes.names
	for i, n := range names {
		if n == scheme {
			return uint16(i)
		}
	}
	if len(names) > math.MaxUint16 {
		return 0
	}
	impliedSchemes.names = append(names, scheme)
	return uint16(len(names))
}

// impliedScheme returns the scheme of index id in impliedSchemes.
func impliedScheme(id uint16) string {
	if id == 0 {
		return ImpliedScheme
	}
	impliedSchemes.RLock()
	defer impliedSchemes.RUnlock()
	return impliedSchemes.names[id]
}
