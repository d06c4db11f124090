package stack

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

// giteaAppURL is the instance of Gitea's tests (markup.TestAppURL).
const giteaAppURL = "http://localhost:3000/"

// A giteaCase is a case of Gitea v1.27.3's tests that involves links or
// tables. want is Gitea's expected output, from the test named in the
// case; with same, the extension must add nothing: the output is that of
// GiteaMarkdown without it (the text is left to another of Gitea's
// processors, or to goldmark's table, whose output Gitea keeps).
type giteaCase struct {
	test    string
	schemes []string // setting.Markdown.CustomURLSchemes of the test
	in      string
	want    string
	same    bool
}

// giteaCases: modules/markup/html_test.go (TestRender_links,
// TestRender_email) and modules/markup/markdown/markdown_test.go
// (TestRender_StandardLinks, TestMarkdownLink, TestRenderLinks,
// TestTotal_RenderString), the cases or lines of cases whose output only
// Gitea's link and e-mail processors, goldmark and the sanitizer make;
// lines that mention users, issues or commits of the instance, or short
// links, only as "same" cases.
var giteaCases = func() []giteaCase {
	ftpMagnet := []string{"ftp", "magnet"}
	links := func(in, want string) giteaCase {
		return giteaCase{test: "TestRender_links", schemes: ftpMagnet, in: in, want: want}
	}
	email := func(in, want string) giteaCase { return giteaCase{test: "TestRender_email", in: in, want: want} }
	same := func(test, in string) giteaCase { return giteaCase{test: test, in: in, same: true} }
	return []giteaCase{
		links("https://www.example.com", `<p><a href="https://www.example.com" rel="nofollow">https://www.example.com</a></p>`),
		links("http://www.example.com", `<p><a href="http://www.example.com" rel="nofollow">http://www.example.com</a></p>`),
		links("https://example.com", `<p><a href="https://example.com" rel="nofollow">https://example.com</a></p>`),
		links("http://example.com", `<p><a href="http://example.com" rel="nofollow">http://example.com</a></p>`),
		links("http://foo.com/blah_blah", `<p><a href="http://foo.com/blah_blah" rel="nofollow">http://foo.com/blah_blah</a></p>`),
		links("http://foo.com/blah_blah/", `<p><a href="http://foo.com/blah_blah/" rel="nofollow">http://foo.com/blah_blah/</a></p>`),
		links("http://www.example.com/wpstyle/?p=364", `<p><a href="http://www.example.com/wpstyle/?p=364" rel="nofollow">http://www.example.com/wpstyle/?p=364</a></p>`),
		links("https://www.example.com/foo/?bar=baz&inga=42&quux", `<p><a href="https://www.example.com/foo/?bar=baz&amp;inga=42&amp;quux" rel="nofollow">https://www.example.com/foo/?bar=baz&amp;inga=42&amp;quux</a></p>`),
		links("http://142.42.1.1/", `<p><a href="http://142.42.1.1/" rel="nofollow">http://142.42.1.1/</a></p>`),
		links("https://github.com/go-gitea/gitea/?p=aaa/bbb.html#ccc-ddd", `<p><a href="https://github.com/go-gitea/gitea/?p=aaa/bbb.html#ccc-ddd" rel="nofollow">https://github.com/go-gitea/gitea/?p=aaa/bbb.html#ccc-ddd</a></p>`),
		links("https://en.wikipedia.org/wiki/URL_(disambiguation)", `<p><a href="https://en.wikipedia.org/wiki/URL_(disambiguation)" rel="nofollow">https://en.wikipedia.org/wiki/URL_(disambiguation)</a></p>`),
		links("https://foo_bar.example.com/", `<p><a href="https://foo_bar.example.com/" rel="nofollow">https://foo_bar.example.com/</a></p>`),
		links("https://stackoverflow.com/questions/2896191/what-is-go-used-fore", `<p><a href="https://stackoverflow.com/questions/2896191/what-is-go-used-fore" rel="nofollow">https://stackoverflow.com/questions/2896191/what-is-go-used-fore</a></p>`),
		links("https://username:password@gitea.com", `<p><a href="https://username:password@gitea.com" rel="nofollow">https://username:password@gitea.com</a></p>`),
		links("ftp://gitea.com/file.txt", `<p><a href="ftp://gitea.com/file.txt" rel="nofollow">ftp://gitea.com/file.txt</a></p>`),
		links("magnet:?xt=urn:btih:5dee65101db281ac9c46344cd6b175cdcadabcde&dn=download", `<p><a href="magnet:?xt=urn:btih:5dee65101db281ac9c46344cd6b175cdcadabcde&amp;dn=download" rel="nofollow">magnet:?xt=urn:btih:5dee65101db281ac9c46344cd6b175cdcadabcde&amp;dn=download</a></p>`),
		links("[link](https://example.com)", `<p><a href="https://example.com" rel="nofollow">link</a></p>`),
		links("[link](mailto:test@example.com)", `<p><a href="mailto:test@example.com" rel="nofollow">link</a></p>`),
		links("www.example.com", `<p>www.example.com</p>`),
		links("example.com", `<p>example.com</p>`),
		links("test.example.com", `<p>test.example.com</p>`),
		links("http://", `<p>http://</p>`),
		links("https://", `<p>https://</p>`),
		links("://", `<p>://</p>`),
		links("www", `<p>www</p>`),
		links("ftps://gitea.com", `<p>ftps://gitea.com</p>`),
		links("http://10…", `<p>http://10…</p>`),
		links("http://10.…", `<p>http://10.…</p>`),
		// Without custom schemes (Gitea's default), ftp is no link either.
		{test: "TestRender_links, default schemes", in: "ftp://gitea.com/file.txt", want: `<p>ftp://gitea.com/file.txt</p>`},

		email("info@gitea.com", `<p><a href="mailto:info@gitea.com" rel="nofollow">info@gitea.com</a></p>`),
		email("(info@gitea.com)", `<p>(<a href="mailto:info@gitea.com" rel="nofollow">info@gitea.com</a>)</p>`),
		email("[info@gitea.com]", `<p>[<a href="mailto:info@gitea.com" rel="nofollow">info@gitea.com</a>]</p>`),
		email("info@gitea.com.", `<p><a href="mailto:info@gitea.com" rel="nofollow">info@gitea.com</a>.</p>`),
		email("firstname+lastname@gitea.com", `<p><a href="mailto:firstname+lastname@gitea.com" rel="nofollow">firstname+lastname@gitea.com</a></p>`),
		email("send email to info@gitea.co.uk.", `<p>send email to <a href="mailto:info@gitea.co.uk" rel="nofollow">info@gitea.co.uk</a>.</p>`),
		email("j.doe@example.com,\n\tj.doe@example.com.\n\tj.doe@example.com;\n\tj.doe@example.com?\n\tj.doe@example.com!",
			`<p><a href="mailto:j.doe@example.com" rel="nofollow">j.doe@example.com</a>,
<a href="mailto:j.doe@example.com" rel="nofollow">j.doe@example.com</a>.
<a href="mailto:j.doe@example.com" rel="nofollow">j.doe@example.com</a>;
<a href="mailto:j.doe@example.com" rel="nofollow">j.doe@example.com</a>?
<a href="mailto:j.doe@example.com" rel="nofollow">j.doe@example.com</a>!</p>`),
		email("email@domain@domain.com", `<p>email@<a href="mailto:domain@domain.com" rel="nofollow">domain@domain.com</a></p>`),
		email(`"info@gitea.com"`, `<p>&#34;<a href="mailto:info@gitea.com" rel="nofollow">info@gitea.com</a>&#34;</p>`),
		email("/home/gitea/mailstore/info@gitea/com", `<p>/home/gitea/mailstore/info@gitea/com</p>`),
		email("git@try.gitea.io:go-gitea/gitea.git", `<p>git@try.gitea.io:go-gitea/gitea.git</p>`),
		email("https://foo:bar@gitea.io", `<p><a href="https://foo:bar@gitea.io" rel="nofollow">https://foo:bar@gitea.io</a></p>`),
		email("gitea@3", `<p>gitea@3</p>`),
		email("gitea@gmail.c", `<p>gitea@gmail.c</p>`),
		email("email@domain..com", `<p>email@domain..com</p>`),
		email("?a@d.zz", `<p>?<a href="mailto:a@d.zz" rel="nofollow">a@d.zz</a></p>`),
		email("*a@d.zz", `<p>*<a href="mailto:a@d.zz" rel="nofollow">a@d.zz</a></p>`),
		email("~a@d.zz", `<p>~<a href="mailto:a@d.zz" rel="nofollow">a@d.zz</a></p>`),
		email("a*a@d.zz", `<p><a href="mailto:a*a@d.zz" rel="nofollow">a*a@d.zz</a></p>`),
		email("a~a@d.zz", `<p><a href="mailto:a~a@d.zz" rel="nofollow">a~a@d.zz</a></p>`),

		{test: "TestRender_StandardLinks", in: "<https://google.com/>", want: `<p><a href="https://google.com/" rel="nofollow">https://google.com/</a></p>`},
		{test: "TestMarkdownLink", in: "https://example.com/__init__.py", want: `<p><a href="https://example.com/__init__.py" rel="nofollow">https://example.com/__init__.py</a></p>`},
		{test: "TestRenderLinks", in: "https://example.com/file.bin", want: `<p><a href="https://example.com/file.bin" rel="nofollow">https://example.com/file.bin</a></p>`},
		{test: "TestRenderLinks", in: "[remote link](https://example.com)", want: `<p><a href="https://example.com" rel="nofollow">remote link</a></p>`},
		{test: "TestRenderLinks", in: "https://example.com/user/repo/compare/88fc37a3c0a4dda553bdcfc80c178a58247f42fb...12fc37a3c0a4dda553bdcfc80c178a58247f42fb#hash",
			want: `<p><a href="https://example.com/user/repo/compare/88fc37a3c0a4dda553bdcfc80c178a58247f42fb...12fc37a3c0a4dda553bdcfc80c178a58247f42fb#hash" rel="nofollow">https://example.com/user/repo/compare/88fc37a3c0a4dda553bdcfc80c178a58247f42fb...12fc37a3c0a4dda553bdcfc80c178a58247f42fb#hash</a></p>`},
		{test: "TestRenderLinks", in: "https://example.com/user/repo/commit/88fc37a3c0a4dda553bdcfc80c178a58247f42fb",
			want: `<p><a href="https://example.com/user/repo/commit/88fc37a3c0a4dda553bdcfc80c178a58247f42fb" rel="nofollow">https://example.com/user/repo/commit/88fc37a3c0a4dda553bdcfc80c178a58247f42fb</a></p>`},
		{test: "TestRenderLinks", in: "mail@domain.com", want: `<p><a href="mailto:mail@domain.com" rel="nofollow">mail@domain.com</a></p>`},
		{test: "TestTotal_RenderString", in: "- Node graph editors https://github.com/ocornut/imgui/issues/306",
			want: "<ul>\n<li>Node graph editors <a href=\"https://github.com/ocornut/imgui/issues/306\" rel=\"nofollow\">https://github.com/ocornut/imgui/issues/306</a></li>\n</ul>"},
		{test: "TestTotal_RenderString", in: "(from https://www.markdownguide.org/extended-syntax/)",
			want: `<p>(from <a href="https://www.markdownguide.org/extended-syntax/" rel="nofollow">https://www.markdownguide.org/extended-syntax/</a>)</p>`},

		// Short links: Gitea's shortLinkProcessor reads them whole.
		same("TestRenderLinks", "[[local link|file.bin]]"),
		same("TestRenderLinks", "[[remote link|https://example.com]]"),
		same("TestRenderLinks", "[[remote link|https://example.com/image.jpg]]"),
		same("TestTotal_RenderString", "- [[Links, Language bindings, Engine bindings|Links]]\n- [[Tips]]"),
		// The instance's URLs: Gitea's reference processors write them.
		same("TestRenderLinks/LocalCommitAndCompare", "http://localhost:3000/user/repo/commit/88fc37a3c0a4dda553bdcfc80c178a58247f42fb\nhttp://localhost:3000/user/repo/compare/88fc37a3c0a4dda553bdcfc80c178a58247f42fb...12fc37a3c0a4dda553bdcfc80c178a58247f42fb#hash"),
		same("TestTotal_RenderString", "- Bezier widget (by @r-lyeh) http://localhost:3000/ocornut/imgui/issues/786"),
		// Tables: goldmark's, with Gitea's alignment option.
		same("TestTotal_RenderString", "| [[images/icon-install.png]]    | [[Installation]]                                         |\n|--------------------------------|----------------------------------------------------------|\n| [[images/icon-usage.png]]      | [[Usage]]                                                |"),
		same("tables", "| left | center | right |\n|:-----|:------:|------:|\n| a | b | c |"),
		{test: "tables", in: "| left | center |\n|:-----|:------:|\n| https://example.com | info@gitea.com |",
			want: "<table>\n<thead>\n<tr>\n<th align=\"left\">left</th>\n<th align=\"center\">center</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"left\"><a href=\"https://example.com\" rel=\"nofollow\">https://example.com</a></td>\n<td align=\"center\"><a href=\"mailto:info@gitea.com\" rel=\"nofollow\">info@gitea.com</a></td>\n</tr>\n</tbody>\n</table>"},
	}
}()

