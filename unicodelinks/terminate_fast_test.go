package unicodelinks

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTerminateTwoByte: terminateWith, which passes over runs of two-byte
// Include code points without a call (twoByteInclude), ends every URL of
// fastPathTexts, from every start, where the loop that decodes every
// code point (terminateWith with twoByteRuns off) does, under each set of prose rules, and
// twoByteInclude passes over no code point that the loop would stop at.
func TestTerminateTwoByte(t *testing.T) {
	var buf [utf8.UTFMax]byte
	for r := rune(0x80); r < 0x800; r++ {
		n := utf8.EncodeRune(buf[:], r)
		s := string(buf[:n])
		if twoByteInclude(s, 0) {
			assert.True(t, Term(props(r)&termMask) == Include && !isBidiControl(r) && !isCJKSentencePunct(r), "U+%04X", r)
		}
	}
	texts := fastPathTexts(t)
	for r := rune(0x80); r < 0x800; r += 7 {
		texts = append(texts, "https://example.com/a"+string(r)+"b"+string(r+1)+string(r+2)+"(c"+string(r+3)+")")
	}
	texts = append(texts, "https://example.com/\u0627\u061c\u0628", "https://example.com/αβ\xce", "https://example.com/αβ\xceγ", "https://example.com/αβ«γ»")
	compared := 0
	var stack, refStack bracketStack
	for _, rules := range []proseRule{0, markdownProse, allProseRules, cjkPunctHard | lessThanHard, emphasisSoft | backtickHard} {
		for _, text := range texts {
			for start := 0; start < len(text); start++ {
				if !utf8.RuneStart(text[start]) {
					continue
				}
				twoByteRuns = false
				wantEnd, wantStop := terminateWith(text, start, rules, &refStack)
				twoByteRuns = true
				end, stop := terminateWith(text, start, rules, &stack)
				require.Equal(t, [2]int{wantEnd, wantStop}, [2]int{end, stop}, "terminateWith(%q, %d, %#x)", text, start, rules)
				compared++
			}
		}
	}
	t.Logf("%d terminations compared", compared)
	assert.Greater(t, compared, 100000)
}
