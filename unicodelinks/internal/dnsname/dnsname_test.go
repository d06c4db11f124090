package dnsname

import "testing"

// TestBitsBMP: below U+10000, BitsBMP holds the bits of Bits in its low
// four.
func TestBitsBMP(t *testing.T) {
	for r := rune(0); r < 0x10000; r++ {
		if BitsBMP(r)&0xF != Bits(r) {
			t.Fatalf("%U: BitsBMP %#x, Bits %#x", r, BitsBMP(r), Bits(r))
		}
	}
}
