package spoof

// work counts what a check did: the skeletons its look-alike check built,
// the variants it compared in full, and its table lookups; and the bytes
// of the host read by its loop over the labels and by the scans of a whole
// label that one of its characters starts. The tests bound them (the cost
// of a host is in these counts).
type work struct {
	skeletons, variants, lookups int
	reads                        int
}
