package unicodelinks

import (
	"unicode/utf8"
	"unsafe"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Limits of RFC 1035 on the A-label (ASCII) form of a domain name.
const (
	maxLabelLen  = dnsname.MaxLabelLen
	maxDomainLen = dnsname.MaxDomainLen
	// maxDomainText bounds the text a candidate domain may span before
	// IDNA mapping. A label's A-label is at least as long as its code point
	// count, so only code points that UTS #46 ignores (variation
	// selectors, soft hyphens) could make a longer text a valid domain.
	maxDomainText = 4 * maxDomainLen
)

// scanHostEnd scans a domain name that starts exactly at text[start]: labels of
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
// then hostEnd and end are start. Under the prose rule proseDomainEnd, a
// run that is refused whole ends where prose begins in it, if a valid
// domain precedes: "github.com。谢谢" holds the domain "github.com".
//
// Which code points IDNA allows follows the Unicode version of
// golang.org/x/net/idna (idna.UnicodeVersion: 15.0.0 before Go 1.27, 17.0.0
// from Go 1.27 on; the label tables follow it), not UnicodeVersion: a code
// point assigned later is disallowed, so it ends a domain like a space does
// (before Go 1.27, "ab\U0001E5D0cd.com" holds the domain "cd.com").
//
// scanHostEnd does not allocate for ASCII domains without A-labels ("xn--");
// IDNA processing of other domains may. The cost is linear in the length of
// the run.
func (d *Detector) scanHostEnd(text string, start int) (hostEnd, end int, ok bool) {
	return d.scanHostAt(text, start, false)
}

// scanURLHostEnd is scanHostEnd for the host of a URL after its "scheme://":
// besides a domain, it accepts a dotted-decimal IPv4 address (four numbers
// from 0 to 255 without leading zeros, as in "192.0.2.1") and an IPv6
// address in brackets ("[2001:db8::1]", no zone), and "localhost" under
// the prose rule localhostURLs; WithLocalhost(false) refuses IP addresses
// and localhost. hostEnd is after the closing bracket of an IPv6 address.
// A port that follows the host but is not valid (":0", ":65536", ":80a")
// leaves ok true and end at hostEnd; Detect then takes the whole URL for
// invalid.
func (d *Detector) scanURLHostEnd(text string, start int) (hostEnd, end int, ok bool) {
	return d.scanHostAt(text, start, true)
}

// scanHostAt is scanHostEnd, or scanURLHostEnd with ip.
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
		h.reach = h.run.end
		return
	}
	scanRun(&h.run, text, start)
	if ip && d.browserURLHosts {
		underscoreLabels(&h.run, text)
	}
	h.reach = h.run.end
	d.checkHost(h, text, ip)
	if d.rules&proseDomainEnd != 0 && h.run.nonASCII {
		d.proseHost(h, text, ip)
	}
}

// underscoreLabels extends the run r of a URL's host over the underscores
// that join ASCII label characters, which a browser's URL parser keeps in
// a host ("foo_bar.example.com"); IDNA's STD3 rules, which the scan
// follows, have none. A run of label characters is scanned once.
func underscoreLabels(r *hostRun, text string) {
	for r.trailing == 0 && r.end+1 < len(text) && text[r.end] == '_' && r.end > r.start &&
		text[r.end-1] < utf8.RuneSelf && isASCIIAlnum(text[r.end-1]) && isASCIIAlnum(text[r.end+1]) {
		var next hostRun
		scanRun(&next, text, r.end+1)
		r.end, r.domainEnd, r.trailing = next.end, next.domainEnd, next.trailing
		r.nonASCII = r.nonASCII || next.nonASCII
	}
}

