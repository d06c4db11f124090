// Command unicodelinks renders Markdown with the goldmark-unicodelinks
// extension, detects links in plain text and formats URLs minimally, from the
// command line.
//
// Usage:
//
//	unicodelinks render [--dialect unicode|gfm|md4c] [--www-scheme http|https] [--href default|minimal|percent|cmark] [--typographer] [--footnotes] [--unsafe] [--page] [--output FILE] [FILE…]
//	unicodelinks detect [--mark] [--uts58] [--output FILE] [FILE…]
//	unicodelinks format [--output FILE] [URL…]
//	unicodelinks --version
//
// Flags may come before, between or after the operands ("--" ends them).
// Input is read from the named files, or from standard input when there are
// none or a file is "-"; output goes to standard output, or to the file
// named by --output (-o), "-" being standard output.
//
// detect and format stream: they read one line at a time, so memory grows
// with the longest line, not with the input. detect writes one JSON object
// per link with the file, the 1-based line and the 1-based column in bytes,
// and offsets (bytes and code points) from the start of that file. format
// takes a URL with a scheme ("https://…") or, without one, a domain name
// with a top-level domain ("example.com/ä"), and writes exactly one line
// per input line: a blank line stays blank, and a URL that cannot be
// formatted gives the line "error: <reason>" (a formatted URL never holds a
// space) and a message on standard error. render converts each file as one document, read whole:
// Markdown does not stream (a link reference definition at the end applies
// to the beginning).
//
// The exit status is 0 on success, 2 on a usage error, and 1 when an input
// cannot be read, a URL cannot be formatted or the output cannot be written.
// Every message on standard error starts with "unicodelinks <command>: ".
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
