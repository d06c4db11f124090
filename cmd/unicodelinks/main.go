// Command unicodelinks renders Markdown with the goldmark-unicodelinks
// extension, detects links in plain text and formats URLs minimally, from the
// command line.
//
// Usage:
//
//	unicodelinks render [--dialect unicode|gfm|md4c] [--www-scheme http|https] [--href default|minimal|percent|cmark] [--spoof refuse|mark|link] [--typographer] [--footnotes] [--unsafe] [--page] [--output FILE] [FILE|DIR…]
//	unicodelinks detect [--mark] [--uts58] [--output FILE] [FILE|DIR…]
//	unicodelinks format [--output FILE] [URL…]
//	unicodelinks --version
//
// "unicodelinks --help" and "unicodelinks <command> --help" show examples.
// Flags may come before, between or after the operands ("--" ends them).
// Input is read from the named files, or from standard input when there are
// none or a file is "-"; a directory stands for the files under it, in
// lexical order, without hidden ones: *.md and *.markdown for render, and
// *.txt too for detect. Every input that can be read is processed; one
// that cannot is named on standard error, and the exit status is 1.
// Output goes to standard output, or to the file named by --output (-o),
// "-" being standard output. That file is never one of the inputs (by any
// name: that is a usage error, as it would be lost), and it is written
// whole: a temporary file beside it takes its place at the end, and a run
// that fails to write, or reads no input, leaves it as it was.
//
// detect and format stream: they read one line at a time, so memory grows
// with the longest line, not with the input. detect writes one JSON object
// per link with the file, the 1-based line and the 1-based column in bytes,
// and offsets (bytes and code points) from the start of that file. A link
// whose host looks like another one (spoof.Check) is listed too, with
// "spoof": the reason, by default (whose prose preset does not link it:
// --mark leaves it unmarked) and with --uts58 (which links it). render
// --spoof says what the HTML does with it (the extension's WithSpoofCheck:
// refuse, the default, mark or link). format takes a URL with a scheme
// ("https://…") or, without one, a domain name with a top-level domain
// ("example.com/ä"), and writes exactly one line per input line: a blank
// line stays blank, and so does a URL that cannot be formatted, whose
// reason goes to standard error (standard output holds only URLs). render
// converts each file as one document, read whole: Markdown does not
// stream (a link reference definition at the end applies to the
// beginning).
//
// --version prints the module's version (or, built from a clone, the
// commit the go command stamped), the Unicode versions of the link rules,
// the spoof check and the IDNA tables, and goldmark's version.
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
