package unicodelinks

import "testing"

// markupExamples are Markdown source texts, as Detect with MarkdownProse
// reads them, with the links a reader expects marked ⸠…⸡: a backslash or
// a character reference in a scheme, in "www.", in a host or around an
// address's '@', or glued to them, stops the link; in a path, query or
// fragment it is part of the link.
var markupExamples = []struct{ name, want string }{
	{"EscapedColonInScheme", `http\://www.foobar.com`},
	{"EscapedDotInWWW", `www\.example.com`},
	{"EscapedAt", `foo\@example.com`},
	{"EscapeAfterHost", `http://example.com\_foo`},
	{"ReferenceInWWW", `www&#46;example.com`},
	{"ReferenceInScheme", `http&#58;//example.com`},
	{"ReferenceForAt", `foo&#64;example.com`},
	{"NamedReferenceAfterWWW", `www&period;example.com`},
	{"LiteralBackslashAfterHost", `'www.ruby-lang.org\0.example.com'`},
	{"LiteralBackslashBeforeDomain", `\\server\www.example.com\share`},
	{"EscapedBackslashBeforeDomain", `\\www.example.com`},
	{"EscapedSlashAfterHost", `http://example.com\/foo`},
	{"ReferenceAfterHost", `http://example.com&#95;foo`},
	{"ReferenceAfterAddress", `foo@example.com&#46;org`},
	// What a host cannot hold leaves the link.
	{"EscapedMarkAfterHost", `⸠www.example.com⸡\!`},
	{"EscapedParentheses", `\(⸠www.example.com⸡\)`},
	{"ReferenceForQuote", `&quot;⸠www.example.com⸡&quot;`},
	{"AmpersandAfterHost", `⸠http://example.com⸡&amp;`},
	// In a path, query or fragment, markup is part of the link.
	{"ReferenceInQuery", `⸠http://example.com/?a=1&amp;b=2⸡`},
	{"EscapeInPath", `⸠http://example.com/report\_badware⸡`},
	{"BackslashInPath", `⸠http://example.com/a\b⸡ c`},
}

// TestMarkupStops runs markupExamples through Detect with MarkdownProse,
// and checks that without the rule (New's defaults) the examples whose
// link it stops are links.
func TestMarkupStops(t *testing.T) {
	plain := New(WithSchemes("http", "https", "ftp"))
	for _, c := range markupExamples {
		t.Run(c.name, func(t *testing.T) {
			text := stripMarks(c.want)
			if got := markLinks(text, proseDetector.Detect(text)); got != c.want {
				t.Errorf("MarkdownProse:\n got %s\nwant %s", got, c.want)
			}
			if MarkdownProse&MarkupStops == 0 {
				t.Error("MarkdownProse lacks MarkupStops")
			}
		})
	}
	// Without the rule, UTS #58 links what a backslash or ';' ends.
	for _, s := range []string{`http://example.com\_foo`, `'www.ruby-lang.org\0.example.com'`, `www&#46;example.com`} {
		if len(plain.Detect(s)) == 0 {
			t.Errorf("New(): %q has no link", s)
		}
	}
}
