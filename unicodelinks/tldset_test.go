package unicodelinks

import (
	"strings"
	"testing"
)

// TestTLDSet checks the hash table against the list it is built from: every
// name is found, in upper case through asciiTLD too; near misses are not;
// and no probe sequence is long.
func TestTLDSet(t *testing.T) {
	in := map[string]bool{}
	for _, name := range icannTLDs {
		in[name] = true
	}
	for _, name := range icannTLDs {
		if !tldSet.contains([]byte(name), tldHash(name)) {
			t.Errorf("%q not found", name)
		}
		if !defaultDetector.asciiTLD(strings.ToUpper(name)) {
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
	t.Logf("%d names in %d slots; longest probe sequence %d", len(icannTLDs), len(tldSet.slots), longest)
	if longest > 16 {
		t.Errorf("a probe sequence of %d slots: change the hash or the table size", longest)
	}
}
