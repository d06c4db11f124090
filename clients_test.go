package unicodelinks

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/testutil"
)

// TestRawHTMLElements runs testdata/raw-html.txt in every dialect with
// html.WithUnsafe: no link is made in the text of a raw <a>, <code>,
// <pre>, <kbd> or <samp> element, which a browser shows as a link or as
// code (issue 35, rows 3 and 4); cmark-gfm nests anchors there.
func TestRawHTMLElements(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))), goldmark.WithRendererOptions(html.WithUnsafe()))
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/raw-html.txt", t, testutil.ParseCliCaseArg()...)
		})
	}
}
