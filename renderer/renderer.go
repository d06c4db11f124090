// Package renderer renders the link nodes of package parser as HTML
// anchors: <a href="…">label</a>.
//
// The href is the link's text with "mailto:" or the www scheme put in front
// of it; by default (MinimalEscaping) its scheme, host and port are kept as
// written and its path, query and fragment are minimally escaped by the
// engine (UTS #58 section 4.1), so that "https://el.wikipedia.org/wiki/Ελλάδα"
// stays readable. PercentEncoding escapes it as goldmark's renderer does
// for autolinks (every non-ASCII byte). In both forms Bidi_Control and
// default-ignorable code points are percent-escaped (UTS #58 section 8), a
// URL with a dangerous scheme (javascript:, …, read as a browser reads it)
// gets an empty href unless goldmark's html.WithUnsafe is set, and
// attribute values are escaped for HTML. CommonMark autolinks (<…>, *ast.AutoLink) keep goldmark's rendering.
package renderer

import (
	"bytes"
	"encoding/binary"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// An HrefForm tells how the href of a link is escaped.
type HrefForm uint8

const (
	// DialectDefault (the zero value) is CmarkGFMEscaping for the links
	// of the GFM dialect and MinimalEscaping for the others.
	DialectDefault HrefForm = iota
	// MinimalEscaping keeps the href readable: only what UTS #58 section
	// 4.1 requires is percent-escaped in the path, query and fragment (in
	// the GFM and MD4C dialects, whose links end by other rules, the href
	// is the link's text).
	MinimalEscaping
	// PercentEncoding escapes the href as goldmark does for autolinks
	// (util.URLEscape): every non-ASCII byte and every byte outside the
	// URL character set.
	PercentEncoding
	// CmarkGFMEscaping escapes the href as cmark-gfm does
	// (houdini_escape_href): every byte outside its safe set, non-ASCII
	// bytes included, is %XX; '%' is kept.
	CmarkGFMEscaping
)

// An Attribute is an extra attribute written on every anchor, such as
// rel="nofollow". Attributes set on a node (by a parser.Filter) take
// precedence over an extra attribute of the same name.
type Attribute struct {
	Name, Value string
}

// Config holds the options of the renderer. Its zero value is usable.
type Config struct {
	// Config holds goldmark's HTML options (XHTML, Unsafe, …), set through
	// goldmark.WithRendererOptions.
	html.Config
	// HrefForm selects the escaping of hrefs.
	HrefForm HrefForm
	// Attributes are written on every anchor.
	Attributes []Attribute
}

const (
	optHrefForm   renderer.OptionName = "UnicodeLinksHrefForm"
	optAttributes renderer.OptionName = "UnicodeLinksAttributes"
)

// SetOption implements goldmark's renderer.SetOptioner.
func (c *Config) SetOption(name renderer.OptionName, value any) {
	switch name {
	case optHrefForm:
		c.HrefForm = value.(HrefForm)
	case optAttributes:
		c.Attributes = value.([]Attribute)
	default:
		c.Config.SetOption(name, value)
	}
}

// An Option sets an option of the renderer; it is also a goldmark
// renderer.Option.
type Option interface {
	renderer.Option
	SetLinkRendererOption(*Config)
}

type option struct {
	name  renderer.OptionName
	value any
}

func (o *option) SetConfig(c *renderer.Config)    { c.Options[o.name] = o.value }
func (o *option) SetLinkRendererOption(c *Config) { c.SetOption(o.name, o.value) }

// WithHrefForm selects the escaping of hrefs.
func WithHrefForm(f HrefForm) Option { return &option{optHrefForm, f} }

// WithAttributes sets attributes written on every anchor.
func WithAttributes(attrs ...Attribute) Option {
	return &option{optAttributes, append([]Attribute(nil), attrs...)}
}

// LinkRenderer is the renderer.NodeRenderer of parser.Link nodes.
type LinkRenderer struct {
	Config
	// goldmark holds goldmark's functions, set by RegisterFuncs.
	goldmark goldmarkFuncs
}

// NewRenderer returns a LinkRenderer with the given options.
func NewRenderer(opts ...Option) renderer.NodeRenderer {
	r := &LinkRenderer{Config: Config{Config: html.NewConfig()}}
	for _, o := range opts {
		o.SetLinkRendererOption(&r.Config)
	}
	return r
}

// RegisterFuncs implements renderer.NodeRenderer.
// goldmark calls it once the options are set.
func (r *LinkRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	r.goldmark = goldmarkFuncsOf(r.Config.Config)
	reg.Register(node.KindLink, r.renderLink)
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
	if r.eastAsianBreaks() {
		reg.Register(ast.KindText, r.renderText)
	}
}

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, 256); return &b }}

