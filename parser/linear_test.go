package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// parseWork parses src with md and returns the work of the parser's walks
// (walk.work): the bytes the runs, the dialect's scans and the sink
// looked at.
func parseWork(md goldmark.Markdown, src string) int {
	work := 0
	pc := gparser.NewContext()
	pc.Set(workKey, &work)
	md.Parser().Parse(text.NewReader([]byte(src)), gparser.WithContext(pc))
	return work
}

// TestPathologicalLinear parses the shapes that would make a careless
// linkifier quadratic (corpus.Pathological) in each dialect, with the
// typographer, whose nodes a URL goes over: the parser's work on a shape
// four times longer is at most five times its work on the shorter one,
// and at most 12 bytes per byte of the document. (The engine, which the
// Unicode dialect hands each run, counts its own work on the same shapes:
// TestPathologicalLinear of package unicodelinks.)
func TestPathologicalLinear(t *testing.T) {
	const n = 1000
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(extension.Typographer),
			goldmark.WithParserOptions(mustNew(Config{Dialect: d})))
		for _, sh := range corpus.Pathological {
			small, large := sh.Text(n), sh.Text(4*n)
			ws, wl := parseWork(md, small), parseWork(md, large)
			assert.Positive(t, ws, "%s dialect, %s: no work counted", d, sh.Name)
			assert.LessOrEqual(t, wl, 5*max(ws, len(small)), "%s dialect, %s: %d bytes looked at for %d bytes, %d for %d",
				d, sh.Name, ws, len(small), wl, len(large))
			assert.LessOrEqual(t, wl, 12*len(large), "%s dialect, %s: %d bytes looked at for %d bytes", d, sh.Name, wl, len(large))
		}
	}
}
