package bench

import (
	"strings"
	"testing"

	gencorpus "github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// corpus is one benchmark input.
type corpus struct {
	name string
	data []byte
}

// corpora returns the generated documents of internal/corpus, named a … f.
func corpora(tb testing.TB) []corpus {
	tb.Helper()
	var out []corpus
	for _, d := range gencorpus.Docs() {
		out = append(out, corpus{strings.TrimSuffix(d.Name, ".md"), d.Data})
	}
	return out
}
