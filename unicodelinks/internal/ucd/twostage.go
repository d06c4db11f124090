package ucd

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// TwoStage is a two-stage lookup table of one 4-bit value per code point:
// Index[cp>>BlockBits] names a block of Blocks, and each block packs the
// values of 1<<BlockBits code points two per byte (low nibble: the even code
// point). Identical blocks are stored once.
type TwoStage struct {
	BlockBits int
	Index     []int
	Blocks    [][]byte
}

// NewTwoStage packs values, one per code point 0..10FFFF (each < 16).
func NewTwoStage(values []byte, blockBits int) (*TwoStage, error) {
	if len(values) != utf8.MaxRune+1 {
		return nil, fmt.Errorf("ucd: %d values, want one per code point", len(values))
	}
	size := 1 << blockBits
	t := &TwoStage{BlockBits: blockBits, Index: make([]int, len(values)/size)}
	seen := map[string]int{}
	for b := range t.Index {
		packed := make([]byte, size/2)
		for i := 0; i < size; i++ {
			v := values[b*size+i]
			if v > 0xF {
				return nil, fmt.Errorf("ucd: value %#x of %U does not fit in 4 bits", v, rune(b*size+i))
			}
			packed[i/2] |= v << (4 * (i % 2))
		}
		n, ok := seen[string(packed)]
		if !ok {
			n = len(t.Blocks)
			seen[string(packed)] = n
			t.Blocks = append(t.Blocks, packed)
		}
		t.Index[b] = n
	}
	if len(t.Blocks) > 0xFFFF {
		return nil, fmt.Errorf("ucd: %d blocks do not fit a uint16 index", len(t.Blocks))
	}
	return t, nil
}

// WriteGo writes the table as Go declarations: a constant <prefix>BlockBits
// and the arrays <prefix>Index and <prefix>Blocks, in decimal: the shortest
// source, which every user of the module downloads. bitsDoc describes the
// meaning of a value's bits in the comment of <prefix>Blocks.
func (t *TwoStage) WriteGo(w io.Writer, prefix, bitsDoc string) {
	size := 1 << t.BlockBits
	fmt.Fprintf(w, "// %sBlockBits is the number of code point bits resolved inside one block of %sBlocks.\n", prefix, prefix)
	fmt.Fprintf(w, "const %sBlockBits = %d\n\n", prefix, t.BlockBits)
	fmt.Fprintf(w, "// %sIndex maps cp>>%sBlockBits to a block of %sBlocks (%d entries).\n", prefix, prefix, prefix, len(t.Index))
	fmt.Fprintf(w, "var %sIndex = [%d]uint16{", prefix, len(t.Index))
	for i, n := range t.Index {
		if i%16 == 0 {
			fmt.Fprint(w, "\n")
		}
		fmt.Fprintf(w, "%d, ", n)
	}
	fmt.Fprint(w, "\n}\n\n")
	fmt.Fprintf(w, "// %sBlocks holds %d blocks of %d code points, two per byte (low nibble\n", prefix, len(t.Blocks), size)
	fmt.Fprintf(w, "// for the even code point): %s\n", bitsDoc)
	fmt.Fprintf(w, "var %sBlocks = [%d]byte{", prefix, len(t.Blocks)*size/2)
	i := 0
	for _, b := range t.Blocks {
		for _, x := range b {
			if i%24 == 0 {
				fmt.Fprint(w, "\n")
			}
			fmt.Fprintf(w, "%d, ", x)
			i++
		}
	}
	fmt.Fprint(w, "\n}\n\n")
}
