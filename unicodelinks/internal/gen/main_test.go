package main

import (
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// TestTablesUpToDate regenerates the tables from the data and requires the
// committed tables.go to be byte-identical.
func TestTablesUpToDate(t *testing.T) {
	dir := ucd.RequireDir(t)
	ucd.CheckGenerated(t, func() ([]byte, error) { return Generate(dir) }, "../../tables.go", "`make tables`")
}
