package unicodelinks

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// formatTests are checked by hand against UTS #58 sections 1.3, 4 and 4.1
// and the decisions documented on Format.
var formatTests = []struct{ in, want string }{
	// Examples in the text of the standard.
	{"https://ja.wikipedia.org/wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%29%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3",
		"https://ja.wikipedia.org/wiki/アルベルト%29アインシュタイン"}, // §1.3
	{"abc.com/path1./path2.", "abc.com/path1./path2%2E"},                                     // §4
	{"bücher.de/b%C3%BCcher", "bücher.de/bücher"},                                            // §4
	{"https://www.linkedin.com/in/my.user.name", "https://www.linkedin.com/in/my.user.name"}, // §1.3
	{"https://example.com#:~:text=foo&text=bar", "https://example.com#:~:text=foo&text=bar"}, // §3.5

	// Scheme, user information, host and port are kept as given.
	{"https://example.com", "https://example.com"},
	{"HTTPS://Example.COM:8443/%7Euser", "HTTPS://Example.COM:8443/~user"},
	{"xn--bcher-kva.de/b%C3%BCcher", "xn--bcher-kva.de/bücher"},
	{"https://us%20er:pw@example.com/a%20b", "https://us%20er:pw@example.com/a%20b"},
	{"https://[::1]:8080/%CE%B1", "https://[::1]:8080/α"},
	{"localhost:8080/a.", "localhost:8080/a%2E"},
	{"http://192.168.0.1?q=%CE%B1", "http://192.168.0.1?q=α"},

	// The last part's final Soft code point is escaped; other parts keep it.
	{"https://x.com/a./b.?q.=v.#f.", "https://x.com/a./b.?q.=v.#f%2E"},
	{"https://x.com/a.?q.", "https://x.com/a.?q%2E"},
	// Present but empty parts are kept and count as the last part.
	{"https://x.com/a.?", "https://x.com/a.?"},
	{"https://x.com/a.#", "https://x.com/a.#"},
	{"https://x.com/", "https://x.com/"},
	{"https://x.com?", "https://x.com?"},
	{"https://x.com/?#", "https://x.com/?#"},

	// Syntax escapes are kept per part, other escapes decoded.
	{"https://x.com/%2F%3F%23%5C%3D%26%2B?%2F%3F%3D%26%2B%23#%2F%3F%23%26%3D%2B",
		"https://x.com/%2F%3F%23%5C=&+?/?%3D%26%2B%23#/?#&=+"},
	{"https://x.com/a%2fb", "https://x.com/a%2Fb"},

	// Fragment directives: the fragment ends at the first ":~:".
	{"https://example.com#reserved:~:text=Reserved,into:~:text=open,closed",
		"https://example.com#reserved:~:text=Reserved,into:~:text=open,closed"},
	{"https://example.com/#:~:text=%CE%B1%2C%20%CE%B2,%CE%B3%2D", "https://example.com/#:~:text=α%2C%20β,γ%2D"},
	{"https://x.com#a.:~:text=b.", "https://x.com#a.:~:text=b%2E"},
	{"https://x.com#a%3A%7E:~:text=b", "https://x.com#a%3A~:~:text=b"},
	{"https://x.com#a%3A%7E%3Ab", "https://x.com#a%3A~:b"},
	{"https://x.com?a:~:b", "https://x.com?a:~:b"}, // only in a fragment

	// Brackets.
	{"https://x.com/(a)?(b)#(c)", "https://x.com/(a)?(b)#(c)"},
	{"https://x.com/a)?b)#c)", "https://x.com/a%29?b%29#c%29"},
	{"https://x.com/(a?b)", "https://x.com/(a?b%29"}, // the stack is per part
	// §4.1 pops the stack at a mismatched Close; §3.5.1 stops there (see
	// TestFormatDetectionDivergence).
	{"x.com/[(a]b]", "x.com/[(a%5Db]"},
	// An Open beyond maxBracketDepth is escaped, and then its Close.
	{"x.com/" + strings.Repeat("(", 126) + "x" + strings.Repeat(")", 126),
		"x.com/" + strings.Repeat("(", 125) + "%28x" + strings.Repeat(")", 125) + "%29"},

	// Hard code points, raw or escaped.
	{"https://x.com/a b?c d#e f", "https://x.com/a%20b?c%20d#e%20f"},
	{"https://x.com/a\u00A0b", "https://x.com/a%C2%A0b"},
	{"https://x.com/%00", "https://x.com/%00"},

	// '%' that is data.
	{"https://x.com/100%25?a=50%25#%2541", "https://x.com/100%?a=50%#%2541"},
	{"https://x.com/%%41%42", "https://x.com/%25AB"},

	// Invalid UTF-8 anywhere: every non-ASCII byte of the parts is escaped.
	{"https://x.com/%C3%A9?%FF", "https://x.com/%C3%A9?%FF"},
	{"https://x.com/é#%fe", "https://x.com/%C3%A9#%FE"},
	{"https://x.com/%41%82", "https://x.com/A%82"},
	{"https://bücher.de/%FF", "https://bücher.de/%FF"}, // the host is kept
}

