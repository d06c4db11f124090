package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
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

Examples:
%s
Run 'unicodelinks <command> --help' for the flags of a command.
Flags: --version prints the version of the command and of its Unicode data.
`

// topUsage is usage with the first example of each command.
func topUsage() string {
	var ex strings.Builder
	for _, c := range commands {
		ex.WriteString("  " + c.examples[0].line + "\n")
	}
	return fmt.Sprintf(usage, ex.String())
}

// command is one subcommand: its flags and what it does with the operands.
type command struct {
	name  string
	usage string
	// inputs are the extensions of the files a directory operand stands
	// for; nil when the operands are not files (format).
	inputs   []string
	examples []example
	flags    func(fs *flag.FlagSet) func(env *env, args []string) error
}

// An example is a command line of --help and what it does.
type example struct{ line, does string }

// env carries the streams of one invocation. stdout is buffered; run
// flushes it and reports a write error.
type env struct {
	name   string // of the command, the prefix of messages
	stdin  io.Reader
	stdout *bufio.Writer
	stderr io.Writer
	// read counts the inputs read to the end (eachInput).
	read int
}

// report writes a message about one input that could not be read; the
// command goes on with the others and exits with status 1.
func (e *env) report(err error) {
	fmt.Fprintf(e.stderr, "unicodelinks %s: %v\n", e.name, err)
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
		fmt.Fprint(stderr, topUsage())
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, topUsage())
		return exitOK
	case "-version", "--version", "version":
		if _, err := fmt.Fprint(stdout, versionText()); err != nil {
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
	var inputs []string
	failed := false
	if c.inputs != nil {
		var errs []error
		inputs, errs = expandInputs(operands, c.inputs)
		for _, err := range errs {
			fmt.Fprintf(stderr, "unicodelinks %s: %v\n", c.name, err)
		}
		failed = len(errs) > 0
		if len(operands) > 0 && len(inputs) == 0 {
			return exitIO // every operand was reported
		}
	} else {
		inputs = operands
	}
	out := &stickyWriter{w: stdout}
	var file *outputFile
	if *output != "" && *output != "-" {
		if c.inputs != nil {
			if err := notAnInput(*output, inputs, stdin); err != nil {
				return fail(exitUsage, err)
			}
		}
		if file, err = createOutput(*output); err != nil {
			return fail(exitIO, err)
		}
		out.w = file.f
	}
	w := bufio.NewWriterSize(out, 64<<10)
	e := &env{name: c.name, stdin: stdin, stdout: w, stderr: stderr}
	err = do(e, inputs)
	if ferr := w.Flush(); err == nil || errors.Is(err, errReported) {
		// A write error outranks messages already reported: say why the output is short.
		if ferr != nil {
			err = ferr
		} else if out.err != nil {
			err = out.err
		}
	}
	if failed && err == nil {
		err = errReported
	}
	if file != nil {
		// The output replaces the file only when it is whole: not after
		// a write error, nor when no input could be read at all.
		keep := err == nil || errors.Is(err, errReported) && (c.inputs == nil || e.read > 0)
		if cerr := file.close(keep); err == nil || errors.Is(err, errReported) && cerr != nil {
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
	if len(c.examples) > 0 {
		fmt.Fprint(w, "\nExamples:\n")
		for _, ex := range c.examples {
			fmt.Fprintf(w, "  %s\n    \t%s\n", ex.line, ex.does)
		}
	}
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

// eachInput calls f with each input in order, opened ("-" is standard
// input). An input that cannot be opened or read is reported and the
// others are still read; then eachInput returns errReported. Any other
// error of f (a failed write) ends it. Files are read one at a time.
func eachInput(e *env, names []string, f func(name string, r io.Reader) error) error {
	if len(names) == 0 {
		names = []string{"-"}
	}
	failed := false
	for _, n := range names {
		var r io.Reader = e.stdin
		var file *os.File
		if n != "-" {
			var err error
			if file, err = os.Open(n); err != nil {
				e.report(err)
				failed = true
				continue
			}
			r = file
		}
		err := f(n, readErrors{r})
		if file != nil {
			file.Close()
		}
		var re readError
		switch {
		case errors.As(err, &re):
			e.report(fmt.Errorf("read %s: %w", n, re.err))
			failed = true
		case err != nil:
			return err
		default:
			e.read++
		}
	}
	if failed {
		return errReported
	}
	return nil
}

// readErrors marks the errors of its reader, so that eachInput tells a
// failed read (of one input: the others go on) from a failed write.
type readErrors struct{ r io.Reader }

func (r readErrors) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if err != nil && err != io.EOF {
		err = readError{err}
	}
	return n, err
}

type readError struct{ err error }

func (e readError) Error() string { return e.err.Error() }
func (e readError) Unwrap() error { return e.err }

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

// versionText is what --version prints: the module's version, and the
// versions of the data the links follow.
func versionText() string {
	info, ok := debug.ReadBuildInfo()
	deps := map[string]string{}
	if ok {
		for _, d := range info.Deps {
			deps[d.Path] = d.Version
		}
	}
	// x/net/idna's tables depend on the Go release it is built with.
	return fmt.Sprintf("unicodelinks %s\n"+
		"UTS #58 link detection and formatting: Unicode %s\n"+
		"UTS #39 spoof check: Unicode %s\n"+
		"IDNA (host labels): Unicode %s (golang.org/x/net %s, %s)\n"+
		"goldmark %s\n",
		moduleVersion(info, ok), unicodelinks.UnicodeVersion, spoof.UnicodeVersion,
		idna.UnicodeVersion, deps["golang.org/x/net"], runtime.Version(), deps["github.com/yuin/goldmark"])
}

// moduleVersion is the version of the module the command was built from:
// its version when installed with "go install …@version"; built from a
// clone, "devel" and the commit that the go command stamped (with its
// time, or "modified" when the work tree had changes), as far as known.
func moduleVersion(info *debug.BuildInfo, ok bool) string {
	if !ok || info == nil {
		return "devel"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	switch {
	case modified:
		return "devel " + rev + " (modified)"
	case when != "":
		return "devel " + rev + " (" + when + ")"
	}
	return "devel " + rev
}