func (r *LinkRenderer) renderLink(w util.BufWriter, source []byte, n0 ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		n := n0.(*node.Link)
		r.writeAnchor(w, source, n, n)
	}
	return ast.WalkSkipChildren, nil
}

// writeAnchor writes the anchor of l; attrs holds the attributes set on
// its node (l itself, or the *ast.AutoLink made in its place).
func (r *LinkRenderer) writeAnchor(w util.BufWriter, source []byte, l *node.Link, attrs ast.Node) {
	label := l.Label(source)
	decode := mdtext.NeedsDecoding(label)
	var href []byte
	var bp *[]byte
	// labelHref: the href is prefix and the label; plainLabel: it was
	// written with nothing to escape.
	labelHref, plainLabel := false, false
	prefix := ""
	if v, ok := attrs.AttributeString("href"); ok {
		// A filter's href attribute replaces the href, as a Destination.
		bp = bufPool.Get().(*[]byte)
		href = appendIgnorablesEscaped((*bp)[:0], attributeBytes(v))
	} else if prefix, labelHref = r.labelHref(l, label, decode); labelHref {
		href = label
	} else {
		bp = bufPool.Get().(*[]byte)
		href = r.appendHrefOf((*bp)[:0], l, label, decode)
	}
	_, _ = w.WriteString(`<a href="`)
	// The parser makes links only with its schemes (never a dangerous
	// one, see parser.WithSchemes), but the www scheme and a filter's
	// Destination may be anything: every href is checked.
	// A label taken for the href has no '&' (it needs no decoding) and no
	// other byte that HTML escapes (plainHref, plainAddress): it is
	// written as it is, in the href and as the label.
	switch {
	case labelHref && prefix != "":
		// "http://", "https://" or "mailto:": no dangerous scheme.
		_, _ = w.WriteString(prefix)
		_, _ = w.Write(href)
		plainLabel = true
	case !r.Unsafe && ul.DangerousURL(href):
	case labelHref:
		_, _ = w.Write(href)
		plainLabel = true
	default:
		writeEscaped(w, href)
	}
	if bp != nil {
		*bp = href
		bufPool.Put(bp)
	}
	_ = w.WriteByte('"')
	if l.Isolate() {
		// An element with dir is a bidi isolate: the text around it
		// cannot reorder the link's text, which reads as its href does.
		if _, set := attrs.AttributeString("dir"); !set {
			_, _ = w.WriteString(` dir="ltr"`)
		}
	}
	if l.Spoof() {
		r.writeSpoofMark(w, source, l, attrs)
	}
	for _, a := range r.Attributes {
		if _, set := attrs.AttributeString(a.Name); set || !validAttributeName(a.Name) || a.Name == "href" ||
			l.Spoof() && (a.Name == "class" || a.Name == "title") {
			continue
		}
		writeAttribute(w, []byte(a.Name), util.StringToReadOnlyBytes(a.Value))
	}
	for _, a := range attrs.Attributes() {
		if string(a.Name) == "href" || !html.LinkAttributeFilter.Contains(a.Name) ||
			l.Spoof() && (string(a.Name) == "class" || string(a.Name) == "title") {
			continue
		}
		if _, ok := a.Value.(*node.Link); ok {
			continue
		}
		writeAttribute(w, a.Name, attributeBytes(a.Value))
	}
	_ = w.WriteByte('>')
	// The label is shown as goldmark shows text: escapes and references
	// resolved, so that the link changes nothing a reader sees. Without
	// them, goldmark's writer only escapes for HTML, as writeEscaped does
	// at a fraction of the cost.
	switch {
	case decode:
		r.Writer.Write(w, label)
	case plainLabel:
		_, _ = w.Write(label)
	default:
		writeEscaped(w, label)
	}
	_, _ = w.WriteString("</a>")
}

