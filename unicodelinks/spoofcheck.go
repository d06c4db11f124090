package unicodelinks

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// SpoofCheck reports whether host, a domain name as written in a text, looks
// like another domain name, and why, following the rules browsers' address
// bars apply (Chromium's IDN spoof checker; see docs/spoofing.md) on UTS #39.
// Each label written with non-ASCII characters (ASCII labels, A-labels
// included, show what they are) is mapped as IDNA does and is suspicious
// when:
//
//   - it holds a character with Identifier_Status=Restricted that browsers
//     do not allow either (they allow Bopomofo, the CJK extension
//     ideographs, kana sound marks after kana, and the letters of a
//     country's own script under its country code), or one that browsers
//     do not display (U+2010, U+2019, U+02BB, Latin Extended Additional,
//     Greek Extended...);
//   - it mixes scripts beyond the Highly Restrictive level of UTS #39: Latin
//     goes with Han and kana, Han and Bopomofo, or Han and Hangul only
//     ("gооgle" in Cyrillic, "abहिन्दी" are refused), or it mixes decimal
//     digits of different numbering systems;
//   - it is whole-script confusable with Latin: all its letters of a
//     script are in that script's list of letters that look Latin
//     (Cyrillic "а", "с", "о"...), or its skeleton is ASCII; this is
//     allowed under a top-level domain in that script or a country code
//     where it is written ("асе.рф", "ιοτα.gr", "ノ.jp");
//   - it is made only of digits and digit look-alikes ("২২");
//   - it puts non-ASCII Latin next to another script, kana or CJK marks
//     that look like punctuation next to other scripts ("aーb", "a一b",
//     "aノb"), or combining marks in a way that hides them (on a letter
//     of another script, twice, more than four, a dot above i, j, l);
//   - it holds þ or ð outside .is and .fo, ə outside .az, or a middle dot
//     other than in "l·l" under .cat.
//
// Then the host as a whole is suspicious when its registrable domain (or a
// domain of up to four labels that ends with it) has the skeleton of a
// well-known domain that it is not, such as "googlé.com" or "youtuße.com"
// for "youtube.com" (see LookalikeSkeletons); that check reads A-labels
// too, decoded. The well-known domains are Chromium's list of top domains;
// a Detector adds its own (WithTopDomains).
//
// A label that makes the host resolve nowhere, one that IDNA refuses or a
// last label that is no top-level domain, is not checked, nor is such a
// host as a whole; invalid UTF-8 is suspicious. The check allocates only for labels
// that are not their own U-label (upper case, compatibility characters,
// combining marks: IDNA maps them), for "xn--" labels, and for the reason
// of a suspicious host.
func SpoofCheck(host string) (suspicious bool, reason string) {
	return spoofCheck(host, nil)
}

// reasonLookalike is the reason of a host that looks like a well-known
// domain.
const reasonLookalike = "looks like a well-known domain"

// spoofCheck is SpoofCheck with the well-known domains extra adds.
func spoofCheck(host string, extra *topDomains) (bool, string) {
	if firstNonASCII(host, 0) == len(host) {
		if !hasALabel(host) {
			return false, ""
		}
		u, err := idna.Lookup.ToUnicode(strings.TrimSuffix(host, "."))
		if err == nil && topDomainLookalike(u, extra) {
			return true, reasonLookalike
		}
		return false, ""
	}
	tld, tldU := lastLabelOf(host), ""
	if tld == "" {
		return true, "no top-level domain"
	}
	// A host whose last label is no top-level domain, or one of whose
	// labels IDNA refuses, resolves nowhere: a browser reports an error,
	// not another site. Such labels (text glued to a link, "example.com”")
	// are not checked, nor is the host as a whole; its other labels are
	// ("раураl.com”" is refused).
	resolves := (&Detector{}).plausibleTLD(tld)
	tldA := toLowerASCII(tld)
	switch {
	case !resolves:
		tldA = ""
	case firstNonASCII(tld, 0) < len(tld):
		u, ok := mapLabel(tld)
		if !ok {
			return true, "invalid top-level domain"
		}
		tldU, tldA = u, ""
	case hasPrefixFold(tld, "xn--"):
		u, err := idna.Lookup.ToUnicode(tld)
		if err != nil {
			return true, "invalid top-level domain"
		}
		tldU = u
	}
	tc := tldContext{u: tldU, a: tldA, scripts: tldScripts(tldU, tldA)}
	mapped := true // host is its own U-label form
	// hb collects the U-labels of host, '.' between them, for the
	// look-alike check when host is not its own U-label form.
	var hb [256]byte
	h := hb[:0]
	for i := 0; i < len(host); {
		end, next := labelEnd(host, i)
		label := host[i:end]
		if next > end+1 {
			mapped = false // a wide full stop
		}
		i = next
		if i == len(host) && !resolves {
			continue // the last label, no top-level domain
		}
		if firstNonASCII(label, 0) == len(label) {
			if hasPrefixFold(label, "xn--") {
				mapped = false
				u, err := idna.Lookup.ToUnicode(label)
				if err != nil {
					resolves = false
					continue
				}
				h = appendLabel(h, u, i < len(host))
				continue
			}
			mapped = mapped && !hasUpperASCII(label)
			h = appendLabel(h, label, i < len(host))
			continue
		}
		u, ok := mapLabel(label)
		if !ok {
			if !utf8.ValidString(label) {
				return true, "invalid UTF-8"
			}
			resolves = false
			continue
		}
		if len(u) != len(label) || u != label {
			mapped = false
			if r, ok := firstIgnorable(label); ok {
				// IDNA deletes it ("www.\u200bexample.com" is
				// www.example.com): the text shows another host than
				// the one visited.
				return true, "invisible character " + uplus(r)
			}
		}
		h = appendLabel(h, u, i < len(host))
		if firstNonASCII(u, 0) == len(u) {
			continue // IDNA maps it to ASCII ("super𝟖" is "super8")
		}
		if r := checkLabel(u, &tc); r != "" {
			return true, r
		}
	}
	if !resolves {
		return false, ""
	}
	u := strings.TrimSuffix(host, ".")
	if !mapped {
		if len(h) < cap(hb) {
			u = strings.TrimSuffix(string(h), ".")
		} else {
			var err error
			if u, err = idna.Lookup.ToUnicode(u); err != nil {
				return true, "invalid label"
			}
		}
	}
	if topDomainLookalike(u, extra) {
		return true, reasonLookalike
	}
	return false, ""
}

