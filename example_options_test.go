package unicodelinks_test

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// render converts src with this extension and the given options.
func render(src string, opts ...unicodelinks.Option) string {
	var b bytes.Buffer
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(opts...)))
	if err := md.Convert([]byte(src), &b); err != nil {
		return err.Error()
	}
	return b.String()
}

func ExampleWithKinds() {
	src := "https://example.com/a, www.example.com and mail@example.com"
	fmt.Print(render(src, unicodelinks.WithKinds(unicodelinks.URL|unicodelinks.Email)))
	// Output:
	// <p><a href="https://example.com/a">https://example.com/a</a>, www.example.com and <a href="mailto:mail@example.com">mail@example.com</a></p>
}

func ExampleWithSchemes() {
	src := "ftp://example.com/file and https://example.com/page"
	fmt.Print(render(src, unicodelinks.WithSchemes("https")))
	// Output:
	// <p>ftp://example.com/file and <a href="https://example.com/page">https://example.com/page</a></p>
}

func ExampleWithWWWScheme() {
	fmt.Print(render("www.example.com/α", unicodelinks.WithWWWScheme("https")))
	// Output:
	// <p><a href="https://www.example.com/α">www.example.com/α</a></p>
}

func ExampleWithAttributes() {
	fmt.Print(render("https://example.com",
		unicodelinks.WithAttributes(
			unicodelinks.Attribute{Name: "rel", Value: "nofollow"},
			unicodelinks.Attribute{Name: "class", Value: "autolink"},
		)))
	// Output:
	// <p><a href="https://example.com" rel="nofollow" class="autolink">https://example.com</a></p>
}

func ExampleWithAutoLinkNodes() {
	src := []byte("see https://example.com/α")
	for _, on := range []bool{true, false} {
		md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithAutoLinkNodes(on))))
		doc := md.Parser().Parse(text.NewReader(src))
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if l := unicodelinks.LinkOf(n); l != nil && entering {
				fmt.Printf("%s %s\n", n.Kind(), l.Href(src))
			}
			return ast.WalkContinue, nil
		})
	}
	// Output:
	// AutoLink https://example.com/α
	// UnicodeLink https://example.com/α
}

func ExampleWithAnyTLD() {
	src := "pkg@1.0.0, foo@bar.baz and www.example.local/x"
	fmt.Print(render(src))
	fmt.Print(render(src, unicodelinks.WithAnyTLD(true)))
	// Output:
	// <p>pkg@1.0.0, foo@bar.baz and www.example.local/x</p>
	// <p>pkg@1.0.0, <a href="mailto:foo@bar.baz">foo@bar.baz</a> and <a href="https://www.example.local/x">www.example.local/x</a></p>
}

// A site protects its own name: look-alikes of example.org are refused,
// like those of the well-known domains built in (googlé.com).
func ExampleWithTopDomains() {
	fmt.Print(render("https://ëxample.org/login https://googlé.com/ https://wiki.example.org/",
		unicodelinks.WithTopDomains("example.org")))
	// Output:
	// <p>https://ëxample.org/login https://googlé.com/ <a href="https://wiki.example.org/">https://wiki.example.org/</a></p>
}

// Developer documentation links its local servers by default; a site for
// the public may not want to.
func ExampleWithLocalhost() {
	src := "http://localhost:1313/ and http://127.0.0.1:8080/x"
	fmt.Print(render(src))
	fmt.Print(render(src, unicodelinks.WithLocalhost(false)))
	// Output:
	// <p><a href="http://localhost:1313/">http://localhost:1313/</a> and <a href="http://127.0.0.1:8080/x">http://127.0.0.1:8080/x</a></p>
	// <p>http://localhost:1313/ and http://127.0.0.1:8080/x</p>
}

// "раураl.com" is written in Cyrillic letters that look like "paypal":
// refused by default; SpoofMark links it with a class and the A-label the
// browser shows as its title; SpoofOff links it.
func ExampleWithSpoofCheck() {
	src := "https://раураl.com/login"
	for _, p := range []unicodelinks.SpoofPolicy{unicodelinks.SpoofRefuse, unicodelinks.SpoofMark, unicodelinks.SpoofOff} {
		fmt.Print(render(src, unicodelinks.WithSpoofCheck(p)))
	}
	// Output:
	// <p>https://раураl.com/login</p>
	// <p><a href="https://раураl.com/login" class="unicodelinks-spoof" title="xn--l-7sba6dbr.com">https://раураl.com/login</a></p>
	// <p><a href="https://раураl.com/login">https://раураl.com/login</a></p>
}

func ExampleNewChecked() {
	_, err := unicodelinks.NewChecked(unicodelinks.WithWWWScheme("javascript:"))
	fmt.Println(err)
	// Output:
	// unicodelinks: WithWWWScheme: "javascript:" is a dangerous scheme (goldmark's html.IsDangerousURL)
}

// Migrating from goldmark's Linkify: keep extension.GFM and its Linkify
// options; the allowed protocols become this extension's schemes.
func Example_linkifyMigration() {
	md := goldmark.New(
		goldmark.WithExtensions(extension.GFM, unicodelinks.New()),
		goldmark.WithParserOptions(extension.WithLinkifyAllowedProtocols([]string{"https:"})),
	)
	var b bytes.Buffer
	_ = md.Convert([]byte("https://example.com/文档 and ftp://example.com/file"), &b)
	fmt.Print(b.String())
	// Output:
	// <p><a href="https://example.com/文档">https://example.com/文档</a> and ftp://example.com/file</p>
}
