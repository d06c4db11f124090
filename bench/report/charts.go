package main

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The charts' corpora, in the order of BENCHMARKS.md's tables.
var chartCorpora = []string{"a-prose", "b-readme", "c-multilingual", "d-cjk", "e-linklist", "f-sentences"}

// A barChart is a horizontal bar chart of groups (corpora) of bars (one for
// each series), written as SVG by hand: no dependency, and a file that
// diffs as text.
type barChart struct {
	title  string
	note   string // under the axis: what the numbers are
	series []struct{ name, color string }
	groups []barGroup
	log    bool    // a logarithmic axis
	ref    float64 // a vertical line at this value, if > 0
	format func(float64) string
}

// A barGroup is a row of bars; a value ≤ 0 is a bar not measured.
type barGroup struct {
	label  string
	values []float64
}

// Layout, in pixels.
const (
	chartWidth  = 760
	labelWidth  = 130
	plotWidth   = 500
	barHeight   = 11
	barGap      = 2
	groupGap    = 10
	headHeight  = 58 // title and legend
	axisHeight  = 44 // ticks and note
	valueMargin = 6
)

// scale returns the axis: its ends and ticks, in the chart's units.
func (c barChart) scale() (lo, hi float64, ticks []float64) {
	maxV, minV := 0.0, math.Inf(1)
	for _, g := range c.groups {
		for _, v := range g.values {
			if v > 0 {
				maxV, minV = max(maxV, v), min(minV, v)
			}
		}
	}
	if c.log {
		lo, hi = math.Pow(10, math.Floor(math.Log10(minV))), math.Pow(10, math.Ceil(math.Log10(maxV)))
		for t := lo; t <= hi*1.0001; t *= 10 {
			ticks = append(ticks, t)
		}
		return lo, hi, ticks
	}
	step := math.Pow(10, math.Floor(math.Log10(maxV)))
	for maxV/step < 4 {
		step /= 2
	}
	hi = math.Ceil(maxV/step) * step
	for t := 0.0; t <= hi*1.0001; t += step {
		ticks = append(ticks, t)
	}
	return 0, hi, ticks
}

// x returns the position of v on the axis from lo to hi.
func (c barChart) x(v, lo, hi float64) float64 {
	if c.log {
		return labelWidth + plotWidth*(math.Log10(v)-math.Log10(lo))/(math.Log10(hi)-math.Log10(lo))
	}
	return labelWidth + plotWidth*(v-lo)/(hi-lo)
}

