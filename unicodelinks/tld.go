package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Top-level domains: whether a last label is one, by the ICANN list or by
// its spelling.

// notTLD reports, from the information gathered by scanRun, that the last
// label l of a domain is not a top-level domain that d accepts, where
// plausibleTLD would reject it: a label with non-ASCII code points and too
// many code points for its A-label to be an ICANN TLD, or one of stable code
// points with one that no ICANN TLD has. false means that plausibleTLD must
// decide.
func (d *Detector) notTLD(l lastLabelInfo) bool {
	if d.anyTLD || l.flags&lastNonASCII == 0 {
		return false
	}
	if len("xn--")+l.count > dnsname.MaxTLDLen {
		return true
	}
	// An ASCII upper-case letter makes plausibleTLD ask IDNA, which maps it
	// to lower case and every stable code point to itself: the code point
	// that no ICANN TLD has stays in the U-label, so the A-label is no
	// ICANN TLD either.
	return l.flags&(lastNotStable|lastNotTLD) == lastNotTLD
}

// lastLabelPlausible reports whether the last label of text[lo:hi], a run
// of label code points and separators that ends with a label code point,
// may be a top-level domain (see plausibleTLD). A label of more than
// 4×dnsname.MaxLabelLen bytes has more code points than any label may have.
// An ASCII label passes here: checkASCIIDomain looks it up anyway.
func (d *Detector) lastLabelPlausible(text string, lo, hi int) bool {
	k, ascii := hi, true
	for k > lo && text[k-1] != '.' && !(k-3 >= lo && dnsname.SeparatorLen(text, k-3) == 3) {
		if hi-k > 4*dnsname.MaxLabelLen {
			return false
		}
		k--
		ascii = ascii && text[k] < utf8.RuneSelf
	}
	return ascii || d.plausibleTLD(text[k:hi])
}

// asciiTLD reports whether t, the last label of an ASCII domain, is a
// top-level domain that d accepts.
func (d *Detector) asciiTLD(t string) bool { return dnsname.ASCIITLD(t, d.anyTLD) }

// plausibleTLD is a quick test of the last label of a non-ASCII domain
// before IDNA processes the whole domain: whether it may be a top-level
// domain that d accepts (see dnsname.PlausibleTLD).
func (d *Detector) plausibleTLD(t string) bool { return dnsname.PlausibleTLD(t, d.anyTLD) }
