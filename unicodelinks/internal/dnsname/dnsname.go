// Package dnsname holds what the UTS #58 engine (package unicodelinks) and
// the UTS #39 host check (package unicodelinks/spoof) both know of domain
// names: which code points a label may hold and which IDNA keeps as they
// are (generated from golang.org/x/net/idna), the full stops that UTS #46
// maps to '.', the ICANN top-level domains and the public suffix list
// (generated from golang.org/x/net/publicsuffix, which is not imported:
// it would link net/http into every program), Punycode, and the ASCII
// fast paths of their scanners. Both packages import it, so that neither
// holds a copy of the other's tables.
package dnsname

import "unicode/utf8"

// Limits of RFC 1035 on the A-label (ASCII) form of a domain name.
const (
	MaxLabelLen  = 63
	MaxDomainLen = 253
)

// Bits of Bits, as internal/genhost writes them into hostBlocks.
const (
	// InLabel: the code point may appear in a domain label (IDNA allows
	// it, and it is not Link_Term=Hard).
	InLabel = 1
	// Stable: UTS #46 maps it to itself, and it cannot compose under NFC
	// with its neighbours, so a label of such code points is its own
	// U-label.
	Stable = 2
	// InTLD: it is in the U-label of an ICANN top-level domain.
	InTLD = 4
)

// Bits returns the bits InLabel, Stable and InTLD of r; none for a value
// that is no code point.
func Bits(r rune) byte {
	if uint32(r) > utf8.MaxRune {
		return 0
	}
	return BitsBMP(r) & 0xF
}

// BitsBMP is Bits for a code point below U+10000, such as a three-byte
// code point that a scanner decodes inline, without its range check and
// mask: the bits are in the low four of the result, and the high four are
// another code point's (test the bits, or mask them).
func BitsBMP(r rune) byte {
	return hostBlocks[int(hostIndex[r>>hostBlockBits])<<(hostBlockBits-1)|int(r&(1<<hostBlockBits-1))>>1] >> (uint(r&1) * 4)
}
