// Package harness loads directories of Markdown documents and makes the
// goldmark configurations that the benchmarks compare, for BenchmarkCorpus
// and for bench/render, the program whose instructions callgrind counts.
package harness

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// CorporaEnv names the environment variable that holds the directory of
// real corpora for BenchmarkCorpus (see Load).
const CorporaEnv = "BENCH_CORPORA"

// A Corpus is a set of Markdown documents, each rendered as one document.
type Corpus struct {
	// Dir is the corpus's directory, and Name its last element.
	Dir, Name string
	// Source is the first line of the directory's SOURCE file, if any:
	// the repository and commit the documents are from.
	Source string
	Docs   [][]byte
	// Bytes is the size of the documents.
	Bytes int
}

// Load returns the corpora of dir: dir alone when it holds .md files
// itself, otherwise each subdirectory that holds .md files at any depth,
// in the order of their names. The documents are the .md files, in the
// order of their paths.
func Load(dir string) ([]Corpus, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var dirs []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".md") {
			dirs = []string{dir}
			break
		}
		if e.IsDir() {
			dirs = append(dirs, filepath.Join(dir, e.Name()))
		}
	}
	var out []Corpus
	for _, d := range dirs {
		c, err := LoadOne(d)
		if err != nil {
			return nil, err
		}
		if len(c.Docs) > 0 {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no .md files", dir)
	}
	return out, nil
}

// LoadOne returns the corpus of dir: its .md files at any depth.
func LoadOne(dir string) (Corpus, error) {
	c := Corpus{Dir: dir, Name: filepath.Base(dir)}
	if src, err := os.ReadFile(filepath.Join(dir, "SOURCE")); err == nil {
		c.Source, _, _ = strings.Cut(strings.TrimSpace(string(src)), "\n")
	}
	var paths []string
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(p, ".md") {
			paths = append(paths, p)
		}
		return err
	})
	if err != nil {
		return c, err
	}
	slices.Sort(paths)
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return c, err
		}
		c.Docs = append(c.Docs, b)
		c.Bytes += len(b)
	}
	return c, nil
}

// A Config is a goldmark configuration compared.
type Config struct {
	Name string
	New  func() goldmark.Markdown
}

// gfmWithout are the extensions of extension.GFM but Linkify.
func gfmWithout() []goldmark.Extender {
	return []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList}
}

// Configs are goldmark with GFM's extensions as a site would use them:
// "none" without Linkify, "Linkify" with it (extension.GFM), and
// "unicodelinks-<dialect>" with this extension in Linkify's place, in each
// dialect.
func Configs() []Config {
	cs := []Config{
		{"none", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(gfmWithout()...)) }},
		{"Linkify", func() goldmark.Markdown { return goldmark.New(goldmark.WithExtensions(extension.GFM)) }},
	}
	for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
		cs = append(cs, Config{"unicodelinks-" + d.String(), func() goldmark.Markdown {
			return goldmark.New(goldmark.WithExtensions(append(gfmWithout(), unicodelinks.New(unicodelinks.WithDialect(d)))...))
		}})
	}
	return cs
}

// Orders are extension.GFM and this extension (Unicode dialect) registered
// in either order, "GFM-then-unicodelinks" and "unicodelinks-then-GFM": each must
// cost what "unicodelinks-Unicode" does. Find knows them; Configs leaves
// them out.
func Orders() []Config {
	return []Config{
		{"GFM-then-unicodelinks", func() goldmark.Markdown {
			return goldmark.New(goldmark.WithExtensions(extension.GFM, unicodelinks.New()))
		}},
		{"unicodelinks-then-GFM", func() goldmark.Markdown {
			return goldmark.New(goldmark.WithExtensions(unicodelinks.New(), extension.GFM))
		}},
	}
}

// Find returns the Config of Configs or Orders named name.
func Find(name string) (Config, bool) {
	for _, c := range append(Configs(), Orders()...) {
		if c.Name == name {
			return c, true
		}
	}
	return Config{}, false
}

// Render converts each document once, into out, and returns the number of
// anchors written.
func Render(md goldmark.Markdown, docs [][]byte, out *bytes.Buffer) (links int, err error) {
	for _, d := range docs {
		out.Reset()
		if err := md.Convert(d, out); err != nil {
			return links, err
		}
		links += bytes.Count(out.Bytes(), []byte("<a href="))
	}
	return links, nil
}
