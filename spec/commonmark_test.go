package spec

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/renderer/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/cmspec"
)

// commonmarkDifferences lists, by dialect, the CommonMark examples that
// render differently with the extension than without it, and why.
var commonmarkDifferences = map[unicodelinks.Dialect]map[int]string{
	unicodelinks.Unicode: {
		602: "'<https://foo.bar/baz bim>' is no CommonMark autolink (space); before a scheme the Unicode dialect accepts any character but an ASCII letter or digit, here '<'",
		608: bareURL,
		611: bareURL,
		612: bareEmail,
	},
	unicodelinks.GFM: {
		602: "'<https://foo.bar/baz bim>' is no CommonMark autolink (space); cmark-gfm 0.29.0.gfm.13 links the URL after '<' as the GFM dialect does",
		606: "'<foo\\+@bar.example.com>' is no CommonMark autolink (an escape); cmark-gfm 0.29.0.gfm.13 links the address in the reader's text, where an escape stops no address, as the GFM dialect does",
		608: bareURL, 611: bareURL, 612: bareEmail,
	},
	unicodelinks.MD4C: {608: bareURL, 611: bareURL, 612: bareEmail},
}

const (
	bareURL   = "a URL in running text (not a CommonMark autolink) is what the extension links"
	bareEmail = "an e-mail address in running text is what the extension links"
)

// TestCommonMark renders goldmark's CommonMark spec examples with the
// extension in each dialect: the output is byte-identical to goldmark's own
// (with the options of goldmark's spec test) apart from the listed
// examples.
func TestCommonMark(t *testing.T) {
	exs, err := cmspec.Examples()
	require.NoError(t, err)
	opts := goldmark.WithRendererOptions(html.WithXHTML(), html.WithUnsafe())
	plain := goldmark.New(opts)
	for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
		md := goldmark.New(opts, goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(d))))
		failed := map[int]string{}
		for _, ex := range exs {
			want := render(t, plain, ex.Markdown)
			if got := render(t, md, ex.Markdown); got != want {
				failed[ex.Example] = "markdown:\n" + ex.Markdown + "goldmark:\n" + want + "with the extension:\n" + got
			}
		}
		checkListed(t, "CommonMark, "+d.String()+" dialect", failed, commonmarkDifferences[d])
		t.Logf("CommonMark spec, %s dialect: %d/%d byte-identical, %d listed differences", d, len(exs)-len(failed), len(exs), len(commonmarkDifferences[d]))
	}
}
