package unicodelinks

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/htmlcheck"
)

// markAttr is written on the anchors of this extension, so that they are
// told from goldmark's own.
var markAttr = Attribute{Name: "data-unicodelinks", Value: "1"}

// allowedSchemes are the schemes of the hrefs the extension writes with its
// default options: its URL schemes, mailto and the www scheme.
var allowedSchemes = []string{"http", "https", "ftp", "mailto"}

// A pipeline is a goldmark configuration with the extension and the same
// configuration without it.
type pipeline struct {
	name          string
	with, without goldmark.Markdown
}

// pipelines returns, for each dialect, the extension alone on CommonMark
// and in GFMBundle, with their counterparts without it (GFM without
// Linkify); and the extension with hostile options, dangerous schemes and
// names that are no scheme names, which must not change its hrefs.
func pipelines() []pipeline {
	plain := goldmark.New()
	gfm := goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough, extension.TaskList))
	var ps []pipeline
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		ps = append(ps,
			pipeline{d.String(), goldmark.New(goldmark.WithExtensions(New(WithDialect(d), WithAttributes(markAttr)))), plain},
			pipeline{d.String() + " in GFMBundle", goldmark.New(goldmark.WithExtensions(NewGFMBundle(WithDialect(d), WithAttributes(markAttr)))), gfm})
	}
	hostile := New(WithSchemes("https", "javascript", "JavaScript", " data", "vbscript:", "java script"),
		WithWWWScheme("javascript"), WithAttributes(markAttr))
	return append(ps, pipeline{"hostile options", goldmark.New(goldmark.WithExtensions(hostile)), plain})
}

// convertLinks converts src with md and returns the HTML and the labels of
// the Link nodes, in document order.
func convertLinks(t testing.TB, md goldmark.Markdown, src string) (string, []string) {
	t.Helper()
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source))
	var labels []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l, ok := n.(*Link); ok && entering {
			labels = append(labels, string(l.Label(source)))
		}
		return ast.WalkContinue, nil
	})
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, source, doc); err != nil {
		t.Fatal(err)
	}
	return b.String(), labels
}

// checkHTML checks the output of the extension for the links with labels:
// the anchors parse without errors (htmlcheck.Anchors); the extension's
// anchors, one per link in order, have the attributes href and markAttr
// and no others, the label as their only content, and an href with an
// allowed scheme, never a dangerous one, and without a raw Bidi_Control or
// default-ignorable code point.
func checkHTML(out string, labels []string) string {
	as, err := htmlcheck.Anchors(out)
	if err != nil {
		return err.Error()
	}
	k := 0
	for _, a := range as {
		if v, ok := a.Attr(markAttr.Name); !ok || v != markAttr.Value {
			continue // goldmark's own
		}
		if k == len(labels) {
			return "more anchors than links: " + a.Raw
		}
		label := htmlText(labels[k])
		k++
		href, ok := a.Attr("href")
		switch {
		case !ok || len(a.Attrs) != 2:
			return "attributes of " + a.Raw
		case a.Text != label || len(a.Tags) > 0:
			return "anchor " + a.Raw + a.Text + " for the link " + label
		case htmlcheck.Dangerous(href) || !slices.Contains(allowedSchemes, htmlcheck.HrefScheme(href)):
			return "href of " + a.Raw
		case strings.IndexFunc(href, htmlcheck.Invisible) >= 0:
			return "invisible code point raw in " + a.Raw
		}
	}
	if k != len(labels) {
		return "fewer anchors than links"
	}
	return ""
}

// htmlText returns s as the HTML tokenizer reads it back from text that
// goldmark wrote: NUL as U+FFFD, line ends as "\n".
func htmlText(s string) string { return htmlTextReplacer.Replace(s) }

var htmlTextReplacer = strings.NewReplacer("\x00", "\uFFFD", "\r\n", "\n", "\r", "\n")

// entityRef matches an entity or numeric character reference of CommonMark.
var entityRef = regexp.MustCompile(`&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});`)

