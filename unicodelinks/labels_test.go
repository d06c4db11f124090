package unicodelinks

import "testing"

// TestIdeographHostBits: the CJK ideographs that scanThreeByteLabel passes
// over by their bytes are label code points that map to themselves.
func TestIdeographHostBits(t *testing.T) {
	for r := rune(0x4E00); r <= 0x9FFF; r++ {
		if b := hostBits(r); b&(hostLabel|hostStable) != hostLabel|hostStable {
			t.Errorf("U+%04X: host bits %03b, want label and stable", r, b)
		}
	}
}
