package unicodelinks

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// The cases of what Unicode 18.0 changed for link detection. Under the 17.0
// tables each of U+2E60..2E63 and the letters new in 18.0 was unassigned,
// so Link_Term=Hard: each note says what the 17.0 tables gave.

// unicode18Detect holds texts with their links marked ⸠…⸡, as in
// LinkDetectionTest.txt.
var unicode18Detect = []struct{ want, note string }{
	// A new Open/Close pair: U+2E62 LEFT and U+2E63 RIGHT PARENTHESIS WITH
	// MIDDLE RING, Link_Bracket(U+2E63) = U+2E62 (section 3.4.2).
	{"⸠https://x.org/a⹢b⹣⸡", "the pair balanced in a path; 17.0: ⸠https://x.org/a⸡⹢b⹣"},
	{"see ⸠https://x.org/a⹢b⹣⸡.", "the pair balanced, then a Soft '.' at the end; 17.0: ⸠https://x.org/a⸡⹢b⹣."},
	{"⸠https://x.org/w/a⹢b⹣c?q=⹢1⹣#⹢f⹣⸡", "balanced in path, query and fragment"},
	{"⸠https://x.org/a⹢b⹣⸡⹣", "a second U+2E63 has no open bracket: the link stops before it"},
	{"⸠https://x.org/a⹢b⸡)", "')' does not close U+2E62: the link stops before it"},
	{"⸠https://x.org/a(b⸡⹣", "U+2E63 does not close '(': the link stops before it"},
	{"(⸠https://x.org/a⹢b⹣⸡)", "the pair inside a parenthesised link"},

	// U+2E60 WIGGLY EXCLAMATION MARK and U+2E61 INVERTED WIGGLY
	// EXCLAMATION MARK are Soft: left out at the end, kept before an
	// Include character.
	{"⸠https://x.org/wow⸡⹠", "Soft at the end of a path; 17.0 (Hard): the same link"},
	{"⸠https://x.org/wow⸡⹡ next", "Soft before a space"},
	{"⸠https://x.org/a?q=1⸡⹠", "Soft at the end of a query"},
	{"⸠https://x.org/a#frag⸡⹡⹠", "two Soft at the end of a fragment"},
	{"⸠https://x.org/a⹠b⸡", "Soft followed by Include stays in the link; 17.0: ⸠https://x.org/a⸡⹠b"},

	// E-mail local parts in letters new in 18.0 (Link_Email=Yes).
	{"⸠𘸀𘸁@example.com⸡", "Jurchen (a script new in 18.0); 17.0: no link"},
	{"mail ⸠𘸀𘸁𘸂@example.com⸡ now", "Jurchen in a sentence; 17.0: no link"},
	{"mail ⸠𐻙𐻚@example.com⸡", "Arabic crown letters (U+10ED9, U+10EDA, new in 18.0); 17.0: no link"},
	{"mail ⸠ab𐻙@example.com⸡", "a new letter after ASCII letters; 17.0: no link"},
	{"⸠mailto:𘸀𘸁@example.com⸡", "a mailto: URL with the Jurchen local part"},
}

func TestUnicode18Detect(t *testing.T) {
	for _, c := range unicode18Detect {
		text := stripMarks(c.want)
		if got := markLinks(text, Detect(text)); got != c.want {
			t.Errorf("%s:\n  got  %s\n  want %s", c.note, got, c.want)
		}
	}
}

// TestUnicode18Format: minimal escaping (section 4.1) of the new characters:
// a Soft code point is kept literal but at the end of the last part, a Close
// code point that closes the open bracket on the stack is kept literal. Under
// 17.0 (Hard) each was escaped; the comments say where 17.0 gave another
// result.
func TestUnicode18Format(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://x.org/a%E2%B9%A2b%E2%B9%A3", "https://x.org/a⹢b⹣"}, // 17.0: left escaped
		{"https://x.org/a%E2%B9%A2b", "https://x.org/a⹢b"},           // an open bracket alone stays literal
		{"https://x.org/a%E2%B9%A3b", "https://x.org/a%E2%B9%A3b"},   // an unmatched close bracket stays escaped
		// A Close code point pops the stack even when it does not match
		// (section 4.1): U+2E63 pops '(' and is escaped, so ')' is
		// unmatched and escaped too. 17.0: "https://x.org/a(b%E2%B9%A3)",
		// where U+2E63 (Hard) left '(' on the stack.
		{"https://x.org/a(b%E2%B9%A3)", "https://x.org/a(b%E2%B9%A3%29"},
		{"https://x.org/a%E2%B9%A0b", "https://x.org/a⹠b"},                       // 17.0: left escaped
		{"https://x.org/wow%E2%B9%A0", "https://x.org/wow%E2%B9%A0"},             // Soft at the end stays escaped (17.0 too)
		{"https://x.org/wow⹠", "https://x.org/wow%E2%B9%A0"},                     // and is escaped when literal (17.0 too)
		{"https://x.org/a%E2%B9%A1?q=%E2%B9%A1", "https://x.org/a⹡?q=%E2%B9%A1"}, // only at the end of the last part; 17.0: both escaped
	} {
		got, err := Format(c.in)
		if err != nil || got != c.want {
			t.Errorf("Format(%q) = %q, %v; want %q", c.in, got, err, c.want)
			continue
		}
		// What Format writes is detected whole (the goal of section 4).
		if links := Detect(got); len(links) != 1 || links[0].Start != 0 || links[0].End != len(got) {
			t.Errorf("Detect(%q) = %v, want the whole URL", got, links)
		}
	}
}

