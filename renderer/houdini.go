package renderer

// appendHoudiniHref appends url to dst as cmark-gfm writes an href
// (houdini_escape_href, src/houdini_href_e.c): the bytes of
// -_.+!*'(),%#@?=;:/,+&$~ and ASCII letters and digits are kept, '&' is
// written "&amp;" and the single quote "&#x27;", every other byte (space, '"', '<',
// '>', '\\', brackets, braces, '|', '^', '`', controls, each byte of a
// non-ASCII character) is written %XX in upper-case hex. '%' is kept, so an
// escape already in the URL stays as it is, and a stray "%zz" too.
//
// The result is ready to be written inside a double-quoted HTML attribute
// with no further escaping: it holds no '"', '<', '>', and '&' only as
// "&amp;".
func appendHoudiniHref(dst, url []byte) []byte {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(url); {
		j := i
		for j < len(url) && houdiniSafe[url[j]] != 0 {
			j++
		}
		dst = append(dst, url[i:j]...)
		if j == len(url) {
			break
		}
		switch c := url[j]; c {
		case '&':
			dst = append(dst, "&amp;"...)
		case '\'':
			dst = append(dst, "&#x27;"...)
		default:
			dst = append(dst, '%', hex[c>>4], hex[c&0xF])
		}
		i = j + 1
	}
	return dst
}

// houdiniSafe is houdini's HREF_SAFE table: the bytes kept as they are.
var houdiniSafe = alnumAnd("-_.+!*(),%#@?=;:/$~")

// appendCmarkHref appends url to dst escaped as appendHoudiniHref does,
// but for the HTML escapes: '&' and '\” are kept, for the renderer to
// escape the whole attribute value as it does for every href.
func appendCmarkHref(dst, url []byte) []byte {
	const hex = "0123456789ABCDEF"
	for _, c := range url {
		if houdiniSafe[c] != 0 || c == '&' || c == '\'' {
			dst = append(dst, c)
		} else {
			dst = append(dst, '%', hex[c>>4], hex[c&0xF])
		}
	}
	return dst
}
