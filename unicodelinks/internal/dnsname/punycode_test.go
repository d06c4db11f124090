package dnsname

import "testing"

// TestPunycodeDecode checks the decoder on the examples of RFC 3492 and on
// input that is no Punycode (TestPunycodeALabel checks the round trip).
func TestPunycodeDecode(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"mnchen-3ya", "münchen", true},
		{"n3h", "☃", true},
		{"p1ai", "рф", true},
		{"egbpdaj6bu4bxfgehfvwxn", "ليهمابتكلموشعربي؟", true},
		{"-> $1.00 <--", "-> $1.00 <-", true},
		{"", "", true},
		{"a", "\u0080", true},
		{"b", "", false},              // an unfinished delta
		{"zzzzzzzzzzzzzz", "", false}, // overflow
		{"99999999", "", false},
		{"abc-!", "", false}, // no digit
		{"é-3ya", "", false}, // a non-ASCII basic code point
		{"ab-a", "\u0080ab", true},
	} {
		var out [MaxLabelLen]rune
		n, ok := DecodePunycode(&out, c.in)
		if ok != c.ok || ok && string(out[:n]) != c.want {
			t.Errorf("%q: got %q, %v; want %q, %v", c.in, string(out[:n]), ok, c.want, c.ok)
		}
	}
}
