package unicodelinks

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// defaultSchemes are the schemes a Detector recognizes unless WithSchemes
// is given (DefaultSchemes).
var defaultSchemes = []string{"http", "https", "ftp"}

// DefaultSchemes returns the schemes a Detector recognizes unless
// WithSchemes is given: http, https and ftp. The goldmark extension and the
// command line take the same, so that they agree with the engine. The
// slice is the caller's to change.
func DefaultSchemes() []string { return slices.Clone(defaultSchemes) }

// Schemes without an authority: their URLs have no "//" after the ':', so
// what follows the colon is read by each scheme's own grammar (see
// WithSchemes). They are opt-in: a Detector finds none by default.

// opaqueScheme is a bit of Detector.opaque.
type opaqueScheme uint8

const (
	opMailto opaqueScheme = 1 << iota // RFC 6068: an address and a query
	opXMPP                            // RFC 5122: [node '@'] domain ['/' resource] ['?' query]
	opTel                             // RFC 3966: a global or local number
	opMagnet                          // "magnet:?" and a query
)

// opaqueNames are the schemes without an authority that WithSchemes
// understands, in the order of their bits.
var opaqueNames = [...]string{"mailto", "xmpp", "tel", "magnet"}

// opaqueBit returns the bit of the lower-case scheme name s, or 0.
func opaqueBit(s string) opaqueScheme {
	for k, n := range opaqueNames {
		if s == n {
			return 1 << k
		}
	}
	return 0
}

// dangerousScheme reports whether the lower-case scheme name s is one
// whose URLs goldmark deems dangerous: never a link, whatever the options.
func dangerousScheme(s string) bool {
	switch s {
	case "javascript", "vbscript", "file", "data":
		return true
	}
	return false
}

// CheckScheme returns the name of the scheme s, written with or without a
// trailing ':' or "://", in lower case; or an error that says why s
// cannot be the scheme of links: it is no scheme name (RFC 3986: a
// letter, then letters, digits, '+', '-' or '.'), or a scheme whose URLs
// are dangerous (javascript, vbscript, file, data, in any case).
func CheckScheme(s string) (string, error) {
	name := strings.TrimSuffix(s, "://")
	if name == s {
		name = strings.TrimSuffix(s, ":")
	}
	if !validScheme(name) {
		return "", &reason{fmt.Sprintf("%q is no scheme name (RFC 3986: a letter, then letters, digits, '+', '-' or '.')", s), ErrSchemeName}
	}
	name = toLowerASCII(name)
	if dangerousScheme(name) {
		return "", &reason{fmt.Sprintf("%q is a dangerous scheme (goldmark's html.IsDangerousURL)", s), ErrDangerousScheme}
	}
	return name, nil
}

