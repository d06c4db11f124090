package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"

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

// TestRawHTMLOmitted runs testdata/raw-html-omitted.txt in the Unicode
// and GFM dialects with goldmark's default renderer, which omits raw
// HTML: its tags stop no link (issue 41, row 7), with html.WithUnsafe
// given before or after the extension, or not at all.
func TestRawHTMLOmitted(t *testing.T) {
	for _, d := range []Dialect{Unicode, GFM} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		t.Run(d.String(), func(t *testing.T) {
			testutil.DoTestCaseFile(md, "testdata/raw-html-omitted.txt", t, testutil.ParseCliCaseArg()...)
		})
	}
	before := goldmark.New(goldmark.WithRendererOptions(html.WithUnsafe()), goldmark.WithExtensions(New()))
	assert.Equal(t, "<p><code>http://example.com</code></p>\n", convert(t, before, "<code>http://example.com</code>"))
}

// TestExplicitSchemeHosts: in the Unicode dialect a URL with an explicit
// scheme links any host a browser goes to (Hugo's test host bar.baz,
// Gitea's foo_bar, an intranet's .internal; issue 35 row 12), while a
// scheme-less candidate keeps the ICANN top-level domain rule.
func TestExplicitSchemeHosts(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	for src, want := range map[string]string{
		"https://bar.baz/":             `<p><a href="https://bar.baz/">https://bar.baz/</a></p>`,
		"https://foo_bar.example.com/": `<p><a href="https://foo_bar.example.com/">https://foo_bar.example.com/</a></p>`,
		"https://jenkins.internal/":    `<p><a href="https://jenkins.internal/">https://jenkins.internal/</a></p>`,
		"www.bar.baz and bar.baz":      `<p>www.bar.baz and bar.baz</p>`,
		"mail a@jenkins.internal":      `<p>mail a@jenkins.internal</p>`,
	} {
		assert.Equal(t, want+"\n", convert(t, md, src), src)
	}
}
