package stack

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	xhtml "golang.org/x/net/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// mark is the attribute that tells the extension's anchors from the
// others (goldmark's, a wiki link's, a hashtag's).
var mark = unicodelinks.Attribute{Name: "data-unicodelinks", Value: "1"}

// A configuration renders with the extension (with) and without it
// (without: the same stack with goldmark's Linkify left out, so that no
// text is linked by anyone).
type configuration struct {
	name          string
	with, without goldmark.Markdown
}

// configurations returns every stack in every dialect, with the extension
// registered first and last, with and without html.WithUnsafe.
func configurations() []configuration {
	var cs []configuration
	for _, s := range Stacks {
		for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
			for _, first := range []bool{true, false} {
				for _, unsafe := range []bool{false, true} {
					ext := unicodelinks.New(append(s.Options(), unicodelinks.WithDialect(d), unicodelinks.WithAttributes(mark))...)
					with := append([]goldmark.Extender{ext}, s.Exts()...)
					order := "first"
					if !first {
						with, order = append(s.Exts(), ext), "last"
					}
					var opts []goldmark.Option
					if unsafe {
						opts = append(opts, goldmark.WithRendererOptions(html.WithUnsafe()))
					}
					name := s.Name + "/" + d.String() + "/" + order
					if unsafe {
						name += "/unsafe"
					}
					cs = append(cs, configuration{name,
						goldmark.New(append(opts, goldmark.WithExtensions(with...))...),
						goldmark.New(append(opts, goldmark.WithExtensions(withoutLinkify(s.Exts())...))...)})
				}
			}
		}
	}
	return cs
}

// withoutLinkify returns exts with extension.GFM's Linkify finding
// nothing: goldmark makes the same text nodes as with extension.GFM (its
// trigger at a space keeps a space before a hard line break, and a soft
// line break between Hangul after a space), and links nothing.
func withoutLinkify(exts []goldmark.Extender) []goldmark.Extender {
	var out []goldmark.Extender
	for _, e := range exts {
		if e == extension.GFM {
			out = append(out, extension.Table, extension.Strikethrough, extension.TaskList, linkifyNothing)
			continue
		}
		out = append(out, e)
	}
	return out
}

// linkifyNothing is goldmark's Linkify with regexps that match nothing.
var linkifyNothing = extension.NewLinkify(extension.WithLinkifyURLRegexp(never), extension.WithLinkifyWWWRegexp(never),
	extension.WithLinkifyEmailRegexp(never))

var never = regexp.MustCompile(`^\x00never`)

// documents returns the documents of testdata/ and the Markdown of the
// library's repository (README, CHANGELOG, docs), real documents that
// users write.
func documents(t *testing.T) map[string][]byte {
	t.Helper()
	var files []string
	for _, pattern := range []string{"testdata/*.md", "../../*.md", "../../docs/*.md"} {
		m, err := filepath.Glob(pattern)
		require.NoError(t, err)
		files = append(files, m...)
	}
	require.NotEmpty(t, files)
	docs := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		docs[f] = b
	}
	return docs
}

// TestStacks renders every document through every configuration and
// checks that the output is the stack's output without the extension but
// for the added anchors (and the labels of links that hold another inline
// parser's nodes, which show their source text), and that no anchor is
// inside another.
func TestStacks(t *testing.T) {
	docs := documents(t)
	cs := configurations()
	runs, differences, links := 0, 0, 0
	for name, src := range docs {
		for _, c := range cs {
			runs++
			out, holds := render(t, c.with, src)
			links += len(holds)
			want := convert(t, c.without, src)
			if msg := nestedAnchor(out); msg != "" {
				differences++
				t.Errorf("%s, %s: %s", name, c.name, msg)
				continue
			}
			msg := sameBeyondAnchors(out, want, holds)
			if reason, listed := deviations[deviation{name, c.name}]; listed {
				if msg == "" {
					t.Errorf("%s, %s: listed (%s) but passes: take it off the list", name, c.name, reason)
				}
				differences++
				continue
			}
			if msg != "" {
				differences++
				t.Errorf("%s, %s: %s", name, c.name, msg)
			}
		}
	}
	t.Logf("%d documents × %d configurations = %d renderings, %d links, %d differences", len(docs), len(cs), runs, links, differences)
}

// A deviation is a document and a configuration whose output differs.
type deviation struct{ doc, config string }

// deviations are the known differences, each with its reason: none since
// the extension removes Linkify's parser in either registration order.
var deviations = map[deviation]string{}

