package unicodelinks

import (
	"fmt"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// The anchor writer: the start tag of a link's anchor, which AppendHTML
// and the goldmark extension's renderer both write through AppendAnchor.

// An Attribute is an attribute of an anchor, such as rel="nofollow" or
// target="_blank".
type Attribute struct {
	Name, Value string
}

// spoofClass is the class of the anchors of links with Spoof set (under
// WithSpoofCheck(SpoofMark)); their title is the host's A-label form (see
// spoof.ToASCII), as an address bar shows it.
const spoofClass = "unicodelinks-spoof"

// WithAttributes sets the attributes that AppendAnchor writes on every
// anchor, in AppendHTML and WriteHTML too, after its href and those it
// writes itself (dir where the link is isolated, and class and title on a
// spoof), which win over an attribute of the same name. Values are
// escaped. A name that is not an ASCII letter followed by ASCII letters,
// digits, '-', '_', ':' or '.', and "href" (the href is made from the
// link), are errors.
func WithAttributes(attrs ...Attribute) Option {
	return func(d *Detector) error {
		if err := checkAttributes(attrs); err != nil {
			return &OptionError{Option: "WithAttributes", Err: err}
		}
		d.attrs = append(d.attrs[:0:0], attrs...)
		return nil
	}
}

// checkAttributes returns an error that names the first attribute whose
// name cannot be written or is "href", or nil.
func checkAttributes(attrs []Attribute) error {
	for _, a := range attrs {
		if !validAttributeName(a.Name) {
			return &reason{fmt.Sprintf("attribute name %q is no valid HTML attribute name", a.Name), ErrAttributeName}
		}
		if a.Name == "href" {
			return &reason{fmt.Sprintf("attribute name %q: the href is made from the link (a goldmark filter sets a Destination instead)", a.Name), ErrAttributeName}
		}
	}
	return nil
}

// validAttributeName reports whether name is an ASCII letter followed by
// ASCII letters, digits, '-', '_', ':' or '.': a name that HTML reads as
// written ("rel", "data-id", "aria-label", "xml:lang"), never one that
// ends the attribute-name state ("x onmouseover=alert(1) y").
func validAttributeName(name string) bool {
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

// An Anchor is what AppendAnchor writes of a link: its href, and what
// decides its attributes. A program that writes its own HTML around the
// links of Detect (mentions, emoji, a template) fills one per link, so
// that its anchors are escaped and checked as AppendHTML's and the
// goldmark extension's are.
type Anchor struct {
	// Href is the href before HTML escaping, as Detector.AppendHref
	// makes it.
	Href []byte
	// Raw tells that Href was not made by AppendHref (the goldmark
	// extension's filters set destinations): its ASCII controls, bytes
	// that are not UTF-8 and invisible code points are percent-escaped
	// as it is written.
	Raw bool
	// Unsafe writes an href with a dangerous scheme (javascript:, …) as
	// it is, as goldmark's html.WithUnsafe asks; without it, such an
	// href is written empty.
	Unsafe bool
	// Isolate writes dir="ltr", a bidi isolate that the text around the
	// link cannot reorder: its paragraph holds right-to-left text or a
	// Bidi_Control character (see package internal/extapi).
	Isolate bool
	// Spoof writes the class "unicodelinks-spoof" and, as title, the A-label form
	// of Host (see spoof.ToASCII), the host as a reader reads it: the link's
	// host looks like another one (Link.Spoof).
	Spoof bool
	Host  string
	// Attributes are set on this link (by a goldmark filter). They are
	// written after the Detector's (WithAttributes), in place of one of
	// the same name and of dir="ltr"; a class comes before the spoof class,
	// and a title gives way to the spoof mark's. An href among them
	// replaces Href, as a Raw one. A name that WithAttributes would refuse
	// is left out.
	Attributes []Attribute
}

// attribute returns the value of the attribute name set on the link.
func (a *Anchor) attribute(name string) (string, bool) {
	for _, x := range a.Attributes {
		if x.Name == name {
			return x.Value, true
		}
	}
	return "", false
}

// AppendAnchor appends the start tag of the anchor a, <a href="…" …>, to
// dst and returns the extended buffer: the href, dir, the spoof mark's
// class and title, the attributes of WithAttributes, then a's own. Values
// are escaped for HTML ('&', '<', '>', '"'; NUL as U+FFFD), as goldmark
// escapes them.
func (d *Detector) AppendAnchor(dst []byte, a *Anchor) []byte {
	href, raw := a.Href, a.Raw
	own := len(a.Attributes) > 0
	if v, ok := a.attribute("href"); own && ok {
		href, raw = unsafe.Slice(unsafe.StringData(v), len(v)), true
	}
	dst = append(dst, `<a href="`...)
	if raw {
		dst = appendRawHref(dst, href, a.Unsafe)
	} else if a.Unsafe || !dangerousURL(href) {
		if d.trustedHrefs {
			dst = append(dst, href...)
		} else {
			dst = appendAttrValue(dst, unsafe.String(unsafe.SliceData(href), len(href)))
		}
	}
	dst = append(dst, '"')
	_, ownDir := a.attribute("dir")
	if a.Isolate && !ownDir {
		dst = append(dst, ` dir="ltr"`...)
	}
	if a.Spoof {
		dst = append(dst, ` class="`...)
		if v, ok := a.attribute("class"); ok {
			dst = append(appendAttrValue(dst, v), ' ')
		}
		dst = append(dst, spoofClass+`"`...)
		// A copy of the host, which idna's errors may keep: nothing that
		// a points to escapes, so that a caller's Anchor and attributes
		// stay on its stack.
		host := strings.Clone(a.Host)
		title, err := spoof.ToASCII(host)
		if err != nil {
			title = host
		}
		dst = appendAttribute(dst, "title", title)
	}
	for _, x := range d.attrs {
		if a.Isolate && x.Name == "dir" || a.Spoof && (x.Name == "class" || x.Name == "title") {
			continue
		}
		if _, set := a.attribute(x.Name); own && set {
			continue
		}
		dst = appendAttribute(dst, x.Name, x.Value)
	}
	for _, x := range a.Attributes {
		if x.Name == "href" || a.Spoof && (x.Name == "class" || x.Name == "title") || !validAttributeName(x.Name) {
			continue
		}
		dst = appendAttribute(dst, x.Name, x.Value)
	}
	return append(dst, '>')
}

// appendRawHref appends href, which AppendHref did not make, as the value
// of an href attribute: what no href shows raw percent-escaped, then
// escaped for HTML; empty if its scheme is dangerous and not unsafe.
func appendRawHref(dst, href []byte, unsafeOK bool) []byte {
	p := len(dst)
	dst = appendUnsafeEscaped(dst, unsafe.String(unsafe.SliceData(href), len(href)), false)
	if !unsafeOK && dangerousURL(dst[p:]) {
		return dst[:p]
	}
	n := len(dst)
	if n == p {
		return dst
	}
	dst = appendAttrValue(dst, unsafe.String(&dst[p], n-p))
	return dst[:p+copy(dst[p:], dst[n:])]
}

// appendAttribute appends ` name="value"`, value escaped.
func appendAttribute(dst []byte, name, value string) []byte {
	dst = append(dst, ' ')
	dst = append(dst, name...)
	dst = append(dst, `="`...)
	dst = appendAttrValue(dst, value)
	return append(dst, '"')
}

var attrEscapes = [256]string{'&': "&amp;", '<': "&lt;", '>': "&gt;", '"': "&quot;", 0: "\uFFFD"}

// appendAttrValue appends s escaped for a double-quoted attribute value
// ('&', '<', '>', '"'; NUL as U+FFFD), as goldmark's util.EscapeHTML
// escapes. Eight bytes without any of them are passed over at once.
func appendAttrValue(dst []byte, s string) []byte {
	last := 0
	for i := 0; ; i++ {
		for ; i+8 <= len(s) && !mayNeedEscape(dnsname.Load64(s[i:i+8])); i += 8 {
		}
		for ; i < len(s) && attrEscapes[s[i]] == ""; i++ {
		}
		if i >= len(s) {
			break
		}
		dst = append(dst, s[last:i]...)
		dst = append(dst, attrEscapes[s[i]]...)
		last = i + 1
	}
	return append(dst, s[last:]...)
}

// mayNeedEscape reports whether one of the eight bytes of v is '&', '<',
// '>', '"' or NUL: c|4 is '&' for '"' and '&', c|2 is '>' for '<' and '>',
// and a word has a zero byte when (x - 0x01…) &^ x has a high bit.
func mayNeedEscape(v uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(x uint64) uint64 { return (x - ones) &^ x & highs }
	return zero((v|4*ones)^('&'*ones))|zero((v|2*ones)^('>'*ones))|zero(v) != 0
}