// AppendHref appends the href of n, before HTML escaping, to dst. It is
// made from the reader's text of the link: a backslash escape is its
// character, "&amp;" a '&'.
func (r *LinkRenderer) AppendHref(dst []byte, n *node.Link, source []byte) []byte {
	label := n.Label(source)
	return r.appendHrefOf(dst, n, label, mdtext.NeedsDecoding(label))
}

// labelHref reports whether the href of n is its label as it is after
// prefix, which is "" or the scheme put before a www link or an e-mail
// address ("http://", "https://", "mailto:"): the label needs no decoding,
// and minimal escaping leaves it unchanged (most links of the Unicode
// dialect). The prefix, letters and "://" or ':', changes nothing of what
// plainHref and plainAddress find of the label.
func (r *LinkRenderer) labelHref(n *node.Link, label []byte, decode bool) (prefix string, ok bool) {
	if decode || n.Destination() != nil || n.Dialect() != node.Unicode || r.hrefForm(n) != MinimalEscaping {
		return "", false
	}
	switch s, kind := n.Scheme(), n.LinkKind(); {
	case s == "":
	case kind == node.WWW && s == "http":
		prefix = "http://"
	case kind == node.WWW && s == "https":
		prefix = "https://"
	case kind == node.Email && s == "mailto":
		prefix = "mailto:"
	default:
		return "", false
	}
	return prefix, plainURL(n, label)
}

// hrefForm returns the form of n's href: r.HrefForm, or the dialect's.
func (r *LinkRenderer) hrefForm(n *node.Link) HrefForm {
	if r.HrefForm != DialectDefault {
		return r.HrefForm
	}
	if n.Dialect() == node.GFM {
		return CmarkGFMEscaping
	}
	return MinimalEscaping
}

// plainURL reports whether minimal escaping leaves url, the URL of n, as it
// is (see plainHref and plainAddress).
func plainURL(n *node.Link, url []byte) bool {
	if n.LinkKind() == node.Email {
		return plainAddress(url)
	}
	return plainHref(url)
}