func TestFormat(t *testing.T) {
	for _, tt := range formatTests {
		got, err := Format(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Format(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

// TestFormatKeepsInvisiblesEscaped checks issue 32, row 9: a Bidi_Control or
// default-ignorable code point stays escaped in a shown URL, or is escaped
// when raw (UTS #58 section 8), as Detector.AppendHref escapes it in an
// href; decoded, "%E2%80%AEmoc.elgoog" shows "google.com". AppendHref and
// EscapePath give the same.
func TestFormatKeepsInvisiblesEscaped(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://x.com/%E2%80%AEmoc.elgoog", "https://x.com/%E2%80%AEmoc.elgoog"}, // RIGHT-TO-LEFT OVERRIDE
		{"https://x.com/%E2%80%8Bmoc.elgoog", "https://x.com/%E2%80%8Bmoc.elgoog"}, // ZERO WIDTH SPACE
		{"https://x.com/%C2%ADmoc.elgoog", "https://x.com/%C2%ADmoc.elgoog"},       // SOFT HYPHEN
		{"https://x.com/%E2%81%A6moc.elgoog", "https://x.com/%E2%81%A6moc.elgoog"}, // LEFT-TO-RIGHT ISOLATE
		{"https://x.com/%e2%80%ae", "https://x.com/%E2%80%AE"},
		{"https://x.com/a\u202eb", "https://x.com/a%E2%80%AEb"},
		{"https://x.com/%CE%B1%D8%9C%CE%B2\u200f", "https://x.com/α%D8%9Cβ%E2%80%8F"},
		{"https://x.com/a?q=%E2%81%A9&r=\u2067#%EF%BB%BF:~:text=\u3164", "https://x.com/a?q=%E2%81%A9&r=%E2%81%A7#%EF%BB%BF:~:text=%E3%85%A4"},
	} {
		got, err := Format(tt.in)
		require.NoError(t, err, "Format(%q)", tt.in)
		assert.Equal(t, tt.want, got, "Format(%q)", tt.in)
		assert.Equal(t, tt.want, string(AppendHref(nil, tt.in)), "AppendHref(%q)", tt.in)
	}
	assert.Equal(t, "a%E2%80%AEb", EscapePath("a\u202eb", true))
	assert.Equal(t, "a%E2%80%8B", EscapePath("a%E2%80%8B", true))
}

func TestFormatErrors(t *testing.T) {
	for _, tt := range []struct{ in, reason string }{
		{"", "empty URL"},
		{"https://", "missing host"},
		{"https:///a", "missing host"},
		{"https://?q", "missing host"},
		{"https://user@/a", "missing host"},
		{"https://[]/", "missing host"},
		{"/path", "missing host"},
		{"?q=1", "missing host"},
		{"#frag", "missing host"},
		{"mailto:a@example.com", `scheme "mailto" not followed by "//": only URLs with a host can be formatted`},
		{"urn:isbn:0451450523", `scheme "urn" not followed by "//"`},
		{"https://x.com:/a", "empty port"},
		{"https://x.com:http/a", `invalid port "http"`},
		{"https://x.com:-1", `invalid port "-1"`},
		{"x.com:80ab/c", `invalid port "80ab"`},
		{"https:example.com", `scheme "https" not followed by "//"`},
		{"https://x.com:8080:1/a", `invalid port "8080:1"`},
		{"https://x.com:65536/a", "port 65536 out of range"},
		{"https://x.com:0000065536", "port 0000065536 out of range"},
		{"https://ex\x01ample.com/", `control or space character '\x01' in host`},
		{"https://ex\u0085ample.com/", `control or space character '\u0085' in host`},
		{"https://exa mple.com/", `control or space character ' ' in host`},
		{"https://exa\u3000mple.com/", `control or space character '\u3000' in host`},
		{"https://x\xff.com/", "invalid UTF-8 in host"},
		{"https://x<y.com", `invalid character '<' in host`},
		{"https://x^y.com", `invalid character '^' in host`},
		{"https://a b@x.com", "control or space character ' ' in user information"},
		{"https://[::1/a", `missing "]" in host "[::1"`},
		{"https://[::1]x/a", `unexpected "x" after host "[::1]"`},
		{"https://[::1]:x/a", `invalid port "x"`},
		{"https://[::1 ]/a", `control or space character ' ' in host`},
		{"https://x.com/a\tb", "tab or newline in URL"},
		{"https://x.com/a\nb", "tab or newline in URL"},
		{" https://x.com", `URL begins with control or space character ' '`},
		{"https://x.com/a ", `URL ends with control or space character ' '`},
		{"https://x.com/a\x00", `URL ends with control or space character '\x00'`},
	} {
		got, err := Format(tt.in)
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Errorf("Format(%q) = %q, %v; want a *FormatError", tt.in, got, err)
			continue
		}
		if got != "" || fe.URL != tt.in || !strings.HasPrefix(fe.Reason, tt.reason) {
			t.Errorf("Format(%q) = %q, &FormatError{%q, %q}; want \"\", &FormatError{%[1]q, %[5]q…}", tt.in, got, fe.URL, fe.Reason, tt.reason)
		}
	}
	err := &FormatError{URL: "https:///a", Reason: "missing host"}
	if got, want := err.Error(), `unicodelinks: cannot format "https:///a": missing host`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

var urlStringTests = []struct {
	u    URLParts
	want string
}{
	{URLParts{Scheme: "https", Host: "example.com"}, "https://example.com"},
	{URLParts{Host: "abc.com", Path: []string{"path1.", "path2."}}, "abc.com/path1./path2%2E"}, // §4
	{URLParts{Scheme: "https", Host: "ja.wikipedia.org", Path: []string{"wiki", "アルベルト)アインシュタイン"}},
		"https://ja.wikipedia.org/wiki/アルベルト%29アインシュタイン"}, // §1.3
	{URLParts{Scheme: "http", Host: "[::1]", Port: "8080", Path: []string{""}}, "http://[::1]:8080/"},
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{}, Query: []QueryParam{}}, "https://x.com"},
	{URLParts{Scheme: "https", Host: "x.com", Query: []QueryParam{{}}}, "https://x.com?"},
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{"", ""}}, "https://x.com//"},
	// Interior escaping of data.
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{`a/b?c#d\e&f=g+h:~:i`}}, `https://x.com/a%2Fb%3Fc%23d%5Ce&f=g+h:~:i`},
	{URLParts{Scheme: "https", Host: "x.com", Query: []QueryParam{{Key: "a&b", Value: "c=d+e#f/g?", HasValue: true}, {Key: "k"}}},
		"https://x.com?a%26b=c%3Dd%2Be%23f/g?&k"},
	{URLParts{Scheme: "https", Host: "x.com", Fragment: "a#b/c?d&e=f,g-h:~:i"}, "https://x.com#a#b/c?d&e=f,g-h%3A~:i"},
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{"100%", "%41", "%"}}, "https://x.com/100%/%2541/%"},
	{URLParts{Scheme: "https", Host: "x.com", Fragment: "50%"}, "https://x.com#50%"},
	// Minimal escaping afterwards.
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{"a b", "c)"}, Query: []QueryParam{{Key: "q", Value: "v.", HasValue: true}}},
		"https://x.com/a%20b/c%29?q=v%2E"},
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{"a."}, Query: []QueryParam{{Key: "q."}}, Fragment: "f."}, "https://x.com/a.?q.#f%2E"},
	// Fragment directives.
	{URLParts{Scheme: "https", Host: "x.com", Fragment: "top", Directives: []string{"text=a,b", "text=c%2Cd"}}, "https://x.com#top:~:text=a,b:~:text=c%2Cd"},
	{URLParts{Scheme: "https", Host: "x.com", Directives: []string{"text=α%20β"}}, "https://x.com#:~:text=α%20β"},
	{URLParts{Scheme: "https", Host: "x.com", Directives: []string{"text=a:~:b"}}, "https://x.com#:~:text=a%3A~:b"},
	// A ':' before the ":~:" that follows the fragment or a directive.
	{URLParts{Scheme: "https", Host: "x.com", Fragment: "a:~", Directives: []string{"text=b"}}, "https://x.com#a%3A~:~:text=b"},
	{URLParts{Scheme: "https", Host: "x.com", Directives: []string{"text=a:~", "text=b"}}, "https://x.com#:~:text=a%3A~:~:text=b"},
	{URLParts{Scheme: "https", Host: "x.com", Fragment: "a:~"}, "https://x.com#a:~"},
	// Invalid UTF-8 in data: every non-ASCII byte is escaped.
	{URLParts{Scheme: "https", Host: "x.com", Path: []string{"é", "\xff"}}, "https://x.com/%C3%A9/%FF"},
}

