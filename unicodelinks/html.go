package unicodelinks

import (
	"io"
	"sync"
	"unicode/utf8"
)

// AppendHTML appends text to dst as HTML and returns the extended buffer:
// each link that d finds is an anchor, <a href="…">text</a>, and the rest
// is text. Its text is escaped for HTML ('&', '<', '>', '"', '\”);
// NUL and bytes that are not valid UTF-8 are written as U+FFFD, each byte
// on its own (as a browser decodes them), and a carriage return as "&#13;",
// so that the text an HTML parser reads back is text with those
// replacements.
//
// Each anchor is written by AppendAnchor, the goldmark extension's anchor
// writer too: the href is AppendHref's (minimal escaping by default,
// "https://" before a Domain, "mailto:" before an address, Bidi_Control
// and default-ignorable code points percent-escaped), and no href has a
// dangerous scheme. When text holds a right-to-left character or a
// Bidi_Control character, every anchor gets dir="ltr", a bidi isolate that
// the text around it cannot reorder (as the goldmark extension does for a
// paragraph). A link with Spoof set gets the class "unicodelinks-spoof" and the
// host's A-label as title. The attributes of WithAttributes follow.
func (d *Detector) AppendHTML(dst []byte, text string) []byte {
	isolate := needsIsolation(text)
	s := d.newScanner(text)
	last := 0
	for {
		l, ok := s.next()
		if !ok {
			return appendHTMLText(dst, text[last:])
		}
		dst = appendHTMLText(dst, text[last:l.Start])
		dst = d.appendAnchor(dst, text, l, isolate)
		last = l.End
	}
}

var htmlPool = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// WriteHTML writes text to w as AppendHTML appends it, in one Write.
func (d *Detector) WriteHTML(w io.Writer, text string) error {
	bp := htmlPool.Get().(*[]byte)
	b := d.AppendHTML((*bp)[:0], text)
	_, err := w.Write(b)
	if cap(b) <= 64<<10 {
		*bp = b[:0]
		htmlPool.Put(bp)
	}
	return err
}

// appendAnchor appends the anchor of l, a link in text.
func (d *Detector) appendAnchor(dst []byte, text string, l Link, isolate bool) []byte {
	var buf [256]byte
	a := Anchor{Href: d.AppendHref(buf[:0], l, text), Isolate: isolate, Spoof: l.Spoof}
	if l.Spoof {
		a.Host = text[l.HostStart:l.HostEnd]
	}
	dst = d.AppendAnchor(dst, &a)
	dst = appendHTMLText(dst, text[l.Start:l.End])
	return append(dst, "</a>"...)
}

// htmlEscapes are the replacements of the ASCII bytes that appendHTMLText
// escapes.
var htmlEscapes = [utf8.RuneSelf]string{
	'&': "&amp;", '<': "&lt;", '>': "&gt;", '"': "&quot;", '\'': "&#39;",
	0: "\uFFFD", '\r': "&#13;",
}

// appendHTMLText appends s escaped for HTML text (see AppendHTML).
func appendHTMLText(dst []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if e := htmlEscapes[c]; e != "" {
				dst = append(dst, s[last:i]...)
				dst = append(dst, e...)
				last = i + 1
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, s[last:i]...)
			dst = append(dst, "\uFFFD"...)
			last = i + 1
		}
		i += n
	}
	return append(dst, s[last:]...)
}
