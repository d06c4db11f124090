package spoof

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Check reports whether host, a domain name as written in a text, looks
// like another domain name, and why, following the rules browsers' address
// bars apply (Chromium's IDN spoof checker; see docs/spoofing.md) on UTS #39.
// Each label written with non-ASCII characters (ASCII labels, A-labels
// included, show what they are) is read in two forms: as IDNA maps it
// (what the browser shows and goes to) and as written (what a reader
// sees). It is suspicious when its mapped form
//
//   - holds a character with Identifier_Status=Restricted that browsers
//     do not allow either (they allow Bopomofo, the CJK extension
//     ideographs, kana sound marks after kana, and the letters of a
//     country's own script under its country code), or one that browsers
//     do not display (U+2010, U+2019, U+02BB, Latin Extended Additional,
//     Greek Extended...);
//   - mixes scripts beyond the Highly Restrictive level of UTS #39: Latin
//     goes with Han and kana, Han and Bopomofo, or Han and Hangul only
//     ("gооgle" in Cyrillic, "abहिन्दी" are refused), or it mixes decimal
//     digits of different numbering systems;
//   - is whole-script confusable with Latin: all its letters of a
//     script are in that script's list of letters that look Latin
//     (Cyrillic "а", "с", "о"...), or its skeleton is ASCII; this is
//     allowed under a top-level domain in that script or a country code
//     where it is written ("асе.рф", "ιοτα.gr", "ノ.jp");
//   - is made only of digits and digit look-alikes ("২২");
//   - puts non-ASCII Latin next to another script, kana or CJK marks
//     that look like punctuation next to other scripts ("aーb", "a一b",
//     "d12一"), or combining marks in a way that hides them (on a letter
//     of another script, twice, more than four, a dot above i, j, l);
//   - holds þ or ð outside .is and .fo, ə outside .az, or a middle dot
//     other than in "l·l" under .cat;
//
// or when its written form reads as an ASCII label (its UTS #39 skeleton,
// capitals read in lower case) other than the one the browser goes to:
// Greek capitals "ΑΜΑΖΟΝ" read AMAZON and go to "αμαζον"; "microsoſt"
// reads microsoft and goes to "microsost". A capital I reads as i or l.
//
// Then the host as a whole is suspicious when its registrable domain (or a
// domain of up to four labels that ends with it), mapped or as written,
// has the skeleton of a well-known domain that it is not, such as
// "googlé.com" or "goog𝟏e.com" for "google.com", "youtuße.com" for
// "youtube.com" (see LookalikeSkeletons); that check reads A-labels too,
// decoded. The well-known domains are Chromium's list of top domains
// (TopDomains.Check adds others).
//
// Check answers whether a host looks like another, not whether it is
// valid (ToASCII tells that): a label that IDNA refuses, and a last label
// that is no top-level domain, make the host lead nowhere rather than to
// another site, and are not suspicious for that alone ("example.com”",
// glued to a quotation mark, is not suspicious; "раураl.com”" is, for
// "раураl"). A label with a character that this build's IDNA tables do not
// know, or with invalid UTF-8, is suspicious. The check allocates only
// for labels that are not their own U-label (upper case, compatibility
// characters, combining marks: IDNA maps them), for "xn--" labels, and for
// the reason of a suspicious host.
//
// Given a URL instead of a host (with a scheme, a path, a query or a
// fragment: "https://example.com/path", "example.com/a"), Check does not
// judge its characters: it answers suspicious, with the message of ErrURL
// as the reason. unicodelinks.URLHost finds the host of a URL.
func Check(host string) (suspicious bool, reason string) {
	return (*TopDomains)(nil).Check(host)
}

// reasonLookalike is the reason of a host that looks like a well-known
// domain.
const reasonLookalike = "looks like a well-known domain"

// webIDNA maps labels as browsers do (the WHATWG URL standard: UTS #46
// without its STD3 rules and hyphen checks): a label that it accepts can
// be resolved, so its look is checked whatever idna.Lookup thinks of it.
var webIDNA = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
	idna.StrictDomainName(false), idna.CheckHyphens(false), idna.VerifyDNSLength(false))

