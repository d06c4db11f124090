package spec

import (
	"html"
	"net/url"
	"regexp"
	"strings"
)

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
