package bench

import (
	"bytes"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/yuin/goldmark"
)

// adversarial inputs for the linear-time check: each is built at 64 KiB and
// at 1 MiB; ns/byte (shown as MB/s) must stay within 1.5× between the two.
var adversarial = []struct {
	name string
	unit string
	head string
}{
	{"www", "www.", ""},
	{"a-at", "a@", ""},
	{"open-paren", "(", ""},
	{"url-parens", "(", "http://a.b/"},
	{"a-dot", "a.", ""},
	{"dot-com", ".com", ""},
}

func adversarialInput(head, unit string, size int) string {
	return head + strings.Repeat(unit, (size-len(head))/len(unit))
}

// BenchmarkLinear runs Detect and a goldmark render with the extension on the
// adversarial inputs at two sizes.
func BenchmarkLinear(b *testing.B) {
	md := goldmark.New(goldmark.WithExtensions(extensionVariants()[0].ext...))
	for _, in := range adversarial {
		for _, size := range []struct {
			name string
			n    int
		}{{"64KiB", 64 << 10}, {"1MiB", 1 << 20}} {
			text := adversarialInput(in.head, in.unit, size.n)
			b.Run("Detect/"+in.name+"/"+size.name, func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					sink += len(unicodelinks.Detect(text))
				}
			})
			src := []byte(text)
			b.Run("Render/"+in.name+"/"+size.name, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				b.ReportAllocs()
				var out bytes.Buffer
				for b.Loop() {
					out.Reset()
					if err := md.Convert(src, &out); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
