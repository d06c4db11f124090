package unicodelinks

import (
	"unicode"
	"unicode/utf8"
)

// The prose rules for text written without spaces (issue 12): Chinese,
// Japanese and Korean glue a link to the sentence around it, where UTS #58
// and IDNA read the sentence as part of the link. Each rule is a ProseRule
// bit; MarkdownProse holds them all. UTS #58 section 8 leaves such
// adjustments to a higher level, and a URL that needs one of these
// characters can percent-escape it.
const (
	// CJKPunctHard treats the CJK sentence punctuation '。' '，' '、' '；'
	// '：' '！' '？' (U+3002, U+FF0C, U+3001, U+FF1B, U+FF1A, U+FF01,
	// U+FF1F) and the halfwidth '｡' '､' (U+FF61, U+FF64) as Hard in a path,
	// query or fragment, and as the end of a URL's userinfo: in
	// "https://example.com/guide，详见" the link ends before '，'. UTS #58
	// makes them Soft, so that the Han text after them takes them in. A
	// URL that holds one writes it percent-escaped ('、' is "%E3%80%81").
	CJKPunctHard ProseRule = 1 << (iota + 3)
	// ProseDomainEnd ends a domain where prose begins and starts it where
	// prose ends. When a host run is refused only because of what follows
	// a wide full stop ('。' '．' '｡') or a change from an ASCII letter or
	// digit to Han, Kana or Hangul, the domain ends before that point if
	// what precedes is a valid domain: "github.com。谢谢", "f-ruby.com으로".
	// And a scheme-less domain may start right after Han, Kana or Hangul
	// ("访问github.com"), instead of taking them into its first label, or
	// after a wide full stop that follows them ("网站。github.com"). It
	// applies to the hosts of URLs and e-mail addresses and to scheme-less
	// domains.
	ProseDomainEnd
	// ProseEmailStart starts an e-mail local part after the last change
	// from Han, Kana or Hangul to an ASCII letter or digit ("邮箱wang@…"),
	// after the last '=' ("email=name@…") and after a quotation mark or
	// backquote it would start with ("'info@…'"). A local part wholly in
	// one script ("アルベルト@example.com") is unchanged.
	ProseEmailStart
	// LocalhostURLs makes "localhost" (in any ASCII case) a host after an
	// explicit scheme: "http://localhost:1313/". A scheme-less "localhost"
	// is never a link. See WithLocalhost.
	LocalhostURLs
	// ProseEmailQuotes, with ProseEmailStart, starts a local part after
	// its last quotation mark or backquote ("x'bob@example.com").
	ProseEmailQuotes
	// ProsePathEnd ends a URL where prose begins after its host, as
	// ProseDomainEnd ends a host: "github.com/user/repoにあります".
	ProsePathEnd
	// BacktickHard treats '`' as Hard in a path, query or fragment: in
	// Markdown it starts or ends a code span, and a URL holds no raw
	// backtick (RFC 3986 has none; browsers escape it), so
	// "https://example.com/dir/`の方がよい" ends before it. UTS #58 makes
	// it Include. See TerminateURLProse.
	BacktickHard
	// MarkupStops refuses a link whose source, from its start to the end
	// of its host, holds a backslash or a character reference, or has one
	// glued to either end that stands for a character of a host: the ways
	// a Markdown author stops a link ("http\://…", "www&#46;example.com",
	// "foo\@example.com"), which GitHub and md4c leave as text. See
	// MarkupNearHost.
	MarkupStops

	// MarkdownProse is the set of rules for links in Markdown prose, those
	// of the goldmark extension's Unicode dialect (which applies
	// MarkupStops to the Markdown source, where the others read the text
	// a reader sees).
	MarkdownProse = LessThanHard | EmphasisSoft | DropEmptyLastPart |
		CJKPunctHard | ProseDomainEnd | ProseEmailStart | LocalhostURLs | BacktickHard | MarkupStops
)

// WithLocalhost sets whether a Detector links a URL whose host is
// "localhost" or an IP address after an explicit scheme
// ("http://localhost:1313/", "http://127.0.0.1:8080/"). With true it adds
// LocalhostURLs to the prose rules; with false it takes LocalhostURLs out
// and refuses IP address hosts too, for text whose readers cannot reach the
// writer's machine. It overrides WithProseRules whatever their order.
// Without it, IP addresses after a scheme are links, and localhost is one
// under LocalhostURLs.
func WithLocalhost(on bool) Option {
	return func(d *Detector) {
		if on {
			d.localhost = 1
		} else {
			d.localhost = -1
		}
	}
}

