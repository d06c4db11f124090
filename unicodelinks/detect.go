package unicodelinks

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the kind of a detected link.
type Kind uint8

const (
	// URL is a link with a scheme such as "https://", or a domain name
	// without one.
	URL Kind = iota
	// Email is an e-mail address, with or without "mailto:".
	Email
)

// String returns "URL" or "Email".
func (k Kind) String() string {
	switch k {
	case URL:
		return "URL"
	case Email:
		return "Email"
	}
	return "Kind(" + itoa(int(k)) + ")"
}

// A Link is a link detected in a text: text[Start:End], with byte offsets.
type Link struct {
	Start, End int
	Kind       Kind
	// SchemeEnd is the offset just after "scheme://" of a URL or "mailto:"
	// of an e-mail address; it is Start when the link has no scheme.
	SchemeEnd int
	// HostStart and HostEnd delimit the host of a URL (without its port; an
	// IPv6 address with its brackets) or the domain after the '@' of an
	// e-mail address.
	HostStart, HostEnd int
	// Spoof is set under WithSpoofCheck(SpoofMark) when the host looks
	// like another one (see SpoofCheck).
	Spoof bool
}

// A Detector finds URLs and e-mail addresses in plain text, following
// UTS #58 for where a link ends and the rules described at Detect for where
// it starts. A Detector is immutable: it is safe for concurrent use.
type Detector struct {
	schemes    []string // lower case
	opaque     opaqueScheme
	maxScheme  int
	anyTLD     bool
	rules      ProseRule
	email      bool
	schemeless bool
	spoof      SpoofPolicy
	// localhost is 1 or -1 after WithLocalhost(true or false), else 0;
	// noLiteralHosts refuses IP address hosts (WithLocalhost(false)).
	localhost      int8
	noLiteralHosts bool
	// noFileNames refuses what reads as a file name or identifier
	// (WithFileNames(false)); filter vetoes links (WithLinkFilter).
	noFileNames bool
	filter      LinkFilter
	// attrs are written on the anchors of AppendHTML (WithAttributes).
	attrs []Attribute
}

// New returns a Detector with the given options applied to the defaults:
// schemes http, https and ftp, ICANN top-level domains only, no prose rules,
// e-mail addresses and scheme-less domains detected.
func New(opts ...Option) *Detector {
	d := &Detector{email: true, schemeless: true}
	WithSchemes(defaultSchemes...)(d)
	for _, o := range opts {
		o(d)
	}
	d.applyLocalhost()
	return d
}

var defaultDetector = New()

// Detect returns the links in text found by the default Detector, New().
func Detect(text string) []Link {
	return defaultDetector.AppendLinks(nil, text)
}

