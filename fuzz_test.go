package unicodelinks

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

var tagRe = regexp.MustCompile(`<[^>]*>`)

// textContent returns the text of rendered HTML without emphasis marks,
// which a link may take in (GFM and UTS #58 scan links over the raw line:
// "http://x.com/*a*" is one link, not a link and emphasis).
func textContent(s string) string {
	s = html.UnescapeString(tagRe.ReplaceAllString(s, ""))
	return strings.NewReplacer("*", "", "_", "", "~", "").Replace(s)
}

// FuzzConvert: in every dialect the extension never panics, and it only
// adds anchors: the text of the output is goldmark's own, but for emphasis
// marks. Link labels are written as in the source, so inputs with '&' or
// '\' are left out (they resolve entities and escapes in text, not in
// labels), and so are inputs with '[', '<' or '`', whose syntax a GFM link
// may take in.
func FuzzConvert(f *testing.F) {
	for _, s := range []string{
		"see https://example.com/a_(b)c. and www.example.com!",
		"*foo@bar.com* _x@y.org_ [a@b.com](/u) `c@d.com`",
		"参见https://example.com/文档。谢谢 （https://例子.测试）",
		"**www.commonmark.org/a.b**\n> https://x.org/?q=(a)#f",
		"- a@b.c.d\n- http://localhost:8080/x\n\n# www.x.com",
		"[https://x.com/*a*](https://y.com) ~~ftp://f.example.net~~",
	} {
		f.Add(s)
	}
	plain := goldmark.New(goldmark.WithExtensions(extension.Strikethrough, extension.Table))
	var mds []goldmark.Markdown
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		mds = append(mds, goldmark.New(goldmark.WithExtensions(NewGFMBundle(WithDialect(d)))))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if strings.ContainsAny(src, "&\\[<`") {
			return
		}
		var want bytes.Buffer
		if err := plain.Convert([]byte(src), &want); err != nil {
			return
		}
		for i, md := range mds {
			var got bytes.Buffer
			if err := md.Convert([]byte(src), &got); err != nil {
				t.Fatalf("dialect %d: %v", i, err)
			}
			if g, w := textContent(got.String()), textContent(want.String()); g != w {
				t.Fatalf("dialect %d changed the text of %q:\n got %q\nwant %q\n%s", i, src, g, w, got.String())
			}
		}
	})
}
