package unicodelinks

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/net/idna"
)

// Limits of RFC 1035 on the A-label (ASCII) form of a domain name.
const (
	maxLabelLen  = 63
	maxDomainLen = 253
	// maxDomainText bounds the text a candidate domain may span before
	// IDNA mapping. A label's A-label is at least as long as its code point
	// count, so only code points that UTS #46 ignores (variation
	// selectors, soft hyphens) could make a longer text a valid domain.
	maxDomainText = 4 * maxDomainLen
)

// Bits of hostIndex/hostBlocks entries (see internal/genhost).
const (
	// hostLabel: the code point may appear in a domain label.
	hostLabel = 1
	// hostStable: UTS #46 maps it to itself, and it cannot compose under NFC
	// with its neighbours, so a label of such code points is its own
	// U-label.
	hostStable = 2
	// hostTLD: it is in the U-label of an ICANN top-level domain.
	hostTLD = 4
)

// hostBits returns the host table bits of r.
func hostBits(r rune) byte {
	if uint32(r) > utf8.MaxRune {
		return 0
	}
	b := hostBlocks[int(hostIndex[r>>hostBlockBits])<<(hostBlockBits-1)|int(r&(1<<hostBlockBits-1))>>1]
	return b >> (uint(r&1) * 4) & 0xF
}

// '.', 3 for the full stops that UTS #46 maps to '.' (U+3002 IDEOGRAPHIC FULL
// STOP, U+FF0E FULLWIDTH FULL STOP, U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP),
// 0 when there is none.
func separatorLen(text string, i int) int {
	switch text[i] {
	case '.':
		return 1
	case 0xE3:
		if len(text)-i >= 3 && text[i+1] == 0x80 && text[i+2] == 0x82 {
			return 3
		}
	case 0xEF:
		if len(text)-i >= 3 && (text[i+1] == 0xBC && text[i+2] == 0x8E || text[i+1] == 0xBD && text[i+2] == 0xA1) {
			return 3
		}
	}
	return 0
}

// isSeparatorRune reports whether r is a label separator.
func isSeparatorRune(r rune) bool {
	return r == '.' || r == 0x3002 || r == 0xFF0E || r == 0xFF61
}

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
	return hostBits(r)&hostLabel != 0
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
	i := start
	domainEnd, trailing, nonASCII := start, 0, false
	wideSep := false // a non-ASCII separator since the last label code point
	for i < len(text) {
		c := text[i]
		if asciiHost[c]&aLabel != 0 {
			i = asciiLabelEnd(text, i+1)
			domainEnd, trailing = i, 0
			nonASCII = nonASCII || wideSep
			wideSep = false
			continue
		}
		if c == '.' {
			i++
			trailing++
			continue
		}
		if c < utf8.RuneSelf {
			break
		}
		if n := separatorLen(text, i); n > 0 {
			wideSep = true
			i += n
			trailing++
			continue
		}
		n := labelCharAt(text, i)
		if n == 0 {
			break
		}
		i += n
		domainEnd, trailing = i, 0
		nonASCII = true
		wideSep = false
	}
	*r = hostRun{start: start, end: i, domainEnd: domainEnd, trailing: trailing, nonASCII: nonASCII}
}

// scanRunLast is scanRun, and it describes the last label of the run. It
// serves the runs of non-ASCII text after a label separator; scanRun, which
// does less, the others.
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
			if notBits&hostStable != 0 {
				naFlags |= lastNotStable
			}
			if notBits&hostTLD != 0 {
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
		b := hostBits(r)
		if b&hostLabel == 0 { // includes utf8.RuneError
			break
		}
		i += n
		if naStart != sep {
			naStart, naExtra, naFlags = sep, 0, lastNonASCII
		}
		naExtra += n - 1
		if b&hostStable == 0 {
			naFlags |= lastNotStable
		}
		if b&hostTLD == 0 {
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
func scanThreeByteLabel(text string, i int) (end int, notBits byte) {
	for len(text)-i >= 3 {
		c, c1, c2 := text[i], text[i+1], text[i+2]
		if c&0xF0 != 0xE0 || c1&0xC0 != 0x80 || c2&0xC0 != 0x80 {
			break
		}
		r := rune(c&0x0F)<<12 | rune(c1&0x3F)<<6 | rune(c2&0x3F)
		if r < 0x800 || 0xD800 <= r && r <= 0xDFFF || r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
			break
		}
		b := hostBlocks[int(hostIndex[r>>hostBlockBits])<<(hostBlockBits-1)|int(r&(1<<hostBlockBits-1))>>1] >> (uint(r&1) * 4)
		if b&hostLabel == 0 {
			break
		}
		notBits |= ^b
		i += 3
	}
	return i, notBits
}

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
}

