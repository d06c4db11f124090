package bench

import (
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"mvdan.cc/xurls/v2"
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
