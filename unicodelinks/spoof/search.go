package spoof

import "strings"

// The search of a domain's skeleton variants among the well-known
// domains' skeletons. A variant is looked up only while its beginning is
// the beginning of some well-known skeleton: a letter of several readings
// multiplies the variants, but most of them end at the first lookup, so
// that a host costs a few lookups however many readings its letters have.
// maxSkeletonVariants bounds the variants as Chromium does, and
// maxLookalikeLookups the lookups of a host, whatever the tables: a host
// that would need more (none of the built-in table comes near) is compared
// no further, as Chromium compares no variant of a host with too many
// letters of several readings.

// maxLookalikeLookups bounds the table lookups of a host's look-alike
// check (both its forms). A typical IDN host makes two.
const maxLookalikeLookups = 64

// A lookalikeSearch looks the variants of a skeleton up, from one of its
// dots on, in the built-in and extra skeleton tables.
type lookalikeSearch struct {
	sk    lookalikeSkeleton
	extra *TopDomains
	work  *work
	// leaves counts the variants compared in full from the current dot.
	leaves int
	cand   [maxSkeletonBytes + 4*maxPrototypeBytes]byte
}

// dots returns the number of dots of the skeleton (in its fixed parts:
// no reading of a letter has one).
func (s *lookalikeSearch) dots() int {
	n := 0
	for _, p := range s.sk.parts[:s.sk.np] {
		if p.n == 1 {
			n += strings.Count(s.sk.text(p.opts[0]), ".")
		}
	}
	return n
}

// from reports whether a variant of the skeleton from after its d-th dot
// (from its start when d is 0) is a well-known domain's skeleton.
func (s *lookalikeSearch) from(d int) bool {
	s.leaves = 0
	if d == 0 {
		return s.match(0, 0)
	}
	for i, p := range s.sk.parts[:s.sk.np] {
		if p.n != 1 {
			continue
		}
		b := s.sk.buf[p.opts[0].start:p.opts[0].end]
		for j, c := range b {
			if c != '.' {
				continue
			}
			if d--; d == 0 {
				return s.match(i+1, copy(s.cand[:], b[j+1:]))
			}
		}
	}
	return false
}

// match reports whether s.cand[:n], followed by a variant of the parts
// from i on, is a well-known skeleton. Each choice is taken only while
// what precedes it begins a well-known skeleton.
func (s *lookalikeSearch) match(i, n int) bool {
	for ; i < s.sk.np && s.sk.parts[i].n == 1; i++ {
		o := s.sk.parts[i].opts[0]
		n += copy(s.cand[n:], s.sk.buf[o.start:o.end])
	}
	if s.work.lookups >= maxLookalikeLookups {
		return false
	}
	if i == s.sk.np {
		s.leaves++
		s.work.variants++
		s.work.lookups++
		return topSkeletons.has(s.cand[:n]) || s.extra.hasSkeleton(s.cand[:n])
	}
	if n > 0 {
		s.work.lookups++
		if !topSkeletons.hasPrefix(s.cand[:n]) && !s.extra.hasSkeletonPrefix(s.cand[:n]) {
			return false
		}
	}
	p := &s.sk.parts[i]
	for k := range p.n {
		if s.leaves >= maxSkeletonVariants {
			return false
		}
		m := n + copy(s.cand[n:], s.sk.buf[p.opts[k].start:p.opts[k].end])
		if s.match(i+1, m) {
			return true
		}
	}
	return false
}
