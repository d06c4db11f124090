package unicodelinks

import (
	"bytes"
	"math"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// TestPathological: inputs that would take quadratic time in a careless
// linkifier (corpus.Pathological) convert with allocations linear in
// their size in every dialect, goldmark's and the renderer's included: four
// times the input allocates at most five times as many objects and six
// times as many bytes (buffers grow by doubling), not sixteen.
// The extension's own scans are counted where they are made, by the
// TestPathologicalLinear of the parser and of the engine.
func TestPathological(t *testing.T) {
	if raceDetector {
		t.Skip("allocation counts under the race detector, whose sync.Pool drops what it is given at random, are not a normal build's; make test and the toolchain runs of CI count them")
	}
	const n = 500
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d)), extension.Typographer))
		for _, sh := range corpus.Pathological {
			ms, bs := allocated(t, md, sh.Text(n))
			ml, bl := allocated(t, md, sh.Text(4*n))
			assert.LessOrEqual(t, ml, 5*ms+32, "%s dialect, %s: %d allocations for n=%d, %d for 4n", d, sh.Name, ms, n, ml)
			assert.LessOrEqual(t, bl, 6*bs+8192, "%s dialect, %s: %d bytes allocated for n=%d, %d for 4n", d, sh.Name, bs, n, bl)
		}
	}
}

// allocated returns the objects and bytes that md allocates to convert
// src: the least of three conversions, with the collector off, after one
// that fills goldmark's pools (a collection would empty them, and another
// test's goroutine may allocate meanwhile: both only add).
func allocated(t *testing.T, md goldmark.Markdown, src string) (objects, bytes_ uint64) {
	t.Helper()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var out bytes.Buffer
	in := []byte(src)
	require.NoError(t, md.Convert(in, &out))
	objects, bytes_ = math.MaxUint64, math.MaxUint64
	for range 3 {
		out.Reset()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		err := md.Convert(in, &out)
		runtime.ReadMemStats(&after)
		require.NoError(t, err)
		objects, bytes_ = min(objects, after.Mallocs-before.Mallocs), min(bytes_, after.TotalAlloc-before.TotalAlloc)
	}
	return objects, bytes_
}
