package spec

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
)

// TestMD4CEdges runs testdata/md4c-edges.txt, cases written from md4c
// 0.5.3's code (md_analyze_permissive_autolink), beyond its spec file:
// emphasis boundaries, which md4c checks on resolved marks, and the grammar
// of each URL part.
func TestMD4CEdges(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(unicodelinks.MD4C)), extension.Strikethrough))
	runCaseFile(t, md, "md4c-edges.txt")
}

// TestGFMEdges runs testdata/gfm-edges.txt, cases where the GFM dialect
// meets goldmark's inline syntax, written from the spec and cmark-gfm's
// behaviour.
func TestGFMEdges(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(gfm.New(unicodelinks.WithDialect(unicodelinks.GFM))))
	runCaseFile(t, md, "gfm-edges.txt")
}
