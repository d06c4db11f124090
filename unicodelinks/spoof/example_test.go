package spoof_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// A forum protects its own name: look-alikes of example.org are suspicious,
// like those of the well-known domains built in.
func ExampleTopDomains() {
	top, err := spoof.NewTopDomains("example.org")
	if err != nil {
		panic(err)
	}
	for _, host := range []string{"ëxample.org", "example.org", "wiki.example.org", "googlé.com"} {
		suspicious, _ := top.Check(host)
		fmt.Println(host, suspicious)
	}
	// Output:
	// ëxample.org true
	// example.org false
	// wiki.example.org false
	// googlé.com true
}

// A host that looks like another is shown as a browser's address bar
// shows it.
func ExampleToASCII() {
	for _, host := range []string{"раураl.com", "яндекс.рф"} {
		if suspicious, _ := spoof.Check(host); suspicious {
			a, _ := spoof.ToASCII(host)
			fmt.Println(host, "shown as", a)
		} else {
			fmt.Println(host, "shown as it is")
		}
	}
	// Output:
	// раураl.com shown as xn--l-7sba6dbr.com
	// яндекс.рф shown as it is
}

func ExampleLookalikeSkeletons() {
	fmt.Println(spoof.LookalikeSkeletons("googlé.com"), spoof.LookalikeSkeletons("google.com"))
	fmt.Println(spoof.LookalikeSkeletons("шмнть.com"))
	// Output:
	// [google.corn] [google.corn]
	// [wrnhtb.corn]
}

func ExampleCheck() {
	for _, host := range []string{"яндекс.рф", "gооgle.com", "асе.com", "münchen.de", "aーb.com", "googlé.com",
		"ΑΜΑΖΟΝ.com", "goog𝟏e.com", "ＥＸＡＭＰＬＥ.com", "example.com”"} {
		if suspicious, reason := spoof.Check(host); suspicious {
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
		fmt.Println(label, spoof.RestrictionLevel(label))
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
	fmt.Println(spoof.Skeleton("раураl") == spoof.Skeleton("paypal"))
	fmt.Println(spoof.Skeleton("rn") == spoof.Skeleton("m"))
	fmt.Println(spoof.Skeleton("яндекс") == spoof.Skeleton("yandex"))
	// Output:
	// true
	// true
	// false
}

func ExampleIsRestricted() {
	fmt.Println(spoof.IsRestricted('a'), spoof.IsRestricted('я'), spoof.IsRestricted('\u200d'), spoof.IsRestricted('ㄅ'))
	// Output:
	// false false true true
}

func ExampleIsDefaultIgnorable() {
	fmt.Println(spoof.IsDefaultIgnorable('\u200b'), spoof.IsDefaultIgnorable('\u00ad'), spoof.IsDefaultIgnorable('a'))
	// Output:
	// true true false
}
