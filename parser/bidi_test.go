package parser

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
)

// rtlInTextDecoded is rtlInText by the reader's text of b decoded whole.
func rtlInTextDecoded(b []byte) bool {
	text, _ := mdtext.Append(nil, nil, b, 0, false)
	return extapi.NeedsIsolation(str(b)) || extapi.NeedsIsolation(str(text))
}

var rtlInTextCases = map[string]bool{
	"a & b &amp; &#65; &eacute;": false, "שלום": true, "\u200f": true,
	"&rlm;": true, "&lrm;": true, "&#x5D0;": true, "&#1488;": true, "&#x202E;": true,
	`\&rlm;`: false, `\\&rlm;`: true, `\\\&rlm;`: false, `\&amp;&rlm;`: true, "&&rlm;": true,
	"&rlm": false, "&#x5D0": false, "\xd7&amp;": true, "\xef&#xAC9D;": false,
	"\xd6&eacute;": true, "\xef\xac&eacute;": true, // read as "\xd6é", "\xef\xacé"
}

// TestRTLInText: a reference to a right-to-left character or a
// Bidi_Control isolates the block's links as the character does, unless a
// backslash escapes it.
func TestRTLInText(t *testing.T) {
	for src, want := range rtlInTextCases {
		assert.Equal(t, want, rtlInText([]byte(src)), "%q", src)
		assert.Equal(t, rtlInTextDecoded([]byte(src)), want, "%q, decoded", src)
	}
}

// FuzzRTLInText: rtlInText is rtlInTextDecoded.
func FuzzRTLInText(f *testing.F) {
	for src := range rtlInTextCases {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		assert.Equal(t, rtlInTextDecoded([]byte(src)), rtlInText([]byte(src)), "%q", src)
	})
}
