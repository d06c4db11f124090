package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleDetect() {
	text := "Read https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン, write to " +
		"mailto:jane.doe@example.com or visit münchen.de/stadtplan."
	for _, l := range unicodelinks.Detect(text) {
		fmt.Printf("%-6v %s\n", l.Kind, text[l.Start:l.End])
	}
	// Output:
	// URL    https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン
	// Email  mailto:jane.doe@example.com
	// Domain münchen.de/stadtplan
}

func ExampleNew() {
	d := unicodelinks.New(
		unicodelinks.WithSchemes("http", "https", "ftp"),
		unicodelinks.WithAnyTLD(true),
		unicodelinks.WithEmail(false),
	)
	text := "Get ftp://files.example.org/pub/, see intranet.corp/wiki. Mail admin@example.org."
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End], "host:", text[l.HostStart:l.HostEnd])
	}
	// Output:
	// ftp://files.example.org/pub/ host: files.example.org
	// intranet.corp/wiki host: intranet.corp
}

func ExampleWithSchemelessWWWOnly() {
	d := unicodelinks.New(unicodelinks.WithSchemelessWWWOnly(true))
	text := "See www.example.com, example.org and bar.org?q=http://x.org/ or mail me@example.net."
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// www.example.com
	// me@example.net
}

// NewProse reads text written without spaces between a link and the
// Chinese, Japanese or Korean prose around it.
func ExampleNewProse_cjk() {
	d := unicodelinks.NewProse()
	text := "详见https://example.com/guide，或访问github.com。邮箱wang@example.com，" +
		"지원서는 award@f-ruby.com으로 보내주세요. 'info@example.org'"
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// https://example.com/guide
	// github.com
	// wang@example.com
	// award@f-ruby.com
	// info@example.org
}

func ExampleWithLocalhost() {
	text := "Run hugo server, then open http://localhost:1313/ or http://127.0.0.1:1313/."
	for _, d := range []*unicodelinks.Detector{
		unicodelinks.NewProse(),
		unicodelinks.NewProse(unicodelinks.WithLocalhost(false)),
	} {
		fmt.Println(len(d.Detect(text)), "links")
	}
	// Output:
	// 2 links
	// 0 links
}

// After an explicit scheme, a host a browser goes to links whatever its
// top-level domain; scheme-less, the ICANN rule holds.
func ExampleWithBrowserURLHosts() {
	d := unicodelinks.New(unicodelinks.WithBrowserURLHosts(true))
	text := "CI: https://jenkins.internal/job/1 and https://foo_bar.example.com/ (not jenkins.internal)"
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// https://jenkins.internal/job/1
	// https://foo_bar.example.com/
}
