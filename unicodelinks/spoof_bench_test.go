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
