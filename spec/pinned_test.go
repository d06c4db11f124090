package spec

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// update rewrites the pinned outputs of testdata/deviations.txt (and,
// with $MD2HTML, the recording of md2html) from this run; git diff shows
// the change for review. Reasons are kept; a new difference gets "TODO".
var update = flag.Bool("update", false, "rewrite the pinned deviations (and, with $MD2HTML, md4c's recording) from this run")

// deviationsFile is in spec/testdata: ../testdata holds the case files
// that every Markdown test reads.
const deviationsFile = "testdata/deviations.txt"

// A result is one case of a comparison: its key (unique in the
// comparison), what the reference renders and what this package renders.
type result struct{ key, ref, ours string }

// A pinned is a listed deviation: why, and both outputs as pinned.
type pinned struct{ reason, ref, ours string }

// A pinnedBlock is one block of the deviation file: its comparison, key
// and content.
type pinnedBlock struct {
	comparison, key string
	pinned
}

// readPinned reads testdata/deviations.txt: blocks "%% <comparison> <key>"
// with the lines "reason: …", "ref: " and "ours: " (both Go string literals).
func readPinned(t *testing.T) (header string, blocks []pinnedBlock) {
	t.Helper()
	var cur *pinnedBlock
	var hdr strings.Builder
	flush := func() {
		if cur != nil {
			if cur.reason == "" || cur.ref == "" || cur.ours == "" {
				t.Errorf("%s: %s %s lacks a reason, ref or ours line", deviationsFile, cur.comparison, cur.key)
			}
			blocks = append(blocks, *cur)
			cur = nil
		}
	}
	eachFileLine(t, deviationsFile, func(n int, line string) {
		key, val, _ := strings.Cut(line, " ")
		switch {
		case cur == nil && len(blocks) == 0 && key != "%%":
			hdr.WriteString(line + "\n")
		case key == "%%":
			flush()
			comparison, k, _ := strings.Cut(val, " ")
			cur = &pinnedBlock{comparison: comparison, key: k}
		case cur == nil:
		case key == "reason:":
			cur.reason = val
		case key == "ref:" || key == "ours:":
			s, err := strconv.Unquote(val)
			if err != nil {
				t.Fatalf("%s:%d: %v", deviationsFile, n, err)
			}
			if key == "ref:" {
				cur.ref = s
			} else {
				cur.ours = s
			}
		case line == "":
		default:
			t.Fatalf("%s:%d: unknown line %q", deviationsFile, n, line)
		}
	})
	flush()
	return hdr.String(), blocks
}

// checkPinned compares the results of a comparison with its pinned
// deviations: a case that differs must be listed with both outputs as they
// are now; a listed case that agrees, renders something else on either
// side, or names no case fails. It returns how many cases agree. With
// -update it rewrites the comparison's blocks instead.
func checkPinned(t *testing.T, comparison string, results []result) (same int) {
	t.Helper()
	header, blocks := readPinned(t)
	listed := map[string]pinned{}
	for _, b := range blocks {
		if b.comparison == comparison {
			listed[b.key] = b.pinned
		}
	}
	seen := map[string]bool{}
	var now []pinnedBlock
	for _, r := range results {
		seen[r.key] = true
		d, ok := listed[r.key]
		switch {
		case r.ref == r.ours && ok:
			t.Errorf("%s %s is listed (%s) but agrees now:\n%s", comparison, r.key, d.reason, r.ours)
		case r.ref == r.ours:
			same++
			continue
		case !ok:
			t.Errorf("%s %s differs and is not listed:\nref:  %q\nours: %q", comparison, r.key, r.ref, r.ours)
		case d.ref != r.ref || d.ours != r.ours:
			t.Errorf("%s %s is listed but its output changed:\nref:  %q\n was: %q\nours: %q\n was: %q", comparison, r.key, r.ref, d.ref, r.ours, d.ours)
		}
		reason := "TODO"
		if ok {
			reason = d.reason
		}
		if reason == "TODO" {
			t.Errorf("%s %s: write the reason of its deviation in %s", comparison, r.key, deviationsFile)
		}
		now = append(now, pinnedBlock{comparison, r.key, pinned{reason, r.ref, r.ours}})
	}
	for k, d := range listed {
		if !seen[k] {
			t.Errorf("%s %s is listed (%s) but names no case", comparison, k, d.reason)
		}
	}
	if *update {
		var kept []pinnedBlock
		for _, b := range blocks {
			if b.comparison != comparison {
				kept = append(kept, b)
			}
		}
		writePinned(t, header, append(kept, now...))
	}
	return same
}

// writePinned writes the deviation file, its blocks sorted by comparison
// and in each by the order of the cases.
func writePinned(t *testing.T, header string, blocks []pinnedBlock) {
	t.Helper()
	sort.SliceStable(blocks, func(i, j int) bool { return blocks[i].comparison < blocks[j].comparison })
	var b strings.Builder
	b.WriteString(header)
	for _, d := range blocks {
		fmt.Fprintf(&b, "%%%% %s %s\nreason: %s\nref: %q\nours: %q\n\n", d.comparison, d.key, d.reason, d.ref, d.ours)
	}
	require.NoError(t, os.WriteFile(deviationsFile, []byte(strings.TrimRight(b.String(), "\n")+"\n"), 0o644))
}
