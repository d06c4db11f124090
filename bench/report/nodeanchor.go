package main

import (
	"fmt"
	"sort"
	"strings"
)

// The cost of a link once found, in instructions (bench/render -callgrind
// -nodeanchor): its node and anchor on every corpus measured, and on the
// link-dense corpus the whole cost of a link beside Linkify's.

// nodeAnchorLimit is the target of a link's node and anchor: the parser's
// sink.add and the renderer's functions of the extension's nodes,
// inclusive, per link made.
const nodeAnchorLimit = 3500

// linkDenseCorpus is the name of the link-dense corpus (harness.LinkDenseName).
const linkDenseCorpus = "linkdense"

// nodeAnchorDialect is the dialect whose node and anchor the target holds:
// the GFM and MD4C dialects also check a link's host in sink.add (the
// engine checks the Unicode dialect's in its scan), so their count holds
// that check too (bench/notes.md gives it).
const nodeAnchorDialect = "unicodelinks-Unicode"

// nodeAnchorChecks returns, for each corpus with a node and anchor count of
// nodeAnchorDialect, its instructions per link made.
func nodeAnchorChecks(res results) []check {
	var names []string
	for name := range res {
		if rest, ok := strings.CutPrefix(name, "BenchmarkNodeAnchor/"); ok {
			names = append(names, rest)
		}
	}
	sort.Strings(names)
	var checks []check
	for _, name := range names {
		corpus, cfg, _ := strings.Cut(name, "/")
		if cfg != nodeAnchorDialect {
			continue
		}
		cost, ok1 := res.median("BenchmarkNodeAnchor/"+name, "instructions/op")
		links, ok2 := res.median("BenchmarkNodeAnchor/"+name, "links/op")
		if !ok1 || !ok2 || links < 1 {
			continue
		}
		per := cost / links
		checks = append(checks, check{
			what:   fmt.Sprintf("corpus %s: node and anchor per link, %s dialect (%.0f links; sink.add and writeAnchor, inclusive), instructions", corpus, strings.TrimPrefix(cfg, "unicodelinks-"), links),
			value:  fmt.Sprintf("%.0f", per),
			target: fmt.Sprintf("≤ %d", nodeAnchorLimit),
			ok:     per <= nodeAnchorLimit,
		})
	}
	return checks
}

// linkDenseChecks returns, on the link-dense corpus, the instructions over
// goldmark alone per link made of the Unicode and GFM dialects over
// Linkify's. (The MD4C dialect links few of its lines: it links only
// what md2html links.)
func linkDenseChecks(res results) []check {
	get := instructionsOf(res, linkDenseCorpus)
	lkPer, _, ok := perLinkFound(get, "Linkify")
	if !ok {
		return nil
	}
	var checks []check
	for _, d := range []string{"Unicode", "GFM"} {
		per, _, ok := perLinkFound(get, "unicodelinks-"+d)
		if !ok {
			continue
		}
		r := per / lkPer
		checks = append(checks, check{
			what:   fmt.Sprintf("link-dense corpus: %s dialect's instructions per link / Linkify's (%.0f and %.0f a link)", d, per, lkPer),
			value:  fmt.Sprintf("%.3f", r),
			target: fmt.Sprintf("≤ %.2f", perLinkLimit),
			ok:     r <= perLinkLimit,
		})
	}
	return checks
}
