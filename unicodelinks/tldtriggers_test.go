package unicodelinks

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// tldConfigs are the Detector options under which the separators that
// the trigger search passes over with scanner.tldOnly must change no link:
// those that turn it on, and those that turn it off (any TLD, the prose
// rules, WithSchemelessWWWOnly).
var tldConfigs = []struct {
	name string
	opts []Option
}{
	{"default", nil},
	{"www-only", []Option{WithSchemelessWWWOnly(true)}},
	{"no-email", []Option{WithEmail(false)}},
	{"spoof", []Option{WithSpoofCheck(SpoofRefuse)}},
	{"file-names", []Option{WithFileNames(false)}},
	{"any-TLD", []Option{WithAnyTLD(true)}},
	{"markdown", []Option{withProseRules(markdownProse)}},
}

// tldLabels, tldNames, tldSeparators and tldOthers are glued at random into the
// texts of tldTexts, mostly labels and separators in turn: Chinese and
// Japanese words, some the top-level domains they start (中国, 公司, みんな,
// コム), the others no top-level domain's start; ASCII labels and
// top-level domains; code points that IDNA maps (fullwidth letters, '②',
// U+200B, a combining mark and conjoining jamo that compose); the three
// wide stops and '.'; and the starts of URLs and addresses, paths, ports,
// prose punctuation, spaces and invalid bytes.
var (
	tldLabels = []string{
		"中文", "更多", "例子", "谢谢", "下一句", "中国", "公司", "网络", "在线", "我爱你",
		"こんにちは", "です", "みんな", "コム", "グーグル", "か", "か\u3099", "ホ\u309Aイント", "ᄒ\u1161", "가\u11A8",
		"com", "org", "example", "Example", "EXAMPLE", "e", "2", "②", "ｃｏｍ", "xn--fiqs8s", "a-b",
		"console", "log", "length", "Com", "py", "io", "xn--p1ai", "xn--abc", "3",
	}
	tldNames      = []string{"中国", "公司", "网络", "みんな", "コム", "com", "org", "COM", "io", "xn--p1ai"}
	tldSeparators = []string{"\u3002", "\u3002", "\uFF0E", "\uFF61", "."}
	tldOthers     = []string{
		"www.", "https://", "@", "/路径", "/a", ":8080", "-", "\u200b", "\u3099",
		"，", "：", "（", "）", " ", "\n", "\xe3\x80", "\xff", "(", ")", "=", "..", "_",
	}
)

// tldTexts returns n texts of those pieces, and the texts of the
// detection tests and of the fast path tests.
func tldTexts(t *testing.T, n int) []string {
	r := rand.New(rand.NewPCG(58, 0x3002))
	pick := func(p []string) string { return p[r.IntN(len(p))] }
	texts := fastPathTexts(t)
	for i := range n {
		var b strings.Builder
		if i%2 == 0 {
			// Labels and separators in turn, mostly wide stops, the
			// last label a top-level domain now and then: domains,
			// and sentences that read as one.
			b.WriteString(pick(tldOthers))
			for k := 1 + r.IntN(5); k > 0; k-- {
				b.WriteString(pick(tldLabels))
				b.WriteString(pick(tldSeparators))
			}
			if r.IntN(2) == 0 {
				b.WriteString(pick(tldNames))
			} else {
				b.WriteString(pick(tldLabels))
			}
			b.WriteString(pick(tldOthers))
			b.WriteString(pick(tldLabels))
		} else {
			for k := 1 + r.IntN(12); k > 0; k-- {
				switch x := r.IntN(10); {
				case x < 5:
					b.WriteString(pick(tldLabels))
				case x < 8:
					b.WriteString(pick(tldSeparators))
				default:
					b.WriteString(pick(tldOthers))
				}
			}
		}
		texts = append(texts, b.String())
	}
	return texts
}

// passedSeparators counts the dots and the wide stops of text that the
// trigger search passes over with tldOnly and not without.
func passedSeparators(text string) (dots, stops int) {
	for i := 0; i < len(text); i++ {
		switch dnsname.SeparatorLen(text, i) {
		case 1:
			if dotTrigger(text, i, true, false) && !dotTrigger(text, i, true, true) {
				dots++
			}
		case 3:
			if wideTrigger(text, i, false) && !wideTrigger(text, i, true) {
				stops++
			}
		}
	}
	return dots, stops
}

