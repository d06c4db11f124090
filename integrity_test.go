package unicodelinks

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

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

// TestTypographerLocalParts runs testdata/typographer.txt in every
// dialect, then each dialect's testdata/typographer-<dialect>.txt (whose
// expectations are cmark-gfm's and md4c's for GFM and MD4C): the
// typographer's dashes, quotes and ellipses never cut a link, which takes
// their source characters (issue 35, rows 1 and 2).
func TestTypographerLocalParts(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d)), extension.Typographer))
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/typographer.txt", t, testutil.ParseCliCaseArg()...)
			testutil.DoTestCaseFile(md, "testdata/typographer-"+strings.ToLower(d.String())+".txt", t, testutil.ParseCliCaseArg()...)
		})
	}
}

// TestTypographerKeepsLinks: in every dialect, the anchors of a document
// with goldmark's Typographer are those without it, href and label: links
// are found as if the typographer had not split their text.
func TestTypographerKeepsLinks(t *testing.T) {
	docs := []string{
		"http://xn--bcher-kva.de and https://xn--mnchen-3ya.de/a--b",
		"https://github.com/gohugoio/hugo/compare/v0.150.0...v0.151.0",
		"https://en.wikipedia.org/wiki/Ocean's_Eleven, www.example.com/it's",
		"\"https://example.com/a--b\" and 'https://example.com/c'",
		"o'reilly@example.com john--doe@example.com a.b...c@example.com",
		"*https://example.com/a---b...* and https://example.com/\\-- x",
	}
	anchors := regexp.MustCompile(`<a [^>]*>[^<]*</a>`)
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		with := goldmark.New(goldmark.WithExtensions(New(WithDialect(d)), extension.Typographer))
		without := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		for _, doc := range docs {
			assert.Equal(t, anchors.FindAllString(convert(t, without, doc), -1),
				anchors.FindAllString(convert(t, with, doc), -1), "%s: %q", d, doc)
		}
	}
}

// TestEmphasisInURLs runs testdata/emphasis-urls.txt in the Unicode and
// GFM dialects with extension.GFM: delimiters goldmark read as emphasis
// inside a URL are its characters, as Linkify and cmark-gfm read them, and
// emphasis around a URL stays (issue 41, row 2).
func TestEmphasisInURLs(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM} {
		md := goldmark.New(goldmark.WithExtensions(extension.GFM, New(WithDialect(d))))
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/emphasis-urls.txt", t, testutil.ParseCliCaseArg()...)
		})
	}
}
