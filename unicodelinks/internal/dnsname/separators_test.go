package dnsname

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLastLabel: the last label of a host whatever separates it, with or
// without a trailing separator.
func TestLastLabel(t *testing.T) {
	for _, c := range []struct{ host, label string }{
		{"example.com", "com"},
		{"example.com.", "com"},
		{"例子。中国", "中国"},
		{"例子。中国。", "中国"},
		{"例子．中国", "中国"},
		{"例子｡中国｡", "中国"},
		{"a.b｡c", "c"},
		{"a｡b.c", "c"},
		{"com", "com"},
		{".", ""},
		{"", ""},
		{"。", ""},
		{"a.", "a"},
		{"a..", ""},
	} {
		assert.Equal(t, c.label, LastLabel(c.host), "LastLabel(%q)", c.host)
		end := LastLabelEnd(c.host)
		assert.Equal(t, c.label, c.host[end-len(c.label):end], "LastLabelEnd(%q)", c.host)
	}
}

// TestSeparatorLen: '.' and the three wide full stops are separators,
// nothing else, however the text ends.
func TestSeparatorLen(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
	}{
		{".", 1}, {"。", 3}, {"．", 3}, {"｡", 3}, {"、", 0}, {"，", 0}, {"a", 0}, {"\xe3\x80", 0}, {"\xef\xbc", 0},
	} {
		assert.Equal(t, c.n, SeparatorLen(c.text, 0), "%q", c.text)
	}
	for _, s := range WideStops {
		r := []rune(s)[0]
		assert.True(t, IsSeparator(r), "%U", r)
	}
	assert.True(t, IsSeparator('.'))
	assert.False(t, IsSeparator('、'))
}
