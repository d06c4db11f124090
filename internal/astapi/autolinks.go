package astapi

import (
	"slices"
	"sort"
	"sync/atomic"

	gast "github.com/yuin/goldmark/ast"
)

// The AutoLinks made in place of Links (the default) find their Links
// (ast.LinkOf) in a table that their document holds, not each in an
// attribute of its own: goldmark's SetAttribute allocates room for ten
// attributes on a node's first, which cost more than the rest of making a
// link's node.

// AutoLinks is the table of a document's AutoLinks made in place of Links,
// and of those Links, by position in the source (the order in which the
// parser makes them, and the renderer asks for them).
type AutoLinks struct {
	entries []autoLink
	// hint is the entry last found: the renderer asks for each AutoLink
	// as it enters and leaves it, in order. Readers on several goroutines
	// may set it each to its own; it is only where a search starts.
	hint atomic.Int32
	// first holds the entries of a document with few links, in the
	// table's own allocation.
	first [4]autoLink
}

type autoLink struct {
	pos int
	a   *gast.AutoLink
	l   any
}

// Reset empties t, for a new document.
func (t *AutoLinks) Reset() {
	t.entries = t.first[:0]
	t.hint.Store(0)
}

// Add puts a, made in place of the Link l, in the table.
func (t *AutoLinks) Add(a *gast.AutoLink, l any) {
	e := autoLink{pos: a.Pos(), a: a, l: l}
	n := len(t.entries)
	if n == 0 || t.entries[n-1].pos <= e.pos {
		t.entries = append(t.entries, e)
		return
	}
	i := sort.Search(n, func(i int) bool { return t.entries[i].pos > e.pos })
	t.entries = slices.Insert(t.entries, i, e)
}

// LinkOf returns the Link that a was made in place of, or nil: at the
// hint or after it, else by binary search over the positions (a's is its
// Link's start).
func (t *AutoLinks) LinkOf(a *gast.AutoLink) any {
	e := t.entries
	if h := int(t.hint.Load()); h < len(e) {
		if e[h].a == a {
			return e[h].l
		}
		if h+1 < len(e) && e[h+1].a == a {
			t.hint.Store(int32(h + 1))
			return e[h+1].l
		}
	}
	pos := a.Pos()
	for i := sort.Search(len(e), func(i int) bool { return e[i].pos >= pos }); i < len(e) && e[i].pos == pos; i++ {
		if e[i].a == a {
			t.hint.Store(int32(i))
			return e[i].l
		}
	}
	return nil
}
