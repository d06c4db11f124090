package unicodelinks

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
	"golang.org/x/net/idna"
)

// The adversarial tests feed the engine the inputs that hostile text is
// made of: huge lines, deep brackets, long repetitions of trigger
// characters, Soft runs, NUL and other control bytes, every form of invalid
// UTF-8, invisible and bidirectional formatting characters, and a document
// of 100 000 links. They check that nothing panics and that the results are
// those the rules give; each expectation is computed from the rule it
// names. They assert nothing about time: the linear-time guarantee is
// checked by the work counts of linear_test.go.

// adversarialRepeat is the repetition count of the repeated patterns.
const adversarialRepeat = 100_000

// hugeLen is the length of the longest inputs, lines without a line break:
// long enough for any offset to need more than 16 bits. (Their cost being
// linear is what the work counts of linear_test.go check, at any size.)
const hugeLen = 1 << 20

// clip shortens s for a failure message.
func clip(s string) string {
	if len(s) <= 60 {
		return strconv.Quote(s)
	}
	return fmt.Sprintf("%q…%q (%d bytes)", s[:30], s[len(s)-20:], len(s))
}

// span is a link's extent, text[span[0]:span[1]].
type span [2]int

// spansOf returns the extents of links.
func spansOf(links []Link) []span {
	var s []span
	for _, l := range links {
		s = append(s, span{l.Start, l.End})
	}
	return s
}

// checkSpans reports whether the links d finds in text are exactly want,
// and checks the invariants of checkLinks on them unless the text is long
// (checkLinks detects each link again alone, which stays linear, but
// allocates a boundary table of the size of the text).
func checkSpans(t *testing.T, name string, d *Detector, text string, want []span) {
	t.Helper()
	links := d.Detect(text)
	got := spansOf(links)
	if len(got) != len(want) {
		t.Errorf("%s: %s: %d links, want %d (first %v)", name, clip(text), len(got), len(want), got[:min(len(got), 3)])
		return
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s: %s: link %d is %v %s, want %v", name, clip(text), i, got[i], clip(text[got[i][0]:got[i][1]]), want[i])
			return
		}
	}
	if len(links) <= 16 {
		checkLinks(t, d, text, links)
	}
}

// whole is the expectation that the whole text is one link.
func whole(text string) []span { return []span{{0, len(text)}} }

// suffix is the expectation that the last n bytes of text are one link.
func suffix(text string, n int) []span { return []span{{len(text) - n, len(text)}} }

