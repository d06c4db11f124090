// Command footprint measures programs that render one string with goldmark
// alone, with goldmark's Linkify, with this extension and with the engine
// alone (internal/footprint of the root module), and prints the sizes, the
// packages with init work and the resident memory after the render as
// benchmark lines for bench/report. Run it in bench/: the module is at
// "..".
//
//	go run ./footprint >> ../bench.txt
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/footprint"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("footprint: ")
	root, err := filepath.Abs("..")
	if err != nil {
		log.Fatal(err)
	}
	tmp, err := os.MkdirTemp("", "footprint")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	results, err := footprint.Measure(root, tmp)
	if err != nil {
		log.Fatal(err)
	}
	for _, r := range results {
		fmt.Printf("BenchmarkFootprint/%s 1 %d binary-bytes %d stripped-bytes %d init-packages %d rss-bytes\n",
			r.Name, r.Binary, r.Stripped, len(r.Init), r.RSS)
	}
}