// Detect returns the links in text, in order; nil when there is none.
//
// A link is one of:
//
//   - a URL with a scheme (see WithSchemes): the scheme, matched ignoring
//     ASCII case and not preceded by an ASCII letter, digit, '+', '-' or
//     '.', then "://" and a host: a domain (see ScanHost), a dotted-decimal
//     IPv4 address or a bracketed IPv6 address, and an optional port. A URL
//     with userinfo ("http://user@example.com") is not detected, nor is one
//     with an invalid host or port: no part of it is a link. A '@' is
//     userinfo only when nothing between the host and it is barred from
//     userinfo (',', '(', ')', '<', '>', '/', '?', '#', white space):
//     "https://example.com,bob@example.org" holds a URL and an address.
//   - a scheme-less domain (see WithSchemelessDomains), valid as for
//     ScanHost, and an optional port; with an invalid port (":0",
//     ":65536", ":80a") no part of it is a link. IP addresses need a scheme. A
//     top-level domain in mixed case ("M.Sc.", "no.It was") is taken for an
//     abbreviation or a missing space, not a domain. The domain
//     starts after a code point that can neither be part of a domain label
//     nor a label separator, and that is none of '@', '/', '\\', '%', '+',
//     '=', '&', '#', '$', '^' and '|', nor a '_' that follows a letter, digit
//     or '_' (as in "my_file.py"). A domain that is directly followed by an
//     e-mail local part and '@' is left to the e-mail address. Text without
//     spaces makes long domains: in "ウェブサイトはexample.com", the kana
//     are valid in a label, and the domain is the whole run; the '。' in
//     "example.com。次" is a label separator, and "次" is no TLD (see
//     UTS #58 section 8 on adjusting such boundaries at a higher level).
//     The prose rule ProseDomainEnd adjusts them: "example.com" in both.
//   - an e-mail address (see WithEmail): a '@' followed by a valid domain,
//     with the local part before it found by EmailLocalStart ("mailto:"
//     included), or EmailLocalStartProse under ProseEmailStart. The
//     address ends with its domain. When the local part is invalid,
//     neither the address nor its domain is a link; nor when it starts
//     with a domain and a '/', '?' or '#': the '@' belongs to a URL
//     ("www.example.com/a@b.org"); nor when it would reach into the link
//     before it ("example.com/a}b@example.org"). A local part never starts
//     with '/', and one right after "scheme://" is a URL's userinfo
//     ("ssh://git@github.com"); a domain followed by ':' and an ASCII
//     letter, '~', '/', '.' or '_' is the host of an SSH address
//     ("git@github.com:org/repo.git"): no address.
//
// A URL ends where TerminateURLProse, with the rules of WithProseRules,
// ends it after the host and port. The trailing '.' of a fully qualified
// domain is part of a URL only before '/', '?' or '#'.
//
// Detection is a single left-to-right pass: its cost is linear in the
// length of text, and between links it skips text with strings.IndexByte to
// the next '.', '@' or ':' or ideographic full stop, one of which every link
// holds; a '.' that ends a sentence or an abbreviation ("e.g. ", "3.14",
// "no.It") is passed over without a host scan. Invalid UTF-8 never ends up
// inside a link.
func (d *Detector) Detect(text string) []Link {
	return d.AppendLinks(nil, text)
}

// AppendLinks appends the links in text to dst and returns the extended
// slice.
func (d *Detector) AppendLinks(dst []Link, text string) []Link {
	s := d.newScanner(text)
	found := 0
	for {
		l, ok := s.next()
		if !ok {
			return dst
		}
		if len(dst) == cap(dst) && found >= minLinksToEstimate {
			dst = growLinks(dst, found, l.End, len(text))
		}
		dst = append(dst, l)
		found++
	}
}

// minLinksToEstimate is the number of links found before AppendLinks
// estimates how many more the text holds.
const minLinksToEstimate = 16

// growLinks returns dst, full, with room for the links that the rest of a
// text of length n probably holds when found links end at or before end:
// as many per byte as so far, and an eighth more. The estimate is kept
// between 1.25 and 64 times the capacity of dst: a text whose links are all
// at its start gets no slice more than 64 times too large, and a text with
// a link every 100 bytes gets its final slice in two steps after the first
// 16 links (16 times made it three, copying a quarter of the links again).
func growLinks(dst []Link, found, end, n int) []Link {
	if end <= 0 || end >= n {
		return dst
	}
	rest := found * (n - end) / end
	c := len(dst) + rest + rest/8 + 1
	c = max(c, cap(dst)+cap(dst)/4)
	c = min(c, 64*cap(dst))
	// make and copy rather than slices.Grow: one allocation, also under
	// the race detector, which keeps the temporary of append(s, make()...).
	grown := make([]Link, len(dst), c)
	copy(grown, dst)
	return grown
}

// All returns an iterator over the links in text. It does not allocate for
// ASCII hosts.
func (d *Detector) All(text string) iter.Seq[Link] {
	return func(yield func(Link) bool) {
		s := d.newScanner(text)
		for {
			l, ok := s.next()
			if !ok || !yield(l) {
				return
			}
		}
	}
}