// TestAdversarialLongLines runs lines of hugeLen bytes without a line
// break.
func TestAdversarialLongLines(t *testing.T) {
	n := hugeLen
	const url = "https://example.com/"
	everyFew := strings.Repeat("example.com/x ", n/len("example.com/x "))
	var everyFewWant []span
	for i := 0; i < len(everyFew); i += len("example.com/x ") {
		everyFewWant = append(everyFewWant, span{i, i + len("example.com/x")})
	}
	tests := []struct {
		name, text string
		want       []span
	}{
		{"letters: no trigger", strings.Repeat("a", n), nil},
		{"spaces", strings.Repeat(" ", n), nil},
		{"full stops: none is followed by a label", strings.Repeat(".", n), nil},
		{"a path of any length is whole", url + strings.Repeat("a", n), whole(url + strings.Repeat("a", n))},
		{"a trailing Soft run is left out", url + "a" + strings.Repeat(".", n), []span{{0, len(url) + 1}}},
		{"a Soft run before an Include is kept", url + "a" + strings.Repeat(".,;!", n/4) + "b", whole(url + "a" + strings.Repeat(".,;!", n/4) + "b")},
		{"a query of any length ends after its last separator", url + "?" + strings.Repeat("k=v&", n/4), whole(url + "?" + strings.Repeat("k=v&", n/4))},
		{"directives end after their last separator", url + "#:~:" + strings.Repeat("text=a,", n/7), whole(url + "#:~:" + strings.Repeat("text=a,", n/7))},
		// A domain is the whole run of labels and separators; a label
		// longer than 63 bytes or a name longer than 253 makes it invalid,
		// and no part of it is a link.
		{"one huge label", "x." + strings.Repeat("a", n) + ".com", nil},
		{"a huge domain", strings.Repeat("a.", n/2) + "com", nil},
		{"a huge host after a scheme: no part of the URL", "https://" + strings.Repeat("a.", n/2) + "com/path", nil},
		{"a huge non-ASCII domain", strings.Repeat("é.", n/3) + "com", nil},
		// The local part has no length limit in UTS #58 section 5.2.
		{"a huge local part", strings.Repeat("a", n) + "@example.com", whole(strings.Repeat("a", n) + "@example.com")},
		{"a huge dotted local part", strings.Repeat("a.", n/2) + "a@example.com", whole(strings.Repeat("a.", n/2) + "a@example.com")},
		{"a link every 14 bytes", everyFew, everyFewWant},
	}
	for _, tt := range tests {
		checkSpans(t, tt.name, defaultDetector, tt.text, tt.want)
	}

	// scanHostEnd and scanURLHostEnd on the same huge runs.
	for _, text := range []string{
		strings.Repeat("a", n) + ".com", strings.Repeat("a.", n/2) + "com", strings.Repeat("1.", n/2) + "1",
		"[" + strings.Repeat("::", n/2) + "]", "[" + strings.Repeat("1:", n/2) + "1]", strings.Repeat("。", n/3),
	} {
		if _, _, ok := defaultDetector.scanHostEnd(text, 0); ok {
			t.Errorf("scanHostEnd(%s) accepts it", clip(text))
		}
		if _, _, ok := defaultDetector.scanURLHostEnd(text, 0); ok {
			t.Errorf("scanURLHostEnd(%s) accepts it", clip(text))
		}
	}

	// Format keeps a huge path and escapes what the rules say.
	for _, tt := range []struct{ name, in, want string }{
		{"plain", url + strings.Repeat("a", n), url + strings.Repeat("a", n)},
		{"escapes decoded", url + strings.Repeat("%41", n/3), url + strings.Repeat("A", n/3)},
		{"'%' that is data", url + strings.Repeat("%25", n/3), url + strings.Repeat("%", n/3)},
		{"spaces escaped", url + "a" + strings.Repeat(" ", n) + "b", url + "a" + strings.Repeat("%20", n) + "b"},
		// Only the final Soft code point of the last part is escaped.
		{"a final Soft run", url + strings.Repeat("%E3%80%82", n/9), url + strings.Repeat("。", n/9-1) + "%E3%80%82"},
	} {
		got, err := Format(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Format, %s: got %s, %v; want %s", tt.name, clip(got), err, clip(tt.want))
		}
	}
}