// ScanHost scans a domain name that starts exactly at text[start]: labels of
// code points that IDNA (UTS #46) allows, separated by '.' or by the full
// stops that UTS #46 maps to '.' (U+3002, U+FF0E, U+FF61). The domain is the
// whole run of such labels and separators, less its trailing separators; it
// is valid when IDNA accepts it (golang.org/x/net/idna, Lookup profile), no
// label is empty, its A-label form keeps within the DNS length limits, it has
// at least two labels and its last label is a top-level domain (see
// WithAnyTLD). Nothing before start is looked at: the caller decides whether
// a domain may start there. A code point that UTS #58 makes Link_Term=Hard
// is no label code point even where UTS #46 maps it, as it maps the
// deprecated U+0149 'ŉ' to "ʼn": a link never holds a Hard code point.
// An A-label ("xn--" and Punycode) must decode to label code points: a
// host is valid or not whether it is written with U-labels or A-labels
// ("xn--n3h.net", "☃.net", is not).
//
// hostEnd is the end of the domain. end is hostEnd, or after a ":port"
// (1 to 65535) that follows it, or after a single trailing separator when
// '/', '?', '#' or a valid ":port" follows that separator, as in
// "example.com./path". ok is false when no valid domain starts at start;
// then hostEnd and end are start. Under the prose rule ProseDomainEnd, a
// run that is refused whole ends where prose begins in it, if a valid
// domain precedes: "github.com。谢谢" holds the domain "github.com".
//
// Which code points IDNA allows follows the Unicode version of
// golang.org/x/net/idna (idna.UnicodeVersion: 15.0.0 before Go 1.27, 17.0.0
// from Go 1.27 on; the label tables follow it), not UnicodeVersion: a code
// point assigned later is disallowed, so it ends a domain like a space does
// (before Go 1.27, "ab\U0001E5D0cd.com" holds the domain "cd.com").
//
// ScanHost does not allocate for ASCII domains without A-labels ("xn--");
// IDNA processing of other domains may. The cost is linear in the length of
// the run.
func (d *Detector) ScanHost(text string, start int) (hostEnd, end int, ok bool) {
	return d.scanHostAt(text, start, false)
}

// ScanURLHost is ScanHost for the host of a URL after its "scheme://":
// besides a domain, it accepts a dotted-decimal IPv4 address (four numbers
// from 0 to 255 without leading zeros, as in "192.0.2.1") and an IPv6
// address in brackets ("[2001:db8::1]", no zone), and "localhost" under
// the prose rule LocalhostURLs; WithLocalhost(false) refuses IP addresses
// and localhost. hostEnd is after the closing bracket of an IPv6 address.
// A port that follows the host but is not valid (":0", ":65536", ":80a")
// leaves ok true and end at hostEnd; Detect then takes the whole URL for
// invalid.
func (d *Detector) ScanURLHost(text string, start int) (hostEnd, end int, ok bool) {
	return d.scanHostAt(text, start, true)
}

// scanHostAt is ScanHost, or ScanURLHost with ip.
func (d *Detector) scanHostAt(text string, start int, ip bool) (hostEnd, end int, ok bool) {
	if start < 0 || start >= len(text) {
		return start, start, false
	}
	var h hostScan
	d.scanHost(&h, text, start, ip)
	if !h.ok {
		return start, start, false
	}
	return h.hostEnd, h.end, true
}

// scanHost scans and validates the host at text[start] into h; with ip, a
// dotted-decimal IPv4 address or a bracketed IPv6 address is also a host.
// Results are passed by pointer: the scans of a text are many and short,
// and copying their results cost more than the scans of ASCII hosts.
func (d *Detector) scanHost(h *hostScan, text string, start int, ip bool) {
	if ip && text[start] == '[' {
		scanIPv6(h, text, start)
		h.ok = h.ok && !d.noLiteralHosts
		return
	}
	scanRun(&h.run, text, start)
	d.checkHost(h, text, ip)
	if !h.ok && d.rules&ProseDomainEnd != 0 {
		d.proseHost(h, text, ip)
	}
}

