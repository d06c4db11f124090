package unicodelinks

import (
	"fmt"
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// A Kind tells how a link was written. Kinds are bits: a set of kinds is
// their bitwise or (the goldmark extension's WithKinds takes one).
type Kind uint8

const (
	// URL is a link with a scheme, such as "https://example.com" or
	// "tel:+1-555-0100".
	URL Kind = 1 << iota
	// Domain is a domain name without a scheme, such as "example.org/a"
	// or "www.example.com": its href puts the implied scheme in front
	// (WithImpliedScheme). The goldmark extension links one only when it
	// starts with "www.", as GitHub's and md4c's www autolinks.
	Domain
	// Email is an e-mail address, with or without "mailto:".
	Email
)

// String returns the kind's name, such as "URL", or the names of a set
// joined by '|' ("None" for the empty set).
func (k Kind) String() string {
	if k == 0 {
		return "None"
	}
	s := ""
	for i, name := range [...]string{"URL", "Domain", "Email"} {
		if k&(1<<i) != 0 {
			if s != "" {
				s += "|"
			}
			s += name
		}
	}
	if rest := k &^ (URL | Domain | Email); rest != 0 {
		if s != "" {
			s += "|"
		}
		s += "Kind(" + itoa(int(rest)) + ")"
	}
	return s
}

// A Link is a link detected in a text: text[Start:End], with byte offsets.
type Link struct {
	Start, End int
	Kind       Kind
	// SchemeEnd is the offset just after "scheme://" of a URL or "mailto:"
	// of an e-mail address; it is Start when the link has no scheme.
	SchemeEnd int
	// HostStart and HostEnd delimit the host of a URL as a browser reads it
	// (without its port; an IPv6 address with its brackets; a
	// trailing dot that the URL goes on after, as in "example.com./a") or
	// the domain after the '@' of an e-mail address.
	HostStart, HostEnd int
	// Spoof is set under WithSpoofCheck(SpoofMark) when the host looks
	// like another one (see SpoofCheck).
	Spoof bool
	// form and implied are the href form and the implied scheme (an
	// index of impliedSchemes) of the Detector that found the link, so
	// that Href writes the href that Detector writes; they are zero for
	// New()'s, so that links compare equal to their literals. They fit in
	// the struct's padding.
	form    HrefForm
	implied uint16
}

// A Detector finds URLs and e-mail addresses in plain text, following
// UTS #58 for where a link ends and the rules described at Detect for where
// it starts. A Detector is immutable: it is safe for concurrent use.
type Detector struct {
	schemes    []string // lower case
	opaque     opaqueScheme
	maxScheme  int
	anyTLD     bool
	rules      proseRule
	email      bool
	schemeless bool
	wwwOnly    bool // WithSchemelessWWWOnly
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
	// form and implied are how AppendHref writes an href (WithHrefForm,
	// WithImpliedScheme).
	form    HrefForm
	implied string
	// impliedID is implied's index in impliedSchemes (Link.implied).
	impliedID uint16
	// top are the well-known domains added by WithTopDomains.
	top *spoof.TopDomains
	// browserURLHosts is WithBrowserURLHosts; urlHosts, when it is on,
	// is the Detector with any TLD that checks the domains of URLs.
	browserURLHosts bool
	urlHosts        *Detector
	// trustedHrefs writes the Href of an Anchor that is not Raw without
	// HTML escaping: the goldmark extension's renderer uses such a copy
	// (extapi.TrustedAnchors) for the hrefs its parser made and found to
	// hold nothing that HTML escapes (appendHrefSafe), not to look again.
	trustedHrefs bool
}

// New returns a Detector with the given options applied to the defaults:
// schemes http, https and ftp, ICANN top-level domains only, no prose rules,
// e-mail addresses and scheme-less domains detected. It panics if an
// option is invalid, as regexp.MustCompile does for a bad pattern;
// NewChecked returns the error instead.
func New(opts ...Option) *Detector {
	d, err := NewChecked(opts...)
	if err != nil {
		panic(err)
	}
	return d
}

// NewChecked returns a Detector with the given options applied to the
// defaults, as New does, or an error that says which option is invalid and
// why: a scheme or attribute name that cannot be used, a value that is none
// of the constants, a top domain that is no domain, or a nil Option.
func NewChecked(opts ...Option) (*Detector, error) {
	d := &Detector{email: true, schemeless: true, implied: ImpliedScheme}
	_ = WithSchemes(defaultSchemes...)(d)
	for i, o := range opts {
		if o == nil {
			return nil, &OptionError{Option: fmt.Sprintf("option %d of %d", i+1, len(opts)), Err: ErrNilOption}
		}
		if err := o(d); err != nil {
			return nil, err
		}
	}
	d.applyLocalhost()
	d.impliedID = internImplied(d.implied)
	if d.browserURLHosts && !d.anyTLD {
		u := *d
		u.anyTLD = true
		d.urlHosts = &u
	}
	return d, nil
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
//     '.', then "://" and a host: a domain (see below), a dotted-decimal
//     IPv4 address or a bracketed IPv6 address, and an optional port. A URL
//     with userinfo ("http://user@example.com") is not detected, nor is one
//     with an invalid host or port: no part of it is a link. A '@' is
//     userinfo only when nothing between the host and it is barred from
//     userinfo (',', '(', ')', '<', '>', '/', '?', '#', white space, a
//     Bidi_Control character): "https://example.com,bob@example.org" holds
//     a URL and an address.
//   - a scheme-less domain (see WithSchemelessDomains), valid as
//     below, and an optional port; with an invalid port (":0",
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
//     NewProse adjusts them: "example.com" in both.
//   - an e-mail address (see WithEmail): a '@' followed by a valid domain,
//     with the local part before it found by EmailLocalStart ("mailto:"
//     included), or after CJK text under NewProse. The
//     address ends with its domain. When the local part is invalid,
//     neither the address nor its domain is a link; nor when it starts
//     with a domain and a '/', '?' or '#': the '@' belongs to a URL
//     ("www.example.com/a@b.org"); nor when it would reach into the link
//     before it ("example.com/a}b@example.org"). A local part never starts
//     with '/', and one right after "scheme://" and userinfo characters
//     is a URL's user or password, whatever the scheme
//     ("ssh://git@github.com", "postgres://user:pass@host.com"); a domain followed by ':' and an ASCII
//     letter, '~', '/', '.' or '_' is the host of an SSH address
//     ("git@github.com:org/repo.git"): no address.
//
// A URL ends where TerminateURL (or NewProse's prose rules) ends it
// after the host and port: no link holds a Bidi_Control character
// (U+202E would show "/\u202Emoc.elgoog" as "/google.com"), and a link
// is found after one as at the start of a text. The trailing '.' of a
// fully qualified domain is part of a URL only before '/', '?' or '#'.
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
		l.form, l.implied = d.form, d.impliedID
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
			l.form, l.implied = d.form, d.impliedID
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
	wideK                [2]int // of U+3002, of U+FF0E and U+FF61
	// stops finds the U+3002 of wideK[0].
	stops stopSearch
	// ascii is the offset of the next non-ASCII byte.
	ascii int
	// kinds are the byteKind trigger bits of the enabled triggers.
	kinds uint8
	// skipSentenceDots: nextDot passes over the dots that dotEndsSentence
	// rejects (not under proseDomainEnd, whose domains start otherwise).
	skipSentenceDots bool
	// tldOnly: a separator is no trigger before a label that can be no
	// top-level domain: a '.' before the ASCII last label of its run that
	// is none, a wide stop before a code point that none starts with (see
	// dotTrigger and wideTrigger). On when skipSentenceDots and only ICANN
	// top-level domains are accepted, but not under WithSchemelessWWWOnly,
	// which moves on to the next cursor trigger's word from a trigger: the
	// separators it passes over there cost less than a search that passes
	// over them one by one.
	tldOnly bool
	// The e-mail lookahead (see emailAfter) from any offset up to laEnd
	// ends at laEnd; laAt reports a '@' with a valid domain there.
	laEnd int
	laAt  bool
	// brackets is the bracket stack of terminateWith, kept here so that it
	// is not cleared for every link.
	brackets bracketStack
	// cutByInvalid tells that the last URL terminate ended stopped at a
	// byte that is not UTF-8, which reads as U+FFFD, an Include character:
	// the link would go on there, and is none (see terminate).
	cutByInvalid bool
	// proseSkip is the end of the prose that ends the last piece of a run
	// that proseDomain scanned: its separators start no domain.
	proseSkip int
	// Under WithSchemelessWWWOnly (see passWords): url is the offset of
	// the first "://" (':' with opaque schemes) at or after pos, or
	// len(text); www that of the first "www." when wwwFound, else the
	// offset before which none starts (from pos on); cursor is the least
	// of them and at; word is the start of the word of the cursor at
	// wordOf, or -1 when it starts before the trigger that asked, and
	// lineEnd the end of its line.
	url, www, cursor, lineEnd, word, wordOf int
	wwwFound                                bool
	// work counts the bytes the scans looked at, each scan from where it
	// started to where it stopped (a few adds per trigger, none per
	// byte): the linear-time tests hold it to a bounded multiple of the
	// text's length.
	work int
}

func (d *Detector) newScanner(text string) scanner {
	// -1: not searched yet; len(text): none (or the trigger is disabled).
	none := len(text)
	s := scanner{d: d, text: text, dot: none, at: none, colon: none, wide: none,
		wideK: [2]int{-1, -1}, ascii: -1, laEnd: -1, url: none, www: none, wordOf: -1}
	if d.schemeless {
		s.dot, s.wide, s.www = -1, -1, -1
		s.kinds |= triggerDot | triggerWide
		s.skipSentenceDots = d.rules&proseDomainEnd == 0
		s.tldOnly = s.skipSentenceDots && !d.anyTLD && !d.wwwOnly && tldTriggers
	}
	if d.email {
		s.at = -1
		s.kinds |= triggerAt
	}
	if len(d.schemes) > 0 || d.opaque != 0 {
		s.colon, s.url = -1, -1
		s.kinds |= triggerColon
	}
	return s
}

// next returns the next link.
func (s *scanner) next() (Link, bool) {
	for {
		var i int
		if s.d.wwwOnly {
			var again bool
			if i, again = s.wwwTrigger(); again {
				continue
			}
		} else {
			i = s.trigger()
		}
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
			if s.d.wwwOnly {
				if stop, skip := s.passWords(i); stop {
					s.pos = len(s.text)
					return Link{}, false
				} else if skip {
					continue
				}
			}
			l, ok = s.domain(i)
			if ok && s.d.wwwOnly && !hasWWW(s.text, l) {
				s.pos, s.lastEnd = l.End, l.End
				continue // it takes its text all the same
			}
		}
		if ok {
			s.pos, s.lastEnd = l.End, l.End
			if s.d.rules&markupStops != 0 && markupNearHost(s.text, l.Start, l.HostEnd) {
				continue // the text stays text, as a refused link's
			}
			if s.d.noFileNames && l.Kind == Domain && readsAsCode(s.text, l) {
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
	if s.d.rules&proseDomainEnd != 0 {
		if l, ok, handled := s.proseDomain(i); handled {
			return l, ok
		}
	}
	t := s.text
	from := s.pos
	j := i + dnsname.SeparatorLen(t, i)
	s.pos = j
	if j >= len(t) || labelCharAt(t, j) == 0 {
		// No label follows: the domain would be at most the one label
		// before the separator (the text since from holds no separator).
		return Link{}, false
	}
	if t[i] == '.' && asciiHost[t[j]]&(aUpper|aDigit) != 0 && dotEndsSentence(t, i, false) {
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
		s.work += r.end - j
		if t[r.domainEnd-2] == '.' && !r.nonASCII {
			// A last label of one byte, as in "e.g. " and "i.e.": no
			// TLD, whatever the domain's start. (t[i] is the '.' when
			// the run is the one byte.)
			s.pos = r.end
			return Link{}, false
		}
		if !r.nonASCII {
			// An ASCII last label is a TLD for validDomain whatever the
			// domain's start, by asciiTLD: "System.out.println" is
			// refused here, before the scan back and checkHost.
			last := j + strings.LastIndexByte(t[j:r.domainEnd], '.') + 1
			if !s.d.asciiTLD(t[last:r.domainEnd]) {
				s.pos = r.end
				return Link{}, false
			}
		}
	} else {
		last := scanRunLast(r, t, j)
		s.work += r.end - j
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
				if !s.tldOnly || !passedStop(t, from, start) {
					break
				}
				// The domain goes on before the stop, as it did
				// from that stop when it was a trigger.
				n = len(dnsname.IdeographicFullStop)
			}
			start -= n
		}
		nonASCII = nonASCII || dnsname.FirstNonASCII(t[:i], start) < i
	}
	s.work += i - start
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
		s.pos = max(s.pos, s.terminateAt(t, portEnd(t, h.hostEnd)))
		return Link{}, false
	}
	if s.emailAfter(h.hostEnd) {
		s.pos = s.laEnd
		return Link{}, false
	}
	end := s.terminate(&h)
	if s.cutByInvalid {
		return Link{}, false
	}
	return Link{Start: start, End: end, Kind: Domain, SchemeEnd: start, HostStart: start, HostEnd: h.linkHostEnd(end)}, true
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
		// Not after U+FFFD, or an invalid byte that reads as it: a
		// lost character, which may have been part of the domain
		// ("ex\xe9mple.com" is no "mple.com").
		r, _ := utf8.DecodeLastRuneInString(text[:i])
		return r != utf8.RuneError && !dnsname.IsSeparator(r) && !isLabelRune(r)
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

// terminate returns the end of a URL with the host h: the end that
// terminateURLProse finds after the host and port, less a trailing
// separator of the host that nothing follows (markdownProse's
// dropEmptyLastPart can leave out the '?' after "example.com.?").
//
// A URL whose scan stops at a byte that is not UTF-8 sets s.cutByInvalid:
// the byte reads as U+FFFD, which a URL holds, so the link would go on
// past it, and a link cut there goes elsewhere ("https://example.com/a\xffb"
// is no link to …/a; the caller makes none).
func (s *scanner) terminate(h *hostScan) int {
	end := s.terminateAt(s.text, h.end)
	if s.d.rules&prosePathEndRule != 0 && end > h.end {
		if cut := prosePathEnd(s.text, h.end, end); cut > h.end {
			end = s.terminateAt(s.text[:cut], h.end)
		}
	}
	if end == h.end && h.end == h.run.end && h.run.trailing > 0 {
		return h.hostEnd
	}
	return end
}

// terminateAt is terminateWith over text (s.text or a prefix of it) from
// start, with the Detector's rules and the scanner's bracket stack.
func (s *scanner) terminateAt(text string, start int) int {
	end, stop := terminateWith(text, start, s.d.rules, &s.brackets)
	s.work += stop - start
	s.cutByInvalid = stop > start && stop < len(text) && text[stop] >= utf8.RuneSelf && invalidAt(text, stop)
	return end
}

// invalidAt reports whether text[i] starts no UTF-8 encoded code point.
func invalidAt(text string, i int) bool {
	r, n := utf8.DecodeRuneInString(text[i:])
	return r == utf8.RuneError && n <= 1
}
