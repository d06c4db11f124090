package unicodelinks

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// TestDotEndsSentence guards the quick rejection of full stops: it rejects
// the periods of abbreviations, numbers and missing spaces, and no period
// that the host scan would take into a domain.
func TestDotEndsSentence(t *testing.T) {
	for _, c := range []struct {
		text string
		ends bool
	}{
		{"e.g. this", true}, {"i.e.", true}, {"3.14 ", true}, {"No.5", true},
		{"no.It was", true}, {"Dr.Smith", true}, {"a.b", true}, {"x.c0m/", true},
		{"example.com", false}, {"Example.COM", false}, {"example.Com.", true},
		{"a.b.com", false}, {"a.xn--p1ai", false}, {"a.Xn--P1ai", false},
		{"a.bé", false}, {"a.b。com", false}, {"www.Example.com", false},
	} {
		i := strings.IndexByte(c.text, '.')
		if got := dotEndsSentence(c.text, i, false); got != c.ends {
			t.Errorf("dotEndsSentence(%q, %d) = %v, want %v", c.text, i, got, c.ends)
		}
	}
	// On random text, no period that a valid domain holds is rejected,
	// neither by dotEndsSentence nor by the check of domain's forward run
	// (the reference is the host scan from the start of the labels).
	pieces := []string{"a", "B", "com", "COM", "Com", "org", "1", "-", "xn--", "p1ai", ".", ".", ". ",
		" ", "@", ":", "/", "é", "。", "_", "\xff", "x"}
	rng := rand.New(rand.NewPCG(15, 1))
	valid := 0
	for _, d := range []*Detector{New(), New(WithAnyTLD(true))} {
		for range 50000 {
			text := randomText(rng, pieces, 12)
			for i := 0; i+1 < len(text); i++ {
				if text[i] != '.' || labelCharAt(text, i+1) == 0 {
					continue
				}
				start := i
				for start > 0 {
					n := labelCharBefore(text, 0, start)
					if n == 0 {
						break
					}
					start -= n
				}
				var h hostScan
				scanRun(&h.run, text, start)
				d.checkHost(&h, text, false)
				if !h.ok || h.hostEnd <= i || mixedCaseTLD(text[start:h.hostEnd]) {
					continue
				}
				valid++
				if dotEndsSentence(text, i, false) {
					t.Errorf("%q: dotEndsSentence at %d, in the domain %q", text, i, text[start:h.hostEnd])
				}
				var r hostRun
				scanRun(&r, text, i+1)
				if !r.nonASCII && text[r.domainEnd-2] == '.' {
					t.Errorf("%q: one-byte last label after %d, in the domain %q", text, i, text[start:h.hostEnd])
				}
			}
		}
	}
	if valid < 1000 {
		t.Errorf("only %d domains in the random text", valid)
	}
}

// TestDetectSentencePeriods guards the periods that trigger passes over
// without a host scan, and the domains beside them.
func TestDetectSentencePeriods(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "e.g. this, i.e. that, p.m. and Dr. Smith, pi is 3.14 and No.5 or no.It was."},
		{want: "see ⸠EXAMPLE.COM⸡ and ⸠EXAMPLE。COM⸡ and ⸠example。com⸡", note: "a wide full stop before a capital"},
		{want: "see ⸠www.Example.com⸡ and ⸠a.b.com⸡ and ⸠foo.xn--p1ai⸡"},
		{want: "version 1.2.3 and ⸠v1.example.com⸡"},
	})
}

// TestTriggerShortMatchesSearch: the byte loop for short tails finds the
// same next trigger as the searches for each kind (the search for dots
// stopping at a "://"), from every offset and with every kind of trigger
// enabled or not.
func TestTriggerShortMatchesSearch(t *testing.T) {
	t.Parallel()
	pieces := []string{"a", "B", "com", ".", ". ", ".\n", "@", ":", "/", "é", "。", "．", "｡", "，", "\xe3\x80", "\xef\xbc", " ", "x.y", "..", "\xff",
		"://", "log", "下", "中"}
	detectors := []*Detector{New(), New(WithSchemes()), New(WithEmail(false)), New(WithSchemelessDomains(false)),
		New(WithSchemes(), WithEmail(false))}
	rng := rand.New(rand.NewPCG(58, 1))
	for range 20000 {
		text := randomText(rng, pieces, 20)
		for _, d := range detectors {
			for pos := 0; pos <= len(text); pos++ {
				short, search := d.newScanner(text), d.newScanner(text)
				short.pos, search.pos = pos, pos
				if got, want := short.triggerShort(), search.triggerSearch(); got != want {
					t.Fatalf("%q from %d: triggerShort %d, triggerSearch %d", text, pos, got, want)
				}
			}
		}
	}
}

// TestWideStopTrigger: a wide full stop that no label code point follows
// is no trigger, in a short tail and in a long text alike (the end of most
// sentences of Chinese text costs no trip through domain), nor is one before
// a code point that no top-level domain starts with ('下', 'は': the start
// of most of the others); one before a code point that may start one is
// ('中' of 中国, ASCII, '②', which IDNA maps to '2').
func TestWideStopTrigger(t *testing.T) {
	long := strings.Repeat("文字", 40) // no trigger, past shortTail
	for _, c := range []struct {
		text string
		want int // offset of the trigger in text, -1 for none
	}{
		{"句子。\n", -1}, {"句子。", -1}, {"句子。」", -1}, {"句子． ", -1}, {"句子｡)", -1},
		{"句子。下", -1}, {"句子。は", -1}, {"句子。中", 6}, {"句子．a", 6}, {"句子｡1", 6}, {"句子。②", 6},
		{"句子。\n例子。com", 16}, {"句子。下一句。中国", 18},
	} {
		for _, prefix := range []string{"", long} {
			text := prefix + c.text
			want := len(text)
			if c.want >= 0 {
				want = len(prefix) + c.want
			}
			s := New().newScanner(text)
			require.Equal(t, want, s.trigger(), "%q", text)
		}
	}
}

