package unicodelinks

import (
	"io"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// An Attribute is an extra attribute that AppendHTML writes on every
// anchor, such as rel="nofollow" or target="_blank".
type Attribute struct {
	Name, Value string
}

// WithAttributes sets the attributes that AppendHTML and WriteHTML write on
// every anchor, after its href and those it writes itself (dir, and class
// and title on a spoof). An attribute named href, or named as one of
// those, is left out, and so is one whose name is not an ASCII letter
// followed by ASCII letters, digits, '-', '_', ':' or '.'. Values are
// escaped.
func WithAttributes(attrs ...Attribute) Option {
	return func(d *Detector) {
		d.attrs = d.attrs[:0:0]
		for _, a := range attrs {
			if ValidAttributeName(a.Name) && a.Name != "href" {
				d.attrs = append(d.attrs, a)
			}
		}
	}
}

// SpoofClass is the class of the anchors that AppendHTML writes for a link
// with Spoof set (under WithSpoofCheck(SpoofMark)); their title is the
// host's A-label form (see ToASCII), as an address bar shows it. It is the
// class that the goldmark extension's renderer writes.
const SpoofClass = "unicodelinks-spoof"

// AppendHTML appends text to dst as HTML and returns the extended buffer:
// each link that d finds is an anchor, <a href="…">text</a>, and the rest
// is text. Everything is escaped for HTML ('&', '<', '>', '"', '\”);
// NUL and bytes that are not valid UTF-8 are written as U+FFFD, each byte
// on its own (as a browser decodes them), and a carriage return as "&#13;",
// so that the text an HTML parser reads back is text with those
// replacements.
//
// The href is Link.AppendHref's (minimal escaping, "https://" before a
// scheme-less domain, "mailto:" before an address), with Bidi_Control and
// default-ignorable code points percent-escaped (UTS #58 section 8). No
// href has a dangerous scheme: WithSchemes never accepts one. When text
// holds a right-to-left character or a Bidi_Control character, every
// anchor gets dir="ltr", a bidi isolate that the text around it cannot
// reorder (as the goldmark extension does for a paragraph). A link with
// Spoof set gets the class SpoofClass and the host's A-label as title.
// The attributes of WithAttributes follow.
func (d *Detector) AppendHTML(dst []byte, text string) []byte {
	isolate := NeedsIsolation(text)
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
	dst = append(dst, `<a href="`...)
	dst = appendHrefAttr(dst, l.AppendHref(buf[:0], text))
	dst = append(dst, '"')
	if isolate {
		dst = append(dst, ` dir="ltr"`...)
	}
	if l.Spoof {
		host := text[l.HostStart:l.HostEnd]
		title, err := spoof.ToASCII(host)
		if err != nil {
			title = host
		}
		dst = appendAttribute(dst, "class", SpoofClass)
		dst = appendAttribute(dst, "title", title)
	}
	for _, a := range d.attrs {
		if isolate && a.Name == "dir" || l.Spoof && (a.Name == "class" || a.Name == "title") {
			continue
		}
		dst = appendAttribute(dst, a.Name, a.Value)
	}
	dst = append(dst, '>')
	dst = appendHTMLText(dst, text[l.Start:l.End])
	return append(dst, "</a>"...)
}

// appendAttribute appends ` name="value"`, value escaped.
func appendAttribute(dst []byte, name, value string) []byte {
	dst = append(dst, ' ')
	dst = append(dst, name...)
	dst = append(dst, `="`...)
	dst = appendHTMLText(dst, value)
	return append(dst, '"')
}

// ValidAttributeName reports whether name is an ASCII letter followed by
// ASCII letters, digits, '-', '_', ':' or '.': a name that HTML reads as
// written ("rel", "data-id", "aria-label", "xml:lang"), never one that
// ends the attribute-name state ("x onmouseover=alert(1) y").
func ValidAttributeName(name string) bool {
	if name == "" || asciiHost[name[0]]&aLetter == 0 {
		return false
	}
	for i := 1; i < len(name); i++ {
		c := name[i]
		if c >= utf8.RuneSelf || asciiHost[c]&(aLetter|aDigit) == 0 && c != '-' && c != '_' && c != ':' && c != '.' {
			return false
		}
	}
	return true
}

// htmlEscapes are the replacements of the ASCII bytes that appendHTMLText
// escapes.
var htmlEscapes = [utf8.RuneSelf]string{
	'&': "&amp;", '<': "&lt;", '>': "&gt;", '"': "&quot;", '\'': "&#39;",
	0: "\uFFFD", '\r': "&#13;",
}

// appendHTMLText appends s escaped for HTML text and attribute values (see
// AppendHTML).
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

// appendHrefAttr appends href, which the caller made in a buffer of its
// own, as the value of an href attribute: its invisible code points, ASCII
// controls and bytes that are not UTF-8 percent-escaped (after href, in its
// buffer), then escaped for HTML.
func appendHrefAttr(dst, href []byte) []byte {
	if len(href) == 0 {
		return dst
	}
	n := len(href)
	href = AppendInvisiblesEscaped(href, unsafe.String(&href[0], n))
	if len(href) == n {
		return dst
	}
	return appendHTMLText(dst, unsafe.String(&href[n], len(href)-n))
}
