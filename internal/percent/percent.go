// Package percent decodes URL percent-escapes for the renderer and the test
// helpers. (Package unicodelinks keeps its own copy: it imports nothing of
// this module.)
package percent

// DecodeAt reports whether s holds a percent-escape "%XY" at i, and the byte
// it stands for.
func DecodeAt[T string | []byte](s T, i int) (byte, bool) {
	if i < 0 || i+2 >= len(s) || s[i] != '%' || !isHex(s[i+1]) || !isHex(s[i+2]) {
		return 0, false
	}
	return unhex(s[i+1])<<4 | unhex(s[i+2]), true
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}
