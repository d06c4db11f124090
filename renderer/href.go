package renderer

import (
	"bytes"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"

	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// AppendHref appends the href of n, before HTML escaping, to dst. It is
// made from the reader's text of the link: a backslash escape is its
// character, "&amp;" a '&', each resolved within its text node (the
// link's children), as the label shows them.
func (r *LinkRenderer) AppendHref(dst []byte, n *uast.Link, source []byte) []byte {
	label := n.Label(source)
	return r.appendHrefOf(dst, n, source, label, mdtext.NeedsDecoding(label))
}

// labelHref reports whether the href of n is its label as it is after
// prefix, which is "" or the scheme put before a www link or an e-mail
// address ("http://", "https://", "mailto:"): the label needs no decoding,
// and minimal escaping leaves it unchanged (most links of the Unicode
// dialect). The prefix, letters and "://", changes nothing of what
// unicodelinks.PlainHref finds of a URL's label; an address is read by
// unicodelinks.PlainAddress.
func (r *LinkRenderer) labelHref(n *uast.Link, label []byte, decode bool) (prefix string, ok bool) {
	if decode || n.Destination() != nil || r.cfg.Dialect != config.Unicode || r.hrefForm(n) != config.MinimalEscaping {
		return "", false
	}
	switch s, kind := n.Scheme(), n.LinkKind(); {
	case kind == uast.Email:
		if s != "mailto" {
			return "", false
		}
		return "mailto:", ul.PlainAddress(str(label))
	case s == "":
	case kind == uast.WWW && s == "http":
		prefix = "http://"
	case kind == uast.WWW && s == "https":
		prefix = "https://"
	default:
		return "", false
	}
	return prefix, ul.PlainHref(str(label))
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

// appendHrefOf is AppendHref given n's label and whether it needs
// decoding (holds a backslash or an ampersand).
func (r *LinkRenderer) appendHrefOf(dst []byte, n *uast.Link, source, label []byte, decode bool) []byte {
	if d := n.Destination(); d != nil {
		return ul.AppendInvisiblesEscaped(dst, str(d))
	}
	if !decode {
		// No escape, no reference: no backslash.
		return r.appendHref(dst, n, label)
	}
	// The reader's text is put in dst and the href after it, then moved
	// down over it (as appendHref does with a scheme): no buffer to
	// allocate.
	at := len(dst)
	if n.FirstChild() != nil {
		dst = n.LabelText(dst, source)
	} else {
		dst, _ = mdtext.Append(dst, nil, label, 0, false)
	}
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
		if ul.PlainHref(str(url)) {
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