func TestURLString(t *testing.T) {
	for _, tt := range urlStringTests {
		got := tt.u.String()
		if got != tt.want {
			t.Errorf("%#v.String()\n got %q\nwant %q", tt.u, got, tt.want)
		}
		if again, err := Format(got); err != nil || again != got {
			t.Errorf("Format(%q) = %q, %v; want it unchanged", got, again, err)
		}
	}
}

// percentDecode decodes the valid escapes of s and keeps everything else.
func percentDecode(s string) []byte {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return b
}

// formatInputs returns the URLs of the unit tests and of both test files.
func formatInputs(t *testing.T) []string {
	var in []string
	for _, tt := range formatTests {
		in = append(in, tt.in, tt.want)
	}
	for _, tt := range urlStringTests {
		in = append(in, tt.want)
	}
	for _, dir := range []string{ucd.Version, ucd.Superseded} {
		for _, c := range readFormatCases(t, uts58File(t, dir)) {
			in = append(in, c.source, c.want)
		}
	}
	return in
}

// TestFormatRoundTrip checks that Format is idempotent and keeps the bytes
// that the URL percent-decodes to.
func TestFormatRoundTrip(t *testing.T) {
	for _, u := range formatInputs(t) {
		f, err := Format(u)
		if err != nil {
			t.Errorf("Format(%q): %v", u, err)
			continue
		}
		if ff, err := Format(f); err != nil || ff != f {
			t.Errorf("Format(Format(%q)) = %q, %v; want %q", u, ff, err, f)
		}
		if !bytes.Equal(percentDecode(f), percentDecode(u)) {
			t.Errorf("Format(%q) = %q decodes to %q, want %q", u, f, percentDecode(f), percentDecode(u))
		}
	}
}

