package unicodelinks

import (
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Labels: the code points and separators of a domain, and the runs of them
// that a host scan starts from.

// labelCharAt returns the length of the domain label code point at text[i],
// or 0 when text[i] does not start one (separators, invalid UTF-8 and code
// points that IDNA disallows are not label code points).
func labelCharAt(text string, i int) int {
	c := text[i]
	if c < utf8.RuneSelf {
		if asciiHost[c]&aLabel != 0 {
			return 1
		}
		return 0
	}
	if len(text)-i >= 3 && c&0xF0 == 0xE0 && (uint16(text[i+1])<<8|uint16(text[i+2]))&0xC0C0 == 0x8080 {
		// A three-byte sequence, most of the code points after a wide
		// stop, decoded inline as in labelCharBefore.
		r := rune(c&0x0F)<<12 | rune(text[i+1]&0x3F)<<6 | rune(text[i+2]&0x3F)
		if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
			if !isLabelRune(r) {
				return 0
			}
			return 3
		}
	}
	r, n := decodeRune(text, i)
	if !isLabelRune(r) { // includes utf8.RuneError
		return 0
	}
	return n
}

// isLabelRune reports whether the non-ASCII code point r may appear in a
// domain label: IDNA allows it, and it is not Link_Term=Hard. UTS #46 maps
// a few deprecated letters that UTS #58 makes Hard, such as U+0149 'ŉ' (to
// "ʼn"); a link never holds a Hard code point, so they end a domain as a
// space does. The generator leaves them out of hostLabel, so that the
// scanners that read the table directly agree (TestLabelNotHard).
func isLabelRune(r rune) bool {
	return dnsname.Bits(r)&dnsname.InLabel != 0
}

// labelCharBefore is labelCharAt for the code point that ends at text[i],
// looking back no further than text[min].
func labelCharBefore(text string, min, i int) int {
	c := text[i-1]
	if c < utf8.RuneSelf {
		if asciiHost[c]&aLabel != 0 {
			return 1
		}
		return 0
	}
	if i-3 >= min && text[i-3]&0xF0 == 0xE0 && c&0xC0 == 0x80 && text[i-2]&0xC0 == 0x80 {
		// A three-byte sequence, decoded inline as in decodeRune.
		r := rune(text[i-3]&0x0F)<<12 | rune(text[i-2]&0x3F)<<6 | rune(c&0x3F)
		if r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
			if !isLabelRune(r) {
				return 0
			}
			return 3
		}
	}
	r, n := utf8.DecodeLastRuneInString(text[min:i])
	if !isLabelRune(r) {
		return 0
	}
	return n
}

// hostRun is a maximal run of label code points and separators.
type hostRun struct {
	start, end int
	// domainEnd is end without the trailing separators.
	domainEnd int
	// trailing is the number of trailing separators.
	trailing int
	// nonASCII reports whether the domain has a non-ASCII code point or
	// separator.
	nonASCII bool
}

// hostScan is the result of scanning a host.
type hostScan struct {
	run hostRun
	// hostEnd is the end of the host; end follows the port and a trailing
	// separator that is part of the URL.
	hostEnd, end int
	ok           bool
	// badPort reports a ':' and digits after the host that are not a valid
	// port.
	badPort bool
	// reach is the end of the run scanHost scanned, which the prose rules
	// may cut before run.end.
	reach int
}

// lastLabelInfo describes the last label of a run, for a quick test of
// whether it may be a top-level domain (see plausibleTLD).
type lastLabelInfo struct {
	// count is the number of code points of the label.
	count int
	// flags are lastNonASCII, lastNotStable and lastNotTLD; 0 for an
	// ASCII label (whose other fields are then 0 too).
	flags uint8
}

// Flags of lastLabelInfo.
const (
	// lastNonASCII: the label has a non-ASCII code point.
	lastNonASCII = 1 << iota
	// lastNotStable: a non-ASCII code point without hostStable.
	lastNotStable
	// lastNotTLD: a non-ASCII code point without hostTLD.
	lastNotTLD
)

// asciiLabelEnd returns the end of the run of ASCII label bytes that starts
// at text[i] (i itself when there is none).
func asciiLabelEnd(text string, i int) int {
	for i < len(text) && asciiHost[text[i]]&aLabel != 0 {
		i++
	}
	return i
}

