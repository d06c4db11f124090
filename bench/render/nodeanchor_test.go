package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNodeAnchorOf: sink.add and writeAnchor, each by its largest entry
// (inlined code of other files is listed apart, inside it), and nothing
// else: not the method value wrappers ("-fm"), nor recursive calls.
func TestNodeAnchorOf(t *testing.T) {
	out := []byte(`--------------------------------------------------------------------------------
Ir                    file:function
--------------------------------------------------------------------------------
964,860,210 (100.0%)  /work/main/bench/render/main.go:main.renderLoop [/tmp/render]
  3,335,265 ( 0.35%)  /work/main/parser/sink.go:github.com/unicodelinks/goldmark-unicodelinks/parser.(*sink).add [/tmp/render]
  1,000,000 ( 0.10%)  /work/main/parser/walk.go:github.com/unicodelinks/goldmark-unicodelinks/parser.(*sink).add [/tmp/render]
  3,340,000 ( 0.35%)  ???:github.com/unicodelinks/goldmark-unicodelinks/parser.(*sink).add-fm [/tmp/render]
     20,000 ( 0.00%)  /work/main/parser/sink.go:github.com/unicodelinks/goldmark-unicodelinks/parser.(*sink).add'2 [/tmp/render]
    709,873 ( 0.07%)  /work/main/renderer/renderer.go:github.com/unicodelinks/goldmark-unicodelinks/renderer.(*LinkRenderer).writeAnchor [/tmp/render]
  5,919,905 ( 0.61%)  /work/main/renderer/renderer.go:github.com/unicodelinks/goldmark-unicodelinks/renderer.(*LinkRenderer).renderAutoLink [/tmp/render]
`)
	assert.Equal(t, int64(3335265+709873), nodeAnchorOf(out))
	assert.Zero(t, nodeAnchorOf([]byte("no profile here\n")))
}
