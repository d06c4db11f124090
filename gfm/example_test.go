package gfm_test

import (
	"bytes"
	"fmt"

	"github.com/yuin/goldmark"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

func ExampleNew() {
	md := goldmark.New(goldmark.WithExtensions(gfm.New(unicodelinks.WithWWWScheme("https"))))
	var b bytes.Buffer
	_ = md.Convert([]byte("- [x] ~~done~~ see www.example.com"), &b)
	fmt.Print(b.String())
	// Output:
	// <ul>
	// <li><input checked="" disabled="" type="checkbox"> <del>done</del> see <a href="https://www.example.com">www.example.com</a></li>
	// </ul>
}
