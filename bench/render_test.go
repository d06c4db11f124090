package bench

import (
	"bytes"
	"testing"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

type variant struct {
	name string
	ext  []goldmark.Extender
}

// extensionVariants lists this extension's dialects; the first is the default.
func extensionVariants() []variant {
	return []variant{
		{"unicodelinks-Unicode", []goldmark.Extender{unicodelinks.New()}},
		{"unicodelinks-GFM", []goldmark.Extender{unicodelinks.New(unicodelinks.WithDialect(unicodelinks.GFM))}},
		{"unicodelinks-MD4C", []goldmark.Extender{unicodelinks.New(unicodelinks.WithDialect(unicodelinks.MD4C))}},
	}
}

// BenchmarkRender renders each corpus (parse + HTML) with goldmark alone,
// with goldmark's extension.Linkify, and with this extension in each dialect.
func BenchmarkRender(b *testing.B) {
	variants := append([]variant{
		{"none", nil},
		{"Linkify", []goldmark.Extender{extension.Linkify}},
	}, extensionVariants()...)
	for _, c := range corpora(b) {
		for _, v := range variants {
			md := goldmark.New(goldmark.WithExtensions(v.ext...))
			b.Run(c.name+"/"+v.name, func(b *testing.B) {
				b.SetBytes(int64(len(c.data)))
				b.ReportAllocs()
				var out bytes.Buffer
				for b.Loop() {
					out.Reset()
					if err := md.Convert(c.data, &out); err != nil {
						b.Fatal(err)
					}
				}
				// links/op lets the report relate allocations to links found.
				b.ReportMetric(float64(bytes.Count(out.Bytes(), []byte("<a href="))), "links/op")
			})
		}
	}
}

// BenchmarkRenderParallel renders each corpus with one shared
// goldmark.Markdown from GOMAXPROCS goroutines, as a site generator does
// on all cores, with goldmark alone and with this extension: the report
// compares how each scales over BenchmarkRender's single goroutine (no
// shared state, lock or pool contention may slow the extension down).
func BenchmarkRenderParallel(b *testing.B) {
	variants := []variant{{"none", nil}, extensionVariants()[0]}
	for _, c := range corpora(b) {
		for _, v := range variants {
			md := goldmark.New(goldmark.WithExtensions(v.ext...))
			b.Run(c.name+"/"+v.name, func(b *testing.B) {
				b.SetBytes(int64(len(c.data)))
				b.ReportAllocs()
				b.RunParallel(func(pb *testing.PB) {
					var out bytes.Buffer
					for pb.Next() {
						out.Reset()
						if err := md.Convert(c.data, &out); err != nil {
							b.Error(err)
							return
						}
					}
				})
			})
		}
	}
}
