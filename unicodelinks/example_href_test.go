package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleNewChecked() {
	_, err := unicodelinks.NewChecked(unicodelinks.WithSchemes("https", "javascript"))
	fmt.Println(err)
	// Output:
	// unicodelinks: WithSchemes: "javascript" is a dangerous scheme (goldmark's html.IsDangerousURL)
}

func ExampleWithHrefForm() {
	text := "see https://el.wikipedia.org/wiki/Ελλάδα"
	for _, f := range []unicodelinks.HrefForm{unicodelinks.MinimalEscaping, unicodelinks.PercentEncoding} {
		d := unicodelinks.New(unicodelinks.WithHrefForm(f))
		for _, l := range d.Detect(text) {
			fmt.Printf("%v %s\n", f, d.AppendHref(nil, l, text))
		}
	}
	// Output:
	// MinimalEscaping https://el.wikipedia.org/wiki/Ελλάδα
	// PercentEncoding https://el.wikipedia.org/wiki/%CE%95%CE%BB%CE%BB%CE%AC%CE%B4%CE%B1
}

func ExampleWithImpliedScheme() {
	d := unicodelinks.New(unicodelinks.WithImpliedScheme("http"))
	text := "see www.example.com/a or mail a@example.com"
	for _, l := range d.Detect(text) {
		fmt.Printf("%v %s\n", l.Kind, d.AppendHref(nil, l, text))
	}
	// Output:
	// Domain http://www.example.com/a
	// Email mailto:a@example.com
}

func ExampleDetector_AppendHref() {
	d := unicodelinks.New()
	text := "Download https://example.com/a\\b.zip now"
	for _, l := range d.Detect(text) {
		fmt.Println(string(d.AppendHref(nil, l, text)))
	}
	// Output:
	// https://example.com/a%5Cb.zip
}

func ExampleDetector_AppendAnchor() {
	d := unicodelinks.New(unicodelinks.WithAttributes(unicodelinks.Attribute{Name: "rel", Value: "nofollow"}))
	a := unicodelinks.Anchor{
		Href:       []byte("https://example.com/?a=1&b=2"),
		Isolate:    true,
		Attributes: []unicodelinks.Attribute{{Name: "rel", Value: "me"}, {Name: "class", Value: "ext"}},
	}
	fmt.Println(string(d.AppendAnchor(nil, &a)))
	// Output:
	// <a href="https://example.com/?a=1&amp;b=2" dir="ltr" rel="me" class="ext">
}
