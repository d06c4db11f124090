package unicodelinks

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
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
	if len("xn--")+l.count > maxTLDLen {
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
// 4×maxLabelLen bytes has more code points than any label may have.
// An ASCII label passes here: checkASCIIDomain looks it up anyway.
func (d *Detector) lastLabelPlausible(text string, lo, hi int) bool {
	k, ascii := hi, true
	for k > lo && text[k-1] != '.' && !(k-3 >= lo && separatorLen(text, k-3) == 3) {
		if hi-k > 4*maxLabelLen {
			return false
		}
		k--
		ascii = ascii && text[k] < utf8.RuneSelf
	}
	return ascii || d.plausibleTLD(text[k:hi])
}

// asciiTLD reports whether t, the last label of an ASCII domain, is a
// top-level domain that d accepts.
func (d *Detector) asciiTLD(t string) bool {
	if len(t) < 2 || len(t) > maxLabelLen {
		return false
	}
	if !d.anyTLD && len(t) > maxTLDLen {
		return false
	}
	xn := hasPrefixFold(t, "xn--")
	var buf [maxLabelLen]byte
	h := tldHashInit
	for i := 0; i < len(t); i++ {
		c := t[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		} else if (c < 'a' || c > 'z') && !xn {
			return false
		}
		buf[i] = c
		h = tldHashByte(h, c)
	}
	lower := buf[:len(t)]
	if d.anyTLD {
		if xn {
			// A copy: t may be in a caller's stack buffer, and
			// ToUnicode keeps its argument.
			u, err := idna.Lookup.ToUnicode(strings.Clone(t))
			return err == nil && lettersOnly(u)
		}
		return true
	}
	return tldSet.contains(lower, h)
}

// plausibleTLD is a quick test of the last label of a non-ASCII domain
// before IDNA processes the whole domain: whether it may be a top-level
// domain that d accepts. When the label is its own U-label, its A-label is
// computed here without allocating; otherwise IDNA converts the label alone.
func (d *Detector) plausibleTLD(t string) bool {
	stable, ascii, count, inTLD := true, true, 0, true
	for _, r := range t {
		count++
		if r >= utf8.RuneSelf {
			if !d.anyTLD && len("xn--")+count > maxTLDLen {
				return false // an A-label has "xn--" and a byte or more per code point
			}
			ascii = false
			b := hostBits(r)
			stable = stable && b&hostStable != 0
			inTLD = inTLD && b&hostTLD != 0
		} else if asciiHost[r]&aUpper != 0 {
			stable = false
		}
	}
	if ascii {
		return d.asciiTLD(t)
	}
	if !d.anyTLD && len("xn--")+count > maxTLDLen {
		return false // an A-label has "xn--" and a byte or more per code point
	}
	if d.anyTLD {
		if stable {
			return lettersOnly(t)
		}
		u, err := idna.Lookup.ToUnicode(t)
		return err == nil && lettersOnly(u)
	}
	if stable {
		if !inTLD {
			return false // a code point that no ICANN TLD has
		}
		var buf [maxLabelLen]byte
		n, ok := punycodeALabel(&buf, t)
		if !ok {
			return false
		}
		return tldSet.contains(buf[:n], tldHash(buf[:n]))
	}
	a, err := idna.Lookup.ToASCII(t)
	return err == nil && d.asciiTLD(a)
}

// lettersOnly reports whether the U-label s of a top-level domain has only
// letters and marks: no digits, hyphens or other code points that the root
// zone excludes.
func lettersOnly(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) {
			return false
		}
		n++
	}
	return n >= 2
}
