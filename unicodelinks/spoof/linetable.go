package spoof

import "strings"

// A lineTable is a list of strings, sorted, each ended by '\n', perhaps
// with a '*' before it, which marks the line and is no part of the string
// (no string holds '*' or a byte below it: see internal/gentop): a lookup
// bisects the text, and reads the line around the middle byte.
type lineTable string

// has reports whether key is a line of t.
func (t lineTable) has(key []byte) bool {
	l, ok := t.lowerBound(key)
	return ok && strings.TrimSuffix(l, "*") == string(key)
}

// hasPrefix reports whether a line of t starts with key.
func (t lineTable) hasPrefix(key []byte) bool {
	l, ok := t.lowerBound(key)
	return ok && strings.HasPrefix(l, string(key))
}

// lowerBound returns the first line of t that is not before key, with its
// mark but without its line feed, and false if there is none.
func (t lineTable) lowerBound(key []byte) (string, bool) {
	lo, hi := 0, len(t) // the lines before lo are before key, those from hi on are not
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		s := lo + strings.LastIndexByte(string(t[lo:m]), '\n') + 1
		e := s + strings.IndexByte(string(t[s:hi]), '\n')
		if string(t[s:e]) < string(key) {
			lo = e + 1
		} else {
			hi = s
		}
	}
	if lo == len(t) {
		return "", false
	}
	return string(t[lo : lo+strings.IndexByte(string(t[lo:]), '\n')]), true
}

// The built-in tables of topdomains.go: the skeletons of the
// well-known domains, those of their last labels, and the domains.
const (
	topSkeletons    = lineTable(topDomainSkeletons)
	topTLDSkeletons = lineTable(topDomainTLDSkeletons)
	topNames        = lineTable(topDomainNames)
)
