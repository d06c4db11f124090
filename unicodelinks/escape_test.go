package unicodelinks

import (
	"strings"
	"testing"
)

type escapeTest struct {
	part Part
	in   string
	last bool
	want string
}

// escapeTests are checked by hand against UTS #58 sections 1.3, 4 and 4.1
// and the decisions documented on AppendEscaped and the Part constants.
var escapeTests = []escapeTest{
	// Examples in the text of the standard.
	{PathPart, "wiki/%E3%82%A2%E3%83%AB%E3%83%99%E3%83%AB%E3%83%88%29%E3%82%A2%E3%82%A4%E3%83%B3%E3%82%B7%E3%83%A5%E3%82%BF%E3%82%A4%E3%83%B3", true,
		"wiki/アルベルト%29アインシュタイン"}, // §1.3: only the unmatched ')' stays escaped
	{PathPart, "path1./path2.", true, "path1./path2%2E"}, // §4
	{PathPart, "b%C3%BCcher", true, "bücher"},            // §4
	{PathPart, "bücher", true, "bücher"},

	// Plain text is returned as it is.
	{PathPart, "", true, ""},
	{PathPart, "wiki/Main_Page", true, "wiki/Main_Page"},
	{QueryPart, "a=1&b=2", true, "a=1&b=2"},

	// Escapes are decoded, in either case, when not syntax.
	{PathPart, "%7Euser/%41%62", true, "~user/Ab"},
	{PathPart, "%ce%b1%CE%B2", true, "αβ"},
	{QueryPart, "q=%2F%3F%40", true, "q=/?@"},
	{FragmentPart, "a%23b%2Fc%3Fd", true, "a#b/c?d"},

	// Hard code points are escaped, as UTF-8 in upper-case hex.
	{PathPart, "a b", true, "a%20b"},
	{PathPart, "a%20b", true, "a%20b"},
	{PathPart, "a\u00A0b%e3%80%80c", true, "a%C2%A0b%E3%80%80c"}, // NO-BREAK SPACE, IDEOGRAPHIC SPACE
	{PathPart, "%00%1f%7f", true, "%00%1F%7F"},
	{QueryPart, "a=\x01", true, "a=%01"},

	// Soft: escaped only as the final code point of the last part, after
	// nothing but Soft code points (§4.1: only cp[n-1] is escaped).
	{PathPart, "a.", true, "a%2E"},
	{PathPart, "a.", false, "a."},
	{PathPart, "a..", true, "a.%2E"},
	{QueryPart, "a.!?", true, "a.!%3F"},
	{PathPart, "a.!?", true, "a.!%3F"}, // here the literal '?' is a terminator: Hard
	{PathPart, "a.b", true, "a.b"},
	{PathPart, "a%2E", true, "a%2E"},
	{PathPart, "a%2Eb", true, "a.b"},
	{PathPart, "a？", true, "a%EF%BC%9F"},
	{PathPart, "a./", true, "a./"},
	{QueryPart, "a=b.", true, "a=b%2E"},
	{QueryPart, "a.=b.&", true, "a.=b.&"},
	{FragmentPart, "a:", true, "a%3A"},
	{FragmentPart, "a:", false, "a:"},
	{DirectivePart, "text=a.", true, "text=a%2E"},

	// Brackets: matched brackets stay, unmatched Close is escaped.
	{PathPart, "(a)", true, "(a)"},
	{PathPart, "a)", true, "a%29"},
	{PathPart, "(a))", true, "(a)%29"},
	{PathPart, "a%28b%29", true, "a(b)"},
	{PathPart, "聖保羅（巴西）", true, "聖保羅（巴西）"},
	{PathPart, "（a)", true, "（a%29"},
	// A separator clears the stack.
	{PathPart, "(a/b)", true, "(a/b%29"},
	{QueryPart, "a=(b&c)", true, "a=(b&c%29"},
	{DirectivePart, "text=(a,b)", true, "text=(a,b%29"},
	// A Close that does not match pops the stack anyway (§4.1), so a later
	// Close can match an outer Open; see TestFormatDetectionPromise.
	{PathPart, "[(a]b]", true, "[(a%5Db]"},
	// An Open beyond maxBracketDepth is escaped, and so its Close is
	// unmatched.
	{PathPart, strings.Repeat("(", 126) + "x" + strings.Repeat(")", 126), true,
		strings.Repeat("(", 125) + "%28x" + strings.Repeat(")", 125) + "%29"},

	// Syntax escapes are kept, with upper-case hex digits.
	{PathPart, "a%2Fb%3fc%23d%5cE", true, "a%2Fb%3Fc%23d%5CE"},
	{QueryPart, "a%2Bb%23c%3Dd%26e", true, "a%2Bb%23c%3Dd%26e"},
	{DirectivePart, "text=a%2Cb%26c%2Dd", true, "text=a%2Cb%26c%2Dd"},
	// ... and their literal forms are syntax.
	{QueryPart, "a+b", true, "a+b"},
	{PathPart, `a\b`, true, `a\b`},
	{DirectivePart, "text=a-,b&text=c:~:text=d", true, "text=a-,b&text=c:~:text=d"},
	// A literal separator is not escaped at the end either.
	{DirectivePart, "text=a,", true, "text=a,"},
	{DirectivePart, "text=a:~:", true, "text=a:~:"},
	// A literal terminator is Hard (§4.1).
	{PathPart, "a?b#c", true, "a%3Fb%23c"},
	{QueryPart, "a#b", true, "a%23b"},
	{FragmentPart, "a:~:b", true, "a%3A~:b"},

	// The ':' of a ":~:" in a fragment or directive stays escaped.
	{FragmentPart, "a%3A~:b", true, "a%3A~:b"},
	{FragmentPart, "a%3A%7E%3Ab", true, "a%3A~:b"},
	{FragmentPart, "a%3Ab", true, "a:b"},
	{FragmentPart, "a%3A~b", true, "a:~b"},
	{FragmentPart, "a:%7E:b", true, "a%3A~:b"},
	{DirectivePart, "text=a%3A~:", true, "text=a%3A~%3A"},
	{PathPart, "a%3A~:b", true, "a:~:b"},
	// A fragment that is not last is followed by ":~:".
	{FragmentPart, "a:~", false, "a%3A~"},
	{FragmentPart, "a%3A~", false, "a%3A~"},
	{FragmentPart, "a:~", true, "a:~"},

	// '%' that is data stays "%25" only before two hex digits.
	{PathPart, "β%2541γ%%CE%B5%", true, "β%2541γ%ε%"}, // errata file
	{PathPart, "%25", true, "%"},
	{PathPart, "%25%25", true, "%%"},
	{PathPart, "100%25off", true, "100%off"},
	{PathPart, "%2541", true, "%2541"},
	{PathPart, "%25%34%31", true, "%2541"}, // %34%31 decode to "41"
	{PathPart, "%%41B", true, "%25AB"},     // a lone '%' before "AB"
	{PathPart, "%25a", true, "%a"},
	{PathPart, "%25zz", true, "%zz"},
	// Invalid escapes are kept as they are.
	{PathPart, "%", true, "%"},
	{PathPart, "%4", true, "%4"},
	{PathPart, "%G1%", true, "%G1%"},
	{QueryPart, "α%%β=γ%", true, "α%%β=γ%"},

	// Invalid UTF-8: every non-ASCII byte is escaped (§4.1, legacy
	// encodings), valid sequences included; ASCII escapes are still
	// decoded.
	{PathPart, "a%FFb", true, "a%FFb"},
	{PathPart, "a%ffb", true, "a%FFb"},
	{PathPart, "a\xffb", true, "a%FFb"},
	{PathPart, "%C3%A9%FF", true, "%C3%A9%FF"},
	{PathPart, "é%FF", true, "%C3%A9%FF"},
	{PathPart, "%41%C2%C2", true, "A%C2%C2"},
	{PathPart, "%C0%AF", true, "%C0%AF"},        // overlong '/'
	{PathPart, "%ED%A0%80", true, "%ED%A0%80"},  // surrogate
	{PathPart, "a%E3%82", true, "a%E3%82"},      // truncated
	{PathPart, "%E3%82%41", true, "%E3%82A"},    // truncated, then 'A'
	{PathPart, "\x82%CE%B1", true, "%82%CE%B1"}, // stray continuation byte
	// Bytes of one sequence may be written partly escaped.
	{PathPart, "%CE\xb1", true, "α"},
	// U+FFFD itself is valid (and Include).
	{PathPart, "%EF%BF%BD", true, "\uFFFD"},
}

