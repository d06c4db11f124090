package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestMayEndLink: every eight bytes that hold a byte at which linkEnd
// stops are reported, whatever the bytes around it.
func TestMayEndLink(t *testing.T) {
	fill := []byte("a~é\x80\xff(z9")
	for _, stop := range []byte{' ', '\t', '\n', '\v', '\f', '\r', '<', 0, 0x1F, 0x20} {
		for pos := 0; pos < 8; pos++ {
			for _, f := range fill {
				var w [8]byte
				for i := range w {
					w[i] = f
				}
				w[pos] = stop
				v := uint64(0)
				for i := 7; i >= 0; i-- {
					v = v<<8 | uint64(w[i])
				}
				assert.True(t, mayEndLink(v), "%q", w)
			}
		}
	}
	assert.False(t, mayEndLink(0x6161616161616161)) // "aaaaaaaa"
	assert.False(t, mayEndLink(0x2f2f3a7370747468)) // "https://"
	assert.False(t, mayEndLink(0xa5e6a5e6a5e6a5e6)) // non-ASCII bytes
}
