package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/cli")

// TestGolden runs each command in-process and compares its output with a
// golden file in testdata/cli. Golden files were written with -update and
// then checked by hand against UTS #58 and the dialect rules.
func TestGolden(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		status int
	}{
		{"render-demo", []string{"render", "../../testdata/demo.md"}, "", exitOK},
		{"render-gfm", []string{"render", "--dialect", "gfm", "-"}, "Visit www.commonmark.org/a.b. and https://example.com/Ελλάδα\n", exitOK},
		{"render-md4c-page", []string{"render", "--dialect=md4c", "--page", "--www-scheme", "https"}, "see www.example.com/a?q=(b) now, or x.y@example.com.\n", exitOK},
		{"render-percent", []string{"render", "--href", "percent"}, "https://el.wikipedia.org/wiki/Ελλάδα\n", exitOK},
		{"detect-json", []string{"detect", "../../testdata/cli/detect.txt"}, "", exitOK},
		{"detect-mark", []string{"detect", "--mark", "-"}, "See example.com/α(β)γ) and x.abcd@example.com.\n", exitOK},
		{"format-args", []string{"format", "https://example.com/%CE%B1?%CE%B2=%CE%B3#%CE%B4", "bücher.de/bücher"}, "", exitOK},
		{"format-stdin", []string{"format"}, "@file:../../testdata/cli/format.txt", exitOK},
		{"format-error", []string{"format", "https://exa mple.com/"}, "", exitIO},
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
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(stdin), &stdout, &stderr)
			if status != tt.status {
				t.Errorf("exit status %d, want %d (stderr: %s)", status, tt.status, stderr.String())
			}
			got := "== stdout\n" + stdout.String() + "== stderr\n" + stderr.String()
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

func TestVersion(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if status := run([]string{"--version"}, strings.NewReader(""), &stdout, &stderr); status != exitOK {
		t.Fatalf("status %d", status)
	}
	if !strings.HasPrefix(stdout.String(), "unicodelinks ") {
		t.Errorf("--version printed %q", stdout.String())
	}
}
