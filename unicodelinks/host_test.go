package unicodelinks

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// hostCase is a scanHostEnd test: the host scanned at start of text.
type hostCase struct {
	text           string
	start          int
	hostEnd, end   int
	ok             bool
	note           string
	anyTLD, urlish bool // options: WithAnyTLD(true); scanURLHostEnd
}

var hostCases = []hostCase{
	{text: "example.com", hostEnd: 11, end: 11, ok: true},
	{text: "see example.com now", start: 4, hostEnd: 15, end: 15, ok: true, note: "start inside the text"},
	{text: "EXAMPLE.COM", hostEnd: 11, end: 11, ok: true, note: "upper case"},
	{text: "a.b.c.example.com", hostEnd: 17, end: 17, ok: true},

	// Ports.
	{text: "example.com:443", hostEnd: 11, end: 15, ok: true},
	{text: "example.com:65535/", hostEnd: 11, end: 17, ok: true},
	{text: "example.com:1", hostEnd: 11, end: 13, ok: true},
	{text: "example.com:65536", hostEnd: 11, end: 11, ok: true, note: "port out of range: not consumed"},
	{text: "example.com:0", hostEnd: 11, end: 11, ok: true, note: "port 0 is not a port to link"},
	{text: "example.com:443abc", hostEnd: 11, end: 11, ok: true, note: "letters after the digits"},
	{text: "example.com:123456", hostEnd: 11, end: 11, ok: true, note: "six digits"},
	{text: "example.com:", hostEnd: 11, end: 11, ok: true},
	{text: "example.com:/x", hostEnd: 11, end: 11, ok: true},
	{text: "example.com:80.", hostEnd: 11, end: 14, ok: true, note: "a full stop after the port is prose"},

	// Trailing separators: part of the URL only before a path, query,
	// fragment or port.
	{text: "example.com.", hostEnd: 11, end: 11, ok: true},
	{text: "example.com./x", hostEnd: 11, end: 12, ok: true},
	{text: "example.com.?q", hostEnd: 11, end: 12, ok: true},
	{text: "example.com.#f", hostEnd: 11, end: 12, ok: true},
	{text: "example.com.:8080/", hostEnd: 11, end: 17, ok: true},
	{text: "example.com../x", hostEnd: 11, end: 11, ok: true, note: "two trailing separators"},
	{text: "example.com。", hostEnd: 11, end: 11, ok: true, note: "trailing ideographic full stop"},
	{text: "example.com。/x", hostEnd: 11, end: 14, ok: true},
	{text: "example.com．", hostEnd: 11, end: 11, ok: true, note: "trailing fullwidth full stop"},

	// Empty labels, hyphens, lengths.
	{text: ".example.com", note: "leading separator"},
	{text: "example..com", note: "empty label"},
	{text: "example.。com", note: "empty label between a '.' and a '。'"},
	{text: "-foo.com", note: "label starts with a hyphen"},
	{text: "foo-.com", note: "label ends with a hyphen"},
	{text: "ab--c.com", note: "hyphens in positions 3 and 4 of a label that is no A-label"},
	{text: "a-b-c.com", hostEnd: 9, end: 9, ok: true},
	{text: "xn--zz.com", note: "invalid Punycode"},
	{text: strings.Repeat("a", 63) + ".com", hostEnd: 67, end: 67, ok: true, note: "63-byte label"},
	{text: strings.Repeat("a", 64) + ".com", note: "64-byte label"},
	{text: strings.Repeat("a.", 125) + "com", hostEnd: 253, end: 253, ok: true, note: "253-byte domain"},
	{text: strings.Repeat("a.", 126) + "co", note: "254-byte domain"},

	// Top-level domains.
	{text: "localhost", note: "one label"},
	{text: "com", note: "one label"},
	{text: "example.invalid", note: "not an ICANN TLD"},
	{text: "example.invalid", hostEnd: 15, end: 15, ok: true, anyTLD: true},
	{text: "file.txt", note: "not an ICANN TLD"},
	{text: "file.txt", hostEnd: 8, end: 8, ok: true, anyTLD: true},
	{text: "helpers.py", hostEnd: 10, end: 10, ok: true, note: ".py is Paraguay"},
	{text: "M.Sc", hostEnd: 4, end: 4, ok: true, note: ".sc is the Seychelles; only Detect rejects the mixed case"},
	{text: "co.uk", hostEnd: 5, end: 5, ok: true, note: "the TLD alone decides"},
	{text: "blogspot.com", hostEnd: 12, end: 12, ok: true, note: "a private suffix does not hide .com"},
	{text: "foo.ck", hostEnd: 6, end: 6, ok: true, note: ".ck has only a wildcard rule"},
	{text: "foo.c", note: "one-letter TLD"},
	{text: "foo.c", anyTLD: true, note: "one-letter TLD"},
	{text: "foo.c0m", anyTLD: true, note: "digit in the TLD"},
	{text: "foo.co-m", anyTLD: true, note: "hyphen in the TLD"},
	{text: "pkg@1.0.0", start: 4, note: "digits are no TLD"},
	{text: "version 1.2.3.4", start: 8, note: "scanHostEnd takes no IPv4 address"},
	{text: "abc.XN--11B4C3D", hostEnd: 15, end: 15, ok: true, note: "upper-case A-label TLD"},
	{text: "xn--p1ai.xn--p1ai", hostEnd: 17, end: 17, ok: true},
	{text: "foo.xn--zz", anyTLD: true, note: "invalid A-label TLD"},

	// Internationalized domain names.
	{text: "deΩ.uk", hostEnd: 7, end: 7, ok: true, note: "mapped to deω.uk"},
	{text: "foo.香港", hostEnd: 10, end: 10, ok: true},
	{text: "münchen.de", hostEnd: 11, end: 11, ok: true},
	{text: "MÜNCHEN.DE", hostEnd: 11, end: 11, ok: true},
	{text: "普遍适用测试。我爱你", hostEnd: 30, end: 30, ok: true, note: "ideographic full stop"},
	{text: "普遍适用测试．我爱你", hostEnd: 30, end: 30, ok: true, note: "fullwidth full stop"},
	{text: "普遍适用测试｡我爱你", hostEnd: 30, end: 30, ok: true, note: "halfwidth ideographic full stop"},
	{text: "ｅｘａｍｐｌｅ.ｃｏｍ", hostEnd: 31, end: 31, ok: true, note: "fullwidth letters map to ASCII"},
	{text: "example.テスト", note: "no longer a TLD"},
	{text: "example.テスト", hostEnd: 17, end: 17, ok: true, anyTLD: true},
	{text: "example.😎", note: "an emoji is no label code point"},
	{text: "example.😎", anyTLD: true, note: "an emoji is no label code point"},
	{text: "example.com😎", hostEnd: 11, end: 11, ok: true, note: "the emoji ends the domain"},
	{text: "example.com～", hostEnd: 11, end: 11, ok: true, note: "UTS #46 disallows the fullwidth tilde"},
	{text: "\u0301a.com", note: "a label cannot start with a combining mark"},
	{text: "a\u0301.com", hostEnd: 7, end: 7, ok: true},
	{text: "a\u200db.com", note: "ZWJ out of context (CONTEXTJ)"},
	{text: "aא.com", note: "bidi rule"},
	{text: "exa\u00admple.com", hostEnd: 13, end: 13, ok: true, note: "UTS #46 ignores the soft hyphen"},

	// What ends a domain.
	{text: "a_b.com", note: "'_' is no label code point: the domain would be 'a'"},
	{text: "a_b.com", start: 2, hostEnd: 7, end: 7, ok: true},
	{text: "example.com\xff", hostEnd: 11, end: 11, ok: true, note: "invalid UTF-8"},
	{text: "exa\xffmple.com", note: "invalid UTF-8 ends the label 'exa'"},
	{text: "example.com\x00", hostEnd: 11, end: 11, ok: true, note: "NUL"},
	{text: "example.com@x", hostEnd: 11, end: 11, ok: true, note: "the caller decides about '@'"},
	{text: "", note: "empty text"},
	{text: "example.com", start: 11, hostEnd: 11, end: 11, note: "start at the end"},
	{text: "example.com", start: -1, hostEnd: -1, end: -1, note: "start out of range"},

	// scanURLHostEnd: IP addresses.
	{text: "192.0.2.1", hostEnd: 9, end: 9, ok: true, urlish: true},
	{text: "192.0.2.1:8080/", hostEnd: 9, end: 14, ok: true, urlish: true},
	{text: "0.0.0.0", hostEnd: 7, end: 7, ok: true, urlish: true},
	{text: "256.0.0.1", urlish: true},
	{text: "01.2.3.4", urlish: true, note: "leading zero"},
	{text: "1.2.3", urlish: true},
	{text: "1.2.3.4.5", urlish: true},
	{text: "[2001:db8::1]", hostEnd: 13, end: 13, ok: true, urlish: true},
	{text: "[::1]:8080/", hostEnd: 5, end: 10, ok: true, urlish: true},
	{text: "[fe80::1%25eth0]", urlish: true, note: "zone"},
	{text: "[1.2.3.4]", urlish: true, note: "IPv4 in brackets"},
	{text: "[::1", urlish: true},
	{text: "example.com:8080", hostEnd: 11, end: 16, ok: true, urlish: true},

	// The cases of the example this scan had while it was exported.
	{text: "example.com:8080/path", hostEnd: 11, end: 16, ok: true},
	{text: "example.com./path", hostEnd: 11, end: 12, ok: true, note: "the root dot after the host"},
	{text: "普遍适用测试。我爱你 …", hostEnd: len("普遍适用测试。我爱你"), end: len("普遍适用测试。我爱你"), ok: true, note: "U+3002 maps to '.'"},
	{text: "example.invalid", note: "no such top-level domain"},
	{text: "foo..com", note: "an empty label"},
}

