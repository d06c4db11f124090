package cmspec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestExamples: goldmark v1.8.7's spec.json holds the 652 examples of
// CommonMark 0.31.2, numbered from 1, each with its Markdown and HTML.
func TestExamples(t *testing.T) {
	exs, err := Examples()
	require.NoError(t, err)
	require.Len(t, exs, 652)
	for i, ex := range exs {
		assert.Equal(t, i+1, ex.Example)
		assert.NotEmpty(t, ex.Markdown+ex.HTML, "example %d", ex.Example)
	}
	assert.Equal(t, "Autolinks", exs[599].Section)
}
