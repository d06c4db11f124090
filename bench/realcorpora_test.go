package bench

import (
	"os"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
)

// BenchmarkCorpus renders every document of each corpus of the directory
// that $BENCH_CORPORA names (harness.Load; README.md gives the corpora
// measured and their layout) once per iteration, in each of
// harness.Configs.
func BenchmarkCorpus(b *testing.B) {
	dir := os.Getenv(harness.CorporaEnv)
	if dir == "" {
		b.Skipf("no real corpora: set %s to a directory of Markdown corpora (bench/README.md)", harness.CorporaEnv)
	}
	corpora, err := harness.Load(dir)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range corpora {
		for _, cfg := range harness.Configs() {
			benchmarkRender(b, c.Name+"/"+cfg.Name, cfg.New(), c.Docs, c.Bytes)
		}
	}
}
