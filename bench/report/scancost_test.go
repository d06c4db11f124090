package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScanCostChecks(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkInstructions/cjk/none 1 1000000000 instructions/op 1000 links/op
BenchmarkInstructions/cjk/Linkify 1 1160000000 instructions/op 1400 links/op
BenchmarkInstructions/cjk/unicodelinks-Unicode 1 1038500000 instructions/op 1500 links/op
BenchmarkInstructions/few/none 1 100000000 instructions/op 7 links/op
BenchmarkInstructions/few/Linkify 1 120000000 instructions/op 9 links/op
BenchmarkInstructions/few/unicodelinks-Unicode 1 105000000 instructions/op 9 links/op
`))
	checks := scanCostChecks(res)
	require.Len(t, checks, 3, "a scan cost for each corpus, a per-link ratio where both find 100 links")
	// cjk: (1038.5M − 1000M − 3500 × 500) / 1000M = 3.675 %; per link
	// 38.5M/500 against 160M/400: 0.1925.
	assert.Equal(t, "3.67 %", checks[0].value)
	assert.True(t, checks[0].ok)
	assert.Equal(t, "0.19", checks[1].value)
	assert.True(t, checks[1].ok)
	// few: (105M − 100M − 3500 × 2) / 100M = 4.993 %.
	assert.Equal(t, "4.99 %", checks[2].value)
	assert.False(t, checks[2].ok)
}

// TestDialectCostChecks: a row per dialect and corpus, the instructions
// over goldmark alone, held to 4 %; a dialect not measured has none.
func TestDialectCostChecks(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkInstructions/cjk/none 1 1000000000 instructions/op 1000 links/op
BenchmarkInstructions/cjk/unicodelinks-Unicode 1 1025000000 instructions/op 1500 links/op
BenchmarkInstructions/cjk/unicodelinks-GFM 1 1041000000 instructions/op 1490 links/op
BenchmarkInstructions/cjk/unicodelinks-MD4C 1 1039000000 instructions/op 1480 links/op
BenchmarkInstructions/few/none 1 100000000 instructions/op 7 links/op
BenchmarkInstructions/few/unicodelinks-GFM 1 103999000 instructions/op 9 links/op
`))
	checks := dialectCostChecks(res)
	require.Len(t, checks, 4)
	want := []struct {
		what, value string
		ok          bool
	}{
		{"real corpus cjk: Unicode dialect over goldmark alone, instructions", "2.50 %", true},
		{"real corpus cjk: GFM dialect over goldmark alone, instructions", "4.10 %", false},
		{"real corpus cjk: MD4C dialect over goldmark alone, instructions", "3.90 %", true},
		{"real corpus few: GFM dialect over goldmark alone, instructions", "4.00 %", true},
	}
	for i, w := range want {
		assert.Equal(t, w.what, checks[i].what)
		assert.Equal(t, w.value, checks[i].value, w.what)
		assert.Equal(t, w.ok, checks[i].ok, w.what)
		assert.Equal(t, "≤ 4 %", checks[i].target)
	}
}

// TestDetectCostChecks: Detect's, All's and the www-only Detector's
// instructions over the bare trigger search's, held to 3×, on each corpus
// that has the search.
func TestDetectCostChecks(t *testing.T) {
	res, _ := parse([]byte(`BenchmarkInstructions/cjk/triggers 1 2000000 instructions/op 10 links/op
BenchmarkInstructions/cjk/Detect 1 19000000 instructions/op 12 links/op
BenchmarkInstructions/cjk/All 1 5800000 instructions/op 12 links/op
BenchmarkInstructions/cjk/Detect-www 1 6200000 instructions/op 3 links/op
BenchmarkInstructions/few/Detect 1 1000000 instructions/op 1 links/op
`))
	checks := detectCostChecks(res)
	require.Len(t, checks, 3, "no row for a corpus without the trigger search")
	assert.Equal(t, "real corpus cjk: Detect / bare search for the extension's triggers (://, @, www.), instructions", checks[0].what)
	assert.Equal(t, "9.5×", checks[0].value)
	assert.False(t, checks[0].ok)
	assert.Equal(t, "2.9×", checks[1].value)
	assert.True(t, checks[1].ok)
	assert.Equal(t, "≤ 3×", checks[1].target)
	assert.Equal(t, "real corpus cjk: Detect with WithSchemelessWWWOnly (the extension's links) / bare search for the extension's triggers (://, @, www.), instructions", checks[2].what)
	assert.Equal(t, "3.1×", checks[2].value)
	assert.False(t, checks[2].ok)
}
