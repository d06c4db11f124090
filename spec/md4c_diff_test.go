package spec

import (
	"os"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// md4cCorpus probes the MD4C dialect beyond md4c's spec file.
var md4cCorpus = []string{
	"*(http://example.com)*", "*http://example.com*", "**www.example.com**", "~~www.example.com~~",
	"*http://example.com", "http://example.com*", "_foo@example.com_", "foo@example.com_", "*foo@example.com*",
	"[http://example.com](http://example.com)", "[www.example.com]", "{www.example.com}", "(foo@example.com)",
	"https://example.com/", "https://example.com/dir/", "https://example.com//", "https://a.b", "http://localhost",
	"HTTP://example.com", "https://example.com?", "https://example.com?a", "https://example.com/?q=(a",
	"https://example.com/?q=(a)b", "https://example.com/?q=a)", "https://example.com#", "https://example.com#a.b",
	"https://example.com: x", "https://example.com; x", "https://example.com, x", "https://example.com! x",
	"https://example.com' x", "https://example.com\" x", "https://ex-ample.com", "https://ex--ample.com",
	"https://-example.com", "https://example-.com", "https://ex_ample.com", "https://example.com/a_b",
	"https://example.com/a__b", "https://example.com/a+b", "https://example.com/+a", "https://example.com/a.",
	"https://example.com/a.b.", "https://example.com/é", "https://bücher.de", "x.www.example.com",
	"x:www.example.com", "(www.example.com)", "www.example", "www.example.com.", "wwww.example.com",
	"a.b-c+d_e@example.com", "a.@example.com", ".a@example.com", "a..b@example.com", "a@b", "a@b.c",
	"a@1.2.3", "a@example.com.", "a@example.com-", "x\u3000www.example.com", "日本www.example.com",
	"“www.example.com”", "john.doe@example.com*", "**john.doe@example.com**.",
	"http://example.com:8080", "ftp://ftp.example.org/pub/x.tar.gz", "https://example.com/?a=1&b=2",
	"[see www.example.com](/u)", "[x](/u) www.example.com [y]",
	"- 常に最短のリンクを選ぶ： http://example.com/dir/index.html`よりも`http://example.com/dir/`の方がよい。",
	"postgres://user:pass@host.com/db", "email = 'jsmith@example.org'", "email = (jsmith@example.org)",
	// Escapes, references and markup that stop a link, and what they stand
	// for in a path or query.
	`http\://www.foobar.com`, `www\.example.com`, `foo\@example.com`, `http://example.com\_foo`,
	"www&#46;example.com", "http&#58;//example.com", `'www.ruby-lang.org\0.example.com'`,
	"ht<span>tp://</span>example.com", "www<area>.example.com", "www.\u200Bexample.com",
	"http://example.com/?a=1&amp;b=2", `http://example.com/report\_badware`, `http://example.com/a\b c`,
	"http://example.com/?a=1&amp;", "x http://example.com/?a=1&amp; y", "http://example.com/&copy;",
	"www.example.com/&copy;", "http://example.com/?a=1&#38;", "http://example.com/?a=1.&amp;",
	// md4c checks a link's boundaries in the source: an escape or a
	// reference right after a link, a reference right before it.
	`foo@example.com\)`, `\(www.example.com\)`, `\(foo@example.com\)`, `\(www.example.com)`, `http://example.com\)`,
	`www.example.com\!`, `http://example.com/a?b=1\)`, `x www.example.com/p\;`, "(www.example.com&#41;",
	"&lpar;www.example.com", "&#40;foo@example.com", "&quot;http://example.com&quot;", `\[www.example.com\]`,
}

// md4cGenerated are more inputs: links after various characters, with
// various tails.
func md4cGenerated() []string {
	var out []string
	for _, pre := range []string{"", "x ", "(", "[", "{", "*", "_", "~", "**", ":", "\"", "-"} {
		for _, body := range []string{"www.example.com", "www.example.com/p", "http://example.com", "https://a.b.example.org/x/y",
			"ftp://ftp.example.net", "foo@example.com", "a.b+c@ex-ample.co.uk", "www.a_b.example.com", "http://xn--bcher-kva.de"} {
			for _, suf := range []string{"", ".", ")", "))", "]", "}", "?!", "*", "_", "~", "&amp;", "<b>", "'", ". y",
				"/ü", "é", "(x)", ";", "_x", "-", ":", "*x*", "/a_b_", "#frag", "?q=1&r=(2)", "/a/b/", "#a.b", "?"} {
				out = append(out, pre+body+suf)
			}
		}
	}
	return out
}

// md4cDifferences are the inputs md4c 0.5.3 renders differently, and why.
var md4cDifferences = map[string]string{
	"[see www.example.com](/u)":          "md4c 0.5.3 makes permissive autolinks inside link text (nested anchors) unless the text is nothing but one; no dialect of this package links inside link text",
	"http://example.com/?a=1&amp;b=2":    "md4c 0.5.3 reads the source: the query ends at the ';' of '&amp;' (text and href '?a=1&amp', the ';' lost); here '&amp;' is the '&' a reader sees, inside the query",
	"http://example.com/?a=1&amp;":       "md4c 0.5.3 links '?a=1&amp' (href and text with a literal '&amp', the ';' lost); a link cannot end inside the reference, so it takes all of '&amp;', the '&' a reader sees",
	"x http://example.com/?a=1&amp; y":   "as for 'http://example.com/?a=1&amp;': the link takes the whole reference",
	`http://example.com/report\_badware`: "md4c 0.5.3 reads the source: the path stops at the backslash, which is no right boundary, so nothing is linked; here an escape in a path stands for its character, in every dialect",
}

// TestMD4CDiff compares the MD4C dialect with md2html 0.5.3
// (--fpermissive-autolinks --fstrikethrough) on md4cCorpus. It runs when
// $MD2HTML names an md2html binary of md4c 0.5.3 (Debian's md4c is 0.4.8,
// which predates permissive autolinks: build 0.5.3 yourself).
func TestMD4CDiff(t *testing.T) {
	bin := os.Getenv("MD2HTML")
	if bin == "" {
		t.Skip("set MD2HTML to an md2html binary of md4c 0.5.3 to compare with it")
	}
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(unicodelinks.MD4C),
		unicodelinks.WithHrefForm(unicodelinks.PercentEncoding)), extension.Strikethrough),
		goldmark.WithRendererOptions(html.WithUnsafe()))
	corpus := append(append([]string(nil), md4cCorpus...), md4cGenerated()...)
	compareWith(t, "md2html 0.5.3", md, corpus, md4cDifferences, bin, "--fpermissive-autolinks", "--fstrikethrough")
}