// TestFormatDetectionPromise checks that link detection (TerminateURL),
// started after the host, finds the whole of a formatted URL in text, the
// goal of section 4, but where detectionStop says that the divergence of
// the bracket stacks stops it.
func TestFormatDetectionPromise(t *testing.T) {
	for _, u := range formatInputs(t) {
		f, err := Format(u)
		if err != nil {
			t.Errorf("Format(%q): %v", u, err)
			continue
		}
		if msg := checkFormatDetected(f); msg != "" {
			t.Errorf("Format(%q) = %q: %s", u, f, msg)
		}
	}
}

// TestFormatDetectionDivergence shows the one exception to the promise of
// section 4, which UTS #58 writes into its two algorithms (see Format and
// detectionStop), in both its forms, and that detectionStop names exactly
// the cases where detection ends early.
func TestFormatDetectionDivergence(t *testing.T) {
	deep := strings.Repeat("(", maxBracketDepth)
	for _, tt := range []struct {
		in, formatted string
		stop          int // where detection ends, -1 for the whole URL
	}{
		// §4.1 pops '(' at the first ']' and escapes it; the final ']'
		// matches '[' for formatting, but detection meets '(' on top.
		{"x.com/[(a]b]", "x.com/[(a%5Db]", len("x.com/[(a%5Db")},
		// §4.1 pops '(' at '>', so the 125 Opens that follow fit its
		// stack; detection's stack is full one Open earlier.
		{"x.com/(>" + deep + "a", "x.com/(%3E" + deep + "a", len("x.com/(%3E") + maxBracketDepth - 1},
		{"x.com/(>" + deep[1:] + "a", "x.com/(%3E" + deep[1:] + "a", -1},
		// The stacks differ, but nothing after the pop tells.
		{"x.com/(]a", "x.com/(%5Da", -1},
		{"x.com/[(a]b)", "x.com/[(a%5Db%29", -1},
		// A separator makes them agree again.
		{"x.com/[(a]/b]", "x.com/[(a%5D/b%5D", -1},
		// A Close with an empty stack is escaped by both.
		{"x.com/a)b]", "x.com/a%29b%5D", -1},
	} {
		f, err := Format(tt.in)
		if err != nil || f != tt.formatted {
			t.Errorf("Format(%q) = %q, %v; want %q", tt.in, f, err, tt.formatted)
			continue
		}
		if got := detectionStop(f); got != tt.stop {
			t.Errorf("detectionStop(%q) = %d, want %d", f, got, tt.stop)
		}
		want := len(f)
		if tt.stop >= 0 {
			want = tt.stop
		}
		if got := TerminateURL("See "+f+" now", 4+len("x.com")) - 4; got != want {
			t.Errorf("%q: detection ends at %d, want %d", f, got, want)
		}
		if msg := checkFormatDetected(f); msg != "" {
			t.Errorf("%q: %s", f, msg)
		}
	}
}

