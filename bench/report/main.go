// Command report turns the output of `go test -bench` (several rounds of every
// benchmark, see the Makefile's bench target) into BENCHMARKS.md: the machine,
// the Go version, the render times against goldmark alone and Linkify, and the
// ratios that the performance targets are stated in, each marked met or
// missed. benchstat's tables of every benchmark go to a file of their own.
//
//	go run ./report -in bench.txt -benchstat path/to/benchstat -out ../BENCHMARKS.md -stat benchstat.txt
//
// It also draws SVG charts of the render times and of detection's
// throughput into -charts (docs/), which BENCHMARKS.md shows; with
// -from-benchstat it draws only them, from benchstat's tables (the
// committed bench/benchstat.txt), without a run of the benchmarks.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
)

// sample holds the values of one benchmark line, by unit ("ns/op", …).
type sample map[string]float64

// results maps a benchmark name (without the -GOMAXPROCS suffix) to its runs.
type results map[string][]sample

var procSuffix = regexp.MustCompile(`-\d+$`)

func parse(data []byte) (results, map[string]string) {
	res := results{}
	conf := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if k, v, ok := strings.Cut(line, ": "); ok && !strings.HasPrefix(line, "Benchmark") && !strings.Contains(k, " ") {
			conf[k] = v
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := procSuffix.ReplaceAllString(f[0], "")
		s := sample{}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				break
			}
			s[f[i+1]] = v
		}
		res[name] = append(res[name], s)
	}
	return res, conf
}

// median returns the median of unit over the runs of name, and whether any.
// values returns name's values in unit, one a round.
func (r results) values(name, unit string) []float64 {
	var v []float64
	for _, s := range r[name] {
		if x, ok := s[unit]; ok {
			v = append(v, x)
		}
	}
	return v
}

