package spoof

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The context rules of the spoof check: characters that are suspicious
// next to others (kana, CJK look-alikes of Latin, combining marks).

// Characters of the context rules.
const (
	// slashLikes look like '/' next to characters that are not Japanese.
	slashLikes = "\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f"
	// cjkLatinLikes look like Latin letters or punctuation next to
	// characters that are not CJK.
	cjkLatinLikes = "\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128\u3129\u3108\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01"
)

// contextRules applies the rules that depend on the neighbours of a
// character: Chromium's dangerous patterns for kana, CJK and combining
// marks, and Firefox's rules for nonspacing marks (no mark twice in a row,
// none of another script than its base; UTS #39 section 5.4: no more than
// four in a row). single tells that the label is of one script (Common
// characters such as digits aside): CJK look-alikes of Latin and
// punctuation are then allowed next to digits ("一123"), as Chromium
// allows them in such a label ("d12一" mixes Latin and Han). Its scans
// of the whole label are counted in w.
func contextRules(label string, single bool, w *work) string {
	if r := markRuns(label); r != "" {
		return r
	}
	prev := rune(-1)
	var base *spoofClass // the last character of a specific script
	// Whether the label was read for the rule of へ among katakana and
	// that of ヘ among hiragana: their answer is the label's, read once.
	readKana, readHira := false, false
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
		case r < 0x3007 || r > 0x8BA0:
			// None of the characters below: kana, Bopomofo and CJK.
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
			if !single && (!cjkNeighbour(prev) || !cjkNeighbour(next)) {
				return uplus(r) + " next to a script other than CJK"
			}
		case 0x3078 <= r && r <= 0x307A && prev >= 0 && next >= 0 && !readKana:
			readKana = true
			if onlyScriptBut(label, scKana, 0x3078, 0x307A, w) {
				return uplus(r) + " among katakana"
			}
		case 0x30D8 <= r && r <= 0x30DA && prev >= 0 && next >= 0 && !readHira:
			readHira = true
			if onlyScriptBut(label, scHira, 0x30D8, 0x30DA, w) {
				return uplus(r) + " among hiragana"
			}
		case r == 0x3099 || r == 0x309A:
			if prev < 0 || !inScripts(prev, scKana, scHira) {
				return "combining kana voiced sound mark " + uplus(r) + " not after kana"
			}
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

// cjkNeighbour reports whether r, the character before or after a CJK
// character that looks like Latin or punctuation (-1 at the start or end
// of the label), keeps it from reading so: a kana, Han or Bopomofo
// character.
func cjkNeighbour(r rune) bool {
	return r < 0 || inScripts(r, scKana, scHira, scHani, scBopo)
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
// bit, but those in lo..hi; it counts the bytes it reads in w.
func onlyScriptBut(label string, bit int, lo, hi rune, w *work) bool {
	w.reads += len(label)
	for _, r := range label {
		if (r < lo || r > hi) && !inScripts(r, bit) {
			return false
		}
	}
	return true
}

// uplus returns "U+XXXX" for r.
func uplus(r rune) string {
	return fmt.Sprintf("U+%04X", r)
}
