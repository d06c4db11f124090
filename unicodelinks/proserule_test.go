package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestProseRuleValues pins the bits of the prose rules, one block of
// consecutive bits: a ProseRule is a value callers may store.
func TestProseRuleValues(t *testing.T) {
	for i, r := range []ProseRule{LessThanHard, EmphasisSoft, DropEmptyLastPart, CJKPunctHard, ProseDomainEnd,
		ProseEmailStart, LocalhostURLs, ProseEmailQuotes, ProsePathEnd, BacktickHard, MarkupStops} {
		assert.Equal(t, ProseRule(1)<<i, r, "rule %d", i)
	}
	assert.Equal(t, ProseRule(0x77F), MarkdownProse) // ProsePathEnd since issue 41
}