// TestAdversarialNestedBrackets runs 100 000 brackets against the stack
// limit of section 3.5.1: an Open that finds maxBracketDepth Opens on the
// stack is treated as Hard, so a run of Opens ends after the first
// maxBracketDepth of them.
func TestAdversarialNestedBrackets(t *testing.T) {
	const n = adversarialRepeat
	opens, closes := strings.Repeat("(", n), strings.Repeat(")", n)
	for _, tt := range []struct {
		name, host, tail string
		want             int // the end of the link in host+tail
	}{
		{"opens", "http://a.b", "/" + opens, len("http://a.b/") + maxBracketDepth},
		{"opens then closes", "http://a.b", "/" + opens + closes, len("http://a.b/") + maxBracketDepth},
		{"opens of every kind", "http://a.b", "/" + strings.Repeat("([{（「", n/5), len("http://a.b/") + len(strings.Repeat("([{（「", maxBracketDepth/5))},
		{"each part has its own stack", "http://a.b", "/" + opens[:maxBracketDepth] + "?" + opens[:maxBracketDepth] + "#" + opens,
			len("http://a.b/") + maxBracketDepth + len("?") + maxBracketDepth + len("#") + maxBracketDepth},
		{"closes: only the path initiator", "http://a.b", "/" + closes, len("http://a.b/")},
		{"the limit exactly, balanced", "http://a.b", "/" + strings.Repeat("(", maxBracketDepth) + strings.Repeat(")", maxBracketDepth), len("http://a.b/") + 2*maxBracketDepth},
		{"separators clear the stack", "http://a.b", strings.Repeat("/"+strings.Repeat("(", 100), n/100), len("http://a.b") + 101*(n/100)},
		{"query separators clear the stack", "http://a.b", "/?" + strings.Repeat(strings.Repeat("[", 100)+"=", n/100), len("http://a.b/?") + 101*(n/100)},
		{"directive separators clear the stack", "http://a.b", "#:~:" + strings.Repeat(strings.Repeat("{", 100)+",", n/100), len("http://a.b#:~:") + 101*(n/100)},
	} {
		text := tt.host + tt.tail
		if got := TerminateURL(text, len(tt.host)); got != tt.want {
			t.Errorf("TerminateURL, %s: end %d, want %d", tt.name, got, tt.want)
		}
		// The same through Detect, with a host it accepts.
		const host = "http://example.com"
		text = "see " + host + tt.tail + " now"
		want := []span{{4, 4 + len(host) + tt.want - len(tt.host)}}
		checkSpans(t, tt.name, defaultDetector, text, want)
	}

	// Format escapes the Opens beyond the limit, and then the Closes
	// that no Open on the stack matches, so that the result is detected
	// whole.
	const url = "http://example.com/"
	over := n - maxBracketDepth
	for _, tt := range []struct{ name, in, want string }{
		{"opens", url + opens, url + strings.Repeat("(", maxBracketDepth) + strings.Repeat("%28", over)},
		{"opens then closes", url + opens + closes, url + strings.Repeat("(", maxBracketDepth) + strings.Repeat("%28", over) +
			strings.Repeat(")", maxBracketDepth) + strings.Repeat("%29", over)},
		{"closes", url + closes, url + strings.Repeat("%29", n)},
	} {
		got, err := Format(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Format, %s: got %s, %v; want %s", tt.name, clip(got), err, clip(tt.want))
			continue
		}
		checkSpans(t, "formatted "+tt.name, defaultDetector, "see "+got+" now", []span{{4, 4 + len(got)}})
	}
}

// TestAdversarialRepeats runs 100 000 repetitions of the patterns that
// make a naive linkifier rescan: trigger characters, schemes, local parts.
func TestAdversarialRepeats(t *testing.T) {
	const n = adversarialRepeat
	rep := func(s string) string { return strings.Repeat(s, n) }
	every := func(unit, link string) (string, []span) {
		var want []span
		for i := range n {
			want = append(want, span{i * len(unit), i*len(unit) + len(link)})
		}
		return rep(unit), want
	}
	links, linksWant := every("example.com ", "example.com")
	emails, emailsWant := every("a@example.com, ", "a@example.com")
	tests := []struct {
		name, text string
		want       []span
	}{
		// A domain is the whole run of labels and separators, and this
		// one is longer than 253 bytes.
		{"www.", rep("www."), nil},
		{"a.", rep("a."), nil},
		// "www." alone has no top-level domain.
		{"www. and a space", rep("www. "), nil},
		// No domain follows any '@' but the last.
		{"a@", rep("a@"), nil},
		{"a@ then a domain", rep("a@") + "example.com", suffix(rep("a@")+"example.com", len("a@example.com"))},
		{"@ then a domain: empty local part", rep("@") + "example.com", nil},
		{"mailto: then an address", rep("mailto:") + "a@example.com", suffix(rep("mailto:")+"a@example.com", len("mailto:a@example.com"))},
		{"http://", rep("http://"), nil},
		{"http: then a host", rep("http:") + "//example.com", suffix(rep("http:")+"//example.com", len("http://example.com"))},
		{"colons", rep(":"), nil},
		{"slashes", rep("/"), nil},
		{"ideographic full stops", rep("。"), nil},
		{"@.", rep("@."), nil},
		{"links", links, linksWant},
		{"addresses", emails, emailsWant},
	}
	for _, tt := range tests {
		checkSpans(t, tt.name, defaultDetector, tt.text, tt.want)
	}
}