// checkFormatDetected checks the promise of section 4 on f, an output of
// Format, and returns what fails or "": that f, between spaces in a
// sentence, is detected as exactly one link covering all of it, but where
// detectionStop says that detection stops early; then detection ends there
// exactly, as if the text ended there. TerminateURL is checked after the
// host whatever the host; Detect, where a Detector takes the scheme and
// host for a link (see authorityDetector).
func checkFormatDetected(f string) string {
	var sp urlSplit
	if reason := sp.split(f); reason != "" {
		return reason
	}
	const before, after = "See ", " now"
	want := len(f)
	if at := detectionStop(f); at >= 0 {
		want = TerminateURL(before+f[:at]+after, len(before)+sp.hostEnd) - len(before)
	}
	if end := TerminateURL(before+f+after, len(before)+sp.hostEnd) - len(before); end != want {
		return fmt.Sprintf("detection after the host ends at %d (%q), want %d", end, f[:end], want)
	}
	d := authorityDetector(f, &sp)
	if d == nil {
		return ""
	}
	links := d.Detect(before + f + after)
	switch {
	case len(links) == 0:
		return "Detect finds no link"
	case links[0].Start != len(before) || links[0].End != len(before)+want:
		l := links[0]
		return fmt.Sprintf("Detect finds %q, want %q", (before + f + after)[l.Start:l.End], f[:want])
	case want == len(f) && len(links) != 1:
		return fmt.Sprintf("Detect finds %d links", len(links))
	}
	return ""
}

