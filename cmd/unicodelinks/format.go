package main

import (
	"bytes"
	"flag"
	"fmt"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

var formatCommand = command{
	name:  "format",
	usage: "format [--output FILE] [URL…]   (one URL per line on stdin when no URL is given)",
	examples: []example{
		{"unicodelinks format 'https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC'", "prints https://ja.wikipedia.org/wiki/日本"},
		{"unicodelinks format < urls.txt > readable.txt", "one line out per line in; a URL that cannot be formatted gives an empty line, and its reason on standard error"},
	},
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		return func(e *env, args []string) error {
			// Each input gives exactly one output line, so that the output
			// lines up with the input: a blank line stays blank, and so
			// does a URL that cannot be formatted, whose reason goes to
			// stderr (stdout holds only URLs), with exit status 1 at the end.
			failed := 0
			one := func(where string, u []byte) error {
				if len(u) == 0 {
					return e.stdout.WriteByte('\n')
				}
				s, err := unicodelinks.Format(string(u))
				if err == nil && !bytes.Contains(u, []byte("://")) && !detectedWhole(s) {
					// Format takes "foo" as a host; without a scheme,
					// only what a reader sees as a link is a URL.
					err = fmt.Errorf("cannot format %q: no scheme, and not a domain name with a top-level domain", u)
				}
				if err != nil {
					reason := strings.TrimPrefix(err.Error(), "unicodelinks: ")
					fmt.Fprintf(e.stderr, "unicodelinks format: %s: %s\n", where, reason)
					failed++
					s = ""
				}
				e.stdout.WriteString(s)
				return e.stdout.WriteByte('\n')
			}
			if len(args) > 0 {
				for i, u := range args {
					if err := one(fmt.Sprintf("argument %d", i+1), []byte(u)); err != nil {
						return err
					}
				}
			} else {
				lr := newLineReader(e.stdin, e.stdout)
				for n := 1; lr.next(); n++ {
					if err := one(fmt.Sprintf("line %d", n), lr.line); err != nil {
						return err
					}
				}
				if lr.err != nil {
					return lr.err
				}
			}
			if failed > 0 {
				return errReported
			}
			return nil
		}
	},
}

// detectedWhole reports whether s is one link from its first byte to its
// last, as Detect finds links.
func detectedWhole(s string) bool {
	links := unicodelinks.Detect(s)
	return len(links) == 1 && links[0].Start == 0 && links[0].End == len(s)
}
