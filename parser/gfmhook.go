package parser

import "github.com/unicodelinks/goldmark-unicodelinks/internal/gfmhook"

// TEMPORARY (see package gfmhook): gfmLinks for the differential test.
func init() {
	gfmhook.Links = func(text []byte, emit func(start, end int, prefix string)) {
		gfmLinks(text, AllKinds, DefaultSchemes, "http", func(m match) {
			prefix := ""
			switch {
			case m.kind == WWW:
				prefix = m.scheme + "://"
			case m.scheme != "":
				prefix = m.scheme + ":"
			}
			emit(m.start, m.end, prefix)
		})
	}
}
