package unicodelinks_test

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

func ExampleNew() {
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New()))
	var b bytes.Buffer
	_ = md.Convert([]byte("参见https://zh.wikipedia.org/wiki/中国。\nOr www.example.com, or mail@example.com."), &b)
	fmt.Print(b.String())
	// Output:
	// <p>参见<a href="https://zh.wikipedia.org/wiki/中国">https://zh.wikipedia.org/wiki/中国</a>。
	// Or <a href="https://www.example.com">www.example.com</a>, or <a href="mailto:mail@example.com">mail@example.com</a>.</p>
}

func ExampleWithDialect() {
	src := []byte("Visit www.google.com/search?q=(business))+ok")
	for _, d := range []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM} {
		var b bytes.Buffer
		md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(d))))
		_ = md.Convert(src, &b)
		fmt.Print(d, ": ", b.String())
	}
	// Output:
	// Unicode: <p>Visit <a href="https://www.google.com/search?q=(business)">www.google.com/search?q=(business)</a>)+ok</p>
	// GFM: <p>Visit <a href="http://www.google.com/search?q=(business))+ok">www.google.com/search?q=(business))+ok</a></p>
}

// siteKey holds, in goldmark's parser.Context, the host of the site a
// document belongs to.
var siteKey = parser.NewContextKey()

func ExampleWithFilter() {
	// The filter sees the document's parser.Context: links to other hosts
	// than the document's site get rel="nofollow noopener".
	external := func(l *unicodelinks.LinkNode, source []byte, pc parser.Context) bool {
		if site, _ := pc.Get(siteKey).(string); string(l.Host(source)) != site {
			l.SetAttributeString("rel", []byte("nofollow noopener"))
		}
		return true
	}
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(
		unicodelinks.WithFilter(external),
		unicodelinks.WithAttributes(unicodelinks.Attribute{Name: "target", Value: "_blank"}),
	)))
	pc := parser.NewContext()
	pc.Set(siteKey, "example.com")
	var b bytes.Buffer
	_ = md.Convert([]byte("https://example.com/a and https://other.org/b"), &b, parser.WithContext(pc))
	fmt.Print(b.String())
	// Output:
	// <p><a href="https://example.com/a" target="_blank">https://example.com/a</a> and <a href="https://other.org/b" target="_blank" rel="nofollow noopener">https://other.org/b</a></p>
}

func ExampleWithHrefForm() {
	src := []byte("https://el.wikipedia.org/wiki/Ελλάδα")
	for _, f := range []unicodelinks.HrefForm{unicodelinks.MinimalEscaping, unicodelinks.PercentEncoding} {
		var b bytes.Buffer
		md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithHrefForm(f))))
		_ = md.Convert(src, &b)
		fmt.Print(b.String())
	}
	// Output:
	// <p><a href="https://el.wikipedia.org/wiki/Ελλάδα">https://el.wikipedia.org/wiki/Ελλάδα</a></p>
	// <p><a href="https://el.wikipedia.org/wiki/%CE%95%CE%BB%CE%BB%CE%AC%CE%B4%CE%B1">https://el.wikipedia.org/wiki/Ελλάδα</a></p>
}

// A render hook of a client's writes the extension's AutoLink nodes from
// their Link: the href the extension would write (escapes resolved, the
// href form applied) and the label as goldmark shows it.
func ExampleWithAutoLinkNodes_renderHook() {
	src := []byte(`See https://svn.ruby-lang.org/repos/ruby/tags/v1\_8\_7/NEWS`)
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithAutoLinkNodes(true))))
	doc := md.Parser().Parse(text.NewReader(src))
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l := unicodelinks.LinkOf(n); l != nil && entering {
			fmt.Printf("href %s\nlabel %s\n", l.Href(src), l.LabelText(nil, src))
		}
		return ast.WalkContinue, nil
	})
	// Output:
	// href https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS
	// label https://svn.ruby-lang.org/repos/ruby/tags/v1_8_7/NEWS
}
