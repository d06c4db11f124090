package unicodelinks

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
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
	// unsafe tells that raw HTML is written (html.WithUnsafe): a raw
	// <script> or <textarea> then makes the rest of the output text for an
	// HTML parser, so checkHTML does not apply; withoutOurAnchors does.
	unsafe bool
}

// A goldmarkConfig is one of goldmark's configurations the extension must
// leave unchanged but for its anchors.
type goldmarkConfig struct {
	name string
	exts []goldmark.Extender
	opts []goldmark.Option
}

// goldmarkConfigs are goldmark's configurations the pipelines run in, each
// with and without html.WithUnsafe: its east-Asian line breaks and escaped
// spaces, hard wraps and XHTML, the typographer, footnotes and definition
// lists (GFM's tables, strikethrough and task lists are gfmBundle's).
var goldmarkConfigs = []goldmarkConfig{
	{"CJK", []goldmark.Extender{extension.CJK}, nil},
	{"hard wraps, XHTML", nil, []goldmark.Option{goldmark.WithRendererOptions(html.WithHardWraps(), html.WithXHTML())}},
	{"typographer, footnotes, definition lists", []goldmark.Extender{extension.Typographer, extension.Footnote, extension.DefinitionList}, nil},
}

// pipelines returns, for each of the dialects (all when none is given),
// the extension alone on CommonMark, alone with html.WithUnsafe and in
// gfmBundle, and in each of goldmarkConfigs with and without Unsafe, with
// their counterparts without it (GFM without Linkify); and the extension
// with hostile options, dangerous schemes and names that are no scheme
// names, which must not change its hrefs.
func pipelines(dialects ...Dialect) []pipeline {
	if dialects == nil {
		dialects = []Dialect{Unicode, GFM, MD4C}
	}
	plain := goldmark.New()
	unsafe := goldmark.WithRendererOptions(html.WithUnsafe())
	plainUnsafe := goldmark.New(unsafe)
	gfm := goldmark.New(goldmark.WithExtensions(extension.Table, extension.Strikethrough, extension.TaskList))
	type without struct{ safe, unsafe goldmark.Markdown }
	withouts := make([]without, len(goldmarkConfigs))
	for i, c := range goldmarkConfigs {
		opts := append([]goldmark.Option{goldmark.WithExtensions(c.exts...)}, c.opts...)
		withouts[i] = without{goldmark.New(opts...), goldmark.New(append(opts, unsafe)...)}
	}
	var ps []pipeline
	for _, d := range dialects {
		ext := New(WithDialect(d), WithAttributes(markAttr))
		ps = append(ps,
			pipeline{d.String(), goldmark.New(goldmark.WithExtensions(ext)), plain, false},
			pipeline{d.String() + " unsafe", goldmark.New(unsafe, goldmark.WithExtensions(ext)), plainUnsafe, true},
			pipeline{d.String() + " in the GFM bundle", goldmark.New(goldmark.WithExtensions(gfmBundle(WithDialect(d), WithAttributes(markAttr))...)), gfm, false})
		for i, c := range goldmarkConfigs {
			opts := append([]goldmark.Option{goldmark.WithExtensions(append(c.exts[:len(c.exts):len(c.exts)], ext)...)}, c.opts...)
			name := d.String() + ", " + c.name
			ps = append(ps,
				pipeline{name, goldmark.New(opts...), withouts[i].safe, false},
				pipeline{name + ", unsafe", goldmark.New(append(opts, unsafe)...), withouts[i].unsafe, true})
		}
	}
	return ps
}

