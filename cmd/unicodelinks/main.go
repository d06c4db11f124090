// Command unicodelinks renders Markdown with the goldmark-unicodelinks
// extension, detects links in plain text and formats URLs minimally, from the
// command line.
//
// Usage:
//
//	unicodelinks render [--dialect unicode|gfm|md4c] [--www-scheme http|https] [--href minimal|percent] [--page] [FILE…]
//	unicodelinks detect [--mark] [FILE…]
//	unicodelinks format [URL…]
//	unicodelinks --version
//
// Input is read from the named files, or from standard input when there are
// none or a file is "-". The exit status is 0 on success, 2 on a usage error,
// and 1 when an input cannot be read or a URL cannot be formatted.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
