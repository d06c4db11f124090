package repotest

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/footprint"
)

// The footprint targets, against goldmark with its own extension.Linkify.
const (
	// maxBinaryRatio bounds the size of a program that renders one
	// string, both as built and with -s -w. 1.52 since byte tables became
	// literals that make tables writes (in place of work at start-up) and
	// the anchor, path-end and Detect fast paths came in: 30 kB
	// (go1.25.0: 1.510 with -s -w; 1.502 before); 1.525 since a link's
	// splice and href have fast paths and the right-to-left check reads
	// references alone: one 4 kB page (go1.25.0: 1.5215 with -s -w).
	maxBinaryRatio  = 1.525
	maxInitPackages = 35 // packages that do work when that program starts
)

// TestFootprint builds programs that render one string with goldmark
// alone, with its Linkify, with this extension, and with the engine alone
// (internal/footprint), and holds the extension's to the targets, which are
// deterministic for one toolchain. The RSS after the render is logged, not held:
// BENCHMARKS.md reports it (make bench).
func TestFootprint(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds programs")
	}
	wd, err := os.Getwd()
	require.NoError(t, err)
	results, err := footprint.Measure(wd, t.TempDir())
	require.NoError(t, err)
	by := map[string]footprint.Result{}
	for _, r := range results {
		by[r.Name] = r
		t.Logf("%-12s binary %7.2f MB, -s -w %5.2f MB, %3d packages with init work, RSS after the render %4.1f MB",
			r.Name, float64(r.Binary)/1e6, float64(r.Stripped)/1e6, len(r.Init), float64(r.RSS)/1e6)
	}
	ext, linkify := by["unicodelinks"], by["Linkify"]
	require.NotZero(t, linkify.Binary)
	assert.LessOrEqual(t, float64(ext.Binary)/float64(linkify.Binary), maxBinaryRatio, "binary size / goldmark with Linkify's")
	assert.LessOrEqual(t, float64(ext.Stripped)/float64(linkify.Stripped), maxBinaryRatio, "-s -w binary size / goldmark with Linkify's")
	assert.LessOrEqual(t, len(ext.Init), maxInitPackages, "packages with init work: %v", ext.Init)
	if linkify.RSS > 0 {
		t.Logf("RSS after the render: %.2f× goldmark with Linkify's", float64(ext.RSS)/float64(linkify.RSS))
	}
}

// TestNoNetHTTP: neither the library nor the command links net/http (which
// golang.org/x/net/publicsuffix imports through net/http/cookiejar), and
// the root package does not link goldmark's extension package, whose
// regexps are compiled when a program starts.
func TestNoNetHTTP(t *testing.T) {
	deps := func(pkgs ...string) map[string]bool {
		out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).Output()
		require.NoError(t, err)
		set := map[string]bool{}
		for _, p := range strings.Fields(string(out)) {
			set[p] = true
		}
		return set
	}
	all := deps(".", "./unicodelinks", "./parser", "./renderer", "./ast", "./gfm", "./cmd/unicodelinks")
	for _, p := range []string{"net/http", "golang.org/x/net/publicsuffix", "crypto/tls"} {
		assert.False(t, all[p], "the library or the command imports %s", p)
	}
	assert.False(t, deps(".")["github.com/yuin/goldmark/extension"], "the root package imports goldmark's extension package")
}
