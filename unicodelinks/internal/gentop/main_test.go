package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// TestGeneratedTableIsFresh: ../../spoof/topdomains.go is what gentop makes
// of ../gendata/domains.list with the skeletons of the UTS #39 data.
func TestGeneratedTableIsFresh(t *testing.T) {
	want, err := Generate(ucd.RequireDir39(t), "../gendata/domains.list")
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