// TestAdversarialSoftRuns checks that a run of Soft code points is part of
// a link only when an Include code point follows it (section 3.5.1), however
// long the run.
func TestAdversarialSoftRuns(t *testing.T) {
	const n = adversarialRepeat
	// The ASCII code points that are Soft and neither a terminator nor a
	// separator in a path, and some non-ASCII ones.
	var soft strings.Builder
	for c := range utf8.RuneSelf {
		if LinkTerm(rune(c)) == Soft && partAction(PathPart, byte(c)) == actTerm {
			soft.WriteByte(byte(c))
		}
	}
	for _, r := range "。、！？：；“”" {
		if LinkTerm(r) != Soft {
			t.Fatalf("%U is %v, not Soft", r, LinkTerm(r))
		}
		soft.WriteRune(r)
	}
	run := strings.Repeat(soft.String(), n/soft.Len()+1)
	const link = "https://example.com/a"
	markdown := New(withProseRules(markdownProse))
	tests := []struct {
		name, text string
		d          *Detector
		want       []span
	}{
		{"at the end of the text", link + run, defaultDetector, []span{{0, len(link)}}},
		{"before a space", link + run + " b", defaultDetector, []span{{0, len(link)}}},
		{"before an Include", link + run + "b", defaultDetector, whole(link + run + "b")},
		{"after a domain", "example.com" + run, defaultDetector, []span{{0, len("example.com")}}},
		{"after an address", "a@example.com" + run, defaultDetector, []span{{0, len("a@example.com")}}},
		// A domain cannot start after '.'.
		{"before a domain", strings.Repeat(".", n) + "example.com", defaultDetector, nil},
		// The first '?' starts the query, which section 3.5.1 keeps; the
		// others are Soft.
		{"question marks", link + strings.Repeat("?", n), defaultDetector, []span{{0, len(link) + 1}}},
		{"question marks, markdownProse", link + strings.Repeat("?", n), markdown, []span{{0, len(link)}}},
		{"emphasis, markdownProse", link + strings.Repeat("*_~", n/3), markdown, []span{{0, len(link)}}},
		{"emphasis then an Include, markdownProse", link + strings.Repeat("*_~", n/3) + "b", markdown, whole(link + strings.Repeat("*_~", n/3) + "b")},
	}
	for _, tt := range tests {
		checkSpans(t, tt.name, tt.d, tt.text, tt.want)
	}
}

// hardForms are Hard text in its forms: white space and line ends, NUL and
// other controls, other Hard code points, and every kind of invalid UTF-8,
// whose bytes section 3.5.1 does not see as code points and the engine
// treats as Hard.
var hardForms = []struct{ name, text string }{
	{"space", " "},
	{"NUL", "\x00"},
	{"NULs", "\x00\x00\x00"},
	{"tab", "\t"},
	{"LF", "\n"},
	{"CR", "\r"},
	{"CRLF", "\r\n"},
	{"LFCR", "\n\r"},
	{"CRCRLF", "\r\r\n"},
	{"CRLF twice", "\r\n\r\n"},
	{"VT", "\v"},
	{"FF", "\f"},
	{"DEL", "\x7f"},
	{"NEL", "\u0085"},
	{"LINE SEPARATOR", "\u2028"},
	{"PARAGRAPH SEPARATOR", "\u2029"},
	{"NO-BREAK SPACE", "\u00a0"},
	{"IDEOGRAPHIC SPACE", "\u3000"},
	{"deprecated INHIBIT SYMMETRIC SWAPPING", "\u206a"},
	{"deprecated LANGUAGE TAG", "\U000E0001"},
	{"noncharacter U+FFFE", "\ufffe"},
	{"noncharacter U+10FFFF", "\U0010ffff"},
	{"private use", "\ue000"},
	{"unassigned", "\u0378"},
	{"lone continuation byte 0x80", "\x80"},
	{"lone continuation byte 0xBF", "\xbf"},
	{"continuation bytes", "\x80\x81\xbf"},
	{"overlong NUL", "\xc0\x80"},
	{"overlong '/'", "\xc0\xaf"},
	{"overlong U+007F", "\xc1\xbf"},
	{"overlong '/' in 3 bytes", "\xe0\x80\xaf"},
	{"overlong U+07FF", "\xe0\x9f\xbf"},
	{"overlong '/' in 4 bytes", "\xf0\x80\x80\xaf"},
	{"overlong U+FFFF", "\xf0\x8f\xbf\xbf"},
	{"surrogate U+D800", "\xed\xa0\x80"},
	{"surrogate U+DFFF", "\xed\xbf\xbf"},
	{"surrogate pair", "\xed\xa0\xbd\xed\xb8\x8e"},
	{"U+110000", "\xf4\x90\x80\x80"},
	{"lead byte 0xF5", "\xf5\x80\x80\x80"},
	{"lead byte 0xF7", "\xf7\xbf\xbf\xbf"},
	{"5-byte form", "\xf8\x88\x80\x80\x80"},
	{"6-byte form", "\xfc\x84\x80\x80\x80\x80"},
	{"0xFE", "\xfe"},
	{"0xFF", "\xff"},
	{"truncated 2-byte sequence", "\xc3"},
	{"truncated 3-byte sequence", "\xe3\x80"},
	{"truncated 4-byte sequence", "\xf0\x9f\x98"},
}