// scanRun scans the run of label code points and separators that starts
// at text[start] into r. Its cost is linear in the length of the run.
func scanRun(r *hostRun, text string, start int) {
	scanRunLast(r, text, start)
}

// scanRunLast scans the run of label code points and separators that
// starts at text[start] into h, and describes the last label of the run.
func scanRunLast(h *hostRun, text string, start int) lastLabelInfo {
	i := start
	domainEnd, trailing, nonASCII := 0, 0, false
	wideSep := false // a non-ASCII separator since the last label code point
	// sep is the offset after the last separator (start before the first);
	// prevSep was sep when the last label code point was scanned.
	sep, prevSep := start, start
	// The non-ASCII code points of the label that starts at naStart: extra
	// bytes beyond one per code point, and flags.
	naStart, naExtra, naFlags := -1, 0, uint8(0)
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel != 0 {
				i = asciiLabelEnd(text, i+1)
				domainEnd, trailing = i, 0
				nonASCII = nonASCII || wideSep
				wideSep = false
				continue
			}
			if c == '.' {
				if trailing == 0 {
					prevSep = sep
				}
				i++
				sep = i
				trailing++
				continue
			}
			break
		}
		if e, notBits := scanThreeByteLabel(text, i); e > i {
			// A run of three-byte label code points.
			if naStart != sep {
				naStart, naExtra, naFlags = sep, 0, lastNonASCII
			}
			naExtra += (e - i) / 3 * 2
			if notBits&dnsname.Stable != 0 {
				naFlags |= lastNotStable
			}
			if notBits&dnsname.InTLD != 0 {
				naFlags |= lastNotTLD
			}
			i = e
			domainEnd, trailing = i, 0
			nonASCII = true
			wideSep = false
			continue
		}
		var r rune
		var n int
		if c&0xF0 == 0xE0 && len(text)-i >= 3 && text[i+1]&0xC0 == 0x80 && text[i+2]&0xC0 == 0x80 {
			// A three-byte sequence, decoded inline as in decodeRune.
			r, n = rune(c&0x0F)<<12|rune(text[i+1]&0x3F)<<6|rune(text[i+2]&0x3F), 3
			if r < 0x800 || 0xD800 <= r && r <= 0xDFFF {
				break // invalid UTF-8: not a label code point
			}
			if r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
				if trailing == 0 {
					prevSep = sep
				}
				wideSep = true
				i += 3
				sep = i
				trailing++
				continue
			}
		} else {
			r, n = decodeRune(text, i)
		}
		b := dnsname.Bits(r)
		if b&dnsname.InLabel == 0 { // includes utf8.RuneError
			break
		}
		i += n
		if naStart != sep {
			naStart, naExtra, naFlags = sep, 0, lastNonASCII
		}
		naExtra += n - 1
		if b&dnsname.Stable == 0 {
			naFlags |= lastNotStable
		}
		if b&dnsname.InTLD == 0 {
			naFlags |= lastNotTLD
		}
		domainEnd, trailing = i, 0
		nonASCII = true
		wideSep = false
	}
	*h = hostRun{start: start, end: i, domainEnd: domainEnd, trailing: trailing, nonASCII: nonASCII}
	if domainEnd == 0 {
		h.domainEnd = start
	}
	labelStart := sep
	if trailing > 0 {
		labelStart = prevSep
	}
	var last lastLabelInfo
	if naStart == labelStart && h.domainEnd > labelStart {
		last = lastLabelInfo{count: h.domainEnd - labelStart - naExtra, flags: naFlags}
	}
	return last
}

// scanThreeByteLabel returns the end of the run of three-byte label code
// points other than separators at text[i], and the bits of hostBits that
// some of them lack.
//
// The CJK ideographs U+4E00–U+9FFF and the kana, most of Chinese and
// Japanese text, are label code points that map to themselves (see
// stableCJKEnd): once a code point without hostTLD is found, they are
// passed over by their bytes alone, for the bits they could add are all
// there.
func scanThreeByteLabel(text string, i int) (end int, notBits byte) {
	for len(text)-i >= 3 {
		if notBits&dnsname.InTLD != 0 {
			if e := stableCJKEnd(text, i); e > i {
				i = e
				continue
			}
		}
		c, c1, c2 := text[i], text[i+1], text[i+2]
		if c&0xF0 != 0xE0 || c1&0xC0 != 0x80 || c2&0xC0 != 0x80 {
			break
		}
		r := rune(c&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
		if r < 0x800 || 0xD800 <= r && r <= 0xDFFF || r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
			break
		}
		b := dnsname.BitsBMP(r)
		if b&dnsname.InLabel == 0 {
			break
		}
		notBits |= ^b
		i += 3
	}
	return i, notBits
}