// TestASCIILastLabelNoTLD: a run whose ASCII last label is no top-level
// domain ("System.out.println") is refused before the scan back over the
// label before its '.', which is long in code and in text without spaces:
// the work is the search and the run, not the label again.
func TestASCIILastLabelNoTLD(t *testing.T) {
	work := func(text string) int {
		s := New().newScanner(text)
		_, ok := s.next()
		require.False(t, ok, "%q", text)
		return s.work
	}
	for _, prefix := range []string{strings.Repeat("a", 1000), strings.Repeat("文", 300)} {
		for _, tail := range []string{"x.println()", "x.out.println", "x。println", "x.Com"} {
			// With a space before the label: the same searches, and no
			// label to scan back over.
			spaced := work(prefix + " " + tail)
			require.Less(t, work(prefix+tail)-spaced, 50, "%q: the label before the separator scanned again", tail)
		}
	}
}

// TestSentenceDotsSkippedSameLinks: passing over the dots that
// dotEndsSentence rejects in the search changes no link, with every kind
// of trigger around them.
func TestSentenceDotsSkippedSameLinks(t *testing.T) {
	pieces := []string{"a", "B", "e", "g", "com", "COM", "org", "14", "3", "x", ".", ".", ". ", "e.g.", "U.S.", "3.14",
		"No.5", "no.It", " ", "@", "bob@", ":", "//", "http://", "/", "é", "。", "．", "｡", "」", "中国", "-", "_", "(", ")", "\n", "www."}
	rng := rand.New(rand.NewPCG(16, 1))
	detectors := []*Detector{New(), New(WithAnyTLD(true)), New(WithSchemes("http", "https", "mailto"))}
	for range 40000 {
		text := randomText(rng, pieces, 24)
		for _, d := range detectors {
			require.Equal(t, scanLinks(d, text, false), scanLinks(d, text, true), "%q: without the skip, with it", text)
		}
	}
}

// scanLinks returns the links of d in text, its scanner passing over the
// dots that dotEndsSentence rejects or not.
func scanLinks(d *Detector, text string, skipSentenceDots bool) []Link {
	s := d.newScanner(text)
	s.skipSentenceDots = skipSentenceDots && s.skipSentenceDots
	var links []Link
	for {
		l, ok := s.next()
		if !ok {
			return links
		}
		links = append(links, l)
	}
}

// randomText joins 1 to most pieces drawn from pieces.
func randomText(rng *rand.Rand, pieces []string, most int) string {
	var b strings.Builder
	for n := 1 + rng.IntN(most); n > 0; n-- {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestStopSearchChangesByte: one stopSearch, over long texts where the
// bytes of U+3002 abound in other code points, finds every stop as
// strings.Index does, from offsets in order as a scanner asks and from
// random ones, before and after it searches for the middle byte instead,
// as it does in Japanese text and not in Chinese.
func TestStopSearchChangesByte(t *testing.T) {
	japanese := []string{"。", "ア", "ア", "ア", "、", "、", "一", "\x82", "\xe3\x80", "\xe3\x82", "a"}
	chinese := []string{"。", "、", "一", "一", "中", "\xe4\x82", "\xe3\x80", "a"}
	rng := rand.New(rand.NewPCG(58, 3))
	for _, c := range []struct {
		pieces []string
		middle bool
	}{{japanese, true}, {chinese, false}} {
		for range 300 {
			text := randomText(rng, c.pieces, 400)
			var st stopSearch
			want := func(from int) int {
				if k := strings.Index(text[from:], dnsname.WideStops[0]); k >= 0 {
					return from + k
				}
				return len(text)
			}
			for from := 0; from <= len(text); from++ {
				got := st.index(text, from)
				require.Equal(t, want(from), got, "%q from %d", text, from)
				if got < len(text) && rng.IntN(2) == 0 {
					from = got // the scanner goes on after the stop
				}
			}
			if len(text) > 400 {
				require.Equal(t, c.middle, st.middle, "%q", text)
			}
			for range 20 {
				from := rng.IntN(len(text) + 1)
				require.Equal(t, want(from), st.index(text, from), "%q from %d", text, from)
			}
		}
	}
}

// TestIndexWideStop compares stopSearch.index and indexFullwidthStop,
// which search for one byte of a stop, with strings.Index on random text
// where the other bytes of the stops abound.
func TestIndexWideStop(t *testing.T) {
	pieces := []string{"。", "．", "｡", "、", "，", "（", "か", "ア", "中", "\x82", "\xe3\x80", "\xef\xbc", "\xef", "\xbd\xa1", "a", "."}
	rng := rand.New(rand.NewPCG(3, 4))
	index := func(text string, from int, stops ...string) int {
		i := len(text)
		for _, stop := range stops {
			if k := strings.Index(text[from:], stop); k >= 0 {
				i = min(i, from+k)
			}
		}
		return i
	}
	for range 20000 {
		text := randomText(rng, pieces, 12)
		for from := range len(text) + 1 {
			if got, want := (&stopSearch{}).index(text, from), index(text, from, dnsname.WideStops[0]); got != want {
				t.Fatalf("stopSearch.index(%q, %d) = %d, want %d", text, from, got, want)
			}
			if got, want := indexFullwidthStop(text, from), index(text, from, dnsname.WideStops[1], dnsname.WideStops[2]); got != want {
				t.Fatalf("indexFullwidthStop(%q, %d) = %d, want %d", text, from, got, want)
			}
		}
	}
}