func TestScanHost(t *testing.T) {
	plain, anyTLD := New(), New(WithAnyTLD(true))
	for _, c := range hostCases {
		d := plain
		if c.anyTLD {
			d = anyTLD
		}
		scan := d.scanHostEnd
		if c.urlish {
			scan = d.scanURLHostEnd
		}
		hostEnd, end, ok := scan(c.text, c.start)
		if !c.ok && c.hostEnd == 0 && c.end == 0 {
			c.hostEnd, c.end = c.start, c.start
		}
		if hostEnd != c.hostEnd || end != c.end || ok != c.ok {
			t.Errorf("%q at %d (anyTLD %v, URL %v; %s): got %d, %d, %v; want %d, %d, %v",
				c.text, c.start, c.anyTLD, c.urlish, c.note, hostEnd, end, ok, c.hostEnd, c.end, c.ok)
		}
	}
}

// TestScanHostAllocs checks that ASCII domains cost no allocation.
func TestScanHostAllocs(t *testing.T) {
	d := New()
	for _, s := range []string{"example.com", "EXAMPLE.COM:443/", "file.txt", "www.example.co.uk.", "a.b.c.d.e.f.org"} {
		if n := testing.AllocsPerRun(100, func() { d.scanHostEnd(s, 0) }); n != 0 {
			t.Errorf("scanHostEnd(%q): %v allocations", s, n)
		}
	}
}

