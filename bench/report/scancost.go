package main

import (
	"fmt"
	"sort"
	"strings"
)

// The cost of the Unicode dialect on the real corpora, in instructions
// (bench/render -callgrind): what it costs beyond goldmark alone once the
// links it finds are paid for, and per link found beside Linkify.

const (
	// perLinkAllowance is the instructions a link found may cost for its
	// node and anchor: the scan cost is what is left.
	perLinkAllowance = 3500
	// scanCostLimit is the scan cost's target, a share of goldmark alone.
	scanCostLimit = 0.04
	// perLinkLimit is the target of the instructions per link found, a
	// share of Linkify's, where both find minLinksFound links or more.
	perLinkLimit  = 0.25
	minLinksFound = 100
)

// instructionCorpora returns the real corpora that bench.txt has
// instructions of, sorted.
func instructionCorpora(res results) []string { return corporaWith(res, "none") }

// realCorpora, when not nil, names the real corpora (report -corpora):
// bench.txt also holds the instructions of generated ones (the link-dense
// corpus), which the targets of real corpora leave out.
var realCorpora map[string]bool

// corporaWith returns the real corpora that bench.txt has instructions of
// in the configuration config, sorted.
func corporaWith(res results, config string) []string {
	var names []string
	for name := range res {
		if c, ok := strings.CutPrefix(name, "BenchmarkInstructions/"); ok {
			if c, ok = strings.CutSuffix(c, "/"+config); ok && (realCorpora == nil || realCorpora[c]) {
				names = append(names, c)
			}
		}
	}
	sort.Strings(names)
	return names
}

// instructionsOf returns the median of corpus c's rows in bench.txt: a
// configuration's instructions or links of one render.
func instructionsOf(res results, c string) func(cfg, unit string) (float64, bool) {
	return func(cfg, unit string) (float64, bool) {
		return res.median("BenchmarkInstructions/"+c+"/"+cfg, unit)
	}
}

// perLinkFound returns, from a corpus's rows (get), the instructions over
// goldmark alone of the configuration cfg per link it found (the anchors
// of its output beyond goldmark alone's), and those links; ok is false
// without the counts or below minLinksFound links.
func perLinkFound(get func(cfg, unit string) (float64, bool), cfg string) (per, found float64, ok bool) {
	none, ok1 := get("none", "instructions/op")
	v, ok2 := get(cfg, "instructions/op")
	noneLinks, _ := get("none", "links/op")
	links, _ := get(cfg, "links/op")
	found = links - noneLinks
	if !ok1 || !ok2 || found < minLinksFound {
		return 0, found, false
	}
	return (v - none) / found, found, true
}

// scanCostChecks returns, for each corpus with instructions, the scan cost
// (ext − none − perLinkAllowance × links found) / none, and the
// instructions per link found over Linkify's where both find
// minLinksFound or more. A configuration's links found are the anchors of
// its output beyond goldmark alone's.
func scanCostChecks(res results) []check {
	var checks []check
	for _, c := range instructionCorpora(res) {
		get := instructionsOf(res, c)
		none, ok1 := get("none", "instructions/op")
		ext, ok2 := get("unicodelinks-Unicode", "instructions/op")
		noneLinks, _ := get("none", "links/op")
		extLinks, _ := get("unicodelinks-Unicode", "links/op")
		if !ok1 || !ok2 || none <= 0 {
			continue
		}
		found := max(extLinks-noneLinks, 0)
		scan := (ext - none - perLinkAllowance*found) / none
		checks = append(checks, check{
			what:   fmt.Sprintf("real corpus %s: scan cost (ext − none − %d × %.0f links found) / none, instructions", c, perLinkAllowance, found),
			value:  fmt.Sprintf("%.2f %%", 100*scan),
			target: fmt.Sprintf("≤ %.0f %%", 100*scanCostLimit),
			ok:     scan <= scanCostLimit,
		})
		extPer, _, ok3 := perLinkFound(get, "unicodelinks-Unicode")
		lkPer, lkFound, ok4 := perLinkFound(get, "Linkify")
		if !ok3 || !ok4 {
			continue
		}
		r := extPer / lkPer
		checks = append(checks, check{
			what:   fmt.Sprintf("real corpus %s: instructions per link found / Linkify's (%.0f and %.0f links)", c, found, lkFound),
			value:  fmt.Sprintf("%.2f", r),
			target: fmt.Sprintf("≤ %.2f", perLinkLimit),
			ok:     r <= perLinkLimit,
		})
	}
	return checks
}

// dialectOverLimit is the target of each dialect's instructions over
// goldmark alone on a real corpus, a share of goldmark alone's: a site
// that picks the GFM or MD4C dialect for parity pays no more than one that
// picks the Unicode dialect.
const dialectOverLimit = 0.04

// dialectCostChecks returns, for each corpus with instructions and each
// dialect measured on it, (ext − none) / none.
func dialectCostChecks(res results) []check {
	var checks []check
	for _, c := range instructionCorpora(res) {
		none, ok := res.median("BenchmarkInstructions/"+c+"/none", "instructions/op")
		if !ok || none <= 0 {
			continue
		}
		for _, d := range []string{"Unicode", "GFM", "MD4C"} {
			ext, ok := res.median("BenchmarkInstructions/"+c+"/unicodelinks-"+d, "instructions/op")
			if !ok {
				continue
			}
			over := (ext - none) / none
			checks = append(checks, check{
				what:   fmt.Sprintf("real corpus %s: %s dialect over goldmark alone, instructions", c, d),
				value:  fmt.Sprintf("%.2f %%", 100*over),
				target: fmt.Sprintf("≤ %.0f %%", 100*dialectOverLimit),
				ok:     over <= dialectOverLimit,
			})
		}
	}
	return checks
}

// detectLimit is the target of Detect's and All's instructions over those
// of the bare search for the extension's triggers ("://", '@', "www.")
// over the same text (bench/render's plain passes).
const detectLimit = 3.0

// passNames says what each plain pass of bench/render detects.
var passNames = map[string]string{
	"Detect":     "Detect",
	"All":        "All",
	"Detect-www": "Detect with WithSchemelessWWWOnly (the extension's links)",
}

// detectCostChecks returns, for each corpus with the plain passes,
// Detect's and All's instructions over the trigger search's, and those of
// a Detector that finds the extension's links (Detect-www).
func detectCostChecks(res results) []check {
	var checks []check
	for _, c := range corporaWith(res, "triggers") {
		base, ok := res.median("BenchmarkInstructions/"+c+"/triggers", "instructions/op")
		if !ok || base <= 0 {
			continue
		}
		for _, pass := range []string{"Detect", "All", "Detect-www"} {
			v, ok := res.median("BenchmarkInstructions/"+c+"/"+pass, "instructions/op")
			if !ok {
				continue
			}
			checks = append(checks, check{
				what:   fmt.Sprintf("real corpus %s: %s / bare search for the extension's triggers (://, @, www.), instructions", c, passNames[pass]),
				value:  fmt.Sprintf("%.1f×", v/base),
				target: fmt.Sprintf("≤ %.0f×", detectLimit),
				ok:     v/base <= detectLimit,
			})
		}
	}
	return checks
}
