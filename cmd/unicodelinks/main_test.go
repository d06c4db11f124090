package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/cli")

// binary is the command built once by TestMain; the tests run it as a user
// would, so that exit statuses, flag parsing and the real stdout are tested.
var binary string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "unicodelinks-cli")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "unicodelinks")
	if runtime.GOOS == "windows" {
		binary += ".exe"
	}
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runBinary runs the built command with args and stdin and returns its
// output and exit status.
func runBinary(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &ee):
		status = ee.ExitCode()
	default:
		t.Fatal(err)
	}
	return out.String(), errOut.String(), status
}

// TestGolden runs each command line with the built binary and compares its
// output with a golden file in testdata/cli. Golden files were written with
// -update and then checked by hand against UTS #58, the dialect rules and
// the behaviour described in the command's doc comment.
func TestGolden(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		status int
	}{
		{"render-demo", []string{"render", "../../testdata/demo.md"}, "", exitOK},
		{"render-gfm", []string{"render", "--dialect", "gfm", "-"}, "Visit www.commonmark.org/a.b. and https://example.com/Ελλάδα\n", exitOK},
		// Flags after the file, as cmark-gfm and md2html accept them: same output as render-gfm.
		{"render-gfm", []string{"render", "-", "--dialect", "gfm"}, "Visit www.commonmark.org/a.b. and https://example.com/Ελλάδα\n", exitOK},
		{"render-md4c-page", []string{"render", "--dialect=md4c", "--page", "--www-scheme", "https"}, "see www.example.com/a?q=(b) now, or x.y@example.com.\n", exitOK},
		{"render-percent", []string{"render", "--href", "percent"}, "https://el.wikipedia.org/wiki/Ελλάδα\n", exitOK},
		{"render-safe", []string{"render", "../../testdata/cli/unsafe.md"}, "", exitOK},
		{"render-unsafe", []string{"render", "../../testdata/cli/unsafe.md", "--unsafe"}, "", exitOK},
		{"detect-json", []string{"detect", "../../testdata/cli/detect.txt"}, "", exitOK},
		// Two files: file, line, column and the offsets locate each link in its own file.
		{"detect-two-files", []string{"detect", "../../testdata/cli/detect.txt", "../../testdata/cli/detect2.txt"}, "", exitOK},
		{"detect-mark", []string{"detect", "--mark", "-"}, "See example.com/α(β)γ) and x.abcd@example.com.\n", exitOK},
		{"format-args", []string{"format", "https://example.com/%CE%B1?%CE%B2=%CE%B3#%CE%B4", "bücher.de/bücher"}, "", exitOK},
		{"format-stdin", []string{"format"}, "@file:../../testdata/cli/format.txt", exitOK},
		// One output line per input line: blank stays blank, a bad line becomes blank (its reason on stderr).
		{"format-lines", []string{"format"}, "@file:../../testdata/cli/format-lines.txt", exitIO},
		{"format-error", []string{"format", "https://exa mple.com/"}, "", exitIO},
		// Issue 32, row 9: Bidi_Control and default-ignorable code points stay escaped.
		{"format-invisibles", []string{"format", "https://x.com/%E2%80%AEmoc.elgoog", "https://x.com/%E2%80%8Bmoc.elgoog",
			"https://x.com/%C2%ADmoc.elgoog", "https://x.com/%E2%81%A6moc.elgoog"}, "", exitOK},
		// Issue 32, row 8: a Bidi_Control character ends a link.
		{"detect-bidi", []string{"detect", "--mark"}, "see https://evil.example.com/\u202emoc.elgoog.www//:sptth\nwww.example.com/\u202ecod.exe\n", exitOK},
		{"help-format", []string{"format", "--help"}, "", exitOK},
		{"usage-none", nil, "", exitUsage},
		{"usage-unknown", []string{"frobnicate"}, "", exitUsage},
		{"usage-bad-dialect", []string{"render", "--dialect", "commonmark"}, "", exitUsage},
		{"usage-missing-file", []string{"detect", "no-such-file.txt"}, "", exitIO},
		{"help-render", []string{"render", "--help"}, "", exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdin := tt.stdin
			if name, ok := strings.CutPrefix(stdin, "@file:"); ok {
				data, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				stdin = string(data)
			}
			stdout, stderr, status := runBinary(t, stdin, tt.args...)
			if status != tt.status {
				t.Errorf("exit status %d, want %d (stderr: %s)", status, tt.status, stderr)
			}
			got := "== stdout\n" + stdout + "== stderr\n" + stderr
			golden := filepath.Join("..", "..", "testdata", "cli", tt.name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/unicodelinks -update)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s:\n--- got\n%s\n--- want\n%s", golden, got, want)
			}
		})
	}
}

