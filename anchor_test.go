package unicodelinks

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// TestOneAnchorWriter: on text without Markdown syntax, the anchors the
// extension writes (Unicode dialect) are those that the engine's
// AppendHTML writes with the same options: the same href and attributes in
// the same order (one dir, the spoof mark's class and title, the extra
// attributes).
func TestOneAnchorWriter(t *testing.T) {
	start := regexp.MustCompile(`<a [^>]*>`)
	for _, c := range []struct {
		name  string
		text  string
		attrs []Attribute
		spoof SpoofPolicy
	}{
		{"isolated, dir among the attributes", "ראו https://example.com/a", []Attribute{{Name: "dir", Value: "auto"}}, SpoofRefuse},
		{"not isolated, dir among the attributes", "see https://example.com/a", []Attribute{{Name: "dir", Value: "auto"}}, SpoofRefuse},
		{"attributes", `see www.example.com/?a=1 and a@example.com`, []Attribute{{Name: "rel", Value: "nofollow"}, {Name: "data-x", Value: `"q"`}}, SpoofRefuse},
		{"spoof mark over a class", "see https://раураl.com/", []Attribute{{Name: "class", Value: "x"}, {Name: "rel", Value: "nofollow"}}, SpoofMark},
		{"isolated spoof mark", "ראו https://раураl.com/", []Attribute{{Name: "dir", Value: "rtl"}, {Name: "title", Value: "t"}}, SpoofMark},
	} {
		t.Run(c.name, func(t *testing.T) {
			md := goldmark.New(goldmark.WithExtensions(New(WithAttributes(c.attrs...), WithSpoofCheck(c.spoof))))
			d := ul.New(extapi.MarkdownProse(true).(ul.Option), ul.WithSchemelessWWWOnly(true), ul.WithAttributes(c.attrs...),
				ul.WithSpoofCheck(c.spoof))
			want := start.FindAllString(string(d.AppendHTML(nil, c.text)), -1)
			assert.NotEmpty(t, want)
			assert.Equal(t, want, start.FindAllString(convert(t, md, c.text), -1))
		})
	}
}
