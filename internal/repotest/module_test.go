package repotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// maxModuleBytes bounds the files of the module zip that every user
// downloads: the library, its tables and the test data of its tests. The
// benchmark corpora are generated (internal/corpus) and the comparisons
// with other implementations live in the separate bench/ module, and so
// do the playground (cmd/playground) and the stack and adopter modules.
// 3.1 MB since the labelled set of real lines of paths glued to prose
// (unicodelinks/testdata/prose-paths.txt, 87 kB with their sources) and
// the v1 API's tests came in; 3.15 MB since the generators compute
// look-alike skeletons apart from package spoof (internal/lookalike, so
// that a broken table never blocks its own regeneration) and each fast
// path of the anchor writer is tested against the path it replaces; 3.19
// MB since a link's node and anchor got their fast paths (hints from the
// parser to the renderer, the plain hrefs of minimal escaping, the
// document's table of AutoLinks in place of an attribute each, one text
// child over a label) and the host scan passes over kana, each tested
// against its slow path (3.183 MB then); 3.2 MB since the www-only scan
// passes over words, tested against the filtered default Detector and at
// every offset of the right-to-left check, with its rows in BENCHMARKS.md
// (3.194 MB then); 3.21 MB since that check reads a block's references
// alone, held to the block's decoded text (3.202 MB then); 3.22 MB since
// a link's splice and href have fast paths held to their slow paths
// (spliceInText, URLAsIs; 3.211 MB then); 3.23 MB since the trigger
// search passes over the separators before a label that is no top-level
// domain, held to the search without them (3.224 MB then).
const maxModuleBytes = 3_230_000

// TestModuleSize sums the files that `go mod download` would fetch: those
// git tracks, less the directories of nested modules (bench/,
// testdata/adopter/), which the module zip leaves out. It needs a git
// checkout; in the module cache it skips.
func TestModuleSize(t *testing.T) {
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	wd, _ := os.Getwd()
	if err != nil || filepath.Clean(strings.TrimSpace(string(top))) != wd {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no git checkout at %s (%v): cannot sum the module's files", wd, err)
		}
		t.Skip("not in a git checkout of the module")
	}
	out, err := exec.Command("git", "ls-files", "-z").Output()
	require.NoError(t, err)
	files := strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00")
	var nested []string
	for _, f := range files {
		if strings.HasSuffix(f, "/go.mod") {
			nested = append(nested, strings.TrimSuffix(f, "go.mod"))
		}
	}
	total := int64(0)
	sizes := map[string]int64{} // by top directory
	for _, f := range files {
		skip := false
		for _, n := range nested {
			skip = skip || strings.HasPrefix(f, n)
		}
		fi, err := os.Lstat(f)
		if skip || err != nil { // removed in the work tree
			continue
		}
		total += fi.Size()
		top, _, _ := strings.Cut(f, "/")
		sizes[top] += fi.Size()
	}
	t.Logf("module files: %d bytes (nested modules left out: %v)", total, nested)
	require.Contains(t, sizes, "unicodelinks", "no file of the engine counted")
	assert.LessOrEqual(t, total, int64(maxModuleBytes), "the module's files; by top-level entry: %v", sizes)
}
