package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// TestTablesUpToDate regenerates the tables from the data and requires the
// committed tables.go to be byte-identical.
func TestTablesUpToDate(t *testing.T) {
	dir := ucd.RequireDir(t)
	got, err := Generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Generate(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, again) {
		t.Fatal("two runs of the generator differ")
	}
	committed, err := os.ReadFile("../../tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, committed) {
		t.Fatal("unicodelinks/tables.go is stale: run `make tables`")
	}
}