// convertLinks converts src with md and returns the HTML, the labels of
// the Link nodes, in document order, as goldmark shows them
// (uast.Link.LabelText), and whether each holds another inline parser's
// nodes (uast.Link.HoldsNodes).
func convertLinks(t testing.TB, md goldmark.Markdown, src string) (string, []string, []bool) {
	t.Helper()
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source))
	var labels []string
	var holds []bool
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l := uast.LinkOf(n); l != nil && entering {
			labels = append(labels, string(l.LabelText(nil, source)))
			holds = append(holds, l.HoldsNodes())
		}
		return ast.WalkContinue, nil
	})
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, source, doc); err != nil {
		t.Fatal(err)
	}
	return b.String(), labels, holds
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
		case !ok || len(a.Attrs) != 2 && !(len(a.Attrs) == 3 && a.Attrs[1].Key == "dir" && a.Attrs[1].Val == "ltr"):
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

// htmlText returns s, a label as goldmark shows it, as the HTML tokenizer
// reads it back from what goldmark wrote: NUL as U+FFFD, line ends as "\n".
func htmlText(s string) string {
	return htmlTextReplacer.Replace(s)
}

var htmlTextReplacer = strings.NewReplacer("\x00", "\uFFFD", "\r\n", "\n", "\r", "\n")

// withoutOurAnchors returns out with the anchors of the extension (those
// with markAttr) removed and their text kept. The extension writes a
// link's label as goldmark writes text, so the result must be the HTML that
// goldmark writes without the extension, byte for byte: the same visible
// text, the same elements (code, images, links, raw HTML) — the
// extension adds anchors and changes nothing else.
func withoutOurAnchors(out string) string {
	const mark = ` ` + `data-unicodelinks="1">`
	var b strings.Builder
	for {
		i := strings.Index(out, "<a href=")
		if i < 0 {
			break
		}
		end := strings.IndexByte(out[i:], '>')
		if end < 0 || !strings.HasSuffix(out[i:i+end+1], mark) {
			b.WriteString(out[:i+1])
			out = out[i+1:]
			continue
		}
		b.WriteString(out[:i])
		out = out[i+end+1:]
		if j := strings.Index(out, "</a>"); j >= 0 {
			b.WriteString(out[:j])
			out = out[j+len("</a>"):]
		}
	}
	b.WriteString(out)
	return b.String()
}

// sameBeyondLabels reports whether out, the output of the extension, is
// want, goldmark's output without it, once the extension's anchors are
// removed (withoutOurAnchors), but for the labels of the links that hold
// another inline parser's nodes (holds, one per anchor): such a label
// shows the source text of those nodes, where goldmark wrote them in
// their own way; the text around it must be goldmark's.
func sameBeyondLabels(out, want string, holds []bool) bool {
	if !slices.Contains(holds, true) {
		return withoutOurAnchors(out) == want
	}
	const open = ` data-unicodelinks="1">`
	k := 0
	for {
		i := strings.Index(out, open)
		if i < 0 {
			return out == want
		}
		a := strings.LastIndex(out[:i], "<a href=")
		j := strings.Index(out[i:], "</a>")
		if a < 0 || j < 0 || k >= len(holds) {
			return false
		}
		before, label := out[:a], out[i+len(open):i+j]
		if !strings.HasPrefix(want, before) {
			return false
		}
		want, out = want[len(before):], out[i+j+len("</a>"):]
		if !holds[k] {
			if !strings.HasPrefix(want, label) {
				return false
			}
			want = want[len(label):]
		} else {
			// The text after the label, up to the next anchor,
			// follows what goldmark wrote for those nodes.
			n := strings.Index(out, "<a href=")
			if n < 0 {
				if !strings.HasSuffix(want, out) {
					return false
				}
				want = want[len(want)-len(out):]
			} else if n = strings.Index(want, out[:n]); n >= 0 {
				want = want[n:]
			} else {
				return false
			}
		}
		k++
	}
}

