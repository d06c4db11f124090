package mdtext

import (
	"bufio"
	"bytes"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/commonmark"
)

var cases = []struct{ src, want string }{
	{`a\_b`, "a_b"},
	{`a\b`, `a\b`},
	{`a\\b`, `a\b`},
	{`end\`, `end\`},
	{`&amp;&lt;&gt;&quot;`, `&<>"`},
	{`&eacute;&#233;&#xE9;&#XE9;`, "éééé"},
	{`&#0;&#x110000;&#12345678;`, "\uFFFD\uFFFD&#12345678;"},
	{`&nosuch; &amp &;`, `&nosuch; &amp &;`},
	{`\&amp;`, `&amp;`},
	{`\\&amp; \\\&amp; &&amp;`, `\& \&amp; &&`},
	{`&ngE;`, "≧̸"},
	{"a\x00b", "a\x00b"},
}

func TestAppend(t *testing.T) {
	for _, c := range cases {
		checkAnyReference(t, c.src)
		got, offs := Append(nil, []int32{}, []byte(c.src), 10, false)
		if string(got) != c.want {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
		if len(offs) != len(got) {
			t.Fatalf("%q: %d offsets for %d bytes", c.src, len(offs), len(got))
		}
		for i := 1; i < len(offs); i++ {
			if offs[i] < offs[i-1] || offs[i] < 10 || int(offs[i]) >= 10+len(c.src) {
				t.Errorf("%q: offsets %v", c.src, offs)
				break
			}
		}
	}
}

// appendByUnit is Append written unit by unit, as goldmark's writer reads
// the text: the oracle of Append's offsets.
func appendByUnit(src []byte) (dst []byte, offs []int32) {
	put := func(b []byte, at int) {
		dst = append(dst, b...)
		for range b {
			offs = append(offs, int32(at))
		}
	}
	offs = []int32{}
	escaped := false
	for i := 0; i < len(src); {
		c := src[i]
		if escaped {
			escaped = false
			if util.IsPunct(c) {
				put(src[i:i+1], i-1)
				i++
				continue
			}
			put(src[i-1:i], i-1)
		}
		switch c {
		case '\\':
			escaped = true
			i++
			continue
		case '&':
			if r, chars, n := reference(src, i); n > 0 {
				if chars == nil {
					chars = utf8.AppendRune(nil, r)
				}
				put(chars, i)
				i += n
				continue
			}
		}
		put(src[i:i+1], i)
		i++
	}
	if escaped {
		put(src[len(src)-1:], len(src)-1)
	}
	return dst, offs
}

// FuzzAppend: Append resolves what goldmark's HTML writer resolves — the
// writer's output is Append's text escaped for HTML (NUL as U+FFFD) — and
// its offsets rise within the source and are those of appendByUnit.
func FuzzAppend(f *testing.F) {
	for _, c := range cases {
		f.Add(c.src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		html.DefaultWriter.Write(w, []byte(src))
		_ = w.Flush()
		text, offs := Append(nil, []int32{}, []byte(src), 0, false)
		if wantText, wantOffs := appendByUnit([]byte(src)); !bytes.Equal(text, wantText) || !slices.Equal(offs, wantOffs) {
			t.Fatalf("%q: Append %q %v, unit by unit %q %v", src, text, offs, wantText, wantOffs)
		}
		want := util.EscapeHTML(bytes.ReplaceAll(text, []byte{0}, []byte("\uFFFD")))
		if !bytes.Equal(b.Bytes(), want) {
			t.Fatalf("%q: writer %q, Append %q", src, b.Bytes(), want)
		}
		if !NeedsDecoding([]byte(src)) && string(text) != src {
			t.Fatalf("%q changed without escapes or references: %q", src, text)
		}
		for i := range offs {
			if offs[i] < 0 || int(offs[i]) >= len(src) || i > 0 && offs[i] < offs[i-1] {
				t.Fatalf("%q: offsets %v", src, offs)
			}
		}
		checkEscapedSpace(t, src)
		checkAnyReference(t, src)
	})
}

// checkEscapedSpace: with escapedSpace, Append reads each escaped space as
// one space, from its backslash, and otherwise as goldmark's writer with
// html.WithEscapedSpace, which writes the escaped space as nothing.
func checkEscapedSpace(t *testing.T, src string) {
	t.Helper()
	var b bytes.Buffer
	w := bufio.NewWriter(&b)
	html.NewWriter(html.WithEscapedSpace()).Write(w, []byte(src))
	_ = w.Flush()
	text, offs := Append(nil, []int32{}, []byte(src), 0, true)
	var shown []byte
	for i, c := range text {
		if c == ' ' && src[offs[i]] == '\\' {
			continue // an escaped space
		}
		shown = append(shown, c)
	}
	want := util.EscapeHTML(bytes.ReplaceAll(shown, []byte{0}, []byte("\uFFFD")))
	if !bytes.Equal(b.Bytes(), want) {
		t.Fatalf("%q with escaped spaces: writer %q, Append %q", src, b.Bytes(), want)
	}
}

// TestAppendEscapedSpace: an escaped space is one space from its backslash
// with escapedSpace, a backslash and a space without.
func TestAppendEscapedSpace(t *testing.T) {
	for _, c := range []struct {
		src          string
		escapedSpace bool
		want         string
		offs         []int32
	}{
		{`a\ b`, true, "a b", []int32{0, 1, 3}},
		{`a\ b`, false, `a\ b`, []int32{0, 1, 2, 3}},
		{`a\\ b`, true, `a\ b`, []int32{0, 1, 3, 4}},
	} {
		got, offs := Append(nil, []int32{}, []byte(c.src), 0, c.escapedSpace)
		if string(got) != c.want || !slices.Equal(offs, c.offs) {
			t.Errorf("%q (escapedSpace %v): %q %v, want %q %v", c.src, c.escapedSpace, got, offs, c.want, c.offs)
		}
		checkEscapedSpace(t, c.src)
	}
}

// TestPunctAsGoldmark: the ASCII punctuation that a backslash escapes, as
// the engine and the parser read it, is goldmark's.
func TestPunctAsGoldmark(t *testing.T) {
	for c := range 256 {
		assert.Equal(t, util.IsPunct(byte(c)), commonmark.IsASCIIPunct(byte(c)), "%q", rune(c))
	}
}

// referenceUnits returns the offset in src and the characters of each unit
// of Append's text that is a reference: its source starts with '&' and is
// longer than one byte.
func referenceUnits(src []byte) (at []int, chars []string) {
	text, offs := Append(nil, []int32{}, src, 0, false)
	for k, e := 0, 0; k < len(text); k = e {
		next := len(src)
		for e = k + 1; e < len(text) && offs[e] == offs[k]; e++ {
		}
		if e < len(text) {
			next = int(offs[e])
		}
		if o := int(offs[k]); src[o] == '&' && next-o > 1 {
			at, chars = append(at, o), append(chars, string(text[k:e]))
		}
	}
	return at, chars
}

// checkAnyReference: AnyReference gives f the references that Append
// resolves, in order.
func checkAnyReference(t *testing.T, src string) {
	t.Helper()
	var at []int
	var chars []string
	assert.False(t, AnyReference([]byte(src), func(a int, c []byte) bool {
		at, chars = append(at, a), append(chars, string(c))
		return false
	}))
	wantAt, wantChars := referenceUnits([]byte(src))
	assert.Equal(t, wantAt, at, "%q", src)
	assert.Equal(t, wantChars, chars, "%q", src)
}
