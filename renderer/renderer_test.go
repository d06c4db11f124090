package renderer

import (
	"bytes"
	"math/rand"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// convert renders src with the parser of c and this renderer, registered
// as the root package registers them.
func convert(t *testing.T, c parser.Config, src string) string {
	t.Helper()
	p, err := parser.New(c)
	require.NoError(t, err)
	md := goldmark.New(goldmark.WithParserOptions(p),
		goldmark.WithRendererOptions(grenderer.WithNodeRenderers(util.Prioritized(New(p), 500))))
	var b bytes.Buffer
	require.NoError(t, md.Convert([]byte(src), &b))
	return b.String()
}

var hrefAttr = regexp.MustCompile(`href="([^"]*)"`)

// TestHrefs: the href of each kind of link in each dialect, by default:
// UTS #58's minimal escaping in the Unicode dialect, the link's text in
// MD4C's, cmark-gfm's escaping in GFM's; what no href shows raw escaped in
// every dialect; the reader's text of a label with escapes.
func TestHrefs(t *testing.T) {
	for _, c := range []struct {
		src     string
		dialect parser.Dialect
		want    string
	}{
		{"https://x.com/a b", parser.Unicode, "https://x.com/a"},
		{"https://x.com:8080/%41?%26#f", parser.Unicode, "https://x.com:8080/A?%26#f"},
		{"https://x.com/a#b:~:text=c", parser.Unicode, "https://x.com/a#b:~:text=c"},
		{"www.x.com/\u061Ca", parser.Unicode, "https://www.x.com/"},
		{"www.x.com/\u00ADa", parser.Unicode, "https://www.x.com/%C2%ADa"},
		{"mailto:a@x.com", parser.Unicode, "mailto:a@x.com"},
		{`https://x.com/v1\_8\_7`, parser.Unicode, "https://x.com/v1_8_7"},
		{`https://x.com/a\\b`, parser.Unicode, "https://x.com/a%5Cb"},
		{"a\u200Eb@x.com", parser.GFM, "mailto:b@x.com"},
		{"http://x.com/é", parser.GFM, "http://x.com/%C3%A9"},
		{"www.example.com/a_b", parser.MD4C, "http://www.example.com/a_b"},
		{"www.x.com/a%41", parser.Unicode, "https://www.x.com/aA"},
		{"www.x.com/a%41", parser.GFM, "http://www.x.com/a%41"},
	} {
		m := hrefAttr.FindStringSubmatch(convert(t, parser.Config{Dialect: c.dialect}, c.src))
		require.NotNil(t, m, "%q", c.src)
		assert.Equal(t, c.want, m[1], "%v %q", c.dialect, c.src)
	}
}

// TestPercentEncodingAsGoldmark: the engine's PercentEncoding escapes an
// href as goldmark's util.URLEscape does, on random URLs of the bytes it
// keeps, escapes and neighbours, with what no href shows raw then escaped
// (goldmark leaves a byte that is not UTF-8 as it is).
func TestPercentEncodingAsGoldmark(t *testing.T) {
	d := ul.New(ul.WithHrefForm(ul.PercentEncoding), ul.WithAnyTLD(true))
	pieces := []string{"a", "Z", "0", "-", ".", "/", "?", "#", "=", "&", "%", "%4", "%41", "%zz", "(", ")", "'", "!", "*", "~",
		"[", "]", "{", "}", "|", "^", "`", "\\", " ", "é", "中", "\u200b", "\xff", "<", ">", "\"", "@", ":", ";", ",", "+", "$"}
	rnd := rand.New(rand.NewSource(3))
	checked := 0
	for range 20000 {
		text := "https://x.com/"
		for range 1 + rnd.Intn(12) {
			text += pieces[rnd.Intn(len(pieces))]
		}
		links := d.Detect(text)
		if len(links) != 1 {
			continue
		}
		l := links[0]
		want := escapeBytes(util.URLEscape([]byte(text[l.Start:l.End]), false))
		require.Equal(t, want, string(d.AppendHref(nil, l, text)), "%q", text)
		checked++
	}
	assert.Greater(t, checked, 10000)
}

// escapeBytes writes the bytes of b that are not UTF-8 as %XX.
func escapeBytes(b []byte) string {
	var out []byte
	for _, c := range b {
		if c >= 0x80 {
			out = append(out, '%', "0123456789ABCDEF"[c>>4], "0123456789ABCDEF"[c&15])
		} else {
			out = append(out, c)
		}
	}
	return string(out)
}

// TestAttributesEscapedAsGoldmark: the anchor writer escapes attribute
// values as goldmark's util.EscapeHTML does.
func TestAttributesEscapedAsGoldmark(t *testing.T) {
	pieces := []string{"a", "&", "<", ">", "\"", "\x00", "$", ".", ":", "~", "'", "6", "\x80", "é", " ", "abcdefgh"}
	rnd := rand.New(rand.NewSource(7))
	for range 20000 {
		var v []byte
		for range rnd.Intn(40) {
			v = append(v, pieces[rnd.Intn(len(pieces))]...)
		}
		d := ul.New(ul.WithAttributes(ul.Attribute{Name: "title", Value: string(v)}))
		got := d.AppendAnchor(nil, &ul.Anchor{Href: []byte("/")})
		want := `<a href="/" title="` + string(util.EscapeHTML(bytes.Clone(v))) + `">`
		require.Equal(t, want, string(got), "%q", v)
	}
}
