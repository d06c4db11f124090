package repotest

import (
	"os/exec"
	"path"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const module = "github.com/unicodelinks/goldmark-unicodelinks"

// generatorHelpers are the packages of the module a table generator may
// import: helpers that make no tables of their own (as x/text's
// maketables.go import only internal/gen and internal/ucd). lookalike
// makes gentop's skeletons from the UTS #39 and Chromium data, where
// package spoof reads its generated tables.
var generatorHelpers = []string{
	module + "/unicodelinks/internal/ucd",
	module + "/unicodelinks/internal/gendata",
	module + "/unicodelinks/internal/lookalike",
}

// TestGeneratorsImportOnlyHelpers: no generator (a main package in
// unicodelinks/internal/gen*) depends on a package of the module other
// than the generator helpers, so that no table a generator makes is
// compiled into the generator, and a broken table never stops its own
// regeneration. The standard library and golang.org/x are allowed.
func TestGeneratorsImportOnlyHelpers(t *testing.T) {
	gens := goList(t, "./unicodelinks/internal/...")
	require.GreaterOrEqual(t, len(gens), 5, "the generators: %v", gens)
	for name, deps := range gens {
		allowed := map[string]bool{}
		for _, h := range generatorHelpers {
			allowed[h] = true
		}
		assert.Empty(t, moduleDepsBut(deps, allowed), "generator %s imports packages of the module that are no generator helpers", name)
	}
}

// TestModuleDepsBut: the check finds the engine among a generator's
// dependencies, and passes the standard library, x/ and the helpers.
func TestModuleDepsBut(t *testing.T) {
	allowed := map[string]bool{generatorHelpers[0]: true}
	deps := []string{"fmt", "golang.org/x/net/idna", generatorHelpers[0], module + "/unicodelinks", module + "/unicodelinks/internal/dnsname"}
	assert.Equal(t, []string{module + "/unicodelinks", module + "/unicodelinks/internal/dnsname"}, moduleDepsBut(deps, allowed))
	assert.Empty(t, moduleDepsBut(deps[:3], allowed))
}

// moduleDepsBut returns the packages of the module in deps that are not
// allowed, sorted.
func moduleDepsBut(deps []string, allowed map[string]bool) []string {
	var bad []string
	for _, d := range deps {
		if (d == module || strings.HasPrefix(d, module+"/")) && !allowed[d] {
			bad = append(bad, d)
		}
	}
	sort.Strings(bad)
	return bad
}

// goList returns the dependencies of the main packages named gen* among
// the packages of pattern, by the last element of their path.
func goList(t *testing.T, pattern string) map[string][]string {
	out, err := exec.Command("go", "list", "-f", `{{.Name}} {{.ImportPath}} {{join .Deps " "}}`, pattern).Output()
	require.NoError(t, err)
	pkgs := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		require.GreaterOrEqual(t, len(f), 2, "go list: %q", line)
		base := path.Base(f[1])
		if f[0] == "main" && strings.HasPrefix(base, "gen") {
			pkgs[base] = f[2:]
		}
	}
	return pkgs
}
