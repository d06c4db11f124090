package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The three readers of the scheme grammar agree because they share
// schemeLen; these cases pin each one's edges.
func TestSchemeGrammarShared(t *testing.T) {
	for _, tc := range []struct {
		in        string
		n         int
		valid     bool
		end       int
		authority int
	}{
		{"", 0, false, -1, 0},
		{"https", 5, true, -1, 0},
		{"https://a", 5, false, 5, 8},
		{"h+t-t.p://a", 7, false, 7, 10},
		{"mailto:a@b", 6, false, 6, 0},
		{"1http://a", 0, false, -1, 0},
		{"+a:", 0, false, -1, 0},
		{"://a", 0, false, -1, 0},
		{"a1://", 2, false, 2, 5},
		{"a_b://", 1, false, -1, 0},
		{"hé://", 1, false, -1, 0},
		{"\xC3\xA9a:", 0, false, -1, 0},
		{"a:/b", 1, false, 1, 0},
	} {
		assert.Equal(t, tc.n, schemeLen(tc.in), "schemeLen(%q)", tc.in)
		assert.Equal(t, tc.valid, validScheme(tc.in), "validScheme(%q)", tc.in)
		assert.Equal(t, tc.end, schemeEnd(tc.in), "schemeEnd(%q)", tc.in)
		assert.Equal(t, tc.authority, authorityStart(tc.in), "authorityStart(%q)", tc.in)
	}
}