// dangerousURL reports whether a browser would take href for a URL with a
// dangerous scheme (as goldmark's html.IsDangerousURL: javascript:,
// vbscript:, file:, data: but PNG, GIF, JPEG and WebP images), reading it
// as the URL parser does: without its leading C0 controls and spaces, and
// without tabs and newlines. Percent-escapes are decoded first, so that a
// scheme written "%6Aava…" is refused too, whatever a browser would make of
// it. It does not allocate.
func dangerousURL(href []byte) bool {
	if hasPrefix(href, "https://") || hasPrefix(href, "http://") || hasPrefix(href, "mailto:") {
		// The scheme of most hrefs, as written: nothing to decode.
		return false
	}
	var buf [len("data:image/jpeg;")]byte
	n := 0
	for i := 0; i < len(href) && n < len(buf); i++ {
		c := href[i]
		if i+2 < len(href) && c == '%' && isHex(href[i+1]) && isHex(href[i+2]) {
			c = unhex(href[i+1])<<4 | unhex(href[i+2])
			i += 2
		}
		if c == '\t' || c == '\n' || c == '\r' || n == 0 && c <= ' ' {
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[n] = c
		n++
	}
	s := buf[:n]
	if hasPrefix(s, "data:image/") {
		v := s[len("data:image/"):]
		return !hasPrefix(v, "png;") && !hasPrefix(v, "gif;") && !hasPrefix(v, "jpeg;") && !hasPrefix(v, "webp;")
	}
	return hasPrefix(s, "javascript:") || hasPrefix(s, "vbscript:") || hasPrefix(s, "file:") || hasPrefix(s, "data:")
}

// hasPrefix reports whether s starts with prefix.
func hasPrefix(s []byte, prefix string) bool {
	return len(s) >= len(prefix) && string(s[:len(prefix)]) == prefix
}

// opaqueOf returns the bit of the enabled scheme without an authority that
// name is, ignoring ASCII case, or 0.
func (d *Detector) opaqueOf(name string) opaqueScheme {
	for k, n := range opaqueNames {
		if d.opaque&(1<<k) != 0 && len(n) == len(name) && dnsname.HasPrefixFold(name, n) {
			return 1 << k
		}
	}
	return 0
}

// opaque handles the ':' at text[i] that no "//" follows: a URL of an
// enabled scheme without an authority, its scheme name starting at start.
// It returns ok false when what follows the colon is not what the scheme's
// grammar allows.
func (s *scanner) opaque(start, i int) (Link, bool) {
	t := s.text
	l := Link{Start: start, Kind: URL, SchemeEnd: i + 1, HostStart: i + 1, HostEnd: i + 1}
	var end int
	var ok bool
	switch s.d.opaqueOf(t[start:i]) {
	case opMailto:
		end, ok = s.mailtoURL(&l, start, i+1)
	case opXMPP:
		end, ok = s.xmppURL(&l, i+1)
	case opTel:
		end, ok = telNumber(t, i+1)
	case opMagnet:
		if i+2 < len(t) && t[i+1] == '?' {
			end = s.terminateAt(t, i+1)
			ok = end > i+2
		}
	}
	if !ok {
		return Link{}, false
	}
	l.End = end
	return l, true
}

// mailtoURL reads an e-mail address at text[j] by the e-mail rules, with
// "mailto:" at start, and an optional "?" and a query. It sets the host of
// l to the address's domain.
func (s *scanner) mailtoURL(l *Link, start, j int) (int, bool) {
	t := s.text
	at := localPartEnd(t, j)
	s.work += 2 * (at - start) // and EmailLocalStart back over it
	if at == j || at >= len(t)-1 || t[at] != '@' {
		return 0, false
	}
	if ls, ok := EmailLocalStart(t[start:], at-start); !ok || ls != 0 {
		return 0, false
	}
	var h hostScan
	s.scanHost(&h, at+1, false)
	if !h.ok || sshPathAfter(t, h.hostEnd) {
		return 0, false
	}
	l.HostStart, l.HostEnd = at+1, h.hostEnd
	return s.queryAfter(h.hostEnd, false), true
}

// localPartEnd returns the end of the code points from text[j] on that may
// be in an unquoted local part (Link_Email, and '.').
func localPartEnd(t string, j int) int {
	for j < len(t) {
		c := t[j]
		if c < utf8.RuneSelf {
			if c != '.' && asciiProps[c]&emailBit == 0 {
				return j
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(t[j:])
		if r == utf8.RuneError && n == 1 || !isLocalRune(r) {
			return j
		}
		j += n
	}
	return j
}

// queryAfter returns the end of the link whose address or domain ends at
// text[i]: i, or the end of a '?' query (or, with path, a "/resource"
// too) that follows, ended by terminateURLProse. A '?' with nothing after
// it is left out.
func (s *scanner) queryAfter(i int, path bool) int {
	t := s.text
	if i+1 >= len(t) || t[i] != '?' && !(path && t[i] == '/') {
		return i
	}
	end := s.terminateAt(t, i)
	if end <= i+1 {
		return i
	}
	return end
}

// xmppURL reads an XMPP address at text[j] (RFC 5122): an optional node
// and '@', a domain, an optional "/resource" and "?query". It sets the
// host of l to the domain.
func (s *scanner) xmppURL(l *Link, j int) (int, bool) {
	t := s.text
	dom := j
	k := j
	for k < len(t) {
		c := t[k]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 && !isNodePunct(c) {
				break
			}
			k++
			continue
		}
		r, n := utf8.DecodeRuneInString(t[k:])
		if r == utf8.RuneError && n == 1 || !isLocalRune(r) {
			break
		}
		k += n
	}
	s.work += k - j
	if k < len(t) && t[k] == '@' {
		if k == j {
			return 0, false // an empty node
		}
		dom = k + 1
	}
	if dom >= len(t) {
		return 0, false
	}
	var h hostScan
	s.scanHost(&h, dom, false)
	if !h.ok || h.hostEnd < len(t) && t[h.hostEnd] == '@' {
		return 0, false
	}
	l.HostStart, l.HostEnd = dom, h.hostEnd
	return s.queryAfter(h.hostEnd, true), true
}

// isNodePunct reports whether the ASCII punctuation c may be in the node of
// an XMPP URI (RFC 5122 nodeid: unreserved, pct-encoded and nodeallow, less
// '(', ')' and ',', which in prose follow a link more often than they are
// in it).
func isNodePunct(c byte) bool {
	switch c {
	case '.', '_', '~', '%', '!', '$', '*', '+', ';', '=':
		return true
	}
	return false
}

// telNumber returns the end of the telephone number at text[j] (RFC 3966,
// no spaces): an optional '+', then a digit or '(' and digits with the
// visual separators "-.()". The number ends after its last digit, or after
// a ')' that closes a '(' of the number; it needs three digits, and no
// ASCII letter may follow it.
func telNumber(t string, j int) (int, bool) {
	if j < len(t) && t[j] == '+' {
		j++
	}
	if j >= len(t) || !isDigit(t[j]) && t[j] != '(' {
		return 0, false
	}
	end, digits, depth := 0, 0, 0
	k := j
scan:
	for ; k < len(t); k++ {
		switch c := t[k]; {
		case isDigit(c):
			digits++
			end = k + 1
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				break scan
			}
			depth--
			end = k + 1
		case c == '-' || c == '.':
		default:
			break scan
		}
	}
	if digits < 3 || k < len(t) && asciiHost[t[k]]&aLetter != 0 {
		return 0, false
	}
	return end, true
}

// validScheme reports whether s is a URL scheme name per RFC 3986 section
// 3.1.
func validScheme(s string) bool { return s != "" && schemeLen(s) == len(s) }

// schemeLen returns the length of the scheme name s starts with, ALPHA
// *(ALPHA / DIGIT / "+" / "-" / ".") of RFC 3986 section 3.1, or 0: the one
// place the grammar is written, for names given to options and for URLs
// given to Format and URLHost.
func schemeLen(s string) int {
	if s == "" || asciiHost[s[0]]&aLetter == 0 {
		return 0
	}
	i := 1
	for i < len(s) && asciiHost[s[i]]&aScheme != 0 {
		i++
	}
	return i
}

// urlTrigger returns what every URL with a scheme that d finds holds
// right after its scheme name: "://", or ":" when d reads a scheme
// without an authority (WithSchemes with "mailto", "xmpp", "tel" or
// "magnet"). With '@' for e-mail addresses and, under
// WithSchemelessWWWOnly, "www." for domains, it lets a caller that hands d
// the pieces of a larger text pass over the pieces that hold none of them.
func (d *Detector) urlTrigger() string {
	if d.opaque != 0 {
		return ":"
	}
	return "://"
}
