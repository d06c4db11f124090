package unicodelinks

import (
	"bytes"
	"fmt"
	stdhtml "html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// readmeImports are the packages a README snippet may use without an
// import declaration, as goimports would add them; a snippet's own import
// declaration wins.
var readmeImports = map[string]string{
	"bytes":        "bytes",
	"fmt":          "fmt",
	"os":           "os",
	"goldmark":     "github.com/yuin/goldmark",
	"extension":    "github.com/yuin/goldmark/extension",
	"parser":       "github.com/yuin/goldmark/parser",
	"html":         "github.com/yuin/goldmark/renderer/html",
	"unicodelinks": "github.com/unicodelinks/goldmark-unicodelinks",
}

var (
	readmeGoBlock  = regexp.MustCompile("(?s)\n```go\n(.*?)\n```\n")
	readmeImport   = regexp.MustCompile(`(?s)^\s*import (\([^)]*\)|(?:\w+ )?"[^"]*")\n`)
	readmeImported = regexp.MustCompile(`(?m)^\s*(?:(\w+) )?"([^"]+)"`)
)

// TestREADMESnippets builds every ```go block of README.md as the body of
// a main function, in a module that requires this one by a replace
// directive, and runs it: the snippets must compile as written (every
// variable used) and run without error.
func TestREADMESnippets(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs")
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := readmeGoBlock.FindAllStringSubmatch(string(readme), -1)
	if len(blocks) < 3 {
		t.Fatalf("%d go blocks in README.md", len(blocks))
	}
	wd, _ := os.Getwd()
	dir := t.TempDir()
	goMod, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goSum, _ := os.ReadFile("go.sum")
	mod := strings.Replace(string(goMod), "module github.com/unicodelinks/goldmark-unicodelinks",
		"module readme\n\nrequire github.com/unicodelinks/goldmark-unicodelinks v0.0.0\n\nreplace github.com/unicodelinks/goldmark-unicodelinks => "+wd, 1)
	writeTestFile(t, filepath.Join(dir, "go.mod"), mod)
	writeTestFile(t, filepath.Join(dir, "go.sum"), string(goSum))
	for i, b := range blocks {
		body := b[1]
		imports := map[string]string{} // name → path
		if m := readmeImport.FindStringSubmatch(body); m != nil {
			body = body[len(m[0]):]
			for _, im := range readmeImported.FindAllStringSubmatch(m[1], -1) {
				name := im[1]
				if name == "" {
					name = filepath.Base(im[2])
				}
				imports[name] = im[2]
			}
		}
		for name, path := range readmeImports {
			if _, ok := imports[name]; !ok && regexp.MustCompile(`\b`+name+`\.`).MatchString(body) {
				imports[name] = path
			}
		}
		var src strings.Builder
		src.WriteString("package main\n\nimport (\n")
		for name, path := range imports {
			fmt.Fprintf(&src, "\t%s %q\n", name, path)
		}
		src.WriteString(")\n\nfunc main() {\n" + body + "\n}\n")
		writeTestFile(t, filepath.Join(dir, fmt.Sprintf("snippet%d", i+1), "main.go"), src.String())
	}
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("README.md snippets (snippetN is the Nth ```go block):\n%s", out)
	}
	for i := range blocks {
		cmd := exec.Command("go", "run", fmt.Sprintf("./snippet%d", i+1))
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("README.md go block %d: %v\n%s", i+1, err, out)
		}
	}
}

func writeTestFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestREADMEStopLink checks the section "How to stop a link" of README.md:
// each line "input → output" of its first text block is what every dialect
// writes for the input; each line of the second is what the Unicode and
// MD4C dialects write, and the GFM dialect links the input; Detect with
// MarkdownProse finds no link in the inputs with an escape or a reference;
// the example after the blocks links what it says.
func TestREADMEStopLink(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(readme), "\n## How to stop a link\n")
	sec, _, _ = strings.Cut(sec, "\n## ")
	blocks := regexp.MustCompile("(?s)```text\n(.*?)```\n").FindAllStringSubmatch(sec, -1)
	if !ok || len(blocks) != 2 {
		t.Fatal("README.md: no section \"How to stop a link\" with two text blocks")
	}
	ex := regexp.MustCompile("`([^`]+)`\\s+links `([^`]+)`").FindStringSubmatch(sec[strings.LastIndex(sec, "```"):])
	if ex == nil {
		t.Fatal("README.md: no example \"`input` links `href`\" after the blocks")
	}
	detector := ul.New(ul.WithProseRules(ul.MarkdownProse))
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		render := func(in string) string {
			var out bytes.Buffer
			if err := md.Convert([]byte(in), &out); err != nil {
				t.Fatal(err)
			}
			return strings.TrimSpace(out.String())
		}
		for b, block := range blocks {
			for _, line := range strings.Split(strings.TrimSpace(block[1]), "\n") {
				in, want, ok := strings.Cut(line, "→")
				in, want = strings.TrimSpace(in), strings.TrimSpace(want)
				if !ok || in == "" {
					t.Fatalf("README.md: %q is no \"input → output\" line", line)
				}
				got := render(in)
				switch {
				case b == 1 && d == GFM:
					if !strings.Contains(got, "<a href=") {
						t.Errorf("%v: %q is not linked: %s", d, in, got)
					}
				case got != want:
					t.Errorf("%v: %q\n got %s\nwant %s", d, in, got, want)
				}
				if strings.ContainsAny(in, `\&`) && len(detector.Detect(in)) != 0 {
					t.Errorf("Detect(MarkdownProse) links %q", in)
				}
			}
		}
		m := regexp.MustCompile(`<a href="([^"]*)"`).FindStringSubmatch(render(ex[1]))
		if m == nil || stdhtml.UnescapeString(m[1]) != ex[2] {
			t.Errorf("%v: %q renders %s, want a link to %s", d, ex[1], render(ex[1]), ex[2])
		}
	}
}
