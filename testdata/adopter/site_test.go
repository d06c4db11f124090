package adopter

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/post.html")

// TestRenderPost renders a real blog post and compares it with
// testdata/post.html, which was checked by hand: links end where UTS #58
// ends them in every script, no text is linked twice, and footnotes,
// typographic quotes, definition lists, tables and task lists still work
// around links. In the Chinese item, "中国。下一句。", the link ends before
// the ideographic full stop "。", which ends a link (the Markdown prose
// rules, README "Writing in Chinese, Japanese or Korean?"): "下一句" is the
// next sentence, not part of the path.
func TestRenderPost(t *testing.T) {
	src, err := os.ReadFile("testdata/post.md")
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := New().Convert(src, &got); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("testdata/post.html", got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile("testdata/post.html")
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("rendering differs from testdata/post.html:\n--- got\n%s\n--- want\n%s", got.String(), want)
	}
}

// TestNoDoubleLinks: GFM's Linkify is in extension.GFM; with unicodelinks
// registered after it, no anchor holds another anchor.
func TestNoDoubleLinks(t *testing.T) {
	var b bytes.Buffer
	if err := New().Convert([]byte("See https://example.com/a and www.example.org."), &b); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "<a "); n != 2 {
		t.Errorf("%d anchors in %s, want 2", n, b.String())
	}
}
