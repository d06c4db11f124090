package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/yuin/goldmark"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
)

// realDocs returns real Markdown documents as people wrote them: this
// repository's own (README, CHANGELOG, docs/, bench/notes.md, the demo and
// the adopter's post) and goldmark's README, each converted as one
// document.
func realDocs(tb testing.TB) [][]byte {
	tb.Helper()
	var files []string
	for _, g := range []string{"../*.md", "../docs/*.md", "notes.md", "../testdata/demo.md", "../testdata/adopter/testdata/*.md"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 10 {
		tb.Fatalf("only %d real documents", len(files))
	}
	var docs [][]byte
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		docs = append(docs, b)
	}
	return docs
}

// BenchmarkRenderReal renders every real document once per iteration
// (parse and HTML) in each of harness.Configs: goldmark with GFM's
// extensions as a site would use them, without Linkify, with it
// (extension.GFM), and with this extension in Linkify's place in each
// dialect.
func BenchmarkRenderReal(b *testing.B) {
	docs := realDocs(b)
	size := 0
	for _, d := range docs {
		size += len(d)
	}
	for _, c := range harness.Configs() {
		benchmarkRender(b, c.Name, c.New(), docs, size)
	}
}

// benchmarkRender renders docs with md once per iteration, as the
// sub-benchmark name.
func benchmarkRender(b *testing.B, name string, md goldmark.Markdown, docs [][]byte, size int) {
	b.Run(name, func(b *testing.B) {
		b.SetBytes(int64(size))
		b.ReportAllocs()
		var out bytes.Buffer
		links := 0
		for b.Loop() {
			var err error
			if links, err = harness.Render(md, docs, &out); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(links), "links/op")
	})
}
