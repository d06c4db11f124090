package renderer

// houdiniSafe is houdini's HREF_SAFE table: the bytes kept as they are.
var houdiniSafe = func() (t [256]bool) {
	for _, c := range []byte("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.+!*(),%#@?=;:/$~") {
		t[c] = true
	}
	return t
}()

// appendCmarkHref appends url to dst as cmark-gfm escapes an href
// (houdini_escape_href, src/houdini_href_e.c) before its HTML escapes: the
// bytes of -_.+!*'(),%#@?=;:/$~&' and ASCII letters and digits are kept,
// every other byte (space, '"', '<', '>', '\\', brackets, braces, '|',
// '^', '`', controls, each byte of a non-ASCII character) is written %XX in
// upper-case hex. '%' is kept, so an escape already in the URL stays as it
// is, and a stray "%zz" too. The renderer escapes the attribute value for
// HTML as it does for every href.
func appendCmarkHref(dst, url []byte) []byte {
	const hex = "0123456789ABCDEF"
	for _, c := range url {
		if houdiniSafe[c] || c == '&' || c == '\'' {
			dst = append(dst, c)
		} else {
			dst = append(dst, '%', hex[c>>4], hex[c&0xF])
		}
	}
	return dst
}