// applyLocalhost resolves WithLocalhost against the prose rules, once
// all options are applied.
func (d *Detector) applyLocalhost() {
	switch d.localhost {
	case 1:
		d.rules |= LocalhostURLs
	case -1:
		d.rules &^= LocalhostURLs
		d.noLiteralHosts = true
	}
}

// isCJKSentencePunct reports whether r is one of the CJK sentence
// punctuation marks of CJKPunctHard.
func isCJKSentencePunct(r rune) bool {
	switch r {
	case 0x3002, 0xFF0C, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0xFF61, 0xFF64:
		return true
	}
	return false
}

// isProseScript reports whether r is Han, Hiragana, Katakana (with the
// prolonged sound mark 'ー') or Hangul: the scripts written without spaces
// whose text the prose rules keep out of domains and local parts.
func isProseScript(r rune) bool {
	if r < 0x1100 {
		return false
	}
	return r == 0x30FC || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// runeBefore returns the code point that ends at text[i].
func runeBefore(text string, i int) rune {
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return r
}

// isASCIIAlnum reports whether c is an ASCII letter or digit.
func isASCIIAlnum(c byte) bool {
	return asciiHost[c]&(aLetter|aDigit) != 0
}

// isLocalhost reports whether dom is "localhost" in any ASCII case.
func isLocalhost(dom string) bool {
	return len(dom) == len("localhost") && hasPrefixFold(dom, "localhost")
}

// proseEnd returns the offset of the first point in text[start:end], a run
// of label code points and separators, where prose begins (ProseDomainEnd):
// a wide full stop, or a Han, Kana or Hangul code point right after an
// ASCII letter or digit. It returns -1 when there is none.
func proseEnd(text string, start, end int) int {
	alnum := false // the last code point is an ASCII letter or digit
	for i := start; i < end; {
		c := text[i]
		if c < utf8.RuneSelf {
			alnum = isASCIIAlnum(c)
			i++
			continue
		}
		if separatorLen(text, i) == 3 {
			return i
		}
		r, n := decodeRune(text, i)
		if alnum && isProseScript(r) {
			return i
		}
		alnum = false
		i += n
	}
	return -1
}

// proseHost applies ProseDomainEnd to the host h.run at text[h.run.start],
// which checkHost refused: the host ends where prose begins in it, when
// what precedes is a valid host.
func (d *Detector) proseHost(h *hostScan, text string, ip bool) {
	r := h.run
	cut := proseEnd(text, r.start, r.end)
	if cut <= r.start {
		return
	}
	scanRun(&h.run, text[:cut], r.start)
	d.checkHost(h, text[:cut], ip)
	if !h.ok {
		h.run = r // as checkHost left it for the whole run
		d.checkHost(h, text, ip)
	}
}

// proseBefore reports whether prose ends just before text[i], an ASCII
// letter or digit, so that a domain may start there (ProseDomainEnd): the
// code point before it is Han, Kana or Hangul, or a wide full stop that
// follows one ("谢谢。github.com": the full stop ends a sentence).
func proseBefore(text string, i int) bool {
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
		r, _ = utf8.DecodeLastRuneInString(text[:i-n])
	}
	return isProseScript(r)
}

// proseLabelStart returns the start of the label code points before
// text[i], going back no further than from, and whether it stopped where
// prose ends (see proseBefore).
func proseLabelStart(text string, from, i int) (start int, boundary bool) {
	start = i
	for start > from {
		c := text[start-1]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 {
				break
			}
			start--
			continue
		}
		if start < i && isASCIIAlnum(text[start]) && proseBefore(text, start) {
			return start, true
		}
		n := labelCharBefore(text, from, start)
		if n == 0 {
			break
		}
		start -= n
	}
	// The scan may have stopped at from (the end of the last link or
	// piece) or at a separator just after prose.
	if start < i && start > 0 && text[start-1] >= utf8.RuneSelf && isASCIIAlnum(text[start]) && proseBefore(text, start) {
		return start, true
	}
	return start, false
}

