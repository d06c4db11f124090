package spoof

import (
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
)

// BenchmarkSpoofCheck measures the check of one host, over the host table
// (real sites and spoofs alike, nearly all non-ASCII).
func BenchmarkSpoofCheck(b *testing.B) {
	hosts := hosttable.Hosts()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c := hosts[i%len(hosts)]
		Check(c.Host)
	}
}

// BenchmarkSpoofCheckReal measures the check of the real sites only: the
// cost a linked IDN host pays.
func BenchmarkSpoofCheckReal(b *testing.B) {
	var hosts []string
	for _, c := range hosttable.Hosts() {
		if !c.Spoof {
			hosts = append(hosts, c.Host)
		}
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Check(hosts[i%len(hosts)])
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

// BenchmarkSpoofCheckShapes measures Check on each of spoofShapes:
// the report compares the worst with the typical host.
func BenchmarkSpoofCheckShapes(b *testing.B) {
	for _, s := range spoofShapes {
		b.Run(s.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Check(s.host)
			}
		})
	}
}
