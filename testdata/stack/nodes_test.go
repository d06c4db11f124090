package stack

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"go.abhg.dev/goldmark/hashtag"
	"go.abhg.dev/goldmark/wikilink"

	mathjax "github.com/litao91/goldmark-mathjax"
	emoji "github.com/yuin/goldmark-emoji"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

// nodeCases are texts in which a link starts, ends or lies inside a node
// that another inline parser makes (Typographer's dashes, quotes and
// ellipsis, an emoji, a hashtag, math, a wiki link), with the stack that
// makes it. They are the seeds of FuzzStacks too.
var nodeCases = []struct {
	exts []goldmark.Extender
	src  string
	// anchors are the extension's anchors in the Unicode and GFM
	// dialects (label and href), in order: a link that would end inside
	// a node stops before it, unless the node would cut its host.
	anchors []string
	// gfm, when not nil, are the GFM dialect's anchors where they differ.
	gfm []string
}{
	// Issue 40, row 1: each of these panicked.
	{typographer(), "see https://example.com/a--' now", []string{"https://example.com/a https://example.com/a"}, nil},
	{emojis(), "see https://example.com/:smile: now", []string{"https://example.com/ https://example.com/"}, nil},
	{hashtags(), "see https://example.com/#a_ now", []string{"https://example.com/ https://example.com/"}, nil},
	{gfmTypographer(), "http://x--' #", nil, nil}, // the host x-- is cut by the dash: no link to x
	{gfmTypographer(), "www.om/--'&rlm;", []string{"www.om/ {www}www.om/"}, nil},
	{emojis(), "https://a.com/b:tada:", []string{"https://a.com/b https://a.com/b"}, nil},
	{maths(), "$x$ https://example.com/?a=$1$&b=$2$ $y$", []string{"https://example.com/?a=$1$&amp;b= https://example.com/?a=$1$&amp;b="}, nil},
	// A host followed by a node that cannot go on with it.
	{emojis(), "https://a.com:tada:", []string{"https://a.com https://a.com"}, nil},
	{hashtags(), "https://example.com#a_ x", []string{"https://example.com https://example.com"}, nil},
	// A host the node cuts.
	{emojis(), "mail bob@exa:smile:", nil, nil},
	// Nodes a link holds whole.
	{typographer(), "https://example.com/a--b...c'd", []string{"https://example.com/a--b...c'd https://example.com/a--b...c'd"}, nil},
	{emojis(), "https://x.com/a:smile:b", []string{"https://x.com/a:smile:b https://x.com/a:smile:b"}, nil},
	{wikilinks(), "https://x.com/[[x]]", []string{"https://x.com/[[x]] https://x.com/[[x]]"},
		[]string{"https://x.com/[[x]] https://x.com/%5B%5Bx%5D%5D"}}, // cmark-gfm escapes brackets
	// Links inside a node: never linked.
	{maths(), "$https://example.com$", nil, nil},
	{wikilinks(), "[[https://example.com/a]]", nil, nil},
	{hashtags(), "#https://example.com", nil, nil},
	// Links that start inside a node.
	{typographer(), "--https://example.com/", []string{"https://example.com/ https://example.com/"}, nil},
	{typographer(), "'www.example.com'", []string{"www.example.com {www}www.example.com"},
		[]string{}}, // cmark-gfm links www. only after a space or one of *_~(
	{emojis(), ":smile:https://example.com/", []string{"https://example.com/ https://example.com/"}, nil},
	{emojis(), "a:smile:bob@example.com", []string{"bob@example.com mailto:bob@example.com"}, nil}, // ':' ends a local part
}

func typographer() []goldmark.Extender { return []goldmark.Extender{extension.Typographer} }
func gfmTypographer() []goldmark.Extender {
	return []goldmark.Extender{extension.GFM, extension.Typographer}
}
func emojis() []goldmark.Extender    { return []goldmark.Extender{emoji.Emoji} }
func hashtags() []goldmark.Extender  { return []goldmark.Extender{&hashtag.Extender{}} }
func maths() []goldmark.Extender     { return []goldmark.Extender{mathjax.MathJax} }
func wikilinks() []goldmark.Extender { return []goldmark.Extender{&wikilink.Extender{}} }

