package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// The spoof check's cost per host on its costliest shapes (the engine's
// BenchmarkSpoofCheckShapes) and in a rendered document of one URL
// repeated (BenchmarkRenderSpoof), beside a typical IDN host, bücher.de.

// spoofShapes are the shapes of BenchmarkSpoofCheckShapes, in order, with
// their hosts as unicodelinks/spoof/bench_test.go has them, and the length
// in bytes of a host of many labels (the checks of each label add up: such
// a host is compared per byte).
var spoofShapes = []struct {
	name, host string
	manyBytes  int
}{
	{"typical", "bücher.de", 0},
	{"sharp-s-oe", "ßœßœß.com", 0},
	{"thorn", "þþþþþ.is", 0},
	{"oe", "œœœœœ.com", 0},
	{"sharp-s", "ßßßßßß.com", 0},
	{"l-stroke", "łłłłł.com", 0},
	{"mixed-readings", "þœßłþ.co.uk", 0},
	{"l-stroke-mix", "łałłß.net", 0},
	{"long-label", "ßœ + 50 a + ßœß.com", 0},
	{"greek-capitals", "ΑΜΑΖΟΝΑΜΑΖΟΝ.com", 0},
	{"many-labels", "ßœ. × 40 + com", 203},
}

// typicalBytes is the length of the typical host, bücher.de.
const typicalBytes = 10

// spoofDocs are the documents of BenchmarkRenderSpoof.
var spoofDocs = []struct{ name, url string }{
	{"typical", "https://bücher.de/"},
	{"sharp-s-oe", "https://ßœßœß.com/"},
	{"thorn", "https://þþþþþ.is/"},
}

// readBefore reads spoof-before.txt beside the report: the costs measured
// before the check bounded its variants, "benchmark ns/op" a line, '#'
// comments.
func readBefore(path string) map[string]float64 {
	m := map[string]float64{}
	f, err := os.Open(path)
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) != 2 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		if v, err := strconv.ParseFloat(fs[1], 64); err == nil {
			m[fs[0]] = v
		}
	}
	return m
}

// spoofChecks adds the targets: no shape costs more than ten times the
// typical host, per host and per rendered document.
func spoofChecks(res results, add func(what, value, target string, ok bool)) {
	typical, ok := res.median("BenchmarkSpoofCheckShapes/typical", "ns/op")
	if !ok {
		return
	}
	worst, worstName := 0.0, ""
	for _, s := range spoofShapes[1:] {
		ns, ok := res.median("BenchmarkSpoofCheckShapes/"+s.name, "ns/op")
		switch {
		case !ok:
		case s.manyBytes > 0:
			r := ns / float64(s.manyBytes) / (typical / typicalBytes)
			add("spoof check: host of "+s.name+" / bücher.de, per byte", fmt.Sprintf("%.1f", r), "≤ 10", r <= 10)
		case ns > worst:
			worst, worstName = ns, s.name
		}
	}
	add("spoof check: costliest host shape ("+worstName+") / bücher.de", fmt.Sprintf("%.1f", worst/typical), "≤ 10", worst/typical <= 10)
	rtyp, ok := res.median("BenchmarkRenderSpoof/typical/unicodelinks-Unicode", "ns/op")
	if !ok {
		return
	}
	for _, d := range spoofDocs[1:] {
		if ns, ok := res.median("BenchmarkRenderSpoof/"+d.name+"/unicodelinks-Unicode", "ns/op"); ok {
			add("render 256 KiB of "+d.url+" / of "+spoofDocs[0].url, fmt.Sprintf("%.1f", ns/rtyp), "≤ 10", ns/rtyp <= 10)
		}
	}
}

// spoofSection writes the cost per host and per document, now and before.
func spoofSection(b *strings.Builder, res results, before map[string]float64) {
	typical, ok := res.median("BenchmarkSpoofCheckShapes/typical", "ns/op")
	if !ok {
		return
	}
	fmt.Fprintf(b, "\n## Spoof check per host\n\nMedian ns of `spoof.Check` on hosts of the costliest shapes (letters of several look-alike\n")
	fmt.Fprintf(b, "readings, long labels, many labels; `BenchmarkSpoofCheckShapes`) beside a typical IDN host, and\n")
	fmt.Fprintf(b, "before the check bounded its variants (bench/report/spoof-before.txt says how they were measured):\n\n")
	fmt.Fprintf(b, "| shape | host | ns | × bücher.de | before, ns |\n|---|---|---|---|---|\n")
	for _, s := range spoofShapes {
		ns, ok := res.median("BenchmarkSpoofCheckShapes/"+s.name, "ns/op")
		if !ok {
			continue
		}
		fmt.Fprintf(b, "| %s | `%s` | %.0f | %.1f | %s |\n", s.name, s.host, ns, ns/typical, num(before, "BenchmarkSpoofCheckShapes/"+s.name, 1))
	}
	fmt.Fprintf(b, "\nMedian ms to render 256 KiB of one URL repeated (`BenchmarkRenderSpoof`), Unicode dialect:\n\n")
	fmt.Fprintf(b, "| URL | goldmark alone | with the extension | before |\n|---|---|---|---|\n")
	for _, d := range spoofDocs {
		none, ok1 := res.median("BenchmarkRenderSpoof/"+d.name+"/none", "ns/op")
		ext, ok2 := res.median("BenchmarkRenderSpoof/"+d.name+"/unicodelinks-Unicode", "ns/op")
		if ok1 && ok2 {
			fmt.Fprintf(b, "| `%s` | %.2f | %.2f | %s |\n", d.url, none/1e6, ext/1e6, num(before, "BenchmarkRenderSpoof/"+d.name+"/unicodelinks-Unicode", 1e6))
		}
	}
}

// num formats before[key]/div, or "–".
func num(before map[string]float64, key string, div float64) string {
	v, ok := before[key]
	if !ok {
		return "–"
	}
	if div > 1 {
		return fmt.Sprintf("%.2f", v/div)
	}
	return fmt.Sprintf("%.0f", v)
}
