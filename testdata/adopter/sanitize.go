package adopter

import (
	"regexp"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// NewForum returns a forum's converter: GFM, with look-alike hosts linked
// and marked (SpoofMark) for its moderators rather than left out. Raw
// HTML is written (html.WithUnsafe): the sanitizer, ForumPolicy, is what
// makes the output safe.
func NewForum() goldmark.Markdown {
	return goldmark.New(goldmark.WithExtensions(extension.GFM,
		unicodelinks.New(unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark))),
		goldmark.WithRendererOptions(html.WithUnsafe()))
}

// spoofClass matches the one class the extension writes on a marked link.
var spoofClass = regexp.MustCompile(`^unicodelinks-spoof$`)

// ForumPolicy is bluemonday's UGC policy, which a forum applies to the
// rendered HTML, with the line that keeps the spoof mark: UGCPolicy allows
// no class attribute, so without it a marked look-alike would become an
// ordinary link. Only that class is allowed, and only on anchors.
func ForumPolicy() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowAttrs("class").Matching(spoofClass).OnElements("a")
	return p
}
