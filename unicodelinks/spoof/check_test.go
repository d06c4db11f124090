package spoof

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
)

// TestToASCII checks the A-label form used for the title of a marked link.
func TestToASCII(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"раураl.com", "xn--l-7sba6dbr.com"},
		{"яндекс.рф", "xn--d1acpjx3f.xn--p1ai"},
		{"example.com", "example.com"},
		{"Example.COM", "example.com"},
		{"münchen.de", "xn--mnchen-3ya.de"},
	} {
		got, err := ToASCII(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := ToASCII("a b.com"); err == nil {
		t.Error("ToASCII(\"a b.com\"): no error")
	}
}

// TestSpoofCheckBadInput: no panic, a verdict of suspicious.
func TestSpoofCheckBadInput(t *testing.T) {
	for _, h := range []string{"", ".", "\xff.com", "a\x00b.com", "..", "é..com", strings.Repeat("é", 10000) + ".com",
		"ΪΪΪΪΪΪΪ.com", "ΪΪΪΪΪΪΪΪΪΪΪΪ.ΪΪ.com", "ÏÏÏÏÏÏ.þþþþþ.is"} { // capitals that read as I, decomposed
		Check(h)
	}
	if s, _ := Check("\xff\xfe.com"); !s {
		t.Error("invalid UTF-8 is not suspicious")
	}
}

// FuzzSpoofCheck: no panic on any input, and skeletonIsASCII agrees with
// Skeleton.
func FuzzSpoofCheck(f *testing.F) {
	for _, c := range hosttable.Hosts() {
		f.Add(c.Host)
	}
	f.Add("\xff\x00.рф")
	f.Add("ΪΪΪΪΪΪΪ.com")
	top, err := NewTopDomains("example.org", "bücher.de", "þing.is")
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		Check(s)
		top.Check(s)
		LookalikeSkeletons(s)
		RestrictionLevel(s)
		sk := Skeleton(s)
		ascii := true
		for i := 0; i < len(sk); i++ {
			ascii = ascii && sk[i] < 0x80
		}
		if got := skeletonIsASCII(s); got != ascii && utf8.ValidString(s) {
			t.Errorf("skeletonIsASCII(%+q) = %v, skeleton %+q", s, got, sk)
		}
	})
}

// TestSpoofCheckLinear: the check reads a host once over all its labels,
// whatever separates them, and a label's characters that look at the whole
// label read it once between them: four times the host reads four times
// the bytes, not sixteen, and no more than twice the host's.
func TestSpoofCheckLinear(t *testing.T) {
	reads := func(host string) int {
		var w work
		check(host, nil, &w)
		return w.reads
	}
	for _, c := range []struct{ unit, end string }{
		{"a｡", "com"}, {"a。", "com"}, {"a．", "com"}, {"é.", "com"}, {"a.é｡", "com"},
		// A label of へ or ヘ, kana that look alike, each of which asks
		// whether the rest of its label is of the other kana.
		{"へ", "a.jp"}, {"ヘ", "a.jp"},
	} {
		small, large := strings.Repeat(c.unit, 2000)+c.end, strings.Repeat(c.unit, 8000)+c.end
		rs, rl := reads(small), reads(large)
		assert.LessOrEqual(t, rs, 2*len(small), "%q × 2000", c.unit)
		assert.LessOrEqual(t, rl, 2*len(large), "%q × 8000", c.unit)
		assert.LessOrEqual(t, rl, 4*rs, "%q: %d bytes read of %d, %d of %d", c.unit, rs, len(small), rl, len(large))
	}
}

