package unicodelinks

import (
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// benchDocument returns a deterministic Markdown document of about n bytes:
// paragraphs, headings and lists of English, CJK, Greek and Cyrillic prose
// with colons, periods, times, versions and mentions, and, when dense, a
// link (URL, www link or e-mail address, ASCII or not) in every sentence.
func benchDocument(n int, dense bool) []byte {
	var b strings.Builder
	seed := uint32(1)
	rnd := func(k int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % k }
	links := []string{
		"https://example.com/path/to/page?x=1&y=2#frag",
		"http://www.example.org/docs/index.html",
		"www.commonmark.org/help",
		"https://el.wikipedia.org/wiki/Ελλάδα",
		"https://zh.wikipedia.org/wiki/中国",
		"https://ja.wikipedia.org/wiki/日本語",
		"ftp://ftp.example.net/pub/file.tar.gz",
		"https://github.com/yuin/goldmark/issues/62",
		"user.name@example.com",
		"https://en.wikipedia.org/wiki/Markdown_(disambiguation)",
	}
	words := strings.Fields("the quick brown fox jumps over a lazy dog while reading notes: see also, for example. " +
		"time 12:30 and @mention or e.g. version 1.2.3 **bold** _it_ `code` 速い 茶色の 狐 Ελλάδα Россия")
	for para := 0; b.Len() < n; para++ {
		switch para % 7 {
		case 3:
			b.WriteString("## Heading " + words[rnd(len(words))] + "\n\n")
		case 5:
			for range 3 {
				b.WriteString("- item " + words[rnd(len(words))] + " ")
				if dense || rnd(4) == 0 {
					b.WriteString(links[rnd(len(links))])
				}
				b.WriteByte('\n')
			}
			b.WriteByte('\n')
		default:
			for s := range 6 {
				for range 6 + rnd(10) {
					b.WriteString(words[rnd(len(words))] + " ")
				}
				if dense || rnd(8) == 0 {
					switch l := links[rnd(len(links))]; rnd(5) {
					case 0:
						b.WriteString("(" + l + ") ")
					case 1:
						b.WriteString("参见" + l + "。")
					default:
						b.WriteString(l + ". ")
					}
				}
				if s%2 == 1 {
					b.WriteByte('\n')
				}
			}
			b.WriteString("\n\n")
		}
	}
	return []byte(b.String())
}

var (
	benchOnce         sync.Once
	benchDense, prose []byte
)

func benchDocs() {
	benchOnce.Do(func() {
		benchDense = benchDocument(2<<20, true)
		prose = benchDocument(2<<20, false)
	})
}

func benchConvert(b *testing.B, md goldmark.Markdown, dense bool) {
	benchDocs()
	src := prose
	if dense {
		src = benchDense
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		doc := md.Parser().Parse(text.NewReader(src))
		if err := md.Renderer().Render(io.Discard, src, doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkConvert renders the link-dense and the prose document with no
// linkifier, with goldmark's extension.Linkify and with this extension in
// each dialect. The linkifier overhead of a configuration is its time less
// that of "none".
func BenchmarkConvert(b *testing.B) {
	configs := []struct {
		name string
		md   func() goldmark.Markdown
	}{
		{"none", func() goldmark.Markdown { return goldmark.New() }},
		{"linkify", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(extension.Linkify)) }},
		{"unicode", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(New())) }},
		{"gfm", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(New(WithDialect(GFM)))) }},
		{"md4c", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(New(WithDialect(MD4C)))) }},
	}
	for _, doc := range []struct {
		name  string
		dense bool
	}{{"dense", true}, {"prose", false}} {
		for _, c := range configs {
			b.Run(doc.name+"/"+c.name, func(b *testing.B) { benchConvert(b, c.md(), doc.dense) })
		}
	}
}
