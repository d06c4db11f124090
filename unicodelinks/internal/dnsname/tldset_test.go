package dnsname

import (
	"slices"
	"strings"
	"testing"
)

// icannTLDs returns the names of tldSet, sorted.
func icannTLDs() []string {
	var names []string
	for _, i := range tldSlots {
		if i != 0 {
			names = append(names, pslLabel(pslNodes[i-1]))
		}
	}
	slices.Sort(names)
	return names
}

// TestTLDSlots rebuilds the generated hash table with this package's hash
// and probing, inserting the names in order as the generator does: the
// same slots, so that a lookup finds what the generator put in.
func TestTLDSlots(t *testing.T) {
	var want [1 << tldTableBits]uint16
	for _, name := range icannTLDs() {
		i, ok := pslFind(name, 0, pslTLDs)
		if !ok {
			t.Fatalf("%q is no top-level node", name)
		}
		k := tldSet.slot(tldHash(name))
		for want[k] != 0 {
			k = (k + 1) & (len(want) - 1)
		}
		want[k] = uint16(i + 1)
	}
	if want != tldSlots {
		t.Error("tldSlots differ from the table this package's hash makes: change internal/genhost with tldset.go")
	}
}

// TestTLDSet checks the hash table against the list it is built from: every
// name is found, in upper case through asciiTLD too; near misses are not;
// and no probe sequence is long.
func TestTLDSet(t *testing.T) {
	names := icannTLDs()
	if len(names) < 1000 {
		t.Fatalf("only %d TLDs", len(names))
	}
	in := map[string]bool{}
	for _, name := range names {
		in[name] = true
	}
	for _, name := range names {
		if !tldSet.contains([]byte(name), tldHash(name)) {
			t.Errorf("%q not found", name)
		}
		if !ASCIITLD(strings.ToUpper(name), false) {
			t.Errorf("asciiTLD(%q) = false", strings.ToUpper(name))
		}
		for _, miss := range []string{name + "x", name[:len(name)-1], "x" + name} {
			if !in[miss] && tldSet.contains([]byte(miss), tldHash(miss)) {
				t.Errorf("%q found, but it is no TLD", miss)
			}
		}
	}
	longest := 0
	for k := range tldSet.slots {
		n := 0
		for j := k; tldSet.slots[j] != 0; j = (j + 1) & (len(tldSet.slots) - 1) {
			n++
		}
		longest = max(longest, n)
	}
	t.Logf("%d names in %d slots; longest probe sequence %d", len(names), len(tldSet.slots), longest)
	if longest > 16 {
		t.Errorf("a probe sequence of %d slots: change the hash or the table size", longest)
	}
}
