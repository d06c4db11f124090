package dnsname

// tldSet is the set of the ICANN top-level domains as an open-addressing
// hash table: a lookup hashes the label while it is lowered (see ASCIITLD)
// and compares one or two names, where a Go map would hash it again and
// cost a call or two. Every candidate domain of a text is looked up once,
// so this is on the hot path of the engine's Detect. internal/genhost
// writes the table, tldSlots in tlds.go, with the hash and the probing
// below.
var tldSet = &tldTable{slots: &tldSlots}

// tldTableBits sizes the table: 4096 slots for about 1500 names keeps the
// probe sequences short.
const tldTableBits = 12

// tldTable maps a hash to a node of the public suffix list (pslNodes), plus
// one; 0 is an empty slot.
type tldTable struct {
	slots *[1 << tldTableBits]uint16
}

// FNV-1a, 32 bits: a hash of a label is accumulated a byte at a time.
const (
	tldHashInit  uint32 = 2166136261
	tldHashPrime uint32 = 16777619
)

// tldHashByte adds byte c to the hash h.
func tldHashByte(h uint32, c byte) uint32 {
	return (h ^ uint32(c)) * tldHashPrime
}

// tldHash returns the hash of name.
func tldHash[S string | []byte](name S) uint32 {
	h := tldHashInit
	for i := 0; i < len(name); i++ {
		h = tldHashByte(h, name[i])
	}
	return h
}

// slot returns the first slot to probe for hash h: the high bits of h
// times a Fibonacci constant, which spreads the short, similar names of TLDs
// better than h alone.
func (t *tldTable) slot(h uint32) int {
	return int((h * 0x9E3779B1) >> (32 - tldTableBits))
}

// contains reports whether lower, whose hash is h, is one of t's names.
func (t *tldTable) contains(lower []byte, h uint32) bool {
	for k := t.slot(h); ; k = (k + 1) & (len(t.slots) - 1) {
		i := t.slots[k]
		if i == 0 {
			return false
		}
		if pslLabel(pslNodes[i-1]) == string(lower) {
			return true
		}
	}
}
