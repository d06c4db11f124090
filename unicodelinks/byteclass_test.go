package unicodelinks

import (
	"math/bits"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bit fields of asciiHost do not overlap and fit in its uint32.
func TestByteClassLayout(t *testing.T) {
	require.Equal(t, bits.TrailingZeros32(bPlainPath<<4), actShift)
	require.LessOrEqual(t, actShift+2*int(DirectivePart), 32)
	require.Equal(t, uint32(bLineBreak<<1), uint32(bKeepEscapedPath))
}

// Each set that asciiHost merges holds exactly the bytes it held as a table
// of its own: the sets are written out again here, independently.
func TestByteClassSets(t *testing.T) {
	const alnum = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	sets := []struct {
		name  string
		bit   uint32
		chars string
	}{
		{"percentKept", bPercentKept, alnum + ";/?:@&=+$,-_.!~*'()#"},
		{"cmarkKept", bCmarkKept, alnum + "-_.+!*(),%#@?=;:/$~&'"},
		{"plainHref", bPlainHref, alnum + "-._~:/?#@!$&*+,;='"},
		{"plainAddress", bPlainAddress, alnum + ".-_+@:"},
		{"hostForbidden", bHostForbidden, `<>"\^|[]`},
		{"ipLiteralForbidden", bIPLiteralForbidden, "[]"},
		{"authorityEnd", bAuthorityEnd, "/?#"},
		{"pathEnd", bPathEnd, "?#"},
		{"lineBreak", bLineBreak, "\t\n\r"},
		{"scheme", aScheme, alnum + "+-."},
		{"label", aLabel, alnum + "-"},
		{"keepEscaped path", partBit(bKeepEscapedPath, PathPart), `/?#\`},
		{"keepEscaped query", partBit(bKeepEscapedPath, QueryPart), "+#=&"},
		{"keepEscaped fragment", partBit(bKeepEscapedPath, FragmentPart), ""},
		{"keepEscaped directive", partBit(bKeepEscapedPath, DirectivePart), "&,-"},
	}
	for _, s := range sets {
		for c := range 256 {
			want := c < utf8.RuneSelf && strings.IndexByte(s.chars, byte(c)) >= 0
			assert.Equal(t, want, asciiHost[c]&s.bit != 0, "%s %q", s.name, rune(c))
		}
	}
	actions := map[Part]map[byte]uint8{
		PathPart:      {'?': actTerminator, '#': actTerminator, '/': actClear},
		QueryPart:     {'#': actTerminator, '=': actClear, '&': actClear},
		FragmentPart:  {':': actColon},
		DirectivePart: {'&': actClear, ',': actClear, ':': actColon},
	}
	for p := PathPart; p <= DirectivePart; p++ {
		for c := range 256 {
			want := actions[p][byte(c)]
			assert.Equal(t, want, partAction(p, byte(c)), "%v %q", p, rune(c))
			plain := c < utf8.RuneSelf && c != '%' && LinkTerm(rune(c)) == Include && want == actTerm
			assert.Equal(t, plain, asciiHost[c]&partBit(bPlainPath, p) != 0, "plain %v %q", p, rune(c))
		}
	}
}
