package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
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
// (parse and HTML) with goldmark and GFM's extensions, as a site would:
// alone, with goldmark's Linkify (extension.GFM) and with this extension
// in Linkify's place in each dialect.
func BenchmarkRenderReal(b *testing.B) {
	docs := realDocs(b)
	size := 0
	for _, d := range docs {
		size += len(d)
	}
	gfm := []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList}
	variants := append([]variant{{"none", gfm}, {"Linkify", []goldmark.Extender{extension.GFM}}}, extensionVariants()...)
	for _, v := range variants {
		exts := v.ext
		if v.name != "none" && v.name != "Linkify" {
			exts = append(append([]goldmark.Extender{}, gfm...), v.ext...)
		}
		md := goldmark.New(goldmark.WithExtensions(exts...))
		b.Run(v.name, func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			var out bytes.Buffer
			for b.Loop() {
				for _, d := range docs {
					out.Reset()
					if err := md.Convert(d, &out); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