// TestHostTablesFollowIDNA checks code points assigned after Unicode 15.0
// (U+1E5D0 OL ONAL LETTER O, 16.0; U+16D43 KIRAT RAI LETTER A, 16.0): a
// domain label holds them exactly when golang.org/x/net/idna allows them,
// whichever its version, and Detect agrees.
func TestHostTablesFollowIDNA(t *testing.T) {
	for _, r := range []rune{0x1E5D0, 0x16D43} {
		_, err := idna.Lookup.ToUnicode("a" + string(r))
		if got, want := dnsname.Bits(r)&dnsname.InLabel != 0, err == nil; got != want {
			t.Errorf("%U: label bit %v, idna %s allows it: %v (%v)", r, got, idna.UnicodeVersion, want, err)
		}
		text := "see https://ab" + string(r) + "cd.com now"
		want := "https://ab" + string(r) + "cd.com"
		if err != nil {
			want = "" // the host ends at r: "https://ab" is no link
		}
		var got string
		if links := Detect(text); len(links) > 0 {
			got = text[links[0].Start:links[0].End]
		}
		if got != want {
			t.Errorf("Detect(%q) under IDNA %s = %q, want %q", text, idna.UnicodeVersion, got, want)
		}
	}
}

// TestLabelTable spot-checks the label table against the rules it encodes.
func TestLabelTable(t *testing.T) {
	for _, c := range []struct {
		r     rune
		label bool
	}{
		{'é', true}, {'Ω', true}, {'我', true}, {'ー', true}, {'・', true}, {'ｆ', true},
		{'\u0301', true}, {'\u200c', true}, {'\u00ad', true}, {'་', true},
		{'😎', false}, {'™', false}, {'～', false}, {'，', false}, {'、', false}, {'「', false},
		{'\u3000', false}, {'\u2028', false}, {'\u3002', false}, {'\uff0e', false}, {'\ufffd', false},
		{0xD800, false}, {utf8.MaxRune + 1, false},
	} {
		if got := dnsname.Bits(c.r)&dnsname.InLabel != 0; got != c.label {
			t.Errorf("U+%04X %q: label %v, want %v", c.r, c.r, got, c.label)
		}
	}
}

