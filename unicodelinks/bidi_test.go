package unicodelinks

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/bidi"
)

// TestNeedsIsolation: NeedsIsolation, which looks at bytes, finds every right-to-left
// character (bidi class R or AL) and every Bidi_Control character, and no
// CJK, Cyrillic or Greek one.
func TestNeedsIsolation(t *testing.T) {
	for _, r := range []rune{'a', 'é', 'Ж', 'Ω', '中', 'ア', '한', '。', '“', '—', 0x0900, 0xFB00, 0xFE40} {
		if needsIsolation(string(r)) {
			t.Errorf("U+%04X taken for right-to-left", r)
		}
	}
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		p, _ := bidi.LookupRune(r)
		if p.Class() != bidi.R && p.Class() != bidi.AL && !unicode.Is(unicode.Bidi_Control, r) {
			continue
		}
		if !needsIsolation("x" + string(r) + "y") {
			t.Fatalf("U+%04X not found", r)
		}
	}
}

// TestNeedsIsolationInvalidUTF8: a truncated sequence does not hide the
// right-to-left character after it (a browser shows the character).
func TestNeedsIsolationInvalidUTF8(t *testing.T) {
	for _, s := range []string{"\xE4\u05D0", "\xE4\x80\u05D0", "\xF0\x9F\u0627", "\xC3\u202E", "中\xE4\u05D0中",
		"\xE0\u05D0", "\xE0\xA4\u05D0", "भारत\xE0\u0627", "भारत\u0800", "भारतभारतभारत\u202Eभारत"} {
		if !needsIsolation(s) {
			t.Errorf("%q: right-to-left character not found", s)
		}
	}
}

// needsIsolationBytes is needsIsolation one byte at a time: rtlAt at each
// byte that may lead what it looks for.
func needsIsolationBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if byteKind[s[i]]&leadRTL != 0 && rtlAt(s, i) {
			return true
		}
	}
	return false
}

// TestNeedsIsolationAligned: each character that needsIsolation looks for,
// and each byte sequence that looks like one but is none, at every offset
// in a word of CJK, Devanagari, quotes and emoji text, found as the byte
// loop finds it (the words' candidates are filtered by the bytes after
// them, which may lie in the next word, when the words are filtered).
func TestNeedsIsolationAligned(t *testing.T) {
	found := []string{"\u05D0", "\u0627", "\u0800", "\u08FF", "\uFB1D", "\uFDFF", "\uFE70", "\uFEFF",
		"\U00010800", "\U00010FFF", "\U0001E800", "\U0001EFFF", "\u061C", "\u200E", "\u200F", "\u202A",
		"\u202E", "\u2066", "\u2069", "\xD7", "\xE0\xA0", "\xEF\xAD", "\xF0\x90\xA0"}
	none := []string{"\u0900", "\u1000", "\u2026", "\u201C", "\u2014", "\u2065", "\u206A", "\u200D",
		"\uFB00", "\uFE00", "\uFF0C", "\uFF61", "\U0001F600", "\U00011000", "\U0001EFFF"[:3], "\xE0", "\xE2\x80", "\xE2\x81"}
	fillers := []string{"中文，“引用”", "भारत दिल्ली", "a😀b—c…", "ab"}
	for _, f := range fillers {
		pad := strings.Repeat(f, 8)
		for _, c := range append(slices.Clone(found), none...) {
			for off := 0; off <= min(40, len(pad)); off++ {
				for _, tail := range []string{"", "x", pad} {
					s := pad[:off] + c + tail
					require.Equal(t, needsIsolationBytes(s), needsIsolation(s), "%q", s)
				}
			}
		}
	}
}

// FuzzNeedsIsolation: needsIsolation finds what the byte loop finds.
func FuzzNeedsIsolation(f *testing.F) {
	for _, s := range []string{"中文，“引用”\u05D0", "भारत\u202Eदिल्ली", "a😀b\U0001E800", "\xE0\xA0\xE2\x80\x8E"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := needsIsolation(s), needsIsolationBytes(s); got != want {
			t.Fatalf("%q: %v, the byte loop %v", s, got, want)
		}
	})
}

