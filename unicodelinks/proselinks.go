package unicodelinks

import "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"

// How a Detector applies the prose rules: WithLocalhost, and domains that
// start or end where prose does (proseDomainEnd).

// WithLocalhost sets whether a Detector links a URL whose host is
// "localhost" or an IP address after an explicit scheme
// ("http://localhost:1313/", "http://127.0.0.1:8080/"). With true it links
// localhost too; with false it refuses localhost and IP address hosts, for
// text whose readers cannot reach the writer's machine. It overrides the
// prose rules (NewProse, the goldmark extension) whatever their order.
// Without it, IP addresses after a scheme are links, and localhost is one
// under the prose rules.
func WithLocalhost(on bool) Option {
	return func(d *Detector) error {
		if on {
			d.localhost = 1
		} else {
			d.localhost = -1
		}
		return nil
	}
}

// applyLocalhost resolves WithLocalhost against the prose rules, once
// all options are applied.
func (d *Detector) applyLocalhost() {
	switch d.localhost {
	case 1:
		d.rules |= localhostURLs
	case -1:
		d.rules &^= localhostURLs
		d.noLiteralHosts = true
	}
}

// refused reports whether the label l cannot be an ICANN top-level domain,
// from what proseScan gathered: three-byte code points only, and more of
// them than any TLD's U-label has, or all stable and one that no TLD has
// (as notTLD decides from scanRunLast). false means that
// lastLabelPlausible must decide.
func (d *Detector) refused(l proseLabel) bool {
	if d.anyTLD || !l.threeByte || l.end == l.start {
		return false
	}
	return len("xn--")+(l.end-l.start)/3 > dnsname.MaxTLDLen || l.notBits&dnsname.Stable == 0 && l.notBits&dnsname.InTLD != 0
}

// prosePlausible is lastLabelPlausible, quicker on the common last label
// of a run of Chinese or Japanese text: a label of three-byte code points
// that has more of them than any ICANN TLD's U-label, or one that no ICANN
// TLD has (as notTLD decides from scanRunLast).
func (d *Detector) prosePlausible(text string, lo, hi int) bool {
	k := hi
	for k > lo {
		c := text[k-1]
		if c == '.' || (c == 0x82 || c == 0x8E || c == 0xA1) && k-3 >= lo && dnsname.SeparatorLen(text, k-3) == 3 {
			break
		}
		if hi-k > 4*maxLabelLen {
			return false
		}
		k--
	}
	if k == hi {
		return false
	}
	if !d.anyTLD {
		if e, notBits := scanThreeByteLabel(text[:hi], k); e == hi {
			if len("xn--")+(hi-k)/3 > dnsname.MaxTLDLen || notBits&dnsname.Stable == 0 && notBits&dnsname.InTLD != 0 {
				return false
			}
		}
	}
	label := text[k:hi]
	return dnsname.FirstNonASCII(label, 0) == len(label) || d.plausibleTLD(label)
}

// proseDomain is domain under proseDomainEnd for the label separator at
// text[i]. handled is false when neither a change of script nor a wide full
// stop is near the separator: then domain decides as without the rule.
//
// The domain is looked for in the piece of the run around i that no change
// from Han, Kana or Hangul to an ASCII letter or digit divides: the whole
// piece, and when that is refused, its part before the first point where
// prose begins. The rest of the piece is prose: s.proseSkip keeps later
// separators in it from being scanned again, so that each byte of a run is
// scanned a bounded number of times.
func (s *scanner) proseDomain(i int) (l Link, ok, handled bool) {
	t := s.text
	if i < s.proseSkip {
		s.pos = s.proseSkip
		return Link{}, false, true
	}
	from := s.pos
	j := i + dnsname.SeparatorLen(t, i)
	if j >= len(t) || labelCharAt(t, j) == 0 {
		return Link{}, false, false
	}
	if j-i == 3 && isASCIIAlnum(t[j]) && i > 0 && isProseScript(runeBefore(t, i)) {
		// A wide full stop between prose and an ASCII letter or digit
		// ends a sentence: the domain after it is for the next separator.
		s.pos = j
		return Link{}, false, true
	}
	pieceEnd, firstEnd, atRunEnd, last, first := proseScan(t, j)
	s.work += pieceEnd - j
	s.pos = pieceEnd
	if firstEnd >= 0 {
		s.proseSkip = pieceEnd
	}
	// The last label of either candidate must be a top-level domain
	// whatever the domain's start: check that before scanning back over
	// the label before i, which in text without spaces is long.
	if (s.d.refused(last) || !s.d.prosePlausible(t, j, last.end)) &&
		!(firstEnd > i && !s.d.refused(first) && s.d.prosePlausible(t, j, trimSeparators(t, j, firstEnd))) {
		return Link{}, false, true
	}
	start, boundary := proseLabelStart(t, from, i)
	s.work += i - start
	if !boundary && atRunEnd && firstEnd < 0 && j-i == 1 {
		s.pos = from // domain scans back to it
		return Link{}, false, false
	}
	if !boundary && !domainMayStart(t, start) {
		return Link{}, false, true
	}
	piece := t
	if !atRunEnd {
		piece = t[:pieceEnd]
	}
	var h hostScan
	scanRun(&h.run, piece, start)
	s.work += h.run.end - start
	if h.run.end < len(t) && t[h.run.end] == '@' {
		return Link{}, false, true // the local part of an e-mail address
	}
	s.d.checkHost(&h, piece, false)
	if !h.ok && firstEnd > i {
		scanRun(&h.run, t[:firstEnd], start)
		s.work += h.run.end - start
		s.d.checkHost(&h, t[:firstEnd], false)
	}
	if !h.ok || h.run.domainEnd == start || mixedCaseTLD(t[start:h.hostEnd]) {
		return Link{}, false, true
	}
	if h.badPort {
		s.pos = max(s.pos, s.terminateAt(t, portEnd(t, h.hostEnd)))
		return Link{}, false, true
	}
	if s.emailAfter(h.hostEnd) {
		s.pos = max(s.pos, s.laEnd)
		return Link{}, false, true
	}
	end := s.terminate(&h)
	if s.cutByInvalid {
		return Link{}, false, true
	}
	return Link{Start: start, End: end, Kind: Domain, SchemeEnd: start, HostStart: start, HostEnd: h.linkHostEnd(end)}, true, true
}

// trimSeparators returns end less the label separators that end
// text[lo:end].
func trimSeparators(text string, lo, end int) int {
	for end > lo {
		switch {
		case text[end-1] == '.':
			end--
		case end-3 >= lo && dnsname.SeparatorLen(text, end-3) == 3:
			end -= 3
		default:
			return end
		}
	}
	return end
}
