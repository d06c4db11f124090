package stack

import (
	"fmt"
	"html/template"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
	"go.abhg.dev/goldmark/hashtag"
	"go.abhg.dev/goldmark/toc"
	"go.abhg.dev/goldmark/wikilink"

	mathjax "github.com/litao91/goldmark-mathjax"
	emoji "github.com/yuin/goldmark-emoji"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

// TestIssue35Rows checks each row of issue 35 that a stack shows (rows 1
// to 9, 13; the others are the root package's), in every dialect with
// the extension registered first and last. Expectations are goldmark's
// Linkify's (rows 1, 2, 9), goldmark's own output (3, 4, 5: no link
// added), toc's and Hugo's behaviour without the extension (6, 7), and
// goldmark's text (8).
func TestIssue35Rows(t *testing.T) {
	typographer := []goldmark.Extender{extension.GFM, extension.Typographer}
	wiki := []goldmark.Extender{&wikilink.Extender{}}
	tags := []goldmark.Extender{&hashtag.Extender{}}
	for _, c := range []struct {
		row     int
		exts    []goldmark.Extender
		unsafe  bool
		src     string
		want    string // the whole output, or
		anchors []string
	}{
		{1, typographer, false, "http://xn--bcher-kva.de", "", []string{`<a href="http://xn--bcher-kva.de" data-unicodelinks="1">http://xn--bcher-kva.de</a>`}},
		{2, typographer, false, "https://github.com/gohugoio/hugo/compare/v0.150.0...v0.151.0 -- https://example.com/a--b", "", []string{
			`<a href="https://github.com/gohugoio/hugo/compare/v0.150.0...v0.151.0" data-unicodelinks="1">https://github.com/gohugoio/hugo/compare/v0.150.0...v0.151.0</a>`,
			`<a href="https://example.com/a--b" data-unicodelinks="1">https://example.com/a--b</a>`}},
		{2, typographer, false, "https://en.wikipedia.org/wiki/Ocean's_Eleven", "", []string{
			`<a href="https://en.wikipedia.org/wiki/Ocean's_Eleven" data-unicodelinks="1">https://en.wikipedia.org/wiki/Ocean's_Eleven</a>`}},
		{3, nil, true, `<a href="x">http://example.com</a>`, "<p><a href=\"x\">http://example.com</a></p>\n", nil},
		{4, nil, true, `<code>http://site.com:<b>8080</b></code>`, "<p><code>http://site.com:<b>8080</b></code></p>\n", nil},
		{5, wiki, false, "[[Home|www.example.com]] [[Notes|mail bob@example.com]] [[https://example.org/x]]",
			"<p><a href=\"Home.html\">www.example.com</a> <a href=\"Notes.html\">mail bob@example.com</a> <a href=\"https://example.org/x.html\">https://example.org/x</a></p>\n", nil},
		{6, []goldmark.Extender{&toc.Extender{}}, false, "# See https://example.com/docs",
			"<h1 id=\"table-of-contents\">Table of Contents</h1>\n<ul>\n<li>\nSee https://example.com/docs</li>\n</ul>\n<h1>See <a href=\"https://example.com/docs\" data-unicodelinks=\"1\">https://example.com/docs</a></h1>\n", nil},
		{8, tags, false, "a https://x.com/&#58;b", "", []string{`<a href="https://x.com/&amp;#58;b" data-unicodelinks="1">https://x.com/&amp;#58;b</a>`}},
		{9, tags, false, "https://github.com/yuin/goldmark#extensions", "", []string{
			`<a href="https://github.com/yuin/goldmark#extensions" data-unicodelinks="1">https://github.com/yuin/goldmark#extensions</a>`}},
		{9, []goldmark.Extender{emoji.Emoji}, false, "https://x.com/a:smile:b", "", []string{`<a href="https://x.com/a:smile:b" data-unicodelinks="1">https://x.com/a:smile:b</a>`}},
		{9, []goldmark.Extender{mathjax.MathJax}, false, "https://x.com/?a=$1$", "", []string{`<a href="https://x.com/?a=$1$" data-unicodelinks="1">https://x.com/?a=$1$</a>`}},
		{9, wiki, false, "https://x.com/[[x]]", "", []string{`<a href="https://x.com/[[x]]" data-unicodelinks="1">https://x.com/[[x]]</a>`}},
	} {
		for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
			if d == unicodelinks.MD4C && len(c.anchors) > 0 {
				continue // md4c ends URLs at '&', quotes, brackets: its own rules (testdata/typographer-md4c.txt)
			}
			for _, first := range []bool{true, false} {
				lopts := append(Stack{Exts: func() []goldmark.Extender { return c.exts }}.Options(),
					unicodelinks.WithDialect(d), unicodelinks.WithAttributes(mark), unicodelinks.WithHrefForm(unicodelinks.MinimalEscaping))
				ext := unicodelinks.New(lopts...)
				exts := append(append([]goldmark.Extender(nil), c.exts...), ext)
				if first {
					exts = append([]goldmark.Extender{ext}, c.exts...)
				}
				opts := []goldmark.Option{goldmark.WithExtensions(exts...)}
				if c.unsafe {
					opts = append(opts, goldmark.WithRendererOptions(html.WithUnsafe()))
				}
				out := convert(t, goldmark.New(opts...), []byte(c.src))
				name := fmt.Sprintf("row %d, %s, first %v: %q", c.row, d, first, c.src)
				if c.want != "" {
					assert.Equal(t, c.want, out, name)
					continue
				}
				for _, a := range c.anchors {
					assert.Contains(t, out, a, name)
				}
				assert.Equal(t, len(c.anchors), strings.Count(out, "data-unicodelinks"), name)
			}
		}
	}
}