// scanner is the state of one pass over a text.
type scanner struct {
	d    *Detector
	text string
	// pos is where the search for the next trigger resumes.
	pos int
	// lastEnd is the end of the last link: no link starts before it.
	lastEnd int
	// The offsets of the next trigger of each kind at or after pos, or
	// len(text) when there is none; recomputed when pos passes them.
	dot, at, colon, wide int
	wideK                [3]int // of each of wideStops
	// ascii is the offset of the next non-ASCII byte.
	ascii int
	// kinds are the triggerClass bits of the enabled triggers.
	kinds uint8
	// skipSentenceDots: nextDot passes over the dots that dotEndsSentence
	// rejects (not under ProseDomainEnd, whose domains start otherwise).
	skipSentenceDots bool
	// The e-mail lookahead (see emailAfter) from any offset up to laEnd
	// ends at laEnd; laAt reports a '@' with a valid domain there.
	laEnd int
	laAt  bool
	// brackets is the bracket stack of terminateWith, kept here so that it
	// is not cleared for every link.
	brackets bracketStack
	// proseSkip is the end of the prose that ends the last piece of a run
	// that proseDomain scanned: its separators start no domain.
	proseSkip int
}

func (d *Detector) newScanner(text string) scanner {
	// -1: not searched yet; len(text): none (or the trigger is disabled).
	none := len(text)
	s := scanner{d: d, text: text, dot: none, at: none, colon: none, wide: none,
		wideK: [3]int{-1, -1, -1}, ascii: -1, laEnd: -1}
	if d.schemeless {
		s.dot, s.wide = -1, -1
		s.kinds |= triggerDot | triggerWide
		s.skipSentenceDots = d.rules&ProseDomainEnd == 0 && sentenceDotsSkipped
	}
	if d.email {
		s.at = -1
		s.kinds |= triggerAt
	}
	if len(d.schemes) > 0 || d.opaque != 0 {
		s.colon = -1
		s.kinds |= triggerColon
	}
	return s
}

// sentenceDotsSkipped lets nextDot pass over sentence dots; a test turns it
// off to compare.
var sentenceDotsSkipped = true

// The trigger kinds of triggerClass.
const (
	triggerDot uint8 = 1 << iota
	triggerWide
	triggerAt
	triggerColon
)

// triggerClass gives the kind of trigger a byte may be: '.', the first
// byte of a non-ASCII label separator, '@' or ':'.
var triggerClass = func() (t [256]uint8) {
	t['.'], t['@'], t[':'] = triggerDot, triggerAt, triggerColon
	t[0xE3], t[0xEF] = triggerWide, triggerWide
	return t
}()

// shortTail is the length of text after pos up to which trigger looks at
// each byte once instead of searching for each kind of trigger: in a short
// text (a list item, a table cell, a heading, the rest of a line after a
// link) the fixed cost of four searches is more than the loop's.
const shortTail = 64

// find returns the offset of the next c at or after from, or len(text).
func (s *scanner) find(from int, c byte) int {
	if i := strings.IndexByte(s.text[from:], c); i >= 0 {
		return from + i
	}
	return len(s.text)
}

// wideStops are the non-ASCII label separators.
var wideStops = [3]string{"\u3002", "\uFF0E", "\uFF61"}

// trigger returns the offset of the next trigger at or after s.pos, or
// len(text): a '.' or a non-ASCII label separator followed by a code point
// that may be in a label (when d detects scheme-less domains), a '@'
// (e-mail addresses) or a ':' (schemes). Every link holds one of them. The
// next trigger of each kind is found with strings.IndexByte (or
// strings.Index) and remembered until s.pos passes it, so that each kind
// costs one pass over the text; a '.' that ends a sentence is skipped here.
// The last shortTail bytes are looked at once, byte by byte.
func (s *scanner) trigger() int {
	t := s.text
	if len(t)-s.pos <= shortTail {
		return s.triggerShort()
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
		s.dot = s.nextDot(s.pos)
	}
	return min(s.dot, s.at, s.colon, s.wide)
}

