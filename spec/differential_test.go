package spec

import (
	"bytes"
	"html"
	"net/url"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
)

// compareWith renders every input of corpus with md and with the reference
// binary (bin args…, the input on standard input) and requires the
// normalized HTML to be identical, except for the inputs listed in
// differences (each with its reason), which must still differ.
func compareWith(t *testing.T, name string, md goldmark.Markdown, corpus []string, differences map[string]string, bin string, args ...string) {
	t.Helper()
	failed := map[string]string{}
	same := 0
	for _, in := range corpus {
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(in + "\n")
		var out bytes.Buffer
		cmd.Stdout = &out
		if err := cmd.Run(); err != nil {
			t.Fatal(err)
		}
		want := normalizeHTML(out.String())
		got := normalizeHTML(render(t, md, in+"\n"))
		if got == want {
			same++
			continue
		}
		failed[in] = name + ": " + want + "this:  " + got
	}
	for in, diff := range failed {
		if _, ok := differences[in]; !ok {
			t.Errorf("%q differs and is not listed:\n%s", in, diff)
		}
	}
	for in, reason := range differences {
		if _, ok := failed[in]; !ok {
			t.Errorf("%q is listed (%s) but renders the same", in, reason)
		}
	}
	t.Logf("%s: %d/%d inputs render the same, %d listed differences", name, same, len(corpus), len(differences))
}

// hrefRe matches an href attribute.
var hrefRe = regexp.MustCompile(`href="([^"]*)"`)

// normalizeHTML makes the two renderers' escaping comparable: hrefs are
// compared percent-decoded, "&#x27;" is "'" and "<br />" is "<br>"
// (goldmark's XHTML option is off here).
func normalizeHTML(s string) string {
	s = hrefRe.ReplaceAllStringFunc(s, func(m string) string {
		h := html.UnescapeString(m[len(`href="`) : len(m)-1])
		if d, err := url.PathUnescape(h); err == nil {
			h = d
		}
		return `href="` + html.EscapeString(h) + `"`
	})
	s = strings.ReplaceAll(s, "<br />", "<br>")
	return strings.ReplaceAll(s, "&#x27;", "'")
}
