package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A few rows of each kind of table of benchstat, as make bench writes them.
const benchstatSample = `goos: linux
pkg: github.com/unicodelinks/goldmark-unicodelinks/bench
                                                     │ ../bench.txt │
                                                     │    sec/op    │
Detect/a-prose/Detect-2                                68.75µ ± 31%
Detect/a-prose/xurls.Relaxed-2                         803.0m ± 41%
Detect/b-readme/xurls.Relaxed-2                         1.574 ± 52%
Render/a-prose/none-2                                  5.371m ± 12%
Render/a-prose/Linkify-2                               8.489m ± 15%
Render/a-prose/unicodelinks-Unicode-2                  5.449m ± 14%
geomean                                                6.919m

                                                     │  ../bench.txt  │
                                                     │      B/s       │
Detect/a-prose/Detect-2                                 7.279Gi ± 24%
Detect/a-prose/xurls.Relaxed-2                          636.8Ki ± 29%
Detect/a-prose/linkify-it                               139.3Mi ±  3%
geomean                                                 84.45Mi

                                                     │   ../bench.txt   │
                                                     │    allocs/op     │
Render/a-prose/none-2                                     41.90k ±  0%
Detect/a-prose/All-2                                       0.000 ±  0%
geomean                                                                  ¹
¹ summaries must be >0 to compute geomean
`

// TestParseBenchstat: benchstat's tables come back in the units of go test
// -bench, their SI and binary suffixes applied.
func TestParseBenchstat(t *testing.T) {
	res, err := parseBenchstat([]byte(benchstatSample))
	require.NoError(t, err)
	for _, c := range []struct {
		name, unit string
		want       float64
	}{
		{"BenchmarkDetect/a-prose/Detect", "ns/op", 68.75e3},
		{"BenchmarkDetect/a-prose/xurls.Relaxed", "ns/op", 803.0e6},
		{"BenchmarkDetect/b-readme/xurls.Relaxed", "ns/op", 1.574e9},
		{"BenchmarkRender/a-prose/Linkify", "ns/op", 8.489e6},
		{"BenchmarkDetect/a-prose/Detect", "MB/s", 7.279 * (1 << 30) / 1e6},
		{"BenchmarkDetect/a-prose/xurls.Relaxed", "MB/s", 636.8 * (1 << 10) / 1e6},
		{"BenchmarkRender/a-prose/none", "allocs/op", 41900},
		{"BenchmarkDetect/a-prose/All", "allocs/op", 0},
	} {
		got, ok := res.median(c.name, c.unit)
		require.True(t, ok, "%s %s", c.name, c.unit)
		assert.InDelta(t, c.want, got, c.want*1e-9, "%s %s", c.name, c.unit)
	}
	assert.NotContains(t, res, "Benchmarkgeomean")
}

var barWidth = regexp.MustCompile(`<rect class="bar" x="([0-9.]+)" y="[0-9]+" width="([0-9.]+)"`)

// TestCharts: each chart is well-formed SVG with one bar for each measured
// value, as long as its value on the axis (linear: from 0; logarithmic:
// a tenfold value one decade longer).
func TestCharts(t *testing.T) {
	res, err := parseBenchstat([]byte(benchstatSample))
	require.NoError(t, err)
	for _, c := range []struct {
		chart func(results) (barChart, bool)
		bars  int
	}{{renderChart, 3}, {detectChart, 3}} {
		ch, ok := c.chart(res)
		require.True(t, ok)
		svg := ch.svg()
		d := xml.NewDecoder(bytes.NewReader(svg))
		for {
			_, err := d.Token()
			if err == io.EOF {
				break
			}
			require.NoError(t, err, "%s", svg)
		}
		assert.Len(t, barWidth.FindAllSubmatch(svg, -1), c.bars, "%s", svg)
	}
	detect, _ := detectChart(res)
	assert.Contains(t, string(detect.svg()), "a-prose, linkify-it: 146", "linkify-it's bar, where bench.txt has it")
	render, _ := renderChart(res)
	widths := bars(t, render.svg())
	// goldmark alone, Linkify, the extension: 5.371, 8.489, 5.449 ms.
	assert.InDelta(t, 5.371/8.489, widths[0]/widths[1], 0.01)
	assert.InDelta(t, 5.449/8.489, widths[2]/widths[1], 0.01)

	log := barChart{log: true, format: func(float64) string { return "" }, series: []struct{ name, color string }{{"a", "#000"}},
		groups: []barGroup{{"x", []float64{1}}, {"y", []float64{10}}, {"z", []float64{1000}}}}
	w := bars(t, log.svg())
	assert.InDelta(t, w[1]-w[0], (w[2]-w[1])/2, 0.2, "a decade each: %v", w)
}

// bars returns the widths of the bars of an SVG chart.
func bars(t *testing.T, svg []byte) []float64 {
	var w []float64
	for _, m := range barWidth.FindAllSubmatch(svg, -1) {
		v, err := strconv.ParseFloat(string(m[2]), 64)
		require.NoError(t, err)
		w = append(w, v)
	}
	return w
}
