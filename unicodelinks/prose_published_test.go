package unicodelinks

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pct writes n/d as the docs do: one decimal, "100" when all.
func pct(n, d int) string {
	if n == d {
		return "100"
	}
	return fmt.Sprintf("%.1f", 100*float64(n)/float64(d))
}

// readmeProse matches the README's sentence on NewProse: its false links,
// New()'s, and the scheme-less links it keeps.
var readmeProse = regexp.MustCompile("`NewProse`, the preset for chat and forums: ([0-9.]+) % false links on \\[its labelled set\\]\\(unicodelinks/testdata/prose-labelled.txt\\)\\s+\\(`New\\(\\)`: ([0-9]+) %\\), ([0-9.]+) % of scheme-less links kept")

// TestProseFiguresPublished measures New and NewProse on the labelled sets
// as TestProseLabelled does and requires the figures the README and
// docs/prose-rules.md publish to be these: they are typed by hand.
func TestProseFiguresPublished(t *testing.T) {
	rates := func(path string) (cases int, n, p labelledRates) {
		cs := readLabelled(t, path)
		return len(cs), measureLabelled(t, New(), cs, false), measureLabelled(t, NewProse(), cs, false)
	}
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	rules, err := os.ReadFile("../docs/prose-rules.md")
	require.NoError(t, err)

	_, n, p := rates("testdata/prose-labelled.txt")
	m := readmeProse.FindStringSubmatch(string(readme))
	require.NotNil(t, m, "README.md: no sentence matching %s", readmeProse)
	assert.Equal(t, []string{pct(p.falseLinks, p.found), fmt.Sprintf("%.0f", 100*n.falseRate()), pct(p.kept, p.schemeless)}, m[1:],
		"README.md: NewProse's false links, New()'s, NewProse's scheme-less links kept")

	for _, path := range []string{"testdata/prose-labelled.txt", "../testdata/realworld/corpus.txt"} {
		cases, n, p := rates(path)
		cell := func(r labelledRates) string {
			return fmt.Sprintf("%d/%d (%s %%) / %d/%d (%s %%)", r.falseLinks, r.found, pct(r.falseLinks, r.found), r.kept, r.schemeless, pct(r.kept, r.schemeless))
		}
		link := strings.TrimPrefix(path, "../")
		if link == path {
			link = "unicodelinks/" + path
		}
		row := fmt.Sprintf("| %d | %s | %s |", cases, cell(n), cell(p))
		found := false
		for _, line := range strings.Split(string(rules), "\n") {
			if strings.HasPrefix(line, "| [`"+link+"`]") {
				found = true
				assert.True(t, strings.HasSuffix(line, row), "docs/prose-rules.md: the row of %s\n%s\nwant it to end\n%s", link, line, row)
			}
		}
		assert.True(t, found, "docs/prose-rules.md: no row for %s", link)
	}
}
