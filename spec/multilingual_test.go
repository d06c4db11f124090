package spec

import (
	"path/filepath"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/testutil"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

// runCaseFile runs the goldmark case file ../testdata/name with md.
func runCaseFile(t *testing.T, md goldmark.Markdown, name string) {
	t.Helper()
	testutil.DoTestCaseFile(md, filepath.Join("..", "testdata", name), t, testutil.ParseCliCaseArg()...)
}

// TestMultilingual runs testdata/multilingual.txt, written for this library
// from the rules of the Unicode dialect: UTS #58 (Link_Term: letters
// Include, '。' '、' '،' '।' '.' '?' quotation marks Soft, '」' '）' ')'
// Close) and the Markdown prose rules. Its cases are a path in each script
// (the sentence's punctuation stays out), brackets and quotes around links,
// links inside Markdown constructs, and what users of today's linkifiers
// report. Hrefs are minimally escaped, so they read as the label.
func TestMultilingual(t *testing.T) {
	runCaseFile(t, goldmark.New(goldmark.WithExtensions(unicodelinks.New(), extension.Strikethrough)), "multilingual.txt")
}

// TestStrikethroughAndTypographer runs testdata/strikethrough-typographer.txt:
// links inside ~~…~~, and a closing quote that goldmark's typographer turns
// into ” never ends up in the href (goldmark #335).
func TestStrikethroughAndTypographer(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(gfm.Extension, extension.Typographer))
	runCaseFile(t, md, "strikethrough-typographer.txt")
}
