// Package gfmhook lets the differential test of the GFM dialect
// (spec/gfm13_diff_test.go) reach parser's gfmLinks and renderer's
// appendHoudiniHref, which are unexported.
//
// TEMPORARY: it goes away when that test renders through the goldmark
// pipeline instead of calling the functions directly.
package gfmhook

var (
	// Links is parser's gfmLinks with the default schemes, every kind and
	// "http" for www links. emit gets each link's offsets into text and
	// what its href puts before its text ("", "http://" or "mailto:").
	Links func(text []byte, emit func(start, end int, prefix string))

	// Href is renderer's appendHoudiniHref.
	Href func(dst, url []byte) []byte
)