// TestSpoofCheckUnresolvable: a host whose last label is no top-level
// domain, or one of whose labels IDNA refuses (text glued to it, as a link
// of the GFM dialect takes it in), resolves nowhere, which is no
// look-alike; its other labels are still checked.
func TestSpoofCheckUnresolvable(t *testing.T) {
	for _, c := range []struct {
		host       string
		suspicious bool
	}{
		{"example.com”", false},
		{"example.com»", false},
		{"example.com」", false},
		{"example.com）", false},
		{"example.com（注）", false},
		{"example.com\u00a0next", false},
		{"example.com\u3000次", false},
		{"javascript.info）", false},
		{"vuejs.org)와", false},
		{"www.a-a-p.org、", false},
		{"exa)mple.com", false}, // a label IDNA refuses
		{"exa”mple.com", true},  // a label IDNA accepts, with a restricted character
		{"xn--zz.example.com", false},
		{"раураl.com”", true},   // Cyrillic with Latin in a label IDNA accepts
		{"gооgle.com（注）", true}, // the same
		{"\xff\xfe.com", true},  // not text
		// The host a reader sees ends before the glued text: a look-alike
		// of a well-known domain there is one, whatever follows it.
		{"googlé.com”", true},
		{"googlé.com（注）", true},
		{"xn--googl-fsa.com”", true},
		{"googlé.com으로", true},
		{"googlé.comment", false}, // "comment" goes on the word: no .com
		{"bücher.de）", false},
		{"example.com으로", false},
	} {
		got, reason := Check(c.host)
		assert.Equal(t, c.suspicious, got, "Check(%q): %s", c.host, reason)
	}
}

// TestSpoofCheckDeadHosts: a host made unresolvable by the text glued to
// it (GFM links "http://example.com”", cmark-gfm does) is not refused for
// that; its labels are checked all the same.
func TestSpoofCheckDeadHosts(t *testing.T) {
	for _, c := range []struct {
		host    string
		suspect bool
	}{
		{"example.com”", false},          // a quotation mark: the TLD com” does not exist
		{"bücher.de）", false},            // IDNA refuses the fullwidth parenthesis
		{"example.com（注）", false},        // a note in parentheses
		{"javascript.info）", false},      // the parenthesis of （https://javascript.info）
		{"vuejs.org)와", false},           // Hangul after the parenthesis
		{"www.a-a-p.org、", false},        // an ideographic comma
		{"example.com\u00a0next", false}, // a no-break space
		{"раураl.com”", true},            // a look-alike all the same
		{"gооgle.com）", true},            // Cyrillic о
		{"ΑΜΑΖΟΝ.com”", true},            // Greek capitals
		{"gооgle＿.evil.com", true},       // a label IDNA's STD3 rules refuse, which browsers resolve
		{"\xff\xfe.com", true},           // invalid UTF-8
	} {
		got, reason := Check(c.host)
		assert.Equal(t, c.suspect, got, "Check(%q): %s", c.host, reason)
	}
}

// TestCheckGivenURL: Check answers whether a host looks like another; given
// a URL (a scheme, a path, a query or a fragment), it says so instead of
// judging the URL's characters, and CheckTopDomain returns ErrURL.
func TestCheckGivenURL(t *testing.T) {
	for _, tt := range []struct {
		in         string
		suspicious bool
		reason     string
	}{
		{"https://example.com/path", true, ErrURL.Error()},
		{"http://bücher.de", true, ErrURL.Error()},
		{"https://раураl.com/", true, ErrURL.Error()},
		{"example.com/path", true, ErrURL.Error()},
		{"bücher.de/x", true, ErrURL.Error()},
		{"example.com?q=1", true, ErrURL.Error()},
		{"example.com#top", true, ErrURL.Error()},
		{`bücher.de\x`, true, ErrURL.Error()},
		// Hosts stay what they were.
		{"example.com", false, ""},
		{"bücher.de", false, ""},
		{"раураl.com", true, "mixed scripts (Minimally Restrictive)"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			s, reason := Check(tt.in)
			assert.Equal(t, tt.suspicious, s)
			assert.Equal(t, tt.reason, reason)
		})
	}
	_, err := CheckTopDomain("https://example.org/")
	assert.ErrorIs(t, err, ErrURL)
	assert.EqualError(t, err, `top domain "https://example.org/": given a URL, not a host`)
	_, err = NewTopDomains("example.org/a")
	assert.ErrorIs(t, err, ErrURL)
	_, err = CheckTopDomain("example.org")
	assert.NoError(t, err)
}