// hardContexts hold a Hard text at each %s, with the links marked as in
// detectCases. Each expectation follows from the rules for a space; the
// test checks that every form of Hard text gives the same links.
var hardContexts = []string{
	"⸠example.com⸡%s⸠example.org⸡",
	"%s⸠example.com⸡%s",
	"exa%s⸠mple.com⸡",
	"example.%scom",
	"⸠https://example.com/a⸡%sb",
	"⸠https://example.com/a?q=⸡%s#f",
	"⸠https://example.com⸡%s/path",
	"https://exa%s⸠mple.com/⸡",
	"http%s://example.com",
	"http://[::1%s]/",
	"⸠example.com:80⸡%s80/x",
	"⸠example.com/(⸡%s)",
	"a%s⸠b@example.com⸡",
	"a@%s⸠example.com⸡",
	"a@exam%s⸠ple.com⸡",
	"mailto:%s⸠a@example.com⸡",
	"⸠a.b@example.com⸡%s.c",
	"⸠www.example.com/a⸡%s@b.org",
	"⸠https://example.com/a⸡%s⸠https://example.org/b⸡%s⸠c@example.net⸡%s",
}

// invalidContexts are the hardContexts where invalid UTF-8 gives other
// links than a space: it reads as U+FFFD (issue 41, row 3), a lost
// character, so no domain or local part starts right after it
// ("ex\xe9mple.com" is no "mple.com"), and a URL that U+FFFD, an Include
// character, would go on through is no link: cut at the byte, it would go
// to another page. Where U+FFFD ends a link (after a host or a port), the
// byte ends it as a space does.
var invalidContexts = map[string]string{
	"⸠https://example.com/a⸡%sb":     "https://example.com/a%sb",
	"⸠https://example.com/a?q=⸡%s#f": "https://example.com/a?q=%s#f",
	"⸠example.com/(⸡%s)":             "example.com/(%s)",
	"⸠www.example.com/a⸡%s@b.org":    "www.example.com/a%s@b.org",
	"⸠example.com⸡%s⸠example.org⸡":   "⸠example.com⸡%sexample.org",
	"%s⸠example.com⸡%s":              "%sexample.com%s",
	"exa%s⸠mple.com⸡":                "exa%smple.com",
	"https://exa%s⸠mple.com/⸡":       "https://exa%smple.com/",
	"a%s⸠b@example.com⸡":             "a%sb@example.com",
	"a@%s⸠example.com⸡":              "a@%sexample.com",
	"a@exam%s⸠ple.com⸡":              "a@exam%sple.com",
	"mailto:%s⸠a@example.com⸡":       "mailto:%sa@example.com",
	"⸠https://example.com/a⸡%s⸠https://example.org/b⸡%s⸠c@example.net⸡%s": "https://example.com/a%shttps://example.org/b%sc@example.net%s",
}