// ideographsEnd returns the end of the run of CJK ideographs U+4E00–U+9FFF
// at text[i]: label code points that map to themselves, Link_Term Include
// and not invisible (TestIdeographs), most of Chinese and Japanese text.
func ideographsEnd(text string, i int) int {
	i = ideographPairsEnd(text, i)
	for ; len(text)-i >= 3; i += 3 {
		c, c1, c2 := text[i], text[i+1], text[i+2]
		if (uint16(c1)<<8|uint16(c2))&0xC0C0 != 0x8080 || !ideographLead(c, c1) {
			break
		}
	}
	return i
}

// ideographPairsEnd passes over the CJK ideographs at text[i] two at a
// time, from eight bytes (continuation bytes at 1, 2, 4, 5, leads at 0
// and 3), while eight bytes are left; the caller looks at the rest one at
// a time.
func ideographPairsEnd(text string, i int) int {
	for len(text)-i >= 8 {
		w := dnsname.Load64(text[i : i+8])
		if w&0x0000C0C000C0C000 != 0x0000808000808000 || !ideographLead(byte(w), byte(w>>8)) || !ideographLead(byte(w>>24), byte(w>>32)) {
			break
		}
		i += 6
	}
	return i
}

// stableCJKEnd returns the end of the run of stable label code points
// at text[i] that are CJK ideographs U+4E00–U+9FFF (ideographsEnd) or in
// U+3000–U+30FF (stableKana: the kana, not the stops and punctuation):
// Japanese prose alternates kana and ideographs, and a call of
// ideographsEnd for each run of ideographs cost more than the run.
func stableCJKEnd(text string, i int) int {
	for len(text)-i >= 3 {
		c, c1, c2 := text[i], text[i+1], text[i+2]
		if (uint16(c1)<<8|uint16(c2))&0xC0C0 != 0x8080 {
			break
		}
		if ideographLead(c, c1) {
			i = ideographPairsEnd(text, i+3)
			continue
		}
		if c != 0xE3 || c1 > 0x83 || stableKana[c1&3]>>(c2&0x3F)&1 == 0 {
			break
		}
		i += 3
	}
	return i
}

// stableKana holds a bit for each code point of U+3000–U+30FF, by the low
// bits of its second and third UTF-8 bytes, that is a label code point
// that maps to itself (InLabel and Stable) and no label separator: the
// kana, the prolonged sound mark, the iteration marks.
var stableKana = func() (t [4]uint64) {
	for r := rune(0x3000); r <= 0x30FF; r++ {
		if b := dnsname.Bits(r); b&(dnsname.InLabel|dnsname.Stable) == dnsname.InLabel|dnsname.Stable && !dnsname.IsSeparator(r) {
			t[(r>>6)&3] |= 1 << (r & 0x3F)
		}
	}
	return t
}()

// isIdeographLead reports whether c may lead the UTF-8 of a code point in
// U+4E00–U+9FFF: a quick test before ideographsEnd, which is not inlined.
func isIdeographLead(c byte) bool {
	return c-0xE4 <= 0xE9-0xE4
}

// ideographLead reports whether c and c1, a continuation byte, start the
// UTF-8 of a code point in U+4E00–U+9FFF.
func ideographLead(c, c1 byte) bool {
	return c-0xE5 <= 0xE9-0xE5 || c == 0xE4 && c1 >= 0xB8
}

// countLabels counts the labels of dom, separated by '.' or the full stops
// UTS #46 maps to it. ok is false when a label is empty (a leading separator
// or two in a row); endsWithSeparator reports a trailing separator.
func countLabels(dom string) (labels int, endsWithSeparator, ok bool) {
	sep := true
	for i := 0; i < len(dom); {
		if n := dnsname.SeparatorLen(dom, i); n > 0 {
			if sep {
				return labels, true, false
			}
			sep = true
			i += n
			continue
		}
		if sep {
			labels++
			sep = false
		}
		i++ // a byte of a label code point
	}
	return labels, sep, true
}
