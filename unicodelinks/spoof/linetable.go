package spoof

import "strings"

// A lineTable is a list of strings, sorted, each ended by '\n', perhaps
// with a '*' before it, which marks the line and is no part of the string
// (no string holds '*' or a byte below it: see internal/gentop), with the
// offset of every topLineStride-th line: a lookup bisects those lines,
// then reads on from the one before.
type lineTable struct {
	text   string
	starts []uint32
}

// has reports whether key is a line of t.
func (t *lineTable) has(key []byte) bool {
	l, ok := t.lowerBound(key)
	return ok && strings.TrimSuffix(l, "*") == string(key)
}

// hasPrefix reports whether a line of t starts with key.
func (t *lineTable) hasPrefix(key []byte) bool {
	l, ok := t.lowerBound(key)
	return ok && strings.HasPrefix(l, string(key))
}

// lowerBound returns the first line of t that is not before key, with its
// mark but without its line feed, and false if there is none.
func (t *lineTable) lowerBound(key []byte) (string, bool) {
	lo, hi := 0, len(t.starts) // the first indexed line not before key
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t.line(int(t.starts[m])) < string(key) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	i := 0
	if lo > 0 {
		i = int(t.starts[lo-1])
	}
	for i < len(t.text) {
		l := t.line(i)
		if l >= string(key) {
			return l, true
		}
		i += len(l) + 1
	}
	return "", false
}

// line returns the line of t at offset i, without its line feed.
func (t *lineTable) line(i int) string {
	return t.text[i : i+strings.IndexByte(t.text[i:], '\n')]
}

// The built-in tables of topdomains.go: the skeletons of the well-known
// domains, those of their last labels, and the domains.
var (
	topSkeletons    = lineTable{topDomainSkeletons, topDomainSkeletonsStarts[:]}
	topTLDSkeletons = lineTable{topDomainTLDSkeletons, topDomainTLDSkeletonsStarts[:]}
	topNames        = lineTable{topDomainNames, topDomainNamesStarts[:]}
)
