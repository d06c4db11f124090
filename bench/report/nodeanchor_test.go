package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNodeAnchorChecks: a row per corpus with a node and anchor count of
// the Unicode dialect, the median of its rounds over the links made, held
// to 3 500; a corpus where it made no link has none, and the other
// dialects (whose count holds their host check) none.
func TestNodeAnchorChecks(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkNodeAnchor/cjk/unicodelinks-Unicode 1 7000000 instructions/op 2000 links/op
BenchmarkNodeAnchor/cjk/unicodelinks-Unicode 1 9000000 instructions/op 2000 links/op
BenchmarkNodeAnchor/cjk/unicodelinks-Unicode 1 6000000 instructions/op 2000 links/op
BenchmarkNodeAnchor/cjk/unicodelinks-GFM 1 3600000 instructions/op 1000 links/op
BenchmarkNodeAnchor/few/unicodelinks-Unicode 1 36010 instructions/op 10 links/op
BenchmarkNodeAnchor/none/unicodelinks-Unicode 1 5000 instructions/op 0 links/op
`))
	checks := nodeAnchorChecks(res)
	require.Len(t, checks, 2)
	assert.Equal(t, "corpus cjk: node and anchor per link, Unicode dialect (2000 links; sink.add and writeAnchor, inclusive), instructions", checks[0].what)
	assert.Equal(t, "3500", checks[0].value, "the median of 6M, 7M and 9M over 2 000 links")
	assert.True(t, checks[0].ok)
	assert.Equal(t, "≤ 3500", checks[0].target)
	assert.Equal(t, "3601", checks[1].value)
	assert.False(t, checks[1].ok)
}

// TestLinkDenseChecks: on the link-dense corpus, each dialect's
// instructions over goldmark alone per link made, over Linkify's.
func TestLinkDenseChecks(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkInstructions/linkdense/none 1 400000000 instructions/op 100 links/op
BenchmarkInstructions/linkdense/Linkify 1 1400000000 instructions/op 20100 links/op
BenchmarkInstructions/linkdense/unicodelinks-Unicode 1 650000000 instructions/op 20100 links/op
BenchmarkInstructions/linkdense/unicodelinks-GFM 1 700000000 instructions/op 20100 links/op
BenchmarkInstructions/linkdense/unicodelinks-MD4C 1 410000000 instructions/op 600 links/op
`))
	checks := linkDenseChecks(res)
	require.Len(t, checks, 2, "Unicode and GFM")
	// Linkify: 1000M / 20 000 = 50 000 a link; Unicode 250M / 20 000 =
	// 12 500 (0.25), GFM 15 000 (0.30).
	assert.Equal(t, "link-dense corpus: Unicode dialect's instructions per link / Linkify's (12500 and 50000 a link)", checks[0].what)
	assert.Equal(t, "0.250", checks[0].value)
	assert.True(t, checks[0].ok)
	assert.Equal(t, "0.300", checks[1].value)
	assert.False(t, checks[1].ok)
}

// TestRealCorporaOnly: the targets of real corpora leave out the corpora
// that report -corpora does not name, such as the link-dense one.
func TestRealCorporaOnly(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkInstructions/cjk/none 1 1000000000 instructions/op 1000 links/op
BenchmarkInstructions/cjk/unicodelinks-GFM 1 1030000000 instructions/op 1000 links/op
BenchmarkInstructions/linkdense/none 1 400000000 instructions/op 100 links/op
BenchmarkInstructions/linkdense/unicodelinks-GFM 1 700000000 instructions/op 20100 links/op
`))
	realCorpora = map[string]bool{"cjk": true}
	defer func() { realCorpora = nil }()
	checks := dialectCostChecks(res)
	require.Len(t, checks, 1)
	assert.Contains(t, checks[0].what, "real corpus cjk:")
}