// checkHost validates the host in the run h.run and sets the other fields
// of h; with ip, a dotted-decimal IPv4 address is also a host (unless
// WithLocalhost(false)), and so is "localhost" under localhostURLs.
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
	} else if ip && d.rules&localhostURLs != 0 && isLocalhost(dom) {
		h.ok = true
	} else if ip && d.urlHosts != nil {
		h.ok = d.urlHosts.validDomain(dom, r.nonASCII)
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

// proseHost applies proseDomainEnd to the host h.run at text[h.run.start],
// which checkHost has checked whole: the host ends where prose begins in
// it, when what precedes is a valid host. The cut wins even when the whole
// run is valid too, as "github.com。谢谢" is under WithBrowserURLHosts and
// "example.com。中国" under any rule: a host never takes in the prose glued
// to it (issue 41, row 1).
func (d *Detector) proseHost(h *hostScan, text string, ip bool) {
	cut := proseEnd(text, h.run.start, h.run.end)
	if cut <= h.run.start {
		return
	}
	whole := *h
	scanRun(&h.run, text[:cut], whole.run.start)
	d.checkHost(h, text[:cut], ip)
	if !h.ok {
		*h = whole
	}
}

// isLocalhost reports whether dom is "localhost" in any ASCII case.
func isLocalhost(dom string) bool {
	return len(dom) == len("localhost") && dnsname.HasPrefixFold(dom, "localhost")
}

// linkHostEnd returns where the host of a link that ends at end ends: at
// hostEnd, or after a trailing separator that the link goes on after
// ("example.com./path" has the host "example.com.", as a browser reads it
// and URLHost cuts it).
func (h *hostScan) linkHostEnd(end int) int {
	if h.run.trailing == 1 && h.hostEnd == h.run.domainEnd && h.run.end < end {
		return h.run.end
	}
	return h.hostEnd
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
	tld := len(dom) - len(dnsname.LastLabel(dom))
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
	if ok, exact := d.ignorableASCIIDomain(dom); exact {
		return ok
	}
	return d.idnaDomain(dom)
}

// idnaDomain is validDomain's verdict on a non-ASCII domain by IDNA.
func (d *Detector) idnaDomain(dom string) bool {
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

// ignoredByIDNA reports whether UTS #46 maps r to nothing, for the r that
// text holds in domains (TestIgnoredByIDNA): the U+FE0F that follows an
// emoji ("⭐️SKILL.md"), a U+200B or U+00AD a text breaks words with.
func ignoredByIDNA(r rune) bool {
	switch {
	case r == 0xAD, r == 0x200B, r == 0x2060, r == 0xFEFF, 0xFE00 <= r && r <= 0xFE0F:
		return true
	}
	return false
}

// ignorableASCIIDomain computes, without IDNA, the verdict of validDomain
// on dom, non-ASCII only by code points that IDNA maps to nothing and wide
// full stops: IDNA maps it to the ASCII domain with those left out, the
// stops as '.' and capitals in lower case, and allocates to do so. exact is
// false for the other domains, and for those that such a mapping leaves
// with a byte other than a letter, digit, '-' or '.' or with an A-label:
// the caller asks IDNA.
func (d *Detector) ignorableASCIIDomain(dom string) (ok, exact bool) {
	var buf [maxDomainLen + 1]byte
	n := 0
	for i := 0; i < len(dom); {
		c := dom[i]
		if c >= utf8.RuneSelf {
			if k := dnsname.SeparatorLen(dom, i); k > 0 {
				c, i = '.', i+k
			} else {
				r, size := utf8.DecodeRuneInString(dom[i:])
				if !ignoredByIDNA(r) {
					return false, false
				}
				i += size
				continue
			}
		} else {
			i++
			switch {
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '-', c == '.':
			default:
				return false, false // STD3: IDNA's error, said by IDNA
			}
		}
		if n == len(buf) {
			return false, true // longer than any domain
		}
		buf[n] = c
		n++
	}
	needIDNA, ok := d.checkASCIIDomain(unsafe.String(&buf[0], n))
	if needIDNA {
		return false, false
	}
	return ok, true
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
			if s := dnsname.SeparatorLen(dom, end); s > 0 {
				next = end + s
				break
			}
			end++
		}
		if l := dom[start:end]; dnsname.HasPrefixFold(l, "xn--") && dnsname.FirstNonASCII(l, 0) == len(l) {
			n, ok := dnsname.DecodePunycode(&buf, l[4:])
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
			if !dnsname.HasPrefixFold(l, "xn--") {
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
			if s := dnsname.SeparatorLen(dom, end); s > 0 {
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
			if dnsname.Bits(r)&dnsname.Stable == 0 || r == 0x200C || r == 0x200D || mayBeRTL(r) {
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
			k, fits := dnsname.ALabel(&a, unsafe.String(&l[0], len(l)))
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