// TestLinksAndNodes renders each node case in every dialect, with the
// extension registered first and last and through gfm.New: never a panic
// (issue 40, row 1), no anchor inside another, goldmark's output but for
// the added anchors, and in the Unicode and GFM dialects the anchors
// listed.
func TestLinksAndNodes(t *testing.T) {
	for _, c := range nodeCases {
		without := goldmark.New(goldmark.WithExtensions(withoutLinkify(c.exts)...))
		want := convert(t, without, []byte(c.src))
		for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C} {
			ext := func() goldmark.Extender {
				return unicodelinks.New(unicodelinks.WithDialect(d), unicodelinks.WithAttributes(mark))
			}
			mds := map[string]goldmark.Markdown{
				"first": goldmark.New(goldmark.WithExtensions(append([]goldmark.Extender{ext()}, c.exts...)...)),
				"last":  goldmark.New(goldmark.WithExtensions(append(append([]goldmark.Extender(nil), c.exts...), ext())...)),
				"gfm.New": goldmark.New(goldmark.WithExtensions(append(append([]goldmark.Extender(nil), withoutGFM(c.exts)...),
					gfm.New(unicodelinks.WithDialect(d), unicodelinks.WithAttributes(mark)))...)),
			}
			for order, md := range mds {
				name := fmt.Sprintf("%q, %s, %s", c.src, d, order)
				var out string
				var holds []bool
				require.NotPanics(t, func() { out, holds = render(t, md, []byte(c.src)) }, name)
				assert.Empty(t, nestedAnchor(out), name)
				wantHere := want
				if order == "gfm.New" {
					wantHere = convert(t, goldmark.New(goldmark.WithExtensions(withoutLinkify(append(withoutGFM(c.exts), extension.GFM))...)), []byte(c.src))
				}
				assert.Empty(t, sameBeyondAnchors(out, wantHere, holds), name)
				switch {
				case d == unicodelinks.GFM && c.gfm != nil:
					assert.Equal(t, expectedAnchors(c.gfm, d), anchorsOf(out), name)
				case d != unicodelinks.MD4C:
					assert.Equal(t, expectedAnchors(c.anchors, d), anchorsOf(out), name)
				}
			}
		}
	}
}

// withoutGFM returns exts without extension.GFM, which gfm.New brings.
func withoutGFM(exts []goldmark.Extender) []goldmark.Extender {
	var out []goldmark.Extender
	for _, e := range exts {
		if e != extension.GFM {
			out = append(out, e)
		}
	}
	return out
}

// expectedAnchors returns the anchors "label href" of want in dialect d,
// with "{www}" standing for the dialect's scheme of www links.
func expectedAnchors(want []string, d unicodelinks.Dialect) []string {
	www := "https://"
	if d == unicodelinks.GFM {
		www = "http://"
	}
	out := []string{}
	for _, a := range want {
		out = append(out, strings.ReplaceAll(a, "{www}", www))
	}
	return out
}

// anchorsOf returns "label href" for each of the extension's anchors in
// out, in order.
func anchorsOf(out string) []string {
	got := []string{}
	for rest := out; ; {
		i := strings.Index(rest, "<a href=\"")
		if i < 0 {
			return got
		}
		rest = rest[i+len("<a href=\""):]
		href := rest[:strings.IndexByte(rest, '"')]
		tag := rest[:strings.IndexByte(rest, '>')]
		rest = rest[len(tag)+1:]
		label := rest[:strings.Index(rest, "</a>")]
		if strings.Contains(tag, `data-unicodelinks="1"`) {
			got = append(got, label+" "+href)
		}
	}
}

// FuzzStacks renders any text through every stack, dialect, order and
// safety setting of configurations: it fails on a panic that goldmark
// without the extension does not raise, on an anchor inside another and
// on any change to goldmark's output but the added anchors. Its seeds are
// the node cases and issue 40's rows; make stack runs it briefly, make
// fuzz-stack for long. (goldmark v1.8.7 panics by itself on a lone UTF-8
// continuation byte before a soft line break under CJK's east-Asian line
// breaks, in util.ToRune: testdata/fuzz/FuzzStacks holds such an input.)
func FuzzStacks(f *testing.F) {
	for _, c := range nodeCases {
		f.Add(c.src)
	}
	for _, s := range []string{
		"see https://example.com/a--' now", "see https://example.com/:smile: now", "see https://example.com/#a_ now",
		"http://x--' #", "www.om/--'&rlm;", "https://a.com/b:tada:", "$x$ https://example.com/?a=$1$&b=$2$ $y$",
		"See https://github.com/user/repo/blob/main/pkg/__init__.py for it", "**https://x.com/a** _https://x.com/b_",
		"https://accounts.google.com\\signin@раураl.com/", "https://раураl%2Ecom/login", "support@goog𝖨é.com",
		"종교 \n또는 https://example.com/a~b~ [^1]\n\n[^1]: https://x.com/--'", "Term\n: www.example.com--'x\n",
	} {
		f.Add(s)
	}
	cs := configurations()
	f.Fuzz(func(t *testing.T, src string) {
		for _, c := range cs {
			var want string
			if goldmarkPanics(func() { want = convert(t, c.without, []byte(src)) }) {
				continue // goldmark's own panic; the extension's output is checked where goldmark has one
			}
			var out string
			var holds []bool
			if goldmarkPanics(func() { out, holds = render(t, c.with, []byte(src)) }) {
				t.Fatalf("%s: %q: a panic that goldmark without the extension does not raise", c.name, src)
			}
			if msg := nestedAnchor(out); msg != "" {
				t.Fatalf("%s: %q: %s", c.name, src, msg)
			}
			if msg := sameBeyondAnchors(out, want, holds); msg != "" {
				t.Fatalf("%s: %q: %s", c.name, src, msg)
			}
		}
	})
}

// goldmarkPanics reports whether f panics.
func goldmarkPanics(f func()) (panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	f()
	return false
}
