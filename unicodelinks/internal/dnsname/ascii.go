package dnsname

import (
	"strings"
	"unicode/utf8"
)

// The ASCII fast paths of the scanners: most text is ASCII, read a word at
// a time.

// FirstNonASCII returns the offset of the first byte of s at or after i
// that is not ASCII, or len(s).
func FirstNonASCII(s string, i int) int {
	const high = 0x8080808080808080
	t := s[i:]
	for len(t) >= 32 && (Load64(t)|Load64(t[8:])|Load64(t[16:])|Load64(t[24:]))&high == 0 {
		t = t[32:]
	}
	for j := 0; j < len(t); j++ {
		if t[j] >= utf8.RuneSelf {
			return len(s) - len(t) + j
		}
	}
	return len(s)
}

// HasPrefixFold reports whether s starts with the lower-case ASCII prefix,
// ignoring ASCII case.
func HasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// Load64 returns the first eight bytes of s as a little-endian word.
func Load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// HasALabel reports whether a label of the ASCII host starts with "xn--".
func HasALabel(host string) bool {
	if strings.IndexByte(host, '-') < 0 {
		return false // the common case: no hyphen, no "xn--"
	}
	for i := 0; len(host)-i >= 4; {
		if host[i]|0x20 == 'x' && host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			return true
		}
		k := strings.IndexByte(host[i:], '.')
		if k < 0 {
			break
		}
		i += k + 1
	}
	return false
}
