package unicodelinks

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTerminateURLStandardExamples runs the examples of UTS #58 sections 3.1
// and 3.4.1 (Table 3-2). host is the part of the text up to the end of the
// host; want is the link.
func TestTerminateURLStandardExamples(t *testing.T) {
	tests := []struct {
		name, host, text, want string
	}{
		{"Include: letters", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン"},
		{"Hard: a space", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン to find the material.", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン"},
		{"Soft followed by Include", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン??abc", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン??abc"},
		// In a path the first '?' is not Soft but the initiator of the query,
		// which section 3.5.1 keeps (lastSafe moves past every initiator); only
		// the second '?' is a Soft code point of the query.
		{"Soft followed by Hard", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン??\nabc", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン?"},
		{"Soft at end", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン??", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン?"},
		{"Soft at end of a path", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン!!", "https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン"},
		{"Close matched then unmatched", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/(アルベルト)アインシュタインアインシュタイン)", "https://ja.wikipedia.org/wiki/(アルベルト)アインシュタインアインシュタイン"},
		{"Close unmatched", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルト)アインシュタイン", "https://ja.wikipedia.org/wiki/アルベルト"},
		{"Open without Close", "https://ja.wikipedia.org", "https://ja.wikipedia.org/wiki/アルベルトアインシュタイン", "https://ja.wikipedia.org/wiki/アルベルトアインシュタイン"},
		{"3.1 Soft ! at end", "abc.com", "abc.com?def!", "abc.com?def"},
		{"3.1 Soft ! then Include", "abc.com", "abc.com?def!ghi", "abc.com?def!ghi"},
		{"3.1 Close unmatched", "abc.com", "abc.com?def=a). And…", "abc.com?def=a"},
		{"3.1 Close matched", "abc.com", "abc.com?def=(a). And…", "abc.com?def=(a)"},
		{"no part: host only", "example.com", "example.com", "example.com"},
		{"no initiator after host", "example.com", "example.com, and", "example.com"},
		{"initiator alone is kept", "example.com", "example.com/ x", "example.com/"},
		{"query initiator alone is kept (3.5.1 as written)", "example.com", "example.com/page? x", "example.com/page?"},
		{"brackets do not cross /", "example.com", "example.com/αβ(γ/δ)ρς", "example.com/αβ(γ/δ"},
		{"brackets do not cross =", "example.com", "example.com/αβγ/δρς?α(=)θ", "example.com/αβγ/δρς?α(="},
		{"directive needs a fragment", "example.com", "example.com/a:~:text=x", "example.com/a:~:text=x"},
		{"nesting past the inline stack, matched", "example.com", "example.com/" + strings.Repeat("([{", 4) + "x" + strings.Repeat("}])", 4) + " y", "example.com/" + strings.Repeat("([{", 4) + "x" + strings.Repeat("}])", 4)},
		{"nesting past the inline stack, crossed at depth 9", "example.com", "example.com/((((((((([x)]) y", "example.com/((((((((([x"},
		{"nesting past the inline stack, crossed at depth 8", "example.com", "example.com/(((((((([x)]) y", "example.com/(((((((([x"},
		{"directive clears the stack", "example.com", "example.com/a#λμ(ν:~:text=φχ)ψ", "example.com/a#λμ(ν:~:text=φχ"},
		{"mismatched Close stops", "x.com", "x.com/[(a]b]", "x.com/[(a"},
		{"fragment keeps ? and /", "example.com", "example.com#a/b?c", "example.com#a/b?c"},
		{"invalid UTF-8 is Hard", "example.com", "example.com/ab\xffcd", "example.com/ab"},
		{"NUL is Hard", "example.com", "example.com/ab\x00cd", "example.com/ab"},
		{"port handled by the caller", "example.com:8080", "example.com:8080/x", "example.com:8080/x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !strings.HasPrefix(tt.text, tt.host) {
				t.Fatal("bad test: host is not a prefix")
			}
			end := TerminateURL(tt.text, len(tt.host))
			if got := tt.text[:end]; got != tt.want {
				t.Errorf("TerminateURL(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestTerminateURLBracketLimit(t *testing.T) {
	text := "x.com/" + strings.Repeat("(", maxBracketDepth) + "a" + strings.Repeat(")", maxBracketDepth)
	if end := TerminateURL(text, 5); end != len(text) {
		t.Errorf("%d nested brackets: end %d, want %d", maxBracketDepth, end, len(text))
	}
	text = "x.com/" + strings.Repeat("(", maxBracketDepth+1) + "a"
	if end := TerminateURL(text, 5); end != 6+maxBracketDepth {
		t.Errorf("%d nested brackets: end %d, want %d", maxBracketDepth+1, end, 6+maxBracketDepth)
	}
	// The stack is cleared by '/', so depth counts per segment.
	text = strings.Repeat("/"+strings.Repeat("(", 100), 3)
	if end := TerminateURL("x.com"+text, 5); end != 5+len(text) {
		t.Errorf("cleared stack: end %d, want %d", end, 5+len(text))
	}
}

func TestTerminateURLProse(t *testing.T) {
	tests := []struct {
		text  string
		rules proseRule
		want  string
	}{
		{"x.com/a<b>", 0, "x.com/a<b>"},
		{"x.com/a<b>", lessThanHard, "x.com/a"},
		{"x.com/a**", 0, "x.com/a**"},
		{"x.com/a**", emphasisSoft, "x.com/a"},
		{"x.com/a_b_", emphasisSoft, "x.com/a_b"},
		{"x.com/a~~ x", emphasisSoft, "x.com/a"},
		{"x.com/page?", dropEmptyLastPart, "x.com/page"},
		{"x.com/page? x", dropEmptyLastPart, "x.com/page"},
		{"x.com/page?a", dropEmptyLastPart, "x.com/page?a"},
		{"x.com/page#", dropEmptyLastPart, "x.com/page"},
		{"x.com/page?#", dropEmptyLastPart, "x.com/page"},
		{"x.com/page?#f", dropEmptyLastPart, "x.com/page?#f"},
		{"x.com/page/", dropEmptyLastPart, "x.com/page/"},
		{"x.com?", dropEmptyLastPart, "x.com"},
		{"x.com/a:~:text=b", markdownProse, "x.com/a:~:text=b"},
	}
	for _, tt := range tests {
		if got := tt.text[:terminateURLProse(tt.text, 5, tt.rules)]; got != tt.want {
			t.Errorf("terminateURLProse(%q, %b) = %q, want %q", tt.text, tt.rules, got, tt.want)
		}
	}
}

func TestTerminateURLOutOfRange(t *testing.T) {
	if got := TerminateURL("x.com/a", -3); got != 0 {
		t.Errorf("start -3: %d", got)
	}
	if got := TerminateURL("x.com/a", 99); got != 7 {
		t.Errorf("start 99: %d", got)
	}
}

// referenceTerminate is the algorithm of section 3.5.1 transcribed literally,
// over code points, with string sets instead of tables. It is the yardstick of
// the differential test; speed does not matter here.
func referenceTerminate(text string, start int) int {
	var cps []rune
	var offs []int // byte offset of each code point, plus len(text)
	for i := start; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size == 1 {
			r = -1 // invalid: Hard
		}
		cps = append(cps, r)
		offs = append(offs, i)
		i += size
	}
	offs = append(offs, len(text))
	matches := func(i int, s string) bool {
		rs := []rune(s)
		if i+len(rs) > len(cps) {
			return false
		}
		for k, r := range rs {
			if cps[i+k] != r {
				return false
			}
		}
		return true
	}
	type partSets struct {
		initiator          string
		terminators, clear []string
	}
	parts := map[string]partSets{
		"path":      {"/", []string{"?", "#"}, []string{"/"}},
		"query":     {"?", []string{"#"}, []string{"=", "&"}},
		"fragment":  {"#", []string{":~:"}, nil},
		"directive": {":~:", nil, []string{"&", ",", ":~:"}},
	}
	order := []string{"path", "query", "fragment", "directive"}
	lastSafe, part, previous := 0, "", ""
	var stack []rune
	for i := 0; i < len(cps); {
		if part != "" {
			for _, s := range parts[part].terminators {
				if matches(i, s) {
					previous, part = part, ""
					break
				}
			}
		}
		if part == "" {
			for _, p := range order {
				if matches(i, parts[p].initiator) {
					part = p
					break
				}
			}
			if part == "" {
				return offs[lastSafe]
			}
			if part == "directive" && previous != "fragment" && previous != "directive" {
				return offs[lastSafe]
			}
			i += len([]rune(parts[part].initiator))
			lastSafe, stack = i, stack[:0]
			continue
		}
		cleared := false
		for _, s := range parts[part].clear {
			if matches(i, s) {
				i += len([]rune(s))
				lastSafe, stack = i, stack[:0]
				cleared = true
				break
			}
		}
		if cleared {
			continue
		}
		lt := Hard
		if cps[i] >= 0 {
			lt = LinkTerm(cps[i])
		}
		switch lt {
		case Include:
			lastSafe = i + 1
		case Soft:
		case Hard:
			return offs[lastSafe]
		case Open:
			if len(stack) == maxBracketDepth {
				return offs[lastSafe]
			}
			stack = append(stack, cps[i])
			lastSafe = i + 1
		case Close:
			if len(stack) == 0 {
				return offs[lastSafe]
			}
			last := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if open, _ := LinkBracket(cps[i]); open != last {
				return offs[lastSafe]
			}
			lastSafe = i + 1
		}
		i++
	}
	return offs[lastSafe]
}

var terminateSeeds = []string{
	"/wiki/アルベルト・アインシュタイン??abc", "/a(b)c)d", "?a=(b)&c=[d]#e:~:text=f,g&h",
	"#a:~:b:~:c", "/a:~:b", "/α[(β])γ", "/a.b.", "/\xff", "/" + strings.Repeat("(", 130),
	"?q=a b", "/path,with;soft:chars!", "/「パス」", "#frag)", "/a%20b", "/a/b?c#d",
}

func TestTerminateURLMatchesReference(t *testing.T) {
	for _, tail := range terminateSeeds {
		text := "x.com" + tail
		if got, want := TerminateURL(text, 5), referenceTerminate(text, 5); got != want {
			t.Errorf("%q: TerminateURL %d, reference %d", text, got, want)
		}
	}
}

// hardTails are Hard text of several forms, appended to a text to check
// that they never move the end of a link.
var hardTails = []string{" tail", "\x00", "\xff(", "\r\n)", "\u3000x", "\u0085", "\xed\xa0\x80"}

// FuzzTerminateURL compares TerminateURL, on "x.com" and any tail, with the
// literal transcription of section 3.5.1, and checks its invariants with
// and without markdownProse: the end is within bounds and on a code point
// boundary; appending Hard text of any form never moves it; and the link
// holds no Hard code point and does not end with a Soft code point or an
// unmatched Close (see checkLinkEnd). markdownProse ends a link no later
// than section 3.5.1 does: each of its rules only makes a code point Hard
// or Soft, or keeps lastSafe where it was.
func FuzzTerminateURL(f *testing.F) {
	for _, s := range terminateSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tail string) {
		text := "x.com" + tail
		end := TerminateURL(text, 5)
		if want := referenceTerminate(text, 5); end != want {
			t.Fatalf("%q: TerminateURL %d, reference %d", text, end, want)
		}
		for _, rules := range []proseRule{0, markdownProse} {
			end := terminateURLProse(text, 5, rules)
			if end < 5 || end > len(text) {
				t.Fatalf("rules %b: end %d out of [5, %d]", rules, end, len(text))
			}
			i := 5 // decoding from the start, invalid bytes one by one
			for i < end {
				_, size := utf8.DecodeRuneInString(text[i:])
				i += size
			}
			if i != end {
				t.Fatalf("rules %b: end %d inside a code point", rules, end)
			}
			for _, h := range hardTails {
				if got := terminateURLProse(text+h, 5, rules); got != end {
					t.Fatalf("rules %b: appending %q moved the end of %q from %d to %d", rules, h, text, end, got)
				}
			}
			if err := checkLinkEnd(text, 5, end, rules); err != nil {
				t.Fatalf("rules %b: %q ends at %d: %v", rules, text, end, err)
			}
		}
		if prose := terminateURLProse(text, 5, markdownProse); prose > end {
			t.Fatalf("%q: markdownProse ends it at %d, after %d", text, prose, end)
		}
	})
}

// checkLinkEnd returns an error when text[start:end], the parts of a URL as
// terminateURLProse ends them with rules, holds a Hard code point or a Close
// that does not match the innermost Open since the last initiator or
// separator, or ends with a Soft code point that is no part initiator or
// separator: section 3.5.1 keeps those even when they are Soft, such as the
// '?' that opens a query, the ':' of ":~:" and a ',' in a directive. The
// parts are parsed by Table 3-3 here, independently of terminate.
func checkLinkEnd(text string, start, end int, rules proseRule) error {
	term := func(r rune) Term {
		switch {
		case r == '<' && rules&lessThanHard != 0:
			return Hard
		case (r == '*' || r == '_' || r == '~') && rules&emphasisSoft != 0:
			return Soft
		}
		return LinkTerm(r)
	}
	// Table 3-3: the terminators and separators of each part.
	terminators := map[string][]string{"path": {"?", "#"}, "query": {"#"}, "fragment": {":~:"}}
	separators := map[string][]string{"path": {"/"}, "query": {"=", "&"}, "directive": {"&", ",", ":~:"}}
	initiators := []struct{ part, s string }{{"path", "/"}, {"query", "?"}, {"fragment", "#"}, {"directive", ":~:"}}
	at := func(i int, set []string) int {
		for _, s := range set {
			if strings.HasPrefix(text[i:end], s) {
				return len(s)
			}
		}
		return 0
	}
	part, syntaxEnd := "", -1 // syntaxEnd: just after the last initiator or separator
	var stack []rune
	var last rune
	for i := start; i < end; {
		if part == "" || at(i, terminators[part]) > 0 {
			part = ""
			for _, in := range initiators {
				if strings.HasPrefix(text[i:end], in.s) {
					part = in.part
					i += len(in.s)
					break
				}
			}
			if part == "" {
				return fmt.Errorf("no part initiator at %d", i)
			}
			stack, syntaxEnd = stack[:0], i
			continue
		}
		if n := at(i, separators[part]); n > 0 {
			i += n
			stack, syntaxEnd = stack[:0], i
			continue
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		switch term(r) {
		case Hard:
			return fmt.Errorf("Hard %q at %d", r, i)
		case Open:
			stack = append(stack, r)
		case Close:
			if open, _ := LinkBracket(r); len(stack) == 0 || stack[len(stack)-1] != open {
				return fmt.Errorf("unmatched Close %q at %d", r, i)
			}
			stack = stack[:len(stack)-1]
		}
		last = r
		i += n
	}
	if end > start && syntaxEnd != end && term(last) == Soft {
		return fmt.Errorf("ends with the Soft %q", last)
	}
	return nil
}

// TestCheckLinkEnd shows what the invariant of FuzzTerminateURL accepts.
func TestCheckLinkEnd(t *testing.T) {
	for _, tt := range []struct {
		link  string
		rules proseRule
		ok    bool
	}{
		{"x.com", 0, true},
		{"x.com/a", 0, true},
		{"x.com/a.", 0, false},
		{"x.com/a?", 0, true},       // the query initiator
		{"x.com/a?b.", 0, false},    // a Soft '.'
		{"x.com?a:", 0, false},      // a Soft ':' that is data
		{"x.com/a#b:~:", 0, true},   // the directive initiator
		{"x.com/#:~:t=a,", 0, true}, // a separator
		{"x.com/a,", 0, false},      // not one in a path
		{"x.com/a(b)", 0, true},
		{"x.com/a(b]", 0, false},
		{"x.com/(a/b)", 0, false}, // '/' clears the stack
		{"x.com/a)", 0, false},
		{"x.com/a b", 0, false},
		{"x.com/a**", 0, true},
		{"x.com/a**", emphasisSoft, false},
		{"x.com/a<b", lessThanHard, false},
		{"x.comab", 0, false}, // no initiator
	} {
		err := checkLinkEnd(tt.link, 5, len(tt.link), tt.rules)
		if (err == nil) != tt.ok {
			t.Errorf("checkLinkEnd(%q, %b) = %v, want ok %v", tt.link, tt.rules, err, tt.ok)
		}
	}
}
