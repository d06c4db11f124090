package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTablesUpToDate regenerates the tables from the golang.org/x/net in
// go.mod and requires the committed hosttables.go to be byte-identical, so
// that an x/net update (new TLDs, a new Unicode version of idna) cannot go
// unnoticed.
func TestTablesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating takes seconds")
	}
	got, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../hosttables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, committed) {
		t.Fatal("unicodelinks/hosttables.go is stale: run `go generate ./unicodelinks`")
	}
}

// TestClassify spot-checks the label classes.
func TestClassify(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want byte
	}{
		{'a', labelBit | stableBit}, {'A', labelBit}, {'-', labelBit | stableBit}, {'_', 0}, {'.', 0},
		{'é', labelBit | stableBit}, {'É', labelBit}, {'我', labelBit | stableBit},
		{'\u0301', labelBit},             // a combining mark is not stable: NFC may compose it
		{'\u1161', labelBit},             // nor is a conjoining jamo
		{'\u0660', labelBit | stableBit}, // ARABIC-INDIC DIGIT ZERO: valid after an Arabic letter
		{'\u200d', labelBit | stableBit}, // ZWJ: kept (non-transitional) where CONTEXTJ allows it
		{'\u0f0b', labelBit | stableBit}, // TIBETAN TSHEG: an IDNA2008 exception
		{'™', 0}, {'😎', 0}, {'\u3002', 0}, {'\uff0e', 0}, {'\u2488', 0},
		// IDNA maps these, UTS #58 makes them Link_Term=Hard.
		{'\u0149', 0}, {'\u0673', 0}, {'\u0f77', 0}, {'\u0f79', 0}, {'\u17a3', 0}, {'\u17a4', 0},
	} {
		if got := Classify(c.r); got != c.want {
			t.Errorf("Classify(%U) = %b, want %b", c.r, got, c.want)
		}
	}
}
