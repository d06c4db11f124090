package renderer

import (
	"encoding/binary"
	"unicode/utf8"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"

	"github.com/yuin/goldmark/util"
)

// escapeIgnorablesFrom escapes the ignorables in dst[start:], in place of
// them. Text with none (the common case, even when lead bytes such as the
// 0xE3 of '。' call for a look) is left as it is, without copying.
func escapeIgnorablesFrom(dst []byte, start int) []byte {
	for i := start; i < len(dst); {
		c := dst[i]
		if c < ' ' || c == 0x7F {
			return escapeIgnorablesAt(dst, start)
		}
		if !mayBeIgnorable[c] {
			i++
			continue
		}
		r, size := utf8.DecodeRune(dst[i:])
		if ul.Invisible(r) {
			return escapeIgnorablesAt(dst, start)
		}
		i += size
	}
	return dst
}

// escapeIgnorablesAt rewrites dst[start:] with its ignorables escaped. The
// escaped form is built after the end of dst (appendIgnorablesEscaped reads
// dst[start:n] while it appends beyond n, or into a new array) and moved
// back.
func escapeIgnorablesAt(dst []byte, start int) []byte {
	n := len(dst)
	dst = appendIgnorablesEscaped(dst, dst[start:n])
	m := copy(dst[start:], dst[n:])
	return dst[:start+m]
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
		if ul.Invisible(r) {
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
