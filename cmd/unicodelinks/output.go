package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// expandInputs replaces each directory among the operands by the files
// under it whose names end with one of exts, in lexical order, leaving out
// hidden files and directories (".git"); other operands stay as they are
// (eachInput reports those it cannot open). A directory that cannot be
// read, or holds no such file, is an error.
func expandInputs(operands []string, exts []string) (inputs []string, errs []error) {
	for _, op := range operands {
		if fi, err := os.Stat(op); op == "-" || err != nil || !fi.IsDir() {
			inputs = append(inputs, op)
			continue
		}
		root := op
		if li, err := os.Lstat(op); err == nil && li.Mode()&fs.ModeSymlink != 0 {
			root = op + string(filepath.Separator) // WalkDir follows a root link only so
		}
		found := 0
		walkErr := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, err)
				return nil
			}
			hidden := p != root && strings.HasPrefix(d.Name(), ".")
			switch {
			case d.IsDir() && hidden:
				return filepath.SkipDir
			case d.IsDir() || hidden:
				return nil
			}
			for _, ext := range exts {
				if strings.HasSuffix(d.Name(), ext) {
					inputs = append(inputs, p)
					found++
					break
				}
			}
			return nil
		})
		if walkErr != nil {
			errs = append(errs, walkErr)
		} else if found == 0 {
			errs = append(errs, fmt.Errorf("%s: no %s file in the directory", op, patterns(exts)))
		}
	}
	return inputs, errs
}

// patterns writes exts as "*.md or *.markdown".
func patterns(exts []string) string {
	ps := make([]string, len(exts))
	for i, e := range exts {
		ps[i] = "*" + e
	}
	if len(ps) < 2 {
		return strings.Join(ps, "")
	}
	return strings.Join(ps[:len(ps)-1], ", ") + " or " + ps[len(ps)-1]
}

// notAnInput returns a usage error when output is one of the inputs (the
// same file by any name; "-" or no input: standard input, when it is a
// file): writing the output would destroy the input before it is read.
func notAnInput(output string, inputs []string, stdin io.Reader) error {
	out, err := os.Stat(output)
	if err != nil {
		return nil // a new file is no input
	}
	same := func(name string) bool {
		fi, err := os.Stat(name)
		return err == nil && os.SameFile(fi, out)
	}
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	for _, in := range inputs {
		if in == "-" {
			if f, ok := stdin.(*os.File); ok {
				if fi, err := f.Stat(); err == nil && os.SameFile(fi, out) {
					return usageError{fmt.Sprintf("--output %s is also an input (standard input): it would be lost; write to another file", output)}
				}
			}
			continue
		}
		if same(in) {
			return usageError{fmt.Sprintf("--output %s is also an input (%s): it would be lost; write to another file", output, in)}
		}
	}
	return nil
}

// An outputFile is the file of --output, written as a temporary file
// beside it that takes its place when the output is complete: a failed
// run leaves the file as it was.
type outputFile struct {
	f      *os.File
	target string // the file replaced: output, or what its symbolic link names
}

// createOutput creates the temporary file for output.
func createOutput(output string) (*outputFile, error) {
	target := output
	if t, err := filepath.EvalSymlinks(output); err == nil {
		target = t // replace the file, keep the link
	}
	if fi, err := os.Stat(target); err == nil && fi.IsDir() {
		return nil, &fs.PathError{Op: "write", Path: output, Err: errors.New("is a directory")}
	}
	f, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".*.tmp")
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			pe.Op, pe.Path = "create", output
		}
		return nil, err
	}
	return &outputFile{f: f, target: target}, nil
}

// close closes the temporary file and, if keep, puts it in the place of
// the output with the mode of the file it replaces (0644 for a new one);
// otherwise it removes it.
func (o *outputFile) close(keep bool) error {
	mode := os.FileMode(0o644)
	if fi, err := os.Stat(o.target); err == nil {
		mode = fi.Mode().Perm()
	}
	err := o.f.Chmod(mode)
	if cerr := o.f.Close(); err == nil {
		err = cerr
	}
	if keep && err == nil {
		err = os.Rename(o.f.Name(), o.target)
	}
	if !keep || err != nil {
		os.Remove(o.f.Name())
	}
	return err
}