// TestLabelNotHard checks that no code point of a domain label is
// Link_Term=Hard, which would put a Hard code point inside a link: the host
// table leaves them out, whichever scanner reads it.
func TestLabelNotHard(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if dnsname.Bits(r)&dnsname.InLabel != 0 && LinkTerm(r) == Hard {
			t.Errorf("%U %q: a label code point, but Link_Term=Hard", r, r)
		}
	}
	// Each scanner on the deprecated letters (two- and three-byte ones, in
	// ASCII and non-ASCII runs): the domain ends before them.
	for _, c := range []struct{ text, link string }{
		{"0.şŉ", ""}, {"example.comŉ", "example.com"}, {"ş.şཷ", ""}, {"пример.рфཹ", "пример.рф"},
		{"例え.中国ឣ", "例え.中国"}, {"example.ٳ", ""}, {"a@example.comឤ", "a@example.com"},
	} {
		var got []string
		for _, l := range Detect(c.text) {
			got = append(got, c.text[l.Start:l.End])
		}
		if want := []string{c.link}; c.link == "" && len(got) != 0 || c.link != "" && !slices.Equal(got, want) {
			t.Errorf("Detect(%q) = %q, want %q", c.text, got, c.link)
		}
	}
}

// TestScanThreeByteLabel compares scanThreeByteLabel with a look-up of
// every code point on random text of Han, Kana, Hangul, separators and
// other characters.
func TestScanThreeByteLabel(t *testing.T) {
	reference := func(text string, i int) (int, byte) {
		var notBits byte
		for len(text)-i >= 3 {
			r, n := utf8.DecodeRuneInString(text[i:])
			if n != 3 || r == 0x3002 || r == 0xFF0E || r == 0xFF61 || dnsname.Bits(r)&dnsname.InLabel == 0 {
				break
			}
			notBits |= ^dnsname.Bits(r)
			i += 3
		}
		return i, notBits & (dnsname.Stable | dnsname.InTLD)
	}
	pieces := []string{"中", "国", "公", "司", "网", "络", "今", "天", "好", "龍", "の", "ア", "ー", "ゝ", "々", "〆", "〇", "゛", "ゔ", "・", "ヿ", "ぁ", "ん", "み", "な", "\u3040", "\u30ff", "한", "국", "。", "、", "，", "a", ".", "é", "\u4dc0", "\u9fff", "一", "䶵", "\U00020000", "\xe5\x80", "\xe9"}
	rng := rand.New(rand.NewPCG(17, 1))
	for range 50000 {
		text := randomText(rng, pieces, 16)
		for i := 0; i < len(text); i++ {
			end, notBits := scanThreeByteLabel(text, i)
			wantEnd, wantBits := reference(text, i)
			if end != wantEnd || notBits&(dnsname.Stable|dnsname.InTLD) != wantBits {
				t.Fatalf("%q at %d: end %d, bits %#x; want %d, %#x", text, i, end, notBits&(dnsname.Stable|dnsname.InTLD), wantEnd, wantBits)
			}
		}
	}
}
