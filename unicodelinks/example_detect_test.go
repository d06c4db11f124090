package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleDetect() {
	text := "Read https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン, write to " +
		"mailto:jane.doe@example.com or visit münchen.de/stadtplan."
	for _, l := range unicodelinks.Detect(text) {
		fmt.Printf("%-5v %s\n", l.Kind, text[l.Start:l.End])
	}
	// Output:
	// URL   https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン
	// Email mailto:jane.doe@example.com
	// URL   münchen.de/stadtplan
}

func ExampleNew() {
	d := unicodelinks.New(
		unicodelinks.WithSchemes("http", "https", "ftp"),
		unicodelinks.WithAnyTLD(true),
		unicodelinks.WithProseRules(unicodelinks.MarkdownProse),
		unicodelinks.WithEmail(false),
	)
	text := "**Get ftp://files.example.org/pub/**, see intranet.corp/wiki? Mail admin@example.org."
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End], "host:", text[l.HostStart:l.HostEnd])
	}
	// Output:
	// ftp://files.example.org/pub/ host: files.example.org
	// intranet.corp/wiki host: intranet.corp
}

func ExampleDetector_ScanHost() {
	d := unicodelinks.New()
	for _, text := range []string{"example.com:8080/path", "example.com./path", "普遍适用测试。我爱你 …", "example.invalid", "foo..com"} {
		hostEnd, end, ok := d.ScanHost(text, 0)
		fmt.Printf("%q host %q, then %q, %v\n", text, text[:hostEnd], text[hostEnd:end], ok)
	}
	// Output:
	// "example.com:8080/path" host "example.com", then ":8080", true
	// "example.com./path" host "example.com", then ".", true
	// "普遍适用测试。我爱你 …" host "普遍适用测试。我爱你", then "", true
	// "example.invalid" host "", then "", false
	// "foo..com" host "", then "", false
}
