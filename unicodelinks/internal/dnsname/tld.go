package dnsname

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// Top-level domains: whether a last label is one, by the ICANN list or,
// with anyTLD, by its spelling.

// ASCIITLD reports whether t, the last label of an ASCII domain, is an
// ICANN top-level domain or, with anyTLD, any valid one: letters only, or
// an A-label of letters and marks.
func ASCIITLD(t string, anyTLD bool) bool {
	if len(t) < 2 || len(t) > MaxLabelLen {
		return false
	}
	if !anyTLD && len(t) > MaxTLDLen {
		return false
	}
	xn := HasPrefixFold(t, "xn--")
	var buf [MaxLabelLen]byte
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
	if anyTLD {
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

// PlausibleTLD is a quick test of the last label of a non-ASCII domain
// before IDNA processes the whole domain: whether it may be a top-level
// domain as ASCIITLD says. When the label is its own U-label, its A-label
// is computed here without allocating; otherwise IDNA converts the label
// alone. The capitals that IDNA maps to one small letter (capital) are
// mapped here, and a label with a code point that IDNA keeps (Stable) and
// no ICANN top-level domain has is refused before IDNA: candidates of
// prose such as "Matzは" or "１つの" then cost no allocation.
func PlausibleTLD(t string, anyTLD bool) bool {
	stable, ascii, count, inTLD, upper, foreign := true, true, 0, true, false, false
	digits := true // "②" after a '。' of Chinese text: IDNA maps it to "2"
	for _, r := range t {
		count++
		digits = digits && ('0' <= r && r <= '9' || mapsToDigits(r))
		if r >= utf8.RuneSelf {
			if !anyTLD && len("xn--")+count > MaxTLDLen {
				return false // an A-label has "xn--" and a byte or more per code point
			}
			ascii = false
			if l, ok := capital(r); ok {
				r, upper = l, true
			}
			b := Bits(r)
			stable = stable && b&Stable != 0
			inTLD = inTLD && b&InTLD != 0
			foreign = foreign || b&Stable != 0 && b&InTLD == 0
		} else if 'A' <= r && r <= 'Z' {
			upper = true
		}
	}
	if ascii {
		return ASCIITLD(t, anyTLD)
	}
	if digits {
		return false // IDNA maps it to digits, which no TLD is
	}
	if !anyTLD && len("xn--")+count > MaxTLDLen {
		return false // an A-label has "xn--" and a byte or more per code point
	}
	if anyTLD {
		if stable && !upper {
			return lettersOnly(t)
		}
		u, err := idna.Lookup.ToUnicode(t)
		return err == nil && lettersOnly(u)
	}
	if foreign {
		return false // a code point that IDNA keeps and no ICANN TLD has
	}
	if stable && !inTLD {
		return false // a code point that no ICANN TLD has
	}
	// A code point of an ICANN TLD maps to itself (it is in a U-label), so
	// a label of them in NFC is its own U-label too, although some may
	// compose ("நித்யா", whose vowel signs are not Stable): no IDNA, whose
	// mapping allocates, for the names of Tamil prose.
	if stable || inTLD && !upper && isNFC(t) {
		var buf [MaxLabelLen]byte
		n, ok := aLabel(&buf, t, upper)
		if !ok {
			return false
		}
		return tldSet.contains(buf[:n], tldHash(buf[:n]))
	}
	a, err := idna.Lookup.ToASCII(t)
	return err == nil && ASCIITLD(a, anyTLD)
}

// mapsToDigits reports whether UTS #46 maps r to ASCII digits, for the r
// that number the items of CJK text: circled, fullwidth, superscript and
// subscript digits (TestMapsToDigits).
func mapsToDigits(r rune) bool {
	switch {
	case 0x2460 <= r && r <= 0x2473, 0xFF10 <= r && r <= 0xFF19, r == 0xB2, r == 0xB3, r == 0xB9,
		r == 0x2070, 0x2074 <= r && r <= 0x2079, 0x2080 <= r && r <= 0x2089:
		return true
	}
	return false
}

// nfcIters are the iterators of isNFC: a norm.Iter is too large for the
// stack, and norm.NFC.IsNormalString allocates for a label with a code
// point that may compose.
var nfcIters = sync.Pool{New: func() any { return new(norm.Iter) }}

// isNFC reports whether s is in NFC, without allocating once nfcIters
// holds an iterator.
func isNFC(s string) bool {
	if norm.NFC.QuickSpanString(s) == len(s) {
		return true
	}
	it := nfcIters.Get().(*norm.Iter)
	it.InitString(norm.NFC, s)
	pos, same := 0, true
	for same && !it.Done() {
		seg := it.Next()
		same = len(seg) <= len(s)-pos && string(seg) == s[pos:pos+len(seg)]
		pos += len(seg)
	}
	it.InitString(norm.NFC, "") // no hold on the text
	nfcIters.Put(it)
	return same && pos == len(s)
}

// capital returns the small letter to which UTS #46 maps r, an ASCII,
// basic Cyrillic or basic Greek capital, and nothing else: the letter
// that unicode.ToLower gives (TestCapitalAsIDNA checks each).
func capital(r rune) (rune, bool) {
	switch {
	case 'A' <= r && r <= 'Z', 0x391 <= r && r <= 0x3A9 && r != 0x3A2, 0x410 <= r && r <= 0x42F:
		return r + 0x20, true
	case 0x400 <= r && r <= 0x40F:
		return r + 0x50, true
	}
	return r, false
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