func TestAppendEscaped(t *testing.T) {
	for _, tt := range escapeTests {
		prefix := []byte("prefix")
		got := AppendEscaped(prefix, tt.part, tt.in, tt.last)
		if string(got) != "prefix"+tt.want {
			t.Errorf("AppendEscaped(%v, %q, %v) = %q, want %q", tt.part, tt.in, tt.last, got[len("prefix"):], tt.want)
		}
		var wrapper func(string, bool) string
		switch tt.part {
		case PathPart:
			wrapper = EscapePath
		case QueryPart:
			wrapper = EscapeQuery
		case FragmentPart:
			wrapper = EscapeFragment
		}
		if wrapper != nil {
			if got := wrapper(tt.in, tt.last); got != tt.want {
				t.Errorf("Escape%v(%q, %v) = %q, want %q", tt.part, tt.in, tt.last, got, tt.want)
			}
		}
		// Idempotence.
		if again := string(AppendEscaped(nil, tt.part, tt.want, tt.last)); again != tt.want {
			t.Errorf("AppendEscaped(%v, %q, %v) = %q, not idempotent", tt.part, tt.want, tt.last, again)
		}
	}
}

func TestAppendEscapedInvalidPart(t *testing.T) {
	if got := string(AppendEscaped(nil, Part(0), "a b", true)); got != "a b" {
		t.Errorf("AppendEscaped(Part(0)) = %q, want the text unchanged", got)
	}
}

