package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// A comment renderer refuses links whose host imitates another one.
func ExampleWithSpoofCheck() {
	d := unicodelinks.New(unicodelinks.WithSpoofCheck(unicodelinks.SpoofRefuse))
	text := "Log in at https://раураl.com/login, or visit яндекс.рф."
	for _, l := range d.Detect(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// яндекс.рф
}

// A moderator's view keeps the link and shows the host as a browser would.
func ExampleWithSpoofCheck_mark() {
	d := unicodelinks.New(unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark))
	text := "Log in at https://раураl.com/login"
	for _, l := range d.Detect(text) {
		host := text[l.HostStart:l.HostEnd]
		a, _ := spoof.ToASCII(host)
		fmt.Println(text[l.Start:l.End], l.Spoof, a)
	}
	// Output:
	// https://раураl.com/login true xn--l-7sba6dbr.com
}

// A forum protects its own name: look-alikes of example.org are refused,
// like those of the well-known domains built in.
func ExampleWithTopDomains() {
	d := unicodelinks.New(unicodelinks.WithSpoofCheck(unicodelinks.SpoofRefuse),
		unicodelinks.WithTopDomains("example.org"))
	text := "Log in at https://раураl.com/login or ëxample.org, or visit яндекс.рф, googlé.com and wiki.example.org."
	for _, l := range d.Detect(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// яндекс.рф
	// wiki.example.org
}
