package renderer

import "github.com/unicodelinks/goldmark-unicodelinks/internal/gfmhook"

// TEMPORARY (see package gfmhook): appendHoudiniHref for the differential
// test.
func init() { gfmhook.Href = appendHoudiniHref }
