package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// markupExamples are Markdown source texts, as Detect with markdownProse
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

// TestMarkupStops runs markupExamples through Detect with markdownProse,
// and checks that without the rule (New's defaults) the examples whose
// link it stops are links.
func TestMarkupStops(t *testing.T) {
	plain := New(WithSchemes("http", "https", "ftp"))
	for _, c := range markupExamples {
		t.Run(c.name, func(t *testing.T) {
			text := stripMarks(c.want)
			if got := markLinks(text, proseDetector.Detect(text)); got != c.want {
				t.Errorf("markdownProse:\n got %s\nwant %s", got, c.want)
			}
			if markdownProse&markupStops == 0 {
				t.Error("markdownProse lacks markupStops")
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

// TestMarkupInLink: markup from a link's start to its host's end counts,
// what is around the link does not.
func TestMarkupInLink(t *testing.T) {
	for _, c := range []struct {
		src  string
		span string // from the link's start to its host's end
		want bool
	}{
		{`http\://www.foobar.com`, `http\://www.foobar.com`, true},
		{`www\.example.com`, `www\.example.com`, true},
		{`http&#58;//example.com`, `http&#58;//example.com`, true},
		{`http://exa&#109;ple.com`, `http://exa&#109;ple.com`, true},
		{`http://user\@example.com`, `http://user\@example.com`, true},
		{`foo\@example.com`, `foo\@example.com`, true},
		{`foo@example&period;com`, `foo@example&period;com`, true},
		{`\http://example.com`, `http://example.com`, false},
		{`x\:http://example.com`, `http://example.com`, false},
		{`http://example.com\/a`, `http://example.com`, false},
		{`http://example.com&#47;a`, `http://example.com`, false},
		{`foo@example.com\.`, `foo@example.com`, false},
		{`http://example.com/a&amp;b`, `http://example.com`, false},
		{`a & b http://example.com`, `http://example.com`, false},
		{`http://a&b.com`, `http://a&b.com`, false}, // no reference
	} {
		start := strings.Index(c.src, c.span)
		assert.Equal(t, c.want, markupInLink(c.src, start, start+len(c.span)), "%s", c.src)
	}
	assert.False(t, markupInLink(`a\b`, 2, 1), "hostEnd before start")
	assert.False(t, markupInLink(`a\b`, -1, 2), "start out of range")
	assert.False(t, markupInLink(`a\b`, 0, 4), "hostEnd out of range")
}

// TestMarkupInLinkAround: markupInLink looks inside the link only (the GFM
// dialect's rule), markupNearHost around it too.
func TestMarkupInLinkAround(t *testing.T) {
	for _, c := range []struct {
		src            string
		inLink, nearBy bool
	}{
		{`http\://example.com`, true, true},
		{`\http://example.com`, false, true},
		{`http://example.com\/a`, false, true},
	} {
		start, hostEnd := strings.Index(c.src, "http"), strings.Index(c.src, ".com")+len(".com")
		assert.Equal(t, c.inLink, markupInLink(c.src, start, hostEnd), c.src)
		assert.Equal(t, c.nearBy, markupNearHost(c.src, start, hostEnd), c.src)
	}
}
