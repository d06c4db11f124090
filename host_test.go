package unicodelinks

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
)

// TestLinkHostIsURLHost: in every dialect, the host of each link node (the
// one the spoof check, the markup stops and a filter read) is the host
// that the engine's URLHost (internal/extapi) cuts from the link's text: after any userinfo,
// before the port, path, query or fragment, a trailing dot kept.
func TestLinkHostIsURLHost(t *testing.T) {
	const src = "https://user@example.com/a and https://user:pw@bücher.de:8443/b?c#d and " +
		"http://example.com:80/x and www.example.com/y and https://example.org./z and " +
		"http://[::1]:8080/ and https://bücher.de/ and mail bob@example.net and https://例子.测试/"
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		var links, checked int
		filter := func(l *uast.Link, source []byte, _ parser.Context) bool {
			links++
			if l.LinkKind() == Email {
				return true
			}
			text := l.Label(source)
			s, e := extapi.URLHost(string(text))
			assert.Equal(t, string(text[s:e]), string(l.Host(source)), "%s: %q", d, text)
			checked++
			return true
		}
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d), WithFilter(filter))))
		var out bytes.Buffer
		assert.NoError(t, md.Convert([]byte(src), &out))
		t.Logf("%s: %d links, %d hosts compared", d, links, checked)
		assert.GreaterOrEqual(t, checked, 2, "%s: %s", d, out.String())
	}
}
