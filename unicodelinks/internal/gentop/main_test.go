package main

import (
	"bytes"
	"os"
	"testing"
)

// TestGeneratedTableIsFresh: ../../spoof/topdomains.go is what gentop makes
// of domains.list with the package's current skeletons.
func TestGeneratedTableIsFresh(t *testing.T) {
	want, err := Generate("domains.list")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../spoof/topdomains.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("spoof/topdomains.go is stale: run go generate ./unicodelinks (or go run ./internal/gentop in unicodelinks)")
	}
}

// TestRead: comments, blank lines and the bucket marker are left out.
func TestRead(t *testing.T) {
	ds, err := Read("domains.list")
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) < 8000 || ds[0] != "1024tera.com" || ds[len(ds)-1] != "zus.pl" {
		t.Errorf("%d domains, first %q, last %q", len(ds), ds[0], ds[len(ds)-1])
	}
	for _, d := range ds {
		if d == "" || d[0] == '#' {
			t.Errorf("read %q", d)
		}
	}
}
