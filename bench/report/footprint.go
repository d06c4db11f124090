package main

import (
	"fmt"
	"strings"
)

// The programs of bench/footprint, in the order of the table.
var footprintPrograms = []struct{ name, what string }{
	{"goldmark", "goldmark alone"},
	{"Linkify", "goldmark + `extension.Linkify`"},
	{"unicodelinks", "goldmark + this extension"},
	{"engine", "the engine alone (`unicodelinks.Detect`)"},
}

// before is the footprint of goldmark + this extension on main at 378e1a5,
// before the public suffix list became a generated table (issue 36):
// measured once by internal/footprint, which that commit lacks.
var before = struct {
	binary, stripped, rss float64 // MB
	init                  int
}{8.03, 5.72, 9.0, 95}

// footprintChecks returns the targets of the footprint against goldmark
// with Linkify's.
func footprintChecks(res results) []check {
	ext, lk := "BenchmarkFootprint/unicodelinks", "BenchmarkFootprint/Linkify"
	var checks []check
	for _, u := range []struct{ unit, what string }{
		{"binary-bytes", "binary (go build)"},
		{"stripped-bytes", "binary (-s -w)"},
	} {
		e, ok1 := res.median(ext, u.unit)
		l, ok2 := res.median(lk, u.unit)
		if ok1 && ok2 {
			checks = append(checks, check{"footprint: " + u.what + " / goldmark + Linkify's", fmt.Sprintf("%.2f", e/l), "≤ 1.50", e/l <= 1.5})
		}
	}
	if n, ok := res.median(ext, "init-packages"); ok {
		checks = append(checks, check{"footprint: packages with init work", fmt.Sprintf("%.0f", n), "≤ 35", n <= 35})
	}
	e, ok1 := res.median(ext, "rss-bytes")
	l, ok2 := res.median(lk, "rss-bytes")
	if ok1 && ok2 && l > 0 {
		checks = append(checks, check{"footprint: RSS after the render / goldmark + Linkify's", fmt.Sprintf("%.2f", e/l), "≤ 1.40", e/l <= 1.4})
	}
	return checks
}

// writeFootprint writes the footprint table, if bench.txt has it.
func writeFootprint(b *strings.Builder, res results) {
	if _, ok := res.median("BenchmarkFootprint/Linkify", "binary-bytes"); !ok {
		return
	}
	fmt.Fprintf(b, "## Footprint\n\n")
	fmt.Fprintf(b, "A program that renders one string (`internal/footprint`, run by `bench/footprint`): its size as `go build`\n")
	fmt.Fprintf(b, "makes it and with `-ldflags=\"-s -w\"`, the packages that do work when it starts (`GODEBUG=inittrace=1`) and its\n")
	fmt.Fprintf(b, "resident memory after the render (VmRSS, median of five runs). `TestFootprint` holds the size and init targets.\n\n")
	fmt.Fprintf(b, "| program | binary, MB | `-s -w`, MB | packages with init work | RSS after the render, MB |\n|---|---|---|---|---|\n")
	for _, p := range footprintPrograms {
		name := "BenchmarkFootprint/" + p.name
		row := "| " + p.what
		for _, u := range []string{"binary-bytes", "stripped-bytes", "init-packages", "rss-bytes"} {
			v, ok := res.median(name, u)
			switch {
			case !ok:
				row += " | –"
			case u == "init-packages":
				row += fmt.Sprintf(" | %.0f", v)
			default:
				row += fmt.Sprintf(" | %.2f", v/1e6)
			}
		}
		fmt.Fprintf(b, "%s |\n", row)
	}
	fmt.Fprintf(b, "| goldmark + this extension on main at 378e1a5, before issue 36 (measured once) | %.2f | %.2f | %d | %.1f |\n\n",
		before.binary, before.stripped, before.init, before.rss)
}
