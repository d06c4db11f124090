package renderer

import (
	"bytes"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// appendTail appends the part of a URL after its host (port, path, query,
// fragment, fragment directives) to dst.
//
// In the Unicode dialect each part is minimally escaped by the engine
// (unicodelinks.AppendEscaped, UTS #58 section 4.1): the link ended by the
// rules of section 3.5.1, so the escaping keeps it whole, decodes escapes
// that need not be, and escapes what would end it early. The GFM and MD4C
// dialects end links by other rules, under which section 4.1 would change
// the link (GFM keeps the unmatched ')' of "(business))+ok", which section
// 4.1 escapes): their tail is written as in the source. In every dialect
// the Bidi_Control and default-ignorable code points are then escaped.
func appendTail(dst, tail []byte, d parser.Dialect) []byte {
	start := len(dst)
	if d != parser.Unicode {
		return appendIgnorablesEscaped(dst, tail)
	}
	i := bytes.IndexAny(tail, "/?#")
	if i < 0 {
		i = len(tail)
	}
	dst = append(dst, tail[:i]...)
	for i < len(tail) {
		var part ul.Part
		var stops string
		switch tail[i] {
		case '/':
			part, stops = ul.PathPart, "?#"
		case '?':
			part, stops = ul.QueryPart, "#"
		case '#':
			part = ul.FragmentPart
		default: // ":~:"
			part = ul.DirectivePart
		}
		n := len(part.Initiator())
		dst = append(dst, tail[i:i+n]...)
		i += n
		j := len(tail)
		if part == ul.FragmentPart {
			if k := bytes.Index(tail[i:], []byte(":~:")); k >= 0 {
				j = i + k
			}
		} else if stops != "" {
			if k := bytes.IndexAny(tail[i:], stops); k >= 0 {
				j = i + k
			}
		}
		dst = ul.AppendEscaped(dst, part, str(tail[i:j]), j == len(tail))
		i = j
	}
	return escapeIgnorablesFrom(dst, start)
}

// escapeIgnorablesFrom escapes the ignorables in dst[start:], in place of
// them.
func escapeIgnorablesFrom(dst []byte, start int) []byte {
	for _, c := range dst[start:] {
		if mayBeIgnorable[c] || c < ' ' || c == 0x7F {
			tmp := append([]byte(nil), dst[start:]...)
			return appendIgnorablesEscaped(dst[:start], tmp)
		}
	}
	return dst
}
