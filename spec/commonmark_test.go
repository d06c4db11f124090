package spec

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/renderer/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/cmspec"
)

// TestCommonMark renders goldmark's CommonMark spec examples with the
// extension in each dialect: the output is byte-identical to goldmark's own
// (with the options of goldmark's spec test) apart from the examples
// listed in spec/testdata/deviations.txt with both outputs pinned
// (comparisons commonmark/<dialect>).
func TestCommonMark(t *testing.T) {
	exs, err := cmspec.Examples()
	require.NoError(t, err)
	opts := goldmark.WithRendererOptions(html.WithXHTML(), html.WithUnsafe())
	plain := goldmark.New(opts)
	var sames []string
	for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
		md := goldmark.New(opts, goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(d))))
		var results []result
		for _, ex := range exs {
			results = append(results, result{strconv.Itoa(ex.Example), render(t, plain, ex.Markdown), render(t, md, ex.Markdown)})
		}
		same := checkPinned(t, "commonmark/"+strings.ToLower(d.String()), results)
		t.Logf("CommonMark spec, %s dialect: %d/%d byte-identical, %d listed differences", d, same, len(exs), len(exs)-same)
		sames = append(sames, strconv.Itoa(same))
	}
	t.Logf("conformance: goldmark's CommonMark examples byte-identical with the extension (Unicode / GFM / MD4C) | %s of %d", strings.Join(sames, " / "), len(exs))
}
