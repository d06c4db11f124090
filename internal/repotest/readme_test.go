package repotest

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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// maxREADMEBytes keeps README.md short: details go to docs/.
const maxREADMEBytes = 10_000

var (
	readmeGoBlock = regexp.MustCompile("(?s)\n```go\n(.*?)\n```\n")
	readmeOutput  = regexp.MustCompile(`(?s)\n\t// Output:\n(.*?)\n}$`)
)

// TestREADMESnippets builds every ```go block of README.md verbatim, as a
// program of a module that requires this one by a replace directive, runs
// it, and compares what it prints with the block's "// Output:" comment.
func TestREADMESnippets(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds programs")
	}
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	assert.Less(t, len(readme), maxREADMEBytes, "README.md's bytes")
	blocks := readmeGoBlock.FindAllStringSubmatch(string(readme), -1)
	require.GreaterOrEqual(t, len(blocks), 3, "go blocks in README.md")
	dir := readmeModule(t)
	for i, b := range blocks {
		assert.True(t, strings.HasPrefix(b[1], "package main\n"), "README.md go block %d is no program (package main)", i+1)
		writeTestFile(t, filepath.Join(dir, fmt.Sprintf("snippet%d", i+1), "main.go"), b[1]+"\n")
	}
	cmd := exec.Command("go", "vet", "./...")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "README.md snippets (snippetN is the Nth ```go block):\n%s", out)
	for i, b := range blocks {
		m := readmeOutput.FindStringSubmatch(b[1])
		if !assert.NotNil(t, m, "README.md go block %d: no \"// Output:\" comment at the end of main", i+1) {
			continue
		}
		want := strings.ReplaceAll(m[1], "\t// ", "") + "\n"
		cmd := exec.Command("go", "run", fmt.Sprintf("./snippet%d", i+1))
		cmd.Dir = dir
		got, err := cmd.Output()
		assert.NoError(t, err, "README.md go block %d", i+1)
		assert.Equal(t, want, string(got), "what README.md go block %d prints, and its Output comment", i+1)
	}
}

// readmeModule returns a temporary module that requires this one by a
// replace directive.
func readmeModule(t *testing.T) string {
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
	return dir
}

// TestREADMEInstall runs the ```sh block of README.md's Install section as
// written, with sh, from a clone named goldmark-unicodelinks beside a module
// yoursite that imports the library, without the network: the command is
// installed, and yoursite builds and links. The dependencies come from the
// module cache (GOPROXY=off), which `go test` filled for this module. The
// checksum database is not asked (GOSUMDB=off: a machine that reaches only
// a module proxy, or none, cannot reach it, and its answers are cached only
// for lookups made before); instead every line that `go mod tidy` writes
// into yoursite's go.sum must be a line of this module's go.sum, whose
// hashes were checked when they were added and `go mod verify` checks
// against the module cache (make lint). A user with the network gets the
// same lines from the checksum database.
func TestREADMEInstall(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds programs")
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, _ := strings.Cut(string(readme), "\n## Install\n")
	sec, _, _ = strings.Cut(sec, "\n## ")
	_, block, ok := strings.Cut(sec, "```sh\n")
	block, _, ok2 := strings.Cut(block, "```\n")
	if !ok || !ok2 {
		t.Fatal("README.md: no ```sh block in the Install section")
	}
	wd, _ := os.Getwd()
	top := t.TempDir()
	clone := filepath.Join(top, "goldmark-unicodelinks")
	if err := os.Symlink(wd, clone); err != nil {
		t.Fatal(err)
	}
	writeTestFile(t, filepath.Join(top, "yoursite", "go.mod"), "module yoursite\n\ngo 1.25.0\n")
	writeTestFile(t, filepath.Join(top, "yoursite", "main.go"), `package main

import (
	"os"

	"github.com/yuin/goldmark"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

func main() {
	goldmark.New(goldmark.WithExtensions(unicodelinks.New())).Convert([]byte("参见https://example.com/中国。"), os.Stdout)
}
`)
	gobin := filepath.Join(top, "bin")
	env := append(os.Environ(), "GOBIN="+gobin, "GOPROXY=off", "GOSUMDB=off", "GOFLAGS=-mod=mod")
	cmd := exec.Command("sh", "-e", "-c", block)
	cmd.Dir, cmd.Env = clone, append(env, "PWD="+clone)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the Install block fails: %v\n%s", err, out)
	}
	verified, err := os.ReadFile("go.sum")
	require.NoError(t, err)
	got, err := os.ReadFile(filepath.Join(top, "yoursite", "go.sum"))
	require.NoError(t, err, "go mod tidy wrote no go.sum")
	assert.NotEmpty(t, strings.TrimSpace(string(got)), "yoursite/go.sum")
	assert.Empty(t, unverifiedSums(string(verified), string(got)), "yoursite/go.sum: lines not in this module's go.sum, whose hashes no checksum database vouched for")
	if _, err := os.Stat(filepath.Join(gobin, "unicodelinks")); err != nil {
		t.Errorf("the command is not installed: %v", err)
	}
	run := exec.Command("go", "run", ".")
	run.Dir, run.Env = filepath.Join(top, "yoursite"), env
	out, err := run.CombinedOutput()
	if want := `<a href="https://example.com/中国">`; err != nil || !strings.Contains(string(out), want) {
		t.Errorf("yoursite: %v, %s; want %s", err, out, want)
	}
}

