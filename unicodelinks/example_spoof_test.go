package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
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
		a, _ := unicodelinks.ToASCII(host)
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

func ExampleLookalikeSkeletons() {
	fmt.Println(unicodelinks.LookalikeSkeletons("googlé.com"), unicodelinks.LookalikeSkeletons("google.com"))
	fmt.Println(unicodelinks.LookalikeSkeletons("шмнть.com"))
	// Output:
	// [google.corn] [google.corn]
	// [wrnhtb.corn]
}

func ExampleSpoofCheck() {
	for _, host := range []string{"яндекс.рф", "gооgle.com", "асе.com", "münchen.de", "aーb.com", "googlé.com",
		"ΑΜΑΖΟΝ.com", "goog𝟏e.com", "ＥＸＡＭＰＬＥ.com", "example.com”"} {
		if suspicious, reason := unicodelinks.SpoofCheck(host); suspicious {
			fmt.Println(host, "suspicious:", reason)
		} else {
			fmt.Println(host, "ok")
		}
	}
	// Output:
	// яндекс.рф ok
	// gооgle.com suspicious: mixed scripts (Minimally Restrictive)
	// асе.com suspicious: whole-script confusable with Latin
	// münchen.de ok
	// aーb.com suspicious: U+30FC not after kana
	// googlé.com suspicious: looks like a well-known domain
	// ΑΜΑΖΟΝ.com suspicious: written form reads as another label than IDNA maps it to
	// goog𝟏e.com suspicious: looks like a well-known domain
	// ＥＸＡＭＰＬＥ.com ok
	// example.com” ok
}

func ExampleRestrictionLevel() {
	for _, label := range []string{"paypal", "яндекс", "abc中文", "aբc", "раураl", "a\u200db"} {
		fmt.Println(label, unicodelinks.RestrictionLevel(label))
	}
	// Output:
	// paypal ASCII-Only
	// яндекс Single Script
	// abc中文 Highly Restrictive
	// aբc Moderately Restrictive
	// раураl Minimally Restrictive
	// a‍b Unrestricted
}

func ExampleSkeleton() {
	fmt.Println(unicodelinks.Skeleton("раураl") == unicodelinks.Skeleton("paypal"))
	fmt.Println(unicodelinks.Skeleton("rn") == unicodelinks.Skeleton("m"))
	fmt.Println(unicodelinks.Skeleton("яндекс") == unicodelinks.Skeleton("yandex"))
	// Output:
	// true
	// true
	// false
}

func ExampleIsRestricted() {
	fmt.Println(unicodelinks.IsRestricted('a'), unicodelinks.IsRestricted('я'), unicodelinks.IsRestricted('\u200d'), unicodelinks.IsRestricted('ㄅ'))
	// Output:
	// false false true true
}
