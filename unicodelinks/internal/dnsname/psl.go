package dnsname

import (
	"net/netip"
	"strings"
)

// The registrable domain of a host (its public suffix and one label more),
// by the public suffix list that golang.org/x/net/publicsuffix holds,
// written as tables by internal/genhost into tlds.go: a copy of the
// data in place of the import, which would link net/http into every
// program. The results are those of publicsuffix.EffectiveTLDPlusOne (the
// tests compare them under every node of the list).

// The kinds of a node of the list (bits 28–29 of its entry).
const (
	pslRule       = 0 // the node is a public suffix
	pslException  = 1 // an exception rule: the node's parent is the public suffix
	pslParentOnly = 2 // only rules below the node, or a wildcard
)

// The fields of pslNodes and pslEntries (see the generator).
const (
	pslLenBits    = 6
	pslOffsetBits = 16
	pslIndexBits  = 14
)

// pslLabel returns the label of node n.
func pslLabel(n uint32) string {
	off := n >> pslLenBits & (1<<pslOffsetBits - 1)
	return pslText[off : off+n&(1<<pslLenBits-1)]
}

// pslFind returns the node among pslNodes[lo:hi] whose label is label.
func pslFind(label string, lo, hi uint32) (uint32, bool) {
	for lo < hi {
		m := lo + (hi-lo)/2
		switch l := pslLabel(pslNodes[m]); {
		case l == label:
			return m, true
		case l < label:
			lo = m + 1
		default:
			hi = m
		}
	}
	return 0, false
}

// publicSuffixStart returns where the public suffix of domain starts: the
// longest rule that matches its last labels, "*" (the last label) if none
// does. It walks down the tree from the top-level domain, one label of
// domain at a time, as publicsuffix.PublicSuffix does.
func publicSuffixStart(domain string) int {
	lo, hi := uint32(0), uint32(pslTLDs)
	s, suffix, wildcard := domain, len(domain), false
	for {
		dot := strings.LastIndexByte(s, '.')
		if wildcard {
			suffix = dot + 1
		}
		n, ok := pslFind(s[dot+1:], lo, hi)
		if !ok {
			break
		}
		e := pslEntries[pslNodes[n]>>(pslLenBits+pslOffsetBits)]
		lo, hi = e&(1<<pslIndexBits-1), e>>pslIndexBits&(1<<pslIndexBits-1)
		switch e >> (2 * pslIndexBits) & 3 {
		case pslRule:
			suffix = dot + 1
		case pslException:
			return len(s) + 1
		}
		wildcard = e>>(2*pslIndexBits+2)&1 != 0
		if dot < 0 {
			break
		}
		s = s[:dot]
	}
	if suffix == len(domain) {
		return strings.LastIndexByte(domain, '.') + 1
	}
	return suffix
}

// RegistrableDomain returns the registrable domain of domain, lower-case
// A-labels or U-labels without a trailing dot, as
// publicsuffix.EffectiveTLDPlusOne does: false for an empty label, an IP
// address or a public suffix itself. Rules are A-labels: a U-label matches
// only a wildcard.
func RegistrableDomain(domain string) (string, bool) {
	if domain == "" || domain[0] == '.' || domain[len(domain)-1] == '.' || strings.Contains(domain, "..") {
		return "", false
	}
	if _, err := netip.ParseAddr(domain); err == nil {
		return "", false
	}
	start := publicSuffixStart(domain)
	if start == 0 {
		return "", false
	}
	return domain[strings.LastIndexByte(domain[:start-1], '.')+1:], true
}
