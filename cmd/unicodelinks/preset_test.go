package main

import "testing"

// TestDetectPreset checks that detect uses the prose preset
// (unicodelinks.NewProse) unless --uts58 asks for the standard's defaults.
func TestDetectPreset(t *testing.T) {
	const in = "See README.md, fs.read and example.org. Contact 'bob@example.com'\n"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"detect", "--mark"}, "See README.md, fs.read and ⸠example.org⸡. Contact '⸠bob@example.com⸡'\n"},
		{[]string{"detect", "--mark", "--uts58"}, "See ⸠README.md⸡, ⸠fs.read⸡ and ⸠example.org⸡. Contact ⸠'bob@example.com⸡'\n"},
	}
	for _, tt := range tests {
		stdout, stderr, status := runBinary(t, in, tt.args...)
		if status != exitOK || stdout != tt.want {
			t.Errorf("%v: %q (status %d, stderr %q), want %q", tt.args, stdout, status, stderr, tt.want)
		}
	}
}