// TestTLDTriggers: the links are the same whether or not the trigger
// search passes over the separators before a label that can be no
// top-level domain (tldTriggers), under every configuration. The texts
// pass over such separators before, between and after domains, many of
// which are links; the benchmark corpora are compared too, whole and line
// by line.
func TestTLDTriggers(t *testing.T) {
	texts := tldTexts(t, 40000)
	if !testing.Short() {
		for _, doc := range corpus.Docs() {
			texts = append(texts, string(doc.Data))
			texts = append(texts, strings.Split(string(doc.Data), "\n")...)
		}
	}
	dotTexts, stopTexts, linked := 0, 0, 0
	for _, c := range tldConfigs {
		d, err := NewChecked(c.opts...)
		require.NoError(t, err)
		for _, text := range texts {
			tldTriggers = false
			want := d.Detect(text)
			tldTriggers = true
			got := d.Detect(text)
			require.Equal(t, want, got, "%s: %q", c.name, text)
			if c.name != "default" {
				continue
			}
			dots, stops := passedSeparators(text)
			if dots > 0 && len(got) > 0 {
				dotTexts++
			}
			if stops > 0 {
				stopTexts++
				for _, l := range got {
					if strings.ContainsAny(text[l.Start:l.End], "\u3002\uFF0E\uFF61") {
						linked++
						break
					}
				}
			}
		}
	}
	t.Logf("%d texts: a dot passed over in %d with a link, a wide stop in %d, %d of them with a link through a wide stop", len(texts), dotTexts, stopTexts, linked)
	assert.Greater(t, dotTexts, 1500)
	assert.Greater(t, stopTexts, 10000)
	assert.Greater(t, linked, 1500)
}

// FuzzTLDTriggers checks what TestTLDTriggers does on any text.
func FuzzTLDTriggers(f *testing.F) {
	for _, s := range []string{"中文。更多。中国", "例子。。example。中国", "中文.。例子。com", "谢谢。www.example.com/路径。更多",
		"中文。更多http://example.com", "例子。公司@example.com", "か\u3099。グーグル", "中。ｃｏｍ",
		"console.log(x.length)", "x.log..com", "a.py.io", "arr.length@example.com"} {
		f.Add(s)
	}
	var ds []*Detector
	for _, c := range tldConfigs {
		ds = append(ds, New(c.opts...))
	}
	f.Fuzz(func(t *testing.T, text string) {
		for i, d := range ds {
			tldTriggers = false
			want := d.Detect(text)
			tldTriggers = true
			require.Equal(t, want, d.Detect(text), "%s: %q", tldConfigs[i].name, text)
		}
	})
}

// TestMayStartTLD: mayStartTLD's inline decoding agrees with
// utf8.DecodeRuneInString for every code point, before more text and at
// the end, and for invalid bytes; and the first code point of every
// ICANN top-level domain's U-label may start one.
func TestMayStartTLD(t *testing.T) {
	want := func(s string) bool {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n <= 1 {
			return false
		}
		if r < utf8.RuneSelf {
			return asciiHost[r]&aLabel != 0
		}
		b := dnsname.Bits(r)
		return b&dnsname.InLabel != 0 && !(b&dnsname.Stable != 0 && b&dnsname.InTLD == 0)
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		for _, s := range []string{string(r), string(r) + "a"} {
			require.Equal(t, want(s), mayStartTLD(s, 0), "%q", s)
		}
	}
	for _, s := range []string{"\xe3\x80", "\xed\xa0\x80", "\xe0\x80\x80", "\xff", "\xc3", "\xf0\x9f\x98"} {
		assert.False(t, mayStartTLD(s, 0), "%q", s)
	}
	for _, tld := range []string{"中国", "中國", "公司", "网络", "在线", "我爱你", "みんな", "コム", "グーグル", "한국", "рф", "бг", "ελ"} {
		assert.True(t, mayStartTLD(tld, 0), "%s", tld)
		text := "例子\u3002" + tld
		assert.Equal(t, []Link{{Start: 0, End: len(text), Kind: Domain, HostEnd: len(text)}}, New().Detect(text), "%s", text)
	}
}

// TestTLDTriggersLinear: the separators that the trigger search passes
// over are read a bounded number of times, when a later stop of their run
// is a trigger and domain reads back over them, and when none is.
func TestTLDTriggersLinear(t *testing.T) {
	for _, sh := range []struct{ name, unit, tail string }{
		{"stops passed over, then a trigger", "句子。", "中国"},
		{"a trigger every other stop", "中文。下一句。", ""},
		{"stops passed over, no trigger", "下。", ""},
		{"runs of stops passed over", "句子。下一句。谢谢，", "com"},
		{"code", "console.log(arr.length); ", "example.com"},
	} {
		checkLinear(t, sh.name, New(), func(k int) string { return repeatTo("", sh.unit, k) + sh.tail }, 1024)
	}
}
