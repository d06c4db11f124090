package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
)

// The cost of a link's node and anchor: what the extension spends on a
// link once its scan has found it, read from a callgrind profile of one
// render (callgrind_annotate --inclusive=yes).

// nodeAnchorFuncs are the functions whose inclusive instructions make up a
// link's node and anchor: the parser's sink.add (its checks, href, node
// and splice into the tree) and the renderer's anchor writer. (The
// renderer's dispatch of an *ast.AutoLink, a type switch and an attribute
// lookup, is left out: it is the same for goldmark's CommonMark autolinks,
// which it hands to goldmark's function.)
var nodeAnchorFuncs = []string{
	"parser.(*sink).add",
	"renderer.(*LinkRenderer).writeAnchor",
}

// inclusiveLine is a line of callgrind_annotate --inclusive=yes: the
// count, its share, and file:function.
var inclusiveLine = regexp.MustCompile(`^\s*([0-9,]+) \(\s*[0-9.]+%\)\s+\S*?:(\S+) \[`)

// nodeAnchorCost returns the instructions of nodeAnchorFuncs in the
// callgrind profile file. A function whose code callgrind_annotate splits
// over several files (inlined code) is counted by its largest entry, the
// one that holds the others; recursive calls ("add'2") are inside the
// first.
func nodeAnchorCost(file string) (int64, error) {
	out, err := exec.Command("callgrind_annotate", "--inclusive=yes", "--threshold=100", file).Output()
	if err != nil {
		return 0, fmt.Errorf("callgrind_annotate %s: %v", file, err)
	}
	return nodeAnchorOf(out), nil
}

// nodeAnchorOf returns the instructions of nodeAnchorFuncs in out, the
// output of callgrind_annotate --inclusive=yes.
func nodeAnchorOf(out []byte) int64 {
	most := map[string]int64{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		m := inclusiveLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n, err := strconv.ParseInt(strings.ReplaceAll(m[1], ",", ""), 10, 64)
		if err != nil {
			continue
		}
		for _, f := range nodeAnchorFuncs {
			if strings.HasSuffix(m[2], "/"+f) {
				most[f] = max(most[f], n)
			}
		}
	}
	var total int64
	for _, f := range nodeAnchorFuncs {
		total += most[f]
	}
	return total
}

// linksMade returns the anchors that the configuration name writes in the
// corpus of dir beyond goldmark alone's: the links the extension made.
func linksMade(name, dir string) (int, error) {
	corpus, err := harness.LoadOne(dir)
	if err != nil {
		return 0, err
	}
	count := func(name string) (int, error) {
		c, ok := harness.Find(name)
		if !ok {
			return 0, fmt.Errorf("no configuration %q", name)
		}
		var out bytes.Buffer
		return harness.Render(c.New(), corpus.Docs, &out)
	}
	with, err := count(name)
	if err != nil {
		return 0, err
	}
	without, err := count("none")
	if err != nil {
		return 0, err
	}
	return with - without, nil
}
