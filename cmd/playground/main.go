//go:build !(js && wasm)

// Command playground builds and serves the browser playground: a page
// that renders Markdown with the extension's three dialects and goldmark's
// Linkify side by side, lists every link with its host and spoof verdict,
// and keeps its input and options in a permalink. Built with GOOS=js
// GOARCH=wasm (main_js.go), this package is the page's engine; built for
// this machine, it is the tool that builds the page and serves it:
//
//	go run . build DIR   # the page's files into DIR (make playground)
//	go run . serve DIR   # serve DIR on http://127.0.0.1:8044/ (make playground-serve)
//	go run . screenshot FILE.png  # the README's picture, in headless Chromium (make playground-screenshot)
//	go run . measure N   # .wasm size and N times to first render, for BENCHMARKS.md (make bench)
//
// It is a module of its own, out of the library's download; run it from
// this directory. The page needs no server of its own: DIR can be
// published as it is.
package main

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/unicodelinks/goldmark-unicodelinks/cmd/playground/internal/playground"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/browser"
)

// static holds the page's HTML, script and style sheet.
//
//go:embed static
var static embed.FS

// pkg is this package, which build compiles to WebAssembly.
const pkg = "github.com/unicodelinks/goldmark-unicodelinks/cmd/playground"

func main() {
	fsFlags := flag.NewFlagSet("playground", flag.ExitOnError)
	addr := fsFlags.String("addr", "127.0.0.1:8044", "serve: the address to listen on")
	fsFlags.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: playground build DIR | playground serve [-addr host:port] DIR | playground screenshot FILE.png | playground measure ROUNDS")
		fsFlags.PrintDefaults()
	}
	if len(os.Args) < 2 {
		fsFlags.Usage()
		os.Exit(2)
	}
	_ = fsFlags.Parse(os.Args[2:])
	if fsFlags.NArg() != 1 {
		fsFlags.Usage()
		os.Exit(2)
	}
	dir := fsFlags.Arg(0)
	var err error
	switch os.Args[1] {
	case "build":
		err = build(dir)
	case "serve":
		var l net.Listener
		if l, err = net.Listen("tcp", *addr); err == nil {
			fmt.Printf("the playground is at http://%s/ (Ctrl-C stops)\n", l.Addr())
			err = http.Serve(l, handler(dir))
		}
	case "screenshot":
		err = screenshot(dir)
	case "measure":
		var n int
		if n, err = strconv.Atoi(dir); err == nil && n < 1 {
			err = errors.New("measure: rounds < 1")
		}
		if err == nil {
			err = measure(n)
		}
	default:
		fsFlags.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "playground:", err)
		os.Exit(1)
	}
}

// build writes the page into dir: playground.wasm, compiled by the go
// command on $PATH, the toolchain's wasm_exec.js, and the static files.
func build(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "playground.wasm"), pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	js, err := wasmExec()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644); err != nil {
		return err
	}
	files, err := fs.Sub(static, "static")
	if err != nil {
		return err
	}
	return fs.WalkDir(files, ".", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := fs.ReadFile(files, p)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, p), b, 0o644)
		}
		return err
	})
}

// wasmExec returns the toolchain's wasm_exec.js: in lib/wasm from Go
// 1.24 on, in misc/wasm before.
func wasmExec() ([]byte, error) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	root := strings.TrimSpace(string(out))
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err := os.ReadFile(filepath.Join(root, p)); err == nil {
			return b, nil
		}
	}
	return nil, errors.New("no wasm_exec.js in " + root)
}

// handler serves the files of dir, as a static host would.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// shot is the page of the README's picture: a CJK paragraph and a
// look-alike host, before (goldmark's Linkify) and after (the Unicode
// dialect), with the spoof policy that marks the host rather than leave it
// out, so that the picture shows it.
var shot = playground.Request{Mode: playground.ModeMarkdown, Spoof: "mark", Input: "文档见https://example.com/文档。请访问https://example.org/路径，谢谢！\n\n" +
	"Claim your prize at https://раураl.com/login today.\n"}

// ready awaits the page's first render and returns its state.
const ready = `window.playgroundReady.then(() => document.getElementById("result").textContent)`

