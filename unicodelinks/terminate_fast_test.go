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
// code point (terminateWithRef) does, under each set of prose rules, and
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
				wantEnd, wantStop := terminateWithRef(text, start, rules, &refStack)
				end, stop := terminateWith(text, start, rules, &stack)
				require.Equal(t, [2]int{wantEnd, wantStop}, [2]int{end, stop}, "terminateWith(%q, %d, %#x)", text, start, rules)
				compared++
			}
		}
	}
	t.Logf("%d terminations compared", compared)
	assert.Greater(t, compared, 100000)
}

// terminateWithRef is terminateWith decoding every code point that is not
// ASCII, the loop it must end URLs as.
func terminateWithRef(text string, start int, rules proseRule, stack *bracketStack) (end, stop int) {
	if start < 0 {
		start = 0
	}
	if start > len(text) {
		return len(text), len(text)
	}
	depth := 0
	lastSafe := start
	part, previous := partNone, partNone
	actions := &termActions[termIndex(rules)]
	i := start
	for i < len(text) {
		if part == partNone {
			next, n := initiatorAt(text, i)
			if next == partNone {
				return lastSafe, i
			}
			if next == DirectivePart && previous != FragmentPart && previous != DirectivePart {
				return lastSafe, i
			}
			part = next
			i += n
			depth = 0
			if rules&dropEmptyLastPart == 0 || (next != QueryPart && next != FragmentPart) {
				lastSafe = i
			}
			continue
		}
		row := &actions[part]
		var t Term
		var r rune
		size := 1
		switch a := row[text[i]]; a {
		case uint8(Include):
			// The common case: a run of Include bytes.
			i++
			for i < len(text) && row[text[i]] == uint8(Include) {
				i++
			}
			lastSafe = i
			continue
		case uint8(Soft):
			i++
			continue
		case taTerminator:
			previous, part = part, partNone
			continue
		case taClear:
			i++
			lastSafe, depth = i, 0
			continue
		case taColon:
			if hasDirectiveAt(text, i) {
				if part == FragmentPart {
					previous, part = part, partNone
				} else {
					i += 3
					lastSafe, depth = i, 0
				}
				continue
			}
			t, r = Term(asciiProps[':']&termMask), ':'
		case taNonASCII:
			if isIdeographLead(text[i]) {
				if e := ideographsEnd(text, i); e > i {
					// Include, as most of a Chinese or Japanese path.
					i, lastSafe = e, e
					continue
				}
			}
			r, size = decodeRune(text, i)
			if r == utf8.RuneError && size == 1 {
				return lastSafe, i // invalid UTF-8 is Hard
			}
			// detectionTerm(r), written out: inlined there, it slows the
			// loop over ASCII bytes.
			if t = Term(props(r) & termMask); t == Include && isBidiControl(r) {
				return lastSafe, i
			}
			if rules&cjkPunctHard != 0 && isCJKSentencePunct(r) {
				return lastSafe, i
			}
		default:
			t, r = Term(a), rune(text[i])
		}
		switch t {
		case Include:
			i += size
			lastSafe = i
		case Soft:
			i += size
		case Open:
			if depth == maxBracketDepth {
				return lastSafe, i
			}
			stack.set(depth, r)
			depth++
			i += size
			lastSafe = i
		case Close:
			if depth == 0 {
				return lastSafe, i
			}
			depth--
			if open, _ := LinkBracket(r); open != stack.at(depth) {
				return lastSafe, i
			}
			i += size
			lastSafe = i
		default: // Hard
			return lastSafe, i
		}
	}
	return lastSafe, i
}