// triggerShort is trigger over a short tail, one byte at a time. The
// remembered offsets are left alone: they are either before pos, and
// searched again when needed, or still right.
func (s *scanner) triggerShort() int {
	t := s.text
	for i := s.pos; i < len(t); i++ {
		switch triggerClass[t[i]] & s.kinds {
		case 0:
		case triggerDot:
			if i+1 < len(t) && startsLabel(t[i+1]) &&
				!(s.skipSentenceDots && t[i+1] < utf8.RuneSelf && dotEndsSentence(t, i)) {
				return i
			}
		case triggerWide:
			if separatorLen(t, i) == 3 {
				return i
			}
		default:
			return i
		}
	}
	return len(t)
}

// nextDot returns the offset of the next '.' at or after i that is followed
// by a byte that may start a label, or len(text). The others end
// sentences: a domain before one would be at most the one label before it.
// Without the prose rules, so are the dots that dotEndsSentence rejects
// ("e.g.", "3.14", "U.S."): they are passed over here, in the one search,
// instead of each costing a trip through domain. (A search eight bytes at a
// time in a word, for the short gaps between the dots of a README, measured
// slower than strings.IndexByte on every corpus.)
func (s *scanner) nextDot(i int) int {
	text := s.text
	for {
		k := strings.IndexByte(text[i:], '.')
		if k < 0 {
			return len(text)
		}
		i += k + 1
		if i < len(text) && startsLabel(text[i]) {
			// triggerShort's test too (TestTriggerShortMatchesSearch); a
			// method for both is not inlined, which costs 5 % on prose.
			if s.skipSentenceDots && text[i] < utf8.RuneSelf && dotEndsSentence(text, i-1) {
				continue
			}
			return i - 1
		}
	}
}

