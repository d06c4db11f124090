package unicodelinks

import (
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// TestEmailLocalStartTable51 runs Table 5-1 of UTS #58 and the e-mail cases
// of section 5.2. want is the local part (with "mailto:" when backed up over);
// "" means no match.
func TestEmailLocalStartTable51(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"Contact abcd@example.com", "abcd"},               // stop backing up at a space
		{"Contact x.abcd@example.com", "x.abcd"},           // include the medial dot
		{"Contact アルベルト.アルベルト@example.com", "アルベルト.アルベルト"}, // non-ASCII
		{"Contact @example.com", ""},                       // no local part
		{"Contact john.@example.com", ""},                  // ends with '.'
		{"Contact john..doe@example.com", ""},              // contains ".."
		{"Contact .john.doe@example.com", ""},              // starts with '.'
		{"See mailto:αβγ.δεζ@example.com", "mailto:αβγ.δεζ"},
		{"See MAILTO:abc@example.com", "MAILTO:abc"},
		{"See mailto:αβγ.δεζ.@example.com", ""},
		{"See mailto:.αβγ.δεζ@example.com", ""},
		{`See "john\ doe"@example.com`, ""}, // quoted local parts are out of scope
		{"@example.com", ""},
		{"a@example.com", "a"},
		{"x:abc@example.com", "abc"},  // ':' is not Link_Email and not "mailto:"
		{"\xffabc@example.com", ""},   // invalid UTF-8 reads as U+FFFD, a lost character: no address
		{"\uFFFDabc@example.com", ""}, // likewise (issue 41 row 3)
		{"\xff abc@example.com", "abc"},
		{"σωκράτης@example.om", "σωκράτης"}, // section 5.1
		{"a+b=c!#$%&'*/?^_`{|}~-@x.com", "a+b=c!#$%&'*/?^_`{|}~-"},
		{"exaŉb@x.com", "b"},           // Link_Email, but Link_Term=Hard
		{"ŉ@x.com", ""},                // likewise
		{"a\u0673.\u17a4b@x.com", "b"}, // likewise, and then a leading '.'
	}
	for _, tt := range tests {
		at := strings.LastIndexByte(tt.text, '@')
		start, ok := EmailLocalStart(tt.text, at)
		got := ""
		if ok {
			got = tt.text[start:at]
		}
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("EmailLocalStart(%q) = %q, %v; want %q", tt.text, got, ok, tt.want)
		}
	}
}

func TestEmailLocalStartBadOffsets(t *testing.T) {
	for _, at := range []int{-1, 0, 3, 100} {
		if _, ok := EmailLocalStart("abc@x", at); ok && at != 3 {
			t.Errorf("at %d: ok", at)
		}
	}
	if _, ok := EmailLocalStart("abcdx", 2); ok {
		t.Error("no '@' at offset: ok")
	}
}

// FuzzEmailLocalStart checks that the local part found is valid by the rules
// of section 5.2: non-empty, all Link_Email, no leading, trailing or double
// '.'; and that it holds no Link_Term=Hard code point, since a link never
// does.
func FuzzEmailLocalStart(f *testing.F) {
	for _, s := range []string{"abc", "x.abcd", "mailto:a.b", ".a", "a..b", "アルベルト", "\xff\xfea", "aŉb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, local string) {
		text := local + "@example.com"
		at := len(local)
		start, ok := EmailLocalStart(text, at)
		if !ok {
			return
		}
		if start < 0 || start >= at {
			t.Fatalf("start %d out of range", start)
		}
		part := text[start:at]
		if dnsname.HasPrefixFold(part, "mailto:") && start+7 < at {
			if p := part[7:]; p != "" {
				if c := p[0]; c == '.' {
					t.Fatalf("local part %q starts with '.'", p)
				}
			}
			part = part[7:]
		}
		if part == "" || part[0] == '.' || part[len(part)-1] == '.' || strings.Contains(part, "..") {
			t.Fatalf("invalid local part %q accepted", part)
		}
		for _, r := range part {
			if r != '.' && !IsLinkEmail(r) || LinkTerm(r) == Hard {
				t.Fatalf("local part %q holds %q", part, r)
			}
		}
	})
}