// checkHost validates the host in the run h.run and sets the other fields
// of h; with ip, a dotted-decimal IPv4 address is also a host (unless
// WithLocalhost(false)), and so is "localhost" under LocalhostURLs.
func (d *Detector) checkHost(h *hostScan, text string, ip bool) {
	r := &h.run
	start := r.start
	h.ok, h.badPort = false, false
	h.hostEnd, h.end = r.domainEnd, r.domainEnd
	if r.domainEnd == start {
		return
	}
	dom := text[start:r.domainEnd]
	if ip && !r.nonASCII && isIPv4(dom) {
		h.ok = !d.noLiteralHosts
	} else if ip && d.rules&LocalhostURLs != 0 && isLocalhost(dom) {
		h.ok = true
	} else {
		h.ok = d.validDomain(dom, r.nonASCII)
	}
	if !h.ok {
		return
	}
	if r.trailing == 1 {
		sep := r.end - r.domainEnd
		if r.end < len(text) {
			switch text[r.end] {
			case '/', '?', '#':
				h.end = r.end
				return
			}
		}
		if pe, present, valid := scanPort(text, r.domainEnd+sep); present && valid {
			h.end = pe
		}
		return
	}
	if r.trailing == 0 {
		pe, present, valid := scanPort(text, r.domainEnd)
		if valid {
			h.end = pe
		}
		h.badPort = present && !valid
	}
}

// validDomain reports whether dom, a run of label code points and
// separators without trailing separators, is a valid domain name with a
// top-level domain accepted by d.
func (d *Detector) validDomain(dom string, nonASCII bool) bool {
	if len(dom) > maxDomainText {
		return false
	}
	if !nonASCII {
		return d.validASCIIDomain(dom)
	}
	// The last label first: in text without spaces (Chinese, Japanese) the
	// run before a '。' is long, and its last label seldom a TLD.
	tld := lastLabel(dom)
	if tld == 0 || !d.plausibleTLD(dom[tld:]) {
		return false
	}
	// No empty label: no leading separator, no two separators in a row.
	if labels, _, ok := countLabels(dom); !ok || labels < 2 {
		return false
	}
	if ok, exact := d.fastNonASCIIDomain(dom); exact {
		return ok
	}
	if !aLabelsValid(dom) {
		return false
	}
	a, err := idna.Lookup.ToASCII(dom)
	if err != nil {
		return false
	}
	_, ok := d.checkASCIIDomain(a)
	return ok
}

// validASCIIDomain reports whether dom, an ASCII domain name, is valid.
func (d *Detector) validASCIIDomain(dom string) bool {
	needIDNA, ok := d.checkASCIIDomain(dom)
	if !ok {
		return false
	}
	if needIDNA {
		if !aLabelsValid(dom) {
			return false
		}
		a, err := idna.Lookup.ToASCII(dom)
		return err == nil && len(a) <= maxDomainLen
	}
	return true
}

// aLabelsValid reports whether every A-label ("xn--" and Punycode) of dom, a
// run of label code points and separators, decodes to label code points
// only: a host written with A-labels passes the same checks as its U-label
// form, which the scanners would have cut at a code point that IDNA2008 or
// UTS #58 refuses ("xn--n3h.net" is "☃.net"). IDNA still validates the
// rest.
func aLabelsValid(dom string) bool {
	var buf [maxLabelLen]rune
	for start := 0; start < len(dom); {
		end, next := start, len(dom)
		for end < len(dom) {
			if s := separatorLen(dom, end); s > 0 {
				next = end + s
				break
			}
			end++
		}
		if l := dom[start:end]; hasPrefixFold(l, "xn--") && firstNonASCII(l, 0) == len(l) {
			n, ok := punycodeDecode(&buf, l[4:])
			if !ok || n == 0 {
				return false
			}
			for _, r := range buf[:n] {
				if r < utf8.RuneSelf && asciiHost[r]&aLabel == 0 || r >= utf8.RuneSelf && !isLabelRune(r) {
					return false
				}
			}
		}
		start = next
	}
	return true
}

