package unicodelinks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"strings"
	"testing"

	"github.com/yuin/goldmark"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/browser"
)

// bidiCases are paragraphs in which the text around a link, or inside it,
// would reorder the link's text if the anchor were not isolated.
var bidiCases = []string{
	"Visit \u202Ehttps://evil.com/moc.elgoog//:sptth",
	"Visit \u2067https://evil.com/moc.elgoog",
	"انظر https://ar.wikipedia.org/wiki/مصر، ثم",
	"ראו https://example.com/a/b?c=d#e.",
	"\u202Bwww.example.com/a-b \u202Cand me@example.com",
	"\u202Ehttps://x.com/a\u202Db.html",
}

// TestBidiDisplayedOrder checks in headless Chromium that the text of every
// anchor the extension writes displays as it reads alone, left to right —
// as its href reads — however the paragraph around it is ordered: its
// characters stand in the same left-to-right order as in a block of their
// own with dir="ltr". A control anchor written without isolation in the
// first case's context must display otherwise, or the check proves
// nothing.
func TestBidiDisplayedOrder(t *testing.T) {
	t.Parallel()
	chromium := browser.Need(t, "bidi display")
	md := goldmark.New(goldmark.WithExtensions(New(WithAttributes(markAttr))))
	var body bytes.Buffer
	for i, c := range bidiCases {
		var out bytes.Buffer
		if err := md.Convert([]byte(c), &out); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&body, "<div id=\"case%d\">%s</div>\n", i, out.String())
	}
	// The control: the first case as a renderer without isolation writes it.
	fmt.Fprintf(&body, "<div id=\"control\"><p>Visit \u202E<a href=\"https://evil.com/\" data-control=\"1\">https://evil.com/moc.elgoog//:sptth</a></p></div>\n")
	page := `<!doctype html><html><head><meta charset="utf-8"><style>body{font:16px monospace}</style></head><body>` +
		body.String() + `<pre id="result"></pre><script>` + browser.OrderScript + `
const out = [];
for (const a of document.querySelectorAll("a[data-unicodelinks], a[data-control]"))
  out.push({text: a.textContent, dir: a.getAttribute("dir") || "", control: a.hasAttribute("data-control"), inOrder: inOrder(a)});
document.getElementById("result").textContent = JSON.stringify(out);
</script></body></html>`
	result, err := browser.Result(chromium, t.TempDir(), page)
	if err != nil {
		t.Fatal(err)
	}
	var anchors []struct {
		Text, Dir        string
		Control, InOrder bool
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(result)), &anchors); err != nil {
		t.Fatal(err)
	}
	ours, total := 0, 0
	for _, a := range anchors {
		if !a.Control {
			total++
		}
		switch {
		case a.Control && a.InOrder:
			t.Errorf("the control anchor %q displays in order: the page does not test reordering", a.Text)
		case !a.Control && !a.InOrder:
			t.Errorf("anchor %q (dir=%q) does not display in the order of its text", a.Text, a.Dir)
		case !a.Control:
			ours++
			if a.Dir != "ltr" {
				t.Errorf("anchor %q in a bidi paragraph is not isolated", a.Text)
			}
		}
	}
	if ours < len(bidiCases) {
		t.Errorf("%d anchors for %d cases: %s", ours, len(bidiCases), strings.TrimSpace(result))
	}
	t.Logf("headless Chromium: %d/%d anchors display in the order of their text", ours, ours)
	t.Logf("conformance: headless Chromium: anchors in bidi paragraphs display as their text reads | %d / %d", ours, total)
}
