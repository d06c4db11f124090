package unicodelinks_test

import (
	"fmt"
	"os"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleNewProse() {
	d := unicodelinks.NewProse()
	text := "Read README.md, call fs.read, see golang.org/x/net. Contact 'bob@example.com'"
	for _, l := range d.Detect(text) {
		fmt.Println(text[l.Start:l.End], l.Href(text))
	}
	// Output:
	// golang.org/x/net https://golang.org/x/net
	// bob@example.com mailto:bob@example.com
}

func ExampleDetector_AppendHTML() {
	d := unicodelinks.NewProse(unicodelinks.WithAttributes(unicodelinks.Attribute{Name: "rel", Value: "nofollow"}))
	fmt.Println(string(d.AppendHTML(nil, `<b>Docs</b> at example.org & "www.example.com/a?b=1&c=2"`)))
	// Output:
	// &lt;b&gt;Docs&lt;/b&gt; at <a href="https://example.org" rel="nofollow">example.org</a> &amp; &quot;<a href="https://www.example.com/a?b=1&amp;c=2" rel="nofollow">www.example.com/a?b=1&amp;c=2</a>&quot;
}

func ExampleDetector_WriteHTML() {
	d := unicodelinks.NewProse()
	_ = d.WriteHTML(os.Stdout, "راجع https://example.com/")
	// Output:
	// راجع <a href="https://example.com/" dir="ltr">https://example.com/</a>
}
