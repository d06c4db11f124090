package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

func ExampleFormat() {
	for _, u := range []string{
		// UTS #58 section 1.3: only the unmatched ')' stays escaped.
		"https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%29%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3",
		// Section 4: a final '.' would end the link before it.
		"abc.com/path1./path2.",
		// LinkFormattingTest.txt (18.0, corrected after 17.0): a Soft code point is escaped
		// only at the end of the last part.
		"https://example.com/%CE%B1%CE%B2%CE%B3/%CE%B4.%CE%B5%CE%B6?%CE%B8=%CE%B9%CE%BA%CE%BB&%CE%BC=%CE%B3.%CE%BE%CE%BF#%CF%80.%CF%81%CF%82%2E",
		// Escapes of syntax characters are kept.
		"https://example.com/a%2Fb?q=1%2B1%3D2",
	} {
		s, err := unicodelinks.Format(u)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s)
	}
	_, err := unicodelinks.Format("mailto:someone@example.com")
	fmt.Println(err)
	// Output:
	// https://ja.wikipedia.org/wiki/アルベルト%29アインシュタイン
	// abc.com/path1./path2%2E
	// https://example.com/αβγ/δ.εζ?θ=ικλ&μ=γ.ξο#π.ρς%2E
	// https://example.com/a%2Fb?q=1%2B1%3D2
	// unicodelinks: cannot format "mailto:someone@example.com": scheme "mailto" not followed by "//": only URLs with a host can be formatted
}

func ExampleURLParts_String() {
	// LinkFormattingTest.txt (18.0, corrected after 17.0):
	// {𝑺=https:// 𝑯=example.com 𝑷=α 𝑷=b/?#c 𝑸=αβ 𝑽=γ&ζ=#Ξ 𝑸=k 𝑽=v 𝑭=frag}
	u := unicodelinks.URLParts{
		Scheme: "https",
		Host:   "example.com",
		Path:   []string{"α", "b/?#c"},
		Query: []unicodelinks.QueryParam{
			{Key: "αβ", Value: "γ&ζ=#Ξ", HasValue: true},
			{Key: "k", Value: "v", HasValue: true},
		},
		Fragment: "frag",
	}
	fmt.Println(u.String())

	// Fragment directives are written in their own syntax.
	u = unicodelinks.URLParts{
		Scheme:     "https",
		Host:       "example.com",
		Fragment:   "reserved",
		Directives: []string{"text=Reserved,into", "text=open,closed"},
	}
	fmt.Println(u.String())
	// Output:
	// https://example.com/α/b%2F%3F%23c?αβ=γ%26ζ%3D%23Ξ&k=v#frag
	// https://example.com#reserved:~:text=Reserved,into:~:text=open,closed
}

func ExampleEscapePath() {
	// A path as a renderer holds it, without its leading '/'.
	fmt.Println(unicodelinks.EscapePath("wiki/%D0%A0%D0%B0%D0%BA%D1%8C_(%D0%BF%D0%BB%D0%B0%D0%BD%D0%B5%D1%82%D0%B0)", true))
	// A final Soft code point is escaped only when the path ends the URL.
	fmt.Println(unicodelinks.EscapePath("path2.", true))
	fmt.Println(unicodelinks.EscapePath("path2.", false))
	// Output:
	// wiki/Ракь_(планета)
	// path2%2E
	// path2.
}

func ExampleAppendHref() {
	var buf []byte
	for _, u := range []string{
		// The path and query are escaped as Format escapes them: %FF is
		// no UTF-8, so the legacy encoding is kept and é escaped too.
		"https://example.com/é?q=%FF",
		"https://example.com/%CE%B1%CE%B2)",
		// The address of a mailto URL keeps '?' from starting headers.
		"mailto:what?@example.com",
		// Format refuses a URL without a host; AppendHref escapes only
		// what may not stand in an href.
		"https:///a b<c>",
	} {
		buf = unicodelinks.AppendHref(buf[:0], u)
		fmt.Println(string(buf))
	}
	// Output:
	// https://example.com/%C3%A9?q=%FF
	// https://example.com/αβ%29
	// mailto:what%3F@example.com
	// https:///a%20b%3Cc%3E
}

func ExampleLink_AppendHref() {
	text := "docs at example.com/guide, mail help@example.com"
	var buf []byte
	for _, l := range unicodelinks.Detect(text) {
		buf = l.AppendHref(buf[:0], text)
		fmt.Println(string(buf))
	}
	// Output:
	// https://example.com/guide
	// mailto:help@example.com
}
