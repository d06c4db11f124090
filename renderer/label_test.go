package renderer

import (
	"bufio"
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	gparser "github.com/yuin/goldmark/parser"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// otherWriter is goldmark's default writer under another value: the
// renderer then writes labels through it, text node by text node.
type otherWriter struct{ html.Writer }

// TestLabelAsWriterWrites: labels written at once (goldmark's default
// writer) are the bytes goldmark's writer writes text node by text node,
// for labels split by emphasis delimiters, with escapes and references,
// HTML's special characters, groups of other nodes, and with the writer's
// buffer nearly full (the anchor then goes to a pooled buffer).
func TestLabelAsWriterWrites(t *testing.T) {
	docs := []string{
		"https://x.com/a_b_c*d*e",
		"see https://x.com/Go_(programming_language) and www.x.com/a__b__c.",
		`https://x.com/v1\_8\_7 and https://x.com/a?b=1&amp;c=2&d=3`,
		"https://x.com/a?q=\"x\"&y=<z>",
		"https://x.com/*a*b and https://x.com/~~a~~b",
		"x@y.com, mailto:a_b@x.com and www.x.com/é_ü_ß",
		"www.x.com/a_b\"c and www.x.com/a<b>c, www.x.com/(x) and www.x.com/a&amp;b",
		"a_b@x.com, x@例え.jp. mailto:a@b.com?subject=x and x@y.com\\",
		"www.x.com/\x00a and www.x.com/\\_a and www.x.com/v1\\_8",
		"https://x.com/a?b=1&amp;c=2, www.x.com/a&amp;b&lt;c and https://x.com/&#x41;&#66;_&quot;",
		"&amp; https://x.com/a_b, www.x.com/a_b, x@y.com and MAILTO:a@b.com or Mailto:a@b.com&amp;",
		"www.x.com/a\\&amp;b www.x.com/&#0;a x\\_y@x.com, https://x.com/a&#x5c;b",
		"https://x.com/`a`b https://x.com/a<b>c https://x.com/a\"b",
		"<https://x.com/a> [https://x.com/b](https://x.com/c) https://x.com/\x00a",
		strings.Repeat("a", 4000) + " https://x.com/" + strings.Repeat("b_", 300),
		strings.Repeat("https://x.com/a_b_c ", 400),
	}
	render := func(w html.Writer, src string) string {
		p, err := parser.New(parser.Config{})
		require.NoError(t, err)
		md := goldmark.New(goldmark.WithParserOptions(p, gparser.WithAutoHeadingID()),
			goldmark.WithRendererOptions(html.WithWriter(w),
				grenderer.WithNodeRenderers(util.Prioritized(New(p), 500))))
		var b bytes.Buffer
		require.NoError(t, md.Convert([]byte(src), &b))
		return b.String()
	}
	for _, src := range docs {
		fast := render(html.DefaultWriter, src)
		slow := render(otherWriter{html.DefaultWriter}, src)
		require.Contains(t, fast, "<a href=", "%q", src)
		assert.Equal(t, slow, fast, "%q", src)
	}
}

// TestAnchorEscapesAsWriter: the engine's anchor writer escapes an href
// as goldmark's writer escapes raw text, so that hrefLabel may take a
// label that is its href from the start tag.
func TestAnchorEscapesAsWriter(t *testing.T) {
	var all []byte
	for c := 0; c < 256; c++ {
		if c != '\\' && c != '&' {
			all = append(all, byte(c))
		}
	}
	for _, href := range []string{"https://x.com/a", "https://x.com/\"<>\x00é", "https://x.com/" + string(all)} {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		html.DefaultWriter.RawWrite(w, []byte(href))
		require.NoError(t, w.Flush())
		a := &ul.Anchor{Href: []byte(href)}
		got := ul.New().AppendAnchor(nil, a)
		assert.Equal(t, `<a href="`+b.String()+`">`, string(got), "%q", href)
		label, ok := hrefLabel(got, a.Href, a)
		require.True(t, ok)
		assert.Equal(t, b.String(), string(label), "%q", href)
	}
}

// TestHrefLabel: the label hrefLabel takes from a start tag is the label
// as goldmark's writer writes it, for labels that end their href after a
// prefix, with or without bytes to escape; it takes none from an href
// written empty (a dangerous scheme), an href that does not end with the
// label, or a prefix that HTML escaping changes.
func TestHrefLabel(t *testing.T) {
	for _, c := range []struct {
		href, label string
		ok          bool
	}{
		{"https://x.com/a", "https://x.com/a", true},
		{"https://www.x.com/a\"b<c>", "www.x.com/a\"b<c>", true},
		{"mailto:a@b.com", "a@b.com", true},
		{"mailto:a@b.com", "mailto:a@b.com", true},
		{"javascript:alert(1)", "javascript:alert(1)", false},
		{"https://x.com/b", "https://x.com/a", false},
		{"x", "https://x.com/a", false},
		{"a&b://x.com", "x.com", false},
		{"a\"b://x.com", "x.com", false},
		{"https://x.com/a", "", false},
	} {
		a := &ul.Anchor{Href: []byte(c.href)}
		tag := ul.New().AppendAnchor(nil, a)
		label, ok := hrefLabel(tag, []byte(c.label), a)
		require.Equal(t, c.ok, ok, "%q %q", c.href, c.label)
		if ok {
			var b bytes.Buffer
			w := bufio.NewWriter(&b)
			html.DefaultWriter.RawWrite(w, []byte(c.label))
			require.NoError(t, w.Flush())
			assert.Equal(t, b.String(), string(label), "%q %q", c.href, c.label)
		}
	}
}

// TestLabelAsWriterWritesRandom: the anchors the renderer writes through
// its fast paths (goldmark's default writer) are those it writes text node
// by text node (another writer), on random documents of links with
// escapes, references, emphasis, brackets and HTML's special characters,
// in each dialect and href form.
func TestLabelAsWriterWritesRandom(t *testing.T) {
	pieces := []string{"https://x.com/", "www.x.com/", "a@b.com", "mailto:", "ftp://y.org/", "a", "é", "中", "_", "*", "\\_", "\\\\",
		"&amp;", "&lt;", "&#65;", "&quot;", "\"", "<", ">", "&", "(", ")", "{{", "'", "%41", "%E4%B8%AD", "/", "?", "#", "=", ".", " ", "\n", "`"}
	rnd := rand.New(rand.NewSource(4))
	render := func(cfg parser.Config, w html.Writer, src string) string {
		p, err := parser.New(cfg)
		require.NoError(t, err)
		md := goldmark.New(goldmark.WithParserOptions(p),
			goldmark.WithRendererOptions(html.WithWriter(w), grenderer.WithNodeRenderers(util.Prioritized(New(p), 500))))
		var b bytes.Buffer
		require.NoError(t, md.Convert([]byte(src), &b))
		return b.String()
	}
	links := 0
	for range 1500 {
		var b strings.Builder
		for range 1 + rnd.Intn(30) {
			b.WriteString(pieces[rnd.Intn(len(pieces))])
		}
		src := b.String()
		for _, cfg := range []parser.Config{{}, {Dialect: parser.GFM}, {Dialect: parser.MD4C}, {HrefForm: ul.PercentEncoding}, {LinkNodes: true}} {
			fast := render(cfg, html.DefaultWriter, src)
			require.Equal(t, render(cfg, otherWriter{html.DefaultWriter}, src), fast, "%q %+v", src, cfg)
			links += strings.Count(fast, "<a href=")
		}
	}
	require.Greater(t, links, 3000)
}
