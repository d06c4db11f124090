package unicodelinks_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/parser"
	"github.com/unicodelinks/goldmark-unicodelinks/renderer"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// zeroUses uses the zero value of every exported type of the module's
// public packages as a user would; TestZeroValues runs each and
// internal/repotest's TestSurface checks that every exported type has one.
var zeroUses = map[string]func(t *testing.T){
	"unicodelinks.Attribute": func(t *testing.T) {
		_, err := unicodelinks.NewChecked(unicodelinks.WithAttributes(unicodelinks.Attribute{}))
		assert.Error(t, err, "an attribute without a name")
	},
	"unicodelinks.Dialect":     func(t *testing.T) { assert.Equal(t, "Unicode", unicodelinks.Dialect(0).String()) },
	"unicodelinks.Filter":      func(t *testing.T) { convertWith(t, unicodelinks.New(unicodelinks.WithFilter(nil))) },
	"unicodelinks.HrefForm":    func(t *testing.T) { convertWith(t, unicodelinks.New(unicodelinks.WithHrefForm(0))) },
	"unicodelinks.LinkKind":    func(t *testing.T) { convertWith(t, unicodelinks.New(unicodelinks.WithKinds(0))) },
	"unicodelinks.Option":      func(t *testing.T) { _, err := unicodelinks.NewChecked(unicodelinks.Option(nil)); assert.Error(t, err) },
	"unicodelinks.SpoofPolicy": func(t *testing.T) { convertWith(t, unicodelinks.New(unicodelinks.WithSpoofCheck(0))) },
	"ast.Link": func(t *testing.T) {
		var l ast.Link
		src := []byte("text")
		_, _, _, _ = l.Href(src), l.Label(src), l.LabelText(nil, src), l.Host(src)
		_, _ = l.Record(), l.Kind()
	},
	"unicodelinks.LinkNode": func(t *testing.T) {
		var l unicodelinks.LinkNode
		_ = l.Href([]byte("text"))
		assert.Same(t, &l, unicodelinks.LinkOf(&l))
	},
	"ast.TextContainer": func(t *testing.T) { var c ast.TextContainer; _ = ast.LinkOf(c) },
	"parser.Config":     func(t *testing.T) { _, err := parser.New(parser.Config{}); assert.NoError(t, err) },
	"parser.Dialect":    func(t *testing.T) { assert.Equal(t, "Unicode", parser.Dialect(0).String()) },
	"parser.Filter":     func(t *testing.T) { _, err := parser.New(parser.Config{Filter: nil}); assert.NoError(t, err) },
	"parser.Parser": func(t *testing.T) {
		// Alone with goldmark's renderer, which knows goldmark's nodes
		// only.
		for _, p := range []*parser.Parser{{}, must(parser.New(parser.Config{}))} {
			md := goldmark.New(goldmark.WithParserOptions(p))
			var b bytes.Buffer
			assert.NoError(t, md.Convert([]byte("see https://example.com"), &b))
			assert.Equal(t, "<p>see <a href=\"https://example.com\">https://example.com</a></p>\n", b.String())
		}
		_ = (&parser.Parser{}).Detector().Detect("https://example.com")
	},
	"renderer.LinkRenderer": func(t *testing.T) {
		p, _ := parser.New(parser.Config{})
		md := goldmark.New(goldmark.WithParserOptions(p), goldmark.WithRendererOptions(grenderer.WithNodeRenderers(util.Prioritized(&renderer.LinkRenderer{}, 500))))
		var b bytes.Buffer
		assert.NoError(t, md.Convert([]byte("see https://example.com"), &b))
	},
	"ul.Anchor": func(t *testing.T) { _ = ul.New().AppendAnchor(nil, &ul.Anchor{}) },
	"ul.Attribute": func(t *testing.T) {
		_, err := ul.NewChecked(ul.WithAttributes(ul.Attribute{}))
		assert.Error(t, err, "an attribute without a name")
	},
	"ul.Detector": func(t *testing.T) {
		var d ul.Detector
		const s = "see https://example.com and www.example.org, a@example.com"
		ls := d.Detect(s)
		for _, l := range ls {
			_ = d.AppendHref(nil, l, s)
		}
		_ = d.AppendHTML(nil, s)
		_ = d.AppendAnchor(nil, &ul.Anchor{Href: []byte("https://example.com")})
	},
	"unicodelinks.OptionError": func(t *testing.T) { assert.NotEmpty(t, (&unicodelinks.OptionError{}).Error()) },
	"ul.OptionError":           func(t *testing.T) { assert.NotEmpty(t, (&ul.OptionError{}).Error()) },
	"ul.FormatError":           func(t *testing.T) { _ = (&ul.FormatError{}).Error() },
	"ul.HrefForm":              func(t *testing.T) { _ = ul.HrefForm(0).String() },
	"ul.Kind":                  func(t *testing.T) { _ = ul.Kind(0).String() },
	"ul.Link": func(t *testing.T) {
		var l ul.Link
		_, _ = l.Href("text"), l.AppendHref(nil, "text")
	},
	"ul.LinkFilter":  func(t *testing.T) { _ = ul.New(ul.WithLinkFilter(nil)).Detect("https://example.com") },
	"ul.Option":      func(t *testing.T) { _, err := ul.NewChecked(ul.Option(nil)); assert.Error(t, err) },
	"ul.Part":        func(t *testing.T) { _, _ = ul.Part(0).String(), ul.AppendEscaped(nil, ul.Part(0), "a b", true) },
	"ul.QueryParam":  func(t *testing.T) { _ = (&ul.URLParts{Query: []ul.QueryParam{{}}}).String() },
	"ul.SpoofPolicy": func(t *testing.T) { _ = ul.SpoofPolicy(0).String() },
	"ul.Term":        func(t *testing.T) { _ = ul.Term(0).String() },
	"ul.URLParts":    func(t *testing.T) { _ = (&ul.URLParts{}).String() },
	"spoof.Level":    func(t *testing.T) { _ = spoof.Level(0).String() },
	"spoof.TopDomains": func(t *testing.T) {
		var td spoof.TopDomains
		_, _ = td.Check("example.com")
		_, _ = td.Add("example.org")
	},
}

func convertWith(t *testing.T, ext goldmark.Extender) {
	var b bytes.Buffer
	assert.NoError(t, goldmark.New(goldmark.WithExtensions(ext)).Convert([]byte("see https://example.com"), &b))
}

// TestZeroValues: no exported zero value panics.
func TestZeroValues(t *testing.T) {
	for name, use := range zeroUses {
		t.Run(name, func(t *testing.T) {
			var msg string
			func() {
				defer func() {
					if r := recover(); r != nil {
						msg = fmt.Sprint(r)
					}
				}()
				use(t)
			}()
			assert.Empty(t, msg, "panic")
		})
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
