package renderer

import "unicode/utf8"

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