// appendHrefOf is AppendHref without a Destination, given n's label and
// whether it needs decoding (holds a backslash or an ampersand).
func (r *LinkRenderer) appendHrefOf(dst []byte, n *node.Link, label []byte, decode bool) []byte {
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
func (r *LinkRenderer) appendHref(dst []byte, n *node.Link, label []byte) []byte {
	form := r.hrefForm(n)
	start := len(dst)
	if form == MinimalEscaping && n.Dialect() != node.Unicode {
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
	case CmarkGFMEscaping:
		dst = appendCmarkHref(dst, url)
	case PercentEncoding:
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
		if r == utf8.RuneError && n == 1 || ul.LinkTerm(r) != ul.Include || isIgnorable(r) {
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
func appendScheme(dst []byte, n *node.Link) []byte {
	if n.Scheme() == "" {
		return dst
	}
	dst = append(dst, n.Scheme()...)
	if n.LinkKind() == node.Email {
		return append(dst, ':')
	}
	return append(dst, "://"...)
}

var htmlEscapes = [256]string{'&': "&amp;", '<': "&lt;", '>': "&gt;", '"': "&quot;", 0: "\uFFFD"}

// needsHTMLEscape marks the bytes that htmlEscapes replaces: a byte test
// is cheaper than the string comparison in the loop of writeEscaped.
var needsHTMLEscape = [256]bool{'&': true, '<': true, '>': true, '"': true, 0: true}

// writeEscaped writes b escaped for HTML text and attribute values (&, <,
// >, "), as goldmark's util.EscapeHTML does, without allocating; a NUL is
// written U+FFFD, as goldmark writes it in text. Eight bytes without any of
// them are passed over at once.
func writeEscaped(w util.BufWriter, b []byte) {
	last := 0
	for i := 0; ; i++ {
		for ; i+8 <= len(b) && !mayNeedHTMLEscape(binary.LittleEndian.Uint64(b[i:])); i += 8 {
		}
		for ; i < len(b) && !needsHTMLEscape[b[i]]; i++ {
		}
		if i >= len(b) {
			break
		}
		_, _ = w.Write(b[last:i])
		_, _ = w.WriteString(htmlEscapes[b[i]])
		last = i + 1
	}
	_, _ = w.Write(b[last:])
}

// mayNeedHTMLEscape reports whether one of the eight bytes of v is '&',
// '<', '>', '"' or NUL: c|4 is '&' for '"' and '&', c|2 is '>' for '<' and
// '>', and a word has a zero byte when (x - 0x01…) &^ x has a high bit.
func mayNeedHTMLEscape(v uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(x uint64) uint64 { return (x - ones) &^ x & highs }
	return zero((v|4*ones)^('&'*ones))|zero((v|2*ones)^('>'*ones))|zero(v) != 0
}

// isIgnorable reports whether r is Bidi_Control or Default_Ignorable_Code_Point,
// which UTS #58 section 8 asks to percent-escape in a URL that is shown.
func isIgnorable(r rune) bool {
	if r < 0xAD || ignorableFree(r) {
		return false
	}
	if unicode.Is(unicode.Bidi_Control, r) {
		return true
	}
	if !unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) && !unicode.Is(unicode.Cf, r) &&
		!unicode.Is(unicode.Variation_Selector, r) {
		return false
	}
	return !unicode.Is(unicode.White_Space, r) && !(0xFFF9 <= r && r <= 0xFFFB) &&
		!(0x13430 <= r && r <= 0x1343F) && !unicode.Is(unicode.Prepended_Concatenation_Mark, r)
}

// ignorableFree reports whether r lies in one of the wide ranges that hold
// no ignorable code point (TestIgnorableFree checks every code point), so
// that Greek, Cyrillic, Hebrew, Indic, CJK and most other text is told
// apart without the tables of package unicode.
func ignorableFree(r rune) bool {
	return 0x0370 <= r && r < 0x0600 || 0x0900 <= r && r < 0x115F ||
		0x2070 <= r && r < 0xFE00 && r != 0x3164 || 0xFFF9 <= r && r < 0x1BCA0 ||
		0x1D17B <= r && r < 0xE0000 || r > 0xE0FFF
}

const upperHex = "0123456789ABCDEF"

// mayBeIgnorable marks the UTF-8 lead bytes of the blocks that hold
// Bidi_Control and default-ignorable code points (U+00AD, U+034F, U+061C,
// U+115F–U+206F, U+3164, U+FE00–U+FFF8, U+1BCA0–U+1D17A, U+E0000–U+E0FFF),
// so that other text is copied without decoding.
var mayBeIgnorable = [256]bool{0xC2: true, 0xCD: true, 0xD8: true, 0xE1: true, 0xE2: true, 0xE3: true, 0xEF: true, 0xF0: true, 0xF3: true}

// appendIgnorablesEscaped appends b with its Bidi_Control and
// default-ignorable code points, and its ASCII controls, percent-escaped (a
// NUL, which goldmark shows as U+FFFD, as U+FFFD).
func appendIgnorablesEscaped(dst, b []byte) []byte {
	last := 0
	for i := 0; i < len(b); {
		if c := b[i]; c < ' ' || c == 0x7F {
			dst = append(dst, b[last:i]...)
			if c == 0 {
				dst = append(dst, "%EF%BF%BD"...)
			} else {
				dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			}
			i++
			last = i
			continue
		}
		if !mayBeIgnorable[b[i]] {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if isIgnorable(r) {
			dst = append(dst, b[last:i]...)
			for _, c := range b[i : i+size] {
				dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			}
			last = i + size
		}
		i += size
	}
	return append(dst, b[last:]...)
}

// str returns b as a string without copying; the string does not outlive
// the call it is passed to.
func str(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}
