package unicodelinks

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/testutil"
)

// TestSuppressCases runs the ways an author stops a link (an escape, a
// character reference, inline HTML, a code span, a zero-width space) and
// what escapes and references stand for in a path or query:
// testdata/suppress.txt in every dialect; testdata/suppress-around.txt,
// markup right before a link, after its host or around an address's '@',
// which stops a link in the Unicode and MD4C dialects only; then the file
// of each dialect (testdata/suppress-unicode.txt, suppress-gfm.txt,
// suppress-md4c.txt) for what differs between them. The www links of the
// shared file are written with http://, which GFM and MD4C imply, in
// every dialect.
func TestSuppressCases(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		all := goldmark.New(goldmark.WithExtensions(New(WithDialect(d), WithWWWScheme("http"))))
		t.Run("all/"+d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(all, "testdata/suppress.txt", t, testutil.ParseCliCaseArg()...)
		})
		if d != GFM {
			t.Run("around/"+d.String(), func(t *testing.T) {
				testutil.DoTestCaseFile(md, "testdata/suppress-around.txt", t, testutil.ParseCliCaseArg()...)
			})
		}
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/suppress-"+strings.ToLower(d.String())+".txt", t, testutil.ParseCliCaseArg()...)
		})
	}
}
