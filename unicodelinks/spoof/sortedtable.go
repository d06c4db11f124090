package spoof

import (
	"cmp"
	"slices"
)

// A sortedTable maps keys to values by binary search: the small tables of
// the spoof check that are written as rules (scripts.go,
// skeleton.go), searched without a map.
type sortedTable[K cmp.Ordered, V any] []sortedEntry[K, V]

type sortedEntry[K cmp.Ordered, V any] struct {
	key K
	val V
}

// newSortedTable returns the table of the pairs that fill puts.
func newSortedTable[K cmp.Ordered, V any](fill func(put func(K, V))) sortedTable[K, V] {
	var t sortedTable[K, V]
	fill(func(k K, v V) { t = append(t, sortedEntry[K, V]{k, v}) })
	slices.SortStableFunc(t, func(a, b sortedEntry[K, V]) int { return cmp.Compare(a.key, b.key) })
	return t
}

// lookup returns the value of k and whether k is in t.
func (t sortedTable[K, V]) lookup(k K) (V, bool) {
	i, ok := slices.BinarySearchFunc(t, k, func(e sortedEntry[K, V], k K) int { return cmp.Compare(e.key, k) })
	if !ok {
		var zero V
		return zero, false
	}
	return t[i].val, true
}
