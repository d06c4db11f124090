package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
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

// command is one subcommand: its flags and what it does with the inputs.
type command struct {
	name  string
	usage string
	flags func(fs *flag.FlagSet) func(env *env, args []string) error
}

// env carries the streams of one invocation.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// usageError is an error in the command line (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

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
		fmt.Fprintf(stdout, "unicodelinks %s\n", version())
		return exitOK
	}
	for _, c := range commands {
		if c.name != args[0] {
			continue
		}
		fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() {
			fmt.Fprintf(fs.Output(), "usage: unicodelinks %s\n\nFlags:\n", c.usage)
			fs.PrintDefaults()
		}
		do := c.flags(fs)
		if err := fs.Parse(args[1:]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return exitOK
			}
			return exitUsage
		}
		err := do(&env{stdin, stdout, stderr}, fs.Args())
		var ue usageError
		switch {
		case err == nil:
			return exitOK
		case errors.As(err, &ue):
			fmt.Fprintf(stderr, "unicodelinks %s: %v\n", c.name, err)
			return exitUsage
		default:
			fmt.Fprintf(stderr, "unicodelinks %s: %v\n", c.name, err)
			return exitIO
		}
	}
	fmt.Fprintf(stderr, "unicodelinks: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

// readInputs returns the contents of the named files in order, or of stdin
// when names is empty; "-" also names stdin.
func readInputs(e *env, names []string) ([][]byte, error) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	var out [][]byte
	for _, n := range names {
		var data []byte
		var err error
		if n == "-" {
			data, err = io.ReadAll(e.stdin)
		} else {
			data, err = os.ReadFile(n)
		}
		if err != nil {
			return nil, err
		}
		out = append(out, data)
	}
	return out, nil
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