func BenchmarkNeedsIsolation(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"CJK", "東京は日本の首都です。今天天气很好，"},
		{"Hindi", "भारत दिल्ली इतिहास भाषा नगर विज्ञान, "},
		{"Russian", "Россия Москва история язык город — "},
		{"Khmer", "ករណីនៃការបំពាន ការយាយី "},
		{"ChineseCode", "Java 的 HashMap 在 JDK1.8 之后，链表长度大于 8 时转为“红黑树”。"},
	} {
		b.Run(c.name, func(b *testing.B) {
			text := strings.Repeat(c.text, 100)
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if needsIsolation(text) {
					b.Fatal("right-to-left text found")
				}
			}
		})
	}
}

// TestInvisible: Bidi_Control and Default_Ignorable_Code_Point are
// invisible; letters, spaces and full stops are not.
func TestInvisible(t *testing.T) {
	for _, r := range []rune{0xAD, 0x34F, 0x61C, 0x200B, 0x200E, 0x202A, 0x202E, 0x2066, 0x2069, 0x3164, 0xFE0F, 0xFEFF, 0xE0001} {
		if !invisible(r) {
			t.Errorf("U+%04X should be invisible", r)
		}
	}
	for _, r := range []rune{'a', 0xE9, 0x3002, 0x4E2D, 0x20, 0x3000, 0x600} {
		if invisible(r) {
			t.Errorf("U+%04X should not be invisible", r)
		}
	}
}

// TestAppendUnsafeEscaped compares appendUnsafeEscaped with its rule, one
// code point at a time, on random text of controls, invisible code points,
// broken sequences, backslashes and the rest.
func TestAppendUnsafeEscaped(t *testing.T) {
	pieces := []string{"a", "/", "%", "\x00", "\t", "\x7f", "é", "中", "\u200b", "\u202e", "\u00ad", "\ufe0f", "\U000e0001", "\xff", "\xe4\xb8", "\xed\xa0\x80", "&", "<", "\\"}
	want := func(s string, backslash bool) string {
		var b strings.Builder
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			if r < ' ' || r == 0x7F || r == utf8.RuneError && n == 1 || invisible(r) || r == '\\' && backslash {
				for _, c := range []byte(s[i : i+n]) {
					fmt.Fprintf(&b, "%%%02X", c)
				}
			} else {
				b.WriteString(s[i : i+n])
			}
			i += n
		}
		return b.String()
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		var in strings.Builder
		for range rng.IntN(10) {
			in.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := in.String()
		for _, backslash := range []bool{false, true} {
			if got := string(appendUnsafeEscaped([]byte("x"), s, backslash)); got != "x"+want(s, backslash) {
				t.Fatalf("appendUnsafeEscaped(%q, %v) = %q, want %q", s, backslash, got[1:], want(s, backslash))
			}
		}
	}
}

// TestInvisibleLead: the lead byte of every invisible code point is marked
// with leadInvisible, the quick test of appendUnsafeEscaped.
func TestInvisibleLead(t *testing.T) {
	n := 0
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !invisible(r) {
			continue
		}
		n++
		if b := []byte(string(r)); byteKind[b[0]]&leadInvisible == 0 {
			t.Errorf("U+%04X: lead byte %#x not marked", r, b[0])
		}
	}
	if n < 4000 {
		t.Errorf("only %d invisible code points", n)
	}
}

// TestIsBidiControl compares isBidiControl and BidiControlLen with the
// Bidi_Control property of package unicode, on every code point.
func TestIsBidiControl(t *testing.T) {
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		// (testify only on a mismatch: it costs a microsecond a call.)
		want := unicode.Is(unicode.Bidi_Control, r)
		if isBidiControl(r) != want {
			require.Equal(t, want, isBidiControl(r), "isBidiControl(%U)", r)
		}
		if s := string(r); want {
			n++
			if got := bidiControlLen(s+"x", 0); got != len(s) {
				require.Equal(t, len(s), got, "BidiControlLen(%U)", r)
			}
		} else if got := bidiControlLen(s+"x", 0); r >= 0x80 && got != 0 {
			require.Zero(t, got, "BidiControlLen(%U)", r)
		}
	}
	require.Equal(t, 12, n)
}

