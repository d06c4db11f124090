package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// The public suffix list of golang.org/x/net/publicsuffix, read from the
// package's data files and written as tables that package dnsname
// searches without importing it (which would link net/http into every
// program that finds links).
//
// golang.org/x/net/publicsuffix keeps the list as a tree of labels: its
// generated table.go documents the bit layout of data/nodes and
// data/children and names the widths. ReadPSL decodes them by those names,
// requires every node to be reached once, and checks the tree against the
// package's exported PublicSuffix; the tests of package dnsname
// compare the lookup with EffectiveTLDPlusOne on a domain under every node.

// The kinds of a node, as x/net's table.go numbers them.
const (
	pslRule       = 0 // a rule: the node is a public suffix
	pslException  = 1 // an exception rule ("!"): the node's parent is the public suffix
	pslParentOnly = 2 // no rule: the node holds rules below it, or a wildcard
)

// A pslNode is a label of the public suffix list.
type pslNode struct {
	label string
	kind  int
	// wildcard: "*." followed by the node is a rule.
	wildcard bool
	children []*pslNode
}

// PSL is the public suffix list as a tree: the top-level domains, sorted,
// each with its children, sorted.
type PSL struct {
	TLDs []*pslNode
}

// pslLayout are the names of table.go's constants that the decoder needs.
var pslLayout = []string{
	"nodesBitsChildren", "nodesBitsICANN", "nodesBitsTextOffset", "nodesBitsTextLength",
	"childrenBitsWildcard", "childrenBitsNodeType", "childrenBitsHi", "childrenBitsLo",
	"nodeTypeNormal", "nodeTypeException", "nodeTypeParentOnly", "numTLD", "nodesBits",
}

var pslConst = regexp.MustCompile(`(?m)^\s*(?:const\s+)?(\w+)\s*=\s*(\d+)\s*$`)

