package spec

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/unicodelinks/goldmark-unicodelinks"
)

// TestMD4CEdges are cases written from md4c 0.5.3's code
// (md_analyze_permissive_autolink), beyond its spec file: emphasis
// boundaries, which md4c checks on resolved marks, and the grammar of each
// URL part.
func TestMD4CEdges(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(unicodelinks.MD4C)), extension.Strikethrough))
	runCases(t, md, []mdCase{
		{"emphasis around parentheses", "*(http://example.com)*",
			"<p><em>(" + a("", "http://example.com") + ")</em></p>\n"},
		{"resolved opener and closer", "*http://example.com*",
			"<p><em>" + a("", "http://example.com") + "</em></p>\n"},
		{"strikethrough", "~~www.example.com~~",
			"<p><del>" + a("http://", "www.example.com") + "</del></p>\n"},
		{"literal star before", "*http://example.com", "<p>*http://example.com</p>\n"},
		{"literal star after", "http://example.com*", "<p>http://example.com*</p>\n"},
		{"literal underscore after e-mail", "john.doe@example.com_", "<p>john.doe@example.com_</p>\n"},
		{"link text", "[http://example.com](http://example.com)",
			`<p><a href="http://example.com">http://example.com</a></p>` + "\n"},
		{"inside a link", "This is [link](http://github.com/).",
			`<p>This is <a href="http://github.com/">link</a>.</p>` + "\n"},
		{"brackets that are no link", "[www.example.com]",
			"<p>[" + a("http://", "www.example.com") + "]</p>\n"},
		{"trailing slash", "https://example.com/\nhttps://example.com/dir/",
			"<p>" + a("", "https://example.com/") + "\n" + a("", "https://example.com/dir/") + "</p>\n"},
		{"plus and minus anywhere in a path", "https://codereview.qt-project.org/c/qt/qtwayland/+/545836",
			"<p>" + a("", "https://codereview.qt-project.org/c/qt/qtwayland/+/545836") + "</p>\n"},
		{"one host component", "http://localhost/x", "<p>http://localhost/x</p>\n"},
		{"scheme is case-sensitive", "HTTP://example.com", "<p>HTTP://example.com</p>\n"},
		{"query needs an alphanumeric", "https://example.com?", "<p>" + a("", "https://example.com") + "?</p>\n"},
		{"unbalanced query bracket", "https://example.com/?q=(a", "<p>https://example.com/?q=(a</p>\n"},
		{"colon after", "https://example.com: yes", "<p>https://example.com: yes</p>\n"},
		{"e-mail local part", "a.b-c+d_e@example.com and a.@example.com",
			"<p>" + a("mailto:", "a.b-c+d_e@example.com") + " and a.@example.com</p>\n"},
		{"www after punctuation is no link", "x.www.example.com", "<p>x.www.example.com</p>\n"},
		{"Unicode white space before", "x\u3000www.example.com", "<p>x\u3000" + a("http://", "www.example.com") + "</p>\n"},
	})
}

// TestGFMEdges are cases where the GFM dialect meets goldmark's inline
// syntax, written from the spec and cmark-gfm's behaviour.
func TestGFMEdges(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.NewGFMBundle(unicodelinks.WithDialect(unicodelinks.GFM))))
	runCases(t, md, []mdCase{
		{"e-mail in underscores", "_foo@bar.com_", "<p><em>" + a("mailto:", "foo@bar.com") + "</em></p>\n"},
		{"e-mail in stars", "**foo@bar.com**", "<p><strong>" + a("mailto:", "foo@bar.com") + "</strong></p>\n"},
		{"www in tildes", "~~www.example.com~~", "<p><del>" + a("http://", "www.example.com") + "</del></p>\n"},
		// cmark-gfm takes "*a*_b" into the link; goldmark's emphasis wins
		// (a listed departure: the link changes nothing goldmark reads).
		{"URL before emphasis", "http://example.com/*a*_b_",
			"<p>" + a("", "http://example.com/") + "<em>a</em><em>b</em></p>\n"},
		{"no link in link text", "[www.example.com](/u) [http://a.com]",
			`<p><a href="/u">www.example.com</a> [http://a.com]</p>` + "\n"},
		{"e-mail in brackets", "[foo@bar.com](/u) (foo@bar.com)",
			`<p><a href="/u">foo@bar.com</a> (` + a("mailto:", "foo@bar.com") + ")</p>\n"},
		{"table cell", "| a |\n|---|\n| www.example.com |",
			"<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>" + a("http://", "www.example.com") + "</td>\n</tr>\n</tbody>\n</table>\n"},
	})
}
