package bench

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
)

// BenchmarkRenderSpoof renders 256 KiB of one URL repeated, whose host is
// one of the costliest shapes for the spoof check (letters with several
// look-alike readings) or a typical IDN host, with goldmark alone and with
// the extension (Unicode dialect, look-alikes refused).
func BenchmarkRenderSpoof(b *testing.B) {
	for _, h := range []struct{ name, url string }{
		{"typical", "https://bücher.de/ "},
		{"sharp-s-oe", "https://ßœßœß.com/ "},
		{"thorn", "https://þþþþþ.is/ "},
	} {
		doc := []byte(strings.Repeat(h.url, 256<<10/len(h.url)))
		for _, v := range []variant{{"none", nil}, extensionVariants()[0]} {
			md := goldmark.New(goldmark.WithExtensions(v.ext...))
			b.Run(h.name+"/"+v.name, func(b *testing.B) {
				b.SetBytes(int64(len(doc)))
				b.ReportAllocs()
				var out bytes.Buffer
				for b.Loop() {
					out.Reset()
					if err := md.Convert(doc, &out); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(bytes.Count(out.Bytes(), []byte("<a href="))), "links/op")
			})
		}
	}
}