// checkASCIIDomain checks an ASCII domain name: two labels or more, label
// and name lengths, hyphens (UTS #46 CheckHyphens) and the top-level
// domain. needIDNA reports an A-label, which IDNA must still validate.
// lastLabel returns the offset of the last label of dom, a run of label
// code points and separators that ends with a label code point: the offset
// after its last separator, or 0 when it has none.
func lastLabel(dom string) int {
	for k := len(dom); k > 0; k-- {
		if dom[k-1] == '.' || k >= 3 && separatorLen(dom, k-3) == 3 {
			return k
		}
	}
	return 0
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

func (d *Detector) checkASCIIDomain(dom string) (needIDNA, ok bool) {
	if len(dom) > maxDomainLen {
		return false, false
	}
	labels, tld := 0, 0
	for start := 0; start <= len(dom); {
		end := start
		for end < len(dom) && dom[end] != '.' {
			end++
		}
		l := dom[start:end]
		n := len(l)
		if n == 0 || n > maxLabelLen || l[0] == '-' || l[n-1] == '-' {
			return false, false
		}
		if n >= 4 && l[2] == '-' && l[3] == '-' {
			if !hasPrefixFold(l, "xn--") {
				return false, false
			}
			needIDNA = true
		}
		labels++
		tld = start
		start = end + 1
	}
	return needIDNA, labels >= 2 && d.asciiTLD(dom[tld:])
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

// fastNonASCIIDomain computes, without allocating, the verdict of validDomain
// on dom (a run of label code points and separators without empty labels)
// for the domains whose IDNA processing it reproduces exactly: every
// non-ASCII code point is stable (UTS #46 maps it to itself, and NFC leaves
// the label unchanged; no label starts with a combining mark, as none is
// stable), none is a joiner (CONTEXTJ) or may be right-to-left (then no
// label is subject to the bidi rule), and no label starts with "xn--" (IDNA
// decodes such a label as Punycode, even one with non-ASCII code points:
// "xn--p1aiß-" is valid).
// Each such label's A-label is "xn--" and its Punycode; the hyphen rules
// (UTS #46 CheckHyphens) are checked on the U-label as golang.org/x/net/idna
// checks them. exact is false for the other domains: the caller asks IDNA.
func (d *Detector) fastNonASCIIDomain(dom string) (ok, exact bool) {
	var out [maxDomainLen + 1]byte // the A-label form
	var lbuf [4 * maxLabelLen]byte // a label with ASCII in lower case
	n := 0
	for start := 0; start < len(dom); {
		end, next := start, len(dom)
		for end < len(dom) {
			if s := separatorLen(dom, end); s > 0 {
				next = end + s
				break
			}
			end++
		}
		label := dom[start:end]
		if n > 0 {
			if n == len(out) {
				return false, true
			}
			out[n] = '.'
			n++
		}
		if len(label) > len(lbuf) {
			return false, true // more than maxLabelLen code points
		}
		ascii := true
		for i := 0; i < len(label); {
			c := label[i]
			if c < utf8.RuneSelf {
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				lbuf[i] = c
				i++
				continue
			}
			ascii = false
			r, size := decodeRune(label, i)
			if hostBits(r)&hostStable == 0 || r == 0x200C || r == 0x200D || mayBeRTL(r) {
				return false, false
			}
			copy(lbuf[i:], label[i:i+size])
			i += size
		}
		l := lbuf[:len(label)]
		if ascii {
			if len(l) >= 4 && l[0] == 'x' && l[1] == 'n' && l[2] == '-' && l[3] == '-' {
				return false, false // an A-label: IDNA decodes and validates it
			}
			if n+len(l) > len(out) {
				return false, true
			}
			n += copy(out[n:], l)
		} else {
			if len(l) >= 4 && l[0] == 'x' && l[1] == 'n' && l[2] == '-' && l[3] == '-' {
				// IDNA decodes the rest as Punycode, even with
				// non-ASCII code points in it.
				return false, false
			}
			// CheckHyphens as golang.org/x/net/idna applies it to the
			// mapped label.
			if len(l) > 4 && l[2] == '-' && l[3] == '-' || l[0] == '-' || l[len(l)-1] == '-' {
				return false, true
			}
			var a [maxLabelLen]byte
			k, fits := punycodeALabel(&a, unsafe.String(&l[0], len(l)))
			if !fits || n+k > len(out) {
				return false, true
			}
			n += copy(out[n:], a[:k])
		}
		start = next
	}
	_, ok = d.checkASCIIDomain(unsafe.String(&out[0], n))
	return ok, true
}

// mayBeRTL reports whether r is in a block that holds code points of bidi
// class R, AL or AN; no such code point is outside them (Unicode 15).
func mayBeRTL(r rune) bool {
	return 0x0590 <= r && r <= 0x08FF || r == 0x200F ||
		0xFB1D <= r && r <= 0xFDFF || 0xFE70 <= r && r <= 0xFEFF ||
		0x10800 <= r && r <= 0x10FFF || 0x1E800 <= r && r <= 0x1EFFF
}

// countLabels counts the labels of dom, separated by '.' or the full stops
// UTS #46 maps to it. ok is false when a label is empty (a leading separator
// or two in a row); endsWithSeparator reports a trailing separator.
func countLabels(dom string) (labels int, endsWithSeparator, ok bool) {
	sep := true
	for i := 0; i < len(dom); {
		if n := separatorLen(dom, i); n > 0 {
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