// dotEndsSentence reports, from the ASCII label that follows the '.' at
// text[i] alone, that no scheme-less domain has that '.' as a separator:
// the label is the last of its run (text ends after it, or a byte that is
// no label byte follows, or a '.' that starts no label) and is no top-level
// domain by its spelling: shorter than two bytes, with a byte other than a
// letter but not an A-label ("xn--"), or letters in mixed case
// ("e.g. ", "3.14", "no.It"). Anything else, and a label that non-ASCII
// text follows, is left to the host scan.
func dotEndsSentence(text string, i int) bool {
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
	return noTLDSpelling(text[j:k])
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
			return !hasPrefixFold(l, "xn--")
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
// after s.pos, or len(text). ASCII text is skipped eight bytes at a time
// first, so that ASCII text costs one quick pass.
func (s *scanner) findWide() int {
	t := s.text
	if s.ascii < s.pos {
		s.ascii = firstNonASCII(t, s.pos)
	}
	next := len(t)
	for k := range s.wideK {
		if s.wideK[k] < s.pos {
			s.wideK[k] = len(t)
			from := max(s.pos, s.ascii)
			if i := strings.Index(t[from:], wideStops[k]); i >= 0 {
				s.wideK[k] = from + i
			}
		}
		next = min(next, s.wideK[k])
	}
	return next
}

// firstNonASCII returns the offset of the first byte of s at or after i
// that is not ASCII, or len(s).
func firstNonASCII(s string, i int) int {
	const high = 0x8080808080808080
	t := s[i:]
	for len(t) >= 32 && (load64(t)|load64(t[8:])|load64(t[16:])|load64(t[24:]))&high == 0 {
		t = t[32:]
	}
	for j := 0; j < len(t); j++ {
		if t[j] >= utf8.RuneSelf {
			return len(s) - len(t) + j
		}
	}
	return len(s)
}

// load64 returns the first eight bytes of s as a little-endian word.
func load64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// next returns the next link.
func (s *scanner) next() (Link, bool) {
	for {
		i := s.trigger()
		if i >= len(s.text) {
			s.pos = len(s.text)
			return Link{}, false
		}
		var l Link
		var ok bool
		switch s.text[i] {
		case '@':
			l, ok = s.email(i)
		case ':':
			l, ok = s.scheme(i)
		default:
			l, ok = s.domain(i)
		}
		if ok {
			s.pos, s.lastEnd = l.End, l.End
			if s.d.noFileNames && l.Kind == URL && l.SchemeEnd == l.Start && readsAsCode(s.text, l) {
				continue // the text stays text, as a refused link's
			}
			if s.d.spoof > SpoofOff && s.spoofed(&l) {
				continue // SpoofRefuse: the text stays text
			}
			if s.d.filter != nil && !s.d.filter(s.text, l) {
				continue
			}
			return l, true
		}
	}
}

// domain handles the label separator at text[i]: a scheme-less domain
// around it. It advances s.pos past i.
func (s *scanner) domain(i int) (Link, bool) {
	if s.d.rules&ProseDomainEnd != 0 {
		if l, ok, handled := s.proseDomain(i); handled {
			return l, ok
		}
	}
	t := s.text
	from := s.pos
	j := i + separatorLen(t, i)
	s.pos = j
	if j >= len(t) || labelCharAt(t, j) == 0 {
		// No label follows: the domain would be at most the one label
		// before the separator (the text since from holds no separator).
		return Link{}, false
	}
	if t[i] == '.' && asciiHost[t[j]]&(aUpper|aDigit) != 0 && dotEndsSentence(t, i) {
		// "3.14", "No.5", "no.It": no host scan. (Before a lower-case
		// letter, as in "e.g. " and in most domains, a last label of one
		// byte is rejected after the forward scan below: asking
		// dotEndsSentence first would scan the label of every link twice.)
		return Link{}, false
	}
	// The run's last label must be a top-level domain whatever the domain's
	// start: check that before scanning back over the label before i, which
	// in text without spaces (Chinese, Japanese) is long.
	var h hostScan
	r := &h.run
	if t[j] < utf8.RuneSelf {
		scanRun(r, t, j)
		if t[r.domainEnd-2] == '.' && !r.nonASCII {
			// A last label of one byte, as in "e.g. " and "i.e.": no
			// TLD, whatever the domain's start. (t[i] is the '.' when
			// the run is the one byte.)
			s.pos = r.end
			return Link{}, false
		}
	} else {
		last := scanRunLast(r, t, j)
		if s.d.notTLD(last) {
			s.pos = r.end
			return Link{}, false
		}
	}
	if r.nonASCII && !s.d.lastLabelPlausible(t, j, r.domainEnd) {
		// (An ASCII last label is plausible: checkHost looks it up.)
		s.pos = r.end
		return Link{}, false
	}
	// The run from start: label code points up to i, the separator, and
	// the run from j (scanRun(t, start) without scanning it again).
	start := i
	for start > from && asciiHost[t[start-1]]&aLabel != 0 {
		start--
	}
	nonASCII := r.nonASCII || j-i > 1
	if start > from && t[start-1] >= utf8.RuneSelf {
		for start > from {
			n := labelCharBefore(t, from, start)
			if n == 0 {
				break
			}
			start -= n
		}
		nonASCII = nonASCII || firstNonASCII(t[:i], start) < i
	}
	r.start, r.nonASCII = start, nonASCII
	s.pos = r.end
	if r.end < len(t) && t[r.end] == '@' {
		return Link{}, false // the local part of an e-mail address
	}
	if r.domainEnd == start || !domainMayStart(t, start) {
		return Link{}, false
	}
	s.d.checkHost(&h, t, false)
	if !h.ok || mixedCaseTLD(t[start:h.hostEnd]) {
		return Link{}, false
	}
	if h.badPort {
		// An invalid port invalidates the domain as an invalid host
		// does: no part of it is a link.
		s.pos = max(s.pos, TerminateURLProse(t, portEnd(t, h.hostEnd), s.d.rules))
		return Link{}, false
	}
	if s.emailAfter(h.hostEnd) {
		s.pos = s.laEnd
		return Link{}, false
	}
	end := s.terminate(&h)
	return Link{Start: start, End: end, Kind: URL, SchemeEnd: start, HostStart: start, HostEnd: h.hostEnd}, true
}

// mixedCaseTLD reports whether the last label of the domain dom is ASCII
// letters in both cases, as in "M.Sc" or "no.It": domains are written in
// lower or upper case, abbreviations and sentences that lack a space after
// their full stop are not.
func mixedCaseTLD(dom string) bool {
	upper, lower := false, false
	for i := len(dom) - 1; i >= 0; i-- {
		c := dom[i]
		switch {
		case 'A' <= c && c <= 'Z':
			upper = true
		case 'a' <= c && c <= 'z':
			lower = true
		case c == '.':
			return upper && lower
		default:
			return false
		}
	}
	return false
}

// domainMayStart reports whether a scheme-less domain may start at
// text[i].
func domainMayStart(text string, i int) bool {
	if i == 0 {
		return true
	}
	c := text[i-1]
	if c >= utf8.RuneSelf {
		r, n := utf8.DecodeLastRuneInString(text[:i])
		if r == utf8.RuneError && n == 1 {
			return true
		}
		return !isSeparatorRune(r) && !isLabelRune(r)
	}
	switch c {
	case '.', '@', '/', '\\', '%', '+', '=', '&', '#', '$', '^', '|':
		return false
	case '_':
		if i >= 2 {
			if p := text[i-2]; p < utf8.RuneSelf {
				return asciiHost[p]&(aLetter|aDigit) == 0 && p != '_'
			}
			r, _ := utf8.DecodeLastRuneInString(text[:i-1])
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}
		return true
	}
	return asciiHost[c]&aLabel == 0
}

// emailAfter reports whether the text from offset i on continues the local
// part of an e-mail address: code points of Link_Email other than '/', '?'
// and '#' (which start the path, query or fragment of a URL) or '.', then
// '@' and a valid domain. The result is remembered, so that the scans of a
// text cost linear time in all.
func (s *scanner) emailAfter(i int) bool {
	if i <= s.laEnd {
		return s.laAt
	}
	t := s.text
	j := i
	for j < len(t) {
		c := t[j]
		if c < utf8.RuneSelf {
			if c == '.' || asciiProps[c]&emailBit != 0 && c != '/' && c != '?' && c != '#' {
				j++
				continue
			}
			break
		}
		r, n := utf8.DecodeRuneInString(t[j:])
		if r == utf8.RuneError && n == 1 || !isLocalRune(r) {
			break
		}
		j += n
	}
	s.laEnd, s.laAt = j, false
	if j < len(t) && t[j] == '@' && j+1 < len(t) {
		var h hostScan
		s.d.scanHost(&h, t, j+1, false)
		s.laAt = h.ok
	}
	return s.laAt
}

// email handles the '@' at text[i]. It advances s.pos past i.
func (s *scanner) email(i int) (Link, bool) {
	t := s.text
	s.pos = i + 1
	if i+1 >= len(t) {
		return Link{}, false
	}
	var h hostScan
	s.d.scanHost(&h, t, i+1, false)
	s.pos = max(s.pos, h.run.end)
	if !h.ok {
		return Link{}, false
	}
	start, ok := EmailLocalStart(t[s.lastEnd:], i-s.lastEnd)
	if !ok {
		return Link{}, false
	}
	// A local part that reaches back to the last link is refused, unless
	// the prose rule starts it later ("…example.com或者admin2@…").
	glued := start == 0 && s.gluedToLast()
	if glued && s.d.rules&ProseEmailStart == 0 {
		return Link{}, false
	}
	start += s.lastEnd
	for {
		if t[start] == '/' {
			// A local part never starts with '/'; one right after
			// "scheme://" is a URL's userinfo ("ssh://git@github.com").
			for start < i && t[start] == '/' {
				start++
			}
			if start == i || t[start] == '.' || start >= 3 && t[start-3:start] == "://" {
				return Link{}, false
			}
		}
		if s.d.rules&ProseEmailStart == 0 {
			break
		}
		// The prose rule may leave a '/' first ("'/a@…"), and the '/'
		// rule a quote: until neither moves the start.
		ps, ok := proseLocal(t, start, i, s.d.rules)
		if !ok {
			return Link{}, false
		}
		if ps == start {
			break
		}
		start, glued = ps, false
	}
	if glued {
		return Link{}, false
	}
	if sshPathAfter(t, h.hostEnd) {
		return Link{}, false // "git@github.com:org/repo.git"
	}
	if s.d.schemeless && s.urlBefore(start, i) {
		return Link{}, false
	}
	schemeEnd := start
	if hasPrefixFold(t[start:i], "mailto:") {
		schemeEnd += len("mailto:")
		if s.d.opaque&opMailto != 0 {
			// With the scheme enabled, a "mailto:" that did not start a
			// mailto URL (a '.' or letter before it) is text, as is the
			// scheme name of any URL that does not start there.
			start = schemeEnd
		}
	}
	return Link{Start: start, End: h.hostEnd, Kind: Email, SchemeEnd: schemeEnd, HostStart: i + 1, HostEnd: h.hostEnd}, true
}

// sshPathAfter reports whether text[i] is a ':' followed by what starts
// the path of an SSH (scp-like) address such as "git@github.com:org/repo.git"
// (an ASCII letter, '~', '/', '.' or '_'): the domain before it is the host
// of that address, not the domain of an e-mail address. Digits would be a
// port: after "john.doe@example.com:1234/x" LinkDetectionTest.txt wants the
// address. White space, ')' or '-' (":-)") end a sentence or make a smiley.
func sshPathAfter(text string, i int) bool {
	if i+1 >= len(text) || text[i] != ':' {
		return false
	}
	c := text[i+1]
	return asciiHost[c]&aLetter != 0 || c == '~' || c == '/' || c == '.' || c == '_'
}

// gluedToLast reports whether the last link ends with a code point that
// may be in an e-mail local part, so that a local part that reaches back to
// it would have gone on into it: "example.com/a}b@example.org" holds no
// address "}b@example.org".
func (s *scanner) gluedToLast() bool {
	if s.lastEnd == 0 {
		return false
	}
	r, n := utf8.DecodeLastRuneInString(s.text[:s.lastEnd])
	return r == '.' || !(r == utf8.RuneError && n == 1) && isLocalRune(r)
}

// urlBefore reports whether the local part text[start:at] of an e-mail
// address starts with a domain, then has a '/', '?' or '#' before the '@':
// a URL, which the '@' is part of, as in "www.example.com/a@b.org". (Where
// the domain is a valid scheme-less domain, the URL is detected first and
// the address never reached; this keeps the text that follows an invalid
// domain, as in "。www.example.com/a@b.org", from being an address.)
func (s *scanner) urlBefore(start, at int) bool {
	t := s.text[:at]
	// Most local parts hold none of '/', '?' and '#': look for one before
	// validating a domain.
	if !hasPartInitiator(t[start:]) {
		return false
	}
	var h hostScan
	scanRun(&h.run, t, start)
	s.d.checkHost(&h, t, false)
	if !h.ok || mixedCaseTLD(t[start:h.hostEnd]) {
		return false
	}
	return hasPartInitiator(t[h.hostEnd:])
}

// hasPartInitiator reports whether s holds a '/', '?' or '#'.
func hasPartInitiator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '/', '?', '#':
			return true
		}
	}
	return false
}