// TestUnicode18Properties spot-checks the values that 18.0 added.
func TestUnicode18Properties(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want Term
	}{{0x2E60, Soft}, {0x2E61, Soft}, {0x2E62, Open}, {0x2E63, Close}, {0x18E00, Include}, {0x10ED9, Include}, {0x3D000, Include}} {
		if got := LinkTerm(c.r); got != c.want {
			t.Errorf("LinkTerm(%U) = %v, want %v", c.r, got, c.want)
		}
	}
	if open, ok := LinkBracket(0x2E63); !ok || open != 0x2E62 {
		t.Errorf("LinkBracket(U+2E63) = %U, %v; want U+2E62", open, ok)
	}
	if len(linkBrackets) != 65 {
		t.Errorf("%d Link_Bracket pairs, want 65", len(linkBrackets))
	}
	for _, r := range []rune{0x18E00, 0x191D2, 0x10ED9, 0x3D000} {
		if !IsLinkEmail(r) {
			t.Errorf("IsLinkEmail(%U) = false", r)
		}
	}
	if UnicodeVersion != "18.0.0" || spoof.UnicodeVersion != "18.0.0" {
		t.Errorf("UnicodeVersion %s, spoof.UnicodeVersion %s", UnicodeVersion, spoof.UnicodeVersion)
	}
}

// TestUnicode18HostRefused: hosts are validated with the IDNA tables of
// golang.org/x/net/idna (Unicode 15.0 below Go 1.27, 17.0 from Go 1.27),
// which do not know the letters new in 18.0 even though Link_Term and
// Link_Email now include them. A host whose label is made of such letters,
// in a U-label or an A-label, is refused whole: no link, no panic, and no
// link of a part of it. (A label that mixes them with known letters ends at
// the first unknown one, as at a space: docs/departures.md.)
func TestUnicode18HostRefused(t *testing.T) {
	alabel, err := idna.Punycode.ToASCII("𘸀𘸁")
	if err != nil || !strings.HasPrefix(alabel, "xn--") {
		t.Fatalf("Punycode of U+18E00 U+18E01: %q, %v", alabel, err)
	}
	if _, err := idna.Lookup.ToASCII("𘸀𘸁.com"); err == nil {
		t.Fatalf("idna %s validates a Jurchen label: update this test and the README", idna.UnicodeVersion)
	}
	d := New()
	for _, text := range []string{
		"𘸀𘸁.com",
		"see 𘸀𘸁.com now",
		"www.𘸀𘸁.com",
		"𘸀𘸁.中国",
		"https://𘸀𘸁.com/",
		"https://www.𘸀𘸁.com/path",
		"https://𘸀𘸁.example.com/",
		"http://" + alabel + ".com/",
		alabel + ".com",
		"a@𘸀𘸁.com",
		"mailto:a@𘸀𘸁.com",
		"𘸀𘸁@𘸀𘸁.com",
		"a@" + alabel + ".com",
	} {
		if links := d.Detect(text); len(links) != 0 {
			t.Errorf("Detect(%q) = %q, want no link", text, markLinks(text, links))
		}
		for i := range text {
			d.scanHostEnd(text, i) // must not panic
			d.scanURLHostEnd(text, i)
		}
		for _, label := range []string{"𘸀𘸁", alabel} {
			if i := strings.Index(text, label); i >= 0 {
				if _, _, ok := d.scanHostEnd(text, i); ok {
					t.Errorf("scanHostEnd(%q, %d) ok, want the host refused", text, i)
				}
				if _, _, ok := d.scanURLHostEnd(text, i); ok {
					t.Errorf("scanURLHostEnd(%q, %d) ok, want the host refused", text, i)
				}
			}
		}
	}
}
