package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestByteKind: each kind of byteKind marks the bytes that its table of
// its own marked before the three became one (the trigger kinds, and the
// lead bytes of right-to-left and invisible characters), no more.
func TestByteKind(t *testing.T) {
	for _, c := range []struct {
		kind  uint8
		bytes string
	}{
		{triggerDot, "."},
		{triggerWide, "\xE3\xEF"},
		{triggerAt, "@"},
		{triggerColon, ":"},
		{leadRTL, "\xD6\xD7\xD8\xD9\xDA\xDB\xDC\xDD\xDE\xDF\xE0\xE2\xEF\xF0"},
		{leadInvisible, "\xC2\xCD\xD8\xE1\xE2\xE3\xEF\xF0\xF3"},
	} {
		for b := range 256 {
			want := false
			for i := 0; i < len(c.bytes); i++ {
				want = want || c.bytes[i] == byte(b)
			}
			assert.Equal(t, want, byteKind[b]&c.kind != 0, "kind %#x, byte %#x", c.kind, b)
		}
	}
	var all uint8
	for _, k := range byteKind {
		all |= k
	}
	assert.Equal(t, uint8(triggerDot|triggerWide|triggerAt|triggerColon|leadRTL|leadInvisible), all, "no other bit")
}
