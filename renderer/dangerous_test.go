package renderer

import (
	"testing"

	"github.com/yuin/goldmark/renderer/html"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
)

// TestDangerous: the href check the renderer makes, extapi.DangerousURL (the engine's), agrees with goldmark's html.IsDangerousURL on
// hrefs as a browser reads them, refuses the forms a browser reads alike,
// and does not allocate.
func TestDangerous(t *testing.T) {
	for _, href := range []string{
		"javascript:alert(1)", "JAVASCRIPT:x", "vbscript:x", "file:///etc/passwd", "data:text/html,x",
		"data:image/png;base64,x", "data:image/gif;x", "data:image/jpeg;x", "data:image/webp;x",
		"data:image/svg+xml;x", "DATA:IMAGE/PNG;x", "data:image/", "https://x.com/", "mailto:a@b.c",
		"javascript", "", "java", "/javascript:x", "x:javascript:",
	} {
		if got, want := extapi.DangerousURL([]byte(href)), html.IsDangerousURL([]byte(href)); got != want {
			t.Errorf("DangerousURL(%q) = %v, html.IsDangerousURL %v", href, got, want)
		}
	}
	for _, href := range []string{
		" javascript:x", "\x00\x1f javascript:x", "java\tscr\nipt:x", "\r\njavascript:x",
		"%6Aavascript:x", "%20JavaScript:x", "jav%61script:x", "%0Ajavascript:x",
	} {
		if !extapi.DangerousURL([]byte(href)) {
			t.Errorf("DangerousURL(%q) = false", href)
		}
	}
	for _, href := range []string{"\u00a0javascript:x", "&#106;avascript:x", "%javascript:x", "a javascript:x"} {
		if extapi.DangerousURL([]byte(href)) {
			t.Errorf("DangerousURL(%q) = true", href)
		}
	}
	href := []byte("https://example.com/a/b?c=d")
	if n := testing.AllocsPerRun(100, func() { extapi.DangerousURL(href) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