// served builds the page into a temporary directory, serves it on
// 127.0.0.1 and calls f with its address and a directory for the browser's
// profiles.
func served(f func(base, dir string) error) error {
	dir, err := os.MkdirTemp("", "playground")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	site := filepath.Join(dir, "site")
	if err := build(site); err != nil {
		return err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer l.Close()
	go func() { _ = http.Serve(l, handler(site)) }()
	return f("http://"+l.Addr().String()+"/", dir)
}

// findChromium returns the browser of the tests, or an error.
func findChromium() (string, error) {
	if c := browser.Find(); c != "" {
		return c, nil
	}
	return "", errors.New("no Chromium: set $CHROMIUM or install it")
}

// screenshot opens the permalink of shot in headless Chromium ($CHROMIUM
// or on $PATH), once the page has rendered, and writes what it shows as a
// PNG to file.
func screenshot(file string) error {
	chromium, err := findChromium()
	if err != nil {
		return err
	}
	return served(func(base, dir string) error {
		dt, err := browser.StartDevTools(chromium, dir, 2*time.Minute)
		if err != nil {
			return err
		}
		defer dt.Close()
		tab, err := dt.Open(base+"#"+playground.EncodeFragment(shot), 1200, 590)
		if err != nil {
			return err
		}
		defer tab.Close()
		if _, err := tab.Eval(ready); err != nil {
			return err
		}
		shown, err := tab.Screenshot()
		if err != nil {
			return err
		}
		img, err := png.Decode(bytes.NewReader(shown))
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&b, paletted(img)); err != nil {
			return err
		}
		return os.WriteFile(file, b.Bytes(), 0o644)
	})
}

// measure prints, in the format of go test -bench that bench/report
// reads, the size of playground.wasm, raw and gzipped, and for each of
// rounds loads of the page in a new headless Chromium (no cache, no
// compiled module kept), the time from navigation to the end of its first
// render, as the page measures it (performance.now).
func measure(rounds int) error {
	chromium, err := findChromium()
	if err != nil {
		return err
	}
	return served(func(base, dir string) error {
		wasm, err := os.ReadFile(filepath.Join(dir, "site", "playground.wasm"))
		if err != nil {
			return err
		}
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		if _, err := zw.Write(wasm); err != nil {
			return err
		}
		if err := zw.Close(); err != nil {
			return err
		}
		for i := range rounds {
			ms, err := firstRender(chromium, filepath.Join(dir, fmt.Sprint("round", i)), base)
			if err != nil {
				return err
			}
			fmt.Printf("BenchmarkPlayground 1 %d wasm-bytes %d wasm-gzip-bytes %d first-render-ms\n", len(wasm), gz.Len(), ms)
		}
		return nil
	})
}

// firstRender opens the page with its first sample in a new browser whose
// profile is in dir and returns the page's time to its first render.
func firstRender(chromium, dir, base string) (int, error) {
	dt, err := browser.StartDevTools(chromium, dir, 2*time.Minute)
	if err != nil {
		return 0, err
	}
	defer dt.Close()
	tab, err := dt.Open(base, 1200, 800)
	if err != nil {
		return 0, err
	}
	defer tab.Close()
	out, err := tab.Eval(ready)
	if err != nil {
		return 0, err
	}
	var st struct {
		FirstRenderMs int `json:"firstRenderMs"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		return 0, err
	}
	return st.FirstRenderMs, nil
}

// paletted returns img in its 256 most frequent colours, each other colour
// (the edges of anti-aliased letters) as the nearest of those: a third of
// the bytes of the full-colour picture, which every user of the module
// downloads with the README.
func paletted(img image.Image) *image.Paletted {
	count := map[color.RGBA]int{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			count[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)]++
		}
	}
	colors := make([]color.RGBA, 0, len(count))
	for c := range count {
		colors = append(colors, c)
	}
	sort.Slice(colors, func(i, j int) bool {
		a, b := colors[i], colors[j]
		if count[a] != count[b] {
			return count[a] > count[b]
		}
		return uint32(a.R)<<24|uint32(a.G)<<16|uint32(a.B)<<8|uint32(a.A) < uint32(b.R)<<24|uint32(b.G)<<16|uint32(b.B)<<8|uint32(b.A)
	})
	pal := color.Palette{}
	for _, c := range colors[:min(256, len(colors))] {
		pal = append(pal, c)
	}
	out := image.NewPaletted(r, pal)
	index := map[color.RGBA]uint8{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			i, ok := index[c]
			if !ok {
				i = uint8(pal.Index(c))
				index[c] = i
			}
			out.SetColorIndex(x, y, i)
		}
	}
	return out
}