// TestErrorsPrefixedOnce guards against "unicodelinks format: unicodelinks:
// cannot format …": every message names the command once.
func TestErrorsPrefixedOnce(t *testing.T) {
	for _, args := range [][]string{
		{"format", "https://exa mple.com/"},
		{"detect", "no-such-file.txt"},
		{"render", "--dialect", "commonmark"},
		{"render", "--no-such-flag"},
	} {
		_, stderr, status := runBinary(t, "", args...)
		if status == exitOK {
			t.Errorf("%q: exit status 0", args)
		}
		first, _, _ := strings.Cut(stderr, "\n")
		if want := "unicodelinks " + args[0] + ": "; !strings.HasPrefix(first, want) || strings.Count(first, "unicodelinks") != 1 {
			t.Errorf("%q: first stderr line %q, want one prefix %q", args, first, want)
		}
	}
}

// TestHelpHasNoEmptyFlagsSection: a "Flags:" heading is followed by a flag.
func TestHelpHasNoEmptyFlagsSection(t *testing.T) {
	for _, c := range []string{"render", "detect", "format"} {
		stdout, _, status := runBinary(t, "", c, "--help")
		if status != exitOK {
			t.Errorf("%s --help: exit status %d", c, status)
		}
		if i := strings.Index(stdout, "Flags:\n"); i >= 0 && !strings.HasPrefix(stdout[i+len("Flags:\n"):], "  -") {
			t.Errorf("%s --help has an empty Flags section:\n%s", c, stdout)
		}
	}
}

// TestWriteErrorExits1: a full disk (/dev/full) is an error, for every command.
func TestWriteErrorExits1(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	for _, args := range [][]string{
		{"format", "https://example.com/"},
		{"detect", "../../testdata/cli/detect.txt"},
		{"detect", "--mark", "../../testdata/cli/detect.txt"},
		{"render", "../../testdata/demo.md"},
	} {
		cmd := exec.Command(binary, args...)
		cmd.Stdout = full
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitIO {
			t.Errorf("%q > /dev/full: %v, want exit status %d", args, err, exitIO)
		}
		if !strings.Contains(stderr.String(), "no space left on device") {
			t.Errorf("%q > /dev/full: stderr %q does not say why", args, stderr.String())
		}
	}
}

// TestOutputFile: --output writes the file (anywhere on the command line)
// and nothing to stdout; an unwritable file is an error.
func TestOutputFile(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.txt")
	stdout, stderr, status := runBinary(t, "", "format", "https://example.com/%CE%B1", "--output", out)
	if status != exitOK || stdout != "" {
		t.Fatalf("status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if got, err := os.ReadFile(out); err != nil || string(got) != "https://example.com/α\n" {
		t.Errorf("output file %q, %v", got, err)
	}
	_, stderr, status = runBinary(t, "x.com\n", "detect", "--output", filepath.Join(dir, "no", "such", "dir"))
	if status != exitIO || !strings.HasPrefix(stderr, "unicodelinks detect: ") {
		t.Errorf("unwritable --output: status %d, stderr %q", status, stderr)
	}
}

// TestVersion: --version names the command.
func TestVersion(t *testing.T) {
	stdout, _, status := runBinary(t, "", "--version")
	if status != exitOK || !strings.HasPrefix(stdout, "unicodelinks ") {
		t.Errorf("--version: status %d, printed %q", status, stdout)
	}
}

// TestOutputDash: "--output -" and "-o -" are standard output, as "-" is
// standard input; no file named "-" appears. -o is --output.
func TestOutputDash(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"format", "--output", "-", "https://example.com/%CE%B1"},
		{"format", "-o", "-", "https://example.com/%CE%B1"},
		{"format", "https://example.com/%CE%B1", "--output=-"},
	} {
		cmd := exec.Command(binary, args...)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil || string(out) != "https://example.com/α\n" {
			t.Errorf("%q: stdout %q, %v", args, out, err)
		}
		if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
			t.Fatalf("%q: created a file named -", args)
		}
	}
	out := filepath.Join(dir, "o.txt")
	if stdout, stderr, status := runBinary(t, "", "format", "-o", out, "https://example.com/%CE%B1"); status != exitOK || stdout != "" {
		t.Fatalf("-o FILE: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	if got, err := os.ReadFile(out); err != nil || string(got) != "https://example.com/α\n" {
		t.Errorf("-o FILE: file %q, %v", got, err)
	}
}