// appendLabel appends label to h in lower case (ASCII letters; a U-label
// is in lower case already), and a '.' when dot is set; past the capacity
// of h it appends nothing more, and h stays full.
func appendLabel(h []byte, label string, dot bool) []byte {
	if len(h)+len(label)+1 > cap(h) {
		return h[:cap(h)]
	}
	for i := 0; i < len(label); i++ {
		c := label[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		h = append(h, c)
	}
	if dot {
		h = append(h, '.')
	}
	return h
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

// hasALabel reports whether a label of the ASCII host starts with "xn--".
func hasALabel(host string) bool {
	if strings.IndexByte(host, '-') < 0 {
		return false // the common case: no hyphen, no "xn--"
	}
	for i := 0; len(host)-i >= 4; {
		if host[i]|0x20 == 'x' && host[i+1]|0x20 == 'n' && host[i+2] == '-' && host[i+3] == '-' {
			return true
		}
		k := strings.IndexByte(host[i:], '.')
		if k < 0 {
			break
		}
		i += k + 1
	}
	return false
}

// hasUpperASCII reports whether s holds an ASCII capital letter.
func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// tldContext is what the label checks know of the top-level domain: its
// U-label when it is not ASCII (u), its ASCII form in lower case
// otherwise (a), and the scripts it stands for (tldScripts).
type tldContext struct {
	u, a    string
	scripts scriptSet
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
			for _, stop := range wideStops {
				if strings.HasPrefix(host[j:], stop) {
					return j, j + len(stop)
				}
			}
		}
	}
	return len(host), len(host)
}

// lastLabelOf returns the last label of host, without a trailing
// separator.
func lastLabelOf(host string) string {
	end := len(host)
	if end > 0 && host[end-1] == '.' {
		end--
	} else {
		for _, stop := range wideStops {
			if strings.HasSuffix(host[:end], stop) {
				end -= len(stop)
				break
			}
		}
	}
	start := strings.LastIndexByte(host[:end], '.') + 1
	for _, stop := range wideStops {
		if k := strings.LastIndex(host[start:end], stop); k >= 0 {
			start += k + len(stop)
		}
	}
	return host[start:end]
}

// mapLabel returns the U-label of a label with non-ASCII characters: the
// label itself when it is its own U-label (no allocation), else its UTS #46
// mapping.
func mapLabel(label string) (string, bool) {
	stable := true
	for _, r := range label {
		if r == utf8.RuneError || hostBits(r)&hostStable == 0 {
			stable = false
			break
		}
	}
	if stable {
		return label, true
	}
	u, err := idna.Lookup.ToUnicode(label)
	if err != nil || u == "" || strings.IndexByte(u, '.') >= 0 {
		return "", false
	}
	return u, true
}

// uplus returns "U+XXXX" for r.
func uplus(r rune) string {
	h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	for len(h) < 4 {
		h = "0" + h
	}
	return "U+" + h
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
// top-level domain tc, or "".
func checkLabel(label string, tc *tldContext) string {
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
	return contextRules(label)
}

// browserAllows reports whether browsers allow r, a Restricted character,
// in a domain under a top-level domain of the scripts tld: Bopomofo, the
// CJK extension ideographs, the kana sound marks (contextRules wants kana
// before them), and a letter of the top-level domain's own script.
func browserAllows(r rune, tld *scriptSet) bool {
	c := classOf(r)
	switch {
	case 0x3105 <= r && r <= 0x312F, 0x31A0 <= r && r <= 0x31BF: // Bopomofo
		return true
	case r == 0x3099 || r == 0x309A:
		return true
	case (0x3400 <= r && r <= 0x4DBF || 0x20000 <= r && r <= 0x3FFFF && !(0x2F800 <= r && r <= 0x2FA1F)) && c.scripts.has(scHani):
		return true
	}
	return c.flags&spoofAll == 0 && c.scripts.intersects(tld) && r != utf8.RuneError
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