// TestREADMEBeforeAfter checks the section "Before and after" of README.md:
// its ```html block shows what goldmark with extension.Linkify and with
// this extension write for the sentence in the code span before it, each
// output line under the comment that names the configuration.
func TestREADMEBeforeAfter(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	_, sec, ok := strings.Cut(string(readme), "\n## Before and after\n")
	require.True(t, ok, "README.md: no section \"Before and after\"")
	sec, _, _ = strings.Cut(sec, "\n## ")
	prose, block, ok := strings.Cut(sec, "```html\n")
	block, _, ok2 := strings.Cut(block, "```\n")
	require.True(t, ok && ok2, "README.md: no ```html block in \"Before and after\"")
	spans := regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(prose, -1)
	require.NotEmpty(t, spans, "README.md: no code span before the ```html block")
	in := spans[len(spans)-1][1]
	mds := map[string]goldmark.Markdown{
		"<!-- goldmark's extension.Linkify -->": goldmark.New(goldmark.WithExtensions(extension.Linkify)),
		"<!-- this extension -->":               goldmark.New(goldmark.WithExtensions(unicodelinks.New())),
	}
	lines := strings.Split(strings.TrimSuffix(block, "\n"), "\n")
	require.Len(t, lines, 2*len(mds), "README.md: want a comment and an output line for each configuration")
	for k := 0; k < len(lines); k += 2 {
		md, ok := mds[lines[k]]
		require.True(t, ok, "README.md: %q names no configuration the test knows", lines[k])
		var out bytes.Buffer
		require.NoError(t, md.Convert([]byte(in), &out))
		assert.Equal(t, lines[k+1], strings.TrimSuffix(out.String(), "\n"), "%s on %q", lines[k], in)
	}
}

// TestREADMEStopLink checks the section "How to stop a link" of README.md:
// each line "input → output" of its first text block is what every dialect
// writes for the input; each line of the second is what the Unicode and
// MD4C dialects write, and the GFM dialect links the input; Detect with
// The Markdown prose rules find no link in the inputs with an escape or a reference;
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
	detector := ul.New(extapi.MarkdownProse(true).(ul.Option))
	for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
		md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(d))))
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
				case b == 1 && d == unicodelinks.GFM:
					if !strings.Contains(got, "<a href=") {
						t.Errorf("%v: %q is not linked: %s", d, in, got)
					}
				case got != want:
					t.Errorf("%v: %q\n got %s\nwant %s", d, in, got, want)
				}
				if strings.ContainsAny(in, `\&`) && len(detector.Detect(in)) != 0 {
					t.Errorf("Detect(Markdown prose rules) links %q", in)
				}
			}
		}
		m := regexp.MustCompile(`<a href="([^"]*)"`).FindStringSubmatch(render(ex[1]))
		if m == nil || stdhtml.UnescapeString(m[1]) != ex[2] {
			t.Errorf("%v: %q renders %s, want a link to %s", d, ex[1], render(ex[1]), ex[2])
		}
	}
}

// unverifiedSums returns the lines of sums that are not lines of verified
// (go.sum files: "module version hash" per line).
func unverifiedSums(verified, sums string) []string {
	known := map[string]bool{}
	for _, l := range strings.Split(verified, "\n") {
		known[strings.TrimSpace(l)] = true
	}
	var out []string
	for _, l := range strings.Split(sums, "\n") {
		if l = strings.TrimSpace(l); l != "" && !known[l] {
			out = append(out, l)
		}
	}
	return out
}

func TestUnverifiedSums(t *testing.T) {
	const verified = "a.com/m v1.0.0 h1:AAA=\na.com/m v1.0.0/go.mod h1:BBB=\n"
	for _, tt := range []struct {
		name, sums string
		want       []string
	}{
		{"same lines", "a.com/m v1.0.0/go.mod h1:BBB=\n", nil},
		{"empty", "", nil},
		{"another hash", "a.com/m v1.0.0 h1:XXX=\n", []string{"a.com/m v1.0.0 h1:XXX="}},
		{"another module", "b.com/m v1.0.0 h1:AAA=\na.com/m v1.0.0 h1:AAA=\n", []string{"b.com/m v1.0.0 h1:AAA="}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, unverifiedSums(verified, tt.sums))
		})
	}
}

// TestREADMEGoldmarkVersion: the goldmark version README.md requires is
// the one go.mod requires, the oldest the module's users can build with.
func TestREADMEGoldmarkVersion(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	goMod, err := os.ReadFile("go.mod")
	require.NoError(t, err)
	said := regexp.MustCompile(`goldmark (v\d+\.\d+\.\d+) or later`).FindStringSubmatch(string(readme))
	require.NotNil(t, said, "README.md does not say which goldmark it needs (\"goldmark vX.Y.Z or later\")")
	required := regexp.MustCompile(`(?m)^\s*github\.com/yuin/goldmark (v\S+)`).FindStringSubmatch(string(goMod))
	require.NotNil(t, required, "go.mod does not require goldmark")
	assert.Equal(t, required[1], said[1], "README.md's goldmark and go.mod's")
}