// TestAdversarialHardText checks that every form of Hard text, invalid
// UTF-8 included, ends and separates links as a space does (invalid UTF-8
// starts none, see invalidContexts), and that
// Format reads it as U+FFFD in a path and rejects it in a host.
func TestAdversarialHardText(t *testing.T) {
	for _, f := range hardForms {
		if utf8.ValidString(f.text) {
			for _, r := range f.text {
				if LinkTerm(r) != Hard {
					t.Fatalf("%s: %U is %v, not Hard", f.name, r, LinkTerm(r))
				}
			}
		} else {
			for i := 0; i < len(f.text); i++ {
				if r, size := utf8.DecodeRuneInString(f.text[i:]); r != utf8.RuneError || size != 1 {
					t.Fatalf("%s: %q holds the code point %U", f.name, f.text, r)
				}
			}
		}
		for _, c := range hardContexts {
			if ic, ok := invalidContexts[c]; ok && !utf8.ValidString(f.text) {
				c = ic
			}
			text, want := unmark(strings.ReplaceAll(c, "%s", f.text))
			var w []span
			for _, s := range want {
				w = append(w, span(s))
			}
			checkSpans(t, f.name, defaultDetector, text, w)
			for _, l := range Detect(text) {
				if h := l.Href(text); !utf8.ValidString(h) || strings.Contains(h, f.text) {
					t.Errorf("%s: %q: Href %q", f.name, text, h)
				}
			}
		}
		if utf8.ValidString(f.text) {
			continue
		}
		// Read as U+FFFD (one for each maximal subpart: TestReplaceInvalid),
		// which minimal escaping keeps.
		lost := replaceInvalid(f.text)
		require.True(t, utf8.ValidString(lost), f.name)
		in, want := "https://example.com/a"+f.text+"b", "https://example.com/a"+lost+"b"
		if got, err := Format(in); err != nil || got != want {
			t.Errorf("%s: Format(%q) = %q, %v; want %q", f.name, in, got, err, want)
		}
		in, want = "https://example.com/é"+f.text, "https://example.com/é"+lost
		if got, err := Format(in); err != nil || got != want {
			t.Errorf("%s: Format(%q) = %q, %v; want %q", f.name, in, got, err, want)
		}
		if got, err := Format("https://exa" + f.text + "mple.com/"); err == nil {
			t.Errorf("%s: Format accepts it in a host: %q", f.name, got)
		}
	}
}

// invisibles are format characters that are invisible or reorder text:
// zero-width characters, Bidi_Control characters and other default
// ignorables.
var invisibles = []rune{
	0x00AD, 0x034F, 0x061C, 0x115F, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F,
	0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2061, 0x2066, 0x2067, 0x2068,
	0x2069, 0x206A, 0x3164, 0xFE0F, 0xFEFF, 0xFFA0, 0xE0001, 0xE0020, 0xE0061,
}

// TestAdversarialInvisibles checks zero-width and bidi-control characters
// inside links: in a path, one ends the link only when it is Hard or
// Bidi_Control (Link_Term of UTS #58 makes most of them Include, but a
// Bidi_Control character would reorder the link's text: detectionTerm); in
// a domain, the link
// follows UTS #46 as scanHostEnd says (a code point that may be in a label is
// part of the domain, which is then valid if IDNA accepts it); in a local
// part, Link_Email decides.
func TestAdversarialInvisibles(t *testing.T) {
	for _, r := range invisibles {
		c := string(r)
		name := fmt.Sprintf("%U", r)

		// Paths, queries, fragments.
		for _, tail := range []string{"/a" + c + "b", "/a?q=" + c + "b", "#a" + c + "b", "/" + c + "a", "/a" + c} {
			text := "see https://example.com" + tail + " now"
			want := []span{{4, len(text) - 4}}
			if LinkTerm(r) == Hard || unicode.Is(unicode.Bidi_Control, r) {
				// The link ends before it: what precedes it in each tail
				// ends with an Include code point or a separator.
				want[0][1] = 4 + len("https://example.com") + strings.Index(tail, c)
			}
			checkSpans(t, name+" in "+tail, defaultDetector, text, want)
		}

		// Domains.
		for _, dom := range []string{"exa" + c + "mple.com", c + "example.com", "example" + c + ".com"} {
			text := "see " + dom + " now"
			var want []span
			switch {
			case !isLabelRune(r):
				// Not a label code point: the domain is what follows it.
				if rest := dom[strings.Index(dom, c)+len(c):]; rest == "mple.com" || rest == "example.com" {
					want = []span{{len(text) - 4 - len(rest), len(text) - 4}}
				}
			case validIDNA(dom):
				want = []span{{4, 4 + len(dom)}}
			}
			checkSpans(t, name+" in "+dom, defaultDetector, text, want)
		}

		// Local parts.
		text := "mail a" + c + "b@example.com now"
		want := []span{{len("mail a") + len(c), len(text) - 4}}
		if IsLinkEmail(r) {
			want[0][0] = len("mail ")
		}
		checkSpans(t, name+" in a local part", defaultDetector, text, want)
	}
}

