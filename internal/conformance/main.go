// Command conformance prints the rows of docs/conformance.md's table, in
// the doc's order, with the figures the tests measured, and fails where
// the doc says otherwise: `make conformance` pipes `go test -v` of the
// conformance tests into it. A test reports a row with a log line
//
//	conformance: <the row's first cell> | <figures>
//
// A row may be reported in parts (one test per dialect or browser): the
// first part must begin the doc's cell, the others must stand in it.
// Numbers are compared without the doc's thousands spaces ("1 114 112").
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
)

func main() {
	doc := flag.String("doc", "docs/conformance.md", "the document whose table the tests' figures must match")
	flag.Parse()
	b, err := os.ReadFile(*doc)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	out, problems := report(string(b), os.Stdin)
	fmt.Print(out)
	if len(problems) > 0 {
		fmt.Fprintf(os.Stderr, "\n%s disagrees with the tests:\n", *doc)
		for _, p := range problems {
			fmt.Fprintln(os.Stderr, "  "+p)
		}
		os.Exit(1)
	}
}

// A row is a row of the doc's table.
type row struct{ label, cell string }

// tableRows returns the rows of the first table of doc, but its header.
func tableRows(doc string) []row {
	var rows []row
	inTable := false
	for _, line := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(line, "| ") || !strings.HasSuffix(line, " |") {
			if inTable {
				break
			}
			continue
		}
		label, cell, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "| "), " |"), " | ")
		if !inTable || !ok || strings.HasPrefix(label, "---") {
			inTable = true // the header and its rule
			continue
		}
		rows = append(rows, row{label, cell})
	}
	return rows
}

var (
	// reported matches a test's log line of a row, as go test -v writes it.
	reported = regexp.MustCompile(`^\s+\S+\.go:\d+: conformance: (.+?) \| (.+)$`)
	// failed matches go test's lines of a failed test or package.
	failed = regexp.MustCompile(`^(--- FAIL|FAIL\s|panic:)`)
	// grouped is a digit followed by a space and three digits: the doc's
	// thousands.
	grouped = regexp.MustCompile(`(\d) (\d{3})\b`)
)

// ungroup removes the thousands spaces of the numbers in s.
func ungroup(s string) string {
	for {
		t := grouped.ReplaceAllString(s, "$1$2")
		if t == s {
			return s
		}
		s = t
	}
}

// report reads go test -v output from r and returns the doc's rows with the
// figures measured, and what disagrees: a row no test reported, a row the
// doc lacks, figures not in the doc's cell, a failed test.
func report(doc string, r io.Reader) (string, []string) {
	parts := map[string][]string{}
	var problems []string
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := reported.FindStringSubmatch(line); m != nil {
			parts[m[1]] = append(parts[m[1]], m[2])
		} else if failed.MatchString(line) {
			problems = append(problems, "go test: "+strings.TrimSpace(line))
		}
	}
	if err := sc.Err(); err != nil {
		problems = append(problems, err.Error())
	}
	var b strings.Builder
	inDoc := map[string]bool{}
	for _, rw := range tableRows(doc) {
		inDoc[rw.label] = true
		ps := parts[rw.label]
		if len(ps) == 0 {
			fmt.Fprintf(&b, "%s\n    (not measured)\n", rw.label)
			problems = append(problems, fmt.Sprintf("%q: no test reported it (did one skip?)", rw.label))
			continue
		}
		fmt.Fprintf(&b, "%s\n    %s\n", rw.label, strings.ReplaceAll(strings.Join(ps, "; "), "; / ", " / "))
		cell := ungroup(rw.cell)
		for i, p := range ps {
			if (i == 0 && !strings.HasPrefix(cell, p)) || (i > 0 && !strings.Contains(cell, p)) {
				problems = append(problems, fmt.Sprintf("%q: the doc says %q, the tests %q", rw.label, rw.cell, p))
			}
		}
	}
	for label := range parts {
		if !inDoc[label] {
			problems = append(problems, fmt.Sprintf("%q: reported by a test, not a row of the doc", label))
		}
	}
	return b.String(), problems
}
