// Package spec holds the table tests of the extension against the GFM and
// md4c spec files, goldmark's CommonMark examples and multilingual cases
// written for this library. It is a test-only package.
package spec

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/goldmark"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// An example is one example of a spec file in the CommonMark spec format.
type example struct {
	Number   int
	Line     int
	Markdown string
	HTML     string
	Flags    []string
}

const fence = "````````````````````````````````"

// readExamples reads the examples of a spec file. Examples are numbered by
// a preceding "## Example N" line when there is one, otherwise from 1 in
// order (as md4c's test runner does). An indented example (inside a list
// item) loses its fence's indentation.
func readExamples(t testing.TB, name string) []example {
	t.Helper()
	var (
		out     []example
		cur     *example
		part    int // 0 markdown, 1 html, 2 flags
		indent  string
		heading int
		md, htm strings.Builder
	)
	eachLine(t, name, func(lineNo int, line string) {
		trimmed := strings.TrimLeft(line, " ")
		if cur == nil {
			if n, ok := strings.CutPrefix(line, "## Example "); ok {
				heading = atoi(n)
			}
			if trimmed == fence+" example" {
				indent = line[:len(line)-len(trimmed)]
				num := len(out) + 1
				if heading != 0 {
					num, heading = heading, 0
				}
				cur = &example{Number: num, Line: lineNo}
				part = 0
				md.Reset()
				htm.Reset()
			}
			return
		}
		line = strings.TrimPrefix(line, indent)
		switch {
		case line == fence:
			cur.Markdown = md.String()
			cur.HTML = htm.String()
			out = append(out, *cur)
			cur = nil
		case line == ".":
			part++
		case part == 0:
			md.WriteString(strings.ReplaceAll(line, "→", "\t"))
			md.WriteByte('\n')
		case part == 1:
			htm.WriteString(strings.ReplaceAll(line, "→", "\t"))
			htm.WriteByte('\n')
		default:
			if line != "" {
				cur.Flags = append(cur.Flags, line)
			}
		}
	})
	if len(out) == 0 {
		t.Fatalf("%s: no examples", name)
	}
	return out
}

// eachLine calls f with the number (from 1) and text of each line of the
// file name in ../testdata.
func eachLine(t testing.TB, name string, f func(n int, line string)) {
	t.Helper()
	eachFileLine(t, filepath.Join("..", "testdata", name), f)
}

// eachFileLine calls f with the number (from 1) and text of each line of
// the file at path.
func eachFileLine(t testing.TB, path string, f func(n int, line string)) {
	t.Helper()
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	for n := 1; sc.Scan(); n++ {
		f(n, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range strings.TrimSpace(s) {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// md4cKinds maps md4c's flags to link kinds.
func md4cKinds(flags []string) unicodelinks.LinkKind {
	var k unicodelinks.LinkKind
	for _, f := range flags {
		switch f {
		case "--fpermissive-url-autolinks":
			k |= unicodelinks.URL
		case "--fpermissive-www-autolinks":
			k |= unicodelinks.Domain
		case "--fpermissive-email-autolinks":
			k |= unicodelinks.Email
		case "--fpermissive-autolinks":
			k |= unicodelinks.AllKinds
		}
	}
	return k
}

// markdown returns a goldmark with the extension and the given options, or
// without it when kinds is given and empty.
func markdown(opts ...unicodelinks.Option) goldmark.Markdown {
	return goldmark.New(goldmark.WithExtensions(unicodelinks.New(opts...)))
}

func render(t testing.TB, md goldmark.Markdown, src string) string {
	t.Helper()
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func diffText(ex example, got string) string {
	return "markdown:\n" + ex.Markdown + "want:\n" + ex.HTML + "got:\n" + got
}