// authorityDetector returns a Detector that detects the scheme, user
// information, host and port of f, an output of Format with the split sp,
// as one link when a path follows them, or nil when none does. Format keeps
// them as given, and Detect decides which of them make a link (scanHostEnd,
// no user information, valid ports); the Detector takes any top-level
// domain and the URL's own scheme.
func authorityDetector(f string, sp *urlSplit) *Detector {
	auth := f[:sp.hostEnd]
	opts := []Option{WithAnyTLD(true)}
	if i := schemeEnd(auth); i > 0 && strings.HasPrefix(auth[i:], "://") {
		opts = append(opts, WithSchemes(auth[:i]))
	}
	d := New(opts...)
	probe := auth
	if sp.n > 0 {
		probe += "/"
	}
	links := d.Detect("See " + probe + " now")
	if len(links) != 1 || links[0].Start != 4 || links[0].End != 4+len(probe) {
		return nil
	}
	return d
}

func BenchmarkFormat(b *testing.B) {
	cases := readFormatCases(b, uts58File(b, ucd.Version))
	n := 0
	for _, c := range cases {
		n += len(c.source)
	}
	b.ReportAllocs()
	b.SetBytes(int64(n))
	for b.Loop() {
		for _, c := range cases {
			if _, err := Format(c.source); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkURLString(b *testing.B) {
	u := URLParts{Scheme: "https", Host: "example.com", Path: []string{"αβγ", "δ.εζ"},
		Query: []QueryParam{{Key: "θ", Value: "ικλ", HasValue: true}, {Key: "μ", Value: "γ.ξο", HasValue: true}}, Fragment: "π.ρς."}
	b.ReportAllocs()
	for b.Loop() {
		_ = u.String()
	}
}

// FuzzFormat checks the promises of Format on any input it accepts: it is
// idempotent, keeps the percent-decoded bytes, writes no Hard code point
// literally after the host, and its result, between spaces in a sentence,
// is detected as exactly one link covering all of it (checkFormatDetected),
// save where detectionStop says the bracket stacks of sections 3.5.1 and
// 4.1 diverge.
func FuzzFormat(f *testing.F) {
	for _, tt := range formatTests {
		f.Add(tt.in)
	}
	f.Add("https://x.com/%25%34%31#a%3A%7E:~:text=%2C,%3A~")
	f.Add("x.com/(>" + strings.Repeat("(", maxBracketDepth) + "a")
	f.Add("http://user@x.com:8080/[(a]b]?c=)#d:~:e,f")
	f.Fuzz(func(t *testing.T, u string) {
		got, err := Format(u)
		href := string(AppendHref(nil, u))
		if err != nil {
			// Refused: only what must be escaped is, and nothing that
			// must be escaped is left.
			if !dnsname.HasPrefixFold(u, "mailto:") && !bytes.Equal(percentDecode(href), percentDecode(u)) {
				t.Fatalf("AppendHref(%q) = %q decodes to %q", u, href, percentDecode(href))
			}
			for i := 0; i < len(href); i++ {
				if c := href[i]; c <= ' ' || c == 0x7F || strings.IndexByte("\"<>`", c) >= 0 {
					t.Fatalf("AppendHref(%q) = %q: %q at %d", u, href, c, i)
				}
			}
			if !utf8.ValidString(href) {
				t.Fatalf("AppendHref(%q) = %q: invalid UTF-8", u, href)
			}
			return
		}
		if !dnsname.HasPrefixFold(u, "mailto:") && href != got {
			t.Fatalf("AppendHref(%q) = %q, Format gives %q", u, href, got)
		}
		if again, err := Format(got); err != nil || again != got {
			t.Fatalf("Format(%q) = %q, Format of that = %q, %v", u, got, again, err)
		}
		if !bytes.Equal(percentDecode(got), percentDecode(u)) {
			t.Fatalf("Format(%q) = %q decodes to %q, want %q", u, got, percentDecode(got), percentDecode(u))
		}
		var sp urlSplit
		if reason := sp.split(got); reason != "" {
			t.Fatalf("Format(%q) = %q: %s", u, got, reason)
		}
		for i, r := range got[sp.hostEnd:] {
			if LinkTerm(r) == Hard {
				t.Fatalf("Format(%q) = %q: Hard %U at %d", u, got, r, sp.hostEnd+i)
			}
		}
		if msg := checkFormatDetected(got); msg != "" {
			t.Fatalf("Format(%q) = %q: %s", u, got, msg)
		}
	})
}

// detectionStop returns the offset in formatted, an output of Format, at
// which link detection (section 3.5.1) stops because of the one divergence
// that UTS #58 writes into its two algorithms, or -1 when it does not.
//
// At a Close that does not match the Open on top of the bracket stack,
// section 4.1 pops the stack, escapes the Close and goes on, where section
// 3.5.1 stops. In the formatted URL the Close is escaped, so detection reads
// it as Include and keeps the Open that formatting popped: up to the next
// initiator or separator, the two stacks differ. Two things can then stop
// detection where formatting saw nothing wrong: a literal Close that
// matched formatting's stack but does not match detection's (Format of
// "x.com/[(a]b]" is "x.com/[(a%5Db]", and detection meets the final ']'
// with '(' on top), and a literal Open that formatting pushed but that finds
// detection's stack full, maxBracketDepth reached one Open earlier ("x.com/"
// then "(>" and 125 '('). detectionStop follows both stacks over the parts
// of formatted and returns the offset of the first such bracket; it returns
// -1 when the stacks never differ there. (A Close that §4.1 escaped for an
// empty stack pops nothing, and a Close escaped as a byte of a legacy
// encoding is no code point to §4.1: neither makes the stacks differ.)
func detectionStop(formatted string) int {
	var sp urlSplit
	if sp.split(formatted) != "" {
		return -1
	}
	legacy := false
	for _, pt := range sp.parts[:sp.n] {
		legacy = legacy || !utf8.Valid(percentDecode(pt.text))
	}
	off := sp.hostEnd
	for _, pt := range sp.parts[:sp.n] {
		off += len(partInitiators[pt.part])
		s := pt.text
		var det, form []rune // the stacks of detection and formatting
		for i := 0; i < len(s); {
			if s[i] < utf8.RuneSelf && partAction(pt.part, s[i]) == actClear {
				det, form = det[:0], form[:0]
				i++
				continue
			}
			if pt.part == DirectivePart && hasDirectiveAt(s, i) {
				det, form = det[:0], form[:0]
				i += 3
				continue
			}
			if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
				r, n := rune(unhex(s[i+1])<<4|unhex(s[i+2])), 3
				if !legacy {
					if dr, dn, ok := decodeUnits(s, i); ok {
						r, n = dr, dn
					}
				}
				if (r < utf8.RuneSelf || !legacy) && LinkTerm(r) == Close && len(form) > 0 {
					form = form[:len(form)-1] // §4.1 popped a mismatched Open
				}
				i += n
				continue
			}
			r, n := utf8.DecodeRuneInString(s[i:])
			switch LinkTerm(r) {
			case Open:
				if len(det) == maxBracketDepth && !slices.Equal(det, form) {
					return off + i
				}
				det, form = append(det, r), append(form, r)
			case Close:
				if open, _ := LinkBracket(r); (len(det) == 0 || det[len(det)-1] != open) && !slices.Equal(det, form) {
					return off + i
				}
				if len(det) > 0 {
					det = det[:len(det)-1]
				}
				if len(form) > 0 {
					form = form[:len(form)-1]
				}
			}
			i += n
		}
		off += len(s)
	}
	return -1
}

// FuzzURLString checks that URLParts.String keeps the data of each component:
// splitting its result at the literal syntax characters and percent-decoding
// gives the components back. It is also idempotent under Format and
// detected as Format's results are (checkFormatDetected).
func FuzzURLString(f *testing.F) {
	f.Add("αβ γ", "δ/ε.", "θ&=", "ι+κ%41", "π:~:ρ.", "text=a,b")
	f.Add("a)", "(b", "%", "%%", ":~", "text=a:~")
	f.Fuzz(func(t *testing.T, seg1, seg2, key, value, frag, dir string) {
		u := URLParts{Scheme: "https", Host: "example.com", Path: []string{seg1, seg2},
			Query: []QueryParam{{Key: key, Value: value, HasValue: true}}, Fragment: frag}
		if !strings.Contains(dir, "%") && !strings.ContainsAny(dir, "&,") {
			u.Directives = []string{dir, dir}
		}
		got := u.String()
		if again, err := Format(got); err != nil || again != got {
			t.Fatalf("%#v.String() = %q, Format of that = %q, %v", u, got, again, err)
		}
		var sp urlSplit
		if reason := sp.split(got); reason != "" {
			t.Fatalf("%#v.String() = %q: %s", u, got, reason)
		}
		parts := map[Part]string{}
		for _, pt := range sp.parts[:sp.n] {
			parts[pt.part] = pt.text
		}
		path := strings.Split(parts[PathPart], "/")
		if len(path) != 2 || string(percentDecode(path[0])) != seg1 || string(percentDecode(path[1])) != seg2 {
			t.Fatalf("%#v.String() = %q: path %q", u, got, path)
		}
		k, v, ok := strings.Cut(parts[QueryPart], "=")
		if !ok || strings.ContainsAny(parts[QueryPart], "&") || strings.Count(parts[QueryPart], "=") != 1 ||
			string(percentDecode(k)) != key || string(percentDecode(v)) != value {
			t.Fatalf("%#v.String() = %q: query %q", u, got, parts[QueryPart])
		}
		if string(percentDecode(parts[FragmentPart])) != frag {
			t.Fatalf("%#v.String() = %q: fragment %q", u, got, parts[FragmentPart])
		}
		if len(u.Directives) > 0 {
			// A directive's own separators are its business; check that the
			// ":~:" splits are where they were.
			d := strings.Split(parts[DirectivePart], ":~:")
			if len(d) != 2 || string(percentDecode(d[0])) != dir || string(percentDecode(d[1])) != dir {
				t.Fatalf("%#v.String() = %q: directives %q", u, got, d)
			}
		}
		if msg := checkFormatDetected(got); msg != "" {
			t.Fatalf("%#v.String() = %q: %s", u, got, msg)
		}
	})
}

// TestReplaceInvalid: each maximal subpart of an ill-formed sequence is
// one U+FFFD, as browsers decode (Unicode 16.0, section 3.9, table 3-8's
// example, and the WHATWG Encoding standard).
func TestReplaceInvalid(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a\xf1\x80\x80\xe1\x80\xc2b\x80c\x80\xbfd", "a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd"},
		{"\xe3\x80b", "\uFFFDb"},
		{"\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"\xc0\xaf", "\uFFFD\uFFFD"},
		{"\xf0\x9f\x98", "\uFFFD"},
		{"\xf4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"é\xff", "é\uFFFD"},
		{"ok", "ok"},
	} {
		assert.Equal(t, tc.want, replaceInvalid(tc.in), "%q", tc.in)
	}
}
