package main

import "testing"

// TestDetectPreset checks that detect uses the prose preset
// (unicodelinks.NewProse) unless --uts58 asks for the standard's defaults:
// file names, quotes in addresses and, as browsers refuse them (issue 32,
// row 11), hosts that look like others.
func TestDetectPreset(t *testing.T) {
	const (
		in        = "See README.md, fs.read and example.org. Contact 'bob@example.com'\n"
		lookalike = "Log in at https://раураl.com/ or https://bücher.de/\n"
	)
	tests := []struct {
		in   string
		args []string
		want string
	}{
		{in, []string{"detect", "--mark"}, "See README.md, fs.read and ⸠example.org⸡. Contact '⸠bob@example.com⸡'\n"},
		{in, []string{"detect", "--mark", "--uts58"}, "See ⸠README.md⸡, ⸠fs.read⸡ and ⸠example.org⸡. Contact ⸠'bob@example.com⸡'\n"},
		{lookalike, []string{"detect", "--mark"}, "Log in at https://раураl.com/ or ⸠https://bücher.de/⸡\n"},
		{lookalike, []string{"detect", "--mark", "--uts58"}, "Log in at ⸠https://раураl.com/⸡ or ⸠https://bücher.de/⸡\n"},
	}
	for _, tt := range tests {
		stdout, stderr, status := runBinary(t, tt.in, tt.args...)
		if status != exitOK || stdout != tt.want {
			t.Errorf("%v: %q (status %d, stderr %q), want %q", tt.args, stdout, status, stderr, tt.want)
		}
	}
}