// scheme handles the ':' at text[i]: a URL with a scheme. It advances s.pos
// past i.
func (s *scanner) scheme(i int) (Link, bool) {
	t := s.text
	s.pos = i + 1
	slashes := len(t)-i >= 4 && t[i+1] == '/' && t[i+2] == '/'
	if !slashes && s.d.opaque == 0 {
		return Link{}, false
	}
	start := i
	for start > s.lastEnd && i-start <= s.d.maxScheme && asciiHost[t[start-1]]&aScheme != 0 {
		start--
	}
	if start == i || start > 0 && asciiHost[t[start-1]]&aScheme != 0 {
		return Link{}, false
	}
	if !slashes {
		return s.opaque(start, i)
	}
	if !s.d.isScheme(t[start:i]) {
		return Link{}, false
	}
	hs := i + 3
	var h hostScan
	s.d.scanHost(&h, t, hs, true)
	// A '@' is userinfo only when the characters before it, from the host
	// on, may all be in userinfo: a '@' later on the line belongs to what
	// follows the URL ("https://example.com,bob@example.org"). The run
	// that scanHost scanned holds only label code points and separators,
	// which may, so the search starts after it.
	authEnd := userinfoEnd(t, h.run.end, s.d.rules)
	userinfo := authEnd < len(t) && t[authEnd] == '@'
	if userinfo {
		// The authority goes on to '/', '?', '#', '\\' or a Hard code
		// point: no part of it is a link.
		for authEnd < len(t) {
			c := t[authEnd]
			if c == '/' || c == '?' || c == '#' || c == '\\' {
				break
			}
			term, _, n := termAt(t, authEnd)
			if term == Hard {
				break
			}
			authEnd += n
		}
	}
	s.pos = authEnd
	if userinfo || !h.ok || h.badPort {
		// No part of an invalid URL is a link.
		s.pos = max(authEnd, TerminateURLProse(t, authEnd, s.d.rules))
		return Link{}, false
	}
	end := s.terminate(&h)
	return Link{Start: start, End: end, Kind: URL, SchemeEnd: hs, HostStart: hs, HostEnd: h.hostEnd}, true
}

