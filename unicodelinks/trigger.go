package unicodelinks

import (
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Triggers: the bytes a link holds one of, found once each.

// shortTail is the length of text after pos up to which trigger looks at
// each byte once instead of searching for each kind of trigger: in a short
// text (a list item, a table cell, a heading, the rest of a line after a
// link) the fixed cost of four searches is more than the loop's.
const shortTail = 64

// find returns the offset of the next c at or after from, or len(text).
func (s *scanner) find(from int, c byte) int {
	i := strings.IndexByte(s.text[from:], c)
	if i < 0 {
		i = len(s.text) - from
	}
	s.work += i
	return from + i
}

// trigger returns the offset of the next trigger at or after s.pos, or
// len(text): a '.' or a non-ASCII label separator followed by a code point
// that may be in a label, or with s.tldOnly one of a top-level domain (see
// dotTrigger and wideTrigger; when d detects scheme-less domains), a '@'
// (e-mail addresses) or a ':' (schemes). Every link holds one of them. The
// next trigger of each kind is found with strings.IndexByte (or
// strings.Index) and remembered until s.pos passes it, so that each kind
// costs one pass over the text; a '.' that ends a sentence is skipped here.
// The last shortTail bytes are looked at once, byte by byte.
func (s *scanner) trigger() int {
	t := s.text
	if len(t)-s.pos <= shortTail {
		i := s.triggerShort()
		s.work += i - s.pos
		return i
	}
	return s.triggerSearch()
}

// triggerSearch is trigger by a search for each kind.
func (s *scanner) triggerSearch() int {
	if s.at < s.pos {
		s.at = s.find(s.pos, '@')
	}
	if s.colon < s.pos {
		s.colon = s.find(s.pos, ':')
	}
	if s.wide < s.pos {
		s.wide = s.findWide()
	}
	if s.dot < s.pos {
		// Up to the next "://" only: the dots of the URL after it are
		// not looked at, as that URL takes them. (The ':' may lie past
		// the end of a window of WithSchemelessWWWOnly's.)
		end := len(s.text)
		if c := s.colon; c < end && strings.HasPrefix(s.text[c+1:], "//") {
			end = c
		}
		s.dot = s.nextDot(s.pos, end)
		s.work += s.dot - s.pos
	}
	return min(s.dot, s.at, s.colon, s.wide)
}

// triggerShort is trigger over a short tail, one byte at a time. The
// remembered offsets are left alone: they are either before pos, and
// searched again when needed, or still right.
func (s *scanner) triggerShort() int {
	t := s.text
	for i := s.pos; i < len(t); i++ {
		switch byteKind[t[i]] & s.kinds {
		case 0:
		case triggerDot:
			if dotTrigger(t, i, s.skipSentenceDots, s.tldOnly) {
				return i
			}
		case triggerWide:
			if dnsname.SeparatorLen(t, i) == 3 && (!s.skipSentenceDots || wideTrigger(t, i, s.tldOnly)) {
				return i
			}
		default:
			return i
		}
	}
	return len(t)
}

// nextDot returns the offset of the next '.' at or after i and before end
// that is followed by a byte that may start a label, or end. The others end
// sentences: a domain before one would be at most the one label before it.
// Without the prose rules, so are the dots that dotEndsSentence rejects
// ("e.g.", "3.14", "U.S."): they are passed over here, in the one search,
// instead of each costing a trip through domain. (A search eight bytes at a
// time in a word, for the short gaps between the dots of a README, measured
// slower than strings.IndexByte on every corpus.) Only the search stops at
// end: dotTrigger reads the text after it.
func (s *scanner) nextDot(i, end int) int {
	text := s.text
	for {
		k := strings.IndexByte(text[i:end], '.')
		if k < 0 {
			return end
		}
		i += k + 1
		if dotTrigger(text, i-1, s.skipSentenceDots, s.tldOnly) {
			return i - 1
		}
	}
}

// dotTrigger reports whether the '.' at text[i] may separate the labels of
// a domain: a byte that may start a label follows, and, when sentence dots
// are skipped, the dot does not end a sentence (dotEndsSentence, with tld
// for a last label that is no ICANN top-level domain: "console.log(",
// "arr.length"). It is the rule of both triggerShort and nextDot, and is
// inlined in both.
func dotTrigger(text string, i int, skipSentenceDots, tld bool) bool {
	if i+1 >= len(text) {
		return false
	}
	if c := text[i+1]; c < utf8.RuneSelf && (asciiHost[c]&aLabel == 0 || skipSentenceDots && dotEndsSentence(text, i, tld)) {
		return false
	}
	return true
}

// dotEndsSentence reports, from the ASCII label that follows the '.' at
// text[i] alone, that no scheme-less domain has that '.' as a separator:
// the label is the last of its run (text ends after it, or a byte that is
// no label byte follows, or a '.' that starts no label) and is no top-level
// domain by its spelling: shorter than two bytes, with a byte other than a
// letter but not an A-label ("xn--"), or letters in mixed case
// ("e.g. ", "3.14", "no.It"), or, with tld, no ICANN top-level domain
// (asciiTLD: domain refuses an ASCII run from j whose last label is none,
// whatever comes before the '.'). Anything else, and a label that
// non-ASCII text follows, is left to the host scan.
func dotEndsSentence(text string, i int, tld bool) bool {
	j := i + 1
	k := asciiLabelEnd(text, j)
	if k < len(text) {
		switch c := text[k]; {
		case c == '.':
			if k+1 < len(text) && startsLabel(text[k+1]) {
				return false
			}
		case c >= utf8.RuneSelf:
			return false
		}
	}
	return noTLDSpelling(text[j:k]) || tld && !dnsname.ASCIITLD(text[j:k], false)
}

// noTLDSpelling reports whether the ASCII label l is no top-level domain
// by its spelling alone, where checkHost and mixedCaseTLD would reject it:
// shorter than two bytes, with a byte other than a letter but not an
// A-label ("xn--"), or letters in mixed case.
func noTLDSpelling(l string) bool {
	if len(l) < 2 {
		return true
	}
	upper, lower := false, false
	for x := 0; x < len(l); x++ {
		switch a := asciiHost[l[x]]; {
		case a&aLetter == 0:
			return !dnsname.HasPrefixFold(l, "xn--")
		case a&aUpper != 0:
			upper = true
		default:
			lower = true
		}
	}
	return upper && lower
}

// startsLabel reports whether byte c may start a label code point: an ASCII
// label character or the first byte of a non-ASCII code point.
func startsLabel(c byte) bool {
	return c >= utf8.RuneSelf || asciiHost[c]&aLabel != 0
}

// findWide returns the offset of the next non-ASCII label separator at or
// after s.pos that may separate labels, or len(text). ASCII text is skipped
// eight bytes at a time first, so that ASCII text costs one quick pass.
// When sentence dots are skipped, so is a stop that no label code point
// follows, as nextDot skips such a '.': domain would refuse it at once,
// and "。" at the end of a line or before a closing bracket is most of the
// stops of Chinese text. (Under ProseDomainEnd, proseDomain sees them all.)
func (s *scanner) findWide() int {
	t := s.text
	from := s.pos
	for {
		if s.ascii < from {
			if from < len(t) && t[from] >= utf8.RuneSelf {
				s.ascii = from // most calls in CJK text: no call
			} else {
				s.ascii = dnsname.FirstNonASCII(t, from)
				s.work += s.ascii - from
			}
		}
		at := max(from, s.ascii)
		if s.wideK[0] < from {
			s.wideK[0] = s.stops.index(t, at)
			s.work += s.wideK[0] - at
		}
		if s.wideK[1] < from {
			s.wideK[1] = indexFullwidthStop(t, at)
			s.work += s.wideK[1] - at
		}
		w := min(s.wideK[0], s.wideK[1])
		if w >= len(t) || !s.skipSentenceDots || wideTrigger(t, w, s.tldOnly) {
			return w
		}
		from = w + len(dnsname.IdeographicFullStop)
	}
}

// wideTrigger reports whether a label code point follows the wide stop at
// text[i] (all three are three bytes long) and, with tld, one that a
// top-level domain may start with (mayStartTLD).
//
// In Chinese and Japanese text a '。' ends most sentences, and the next one
// starts with a label code point: each such stop once cost a scan of the
// run after it. A stop before a code point that no top-level domain starts
// with is the last separator of no domain, so the run is left to its last
// separators that are triggers, and domain reads back over the stops it
// passed over (passedStop) to the start the first stop would have given.
// A run without such a trigger is no domain.
func wideTrigger(text string, i int, tld bool) bool {
	j := i + len(dnsname.IdeographicFullStop)
	if j >= len(text) {
		return false
	}
	if tld {
		return mayStartTLD(text, j)
	}
	return labelCharAt(text, j) != 0
}

// mayStartTLD reports whether text[j] starts a label code point that may
// start an ICANN top-level domain: any ASCII label byte, and any other
// label code point but one that IDNA keeps as it is and that no top-level
// domain holds (Stable without InTLD), with which plausibleTLD refuses a
// last label.
func mayStartTLD(text string, j int) bool {
	c := text[j]
	if c < utf8.RuneSelf {
		return asciiHost[c]&aLabel != 0
	}
	var b byte
	if len(text)-j >= 3 && c&0xF0 == 0xE0 && (uint16(text[j+1])<<8|uint16(text[j+2]))&0xC0C0 == 0x8080 {
		// A three-byte sequence, decoded inline as in labelCharAt.
		r := rune(c&0x0F)<<12 | rune(text[j+1]&0x3F)<<6 | rune(text[j+2]&0x3F)
		if r < 0x800 || 0xD800 <= r && r <= 0xDFFF {
			return false
		}
		b = dnsname.BitsBMP(r)
	} else {
		r, _ := decodeRune(text, j)
		b = dnsname.Bits(r) // none for utf8.RuneError
	}
	return b&dnsname.InLabel != 0 && b&(dnsname.Stable|dnsname.InTLD) != dnsname.Stable
}

// passedStop reports whether text[i-3:i] is a wide stop that wideTrigger
// passed over, with tld: a label code point follows it (which mayStartTLD
// refused, or the stop, a trigger, would have moved from past it). from is
// where domain reads back to.
func passedStop(text string, from, i int) bool {
	return i-from >= len(dnsname.IdeographicFullStop) && i < len(text) &&
		dnsname.SeparatorLen(text, i-len(dnsname.IdeographicFullStop)) == 3 && labelCharAt(text, i) != 0
}

// tldTriggers lets the trigger search pass over the separators before a
// label that is no top-level domain (scanner.tldOnly); the tests turn it
// off to compare.
var tldTriggers = true

// stopSearch finds the U+3002 IDEOGRAPHIC FULL STOPs (wideStops[0], E3 80
// 82) of a text by one of their bytes. The first, 0xE3, leads every kana;
// the last, 0x82, is rare enough in Chinese text, but it is the middle byte
// of half the kana (E3 82 xx), one every 20 bytes of Japanese. Once those
// are more than one byte in stopKanaDensity of the text, the middle byte of
// the stop, 0x80, is searched for instead: three times rarer in Japanese,
// and twice as frequent in Chinese, which such kana do not reach. The zero
// value is ready to use, and a scanner keeps one, so that what it learns
// holds for the rest of its text.
type stopSearch struct {
	// middle tells that the middle byte is searched for, after kana
	// bytes found with the last.
	middle bool
	kana   int
}

// A stopSearch searches for the middle byte after more than
// stopKanaMisses kana, more than one in stopKanaDensity bytes of the text
// before (a strings.IndexByte costs some 50 instructions besides its
// bytes).
const (
	stopKanaMisses  = 16
	stopKanaDensity = 32
)

// index returns the offset of the first U+3002 in t at or after from, or
// len(t).
func (st *stopSearch) index(t string, from int) int {
	const stop = dnsname.IdeographicFullStop
	if st.middle {
		for i := from + 1; i < len(t); i++ {
			k := strings.IndexByte(t[i:], stop[1])
			if k < 0 {
				break
			}
			i += k
			if i+1 < len(t) && t[i-1] == stop[0] && t[i+1] == stop[2] {
				return i - 1
			}
		}
		return len(t)
	}
	for i := from + 2; i < len(t); i++ {
		k := strings.IndexByte(t[i:], stop[2])
		if k < 0 {
			break
		}
		i += k
		if t[i-1] == stop[1] {
			if t[i-2] == stop[0] {
				return i - 2
			}
		} else if t[i-1] == stop[0] {
			// A kana, E3 82 xx: no stop starts before i+1.
			if st.kana++; st.kana > stopKanaMisses && st.kana*stopKanaDensity > i {
				st.middle = true
				return st.index(t, i+1)
			}
		}
	}
	return len(t)
}

// indexFullwidthStop returns the offset of the first U+FF0E FULLWIDTH FULL
// STOP or U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP (wideStops[1] and [2], EF
// BC 8E and EF BD A1) in t at or after from, or len(t): one search for
// their first byte.
func indexFullwidthStop(t string, from int) int {
	const a, b = dnsname.FullwidthFullStop, dnsname.HalfwidthIdeographicFullStop
	for i := from; i < len(t); i++ {
		k := strings.IndexByte(t[i:], a[0])
		if k < 0 {
			break
		}
		i += k
		if i+2 < len(t) && (t[i+1] == a[1] && t[i+2] == a[2] || t[i+1] == b[1] && t[i+2] == b[2]) {
			return i
		}
	}
	return len(t)
}
