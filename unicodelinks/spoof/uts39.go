package spoof

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The mechanisms of UTS #39 (Unicode Security Mechanisms) that the host
// check of check.go builds on: Identifier_Status (section 3.1), the
// skeleton (section 4), the resolved script set (section 5.1), the
// restriction levels (section 5.2) and mixed numbers (section 5.3). The
// tables are in tables.go, generated from the Unicode 18.0 data.

// classOf returns the class of r; a value that is no code point has the
// class of an unassigned one (Restricted, no script).
func classOf(r rune) *spoofClass {
	if uint32(r) > utf8.MaxRune {
		r = utf8.MaxRune
	}
	m := spoofTop[r>>(spoofLeafBits+spoofMidBits)]
	l := spoofMid[int(m)<<spoofMidBits|int(r>>spoofLeafBits)&(1<<spoofMidBits-1)]
	return &spoofClasses[spoofLeaf[int(l)<<spoofLeafBits|int(r)&(1<<spoofLeafBits-1)]]
}

func (s *scriptSet) and(t *scriptSet) {
	for i := range s {
		s[i] &= t[i]
	}
}

func (s *scriptSet) has(bit int) bool { return s[bit/64]&(1<<(bit%64)) != 0 }

func (s *scriptSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

func (s *scriptSet) intersects(t *scriptSet) bool {
	for i := range s {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// IsRestricted reports whether r has Identifier_Status=Restricted in
// UTS #39 section 3.1: it is outside the General Security Profile for
// identifiers (the Recommended scripts and a few Inclusion characters).
// Every value that is not a code point is Restricted.
func IsRestricted(r rune) bool {
	return classOf(r).flags&spoofAllowed == 0
}

// IsDefaultIgnorable reports whether r has the Default_Ignorable_Code_Point
// property: a character that is not shown, which the skeleton drops and
// IDNA deletes from a host ("www.\u200bexample.com" goes to
// www.example.com).
func IsDefaultIgnorable(r rune) bool {
	return classOf(r).flags&spoofIgnorable != 0
}

// A Level is a restriction level of UTS #39 section 5.2, from the most
// restrictive (ASCIIOnly) to the least (Unrestricted). A string at a level
// also meets every level after it.
type Level uint8

const (
	// ASCIIOnly: all characters are ASCII (and Allowed).
	ASCIIOnly Level = iota
	// SingleScript: the resolved script set is not empty.
	SingleScript
	// HighlyRestrictive: Latin with Han and Hiragana/Katakana, with Han and
	// Bopomofo, or with Han and Hangul.
	HighlyRestrictive
	// ModeratelyRestrictive: Latin with one other Recommended script, which
	// is not Cyrillic, Greek or Cherokee.
	ModeratelyRestrictive
	// MinimallyRestrictive: any mix of scripts, all characters Allowed.
	MinimallyRestrictive
	// Unrestricted: some character is Restricted.
	Unrestricted
)

// String returns the name UTS #39 gives the level, such as "Highly
// Restrictive".
func (l Level) String() string {
	switch l {
	case ASCIIOnly:
		return "ASCII-Only"
	case SingleScript:
		return "Single Script"
	case HighlyRestrictive:
		return "Highly Restrictive"
	case ModeratelyRestrictive:
		return "Moderately Restrictive"
	case MinimallyRestrictive:
		return "Minimally Restrictive"
	case Unrestricted:
		return "Unrestricted"
	}
	return "Level(" + strconv.Itoa(int(l)) + ")"
}

// RestrictionLevel returns the restriction level of an identifier, such as
// one label of a domain name, by the detection steps of UTS #39 section
// 5.2, with the augmented Script_Extensions sets and resolved script set of
// section 5.1. The string is taken as it is: normalize it first (a domain
// label as IDNA maps it). Invalid UTF-8 is Restricted.
func RestrictionLevel(s string) Level {
	return restrictionLevel(s, nil)
}

// restrictionLevel is RestrictionLevel with, when tld is not nil, the
// Restricted characters that browsers allow under a top-level domain of
// the scripts tld taken as Allowed (browserAllows).
func restrictionLevel(s string, tld *scriptSet) Level {
	ascii := true
	resolved, nonLatin := allScripts, allScripts
	for i := 0; i < len(s); {
		r, n := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
			ascii = false
		}
		i += n
		c := classOf(r)
		if r == utf8.RuneError && n == 1 || c.flags&spoofAllowed == 0 && (tld == nil || !browserAllows(r, tld)) {
			return Unrestricted
		}
		if c.flags&spoofAll != 0 {
			continue
		}
		resolved.and(&c.scripts)
		if !c.scripts.has(scLatn) {
			nonLatin.and(&c.scripts)
		}
	}
	switch {
	case ascii:
		return ASCIIOnly
	case !resolved.empty():
		return SingleScript
	case nonLatin.has(scHanb) || nonLatin.has(scJpan) || nonLatin.has(scKore):
		return HighlyRestrictive
	case !nonLatin.empty() && !nonLatin.has(scCyrl) && !nonLatin.has(scGrek) && !nonLatin.has(scCher):
		return ModeratelyRestrictive
	}
	return MinimallyRestrictive
}

// resolvedScripts returns the resolved script set of s (UTS #39 section
// 5.1): the intersection of the augmented sets of its characters, all
// scripts when it has none of a specific script.
func resolvedScripts(s string) scriptSet {
	set := allScripts
	for _, r := range s {
		if c := classOf(r); c.flags&spoofAll == 0 {
			set.and(&c.scripts)
		}
	}
	return set
}

// mixedNumbers reports whether s holds decimal digits of more than one
// numbering system (UTS #39 section 5.3), such as "7৪9".
func mixedNumbers(s string) bool {
	var zero rune = -1
	for _, r := range s {
		c := classOf(r)
		if c.flags&spoofDigit == 0 {
			continue
		}
		if zero >= 0 && c.zero != zero {
			return true
		}
		zero = c.zero
	}
	return false
}

// prototype returns the prototype of r in confusables.txt, and whether r
// has one.
func prototype(r rune) (string, bool) {
	lo, hi := 0, len(confusableSrc)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if confusableSrc[m] < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == len(confusableSrc) || confusableSrc[lo] != r {
		return "", false
	}
	start := 0
	if lo > 0 {
		start = int(confusableEnd[lo-1])
	}
	return confusableTargets[start:confusableEnd[lo]], true
}

// Skeleton returns the skeleton of s (UTS #39 section 4): s in NFD, without
// its Default_Ignorable_Code_Point characters, each character replaced by
// its prototype in confusables.txt, in NFD again. Two strings are
// confusable when their skeletons are equal. A skeleton is for comparison
// only: it is no normalization and not meant for display ("paypal" becomes
// "paypal", "раураl" in Cyrillic too, "m" becomes "rn"). Invalid UTF-8
// becomes U+FFFD.
func Skeleton(s string) string {
	d := norm.NFD.String(s)
	var b strings.Builder
	b.Grow(len(d))
	for _, r := range d {
		c := classOf(r)
		switch {
		case c.flags&spoofIgnorable != 0:
		case c.flags&spoofConfusable != 0:
			p, _ := prototype(r)
			b.WriteString(p)
		default:
			b.WriteRune(r)
		}
	}
	return norm.NFD.String(b.String())
}

// skeletonIsASCII reports whether the skeleton of s is ASCII, without
// building it: every character of NFD(s) is default ignorable, has an ASCII
// prototype, or is ASCII without a prototype (an ASCII string is its own NFD; the canonical
// reordering of NFD does not matter to the question).
func skeletonIsASCII(s string) bool {
	it := nfdRunes{s: s}
	for {
		r, ok := it.next()
		if !ok {
			return true
		}
		c := classOf(r)
		if c.flags&(spoofIgnorable|spoofConfusableASCII) == 0 && (r >= utf8.RuneSelf || c.flags&spoofConfusable != 0) {
			return false // ('%' has the prototype "º/₀")
		}
	}
}

// nfdRunes iterates over the characters of the canonical decomposition of
// s, each code point decomposed in turn (NFD without the canonical
// reordering of marks). It does not allocate, unlike norm.Iter, which
// escapes to the heap.
type nfdRunes struct {
	s   string
	i   int
	dec []byte  // the rest of the decomposition of the last code point
	jam [3]rune // the rest of the jamo of a Hangul syllable
	nj  int
}

// Hangul syllable decomposition (Unicode section 3.12).
const (
	hangulBase  = 0xAC00
	hangulCount = 11172
	hangulL     = 0x1100
	hangulV     = 0x1161
	hangulT     = 0x11A7
	hangulN     = 588 // V count * T count
	hangulTN    = 28
)

func (it *nfdRunes) next() (rune, bool) {
	if it.nj > 0 {
		it.nj--
		return it.jam[it.nj], true
	}
	if len(it.dec) > 0 {
		r, n := utf8.DecodeRune(it.dec)
		it.dec = it.dec[n:]
		return r, true
	}
	if it.i >= len(it.s) {
		return 0, false
	}
	if c := it.s[it.i]; c < utf8.RuneSelf {
		it.i++
		return rune(c), true
	}
	r, n := utf8.DecodeRuneInString(it.s[it.i:])
	if s := r - hangulBase; 0 <= s && s < hangulCount {
		it.i += n
		it.nj = 0
		if t := s % hangulTN; t != 0 {
			it.jam[it.nj] = hangulT + t
			it.nj++
		}
		it.jam[it.nj] = hangulV + s%hangulN/hangulTN
		it.nj++
		return hangulL + s/hangulN, true
	}
	if classOf(r).flags&spoofDecomposes == 0 && (r < decomposesSince16[0] || !slices.Contains(decomposesSince16[:], r)) {
		it.i += n
		return r, true
	}
	if d := norm.NFD.PropertiesString(it.s[it.i:]).Decomposition(); len(d) > 0 {
		it.i += n
		r, m := utf8.DecodeRune(d)
		it.dec = d[m:]
		return r, true
	}
	it.i += n
	return r, true
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