// TestUsageErrorIsShort: a usage error says what is wrong and where to
// look, in two lines, with flags written "--flag" as the usage writes them;
// it does not print the whole flag list.
func TestUsageErrorIsShort(t *testing.T) {
	for _, args := range [][]string{
		{"render", "--dialect", "commonmark"},
		{"render", "--no-such-flag"},
		{"render", "--page=7"},
		{"detect", "--output"},
		{"format", "-x"},
		{"frobnicate"},
	} {
		_, stderr, status := runBinary(t, "", args...)
		if status != exitUsage {
			t.Errorf("%q: exit status %d, want %d", args, status, exitUsage)
		}
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		if len(lines) != 2 || strings.Contains(stderr, "Flags:") || !strings.Contains(lines[1], "--help") {
			t.Errorf("%q: stderr is not one error and a hint:\n%s", args, stderr)
		}
		if strings.Contains(lines[0], " -") && !strings.Contains(lines[0], " --") {
			t.Errorf("%q: %q names a flag with one dash", args, lines[0])
		}
	}
}

// TestHelpNamesFlagsAsUsage: --help lists "--flag" (and "-o, --output") as
// the usage line writes them, and no "(default default)".
func TestHelpNamesFlagsAsUsage(t *testing.T) {
	for _, c := range []string{"render", "detect", "format"} {
		stdout, _, _ := runBinary(t, "", c, "--help")
		if strings.Contains(stdout, "(default default)") {
			t.Errorf("%s --help shows (default default):\n%s", c, stdout)
		}
		_, flags, _ := strings.Cut(stdout, "\nFlags:\n")
		for _, l := range strings.Split(flags, "\n") {
			if strings.HasPrefix(l, "  -") && !strings.HasPrefix(l, "  --") && !strings.HasPrefix(l, "  -o, --output ") {
				t.Errorf("%s --help: %q is not written --flag", c, l)
			}
		}
		if !strings.Contains(flags, "  -o, --output FILE\n") {
			t.Errorf("%s --help lacks -o, --output FILE:\n%s", c, stdout)
		}
	}
}

// TestDetectOffsetsPerFile: start and end, like line and column, are
// positions in the link's own file, for the second file too.
func TestDetectOffsetsPerFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	if err := os.WriteFile(a, []byte("first https://a.example.com\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("ü https://b.example.com\nx@example.com\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status := runBinary(t, "", "detect", a, b)
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	want := []string{
		`"line":1,"column":7,"start":6,"end":27,"start_rune":6,"end_rune":27`,
		`"line":1,"column":4,"start":3,"end":24,"start_rune":2,"end_rune":23`,
		`"line":2,"column":1,"start":25,"end":38,"start_rune":24,"end_rune":37`,
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d links:\n%s", len(lines), stdout)
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("link %d: %s, want %s", i+1, lines[i], w)
		}
	}
}

// TestFormatNeedsAURL: without a scheme, format takes only what a reader
// sees as a link (a domain name with a top-level domain), so "foo" fails as
// "not a url" does, with exit status 1, an empty output line and the
// reason on stderr.
func TestFormatNeedsAURL(t *testing.T) {
	for _, c := range []struct {
		arg, want, reason string
		status            int
	}{
		{"foo", "", `cannot format "foo": no scheme, and not a domain name with a top-level domain`, exitIO},
		{"localhost", "", `cannot format "localhost": no scheme, and not a domain name with a top-level domain`, exitIO},
		{"not a url", "", `cannot format "not a url": control or space character ' ' in host`, exitIO},
		{"example.com/%C3%A4", "example.com/ä", "", exitOK},
		{"http://localhost:8080/%C3%A4", "http://localhost:8080/ä", "", exitOK},
		{"https://intranet.corp/x", "https://intranet.corp/x", "", exitOK},
	} {
		stdout, stderr, status := runBinary(t, "", "format", c.arg)
		wantErr := ""
		if c.reason != "" {
			wantErr = "unicodelinks format: argument 1: " + c.reason + "\n"
		}
		if status != c.status || stdout != c.want+"\n" || stderr != wantErr {
			t.Errorf("format %q: status %d, stdout %q, stderr %q; want %d, %q, %q", c.arg, status, stdout, stderr, c.status, c.want, wantErr)
		}
	}
}

// TestRenderExtensions: --typographer and --footnotes turn on goldmark's
// extensions, to preview a site that uses them; links are still found.
func TestRenderExtensions(t *testing.T) {
	src := "\"Quoted\" -- see https://example.com/a...[^1]\n\n[^1]: Note www.example.org.\n"
	stdout, stderr, status := runBinary(t, src, "render", "--typographer", "--footnotes")
	if status != exitOK {
		t.Fatalf("status %d: %s", status, stderr)
	}
	for _, want := range []string{"&ldquo;Quoted&rdquo; &ndash; see", `<a href="https://example.com/a">https://example.com/a</a>&hellip;`,
		`class="footnote-ref"`, `<a href="https://www.example.org">www.example.org</a>.`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("render --typographer --footnotes lacks %s:\n%s", want, stdout)
		}
	}
	plain, _, _ := runBinary(t, src, "render")
	if strings.Contains(plain, "&ldquo;") || strings.Contains(plain, "footnote-ref") {
		t.Errorf("render without the flags uses the extensions:\n%s", plain)
	}
}
