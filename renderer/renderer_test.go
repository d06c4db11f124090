package renderer

import (
	"testing"

	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/parser"
)

func TestAppendHref(t *testing.T) {
	r := NewRenderer().(*LinkRenderer)
	for _, c := range []struct {
		src                string
		kind               parser.LinkKind
		dialect            parser.Dialect
		scheme             string
		hostStart, hostEnd int
		want               string
	}{
		{"https://x.com/a b", parser.URL, parser.Unicode, "", 8, 13, "https://x.com/a%20b"},
		{"https://x.com:8080/%41?%26#f", parser.URL, parser.Unicode, "", 8, 13, "https://x.com:8080/A?%26#f"},
		{"https://x.com/a#b:~:text=c", parser.URL, parser.Unicode, "", 8, 13, "https://x.com/a#b:~:text=c"},
		{"www.x.com/\u061Ca", parser.WWW, parser.Unicode, "https", 0, 9, "https://www.x.com/%D8%9Ca"},
		{"a\u200Eb@x.com", parser.Email, parser.GFM, "mailto", 6, 11, "mailto:a%E2%80%8Eb@x.com"},
		{"mailto:a@x.com", parser.Email, parser.Unicode, "", 9, 14, "mailto:a@x.com"},
		{"www.x.com/(a))", parser.WWW, parser.MD4C, "http", 0, 9, "http://www.x.com/(a))"},
	} {
		src := []byte(c.src)
		n := &parser.Link{LinkKind: c.kind, Dialect: c.dialect, Segment: text.NewSegment(0, len(src)),
			HostStart: c.hostStart, HostEnd: c.hostEnd, Scheme: c.scheme}
		if got := string(r.AppendHref(nil, n, src)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
}

func TestIsIgnorable(t *testing.T) {
	for _, r := range []rune{0xAD, 0x34F, 0x61C, 0x200B, 0x200E, 0x202A, 0x202E, 0x2066, 0x2069, 0xFE0F, 0xFEFF, 0xE0001} {
		if !isIgnorable(r) {
			t.Errorf("U+%04X should be escaped", r)
		}
		var b [4]byte
		n := copy(b[:], string(r))
		if !mayBeIgnorable[b[0]] || n == 0 {
			t.Errorf("U+%04X: lead byte %#x not marked", r, b[0])
		}
	}
	for _, r := range []rune{'a', 0xE9, 0x3002, 0x4E2D, 0x20, 0x3000, 0x600} {
		if isIgnorable(r) {
			t.Errorf("U+%04X should not be escaped", r)
		}
	}
}
