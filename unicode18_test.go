package unicodelinks

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/testutil"
)

// TestUnicode18Markdown runs testdata/unicode18.txt: in Markdown, the
// bracket pair, the Soft characters and the e-mail letters that Unicode 18.0
// adds, and hosts that the IDNA tables do not know.
func TestUnicode18Markdown(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	testutil.DoTestCaseFile(md, "testdata/unicode18.txt", t, testutil.ParseCliCaseArg()...)
}