// bidiRows are the texts of issue 32, row 8, and the other places a
// Bidi_Control character can stand in a link. Chromium shows the text after
// U+202E reversed ("…/https://www.google.com", "…/exe.doc"), so a link that
// took it in would show one target and go to another: each ends before it,
// as at a Hard code point, and as the goldmark extension ends it (it scans
// the text between Bidi_Control characters).
var bidiRows = []struct {
	name, text string
	links      []string // the text of each link
	html       string   // NewProse().AppendHTML
}{
	{"row 8: a reversed URL after a path", "see https://evil.example.com/\u202emoc.elgoog.www//:sptth",
		[]string{"https://evil.example.com/"},
		"see <a href=\"https://evil.example.com/\" dir=\"ltr\">https://evil.example.com/</a>\u202emoc.elgoog.www//:sptth"},
	{"row 8: a reversed file extension", "www.example.com/\u202ecod.exe",
		[]string{"www.example.com/"},
		"<a href=\"https://www.example.com/\" dir=\"ltr\">www.example.com/</a>\u202ecod.exe"},
	{"in a path segment", "https://example.com/a\u202eb",
		[]string{"https://example.com/a"},
		"<a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a>\u202eb"},
	{"U+061C in a path", "https://example.com/a\u061cb c",
		[]string{"https://example.com/a"},
		"<a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a>\u061cb c"},
	{"a Soft code point before it is left out", "https://example.com/a.\u200fb",
		[]string{"https://example.com/a"},
		"<a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a>.\u200fb"},
	{"in a query", "example.com/?q=1\u2066x\u2069",
		[]string{"example.com/?q=1"},
		"<a href=\"https://example.com/?q=1\" dir=\"ltr\">example.com/?q=1</a>\u2066x\u2069"},
	{"in a fragment", "https://example.com/#top\u202bx",
		[]string{"https://example.com/#top"},
		"<a href=\"https://example.com/#top\" dir=\"ltr\">https://example.com/#top</a>\u202bx"},
	{"after a host", "https://example.com\u202e/a",
		[]string{"https://example.com"},
		"<a href=\"https://example.com\" dir=\"ltr\">https://example.com</a>\u202e/a"},
	{"in userinfo: the URL ends before it, as at a space", "https://google.com\u202e@evil.com/",
		[]string{"https://google.com"},
		"<a href=\"https://google.com\" dir=\"ltr\">https://google.com</a>\u202e@evil.com/"},
	{"before a link, which starts after it", "\u202ahttps://example.com/a\u202c and \u2067bob@example.com\u2069",
		[]string{"https://example.com/a", "bob@example.com"},
		"\u202a<a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a>\u202c and \u2067<a href=\"mailto:bob@example.com\" dir=\"ltr\">bob@example.com</a>\u2069"},
	{"between two links", "example.com/a\u200eexample.org/b",
		[]string{"example.com/a", "example.org/b"},
		"<a href=\"https://example.com/a\" dir=\"ltr\">example.com/a</a>\u200e<a href=\"https://example.org/b\" dir=\"ltr\">example.org/b</a>"},
}

// TestBidiControlEndsLink checks bidiRows through Detect, All, NewProse and
// AppendHTML.
func TestBidiControlEndsLink(t *testing.T) {
	for _, tt := range bidiRows {
		t.Run(tt.name, func(t *testing.T) {
			texts := func(links []Link) []string {
				var s []string
				for _, l := range links {
					s = append(s, tt.text[l.Start:l.End])
				}
				return s
			}
			assert.Equal(t, tt.links, texts(Detect(tt.text)), "Detect")
			assert.Equal(t, tt.links, texts(slices.Collect(New().All(tt.text))), "New().All")
			assert.Equal(t, tt.links, texts(NewProse().Detect(tt.text)), "NewProse().Detect")
			assert.Equal(t, tt.links, texts(slices.Collect(NewProse().All(tt.text))), "NewProse().All")
			assert.Equal(t, tt.html, string(NewProse().AppendHTML(nil, tt.text)), "NewProse().AppendHTML")
		})
	}
}