// userinfoEnd returns the end of the run of userinfo characters at
// text[i]: ASCII letters and digits, "-._~!$&'*+;=:%" (RFC 3986 less ',',
// '(' and ')', which in prose follow a URL more often than they are in its
// userinfo), and non-ASCII code points that are not Hard (nor, under
// CJKPunctHard, CJK sentence punctuation). text[end] is '@' when a '@' ends
// the run.
func userinfoEnd(text string, i int, rules ProseRule) int {
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 && !isUserinfoPunct(c) {
				return i
			}
			i++
			continue
		}
		term, r, n := termAt(text, i)
		if term == Hard || rules&CJKPunctHard != 0 && isCJKSentencePunct(r) {
			return i
		}
		i += n
	}
	return i
}

// isUserinfoPunct reports whether the ASCII punctuation c may be in userinfo
// (see userinfoEnd).
func isUserinfoPunct(c byte) bool {
	switch c {
	case '.', '_', '~', '!', '$', '&', '\'', '*', '+', ';', '=', ':', '%':
		return true
	}
	return false
}

// terminate returns the end of a URL with the host h: the end that
// TerminateURLProse finds after the host and port, less a trailing
// separator of the host that nothing follows (MarkdownProse's
// DropEmptyLastPart can leave out the '?' after "example.com.?").
func (s *scanner) terminate(h *hostScan) int {
	end := terminateWith(s.text, h.end, s.d.rules, &s.brackets)
	if s.d.rules&ProsePathEnd != 0 && end > h.end {
		if cut := proseEnd(s.text, h.end, end); cut > h.end {
			end = terminateWith(s.text[:cut], h.end, s.d.rules, &s.brackets)
		}
	}
	if end == h.end && h.end == h.run.end && h.run.trailing > 0 {
		return h.hostEnd
	}
	return end
}

// isScheme reports whether name is one of d's schemes, ignoring ASCII case.
func (d *Detector) isScheme(name string) bool {
	for _, s := range d.schemes {
		if len(s) == len(name) && hasPrefixFold(name, s) {
			return true
		}
	}
	return false
}
