package main

import (
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// TestTablesUpToDate regenerates the tables from the UTS #39 data and
// requires the committed spoof/tables.go to be byte-identical.
func TestTablesUpToDate(t *testing.T) {
	dir := ucd.RequireDir39(t)
	ucd.CheckGenerated(t, func() ([]byte, error) { return Generate(dir) }, "../../spoof/tables.go", "`make tables`")
}

// TestAugment checks the augmented script sets of UTS #39 section 5.1.
func TestAugment(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"Hani"}, []string{"Hani", "Hanb", "Jpan", "Kore"}},
		{[]string{"Kana"}, []string{"Kana", "Jpan"}},
		{[]string{"Hira", "Kana"}, []string{"Hira", "Kana", "Jpan"}},
		{[]string{"Hang"}, []string{"Hang", "Kore"}},
		{[]string{"Bopo"}, []string{"Bopo", "Hanb"}},
		{[]string{"Latn"}, []string{"Latn"}},
	} {
		got := augment(c.in)
		if len(got) != len(c.want) {
			t.Errorf("augment(%v) = %v, want %v", c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("augment(%v) = %v, want %v", c.in, got, c.want)
				break
			}
		}
	}
}

// TestFlagNames: a name for every flag of a class, and no more.
func TestFlagNames(t *testing.T) {
	if 1<<(len(flagNames)-1) != fDecomposes {
		t.Errorf("%d flag names for the flags up to %#x", len(flagNames), fDecomposes)
	}
}
