package unicodelinks

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/testutil"
)

// TestIntegrity runs testdata/integrity.txt: links are found in the text a
// reader sees (entities, escapes), and every construct goldmark parses
// ends a URL and stays what it is, also with html.WithUnsafe, under which
// a link that took in a backslash or a backtick used to turn text into
// live HTML.
func TestIntegrity(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()), goldmark.WithRendererOptions(html.WithUnsafe()))
	testutil.DoTestCaseFile(md, "testdata/integrity.txt", t, testutil.ParseCliCaseArg()...)
}

// TestTypographerLocalParts runs testdata/typographer.txt: a local part
// that the typographer's quotes, dashes or ellipses interrupt is linked
// whole or not at all, never cut after them. Then each dialect's
// testdata/typographer-<dialect>.txt: a quote the typographer curls before
// a local part is what the raw quote is to the dialect.
func TestTypographerLocalParts(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d)), extension.Typographer))
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/typographer.txt", t, testutil.ParseCliCaseArg()...)
			testutil.DoTestCaseFile(md, "testdata/typographer-"+strings.ToLower(d.String())+".txt", t, testutil.ParseCliCaseArg()...)
		})
	}
}
