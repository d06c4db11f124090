package percent

import "testing"

func TestDecodeAt(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		want byte
		ok   bool
	}{
		{"%41", 0, 'A', true}, {"a%2fb", 1, '/', true}, {"%CE", 0, 0xCE, true},
		{"%4", 0, 0, false}, {"%G1", 0, 0, false}, {"x41", 0, 0, false}, {"%41", 1, 0, false}, {"%41", -1, 0, false},
	}
	for _, tt := range tests {
		if got, ok := DecodeAt(tt.s, tt.i); got != tt.want || ok != tt.ok {
			t.Errorf("DecodeAt(%q, %d) = %#x, %v", tt.s, tt.i, got, ok)
		}
		if got, ok := DecodeAt([]byte(tt.s), tt.i); got != tt.want || ok != tt.ok {
			t.Errorf("DecodeAt([]byte(%q), %d) = %#x, %v", tt.s, tt.i, got, ok)
		}
	}
}
