package parser

import (
	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// Where the author's markup (an escape, a literal backslash, a character
// reference) in the source of a link stops it, by dialect. The engine says
// what markup is; a dialect says where it looks.

// A markupRule is where a dialect looks for markup that stops a link.
type markupRule struct {
	// stops reports whether src, from the start of a link to the end of
	// its host, or around that span, holds markup that stops the link.
	stops func(src string, start, hostEnd int) bool
	// domainOnly: in an address, and in a "mailto:" or "xmpp:" link, only
	// markup in the domain counts.
	domainOnly bool
}

// markupRules holds the rule of each dialect. The Unicode and MD4C
// dialects stop a link on markup in it up to its host's end, right before
// it and right after its host, as md4c and github.com do (MarkupNearHost).
// The GFM dialect stops it where cmark-gfm leaves it unlinked too: on
// markup in a URL's scheme, userinfo or host or in "www." (cmark-gfm reads
// these links in the source), and in an address's domain only (cmark-gfm
// reads addresses in the reader's text, where it sees no markup); markup
// before a link or after its host stops nothing there ("\http://…",
// "foo\@example.com", "http://example.com\/a").
var markupRules = [...]markupRule{
	config.Unicode: {stops: ul.MarkupNearHost},
	config.GFM:     {stops: ul.MarkupInLink, domainOnly: true},
	config.MD4C:    {stops: ul.MarkupNearHost},
}

// markupStops reports whether markup in src stops the link that starts at
// start and whose host (or domain) is src[hostStart:hostEnd]; authority
// tells a URL or www link from an address or a link of a scheme without
// "//". A dialect that is none reads as Unicode, as in scanRun.
func (p *linkParser) markupStops(src string, start, hostStart, hostEnd int, authority bool) bool {
	d := p.cfg.Dialect
	if int(d) >= len(markupRules) {
		d = config.Unicode
	}
	r := &markupRules[d]
	if r.domainOnly && !authority && hostStart >= start {
		start = hostStart
	}
	return r.stops(src, start, hostEnd)
}
