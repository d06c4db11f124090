// Package repotest checks the repository rather than the library's
// behaviour: that README.md's programs print what it shows and its Install
// steps work, that the docs speak to users and CHANGELOG.md keeps its
// form, that every option has a runnable example, the Makefile's download
// targets, the size of the module zip, and the footprint of a program that
// uses the library (binary size, no net/http). It has test files only;
// `go test ./...` and `make ci` run it, from the repository's root.
package repotest

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMain runs the tests in the repository's root, whose files they read.
func TestMain(m *testing.M) {
	if err := os.Chdir(filepath.Join("..", "..")); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

func writeTestFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
