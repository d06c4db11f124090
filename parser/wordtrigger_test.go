package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestWordTrigger: whether the last word of a text node holds a trigger,
// the word going on from the node before when the node holds no space or
// tab.
func TestWordTrigger(t *testing.T) {
	for _, c := range []struct {
		b            string
		inWord, want bool
	}{
		{"", false, false},
		{"", true, true},
		{"abc", true, true},
		{"abc", false, false},
		{"a b", true, false},
		{"a\tb", true, false},
		{"a ", true, false},
		{"http://x", false, true},
		{"see http://x", false, true},
		{"http://x and", false, false},
		{"http://x\tand", true, false},
		{"a www.x", false, true},
		{"a b@c", false, true},
		{"a@b c", false, false},
		{"a :// b", false, false},
		{"x://", false, true},
		{"0123456789abcdef http://x", false, true},
		{"http://x 0123456789abcdef", false, false},
		{"http://x\t0123456789abcdef", true, false},
		{"0123456789abcdef\thttp://x0123456789", false, true},
		{"日本語のテキストhttp://x", false, true},
		{"http://x 日本語のテキスト日本語", true, false},
		{"日本語のテキスト日本語", true, true},
	} {
		assert.Equal(t, c.want, wordTrigger([]byte(c.b), c.inWord), "%q %v", c.b, c.inWord)
	}
}
