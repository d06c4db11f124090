package unicodelinks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/testutil"
)

// guaranteeSeeds are inputs that broke a guarantee under one of goldmark's
// configurations: an escape turned live after a line ending in backslashes,
// a soft line break lost or gained under east-Asian line breaks, a link
// that took an escaped space, a panic on stray bytes under CJK, a spoofed
// host linked in the GFM dialect (through userinfo, capitals, glued text),
// a link not isolated after a reference to a Bidi_Control character.
// FuzzMarkdown is seeded with them.
var guaranteeSeeds = []string{
	"x\\\\\\\nb\\<script>alert(1)</script>",
	"x\\\\\\\nb\\*c*",
	"x\\\\\\\nb\\[click](https://evil.example)",
	"x\\\\\\\nb\\`code`",
	"> x\\\\\\\n> b\\<script>alert(1)</script>",
	"- x\\\\\\\n  b\\*c*",
	"foo\nhttps://example.com",
	"参见https://example.com/文档\n日本語",
	"see https://x.com/a\\ b",
	"https://x.com/\x80\nfoo",
	"a@b.com\x80\nfoo",
	"www.x.com\xbf\nfoo",
	"Log in at https://accounts.google.com⁄signin⁄v2.evil.com/",
	"Log in at https://accounts.google.com∕signin∕v2.evil.com/ www.paypal.com⁄login.evil.com",
	"https://googleס.com/",
	"&#x202e;https://evil.com/moc.elgoog//:sptth",
	"&rlm;https://evil.com/a &#x5d0;https://evil.com/b a&#x202e;b@x.com",
	"a:" + strings.Repeat("\u200E", 50),
	"www." + strings.Repeat("a｡", 50),
	"https://ΑΜΑΖΟΝ.com/login and goog𝟏e.com and https://user:pass@раураl.com/",
	"http://example.com” and https://раураl.com） and https://ßœßœß.com/",
}

// TestGuaranteeCases runs the case files of the guarantees, each in the
// configuration it needs: testdata/escapes.txt in every dialect under
// html.WithUnsafe, testdata/cjk.txt with goldmark's CJK extension (and
// testdata/cjk-gfm.txt with it in the GFM dialect), testdata/spoof.txt in
// the GFM dialect, testdata/spoof-unicode.txt and spoof-md4c.txt in theirs.
func TestGuaranteeCases(t *testing.T) {
	unsafe := goldmark.WithRendererOptions(html.WithUnsafe())
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		t.Run("escapes/"+d.String(), func(t *testing.T) {
			md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))), unsafe)
			testutil.DoTestCaseFile(md, "testdata/escapes.txt", t, testutil.ParseCliCaseArg()...)
		})
	}
	t.Run("cjk", func(t *testing.T) {
		md := goldmark.New(goldmark.WithExtensions(extension.CJK, New()))
		testutil.DoTestCaseFile(md, "testdata/cjk.txt", t, testutil.ParseCliCaseArg()...)
	})
	t.Run("cjk/GFM", func(t *testing.T) {
		md := goldmark.New(goldmark.WithExtensions(extension.CJK, New(WithDialect(GFM))))
		testutil.DoTestCaseFile(md, "testdata/cjk-gfm.txt", t, testutil.ParseCliCaseArg()...)
	})
	for _, c := range []struct {
		dialect Dialect
		file    string
	}{{GFM, "testdata/spoof.txt"}, {Unicode, "testdata/spoof-unicode.txt"}, {MD4C, "testdata/spoof-md4c.txt"}} {
		t.Run("spoof/"+c.dialect.String(), func(t *testing.T) {
			md := goldmark.New(goldmark.WithExtensions(New(WithDialect(c.dialect))))
			testutil.DoTestCaseFile(md, c.file, t, testutil.ParseCliCaseArg()...)
		})
	}
}

// TestEscapeGrammar generates documents from a grammar of what broke the
// escapes once: a first line ending in a run of backslashes, a line
// ending, a container, and a second line of escapes, code, links and
// addresses; every pipeline leaves goldmark's output as it is but for its
// anchors (checkDoc).
func TestEscapeGrammar(t *testing.T) {
	t.Parallel()
	firsts := []string{"x", "https://x.com/a", "www.x.com", "a@b.co"}
	endings := []string{"\n", "\r\n", "  \n", " \\\n"}
	containers := []string{"", "> ", "- ", "1. ", "> - "}
	seconds := []string{"b\\<script>alert(1)</script>", "b\\*c*", "b\\[click](https://evil.example.com)", "b\\`code`",
		"https://x.com/b\\_c", "\\ www.x.com", "a\\@b.co c@d.co", "&#x202e;https://x.com/d"}
	ps := pipelines()
	n := 0
	for _, first := range firsts {
		for backslashes := range 6 {
			for _, end := range endings {
				for _, c := range containers {
					indent := strings.Repeat(" ", len(c))
					for _, second := range seconds {
						src := c + first + strings.Repeat("\\", backslashes) + end + indent + second + "\n"
						checkDoc(t, fmt.Sprintf("%q", src), src, ps...)
						n++
					}
				}
			}
		}
	}
	t.Logf("%d documents, %d pipelines", n, len(ps))
}