// publicsuffixDir returns the directory of golang.org/x/net/publicsuffix
// in the module cache, at the version of go.mod.
func publicsuffixDir() (string, error) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", "golang.org/x/net/publicsuffix").Output()
	if err != nil {
		return "", fmt.Errorf("locating golang.org/x/net/publicsuffix: %v", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// ReadPSL decodes the public suffix list of golang.org/x/net/publicsuffix.
func ReadPSL() (*PSL, error) {
	dir, err := publicsuffixDir()
	if err != nil {
		return nil, err
	}
	read := func(name string) (string, error) {
		b, err := os.ReadFile(filepath.Join(dir, name))
		return string(b), err
	}
	table, err := read("table.go")
	if err != nil {
		return nil, err
	}
	c := map[string]int{}
	for _, m := range pslConst.FindAllStringSubmatch(table, -1) {
		c[m[1]], _ = strconv.Atoi(m[2])
	}
	for _, name := range pslLayout {
		if _, ok := c[name]; !ok {
			return nil, fmt.Errorf("publicsuffix/table.go: no constant %s: the layout changed, update genhost", name)
		}
	}
	if c["nodesBits"] != 40 || c["nodeTypeNormal"] != pslRule || c["nodeTypeException"] != pslException || c["nodeTypeParentOnly"] != pslParentOnly {
		return nil, fmt.Errorf("publicsuffix/table.go: nodes of %d bits, node types %d/%d/%d: update genhost",
			c["nodesBits"], c["nodeTypeNormal"], c["nodeTypeException"], c["nodeTypeParentOnly"])
	}
	text, err := read("data/text")
	if err != nil {
		return nil, err
	}
	nodes, err := read("data/nodes")
	if err != nil {
		return nil, err
	}
	children, err := read("data/children")
	if err != nil {
		return nil, err
	}
	if len(nodes)%5 != 0 || len(children)%4 != 0 {
		return nil, fmt.Errorf("publicsuffix/data: nodes of %d bytes, children of %d", len(nodes), len(children))
	}
	bits := func(x uint64, name string) (uint64, uint64) { return x & (1<<c[name] - 1), x >> c[name] }
	reached := make([]bool, len(nodes)/5)
	var decode func(i int) (*pslNode, error)
	decode = func(i int) (*pslNode, error) {
		if i >= len(reached) || reached[i] {
			return nil, fmt.Errorf("publicsuffix/data: node %d out of range or reached twice", i)
		}
		reached[i] = true
		var x uint64
		for _, b := range []byte(nodes[5*i : 5*i+5]) {
			x = x<<8 | uint64(b)
		}
		length, x := bits(x, "nodesBitsTextLength")
		offset, x := bits(x, "nodesBitsTextOffset")
		_, x = bits(x, "nodesBitsICANN")
		ci, _ := bits(x, "nodesBitsChildren")
		if offset+length > uint64(len(text)) || 4*ci+4 > uint64(len(children)) {
			return nil, fmt.Errorf("publicsuffix/data: node %d points out of the data", i)
		}
		var y uint64
		for _, b := range []byte(children[4*ci : 4*ci+4]) {
			y = y<<8 | uint64(b)
		}
		lo, y := bits(y, "childrenBitsLo")
		hi, y := bits(y, "childrenBitsHi")
		kind, y := bits(y, "childrenBitsNodeType")
		wildcard, _ := bits(y, "childrenBitsWildcard")
		n := &pslNode{label: text[offset : offset+length], kind: int(kind), wildcard: wildcard != 0}
		for j := lo; j < hi; j++ {
			child, err := decode(int(j))
			if err != nil {
				return nil, err
			}
			n.children = append(n.children, child)
		}
		return n, nil
	}
	psl := &PSL{}
	for i := range c["numTLD"] {
		n, err := decode(i)
		if err != nil {
			return nil, err
		}
		psl.TLDs = append(psl.TLDs, n)
	}
	if i := slices.Index(reached, false); i >= 0 {
		return nil, fmt.Errorf("publicsuffix/data: node %d is no top-level domain's and under none", i)
	}
	return psl, psl.check()
}

// walk calls f with each node and its domain name, parents first.
func (p *PSL) walk(f func(n *pslNode, name string) error) error {
	var visit func(list []*pslNode, parent string) error
	visit = func(list []*pslNode, parent string) error {
		for _, n := range list {
			name := n.label + parent
			if err := f(n, name); err != nil {
				return err
			}
			if err := visit(n.children, "."+name); err != nil {
				return err
			}
		}
		return nil
	}
	return visit(p.TLDs, "")
}

// check compares the tree with publicsuffix.PublicSuffix: under a rule
// the rule is the public suffix, under a wildcard the label below it too,
// and under an exception its parent. It also requires what the encoding
// of the lookup assumes: labels sorted, no empty one, no exception at the
// top level.
func (p *PSL) check() error {
	const probe = "zz--probe"
	sorted := func(list []*pslNode) bool {
		return slices.IsSortedFunc(list, func(a, b *pslNode) int { return strings.Compare(a.label, b.label) })
	}
	if !sorted(p.TLDs) {
		return fmt.Errorf("public suffix list: the top-level domains are not sorted")
	}
	for _, n := range p.TLDs {
		if n.kind == pslException {
			return fmt.Errorf("public suffix list: the top-level domain %q is an exception", n.label)
		}
	}
	return p.walk(func(n *pslNode, name string) error {
		if n.label == "" || strings.Contains(n.label, ".") || !sorted(n.children) {
			return fmt.Errorf("public suffix list: node %q: an empty label, a dot, or children out of order", name)
		}
		want := ""
		switch {
		case n.kind == pslException:
			want = name[strings.IndexByte(name, '.')+1:]
		case n.wildcard:
			want = probe + "." + name
		case n.kind == pslRule:
			want = name
		default:
			return nil
		}
		if got, _ := publicsuffix.PublicSuffix(probe + "." + name); got != want {
			return fmt.Errorf("public suffix list: the public suffix of %q is %q, the decoded node %q (kind %d, wildcard %v) says %q",
				probe+"."+name, got, name, n.kind, n.wildcard, want)
		}
		return nil
	})
}

// The layout of the tables of package dnsname (psl.go there reads
// them): pslNodes[i] holds a label's length, its offset in pslText and the
// index of its entry in pslEntries; entry 0 is a rule without wildcard or
// children. An entry holds the range of the node's children in pslNodes,
// its kind and its wildcard bit.
const (
	nodeLenBits    = 6
	nodeOffsetBits = 16
	nodeEntryBits  = 32 - nodeLenBits - nodeOffsetBits
	entryIndexBits = 14
)

// pslTables is the list as the tables of package dnsname.
type pslTables struct {
	text    string
	nodes   []uint32
	entries []uint32
	// tlds is the number of top-level domains, pslNodes[:tlds].
	tlds int
	// index maps a top-level domain to its node.
	index map[string]int
}

// encode lays the tree out breadth first, so that the children of a node
// are one sorted range of pslNodes and the top-level domains come first.
func (p *PSL) encode() (*pslTables, error) {
	var labels []string
	p.walk(func(n *pslNode, _ string) error { labels = append(labels, n.label); return nil })
	t := &pslTables{text: combineLabels(labels), tlds: len(p.TLDs), entries: []uint32{0}, index: map[string]int{}}
	if len(t.text) >= 1<<nodeOffsetBits {
		return nil, fmt.Errorf("public suffix list: %d bytes of labels, more than %d bits of offset", len(t.text), nodeOffsetBits)
	}
	entryOf := map[uint32]uint32{0: 0}
	queue := slices.Clone(p.TLDs)
	for i, n := range p.TLDs {
		t.index[n.label] = i
	}
	for i := 0; i < len(queue); i++ {
		n := queue[i]
		lo := len(queue)
		queue = append(queue, n.children...)
		hi := len(queue)
		if hi >= 1<<entryIndexBits || len(n.label) >= 1<<nodeLenBits {
			return nil, fmt.Errorf("public suffix list: %d nodes or a label of %d bytes: widen the table", hi, len(n.label))
		}
		if lo == hi {
			lo, hi = 0, 0
		}
		e := uint32(lo) | uint32(hi)<<entryIndexBits | uint32(n.kind)<<(2*entryIndexBits)
		if n.wildcard {
			e |= 1 << (2*entryIndexBits + 2)
		}
		k, ok := entryOf[e]
		if !ok {
			k = uint32(len(t.entries))
			entryOf[e] = k
			t.entries = append(t.entries, e)
		}
		if k >= 1<<nodeEntryBits {
			return nil, fmt.Errorf("public suffix list: %d distinct entries, more than %d bits", k+1, nodeEntryBits)
		}
		off := strings.Index(t.text, n.label)
		t.nodes = append(t.nodes, uint32(len(n.label))|uint32(off)<<nodeLenBits|k<<(nodeLenBits+nodeOffsetBits))
	}
	return t, nil
}

// combineLabels returns a string that holds every label: those inside
// another left out, the others joined where the end of one is the start of
// the next, the longest such overlaps first. The result depends only on
// the set of labels.
func combineLabels(labels []string) string {
	slices.Sort(labels)
	labels = slices.Compact(labels)
	sort.SliceStable(labels, func(i, j int) bool { return len(labels[i]) > len(labels[j]) })
	var kept []string
	var all strings.Builder
	for _, l := range labels {
		if !strings.Contains(all.String(), l) {
			kept = append(kept, l)
			all.WriteString(l + "\n")
		}
	}
	slices.Sort(kept)
	// next[i] is the label that follows kept[i] in the result, with the
	// overlap; prev[i] whether one precedes it. head[i] is the first label
	// of i's chain, to keep chains from closing into a loop.
	next, overlap := make([]int, len(kept)), make([]int, len(kept))
	prev, head := make([]bool, len(kept)), make([]int, len(kept))
	for i := range kept {
		next[i], head[i] = -1, i
	}
	longest := 0
	for _, l := range kept {
		longest = max(longest, len(l))
	}
	for k := longest - 1; k > 0; k-- {
		starts := map[string][]int{}
		for i, l := range kept {
			if len(l) > k && !prev[i] {
				starts[l[:k]] = append(starts[l[:k]], i)
			}
		}
		for i, l := range kept {
			if len(l) <= k || next[i] >= 0 {
				continue
			}
			for _, j := range starts[l[len(l)-k:]] {
				if prev[j] || head[i] == j {
					continue
				}
				next[i], overlap[i], prev[j] = j, k, true
				for x := j; x >= 0; x = next[x] {
					head[x] = head[i]
				}
				break
			}
		}
	}
	var b strings.Builder
	for i := range kept {
		if prev[i] {
			continue
		}
		b.WriteString(kept[i])
		for j := i; next[j] >= 0; j = next[j] {
			b.WriteString(kept[next[j]][overlap[j]:])
		}
	}
	return b.String()
}

// writePSL writes the tables as Go declarations.
func writePSL(buf *bytes.Buffer, t *pslTables) {
	w := func(format string, args ...any) { fmt.Fprintf(buf, format, args...) }
	w("// pslTLDs is the number of top-level domains of the public suffix list:\n")
	w("// pslNodes[:pslTLDs].\n")
	w("const pslTLDs = %d\n\n", t.tlds)
	w("// pslText holds the labels of the public suffix list, each somewhere.\n")
	w("const pslText = \"\" +")
	for i := 0; i < len(t.text); i += 80 {
		w("\n\t%q +", t.text[i:min(i+80, len(t.text))])
	}
	buf.Truncate(buf.Len() - 2)
	w("\n\n")
	w("// pslNodes are the %d labels of the public suffix list, breadth first,\n", len(t.nodes))
	w("// children sorted: bits 0–%d the length of the label, %d–%d its offset in pslText,\n",
		nodeLenBits-1, nodeLenBits, nodeLenBits+nodeOffsetBits-1)
	w("// %d–31 its entry in pslEntries.\n", nodeLenBits+nodeOffsetBits)
	writeUint32s(buf, "pslNodes", t.nodes)
	w("// pslEntries describe the nodes: bits 0–%d the first of their children in\n", entryIndexBits-1)
	w("// pslNodes, %d–%d the end of them, %d–%d the kind (pslRule, pslException,\n",
		entryIndexBits, 2*entryIndexBits-1, 2*entryIndexBits, 2*entryIndexBits+1)
	w("// pslParentOnly), %d whether \"*.\" and the node is a rule.\n", 2*entryIndexBits+2)
	writeUint32s(buf, "pslEntries", t.entries)
}

// writeUint32s writes the array name of values, in decimal (the shortest
// source: the module is downloaded with it), twelve a line.
func writeUint32s(buf *bytes.Buffer, name string, values []uint32) {
	fmt.Fprintf(buf, "var %s = [...]uint32{", name)
	for i, v := range values {
		if i%12 == 0 {
			buf.WriteString("\n")
		}
		fmt.Fprintf(buf, "%d, ", v)
	}
	buf.WriteString("\n}\n\n")
}
