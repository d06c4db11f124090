package renderer

import (
	"bytes"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/node"
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
func appendTail(dst, tail []byte, d node.Dialect) []byte {
	start := len(dst)
	if d != node.Unicode {
		return appendIgnorablesEscaped(dst, tail)
	}
	i := indexInitiator(tail, allInitiators)
	dst = append(dst, tail[:i]...)
	for i < len(tail) {
		var part ul.Part
		var stops initiatorSet
		switch tail[i] {
		case '/':
			part, stops = ul.PathPart, pathEnds
		case '?':
			part, stops = ul.QueryPart, queryEnds
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
		} else if stops != 0 {
			j = i + indexInitiator(tail[i:], stops)
		}
		dst = ul.AppendEscaped(dst, part, str(tail[i:j]), j == len(tail))
		i = j
	}
	return escapeIgnorablesFrom(dst, start)
}

// An initiatorSet is a set of the part initiators '/', '?' and '#', as bits
// 1<<c (all three are below 64).
type initiatorSet uint64

// The initiators of the parts after a host, and those that end a path and
// a query.
const (
	allInitiators initiatorSet = 1<<'/' | 1<<'?' | 1<<'#'
	pathEnds      initiatorSet = 1<<'?' | 1<<'#'
	queryEnds     initiatorSet = 1 << '#'
)

// indexInitiator returns the offset of the first byte of b that is in set,
// or len(b). Unlike bytes.IndexAny it does not decode the non-ASCII text of
// a path, and it costs no call per byte.
func indexInitiator(b []byte, set initiatorSet) int {
	for i, c := range b {
		if c < 64 && set&(1<<c) != 0 {
			return i
		}
	}
	return len(b)
}

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
		if isIgnorable(r) {
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
