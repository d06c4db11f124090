package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
)

// The configurations of harness.Configs, in the order of the tables.
var corpusConfigs = []string{"none", "Linkify", "unicodelinks-Unicode", "unicodelinks-GFM", "unicodelinks-MD4C"}

// corpusRange is the range of the Unicode dialect's ratios to goldmark
// with Linkify and to goldmark alone over the corpora, in one unit.
type corpusRange struct {
	linkify, none [2]float64
	n             int
}

func (r *corpusRange) add(ext, lk, none float64) {
	if r.n == 0 {
		r.linkify = [2]float64{math.Inf(1), math.Inf(-1)}
		r.none = r.linkify
	}
	r.n++
	r.linkify = [2]float64{min(r.linkify[0], ext/lk), max(r.linkify[1], ext/lk)}
	r.none = [2]float64{min(r.none[0], ext/none), max(r.none[1], ext/none)}
}

func (r corpusRange) String() string {
	return fmt.Sprintf("%.2f–%.2f× goldmark + Linkify, %.2f–%.2f× goldmark alone", r.linkify[0], r.linkify[1], r.none[0], r.none[1])
}

// writeCorpora writes the tables of the real corpora, if bench.txt has
// them: the corpora of dir (harness.Load) with their sources, the
// instructions of one render (bench/render -callgrind) and the times of
// BenchmarkCorpus.
func writeCorpora(b *strings.Builder, res results, dir string) error {
	if dir == "" {
		return nil
	}
	corpora, err := harness.Load(dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(b, "## Real corpora\n\n")
	fmt.Fprintf(b, "Markdown repositories as their authors wrote them, each rendered document by document with goldmark and\n")
	fmt.Fprintf(b, "GFM's extensions as a site would: without Linkify (goldmark alone), with it (`extension.GFM`), and with this\n")
	fmt.Fprintf(b, "extension in Linkify's place in each dialect. How to get and lay them out: [bench/README.md](bench/README.md).\n\n")
	fmt.Fprintf(b, "| corpus | source (repository, commit, directories) | documents | MB |\n|---|---|---|---|\n")
	for _, c := range corpora {
		fmt.Fprintf(b, "| %s | %s | %d | %.2f |\n", c.Name, c.Source, len(c.Docs), float64(c.Bytes)/1e6)
	}
	b.WriteString("\n")
	for _, t := range []struct {
		prefix, unit, title string
		scale               float64
	}{
		{"BenchmarkInstructions/", "instructions/op", "Millions of instructions per render of a corpus (callgrind, `bench/render -callgrind`: the median of its rounds, which spread by up to 1 %)", 1e6},
		{"BenchmarkCorpus/", "ns/op", "Median ms per render of a corpus (`BenchmarkCorpus`)", 1e6},
	} {
		var r corpusRange
		var rows strings.Builder
		for _, c := range corpora {
			row := "| " + c.Name
			v := map[string]float64{}
			for _, cfg := range corpusConfigs {
				x, ok := res.median(t.prefix+c.Name+"/"+cfg, t.unit)
				if !ok {
					row += " | –"
					continue
				}
				v[cfg] = x
				row += fmt.Sprintf(" | %.2f", x/t.scale)
			}
			ext, lk, none := v["unicodelinks-Unicode"], v["Linkify"], v["none"]
			if ext > 0 && lk > 0 && none > 0 {
				r.add(ext, lk, none)
				row += fmt.Sprintf(" | %.2f | %.2f", ext/lk, ext/none)
			} else {
				row += " | – | –"
			}
			fmt.Fprintf(&rows, "%s |\n", row)
		}
		if r.n == 0 {
			continue
		}
		fmt.Fprintf(b, "%s:\n\n", t.title)
		fmt.Fprintf(b, "| corpus | goldmark alone | + Linkify | + Unicode | + GFM | + MD4C | Unicode / Linkify | Unicode / alone |\n|---|---|---|---|---|---|---|---|\n")
		b.WriteString(rows.String())
		fmt.Fprintf(b, "\nUnicode dialect on %d corpora: %s.\n\n", r.n, r)
	}
	return nil
}