// proseScan scans the run of label code points and separators at text[j]
// up to the first point after j where prose ends and the next domain may
// start (see proseBefore): pieceEnd is that offset or the end of the run
// (then atRunEnd). firstEnd is the first point in text[j:pieceEnd] where
// prose begins (see proseEnd), or -1. last describes the last label of
// text[j:pieceEnd], and first the last label of text[j:firstEnd] when
// firstEnd >= 0. The cost is one pass over text[j:pieceEnd];
// isProseScript is asked only at a change between ASCII and other code
// points.
func proseScan(text string, j int) (pieceEnd, firstEnd int, atRunEnd bool, last, first proseLabel) {
	firstEnd = -1
	alnum := false // the last code point is an ASCII letter or digit
	cur := proseLabel{start: j, threeByte: true}
	last = cur
	i := j
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if c == '.' {
				last, cur = cur.close(i, last), proseLabel{start: i + 1, threeByte: true}
				alnum = false
				i++
				continue
			}
			if asciiHost[c]&aLabel == 0 {
				break
			}
			if i > j && text[i-1] >= utf8.RuneSelf && isASCIIAlnum(c) && proseBefore(text, i) {
				return i, firstEnd, false, cur.close(i, last), first
			}
			alnum = isASCIIAlnum(c)
			cur.threeByte = false
			i++
			continue
		}
		if separatorLen(text, i) == 3 {
			last, cur = cur.close(i, last), proseLabel{start: i + 3, threeByte: true}
			if firstEnd < 0 {
				firstEnd, first = i, last
			}
			alnum = false
			i += 3
			continue
		}
		if !alnum {
			// A run of three-byte label code points (Han, Kana and
			// Hangul are) holds no point of interest.
			if e, notBits := scanThreeByteLabel(text, i); e > i {
				cur.notBits |= notBits
				i = e
				continue
			}
		}
		r, n := decodeRune(text, i)
		if !isLabelRune(r) {
			break
		}
		if alnum && firstEnd < 0 && isProseScript(r) {
			firstEnd, first = i, cur.close(i, last)
		}
		alnum = false
		cur.threeByte = false
		i += n
	}
	return i, firstEnd, true, cur.close(i, last), first
}

// proseLabel describes a label that proseScan scanned: text[start:end],
// whether it is all three-byte code points, and the bits of hostBits that
// some of them lack (for those that scanThreeByteLabel scanned).
type proseLabel struct {
	start, end int
	threeByte  bool
	notBits    byte
}

// close ends the label l at end and returns it, or last when l is empty
// (a separator that follows another ends no label).
func (l proseLabel) close(end int, last proseLabel) proseLabel {
	if end == l.start {
		return last
	}
	l.end = end
	return l
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
	return len("xn--")+(l.end-l.start)/3 > maxTLDLen || l.notBits&hostStable == 0 && l.notBits&hostTLD != 0
}

// prosePlausible is lastLabelPlausible, quicker on the common last label
// of a run of Chinese or Japanese text: a label of three-byte code points
// that has more of them than any ICANN TLD's U-label, or one that no ICANN
// TLD has (as notTLD decides from scanRunLast).
func (d *Detector) prosePlausible(text string, lo, hi int) bool {
	k := hi
	for k > lo {
		c := text[k-1]
		if c == '.' || (c == 0x82 || c == 0x8E || c == 0xA1) && k-3 >= lo && separatorLen(text, k-3) == 3 {
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
			if len("xn--")+(hi-k)/3 > maxTLDLen || notBits&hostStable == 0 && notBits&hostTLD != 0 {
				return false
			}
		}
	}
	label := text[k:hi]
	return firstNonASCII(label, 0) == len(label) || d.plausibleTLD(label)
}

// proseDomain is domain under ProseDomainEnd for the label separator at
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
	j := i + separatorLen(t, i)
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
	return Link{Start: start, End: end, Kind: URL, SchemeEnd: start, HostStart: start, HostEnd: h.linkHostEnd(end)}, true, true
}

// trimSeparators returns end less the label separators that end
// text[lo:end].
func trimSeparators(text string, lo, end int) int {
	for end > lo {
		switch {
		case text[end-1] == '.':
			end--
		case end-3 >= lo && separatorLen(text, end-3) == 3:
			end -= 3
		default:
			return end
		}
	}
	return end
}
