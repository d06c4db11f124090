package main

import (
	"flag"
	"io"
	"slices"
	"testing"
)

// TestParseInterspersed: flags before, between and after the operands, as
// cmark-gfm and md2html take them; "--" makes the rest operands.
func TestParseInterspersed(t *testing.T) {
	for _, tt := range []struct {
		args     []string
		operands []string
		mark     bool
		output   string
	}{
		{[]string{"a.md", "--mark"}, []string{"a.md"}, true, ""},
		{[]string{"--mark", "a.md", "b.md"}, []string{"a.md", "b.md"}, true, ""},
		{[]string{"a.md", "--output", "o.txt", "b.md"}, []string{"a.md", "b.md"}, false, "o.txt"},
		{[]string{"-", "--output=o.txt", "-"}, []string{"-", "-"}, false, "o.txt"},
		{[]string{"a.md", "--", "--mark", "-x"}, []string{"a.md", "--mark", "-x"}, false, ""},
		{[]string{"--", "a.md"}, []string{"a.md"}, false, ""},
		{nil, nil, false, ""},
	} {
		fs := flag.NewFlagSet("detect", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		mark := fs.Bool("mark", false, "")
		output := fs.String("output", "", "")
		got, err := parseInterspersed(fs, tt.args)
		if err != nil || !slices.Equal(got, tt.operands) || *mark != tt.mark || *output != tt.output {
			t.Errorf("%q: operands %q, mark %v, output %q, err %v; want %q, %v, %q", tt.args, got, *mark, *output, err, tt.operands, tt.mark, tt.output)
		}
	}
}
