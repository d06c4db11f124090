package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime/debug"
	"strings"
)

// Exit statuses.
const (
	exitOK    = 0
	exitIO    = 1
	exitUsage = 2
)

const usage = `usage: unicodelinks <command> [flags] [arguments]

Commands:
  render   Markdown to HTML with links detected as UTS #58 says
  detect   plain text in, one JSON object per link out (or --mark)
  format   minimally escape URLs (arguments, or one per line on stdin)

Run 'unicodelinks <command> --help' for the flags of a command.
Flags: --version prints the version.
`

// command is one subcommand: its flags and what it does with the operands.
type command struct {
	name  string
	usage string
	flags func(fs *flag.FlagSet) func(env *env, args []string) error
}

// env carries the streams of one invocation. stdout is buffered; run
// flushes it and reports a write error.
type env struct {
	stdin  io.Reader
	stdout *bufio.Writer
	stderr io.Writer
}

// usageError is an error in the command line (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// errReported is returned by a command that has already written its
// messages to stderr: the exit status is 1 and nothing more is printed.
var errReported = errors.New("reported")

var commands = []command{renderCommand, detectCommand, formatCommand}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "-version", "--version", "version":
		if _, err := fmt.Fprintf(stdout, "unicodelinks %s\n", version()); err != nil {
			fmt.Fprintf(stderr, "unicodelinks: %v\n", err)
			return exitIO
		}
		return exitOK
	}
	for _, c := range commands {
		if c.name == args[0] {
			return runCommand(c, args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "unicodelinks: unknown command %q\nRun 'unicodelinks --help' for the commands.\n", args[0])
	return exitUsage
}

// runCommand parses the flags of c (anywhere on the command line), runs it
// and turns its error into one message and an exit status.
func runCommand(c command, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fail := func(status int, err error) int {
		fmt.Fprintf(stderr, "unicodelinks %s: %v\n", c.name, err)
		return status
	}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed here, with the prefix
	fs.Usage = func() {}
	output := fs.String("output", "", "write the output to `FILE` instead of standard output (\"-\": standard output)")
	fs.StringVar(output, "o", "", "the same as --output")
	do := c.flags(fs)
	operands, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		printUsage(stdout, c, fs)
		return exitOK
	}
	if err != nil {
		// The error and where to look, not the whole flag list.
		fmt.Fprintf(stderr, "unicodelinks %s: %s\nRun 'unicodelinks %s --help' for usage.\n", c.name, flagError(err), c.name)
		return exitUsage
	}
	out := &stickyWriter{w: stdout}
	var file *os.File
	if *output != "" && *output != "-" {
		if file, err = os.Create(*output); err != nil {
			return fail(exitIO, err)
		}
		out.w = file
	}
	w := bufio.NewWriterSize(out, 64<<10)
	err = do(&env{stdin, w, stderr}, operands)
	if ferr := w.Flush(); err == nil || errors.Is(err, errReported) {
		// A write error outranks messages already reported: say why the output is short.
		if ferr != nil {
			err = ferr
		} else if out.err != nil {
			err = out.err
		}
	}
	if file != nil {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, errReported):
		return exitIO
	case errors.As(err, &ue):
		return fail(exitUsage, err)
	default:
		return fail(exitIO, err)
	}
}

// parseInterspersed parses flags that come before, between or after the
// operands, as cmark-gfm and md2html accept them; "--" ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var operands []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(operands, rest...), nil
		}
		if len(rest) == 0 {
			return operands, nil
		}
		operands = append(operands, rest[0])
		args = rest[1:]
	}
}

// flagError is the message of a flag parsing error, with flags written as
// the usage writes them: "--dialect", not "-dialect".
func flagError(err error) string {
	return dashFlag.ReplaceAllString(err.Error(), "$1--$2")
}

var dashFlag = regexp.MustCompile(`(flag |: |for )-([a-z])`)

// printUsage writes the usage line of c and its flags, named as the usage
// line names them ("--flag"; "-o" beside "--output").
func printUsage(w io.Writer, c command, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: unicodelinks %s\n", c.usage)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		return
	}
	fmt.Fprint(w, "\nFlags:\n")
	fs.VisitAll(func(f *flag.Flag) {
		if f.Name == "o" {
			return // with --output
		}
		arg, usage := flag.UnquoteUsage(f)
		if ch, ok := f.Value.(*choice); ok {
			arg = strings.Join(ch.allowed, "|")
		}
		name := "--" + f.Name
		if f.Name == "output" {
			name = "-o, --output"
		}
		if arg != "" {
			name += " " + arg
		}
		// A default is shown when it says something: not for a
		// boolean, an empty string or a choice whose default is "default".
		if d := f.DefValue; d != "" && d != "false" && d != "default" {
			usage += " (default " + d + ")"
		}
		fmt.Fprintf(w, "  %s\n    \t%s\n", name, usage)
	})
}

// stickyWriter keeps the first write error, so that a command that ignores
// the error of one write still ends with exit status 1.
type stickyWriter struct {
	w   io.Writer
	err error
}

func (s *stickyWriter) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	n, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return n, err
}

// eachInput calls f with each named input in order, opened; "-" and an
// empty list name standard input. Files are read one at a time.
func eachInput(e *env, names []string, f func(name string, r io.Reader) error) error {
	if len(names) == 0 {
		names = []string{"-"}
	}
	for _, n := range names {
		if n == "-" {
			if err := f(n, e.stdin); err != nil {
				return err
			}
			continue
		}
		file, err := os.Open(n)
		if err != nil {
			return err
		}
		err = f(n, file)
		file.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// lineReader yields the lines of r one at a time without their line
// terminator, in a buffer that is reused (memory grows only with the
// longest line). Before it blocks on a read it flushes out, so that a
// pipeline sees each line's result as soon as the line is complete.
type lineReader struct {
	r    *bufio.Reader
	out  *bufio.Writer
	buf  []byte
	line []byte // the current line, without "\n" or "\r\n"
	eol  string // the terminator that followed it: "\n", "\r\n" or ""
	err  error
}

func newLineReader(r io.Reader, out *bufio.Writer) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), out: out}
}

// next reads the next line; false at the end of the input or on an error (see err).
func (l *lineReader) next() bool {
	l.buf = l.buf[:0]
	for {
		if l.r.Buffered() == 0 {
			if err := l.out.Flush(); err != nil {
				l.err = err
				return false
			}
		}
		chunk, err := l.r.ReadSlice('\n')
		l.buf = append(l.buf, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && err != io.EOF {
			l.err = err
			return false
		}
		if len(l.buf) == 0 {
			return false
		}
		l.line, l.eol = l.buf, ""
		if n := len(l.line); n > 0 && l.line[n-1] == '\n' {
			l.line, l.eol = l.line[:n-1], "\n"
			if n := len(l.line); n > 0 && l.line[n-1] == '\r' {
				l.line, l.eol = l.line[:n-1], "\r\n"
			}
		}
		return true
	}
}

// choice is a flag.Value restricted to a set of words.
type choice struct {
	value   string
	allowed []string
}

func (c *choice) String() string { return c.value }

func (c *choice) Set(s string) error {
	for _, a := range c.allowed {
		if s == a {
			c.value = s
			return nil
		}
	}
	return fmt.Errorf("must be one of %s", strings.Join(c.allowed, ", "))
}

func version() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
