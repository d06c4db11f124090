package renderer

import (
	"encoding/binary"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"

	"github.com/yuin/goldmark/util"
)

// escapeIgnorablesFrom escapes dst[start:], an href, in place, with what an
// href shows percent-escaped (unicodelinks.AppendInvisiblesEscaped). The
// escaped form is built after the end of dst (it reads dst[start:n] while it
// appends beyond n, or into a new array) and moved back when it differs.
func escapeIgnorablesFrom(dst []byte, start int) []byte {
	n := len(dst)
	dst = ul.AppendInvisiblesEscaped(dst, str(dst[start:n]))
	if len(dst)-n == n-start {
		return dst[:n] // nothing escaped: an escape is longer than its byte
	}
	return dst[:start+copy(dst[start:], dst[n:])]
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
