package corpus

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCorporaUpToDate requires the committed corpora to equal a fresh
// generation, and each to be within the 100 KiB – 2 MiB range.
func TestCorporaUpToDate(t *testing.T) {
	for _, c := range All {
		got := c.Generate()
		if !bytes.Equal(got, c.Generate()) {
			t.Errorf("%s: two generations differ", c.Name)
		}
		if len(got) < 100<<10 || len(got) > 2<<20 {
			t.Errorf("%s: %d bytes, want 100 KiB – 2 MiB", c.Name, len(got))
		}
		committed, err := os.ReadFile(filepath.Join("..", "..", "testdata", "bench", c.Name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, committed) {
			t.Errorf("testdata/bench/%s is stale: run `go generate ./internal/corpus`", c.Name)
		}
	}
}
