package main

import (
	"fmt"
	"strings"
)

// writePlayground writes the size of the browser playground's module and
// its time to first render, if bench.txt has them (cmd/playground measure).
func writePlayground(b *strings.Builder, res results) {
	const name = "BenchmarkPlayground"
	raw, ok1 := res.median(name, "wasm-bytes")
	gz, ok2 := res.median(name, "wasm-gzip-bytes")
	ms, ok3 := res.median(name, "first-render-ms")
	if !ok1 || !ok2 || !ok3 {
		return
	}
	fmt.Fprintf(b, "## Playground\n\n")
	fmt.Fprintf(b, "The browser playground (`make playground`, `cmd/playground`): its WebAssembly module as `go build -trimpath\n")
	fmt.Fprintf(b, "-ldflags=\"-s -w\"` makes it, raw and gzipped (as a server that compresses sends it), and the time from navigation\n")
	fmt.Fprintf(b, "to the end of its first render, median of %d loads in headless Chromium, each in a new browser, the files\n", len(res[name]))
	fmt.Fprintf(b, "served from 127.0.0.1 (`go run . measure` in cmd/playground).\n\n")
	fmt.Fprintf(b, "| playground.wasm, MB | gzipped, MB | first render, ms |\n|---|---|---|\n")
	fmt.Fprintf(b, "| %.2f | %.2f | %.0f |\n\n", raw/1e6, gz/1e6, ms)
}
