package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

var formatCommand = command{
	name:  "format",
	usage: "format [URL…]   (reads one URL per line from stdin when no URL is given)",
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		return func(e *env, args []string) error {
			if len(args) == 0 {
				data, err := readInputs(e, nil)
				if err != nil {
					return err
				}
				sc := bufio.NewScanner(bytes.NewReader(data[0]))
				sc.Buffer(make([]byte, 64<<10), 16<<20)
				for sc.Scan() {
					if line := sc.Text(); line != "" {
						args = append(args, line)
					}
				}
				if err := sc.Err(); err != nil {
					return err
				}
			}
			var failed error
			for _, u := range args {
				s, err := unicodelinks.Format(u)
				if err != nil {
					fmt.Fprintf(e.stderr, "unicodelinks format: %v\n", err)
					failed = errors.New("some URLs could not be formatted")
					continue
				}
				fmt.Fprintln(e.stdout, s)
			}
			return failed
		}
	},
}