func esc(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// svg writes the chart.
func (c barChart) svg() []byte {
	lo, hi, ticks := c.scale()
	groupHeight := len(c.series)*(barHeight+barGap) - barGap
	plotHeight := len(c.groups)*(groupHeight+groupGap) - groupGap
	height := headHeight + plotHeight + axisHeight
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif" font-size="12">`+"\n",
		chartWidth, height, chartWidth, height)
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(c.title))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", chartWidth, height)
	fmt.Fprintf(&b, `<text x="%d" y="20" font-size="15" font-weight="600" fill="#222">%s</text>`+"\n", 10, esc(c.title))
	lx := labelWidth
	for _, s := range c.series {
		fmt.Fprintf(&b, `<rect x="%d" y="32" width="12" height="12" fill="%s"/><text x="%d" y="42" fill="#222">%s</text>`+"\n", lx, s.color, lx+16, esc(s.name))
		lx += 16 + 7*len([]rune(s.name)) + 18
	}
	top, bottom := headHeight, headHeight+plotHeight
	for _, t := range ticks {
		x := c.x(t, lo, hi)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#e4e4e4"/>`+"\n", x, top-4, x, bottom+4)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#555">%s</text>`+"\n", x, bottom+18, esc(c.format(t)))
	}
	if c.ref > 0 {
		x := c.x(c.ref, lo, hi)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#888" stroke-dasharray="4 3"/>`+"\n", x, top-4, x, bottom+4)
	}
	y := top
	for _, g := range c.groups {
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" fill="#222">%s</text>`+"\n", labelWidth-8, y+groupHeight/2+4, esc(g.label))
		for i, v := range g.values {
			if v > 0 {
				x0, x1 := c.x(lo, lo, hi), c.x(v, lo, hi)
				if c.log {
					x0 = labelWidth
				}
				fmt.Fprintf(&b, `<rect class="bar" x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"><title>%s, %s: %s</title></rect>`+"\n",
					x0, y, x1-x0, barHeight, c.series[i].color, esc(g.label), esc(c.series[i].name), esc(c.format(v)))
				fmt.Fprintf(&b, `<text x="%.1f" y="%d" font-size="10" fill="#333">%s</text>`+"\n", x1+valueMargin, y+barHeight-2, esc(c.format(v)))
			}
			y += barHeight + barGap
		}
		y += groupGap - barGap
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#555" font-size="11">%s</text>`+"\n", labelWidth, bottom+36, esc(c.note))
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// renderChart is the render time of each corpus with goldmark alone and
// with this extension, as a share of goldmark with Linkify's.
func renderChart(res results) (barChart, bool) {
	c := barChart{
		title: "Render time, relative to goldmark with extension.Linkify (lower is better)",
		series: []struct{ name, color string }{
			{"goldmark alone", "#b8b8b8"}, {"goldmark + Linkify", "#e8a33d"}, {"goldmark + unicodelinks (Unicode)", "#3b73c4"},
		},
		ref:    1,
		format: func(v float64) string { return strconv.FormatFloat(v, 'f', 2, 64) + "×" },
	}
	for _, corpus := range append([]string{"real"}, chartCorpora...) {
		prefix, label := "BenchmarkRender/"+corpus+"/", corpus
		if corpus == "real" {
			prefix, label = "BenchmarkRenderReal/", "real documents"
		}
		lk, ok := res.median(prefix+"Linkify", "ns/op")
		if !ok {
			continue
		}
		g := barGroup{label: label}
		for _, v := range []string{"none", "Linkify", "unicodelinks-Unicode"} {
			ns, _ := res.median(prefix+v, "ns/op")
			g.values = append(g.values, ns/lk)
		}
		c.groups = append(c.groups, g)
	}
	c.note = "Median ns per conversion (parse and HTML) over the rounds of make bench; the dashed line is Linkify."
	return c, len(c.groups) > 0
}

// detectChart is the throughput of plain-text detection against xurls (and
// linkify-it, where bench.txt has it), on a logarithmic axis.
func detectChart(res results) (barChart, bool) {
	c := barChart{
		title: "Plain-text link detection, MB/s (logarithmic, higher is better)",
		log:   true,
		format: func(v float64) string {
			switch {
			case v >= 10:
				return strconv.FormatFloat(v, 'f', 0, 64)
			case v >= 1:
				return strconv.FormatFloat(v, 'f', 1, 64)
			}
			return strconv.FormatFloat(v, 'g', 2, 64)
		},
	}
	all := []struct{ name, color, bench string }{
		{"unicodelinks.Detect", "#3b73c4", "Detect"},
		{"xurls.Relaxed", "#e8a33d", "xurls.Relaxed"},
		{"xurls.Strict", "#c7642b", "xurls.Strict"},
		{"linkify-it", "#7a9a3a", "linkify-it"},
	}
	for _, s := range all {
		for _, corpus := range chartCorpora {
			if _, ok := res.median("BenchmarkDetect/"+corpus+"/"+s.bench, "MB/s"); ok {
				c.series = append(c.series, struct{ name, color string }{s.name, s.color})
				break
			}
		}
	}
	for _, corpus := range chartCorpora {
		g := barGroup{label: corpus}
		for _, s := range all {
			for _, cs := range c.series {
				if cs.name == s.name {
					v, _ := res.median("BenchmarkDetect/"+corpus+"/"+s.bench, "MB/s")
					g.values = append(g.values, v)
				}
			}
		}
		c.groups = append(c.groups, g)
	}
	c.note = "Median MB/s of finding every link in each generated corpus, over the rounds of make bench."
	return c, len(c.series) > 0
}

// The charts' files, in docs/.
const (
	renderChartFile = "bench-render.svg"
	detectChartFile = "bench-detect.svg"
)

// writeCharts writes the charts that res has the numbers of into dir and
// returns the names of the files written.
func writeCharts(res results, dir string) ([]string, error) {
	var written []string
	for _, ch := range []struct {
		file  string
		chart func(results) (barChart, bool)
	}{{renderChartFile, renderChart}, {detectChartFile, detectChart}} {
		c, ok := ch.chart(res)
		if !ok {
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, ch.file), c.svg(), 0o644); err != nil {
			return written, err
		}
		written = append(written, ch.file)
	}
	return written, nil
}

// siPrefix are the multipliers of benchstat's value suffixes.
var siPrefix = map[string]float64{
	"n": 1e-9, "µ": 1e-6, "m": 1e-3, "": 1, "k": 1e3, "M": 1e6, "G": 1e9,
	"Ki": 1 << 10, "Mi": 1 << 20, "Gi": 1 << 30,
}

// parseBenchstat reads the tables of benchstat (bench/benchstat.txt, which
// git keeps, unlike bench.txt) as results of one round each, in the units
// of go test -bench: its medians, so that the charts can be drawn again
// without running the benchmarks (make bench-charts).
func parseBenchstat(data []byte) (results, error) {
	res := results{}
	unit, scale := "", 1.0
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.Contains(line, "│") {
			cells := strings.FieldsFunc(line, func(r rune) bool { return r == '│' || r == ' ' })
			if len(cells) == 1 && strings.Contains(cells[0], "/") && !strings.Contains(cells[0], "bench.txt") {
				unit, scale = cells[0], 1
				switch unit {
				case "sec/op":
					unit, scale = "ns/op", 1e9
				case "B/s":
					unit, scale = "MB/s", 1e-6
				}
			}
			continue
		}
		f := strings.Fields(line)
		if unit == "" || len(f) < 2 || f[0] == "geomean" || strings.HasSuffix(f[0], ":") {
			continue
		}
		num := strings.TrimRightFunc(f[1], func(r rune) bool { return !(r >= '0' && r <= '9' || r == '.') })
		mult, ok := siPrefix[strings.TrimPrefix(f[1], num)]
		v, err := strconv.ParseFloat(num, 64)
		if !ok || err != nil {
			continue // a footnote mark, or no number
		}
		name := "Benchmark" + procSuffix.ReplaceAllString(f[0], "")
		if len(res[name]) == 0 {
			res[name] = []sample{{}}
		}
		res[name][0][unit] = v * mult * scale
	}
	return res, sc.Err()
}

// writeChartLinks shows the charts written, below the render table.
func writeChartLinks(b *strings.Builder, written []string) {
	alt := map[string]string{
		renderChartFile: "Render time of each corpus relative to goldmark with Linkify",
		detectChartFile: "Detect throughput against xurls, MB/s",
	}
	for _, f := range written {
		fmt.Fprintf(b, "\n![%s](docs/%s)\n", alt[f], f)
	}
}
