package unicodelinks

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// SpoofCheck reports whether host, a domain name as written in a text, looks
// like another domain name, and why, following UTS #39 and the rules of
// the browsers' address bars that need no list of top domains. Each label
// written with non-ASCII characters (ASCII labels, A-labels included, show
// what they are) is mapped as IDNA does and is suspicious when:
//
//   - it holds a character with Identifier_Status=Restricted, or one that
//     browsers do not display (U+2010, U+2019, U+02BB, Latin Extended
//     Additional, Greek Extended...);
//   - it mixes scripts beyond the Moderately Restrictive level (Latin with
//     Cyrillic or Greek, as in "gооgle"), or decimal digits of different
//     numbering systems;
//   - it is whole-script confusable with Latin: its skeleton is ASCII, or
//     all its letters of a script are in that script's list of letters
//     that look Latin (Cyrillic "к", "м", "т", "с"...); this is allowed
//     when the top-level domain is in the same script or a country code
//     where the script is used ("асе.рф", "ιοτα.gr");
//   - it is made only of digits and digit look-alikes ("২২");
//   - it puts non-ASCII Latin next to another script, kana or CJK marks
//     that look like punctuation next to other scripts ("aーb", "a一b",
//     "aノb"), or combining marks in a way that hides them (on a letter
//     of another script, twice, more than four, a dot above i, j, l);
//   - it holds þ or ð outside .is, ə outside .az, or a middle dot other
//     than in "l·l" under .cat.
//
// An invalid label is suspicious. The check allocates only for labels
// that are not their own U-label (upper case, compatibility characters,
// combining marks: IDNA maps them), for an "xn--" top-level domain, and for
// the reason of a suspicious host.
func SpoofCheck(host string) (suspicious bool, reason string) {
	if firstNonASCII(host, 0) == len(host) {
		return false, ""
	}
	tld, tldU := lastLabelOf(host), ""
	if tld == "" {
		return true, "no top-level domain"
	}
	tldA := toLowerASCII(tld)
	switch {
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
	for i := 0; i < len(host); {
		end, next := labelEnd(host, i)
		label := host[i:end]
		i = next
		if firstNonASCII(label, 0) == len(label) {
			continue
		}
		u, ok := mapLabel(label)
		if !ok {
			return true, "invalid label"
		}
		if r := checkLabel(u, tldU, tldA); r != "" {
			return true, r
		}
	}
	return false, ""
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

// latinLookalikes are, per script, the letters that look like Latin ones
// (Chromium's kWholeScriptConfusables, with Cyrillic к, м and т added), and
// the country-code TLDs under which a label made only of them is allowed.
var latinLookalikes = [...]struct {
	script  int
	letters string
	tlds    []string
}{
	{scArmn, "ագզէլհյոսւօՙ", []string{"am"}},
	{scCyrl, "аысԁеԍһіюјӏорԗԛѕԝхуъьҽпгѵѡкмт", []string{"bg", "by", "kz", "ru", "su", "ua", "uz"}},
	{scEthi, "ሀሠሰስበነተከዐዕዘጠፐꬅ", []string{"er", "et"}},
	{scGeor, "იოყძხჽჿ", []string{"ge"}},
	{scGrek, "αικνρυωηοτ", []string{"gr"}},
	{scHebr, "דוחיןסװײ׳ﬦ", []string{"il"}},
	{scBeng, "০৭", nil},
	{scDeva, "ऽ०ॱ", nil},
	{scGujr, "ડટ૦૧", nil},
	{scGuru, "੦੧", nil},
	{scKnda, "ಽ೦೧", nil},
	{scMlym, "ടഠധനറ൦", nil},
	{scOrya, "ଠ୦୮", nil},
	{scTaml, "டப௦", nil},
	{scTelu, "౦౧", nil},
	{scMymr, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", []string{"mm"}},
	{scThai, "ทนบพรหเแ๐ดลปฟม", []string{"th"}},
}

// digitLookalikes look like ASCII digits (Chromium's digit_lookalikes_).
const digitLookalikes = "θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜ੫丩ㄐճ৪੪୫૭୨౨"

// checkLabel returns why the U-label label is suspicious under the
// top-level domain tldU (its U-label when it is not ASCII) or tldA (its
// ASCII form otherwise), or "".
func checkLabel(label, tldU, tldA string) string {
	for _, r := range label {
		if IsRestricted(r) {
			return "restricted character " + uplus(r)
		}
		if r >= 0x0138 && isBrowserBlocked(r) {
			return "character " + uplus(r) + " that browsers do not display"
		}
	}
	level := RestrictionLevel(label)
	if level > ModeratelyRestrictive {
		return "mixed scripts (" + level.String() + ")"
	}
	if mixedNumbers(label) {
		return "digits of different numbering systems"
	}
	if r := tldSpecific(label, tldA); r != "" {
		return r
	}
	if r := wholeScriptLatin(label, tldU, tldA); r != "" {
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

// tldSpecific checks the letters that browsers allow under one top-level
// domain only.
func tldSpecific(label, tldA string) string {
	n := utf8.RuneCountInString(label)
	for i, r := range label {
		switch {
		case (r == 0xFE || r == 0xF0) && n > 1 && tldA != "is":
			return uplus(r) + " outside .is"
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

// wholeScriptLatin checks whether label is whole-script confusable with
// Latin: its skeleton is ASCII, or all its letters of one script are in
// that script's latinLookalikes. That is allowed when the top-level domain
// is in the same script, or one of the script's country codes. A Latin
// label with an ASCII skeleton ("ıstanbul") is allowed only when its
// dotless i is Turkish or Azerbaijani.
func wholeScriptLatin(label, tldU, tldA string) string {
	set := resolvedScripts(label)
	if skeletonIsASCII(label) {
		switch {
		case set.has(scLatn):
			if !(strings.ContainsRune(label, 0x131) && (tldA == "tr" || tldA == "az")) {
				return "Latin letters that look like ASCII ones"
			}
		case set.empty():
			return "mixed-script confusable with an ASCII label"
		case !tldAllows(&set, tldU, tldA):
			return "whole-script confusable with Latin"
		}
	}
	for k := range latinLookalikes {
		l := &latinLookalikes[k]
		some, all := false, true
		for _, r := range label {
			c := classOf(r)
			if c.flags&spoofAll != 0 || !c.scripts.has(l.script) {
				continue
			}
			some = true
			if !strings.ContainsRune(l.letters, r) {
				all = false
				break
			}
		}
		if some && all {
			s := scriptSet{}
			s[l.script/64] |= 1 << (l.script % 64)
			if !tldAllows(&s, tldU, tldA) {
				return scriptCodes[l.script] + " letters that look Latin"
			}
		}
	}
	return ""
}

// tldAllows reports whether the top-level domain allows a label of the
// scripts set: it is in one of them, or it is a country code of one of
// them in latinLookalikes.
func tldAllows(set *scriptSet, tldU, tldA string) bool {
	if tldU != "" {
		t := resolvedScripts(tldU)
		if t != allScripts && t.intersects(set) {
			return true
		}
	}
	if tldA == "" {
		return false
	}
	for k := range latinLookalikes {
		l := &latinLookalikes[k]
		if !set.has(l.script) || *set == allScripts {
			continue
		}
		for _, t := range l.tlds {
			if t == tldA {
				return true
			}
		}
	}
	return false
}

// digitLookalike reports whether label is made of ASCII digits and digit
// look-alikes, with at least one look-alike.
func digitLookalike(label string) bool {
	some := false
	for _, r := range label {
		switch {
		case '0' <= r && r <= '9':
		case strings.ContainsRune(digitLookalikes, r):
			some = true
		default:
			return false
		}
	}
	return some
}

// Characters of the context rules.
const (
	// slashLikes look like '/' next to characters that are not Japanese.
	slashLikes = "\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f"
	// cjkLatinLikes look like Latin letters or punctuation next to
	// characters that are not CJK.
	cjkLatinLikes = "\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128\u3129\u3108\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01"
)

// inScripts reports whether r has one of the script bits (Common and
// Inherited characters have none).
func inScripts(r rune, bits ...int) bool {
	c := classOf(r)
	if c.flags&spoofAll != 0 {
		return false
	}
	for _, b := range bits {
		if c.scripts.has(b) {
			return true
		}
	}
	return false
}

// contextRules applies the rules that depend on the neighbours of a
// character: Chromium's dangerous patterns for kana, CJK and combining
// marks, and Firefox's rules for nonspacing marks (no mark twice in a row,
// none of another script than its base; UTS #39 section 5.4: no more than
// four in a row).
func contextRules(label string) string {
	if r := markRuns(label); r != "" {
		return r
	}
	prev := rune(-1)
	var base *spoofClass // the last character of a specific script
	for i := 0; i < len(label); {
		r, n := utf8.DecodeRuneInString(label[i:])
		i += n
		next := rune(-1)
		if i < len(label) {
			next, _ = utf8.DecodeRuneInString(label[i:])
		}
		c := classOf(r)
		isLower := func(x rune) bool { return 'a' <= x && x <= 'z' }
		switch {
		case strings.ContainsRune(slashLikes, r):
			if prev >= 0 && next >= 0 && !inScripts(prev, scKana, scHira, scHani) && !inScripts(next, scKana, scHira, scHani) {
				return uplus(r) + " looks like a slash between other scripts"
			}
		case r == 0x30FD || r == 0x30FE:
			if prev < 0 || !inScripts(prev, scKana) {
				return uplus(r) + " not after katakana"
			}
		case r == 0x30FC:
			if prev < 0 || !inScripts(prev, scKana, scHira) {
				return uplus(r) + " not after kana"
			}
		case r == 0x30FB:
			if isLower(prev) || isLower(next) {
				return uplus(r) + " next to Latin"
			}
		case strings.ContainsRune(cjkLatinLikes, r):
			if prev >= 0 && !inScripts(prev, scKana, scHira, scHani, scBopo) || next >= 0 && !inScripts(next, scKana, scHira, scHani, scBopo) {
				return uplus(r) + " next to a script other than CJK"
			}
		case 0x3078 <= r && r <= 0x307A && prev >= 0 && next >= 0:
			if onlyScriptBut(label, scKana, 0x3078, 0x307A) {
				return uplus(r) + " among katakana"
			}
		case 0x30D8 <= r && r <= 0x30DA && prev >= 0 && next >= 0:
			if onlyScriptBut(label, scHira, 0x30D8, 0x30DA) {
				return uplus(r) + " among hiragana"
			}
		case r == 0x3099 || r == 0x309A:
			return "combining kana voiced sound mark " + uplus(r)
		}
		if c.flags&spoofMark == 0 {
			if c.flags&spoofAll == 0 {
				base = c
			}
			prev = r
			continue
		}
		switch {
		case 0x300 <= r && r <= 0x339 && prev >= 0 && !inScripts(prev, scLatn, scGrek, scCyrl) && classOf(prev).flags&spoofMark == 0:
			return "combining mark " + uplus(r) + " on a letter of another script"
		case 0x300 <= r && r <= 0x339 && prev == 0x131:
			return "combining mark on dotless i"
		case r == 0x307 && (prev == 'i' || prev == 'j' || prev == 'l'):
			return "dot above on i, j or l"
		case c.flags&spoofAll == 0 && base != nil && !c.scripts.intersects(&base.scripts):
			return "combining mark " + uplus(r) + " of another script than its base"
		}
		prev = r
	}
	return ""
}

// markRuns checks the runs of nonspacing marks in the NFD of label, where
// "á" is "a" and U+0301 (UTS #39 section 5.4): no more than four in a row,
// no mark twice in one run (the canonical reordering of NFD could make
// them adjacent).
func markRuns(label string) string {
	it := nfdRunes{s: label}
	var run [4]rune
	marks := 0
	for {
		r, ok := it.next()
		if !ok {
			return ""
		}
		if classOf(r).flags&spoofMark == 0 {
			marks = 0
			continue
		}
		if marks == len(run) {
			return "more than four combining marks"
		}
		for _, m := range run[:marks] {
			if m == r {
				return "combining mark " + uplus(r) + " twice"
			}
		}
		run[marks] = r
		marks++
	}
}

// onlyScriptBut reports whether every character of label is of the script
// bit, but those in lo..hi.
func onlyScriptBut(label string, bit int, lo, hi rune) bool {
	for _, r := range label {
		if (r < lo || r > hi) && !inScripts(r, bit) {
			return false
		}
	}
	return true
}
