// Package footprint measures what a program pays to render Markdown with
// goldmark-unicodelinks, beside goldmark alone and goldmark with its own
// extension.Linkify: the size of a program that renders one string (as
// go build makes it, and with -ldflags="-s -w"), the packages that do work
// when it starts (GODEBUG=inittrace=1) and its resident memory after that
// render (VmRSS, which each program reads from /proc/self/status on Linux).
// TestFootprint (internal/repotest) holds the targets; bench/footprint
// reports the numbers in BENCHMARKS.md.
package footprint

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// A Program renders one string.
type Program struct {
	Name   string
	Source string
}

// text is what every program renders: a URL with a Chinese path, a www
// link and an address.
const text = "See https://example.com/文档, www.example.org and mail@example.com."

// reportRSS ends each program: it writes the process's status, which
// holds its resident set size, to standard error.
const reportRSS = `
	if status, err := os.ReadFile("/proc/self/status"); err == nil {
		os.Stderr.Write(status)
	}
}
`

// goldmarkProgram is a program that renders text with the extensions exts
// of the packages imports.
func goldmarkProgram(imports, exts string) string {
	return `package main

import (
	"os"

	"github.com/yuin/goldmark"
` + imports + `)

func main() {
	if err := goldmark.New(goldmark.WithExtensions(` + exts + `)).Convert([]byte(` + fmt.Sprintf("%q", text) + `), os.Stdout); err != nil {
		panic(err)
	}` + reportRSS
}

// Programs are the programs compared: goldmark alone, with its Linkify,
// with this extension, and the engine alone (unicodelinks.Detect).
var Programs = []Program{
	{"goldmark", goldmarkProgram("", "")},
	{"Linkify", goldmarkProgram("\t\"github.com/yuin/goldmark/extension\"\n", "extension.Linkify")},
	{"unicodelinks", goldmarkProgram("\tunicodelinks \"github.com/unicodelinks/goldmark-unicodelinks\"\n", "unicodelinks.New()")},
	{"engine", `package main

import (
	"os"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func main() {
	const text = ` + fmt.Sprintf("%q", text) + `
	for _, l := range unicodelinks.Detect(text) {
		os.Stdout.WriteString(text[l.Start:l.End] + "\n")
	}` + reportRSS},
}

// A Result is what one program costs.
type Result struct {
	Name string
	// Binary and Stripped are the sizes in bytes of the program as go build
	// makes it and with -ldflags="-s -w".
	Binary, Stripped int64
	// Init are the packages that do work at init.
	Init []string
	// RSS is the median of the resident set sizes after the render over
	// runs, in bytes; 0 where the system does not tell.
	RSS int64
}

// runs is the number of runs whose resident set size is the median.
const runs = 5

// Measure builds and runs Programs in a module made in dir (a temporary
// directory) that requires the module at root, whose go.mod and go.sum it
// copies, by a replace directive.
func Measure(root, dir string) ([]Result, error) {
	goMod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return nil, err
	}
	goSum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return nil, err
	}
	const path = "github.com/unicodelinks/goldmark-unicodelinks"
	mod, ok := strings.CutPrefix(string(goMod), "module "+path+"\n")
	if !ok {
		return nil, fmt.Errorf("%s/go.mod is not module %s", root, path)
	}
	mod = "module footprint\n\nrequire " + path + " v0.0.0\n\nreplace " + path + " => " + root + "\n" + mod
	files := map[string]string{"go.mod": mod, "go.sum": string(goSum)}
	for _, p := range Programs {
		files[filepath.Join(p.Name, "main.go")] = p.Source
	}
	for name, content := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			return nil, err
		}
	}
	var results []Result
	for _, p := range Programs {
		r, err := measure(dir, p.Name)
		if err != nil {
			return nil, err
		}
		results = append(results, r)
	}
	return results, nil
}

// measure builds and runs the program in dir/name.
func measure(dir, name string) (Result, error) {
	r := Result{Name: name}
	for _, b := range []struct {
		flags []string
		size  *int64
	}{{nil, &r.Binary}, {[]string{"-ldflags=-s -w"}, &r.Stripped}} {
		bin := filepath.Join(dir, name+fmt.Sprint(len(b.flags))+".exe")
		cmd := exec.Command("go", append(append([]string{"build", "-o", bin}, b.flags...), "./"+name)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			return r, fmt.Errorf("building %s: %v\n%s", name, err, out)
		}
		fi, err := os.Stat(bin)
		if err != nil {
			return r, err
		}
		*b.size = fi.Size()
	}
	bin := filepath.Join(dir, name+"0.exe")
	var rss []int64
	for i := range runs {
		var stderr bytes.Buffer
		cmd := exec.Command(bin)
		cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return r, fmt.Errorf("running %s: %v\n%s", name, err, stderr.Bytes())
		}
		for line := range strings.Lines(stderr.String()) {
			f := strings.Fields(line)
			switch {
			case len(f) == 3 && f[0] == "VmRSS:" && f[2] == "kB":
				kb, err := strconv.ParseInt(f[1], 10, 64)
				if err != nil {
					return r, fmt.Errorf("%s: %q", name, line)
				}
				rss = append(rss, kb*1024)
			case i == 0 && len(f) > 1 && f[0] == "init":
				r.Init = append(r.Init, f[1])
			}
		}
	}
	if len(rss) == runs {
		slices.Sort(rss)
		r.RSS = rss[runs/2]
	}
	return r, nil
}
