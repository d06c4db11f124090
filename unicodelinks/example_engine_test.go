package unicodelinks_test

import (
	"fmt"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleTerminateURL() {
	for _, c := range []struct{ text, host string }{
		{"https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン to find the material.", "ja.wikipedia.org"},
		{"(https://ja.wikipedia.org/wiki/アルベルト)アインシュタイン", "ja.wikipedia.org"},
		{"See abc.com?def=(a). And…", "abc.com"},
	} {
		// TerminateURL starts just after the host (and port).
		hostEnd := strings.Index(c.text, c.host) + len(c.host)
		fmt.Println(c.text[:unicodelinks.TerminateURL(c.text, hostEnd)])
	}
	// Output:
	// https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン
	// (https://ja.wikipedia.org/wiki/アルベルト
	// See abc.com?def=(a)
}

// NewProse ends a URL before a question mark that ends the sentence and
// before emphasis delimiters; UTS #58 (New) takes both in.
func ExampleNewProse_sentence() {
	text := "Did you read https://example.com/page? **https://example.com/b**"
	for _, d := range []*unicodelinks.Detector{unicodelinks.New(), unicodelinks.NewProse()} {
		for _, l := range d.Detect(text) {
			fmt.Println(text[l.Start:l.End])
		}
	}
	// Output:
	// https://example.com/page?
	// https://example.com/b**
	// https://example.com/page
	// https://example.com/b
}

func ExampleEmailLocalStart() {
	for _, text := range []string{
		"Contact x.abcd@example.com",
		"See mailto:αβγ.δεζ@example.com",
		"Contact john..doe@example.com",
	} {
		at := strings.IndexByte(text, '@')
		if start, ok := unicodelinks.EmailLocalStart(text, at); ok {
			fmt.Printf("%q\n", text[start:at])
		} else {
			fmt.Println("no valid local part")
		}
	}
	// Output:
	// "x.abcd"
	// "mailto:αβγ.δεζ"
	// no valid local part
}

func ExampleLinkTerm() {
	for _, r := range "a.)( " {
		fmt.Printf("%q %v\n", r, unicodelinks.LinkTerm(r))
	}
	open, _ := unicodelinks.LinkBracket('」')
	fmt.Printf("%c %v\n", open, unicodelinks.IsLinkEmail('σ'))
	// Output:
	// 'a' Include
	// '.' Soft
	// ')' Close
	// '(' Open
	// ' ' Hard
	// 「 true
}

func ExampleLink_Href() {
	text := "Write to アルベルト@example.com or see deΩ.uk/ページ."
	for _, l := range unicodelinks.Detect(text) {
		fmt.Println(l.Kind, l.Href(text))
	}
	// Output:
	// Email mailto:アルベルト@example.com
	// Domain https://deΩ.uk/ページ
}
