package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestProseRuleValues pins the bits of the prose rules, one block of
// consecutive bits: a proseRule is a value callers may store.
func TestProseRuleValues(t *testing.T) {
	for i, r := range []proseRule{lessThanHard, emphasisSoft, dropEmptyLastPart, cjkPunctHard, proseDomainEnd,
		proseEmailStart, localhostURLs, proseEmailQuotes, prosePathEndRule, backtickHard, markupStops} {
		assert.Equal(t, proseRule(1)<<i, r, "rule %d", i)
	}
	assert.Equal(t, proseRule(0x77F), markdownProse) // prosePathEndRule since issue 41
}
