// Command gen writes the benchmark corpora of package corpus into a directory
// (default testdata/bench).
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

func main() {
	dir := flag.String("dir", "testdata/bench", "output directory")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	for _, c := range corpus.All {
		if err := os.WriteFile(filepath.Join(*dir, c.Name), c.Generate(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