// rawHTMLStart matches the start of raw HTML or of an autolink.
var rawHTMLStart = regexp.MustCompile(`<[A-Za-z/!?]`)

// textComparable reports whether src is free of the Markdown constructs
// whose syntax a link may take in, so that the output with the extension
// has the visible text of goldmark's own but for emphasis marks. Links are
// scanned over the raw line, as cmark-gfm and md4c scan them, and their
// labels are written as in the source: a link may hold "[a](b)" (links and
// images, '['), code span backticks, raw HTML or an autolink ("<a", "</",
// "<!", "<?"), a backslash escape or an entity reference, which goldmark
// alone would resolve.
func textComparable(src string) bool {
	return !strings.ContainsAny(src, "[`\\") && !rawHTMLStart.MatchString(src) && !entityRef.MatchString(src)
}

// visibleText returns the visible text of out without emphasis marks ('*',
// '_', '~'), which a link may take in as well.
func visibleText(t testing.TB, out string) string {
	t.Helper()
	s, err := htmlcheck.VisibleText(out)
	if err != nil {
		t.Fatal(err)
	}
	return emphasisMarks.Replace(s)
}

var emphasisMarks = strings.NewReplacer("*", "", "_", "", "~", "")

// markdownSeeds are the seeds of FuzzMarkdown; testdata/fuzz/FuzzMarkdown
// holds more.
var markdownSeeds = []string{
	"see https://example.com/a_(b)c. and www.example.com!",
	"*foo@bar.com* _x@y.org_ [a@b.com](/u) `c@d.com`",
	"参见https://example.com/文档。谢谢 （https://例子.测试）",
	"**www.commonmark.org/a.b**\n> https://x.org/?q=(a)#f",
	"- a@b.c.d\n- http://localhost:8080/x\n\n# www.x.com",
	"[https://x.com/*a*](https://y.com) ~~ftp://f.example.net~~",
	"see https://x.com/a\"onclick=\"alert(1)\" and www.x.com/'b'<script>x</script> and a&b@x.com",
	"JavaScript://x.com/%0Aalert(1) javascript:alert(1) data:text/html,x <javascript:alert(1)>",
	"https://x.com/a\u202eb\u200b?c\u2066#d\u00ad www.x\u200by.com a\u200db@x.com",
	"| https://x.com/a | www.x.com |\n|---|---|\n| a@x.com | http://[::1]:80/ |",
	"https://x.com/\x00a www.\x00.com https://x.com/a\r\nwww.x.com\rb@x.com",
	"https://x.com/" + strings.Repeat("(", 130) + " " + strings.Repeat("a@", 20) + "x.com",
}

// FuzzMarkdown checks the extension on any Markdown, in each dialect,
// alone and in GFMBundle: it does not panic; the HTML parses with
// golang.org/x/net/html without errors in the anchors, and the anchors of
// the extension are one per link, with its label as text and an href with
// an allowed scheme, never javascript:, vbscript:, data: or file: in any
// case or escaping (checkHTML); and, where textComparable, the visible text
// of the output equals the visible text that goldmark renders without the
// extension, but for emphasis marks.
func FuzzMarkdown(f *testing.F) {
	for _, s := range markdownSeeds {
		f.Add(s)
	}
	ps := pipelines()
	f.Fuzz(func(t *testing.T, src string) {
		comparable := textComparable(src)
		want := map[goldmark.Markdown]string{}
		for _, p := range ps {
			out, labels := convertLinks(t, p.with, src)
			if msg := checkHTML(out, labels); msg != "" {
				t.Fatalf("%s: %q: %s\n%s", p.name, src, msg, out)
			}
			if !comparable {
				continue
			}
			w, ok := want[p.without]
			if !ok {
				var b bytes.Buffer
				if err := p.without.Convert([]byte(src), &b); err != nil {
					t.Fatal(err)
				}
				w = visibleText(t, b.String())
				want[p.without] = w
			}
			if got := visibleText(t, out); got != w {
				t.Fatalf("%s changed the visible text of %q:\n got %q\nwant %q\n%s", p.name, src, got, w, out)
			}
		}
	})
}