// giteaPost is what Gitea does to goldmark's HTML, as far as these cases
// see it: its post-processor parses the HTML and writes it again
// (golang.org/x/net/html), and its sanitizer puts rel="nofollow" on every
// link and drops style attributes.
func giteaPost(t *testing.T, s string) string {
	t.Helper()
	body := &xhtml.Node{Type: xhtml.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := xhtml.ParseFragment(strings.NewReader(s), body)
	require.NoError(t, err)
	var b strings.Builder
	for _, n := range nodes {
		sanitize(n)
		require.NoError(t, xhtml.Render(&b, n))
	}
	return strings.TrimSpace(b.String())
}

func sanitize(n *xhtml.Node) {
	if n.Type == xhtml.ElementNode {
		attrs := n.Attr[:0]
		for _, a := range n.Attr {
			if a.Key != "style" {
				attrs = append(attrs, a)
			}
		}
		n.Attr = attrs
		if n.DataAtom == atom.A {
			n.Attr = append(n.Attr, xhtml.Attribute{Key: "rel", Val: "nofollow"})
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		sanitize(c)
	}
}

// giteaRecipe makes the Markdown converter of a recipe for a dialect and
// the custom schemes of a case.
type giteaRecipe func(d unicodelinks.Dialect, schemes []string) (goldmark.Markdown, error)

// runGitea runs giteaCases through a recipe and returns the failures by
// input. In the GFM dialect, which links a scheme only before "://", the
// custom scheme magnet is left out (its case is a listed deviation).
func runGitea(t *testing.T, d unicodelinks.Dialect, recipe giteaRecipe) map[string]string {
	failed := map[string]string{}
	for _, c := range giteaCases {
		schemes := c.schemes
		if d == unicodelinks.GFM {
			schemes = slices.DeleteFunc(slices.Clone(schemes), func(s string) bool { return s == "magnet" })
		}
		md, err := recipe(d, schemes)
		if err != nil {
			failed[c.in] = fmt.Sprintf("%s %q: %v", c.test, c.in, err)
			continue
		}
		want := c.want
		if c.same {
			want = giteaPost(t, convert(t, GiteaMarkdown(), []byte(c.in)))
		}
		if got := giteaPost(t, convert(t, md, []byte(c.in))); got != want {
			failed[c.in] = fmt.Sprintf("%s %q:\n got %s\nwant %s", c.test, c.in, got, want)
		}
	}
	return failed
}

// TestGiteaSuite: the recipe (GiteaLinkify in GiteaMarkdown) passes the
// link and table cases of Gitea's tests in the GFM and Unicode dialects.
// The log gives the count of the earlier recipe, gfm.New with the filter,
// on the same cases.
func TestGiteaSuite(t *testing.T) {
	recipe := func(d unicodelinks.Dialect, schemes []string) (goldmark.Markdown, error) {
		ext, err := GiteaLinkify(d, giteaAppURL, schemes...)
		if err != nil {
			return nil, err
		}
		return GiteaMarkdown(ext), nil
	}
	earlier := func(d unicodelinks.Dialect, schemes []string) (goldmark.Markdown, error) {
		opts := []unicodelinks.Option{unicodelinks.WithDialect(d), unicodelinks.WithFilter(GiteaFilter(giteaAppURL))}
		if len(schemes) > 0 {
			opts = append(opts, unicodelinks.WithSchemes(append([]string{"http", "https", "ftp"}, schemes...)...))
		}
		if _, err := unicodelinks.NewChecked(opts...); err != nil {
			return nil, err
		}
		return GiteaMarkdown(gfm.New(opts...)), nil
	}
	for _, d := range []unicodelinks.Dialect{unicodelinks.GFM, unicodelinks.Unicode} {
		failed := runGitea(t, d, recipe)
		old := runGitea(t, d, earlier)
		t.Logf("%s: the recipe passes %d/%d of Gitea's cases (%d listed deviations); gfm.New with the filter %d/%d",
			d, len(giteaCases)-len(failed), len(giteaCases), len(giteaDeviations[d]), len(giteaCases)-len(old), len(giteaCases))
		for in, why := range failed {
			if _, ok := giteaDeviations[d][in]; !ok {
				t.Errorf("%s dialect: %s", d, why)
			}
		}
		for in, why := range giteaDeviations[d] {
			if _, ok := failed[in]; !ok {
				t.Errorf("%s dialect: %q is listed (%s) but passes", d, in, why)
			}
		}
	}
}

// giteaDeviations are the cases a dialect cannot pass, and why.
var giteaDeviations = map[unicodelinks.Dialect]map[string]string{
	unicodelinks.GFM: {
		"magnet:?xt=urn:btih:5dee65101db281ac9c46344cd6b175cdcadabcde&dn=download": "the GFM dialect links a scheme only before \"://\": a custom scheme without an authority needs the Unicode dialect",
		"a*a@d.zz": "the GFM dialect's local part is cmark-gfm's (GitHub's), without '*': it links \"a@d.zz\"; Gitea's test notes that it differs from GitHub there",
		"a~a@d.zz": "as for \"a*a@d.zz\", without '~'",
	},
	unicodelinks.Unicode: {
		"https://username:password@gitea.com": "the engine links no URL with userinfo (\"https://google.com:x@evil.com\" goes to evil.com)",
		"https://foo:bar@gitea.io":            "as for \"https://username:password@gitea.com\"",
		"?a@d.zz":                             "the local part is UTS #58's (RFC 5322 atext), which may start with '?', '*' or '~'; Gitea's pattern starts at a word boundary",
		"*a@d.zz":                             "as for \"?a@d.zz\"",
		"~a@d.zz":                             "as for \"?a@d.zz\"",
	},
}
