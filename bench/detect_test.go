package bench

import (
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"mvdan.cc/xurls/v2"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// BenchmarkDetect compares plain-text detection over the corpora:
// unicodelinks.Detect and its iterator against xurls, with utf8.ValidString
// over the same bytes as the memory-speed yardstick.
func BenchmarkDetect(b *testing.B) {
	relaxed, strict := xurls.Relaxed(), xurls.Strict()
	d := unicodelinks.New()
	for _, c := range corpora(b) {
		text := string(c.data)
		run := func(name string, f func() int) {
			b.Run(c.name+"/"+name, func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					sink += f()
				}
			})
		}
		run("utf8.ValidString", func() int {
			if utf8.ValidString(text) {
				return 1
			}
			return 0
		})
		run("Detect", func() int { return len(unicodelinks.Detect(text)) })
		run("All", func() int {
			n := 0
			for range d.All(text) {
				n++
			}
			return n
		})
		run("xurls.Relaxed", func() int { return len(relaxed.FindAllStringIndex(text, -1)) })
		run("xurls.Strict", func() int { return len(strict.FindAllStringIndex(text, -1)) })
	}
}

var sink int

// TestAllAllocsCorpora: the iterator allocates nothing on real text, the
// documents of the generated corpora and, when $BENCH_CORPORA names them,
// of the real ones (counted, not timed): refused candidates, such as the
// kana and Latin letters after a '。', cost no allocation either.
func TestAllAllocsCorpora(t *testing.T) {
	d := unicodelinks.New()
	docs := map[string][]string{}
	for _, c := range corpora(t) {
		docs[c.name] = []string{string(c.data)}
	}
	if dir := os.Getenv(harness.CorporaEnv); dir != "" {
		real, err := harness.Load(dir)
		require.NoError(t, err)
		for _, c := range real {
			for _, doc := range c.Docs {
				docs[c.Name] = append(docs[c.Name], string(doc))
			}
		}
	}
	for name, texts := range docs {
		allocs := 0.0
		for _, text := range texts {
			allocs += testing.AllocsPerRun(1, func() {
				for range d.All(text) {
				}
			})
		}
		assert.Zero(t, allocs, "%s: allocations of one pass of All over its %d documents", name, len(texts))
	}
}

// TestWWWOnlyCorpora: on the documents of the generated corpora and, when
// $BENCH_CORPORA names them, of the real ones, whole and line by line, a
// Detector with WithSchemelessWWWOnly finds the links of the same Detector
// without it that are URLs, e-mail addresses or domains starting with
// "www.": passing over words finds each of them and no other.
func TestWWWOnlyCorpora(t *testing.T) {
	var texts []string
	for _, c := range corpora(t) {
		texts = append(texts, string(c.data))
	}
	if dir := os.Getenv(harness.CorporaEnv); dir != "" {
		real, err := harness.Load(dir)
		require.NoError(t, err)
		for _, c := range real {
			for _, doc := range c.Docs {
				texts = append(texts, string(doc))
			}
		}
	}
	for _, opts := range [][]unicodelinks.Option{
		nil,
		{unicodelinks.WithAnyTLD(true)},
		{unicodelinks.WithSchemes("http", "https", "mailto", "tel", "xmpp", "magnet")},
	} {
		all := unicodelinks.New(opts...)
		www := unicodelinks.New(append(slices.Clip(opts), unicodelinks.WithSchemelessWWWOnly(true))...)
		check := func(text string) bool {
			var want []unicodelinks.Link
			for l := range all.All(text) {
				if l.Kind != unicodelinks.Domain || strings.HasPrefix(text[l.Start:l.End], "www.") {
					want = append(want, l)
				}
			}
			return assert.Equal(t, want, www.Detect(text), "%.80q", text)
		}
		for _, text := range texts {
			if !check(text) {
				continue
			}
			for line := range strings.SplitSeq(text, "\n") {
				if !check(line) {
					break
				}
			}
		}
	}
}