// markdownSeeds are the seeds of FuzzMarkdown; testdata/fuzz/FuzzMarkdown
// holds more.
var markdownSeeds = []string{
	"[&lt;URL:https://x.org/a.tar.bz2&gt;][5] &lt;URL:https://x.org/a&gt; ?a=1&amp;b=2 https://x.org/?a=1&amp;b=2",
	"https://x.com/a\\<img src=x onerror=alert(1)> See https://x.com/a`<img src=x onerror=alert(1)>`",
	"[a https://x.com/a\\<script>alert(1)</script>](/x) https://example.com/report\\_badware/",
	"https://x.com/a[a](https://x.com/b) o'reilly@example.com john--doe@example.com a.b...c@example.com",
	"see http://example.com@evil.com/x https://example.com/é?q=%FF https://example.com,bob@example.org",
	"(https://example.com)(bob@example.org) <https://example.com>,<bob@example.org> ssh://git@github.com/o/r.git",
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
// alone (also with html.WithUnsafe) and in gfmBundle: it does not panic;
// the HTML parses with golang.org/x/net/html without errors in the
// anchors, and the anchors of the extension are one per link, with its
// label as text and an href with an allowed scheme, never javascript:,
// vbscript:, data: or file: in any case or escaping (checkHTML); and
// without the extension's anchors the output is goldmark's own output
// without the extension, byte for byte (withoutOurAnchors): the same
// visible text and the same elements. FuzzMarkdownUnicode, …GFM and …MD4C
// do the same for one dialect each, for long runs.
func FuzzMarkdown(f *testing.F) {
	ps := pipelines()
	// The row of docs/conformance.md, once the pipelines are seen to
	// cover each dialect with and without html.WithUnsafe.
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		for _, unsafe := range []bool{false, true} {
			if !slices.ContainsFunc(ps, func(p pipeline) bool { return strings.HasPrefix(p.name, d.String()) && p.unsafe == unsafe }) {
				f.Fatalf("no pipeline of the %s dialect with unsafe %v", d, unsafe)
			}
		}
	}
	f.Logf("conformance: goldmark with and without the extension write the same HTML but for its anchors (fuzzed) | every input, every dialect, with and without `html.WithUnsafe()`")
	fuzzMarkdown(f, ps)
}

// FuzzMarkdownUnicode is FuzzMarkdown for the Unicode dialect.
func FuzzMarkdownUnicode(f *testing.F) { fuzzMarkdown(f, pipelines(Unicode)) }

// FuzzMarkdownGFM is FuzzMarkdown for the GFM dialect.
func FuzzMarkdownGFM(f *testing.F) { fuzzMarkdown(f, pipelines(GFM)) }

// FuzzMarkdownMD4C is FuzzMarkdown for the MD4C dialect.
func FuzzMarkdownMD4C(f *testing.F) { fuzzMarkdown(f, pipelines(MD4C)) }

func fuzzMarkdown(f *testing.F, ps []pipeline) {
	for _, s := range append(markdownSeeds, guaranteeSeeds...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		want := map[goldmark.Markdown]string{}
		for _, p := range ps {
			w, ok := want[p.without]
			if !ok {
				w, _ = convertAlone(p.without, src)
				want[p.without] = w
			}
			if w == goldmarkPanicked {
				// goldmark 1.8.7 with extension.CJK panics writing a soft
				// line break after some invalid UTF-8 (util.ToRune): there
				// is no output to compare with.
				continue
			}
			out, labels, holds := convertLinks(t, p.with, src)
			if msg := checkHTML(out, labels); msg != "" && !p.unsafe {
				t.Fatalf("%s: %q: %s\n%s", p.name, src, msg, out)
			}
			if got := withoutOurAnchors(out); !sameBeyondLabels(out, w, holds) {
				t.Fatalf("%s changed goldmark's output for %q:\n got %q\nwant %q", p.name, src, got, w)
			}
		}
	})
}

// goldmarkPanicked stands for the output of goldmark alone when it panicked.
const goldmarkPanicked = "\x00goldmark panicked"

// convertAlone converts src with md, goldmark without the extension; ok is
// false, and the output goldmarkPanicked, when goldmark panicked.
func convertAlone(md goldmark.Markdown, src string) (out string, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = goldmarkPanicked, false
		}
	}()
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		return err.Error(), false
	}
	return b.String(), true
}