func TestPartNames(t *testing.T) {
	for _, tt := range []struct {
		p               Part
		name, initiator string
	}{
		{PathPart, "path", "/"},
		{QueryPart, "query", "?"},
		{FragmentPart, "fragment", "#"},
		{DirectivePart, "fragment directive", ":~:"},
		{Part(9), "Part(9)", ""},
	} {
		if got := tt.p.String(); got != tt.name {
			t.Errorf("Part(%d).String() = %q, want %q", tt.p, got, tt.name)
		}
		if got := tt.p.initiator(); got != tt.initiator {
			t.Errorf("Part(%d).initiator() = %q, want %q", tt.p, got, tt.initiator)
		}
	}
}

func TestEscapePathAllocs(t *testing.T) {
	const plain = "wiki/Main_Page"
	if n := testing.AllocsPerRun(100, func() { EscapePath(plain, true) }); n != 0 {
		t.Errorf("EscapePath(%q) allocates %v times, want 0", plain, n)
	}
	buf := make([]byte, 0, 256)
	const escaped = "wiki/%E6%A4%8D%E7%89%A9%E5%AD%A6/a%20b."
	if n := testing.AllocsPerRun(100, func() { AppendEscaped(buf[:0], PathPart, escaped, true) }); n != 0 {
		t.Errorf("AppendEscaped into a large enough buffer allocates %v times, want 0", n)
	}
}

var benchPaths = []struct{ name, path string }{
	{"ASCII", "wiki/Special:Search/The_Quick_Brown_Fox_(disambiguation)/index.html"},
	{"NonASCII", "wiki/%E6%A4%8D%E7%89%A9%E5%AD%A6/%E6%A4%8D%E7%89%A9%E3%81%A8%E3%81%AF%E3%81%A9%E3%81%AE%E3%82%88%E3%81%86%E3%81%AA%E7%94%9F%E3%81%8D%E7%89%A9%E3%81%8B%EF%BC%9F"},
	{"RawNonASCII", "wiki/植物学/植物とはどのような生き物か？"},
}

func BenchmarkEscapePath(b *testing.B) {
	for _, bp := range benchPaths {
		b.Run(bp.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bp.path)))
			for b.Loop() {
				EscapePath(bp.path, true)
			}
		})
		b.Run(bp.name+"/Append", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bp.path)))
			buf := make([]byte, 0, 512)
			for b.Loop() {
				buf = AppendEscaped(buf[:0], PathPart, bp.path, true)
			}
		})
	}
}