// TestHugoRenderHooks: issue 35's rows 7 and 13, issue 42's row 18. Both
// of Hugo's paths, with a link render hook and without (Hugo's default),
// give the href and label the extension writes: escapes and references
// resolved ("v1\\_8\\_7" is "v1_8_7", "&amp;" is "&"), escaped for HTML
// once. The hook gets them as destination, .Text (HTML, escaped) and
// .PlainText; Hugo's empty linkifyProtocol is the default www scheme, and
// a CommonMark autolink keeps goldmark's rendering.
func TestHugoRenderHooks(t *testing.T) {
	const src = "https://svn.ruby-lang.org/repos/ruby/tags/v1\\_8\\_7/NEWS and https://example.com/?a=1&amp;copy=2 and www.example.com/it's, <https://example.org>"
	hugo := []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList, extension.Typographer}
	for _, proto := range []string{"", "https"} {
		www := "http://www.example.com/it's"
		if proto == "https" {
			www = "https://www.example.com/it's"
		}
		want := `<p><a href="https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS">https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS</a>` +
			` and <a href="https://example.com/?a=1&amp;copy=2">https://example.com/?a=1&amp;copy=2</a>` +
			` and <a href="` + www + `">www.example.com/it's</a>, <a href="https://example.org">https://example.org</a></p>` + "\n"
		// The extension's own renderer writes that.
		own := goldmark.New(goldmark.WithExtensions(append(hugo[:len(hugo):len(hugo)], HugoLinkify(proto))...))
		require.Equal(t, want, convert(t, own, []byte(src)), "the extension alone, linkifyProtocol %q", proto)

		var got [][3]string
		hook := func(w util.BufWriter, dest string, text template.HTML, plain string) {
			got = append(got, [3]string{dest, string(text), plain})
			// A hook that writes <a href="{{ .Destination }}">{{ .Text }}</a>.
			_, _ = fmt.Fprintf(w, `<a href="%s">%s</a>`, util.EscapeHTML([]byte(dest)), text)
		}
		for _, r := range []HookRenderer{{}, {Hook: hook}} {
			md := goldmark.New(goldmark.WithExtensions(append(hugo[:len(hugo):len(hugo)], HugoLinkify(proto))...),
				goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(r, 100))))
			assert.Equal(t, want, convert(t, md, []byte(src)), "hook %v, linkifyProtocol %q", r.Hook != nil, proto)
		}
		assert.Equal(t, [][3]string{
			{"https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS", "https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS", "https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS"},
			{"https://example.com/?a=1&copy=2", "https://example.com/?a=1&amp;copy=2", "https://example.com/?a=1&copy=2"},
			{www, "www.example.com/it's", "www.example.com/it's"},
			{"https://example.org", "https://example.org", "https://example.org"}, // goldmark's own autolink, as before
		}, got, "linkifyProtocol %q", proto)
	}
}

// TestGitea: the renderer with a filter that leaves the instance's URLs to
// Gitea's post-processors, and the stripper reading AutoLink nodes.
func TestGitea(t *testing.T) {
	src := []byte("Fixed in https://gitea.example.com/org/repo/issues/1, see https://docs.example.org/a\\_b and mail@example.com")
	ext, err := GiteaLinkify(unicodelinks.GFM, "https://gitea.example.com/")
	require.NoError(t, err)
	md := GiteaMarkdown(ext)
	require.Equal(t, `<p>Fixed in https://gitea.example.com/org/repo/issues/1, see <a href="https://docs.example.org/a_b">https://docs.example.org/a_b</a> and <a href="mailto:mail@example.com">mail@example.com</a></p>`+"\n",
		convert(t, md, src))
	strip := goldmark.New(goldmark.WithExtensions(gfm.New(unicodelinks.WithDialect(unicodelinks.GFM),
		unicodelinks.WithAutoLinkNodes(true))))
	text, links := Strip(strip, src)
	assert.Equal(t, "Fixed in https://gitea.example.com/org/repo/issues/1, see https://docs.example.org/a_b and mail@example.com", text)
	assert.Equal(t, []string{"https://gitea.example.com/org/repo/issues/1", "https://docs.example.org/a_b", "mailto:mail@example.com"}, links)
}