// ErrURL is the error of CheckTopDomain (and the reason of Check) for a
// URL given where a host is wanted.
var ErrURL = errors.New("given a URL, not a host")

// isURL reports whether host holds what ends a host in a URL ("/", "?",
// "#", or a backslash, which browsers read as "/"): a scheme's "//", a
// path, a query or a fragment.
func isURL(host string) bool {
	return strings.ContainsAny(host, `/?#\`)
}

// Check is the package's Check, with the domains of t among the well-known
// ones.
func (t *TopDomains) Check(host string) (suspicious bool, reason string) {
	if isURL(host) {
		return true, ErrURL.Error()
	}
	var w work
	return check(host, t, &w)
}

// ToASCII returns the A-label form of host, as a browser's address bar
// shows a host it does not trust: UTS #46 mapping (lower case, NFC), each
// non-ASCII label as "xn--" and its Punycode. "яндекс.рф" becomes
// "xn--d1acpjx3f.xn--p1ai".
func ToASCII(host string) (string, error) {
	return idna.Lookup.ToASCII(host)
}

// check is Check with the well-known domains of extra (nil for none),
// counting its work in w.
func check(host string, extra *TopDomains, w *work) (bool, string) {
	if dnsname.FirstNonASCII(host, 0) == len(host) {
		if !dnsname.HasALabel(host) {
			return false, ""
		}
		u, err := idna.Lookup.ToUnicode(strings.TrimSuffix(host, "."))
		if err == nil && topDomainLookalike(u, u, extra, w) {
			return true, reasonLookalike
		}
		return false, ""
	}
	tldEnd := dnsname.LastLabelEnd(host)
	tc, dead := tldContextOf(dnsname.LastLabel(host))
	if dead {
		if end, ok := readerHostEnd(host, tldEnd); ok {
			// The host a reader sees ends before the text glued to it:
			// "googlé.com”" reads googlé.com, and is checked as that.
			return check(host[:end], extra, w)
		}
	}
	var tail hostTail
	for i := 0; i < len(host); {
		start := i
		end, next := labelEnd(host, i)
		label := host[start:end]
		i = next
		w.reads += next - start
		if next > end+1 {
			tail.changed = true // a wide full stop
		}
		if dnsname.FirstNonASCII(label, 0) == len(label) {
			u := label
			if dnsname.HasPrefixFold(label, "xn--") {
				tail.changed = true
				if d, err := idna.Lookup.ToUnicode(label); err == nil {
					u = d
				} // else an A-label that IDNA refuses: it shows what it is
			}
			tail.add(start, label, u)
			continue
		}
		u, ok := tc.u, end == tldEnd && tc.u != ""
		if !ok {
			u, ok = mapLabel(label)
		}
		if !ok {
			if r, unknown := unknownRune(label); unknown {
				return true, "character " + uplus(r) + " unknown to IDNA"
			}
			// IDNA refuses it: the host leads nowhere, which is not
			// another host.
			tail.changed = true
			tail.add(start, label, label)
			continue
		}
		changed := len(u) != len(label) || u != label
		if changed {
			tail.changed = true
			if r, ok := firstIgnorable(label); ok {
				// IDNA deletes it ("www.\u200bexample.com" is
				// www.example.com): the text shows another host than
				// the one visited.
				return true, "invisible character " + uplus(r)
			}
		}
		tail.add(start, label, u)
		if end == tldEnd && dead {
			continue // no top-level domain: the host leads nowhere
		}
		if dnsname.FirstNonASCII(u, 0) < len(u) {
			if r := checkLabel(u, &tc, w); r != "" {
				return true, r
			}
		}
		if changed {
			if r := writtenReadsOther(label, u, &tc); r != "" {
				return true, r
			}
		}
	}
	if !dead && tail.lookalike(host, extra, w) {
		return true, reasonLookalike
	}
	return false, ""
}

// readerHostEnd returns where a reader ends host, whose last label (ending
// at tldEnd) is no top-level domain, when that label is one with text
// glued to it: a top-level domain followed by a character that does not
// go on its word, such as a quotation mark, a bracket, a space or a letter
// of another script ("com”", "com（注）", "com으로"). A letter or digit of
// the same kind goes on the word ("comment" is no "com").
func readerHostEnd(host string, tldEnd int) (int, bool) {
	start := tldEnd - len(dnsname.LastLabel(host))
	label := host[start:tldEnd]
	asciiTLD := label != "" && label[0] < utf8.RuneSelf
	for j, r := range label {
		var word bool
		if asciiTLD {
			word = 'a' <= r|0x20 && r|0x20 <= 'z' || '0' <= r && r <= '9' || r == '-'
		} else {
			word = r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)) && !unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana)
		}
		if word {
			continue
		}
		if j > 0 && dnsname.PlausibleTLD(label[:j], false) {
			return start + j, true
		}
		return 0, false
	}
	return 0, false
}

// tldContextOf returns what the label checks know of the top-level domain
// tld, and whether it is dead: no top-level domain that exists (one that
// IDNA refuses, or non-ASCII and no ICANN top-level domain, as when a
// quotation mark is glued to it), under which a host leads nowhere. The
// scripts of a dead one still count ("ሰዐዐፐ.ኢትዮጵያ" is Ethiopic writing).
func tldContextOf(tld string) (tc tldContext, dead bool) {
	tldA, tldU := "", ""
	switch {
	case tld == "":
		return tldContext{}, true
	case dnsname.FirstNonASCII(tld, 0) < len(tld):
		u, ok := mapLabel(tld)
		if !ok {
			return tldContext{}, true
		}
		tldU = u
		dead = !dnsname.PlausibleTLD(tld, false)
	case dnsname.HasPrefixFold(tld, "xn--"):
		u, err := idna.Lookup.ToUnicode(tld)
		if err != nil {
			return tldContext{}, true
		}
		tldU, tldA = u, strings.ToLower(tld)
	default:
		tldA = strings.ToLower(tld)
	}
	return tldContext{u: tldU, a: tldA, scripts: tldScripts(tldU, tldA)}, dead
}

// unknownRune returns the first code point of label that is invalid UTF-8
// or unassigned in this toolchain's Unicode version (which its IDNA tables
// follow): browsers of a later version may accept what IDNA refused here,
// so such a label cannot be taken for one that leads nowhere.
func unknownRune(label string) (rune, bool) {
	for i, r := range label {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(label[i:]); n == 1 {
				return r, true
			}
		}
		if !unicode.IsGraphic(r) && !unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Zl, unicode.Zp) {
			return r, true
		}
	}
	return 0, false
}

// firstIgnorable returns the first Default_Ignorable_Code_Point of s.
func firstIgnorable(s string) (rune, bool) {
	for _, r := range s {
		if classOf(r).flags&spoofIgnorable != 0 {
			return r, true
		}
	}
	return 0, false
}

// labelEnd returns the end of the label of host that starts at i, at the
// next '.' or wide full stop or the end of host, and the start of the
// label after it. The host is read once over all its labels.
func labelEnd(host string, i int) (end, next int) {
	for j := i; j < len(host); j++ {
		switch c := host[j]; c {
		case '.':
			return j, j + 1
		case 0xE3, 0xEF:
			if n := dnsname.SeparatorLen(host, j); n > 0 {
				return j, j + n
			}
		}
	}
	return len(host), len(host)
}

// mapLabel returns the U-label of a label with non-ASCII characters: the
// label itself when it is its own U-label (no allocation), else its UTS #46
// mapping as browsers make it (webIDNA).
func mapLabel(label string) (string, bool) {
	stable := true
	for _, r := range label {
		if r == utf8.RuneError || dnsname.Bits(r)&dnsname.Stable == 0 {
			stable = false
			break
		}
	}
	if stable {
		return label, true
	}
	u, err := webIDNA.ToUnicode(label)
	if err != nil || u == "" || strings.IndexByte(u, '.') >= 0 {
		return "", false
	}
	return u, true
}

// browserBlocked lists the Allowed code points that Chromium's IDN spoof
// checker takes out of its allowed set (components/url_formatter/
// spoof_checks/idn_spoof_checker.cc, SetAllowedUnicodeSet): NV8 punctuation
// that UTS #39 lists as Inclusion, quotation mark look-alikes, Latin kra,
// and rarely used Latin, Greek and Cyrillic blocks.
var browserBlocked = [...][2]rune{
	{0x0138, 0x0138}, // LATIN SMALL LETTER KRA
	{0x01CD, 0x01DC}, // Latin Extended-B: Pinyin
	{0x02BB, 0x02BC}, // modifier letters turned comma and apostrophe
	{0x02EC, 0x02EC}, // MODIFIER LETTER VOICING
	{0x0338, 0x0338}, // COMBINING LONG SOLIDUS OVERLAY
	{0x058A, 0x058A}, // ARMENIAN HYPHEN
	{0x1C80, 0x1C8F}, // Cyrillic Extended-C
	{0x1E00, 0x1E9B}, // Latin Extended Additional (not the Vietnamese letters)
	{0x1F00, 0x1FFF}, // Greek Extended
	{0x2010, 0x2010}, // HYPHEN
	{0x2019, 0x2019}, // RIGHT SINGLE QUOTATION MARK
	{0x2027, 0x2027}, // HYPHENATION POINT
	{0x30A0, 0x30A0}, // KATAKANA-HIRAGANA DOUBLE HYPHEN
	{0xA640, 0xA69F}, // Cyrillic Extended-B
	{0xA720, 0xA7FF}, // Latin Extended-D
}

func isBrowserBlocked(r rune) bool {
	for _, b := range browserBlocked {
		if r < b[0] {
			return false
		}
		if r <= b[1] {
			return true
		}
	}
	return false
}

// checkLabel returns why the U-label label is suspicious under the
// top-level domain tc, or "", counting its work in w.
func checkLabel(label string, tc *tldContext, w *work) string {
	for _, r := range label {
		if r >= 0x0138 && isBrowserBlocked(r) {
			return "character " + uplus(r) + " that browsers do not display"
		}
		if IsRestricted(r) && !browserAllows(r, &tc.scripts) {
			return "restricted character " + uplus(r)
		}
	}
	level := restrictionLevel(label, &tc.scripts)
	if level > HighlyRestrictive {
		return "mixed scripts (" + level.String() + ")"
	}
	if mixedNumbers(label) {
		return "digits of different numbering systems"
	}
	if r := tldSpecific(label, tc.a); r != "" {
		return r
	}
	if r := wholeScriptLatin(label, tc); r != "" {
		return r
	}
	if digitLookalike(label) {
		return "digits and digit look-alikes"
	}
	if level != SingleScript {
		for _, r := range label {
			if c := classOf(r); r >= utf8.RuneSelf && c.flags&(spoofAll|spoofMark) == 0 && c.scripts.has(scLatn) {
				return "non-ASCII Latin letter " + uplus(r) + " with another script"
			}
		}
	}
	return contextRules(label, level == SingleScript, w)
}

// tldSpecific checks the letters that browsers allow under one top-level
// domain only.
func tldSpecific(label, tldA string) string {
	n := utf8.RuneCountInString(label)
	for i, r := range label {
		switch {
		case (r == 0xFE || r == 0xF0) && n > 1 && tldA != "is" && tldA != "fo":
			return uplus(r) + " outside .is and .fo"
		case r == 0x259 && n > 1 && tldA != "az":
			return uplus(r) + " outside .az"
		case r == 0xB7:
			if tldA != "cat" || i == 0 || label[i-1] != 'l' || i+2 >= len(label) || label[i+2] != 'l' {
				return "middle dot outside l·l under .cat"
			}
		}
	}
	return ""
}
