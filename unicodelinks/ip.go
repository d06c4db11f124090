package unicodelinks

import (
	"net/netip"
	"unicode/utf8"
)

// scanPort scans a port at text[i]: ':' and one to five ASCII digits for a
// number from 1 to 65535, not followed by an ASCII letter, digit or '_'.
// present reports a ':' followed by a digit.
func scanPort(text string, i int) (end int, present, valid bool) {
	if i+1 >= len(text) || text[i] != ':' || !isDigit(text[i+1]) {
		return i, false, false
	}
	n, j := 0, i+1
	for ; j < len(text) && isDigit(text[j]); j++ {
		if j-i > 5 {
			return i, true, false
		}
		n = n*10 + int(text[j]-'0')
	}
	if j < len(text) && (text[j] == '_' || text[j] < utf8.RuneSelf && asciiHost[text[j]]&aLabel != 0 && text[j] != '-') {
		return i, true, false
	}
	if n < 1 || n > 65535 {
		return i, true, false
	}
	return j, true, true
}

// isIPv4 reports whether s is a dotted-decimal IPv4 address: four decimal
// numbers from 0 to 255 without leading zeros.
func isIPv4(s string) bool {
	parts, n, digits := 0, 0, 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 || n > 255 {
				return false
			}
			parts++
			n, digits = 0, 0
			continue
		}
		c := s[i]
		if c < '0' || c > '9' || (digits == 1 && n == 0) {
			return false
		}
		n = n*10 + int(c-'0')
		digits++
		if digits > 3 {
			return false
		}
	}
	return parts == 4
}

// scanIPv6 scans a bracketed IPv6 address such as "[2001:db8::1]" at
// text[start] and an optional port.
func scanIPv6(h *hostScan, text string, start int) {
	*h = hostScan{hostEnd: start, end: start}
	h.run = hostRun{start: start, end: start, domainEnd: start}
	const maxIPv6 = len("[ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255]")
	for i := start + 1; i < len(text) && i-start < maxIPv6; i++ {
		c := text[i]
		if c == ']' {
			a, err := netip.ParseAddr(text[start+1 : i])
			if err != nil || !a.Is6() || a.Zone() != "" {
				return
			}
			h.ok = true
			h.hostEnd, h.end = i+1, i+1
			h.run.end, h.run.domainEnd = i+1, i+1
			pe, present, valid := scanPort(text, i+1)
			if valid {
				h.end = pe
			}
			h.badPort = present && !valid
			return
		}
		if c != ':' && c != '.' && !isHex(c) {
			return
		}
	}
}

// portEnd returns the end of the port-like run at text[i], a ':' and the
// ASCII letters, digits and '_' that follow it: where a domain with an
// invalid port ends.
func portEnd(text string, i int) int {
	if i >= len(text) || text[i] != ':' {
		return i
	}
	i++
	for i < len(text) && (text[i] == '_' || asciiHost[text[i]]&aLabel != 0 && text[i] != '-') {
		i++
	}
	return i
}