// TestTerminateURLBidiControl checks that TerminateURL ends a URL before
// each Bidi_Control character, in every part, whatever rules apply.
func TestTerminateURLBidiControl(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !unicode.Is(unicode.Bidi_Control, r) {
			continue
		}
		for _, tail := range []string{"/a", "/a?q=1", "/a#f", "/a#f:~:text=x"} {
			text := "https://example.com" + tail + string(r) + "b"
			for _, rules := range []proseRule{0, markdownProse} {
				end := terminateURLProse(text, len("https://example.com"), rules)
				assert.Equal(t, "https://example.com"+tail, text[:end], "%U after %q, rules %#x", r, tail, rules)
			}
		}
	}
}

// bidiDetectors are the Detectors of FuzzNoBidiControl.
var bidiDetectors = []*Detector{New(), NewProse(), New(withProseRules(markdownProse)),
	New(WithAnyTLD(true), WithSchemes("http", "https", "mailto", "xmpp", "magnet"))}

// FuzzNoBidiControl checks on any text that no link that Detect or All
// returns holds a Bidi_Control character, and that the links are those of
// the pieces of text between Bidi_Control characters, each detected alone:
// the engine ends links where the goldmark extension, which detects the
// pieces, ends them.
func FuzzNoBidiControl(f *testing.F) {
	for _, tt := range bidiRows {
		f.Add(tt.text)
	}
	f.Add("https://a.com/\u202e?b\u202c#c\u2066 x@y.org\u200f.com mailto:a@b.org?s=\u061cx")
	f.Add("\u202ewww.example.com\u202c/\u2067(a)\u2069 xmpp:a@b.org/c\u200ed magnet:?x=\u200f1")
	f.Fuzz(func(t *testing.T, text string) {
		for _, d := range bidiDetectors {
			links := d.Detect(text)
			for _, l := range links {
				if i := strings.IndexFunc(text[l.Start:l.End], func(r rune) bool { return unicode.Is(unicode.Bidi_Control, r) }); i >= 0 {
					t.Fatalf("%q: link %q holds a Bidi_Control character at %d", text, text[l.Start:l.End], i)
				}
			}
			require.Equal(t, links, slices.Collect(d.All(text)), "%q: All differs from Detect", text)
			var pieces []Link
			for from := 0; from <= len(text); {
				i, n := len(text), 0
				for k := from; k < len(text); k++ {
					if n = bidiControlLen(text, k); n > 0 {
						i = k
						break
					}
				}
				for _, l := range d.Detect(text[from:i]) {
					l.Start, l.End, l.SchemeEnd, l.HostStart, l.HostEnd = l.Start+from, l.End+from, l.SchemeEnd+from, l.HostStart+from, l.HostEnd+from
					pieces = append(pieces, l)
				}
				from = i + max(n, 1)
			}
			require.Equal(t, pieces, links, "%q: the links differ from those of the pieces between Bidi_Control characters", text)
		}
	})
}

// TestRTLPairs: rtlPairs rules out only the pairs of bytes at which rtlAt
// holds with no byte after them.
func TestRTLPairs(t *testing.T) {
	tails := []string{""}
	for c2 := range 256 {
		tails = append(tails, string([]byte{byte(c2)}), string([]byte{byte(c2), 0x80}), string([]byte{byte(c2), 0xBF}))
	}
	for c := 0xD6; c <= 0xFF; c++ {
		for c1 := -1; c1 <= 0xFF; c1++ {
			pair := []byte{byte(c)}
			if c1 >= 0 {
				pair = append(pair, byte(c1))
			}
			may := rtlPairs[(c&0x3F)<<2|max(c1, 0)>>6]>>(max(c1, 0)&63)&1 != 0
			for _, tail := range tails {
				if c1 < 0 && tail != "" {
					break
				}
				if s := string(pair) + tail; rtlAt(s, 0) && !may {
					t.Fatalf("%q: rtlAt holds, rtlPairs rules it out", s)
				}
			}
		}
	}
	assert.Zero(t, rtlPairs[(0xEF&0x3F)<<2|0xBC>>6]>>(0xBC&63)&1, "fullwidth forms, EF BC")
	assert.Zero(t, rtlPairs[(0xE0&0x3F)<<2|0xA4>>6]>>(0xA4&63)&1, "Devanagari, E0 A4")
}
