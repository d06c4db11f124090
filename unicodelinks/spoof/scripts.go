package spoof

import (
	"strings"
)

// The whole-script rules of the spoof check: labels made of letters
// that look Latin, and of digit look-alikes, and the scripts a top-level
// domain stands for.

// latinLookalikes are, per script, the letters that look like Latin ones:
// Chromium's wholeScriptConfusables (lookalikes.go, generated from its
// sources) with moreLookalikes added, in Chromium's order.
var latinLookalikes = func() []lookalikeLetters {
	out := make([]lookalikeLetters, 0, len(wholeScriptConfusables)+len(moreLookalikes))
	more := map[string]string{}
	for _, m := range moreLookalikes {
		more[m.script] = m.letters
	}
	for _, w := range wholeScriptConfusables {
		out = append(out, lookalikeLetters{scriptBit(w.script), w.letters + more[w.script]})
		delete(more, w.script)
	}
	for _, m := range moreLookalikes {
		if _, ok := more[m.script]; ok {
			out = append(out, lookalikeLetters{scriptBit(m.script), m.letters})
		}
	}
	return out
}()

// lookalikeLetters are the letters of a script (a bit of scriptSet) that
// look Latin.
type lookalikeLetters struct {
	script  int
	letters string
}

// moreLookalikes are ours, added to Chromium's: Thai ก and a Lao entry,
// from the letters its skeleton map reads as Latin.
var moreLookalikes = [...]struct{ script, letters string }{
	{"Thai", "ก"},
	{"Laoo", "ບພຟຣຮ"},
}

// ccTLDScripts are the scripts of the country-code top-level domains
// under which a label of that script is the country's own writing: its
// Restricted letters are allowed (Georgian "ჽ" under .ge) and so is a
// label whose letters all look Latin ("асе.ru"). They are Chromium's
// (wholeScriptConfusables) with moreCCTLDs added, then moreCCTLDScripts.
var ccTLDScripts = func() []struct{ tlds, scripts string } {
	var out []struct{ tlds, scripts string }
	for _, w := range wholeScriptConfusables {
		if w.tlds == "" {
			continue
		}
		tlds := w.tlds
		if m := moreCCTLDs[w.script]; m != "" {
			tlds += " " + m
		}
		out = append(out, struct{ tlds, scripts string }{tlds, w.script})
	}
	return append(out, moreCCTLDScripts[:]...)
}()

// moreCCTLDs are ours, the country codes added to Chromium's for its
// scripts.
var moreCCTLDs = map[string]string{"Cyrl": "mk rs kg tj mn", "Grek": "cy"}

// moreCCTLDScripts are ours: the Japanese, Chinese and Korean entries, the
// scripts of India and their neighbours, Lao and Khmer.
var moreCCTLDScripts = [...]struct{ tlds, scripts string }{
	{"la", "Laoo"},
	{"jp", "Hira Kana Hani Jpan"},
	{"cn tw hk mo sg", "Hani Bopo Hanb"},
	{"kr", "Hang Hani Kore"},
	{"in", "Deva Beng Gujr Guru Knda Mlym Orya Taml Telu"},
	{"bd", "Beng"},
	{"lk", "Sinh Taml"},
	{"np", "Deva"},
	{"kh", "Khmr"},
}

// scriptBit returns the bit of the ISO 15924 code in scriptSet (at
// initialization only).
func scriptBit(code string) int {
	for i, c := range scriptCodes {
		if c == code {
			return i
		}
	}
	panic("unicodelinks: no script " + code)
}

// ccTLDSets are ccTLDScripts as script sets.
var ccTLDSets = func() []scriptSet {
	out := make([]scriptSet, len(ccTLDScripts))
	for i, e := range ccTLDScripts {
		for _, code := range strings.Fields(e.scripts) {
			b := scriptBit(code)
			out[i][b/64] |= 1 << (b % 64)
		}
	}
	return out
}()

// ccTLDIndex maps each country code of ccTLDScripts to the index of its
// entry.
var ccTLDIndex = newSortedTable(func(put func(string, int)) {
	for i, e := range ccTLDScripts {
		for _, t := range strings.Fields(e.tlds) {
			put(t, i)
		}
	}
})

// tldScripts returns the scripts of a top-level domain: those of its
// letters when it is not ASCII (tldU), those of ccTLDScripts for an ASCII
// country code (tldA), else none.
func tldScripts(tldU, tldA string) scriptSet {
	if tldU != "" {
		if t := resolvedScripts(tldU); t != allScripts {
			return t
		}
		return scriptSet{}
	}
	if len(tldA) != 2 && len(tldA) != 3 {
		return scriptSet{}
	}
	if i, ok := ccTLDIndex.lookup(tldA); ok {
		return ccTLDSets[i]
	}
	return scriptSet{}
}

// wholeScriptLatin checks whether label is whole-script confusable with
// Latin: its skeleton is ASCII, or all its letters of one script are in
// that script's latinLookalikes (but for allowedConfusableWords). That is
// allowed when the top-level domain tc stands for the label's script. A
// Latin label with an ASCII skeleton ("ıstanbul") is allowed only when its
// dotless i is Turkish or Azerbaijani, or its þ or ð Icelandic or Faroese.
func wholeScriptLatin(label string, tc *tldContext) string {
	set := resolvedScripts(label)
	if skeletonIsASCII(label) {
		switch {
		case set.has(scLatn):
			dotless := strings.ContainsRune(label, 0x131) && (tc.a == "tr" || tc.a == "az")
			thorn := strings.ContainsAny(label, "þð") && (tc.a == "is" || tc.a == "fo")
			if !dotless && !thorn {
				return "Latin letters that look like ASCII ones"
			}
		case set.empty():
			return "mixed-script confusable with an ASCII label"
		case !set.intersects(&tc.scripts):
			return "whole-script confusable with Latin"
		}
	}
	var present scriptSet // the scripts of the label's letters
	for _, r := range label {
		if c := classOf(r); c.flags&spoofAll == 0 {
			for i, w := range c.scripts {
				present[i] |= w
			}
		}
	}
	for k := range latinLookalikes {
		l := &latinLookalikes[k]
		if !present.has(l.script) {
			continue
		}
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
		if some && all && !tc.scripts.has(l.script) && !allowedWord(label) {
			return scriptCodes[l.script] + " letters that look Latin"
		}
	}
	return ""
}

// allowedWord reports whether label is one of allowedConfusableWords.
func allowedWord(label string) bool {
	for _, w := range allowedConfusableWords {
		if label == w {
			return true
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

// tldContext is what the label checks know of the top-level domain: its
// U-label when it is not ASCII (u), its ASCII form in lower case
// otherwise (a), and the scripts it stands for (tldScripts).
type tldContext struct {
	u, a    string
	scripts scriptSet
}