// validIDNA reports whether IDNA (UTS #46, Lookup profile) accepts dom.
func validIDNA(dom string) bool {
	_, err := idna.Lookup.ToASCII(dom)
	return err == nil
}

// TestAdversarialManyLinks detects a document of 100 000 links of every
// kind, separated by spaces, punctuation and line ends, and checks each
// link's extent, kind and host.
func TestAdversarialManyLinks(t *testing.T) {
	const n = adversarialRepeat
	type want struct {
		link, host span
		kind       Kind
	}
	// Each form is formatted with i, i%0xFFFF and i%256.
	fill := func(form string, i int) string {
		if !strings.Contains(form, "%") {
			return form
		}
		return fmt.Sprintf(form, i, i%0xFFFF, i%256)
	}
	forms := []struct {
		link, host string
		kind       Kind
	}{
		{"https://example.com/p%[1]d", "example.com", URL},
		{"www.example%[1]d.org", "www.example%[1]d.org", Domain},
		{"user%[1]d@example.net", "example.net", Email},
		{"mailto:m.n@ex%[1]d.com", "ex%[1]d.com", Email},
		{"http://[2001:db8::%[2]x]:8080/", "[2001:db8::%[2]x]", URL},
		{"http://192.0.2.%[3]d/a(b)", "192.0.2.%[3]d", URL},
		{"例え%[1]d.jp/パス", "例え%[1]d.jp", Domain},
		{"https://ja.wikipedia.org/wiki/%[1]d#:~:text=a,b", "ja.wikipedia.org", URL},
	}
	separators := []string{" ", "; ", ".\n", "\r\n", " (", ") ", "! ", "\t", "\x00", " — ", "。 "}
	var b strings.Builder
	var wants []want
	for i := range n {
		b.WriteString(separators[i%len(separators)])
		f := forms[i%len(forms)]
		link, host := fill(f.link, i), fill(f.host, i)
		h := strings.Index(link, host)
		if h < 0 {
			t.Fatalf("form %q: no host %q", f.link, f.host)
		}
		start := b.Len()
		b.WriteString(link)
		wants = append(wants, want{span{start, b.Len()}, span{start + h, start + h + len(host)}, f.kind})
	}
	b.WriteString(".")
	text := b.String()
	links := Detect(text)
	if len(links) != n {
		t.Fatalf("%d links, want %d", len(links), n)
	}
	for i, l := range links {
		w := wants[i]
		if (span{l.Start, l.End}) != w.link || (span{l.HostStart, l.HostEnd}) != w.host || l.Kind != w.kind {
			t.Fatalf("link %d: %v %q host %q, want %v %q host %q", i, l.Kind, text[l.Start:l.End], text[l.HostStart:l.HostEnd],
				w.kind, text[w.link[0]:w.link[1]], text[w.host[0]:w.host[1]])
		}
	}
	count := 0
	for range defaultDetector.All(text) {
		count++
	}
	if count != n {
		t.Errorf("All: %d links, want %d", count, n)
	}
}
