package renderer

import (
	"bytes"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"

	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// AppendHref appends the href of n, before HTML escaping, to dst. It is
// made from the reader's text of the link: a backslash escape is its
// character, "&amp;" a '&'.
func (r *LinkRenderer) AppendHref(dst []byte, n *uast.Link, source []byte) []byte {
	label := n.Label(source)
	return r.appendHrefOf(dst, n, label, mdtext.NeedsDecoding(label))
}

// labelHref reports whether the href of n is its label as it is after
// prefix, which is "" or the scheme put before a www link or an e-mail
// address ("http://", "https://", "mailto:"): the label needs no decoding,
// and minimal escaping leaves it unchanged (most links of the Unicode
// dialect). The prefix, letters and "://" or ':', changes nothing of what
// plainHref and plainAddress find of the label.
func (r *LinkRenderer) labelHref(n *uast.Link, label []byte, decode bool) (prefix string, ok bool) {
	if decode || n.Destination() != nil || r.cfg.Dialect != config.Unicode || r.hrefForm(n) != config.MinimalEscaping {
		return "", false
	}
	switch s, kind := n.Scheme(), n.LinkKind(); {
	case s == "":
	case kind == uast.WWW && s == "http":
		prefix = "http://"
	case kind == uast.WWW && s == "https":
		prefix = "https://"
	case kind == uast.Email && s == "mailto":
		prefix = "mailto:"
	default:
		return "", false
	}
	return prefix, plainURL(n, label)
}

// hrefForm returns the form of n's href: the configured one, or the
// dialect's.
func (r *LinkRenderer) hrefForm(n *uast.Link) config.HrefForm {
	if r.cfg.HrefForm != config.DialectDefault {
		return r.cfg.HrefForm
	}
	if r.cfg.Dialect == config.GFM {
		return config.CmarkGFMEscaping
	}
	return config.MinimalEscaping
}

// plainURL reports whether minimal escaping leaves url, the URL of n, as it
// is (see plainHref and plainAddress).
func plainURL(n *uast.Link, url []byte) bool {
	if n.LinkKind() == uast.Email {
		return plainAddress(url)
	}
	return plainHref(url)
}

// appendHrefOf is AppendHref without a Destination, given n's label and
// whether it needs decoding (holds a backslash or an ampersand).
func (r *LinkRenderer) appendHrefOf(dst []byte, n *uast.Link, label []byte, decode bool) []byte {
	if d := n.Destination(); d != nil {
		return appendIgnorablesEscaped(dst, d)
	}
	if !decode {
		// No escape, no reference: no backslash.
		return r.appendHref(dst, n, label)
	}
	// The reader's text is put in dst and the href after it, then moved
	// down over it (as appendHref does with a scheme): no buffer to
	// allocate.
	at := len(dst)
	dst, _ = mdtext.Append(dst, nil, label, 0, false)
	start := len(dst)
	dst = escapeBackslashes(r.appendHref(dst, n, dst[at:start]), start)
	return dst[:at+copy(dst[at:], dst[start:])]
}

// escapeBackslashes writes the backslashes of dst[start:] as "%5C": one that
// is left in a link's text after its escapes are resolved is data, which
// a browser would read as '/'.
func escapeBackslashes(dst []byte, start int) []byte {
	i := bytes.IndexByte(dst[start:], '\\')
	if i < 0 {
		return dst
	}
	tail := append([]byte(nil), dst[start+i:]...)
	dst = dst[:start+i]
	for _, c := range tail {
		if c == '\\' {
			dst = append(dst, "%5C"...)
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}

// appendHref appends the href of n made from label, its reader's text: the
// scheme that goes before it and the text, escaped in the href form. In
// every form, Bidi_Control and default-ignorable code points and ASCII
// controls are percent-escaped (UTS #58 section 8).
func (r *LinkRenderer) appendHref(dst []byte, n *uast.Link, label []byte) []byte {
	form := r.hrefForm(n)
	start := len(dst)
	if form == config.MinimalEscaping && r.cfg.Dialect != config.Unicode {
		// The GFM and MD4C dialects end links by other rules, under
		// which section 4.1 would change the link (GFM keeps the
		// unmatched ')' of "(business))+ok", which section 4.1
		// escapes): the href is the link's text.
		dst = appendScheme(dst, n)
		dst = append(dst, label...)
		return escapeIgnorablesFrom(dst, start)
	}
	// The URL is the label, or the scheme and the label, which are put in
	// dst itself: the href is appended after them and moved down over
	// them (no buffer to allocate; a pool would, now and then, and for
	// every link under the race detector, which empties pools).
	url, mid := label, -1
	if n.Scheme() != "" {
		dst = append(appendScheme(dst, n), label...)
		url, mid = dst[start:], len(dst)
	}
	plain := false
	switch form {
	case config.CmarkGFMEscaping:
		dst = appendCmarkHref(dst, url)
	case config.PercentEncoding:
		dst = append(dst, util.URLEscape(url, false)...)
	default:
		if plainURL(n, url) {
			// What the engine's formatter leaves as it is, and holds
			// nothing to escape: most links.
			dst, plain = append(dst, url...), true
			break
		}
		// The engine's formatter: scheme, host and port as written, the
		// path, query and fragment minimally escaped (section 4.1).
		dst = ul.AppendHref(dst, str(url))
	}
	if mid >= 0 {
		dst = dst[:start+copy(dst[start:], dst[mid:])]
	}
	if plain {
		return dst
	}
	return escapeIgnorablesFrom(dst, start)
}

// plainHrefByte marks the ASCII bytes that minimal escaping never escapes
// in a detected URL unless one ends it: letters, digits and
// "-._~:/?#@!$&*+,;=" (no brackets, quotes or '%', whose escaping depends
// on what is around them).
var plainHrefByte = alnumAnd("-._~:/?#@!$&*+,;=")

// alnumAnd returns the set of the ASCII letters and digits and of the
// bytes of extra.
func alnumAnd(extra string) (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = 1
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = 1, 1
	}
	for i := 0; i < len(extra); i++ {
		t[extra[i]] = 1
	}
	return t
}

// plainHref reports whether unicodelinks.AppendHref leaves the URL url (of a
// URL or www link, scheme included) as it is: all its bytes are
// plainHrefByte or code points that minimal escaping keeps anywhere
// (Link_Term Include, not ignorable: the letters of a path in any script),
// and it ends with a letter, a digit, '/' or such a code point (a trailing
// Soft character is escaped). TestPlainHref checks it against AppendHref.
func plainHref(url []byte) bool {
	if len(url) == 0 {
		return false
	}
	lastKept := false
	for i := 0; i < len(url); {
		if i+8 <= len(url) {
			w := url[i : i+8 : i+8]
			if plainHrefByte[w[0]]&plainHrefByte[w[1]]&plainHrefByte[w[2]]&plainHrefByte[w[3]]&
				plainHrefByte[w[4]]&plainHrefByte[w[5]]&plainHrefByte[w[6]]&plainHrefByte[w[7]] != 0 {
				i += 8
				continue
			}
		}
		c := url[i]
		if c < utf8.RuneSelf {
			if plainHrefByte[c] == 0 {
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(url[i:])
		if r == utf8.RuneError && n == 1 || ul.LinkTerm(r) != ul.Include || ul.Invisible(r) {
			return false
		}
		i += n
		lastKept = i == len(url)
	}
	c := url[len(url)-1]
	return lastKept || c == '/' || isASCIIAlnum(c)
}

// plainAddressByte marks the bytes of an address that AppendHref keeps.
var plainAddressByte = alnumAnd(".-_+@:")

// plainAddress reports whether unicodelinks.AppendHref leaves url, "mailto:"
// and an address, as it is: letters, digits and ".-_+@:" only, ending with
// a letter or digit. TestPlainHref checks it against AppendHref.
func plainAddress(url []byte) bool {
	if len(url) == 0 || !isASCIIAlnum(url[len(url)-1]) {
		return false
	}
	for _, c := range url {
		if plainAddressByte[c] == 0 {
			return false
		}
	}
	return true
}

func isASCIIAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z'
}

// appendScheme appends what goes before the link's text in its href: the
// scheme and "://" (www links) or ":" (e-mail addresses), or nothing.
func appendScheme(dst []byte, n *uast.Link) []byte {
	if n.Scheme() == "" {
		return dst
	}
	dst = append(dst, n.Scheme()...)
	if n.LinkKind() == uast.Email {
		return append(dst, ':')
	}
	return append(dst, "://"...)
}
