package unicodelinks

import (
	"strings"
	"testing"
)

// BenchmarkSpoofCheck measures the check of one host, over the host table
// (real sites and spoofs alike, nearly all non-ASCII).
func BenchmarkSpoofCheck(b *testing.B) {
	hosts := spoofHosts()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c := hosts[i%len(hosts)]
		SpoofCheck(c.host)
	}
}

// BenchmarkSpoofCheckReal measures the check of the real sites only: the
// cost a linked IDN host pays.
func BenchmarkSpoofCheckReal(b *testing.B) {
	var hosts []string
	for _, c := range spoofHosts() {
		if !c.spoof {
			hosts = append(hosts, c.host)
		}
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		SpoofCheck(hosts[i%len(hosts)])
	}
}

// BenchmarkDetectSpoof compares detection of a text of IDN links without
// and with the check; ns/op divided by the links per op is the cost per
// link.
func BenchmarkDetectSpoof(b *testing.B) {
	var sb strings.Builder
	links := 0
	for _, c := range spoofHosts() {
		sb.WriteString("Visit https://" + c.host + "/path or mail me@" + c.host + " today. ")
		links += 2
	}
	text := sb.String()
	for _, p := range []SpoofPolicy{SpoofOff, SpoofRefuse, SpoofMark} {
		d := New(WithSpoofCheck(p))
		b.Run(p.String(), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			var buf []Link
			for i := 0; i < b.N; i++ {
				buf = d.AppendLinks(buf[:0], text)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*links), "ns/link")
		})
	}
}

// spoofShapes are hosts whose check costs the most (letters with several
// look-alike readings, each a skeleton to compare), beside bücher.de, a
// typical IDN host.
var spoofShapes = []struct{ name, host string }{
	{"typical", "bücher.de"},
	{"sharp-s-oe", "ßœßœß.com"},
	{"thorn", "þþþþþ.is"},
	{"oe", "œœœœœ.com"},
	{"sharp-s", "ßßßßßß.com"},
	{"l-stroke", "łłłłł.com"},
	{"mixed-readings", "þœßłþ.co.uk"},
	{"l-stroke-mix", "łałłß.net"},
	{"long-label", "ßœ" + strings.Repeat("a", 50) + "ßœß.com"},
	{"greek-capitals", "ΑΜΑΖΟΝΑΜΑΖΟΝ.com"},
	{"many-labels", strings.Repeat("ßœ.", 40) + "com"},
}

// BenchmarkSpoofCheckShapes measures SpoofCheck on each of spoofShapes:
// the report compares the worst with the typical host.
func BenchmarkSpoofCheckShapes(b *testing.B) {
	for _, s := range spoofShapes {
		b.Run(s.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				SpoofCheck(s.host)
			}
		})
	}
}
