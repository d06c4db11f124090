package spec

import (
	"html"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks"
)

// cmarkCorpus are inputs written to probe the GFM dialect where the spec
// is silent: each is rendered by the GFM dialect and by cmark-gfm (the
// GFM reference implementation, `cmark-gfm -e autolink`).
var cmarkCorpus = []string{
	// Boundaries before links.
	"x www.commonmark.org y", "(www.commonmark.org)", "*www.commonmark.org*", "_www.commonmark.org_",
	"~www.commonmark.org~", "\"www.commonmark.org\"", "xwww.commonmark.org", "wwww.commonmark.org",
	"Www.commonmark.org", "\\*www.commonmark.org", "`a`www.commonmark.org",
	"x http://commonmark.org y", "(http://commonmark.org)", "*http://commonmark.org*", "HTTP://commonmark.org",
	"xhttp://commonmark.org", ":http://commonmark.org", "日本https://example.com/a", "<http://commonmark.org x>",
	"x foo@bar.com y", "(foo@bar.com)", "*foo@bar.com*", "_foo@bar.com_", "x:foo@bar.com", "\"foo@bar.com\"",
	"日本foo@bar.com", "mailto:foo@bar.com", "a/foo@bar.com", "[foo@bar.com]", "[foo@bar.com](/u)",
	// Trailing punctuation and path validation.
	"www.example.com/a?", "www.example.com/a!", "www.example.com/a.", "www.example.com/a,", "www.example.com/a:",
	"www.example.com/a*", "www.example.com/a_", "www.example.com/a~", "www.example.com/a'", "www.example.com/a\"",
	"www.example.com/a;", "www.example.com/a&b;", "www.example.com/a&amp;", "www.example.com/a&x1;",
	"www.example.com/a)", "(www.example.com/a)", "www.example.com/a(b)", "www.example.com/a((b)", "www.example.com/a(b))",
	"www.example.com/a<b", "www.example.com/a>b", "www.example.com/a]", "www.example.com/a}", "www.example.com/a.,;:!?",
	"http://example.com/a?b=c&d=e#f", "https://example.com/é", "https://example.com/a b",
	// Domains.
	"www.example", "www.a_b.com", "www.a.b_c.com", "www.a_b.c.com", "www.a-b.com", "www.example.com.",
	"www.-example.com", "www.bücher.de", "http://bücher.de/ü", "http://localhost", "http://localhost:8080/a",
	"http://a_b.com", "http://a.b_c", "http://example.com:80/", "http://.example.com", "http://-x.com",
	"ftp://ftp.example.org/pub", "www.example.com_", "www.ex_ample.com x",
	// E-mail addresses.
	"a.b-c_d@a.b", "a@b.c.", "a@b.c-", "a@b.c_", "a@b", "a@b.c0", "a@1.2.3.4", "a+b@example.com",
	"a@b@example.com", "hello@mail+xyz.example", ".a@example.com", "a.@example.com", "a..b@example.com",
	"foo\\.bar@x.com", "foo_bar@x.com", "foo__bar@x.com", "user@example.com/path",
	// Structure.
	"[http://example.com]", "[www.example.com]", "[x](http://example.com) http://example.com",
	"`http://example.com`", "**http://example.com**", "> www.example.com", "- www.example.com", "# www.example.com",
	"http://example.com/a\\\nb", "http://example.com/a  \nb",
}

// cmarkDifferences are the inputs that render differently, and why: where
// cmark-gfm does not do what the spec states, the GFM dialect follows the
// spec (see package parser).
var cmarkDifferences = map[string]string{
	":http://commonmark.org":    "spec: a link starts at a line start, after white space or '*', '_', '~', '('; cmark-gfm checks this only for www links",
	"日本https://example.com/a":   "spec boundary, as above",
	"<http://commonmark.org x>": "spec boundary, as above ('<')",
	"x:foo@bar.com":             "spec boundary, as above (cmark-gfm checks none for e-mail)",
	"\"foo@bar.com\"":           "spec boundary, as above ('\"')",
	"日本foo@bar.com":             "spec boundary, as above",
	"mailto:foo@bar.com":        "spec boundary, as above (':')",
	"[foo@bar.com]":             "spec boundary, as above ('[')",
	"a/foo@bar.com":             "spec boundary, as above ('/')",
	"a@b@example.com":           "spec boundary, as above ('@' before 'b@example.com')",
	"http://localhost":          "spec: a valid domain has at least one period; cmark-gfm does not require one for URLs",
	"http://localhost:8080/a":   "spec: a valid domain has at least one period",
	"www.example.com/a&x1;":     "spec: an entity-like suffix is '&' and alphanumerics; cmark-gfm takes letters only",
	"foo\\.bar@x.com":           "cmark-gfm finds e-mail addresses in unescaped text; goldmark keeps the backslash in the text, which ends the local part",
}

// cmarkGenerated are more inputs: links after each boundary the spec
// allows, with various tails.
func cmarkGenerated() []string {
	var out []string
	for _, pre := range []string{"", "x ", "(", "*", "_", "~", "**"} {
		for _, body := range []string{"www.example.com", "www.example.com/p", "http://example.com", "https://a.b.example.org/x/y",
			"ftp://ftp.example.net", "foo@example.com", "a.b+c@ex-ample.co.uk", "www.a_b.example.com", "http://xn--bcher-kva.de"} {
			for _, suf := range []string{"", ".", ")", "))", "?!", "*", "_", "~", "&amp;", "&hl;", "<b>", "'", "\"", ". y",
				"/ü", "é", "(x)", ";", "_x", "-", ":", "*x*", "/a_b_", "#frag", "?q=1&r=(2)"} {
				out = append(out, pre+body+suf)
			}
		}
	}
	return out
}

var hrefRe = regexp.MustCompile(`href="([^"]*)"`)

// normalizeHTML makes the two renderers' escaping comparable: hrefs are
// compared percent-decoded, "&#x27;" is "'" and "<br />" is "<br>"
// (goldmark's XHTML option is off here).
func normalizeHTML(s string) string {
	s = hrefRe.ReplaceAllStringFunc(s, func(m string) string {
		h := html.UnescapeString(m[len(`href="`) : len(m)-1])
		if d, err := url.PathUnescape(h); err == nil {
			h = d
		}
		return `href="` + html.EscapeString(h) + `"`
	})
	s = strings.ReplaceAll(s, "<br />", "<br>")
	return strings.ReplaceAll(s, "&#x27;", "'")
}

// TestCmarkGFM compares the GFM dialect with cmark-gfm on cmarkCorpus. It
// runs when $CMARK_GFM names the cmark-gfm binary (Debian's package
// cmark-gfm, 0.29.0.gfm.6).
func TestCmarkGFM(t *testing.T) {
	bin := os.Getenv("CMARK_GFM")
	if bin == "" {
		t.Skip("set CMARK_GFM to the cmark-gfm binary to compare with it")
	}
	md := markdown(unicodelinks.WithDialect(unicodelinks.GFM), unicodelinks.WithHrefForm(unicodelinks.PercentEncoding))
	corpus := append(append([]string(nil), cmarkCorpus...), cmarkGenerated()...)
	compareWith(t, "cmark-gfm", md, corpus, cmarkDifferences, bin, "-e", "autolink")
}
