// Package ucd reads the UTS #58 property data files (LinkTerm.txt,
// LinkBracket.txt, LinkEmail.txt) and the UTS #39 and UCD files of the
// spoof check (uts39read.go), and locates the Unicode data directories.
//
// It is shared by the table generator and by the tests that compare the
// generated tables with the source data, so that both read the files the
// same way.
package ucd

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Version is the Unicode version whose UTS #58 and UTS #39 data the
// generators read and the tables are made from.
const Version = "18.0.0"

// Superseded is the previous version, whose UTS #58 conformance files the
// tests still run, each difference listed as superseded by Version.
const Superseded = "17.0.0"

// EnvVar names the environment variable that points at the data directory
// (a directory holding 18.0.0/, and 17.0.0/ for the superseded tests).
const EnvVar = "UTS58_DATA"

// Entry is one data line: the inclusive code point range and its value
// (empty for binary properties).
type Entry struct {
	Lo, Hi rune
	Value  string
}

// File is a parsed property file.
type File struct {
	Name    string
	Date    string // the "# Date:" header line's value
	Missing string // the "@missing" default value, "" if none
	Entries []Entry
}

var dateLine = regexp.MustCompile(`^#\s*Date:\s*(.*?)\s*$`)

// ReadFile parses a UCD-style property file: "XXXX..YYYY ; value # comment"
// lines or, for binary properties, "XXXX..YYYY # comment" lines.
func ReadFile(path string) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := &File{Name: filepath.Base(path)}
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if m := dateLine.FindStringSubmatch(text); m != nil && out.Date == "" {
			out.Date = m[1]
			continue
		}
		if i := strings.Index(text, "@missing:"); i >= 0 {
			fields := strings.Split(text[i+len("@missing:"):], ";")
			if len(fields) == 2 {
				out.Missing = strings.TrimSpace(fields[1])
			}
			continue
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		rangePart, value, _ := strings.Cut(text, ";")
		lo, hi, err := ParseRange(strings.TrimSpace(rangePart))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
		out.Entries = append(out.Entries, Entry{Lo: lo, Hi: hi, Value: strings.TrimSpace(value)})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// ParseRange parses a code point or a range "XXXX..YYYY" of a Unicode data
// file.
func ParseRange(s string) (lo, hi rune, err error) {
	a, b, isRange := strings.Cut(s, "..")
	l, err := strconv.ParseUint(a, 16, 32)
	if err != nil {
		return 0, 0, fmt.Errorf("bad code point %q", a)
	}
	h := l
	if isRange {
		if h, err = strconv.ParseUint(b, 16, 32); err != nil {
			return 0, 0, fmt.Errorf("bad code point %q", b)
		}
	}
	if h < l || h > 0x10FFFF {
		return 0, 0, fmt.Errorf("bad range %q", s)
	}
	return rune(l), rune(h), nil
}

// Dir returns the data directory: $UTS58_DATA if set, otherwise
// ../shared/uts58 relative to the module root (found by walking up from the
// working directory to go.mod). ok reports whether the directory holds the
// Version data.
func Dir() (dir string, ok bool) { return dataDir(EnvVar, "uts58", "LinkTerm.txt") }

// dataDir returns $env if set, otherwise ../shared/<shared> relative to the
// module root, and whether <dir>/<Version>/<probe> exists.
func dataDir(env, shared, probe string) (dir string, ok bool) {
	dir = os.Getenv(env)
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", false
		}
		for d := wd; ; d = filepath.Dir(d) {
			if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
				dir = filepath.Join(d, "..", "shared", shared)
				break
			}
			if filepath.Dir(d) == d {
				return "", false
			}
		}
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	_, err := os.Stat(filepath.Join(dir, Version, probe))
	return dir, err == nil
}

// onlyOlder returns, for a data directory without the Version data, a
// sentence that says so when it holds the data of an older version (such as
// 17.0.0/ alone, from before the tables moved to 18.0.0), and "" otherwise.
func onlyOlder(dir, probe string) string {
	old, _ := filepath.Glob(filepath.Join(dir, "*", probe))
	var vs []string
	for _, p := range old {
		vs = append(vs, filepath.Base(filepath.Dir(p)))
	}
	if len(vs) == 0 {
		return ""
	}
	return fmt.Sprintf("%q holds only %s, not %s, the version the tables are generated from: ", dir, strings.Join(vs, ", "), Version)
}

// require returns dir for a test when ok; otherwise it skips the test with
// msg, or fails it under CI=true.
func require(tb testing.TB, dir string, ok bool, msg string) string {
	tb.Helper()
	if ok {
		return dir
	}
	if os.Getenv("CI") == "true" {
		tb.Fatal(msg)
	}
	tb.Skip(msg)
	return ""
}

// RequireDir returns the data directory for a test. When the data is absent
// the test is skipped with a message that says how to get it, except when
// CI=true, where absence is a failure.
func RequireDir(tb testing.TB) string {
	tb.Helper()
	dir, ok := Dir()
	return require(tb, dir, ok, onlyOlder(dir, "LinkTerm.txt")+fmt.Sprintf("UTS #58 %s data not found at %q: set %s to a directory holding %s/, or run `make uts58-data`", Version, dir, EnvVar, Version))
}

// RequireSuperseded returns the UTS #58 data directory for a test of the
// Superseded version's files, skipping the test (failing under CI=true)
// when dir/Superseded holds no LinkDetectionTest.txt.
func RequireSuperseded(tb testing.TB) string {
	tb.Helper()
	dir := RequireDir(tb)
	_, err := os.Stat(filepath.Join(dir, Superseded, "LinkDetectionTest.txt"))
	return require(tb, dir, err == nil, fmt.Sprintf("UTS #58 %s data not found in %q (the superseded conformance files, run beside %s): set %s to a directory holding %s/ and %s/, or run `make uts58-data`", Superseded, dir, Version, EnvVar, Version, Superseded))
}

// Main is the main function of a table generator: it finds the data
// directory with dir (env names the variable that sets it), runs generate on
// it and writes the result to the file named by -out (default out).
func Main(name, out, env string, dir func() (string, bool), generate func(dir string) ([]byte, error)) {
	log.SetFlags(0)
	log.SetPrefix(name + ": ")
	file := flag.String("out", out, "output file")
	flag.Parse()
	d, ok := dir()
	if !ok {
		log.Fatalf("no %s data at %q (set %s to a directory holding %s/)", Version, d, env, Version)
	}
	src, err := generate(d)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*file, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// CheckGenerated runs generate twice and requires both results to be equal
// and byte-identical to the committed file, which remedy regenerates.
func CheckGenerated(t *testing.T, generate func() ([]byte, error), file, remedy string) {
	t.Helper()
	got, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	again, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, again) {
		t.Fatal("two runs of the generator differ")
	}
	committed, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, committed) {
		t.Fatalf("%s is stale: run %s", file, remedy)
	}
}

// LinkTermHard returns, for each code point 0..10FFFF, whether UTS #58
// makes it Link_Term=Hard (LinkTerm.txt in dir/Version, its @missing value
// included), so that a generator needing the property reads it from the
// data rather than importing the engine whose tables it may be remaking.
func LinkTermHard(dir string) ([]bool, error) {
	f, err := ReadFile(filepath.Join(dir, Version, "LinkTerm.txt"))
	if err != nil {
		return nil, err
	}
	hard := make([]bool, 0x110000)
	if f.Missing == "Hard" {
		for i := range hard {
			hard[i] = true
		}
	}
	for _, e := range f.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			hard[r] = e.Value == "Hard"
		}
	}
	return hard, nil
}