func (r results) median(name, unit string) (float64, bool) {
	v := r.values(name, unit)
	if len(v) == 0 {
		return 0, false
	}
	sort.Float64s(v)
	if len(v)%2 == 1 {
		return v[len(v)/2], true
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2, true
}

// least returns the smallest of name's values in unit over the rounds: an
// allocation count is no time, and a round that the runtime adds an
// allocation to now and then (testing.AllocsPerRun finds the same count
// with and without the extension on a-prose) says nothing of the code.
func (r results) least(name, unit string) (float64, bool) {
	v := r.values(name, unit)
	if len(v) == 0 {
		return 0, false
	}
	return slices.Min(v), true
}

type check struct {
	what   string
	value  string
	target string
	ok     bool
}

func mark(ok bool) string {
	if ok {
		return "met"
	}
	return "**missed**"
}

func main() {
	log.SetFlags(0)
	in := flag.String("in", "bench.txt", "go test -bench output")
	out := flag.String("out", "BENCHMARKS.md", "report to write")
	benchstat := flag.String("benchstat", "benchstat", "benchstat binary")
	statOut := flag.String("stat", "benchstat.txt", "benchstat's tables of every benchmark, written here")
	corporaDir := flag.String("corpora", "", "the directory of real corpora that BenchmarkCorpus and render -callgrind measured")
	beforeFile := flag.String("before", "report/spoof-before.txt", "the spoof check's costs before its variants were bounded")
	chartsDir := flag.String("charts", "../docs", "the directory the SVG charts are written to")
	fromBenchstat := flag.String("from-benchstat", "", "draw only the charts, from this output of benchstat")
	flag.Parse()
	if *fromBenchstat != "" {
		data, err := os.ReadFile(*fromBenchstat)
		if err != nil {
			log.Fatal(err)
		}
		res, err := parseBenchstat(data)
		if err != nil {
			log.Fatal(err)
		}
		written, err := writeCharts(res, *chartsDir)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %v drawn from %s\n", *chartsDir, written, *fromBenchstat)
		return
	}
	data, err := os.ReadFile(*in)
	if err != nil {
		log.Fatal(err)
	}
	res, conf := parse(data)
	if *corporaDir != "" {
		corpora, err := harness.Load(*corporaDir)
		if err != nil {
			log.Fatal(err)
		}
		realCorpora = map[string]bool{}
		for _, c := range corpora {
			realCorpora[c.Name] = true
		}
	}
	var checks []check
	add := func(what, value, target string, ok bool) { checks = append(checks, check{what, value, target, ok}) }

	corpora := []string{"a-prose", "b-readme", "c-multilingual", "d-cjk", "e-linklist", "f-sentences"}
	for _, c := range corpora {
		none, ok1 := res.median("BenchmarkRender/"+c+"/none", "ns/op")
		lk, ok2 := res.median("BenchmarkRender/"+c+"/Linkify", "ns/op")
		ext, ok3 := res.median("BenchmarkRender/"+c+"/unicodelinks-Unicode", "ns/op")
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		limit := 1.00
		if c == "b-readme" || c == "c-multilingual" || c == "e-linklist" {
			limit = 0.90
		}
		add("render "+c+": Unicode dialect / Linkify time", fmt.Sprintf("%.2f", ext/lk), fmt.Sprintf("≤ %.2f", limit), ext/lk <= limit)
		// The overhead on every corpus.
		ov := (ext - none) / (lk - none)
		add("render "+c+": overhead (ext−none)/(Linkify−none)", fmt.Sprintf("%.2f", ov), "≤ 0.25", ov <= 0.25)
		extAllocs, _ := res.least("BenchmarkRender/"+c+"/unicodelinks-Unicode", "allocs/op")
		noneAllocs, _ := res.least("BenchmarkRender/"+c+"/none", "allocs/op")
		links, _ := res.median("BenchmarkRender/"+c+"/unicodelinks-Unicode", "links/op")
		if links > 0 {
			per := (extAllocs - noneAllocs) / links
			add("render "+c+": extra allocations per link", fmt.Sprintf("%.2f", per), "≤ 1", per <= 1)
		} else {
			extra := extAllocs - noneAllocs
			add("render "+c+": extra allocations (no links)", fmt.Sprintf("%g", extra), "0", extra <= 0)
		}
	}
	for _, c := range corpora {
		// Scaling: the throughput from GOMAXPROCS goroutines over that of
		// one, with the extension as a share of goldmark's own.
		serNone, ok1 := res.median("BenchmarkRender/"+c+"/none", "ns/op")
		serExt, ok2 := res.median("BenchmarkRender/"+c+"/unicodelinks-Unicode", "ns/op")
		parNone, ok3 := res.median("BenchmarkRenderParallel/"+c+"/none", "ns/op")
		parExt, ok4 := res.median("BenchmarkRenderParallel/"+c+"/unicodelinks-Unicode", "ns/op")
		if !ok1 || !ok2 || !ok3 || !ok4 {
			continue
		}
		r := (serExt / parExt) / (serNone / parNone)
		add("parallel "+c+": scaling with the extension / goldmark's scaling", fmt.Sprintf("%.3f (%.2f× vs %.2f×)", r, serExt/parExt, serNone/parNone), "≥ 0.95", r >= 0.95)
	}
	for _, c := range corpora {
		det, ok1 := res.median("BenchmarkDetect/"+c+"/Detect", "MB/s")
		rel, ok2 := res.median("BenchmarkDetect/"+c+"/xurls.Relaxed", "MB/s")
		val, ok3 := res.median("BenchmarkDetect/"+c+"/utf8.ValidString", "MB/s")
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		add("detect "+c+": Detect / xurls.Relaxed throughput", fmt.Sprintf("%.0f×", det/rel), "≥ 100×", det/rel >= 100)
		switch c {
		case "a-prose", "f-sentences": // prose without links
			add("detect "+c+": Detect / utf8.ValidString throughput", fmt.Sprintf("%.3f", det/val), "≥ 0.100", det/val >= 0.1)
		case "b-readme", "e-linklist": // link-dense text
			add("detect "+c+": Detect / utf8.ValidString throughput", fmt.Sprintf("%.3f", det/val), "≥ 0.010", det/val >= 0.01)
		}
		if a, ok := res.median("BenchmarkDetect/"+c+"/All", "allocs/op"); ok {
			add("detect "+c+": All iterator allocs/op", fmt.Sprintf("%.0f", a), "0", a == 0)
		}
	}
	for _, kind := range []string{"Detect", "Render"} {
		for _, name := range []string{"www", "a-at", "open-paren", "url-parens", "a-dot", "dot-com"} {
			small, ok1 := res.median("BenchmarkLinear/"+kind+"/"+name+"/64KiB", "ns/op")
			big, ok2 := res.median("BenchmarkLinear/"+kind+"/"+name+"/1MiB", "ns/op")
			if !ok1 || !ok2 {
				continue
			}
			r := (big / (1 << 20)) / (small / (64 << 10))
			add("linear "+kind+" "+name+": ns/byte at 1 MiB / at 64 KiB", fmt.Sprintf("%.2f", r), "≤ 1.50", r <= 1.5)
		}
	}

	// The spoof check (package spoof), per host of its host table
	// (unicodelinks/internal/hosttable/spoofhosts.txt, nearly all non-ASCII).
	for _, c := range []struct{ name, what string }{
		{"BenchmarkSpoofCheck", "every host of the spoof host table"},
		{"BenchmarkSpoofCheckReal", "the real sites of the spoof host table"},
	} {
		if ns, ok := res.median(c.name, "ns/op"); ok {
			add("spoof check: ns per host, "+c.what, fmt.Sprintf("%.0f", ns), "< 2000", ns < 2000)
		}
	}

	spoofChecks(res, add)
	checks = append(checks, footprintChecks(res)...)
	checks = append(checks, scanCostChecks(res)...)
	checks = append(checks, dialectCostChecks(res)...)
	checks = append(checks, detectCostChecks(res)...)
	checks = append(checks, linkDenseChecks(res)...)
	checks = append(checks, nodeAnchorChecks(res)...)

	var stat []byte
	if *benchstat != "" {
		stat, err = exec.Command(*benchstat, *in).CombinedOutput()
		if err != nil {
			log.Fatalf("benchstat: %v\n%s", err, stat)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Benchmarks\n\n")
	rounds := len(res["BenchmarkRender/a-prose/none"])
	fmt.Fprintf(&b, "Generated by `make bench` (bench/report) from %d interleaved rounds of `go test -bench . -benchmem` (each\n", rounds)
	fmt.Fprintf(&b, "round runs every benchmark once) of the engine and of the separate `bench/` module; all ratios are of medians\n")
	fmt.Fprintf(&b, "from that same run (allocation counts: the fewest of the rounds). Corpora: generated by `internal/corpus`\n")
	fmt.Fprintf(&b, "(`make corpora` writes them to `testdata/bench/`).\n\n")
	fmt.Fprintf(&b, "- machine: %s/%s, %s\n- Go: %s\n\n", conf["goos"], conf["goarch"], conf["cpu"], runtime.Version())
	fmt.Fprintf(&b, "## Targets\n\n| measure | value | target | |\n|---|---|---|---|\n")
	missed := 0
	for _, c := range checks {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", c.what, c.value, c.target, mark(c.ok))
		if !c.ok {
			missed++
		}
	}
	fmt.Fprintf(&b, "\n%d of %d targets met.\n\n", len(checks)-missed, len(checks))
	fmt.Fprintf(&b, "## Render time\n\nMedian ms per conversion of each corpus (parse and HTML), and as a share of goldmark with\n`extension.Linkify`:\n\n")
	fmt.Fprintf(&b, "| corpus | goldmark alone | Linkify | Unicode | GFM | MD4C | Unicode / Linkify |\n|---|---|---|---|---|---|---|\n")
	for _, c := range []string{"real", "a-prose", "b-readme", "c-multilingual", "d-cjk", "e-linklist", "f-sentences"} {
		row, prefix := "| "+c, "BenchmarkRender/"+c+"/"
		if c == "real" {
			row, prefix = "| real documents (this repository's Markdown, goldmark's GFM extensions)", "BenchmarkRenderReal/"
		}
		var link, uni float64
		for _, v := range []string{"none", "Linkify", "unicodelinks-Unicode", "unicodelinks-GFM", "unicodelinks-MD4C"} {
			ns, ok := res.median(prefix+v, "ns/op")
			if !ok {
				row += " | –"
				continue
			}
			row += fmt.Sprintf(" | %.2f", ns/1e6)
			switch v {
			case "Linkify":
				link = ns
			case "unicodelinks-Unicode":
				uni = ns
			}
		}
		if link > 0 && uni > 0 {
			row += fmt.Sprintf(" | %.2f", uni/link)
		} else {
			row += " | –"
		}
		fmt.Fprintf(&b, "%s |\n", row)
	}
	charts, err := writeCharts(res, *chartsDir)
	if err != nil {
		log.Fatal(err)
	}
	writeChartLinks(&b, charts)
	spoofSection(&b, res, readBefore(*beforeFile))
	b.WriteString("\n")
	if err := writeCorpora(&b, res, *corporaDir); err != nil {
		log.Fatal(err)
	}
	writeFootprint(&b, res)
	writePlayground(&b, res)
	fmt.Fprintf(&b, "benchstat's tables of every benchmark (ns/op, MB/s, B/op, allocs/op): [bench/%s](bench/%s);\nwhat the numbers mean and how they were reached: [bench/notes.md](bench/notes.md).\n", *statOut, *statOut)
	if err := os.WriteFile(*statOut, stat, 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, []byte(b.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d of %d targets met\n", *out, len(checks)-missed, len(checks))
}