// render renders src with md and returns the HTML and, for each link of
// the extension in document order, whether it holds another inline
// parser's nodes.
func render(t *testing.T, md goldmark.Markdown, src []byte) (string, []bool) {
	t.Helper()
	doc := md.Parser().Parse(text.NewReader(src))
	var holds []bool
	require.NoError(t, ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l := uast.LinkOf(n); l != nil && entering {
			holds = append(holds, l.HoldsNodes())
		}
		return ast.WalkContinue, nil
	}))
	var b bytes.Buffer
	require.NoError(t, md.Renderer().Render(&b, src, doc))
	return b.String(), holds
}

func convert(t *testing.T, md goldmark.Markdown, src []byte) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, md.Convert(src, &b))
	return b.String()
}

// nestedAnchor returns a message when an <a> element of out opens inside
// another, or "".
func nestedAnchor(out string) string {
	z := xhtml.NewTokenizer(strings.NewReader(out))
	depth := 0
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return ""
		case xhtml.StartTagToken:
			if name, _ := z.TagName(); string(name) == "a" {
				if depth > 0 {
					return "an anchor inside another: " + string(z.Raw())
				}
				depth++
			}
		case xhtml.EndTagToken:
			if name, _ := z.TagName(); string(name) == "a" && depth > 0 {
				depth--
			}
		}
	}
}

// sameBeyondAnchors returns a message when out, once the anchors with mark
// are taken out (their labels kept), differs from want; the label of the
// k-th such anchor may differ when holds[k] (the link took the place of
// another parser's nodes, whose source text its label shows): out is cut
// there, and each piece must follow in want, in order. Such a link's text
// is that source text for toc's list too, which is then left out of both.
func sameBeyondAnchors(out, want string, holds []bool) string {
	if slices.Contains(holds, true) {
		out, want = withoutTOC(out), withoutTOC(want)
	}
	var pieces []string
	var b strings.Builder
	k := 0
	z := xhtml.NewTokenizer(strings.NewReader(out))
	var open []bool // for each <a> open: is it the extension's?
	skip := false
	for tt := z.Next(); tt != xhtml.ErrorToken; tt = z.Next() {
		raw := string(z.Raw())
		name, _ := z.TagName()
		switch {
		case tt == xhtml.StartTagToken && string(name) == "a":
			ours := strings.Contains(raw, `data-unicodelinks="1"`)
			open = append(open, ours)
			if !ours {
				break
			}
			if k >= len(holds) {
				return "more anchors than links"
			}
			if holds[k] {
				pieces, skip = append(pieces, b.String()), true
				b.Reset()
			}
			k++
			continue
		case tt == xhtml.EndTagToken && string(name) == "a" && len(open) > 0:
			ours := open[len(open)-1]
			open = open[:len(open)-1]
			if ours {
				skip = false
				continue
			}
		}
		if !skip {
			b.WriteString(raw)
		}
	}
	if k != len(holds) {
		return "fewer anchors than links"
	}
	pieces = append(pieces, b.String())
	if len(pieces) == 1 {
		if pieces[0] != want {
			return "output changed:\n got " + pieces[0] + "\nwant " + want
		}
		return ""
	}
	if !strings.HasPrefix(want, pieces[0]) || !strings.HasSuffix(want, pieces[len(pieces)-1]) {
		return "output changed around a link that holds nodes"
	}
	rest := want[len(pieces[0]):]
	for _, p := range pieces[1 : len(pieces)-1] {
		i := strings.Index(rest, p)
		if i < 0 {
			return "output changed after a link that holds nodes: " + p
		}
		rest = rest[i+len(p):]
	}
	if len(rest) < len(pieces[len(pieces)-1]) {
		return "output changed at its end"
	}
	return ""
}

// withoutTOC returns out without the list that toc writes after its
// "Table of Contents" heading.
func withoutTOC(out string) string {
	const heading = `<h1 id="table-of-contents">Table of Contents</h1>` + "\n"
	i := strings.Index(out, heading)
	if i < 0 {
		return out
	}
	start := i + len(heading)
	z := xhtml.NewTokenizer(strings.NewReader(out[start:]))
	depth, n := 0, 0
	for {
		tt := z.Next()
		if tt == xhtml.ErrorToken {
			return out
		}
		n += len(z.Raw())
		name, _ := z.TagName()
		switch {
		case tt == xhtml.StartTagToken && string(name) == "ul":
			depth++
		case tt == xhtml.EndTagToken && string(name) == "ul":
			depth--
			if depth == 0 {
				return out[:start] + out[start+n:]
			}
		case depth == 0 && tt != xhtml.TextToken:
			return out // no list right after the heading
		}
	}
}

var _ = assert.Equal
