package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpus is one benchmark input.
type corpus struct {
	name string
	data []byte
}

// corpora returns the documents of ../testdata/bench, named a … e.
func corpora(tb testing.TB) []corpus {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "bench", "*.md"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no corpora in ../testdata/bench (run `make corpora`): %v", err)
	}
	var out []corpus
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, corpus{strings.TrimSuffix(filepath.Base(f), ".md"), data})
	}
	return out
}
