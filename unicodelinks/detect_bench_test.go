package unicodelinks

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// benchSize is the approximate size of the generated benchmark inputs.
const benchSize = 64 << 10

// englishWords is the vocabulary of the generated English prose.
var englishWords = strings.Fields(`the of and to in a is that for it as was with be by on not he
	this are or his from at which but have an they you were her she there been one all we their
	has would when if so no will more can about said what out up into its them some could time
	these two may then do first any my now such like other how only over also new after most
	people through back years where much your way well down should because each just those
	work while part number between before world must under large found still around against
	small place again every house point home hand high three never last long began thought
	river garden window morning letter mountain village summer winter question answer story`)

// englishProse returns about n bytes of English sentences with commas and
// full stops but no link, generated deterministically from seed.
func englishProse(n int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 1))
	var b strings.Builder
	for b.Len() < n {
		words := 6 + rng.IntN(14)
		for w := range words {
			word := englishWords[rng.IntN(len(englishWords))]
			if w == 0 {
				word = strings.ToUpper(word[:1]) + word[1:]
			}
			b.WriteString(word)
			switch {
			case w == words-1:
				b.WriteString(". ")
			case rng.IntN(9) == 0:
				b.WriteString(", ")
			default:
				b.WriteByte(' ')
			}
		}
		if rng.IntN(6) == 0 {
			b.WriteString("\n\n")
		}
	}
	return b.String()
}

// sentenceInserts are the abbreviations and numbers of sentencesProse:
// periods that start no link, most of them followed by a space, a capital
// or a digit.
var sentenceInserts = []string{"e.g.", "i.e.", "Dr. Smith", "Mr. Jones", "etc.", "U.S.", "p.m.",
	"3.14", "0.5", "12.75", "version 1.2.3", "No.5", "Fig. 2", "vs.", "approx. 2.5", "St. Louis"}

// sentencesProse returns about n bytes of English sentences, as englishProse,
// with abbreviations and decimal numbers in about one sentence of two: the
// full stops of real prose, none of which is a link.
func sentencesProse(n int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 4))
	prose := englishProse(n, seed)
	var b strings.Builder
	for _, sentence := range strings.SplitAfter(prose, ". ") {
		if rng.IntN(2) == 0 {
			if i := strings.IndexByte(sentence, ' '); i > 0 {
				b.WriteString(sentence[:i+1])
				b.WriteString(sentenceInserts[rng.IntN(len(sentenceInserts))])
				b.WriteByte(' ')
				sentence = sentence[i+1:]
			}
		}
		b.WriteString(sentence)
	}
	return b.String()
}

// benchLinks are the links inserted into prose for the "links" input.
var benchLinks = []string{
	"https://example.com/docs/guide.html",
	"example.org",
	"www.wikipedia.org/wiki/Unicode",
	"mailto:someone@example.net",
	"http://go.dev/doc/effective_go#names",
	"john.doe@example.com",
	"github.com/yuin/goldmark",
	"https://ja.wikipedia.org/wiki/アルベルト・アインシュタイン",
}

// proseWithLinks returns about n bytes of English prose with a link about
// every 200 bytes.
func proseWithLinks(n int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 2))
	prose := englishProse(n, seed)
	var b strings.Builder
	for len(prose) > 0 {
		cut := min(len(prose), 150+rng.IntN(100))
		if i := strings.LastIndexByte(prose[:cut], ' '); i > 0 && cut < len(prose) {
			cut = i + 1
		}
		b.WriteString(prose[:cut])
		prose = prose[cut:]
		if len(prose) > 0 {
			b.WriteString("see ")
			b.WriteString(benchLinks[rng.IntN(len(benchLinks))])
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// cjkProse returns about n bytes of Chinese and Japanese sentences ended by
// ideographic full stops, with no link.
func cjkProse(n int, seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 3))
	phrases := []string{"今天天气很好", "我们去公园散步", "他在图书馆看书", "这个问题很有意思",
		"東京は日本の首都です", "ひらがなとカタカナ", "学生たちは勉強しています", "明日は雨が降るでしょう"}
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(phrases[rng.IntN(len(phrases))])
		if rng.IntN(3) == 0 {
			b.WriteString("，")
			b.WriteString(phrases[rng.IntN(len(phrases))])
		}
		b.WriteString("。")
		if rng.IntN(8) == 0 {
			b.WriteString("\n")
		}
	}
	return b.String()
}

// wikipediaLines returns the lines of LinkDetectionTest.txt in its
// Wikipedia section, without markers, one per line. The benchmark is
// skipped when the data is absent.
func wikipediaLines(b *testing.B) string {
	var lines []string
	for _, c := range readDetectionTest(b, ucd.Version) {
		if strings.HasPrefix(c.section, "Sample pages from") {
			lines = append(lines, stripMarks(c.want))
		}
	}
	return strings.Join(lines, "\n")
}

// benchInputs are the benchmark inputs: (a) English prose without links,
// (a2) the same with abbreviations and decimal numbers ("sentences"), (b)
// prose with a link about every 200 bytes, (c) the Wikipedia URLs of
// LinkDetectionTest.txt, (d) Chinese and Japanese prose.
var benchInputs = []struct {
	name string
	text func(*testing.B) string
}{
	{"prose", func(*testing.B) string { return englishProse(benchSize, 1) }},
	{"sentences", func(*testing.B) string { return sentencesProse(benchSize, 1) }},
	{"links", func(*testing.B) string { return proseWithLinks(benchSize, 1) }},
	{"wikipedia", wikipediaLines},
	{"cjk", func(*testing.B) string { return cjkProse(benchSize, 1) }},
}

// benchEach runs f as a sub-benchmark on each input, with the throughput
// and allocations reported.
func benchEach(b *testing.B, f func(b *testing.B, text string)) {
	for _, in := range benchInputs {
		b.Run(in.name, func(b *testing.B) {
			text := in.text(b)
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			f(b, text)
		})
	}
}

// BenchmarkDetect measures AppendLinks, reusing the result slice.
func BenchmarkDetect(b *testing.B) {
	benchEach(b, func(b *testing.B, text string) {
		var links []Link
		for b.Loop() {
			links = defaultDetector.AppendLinks(links[:0], text)
		}
		b.ReportMetric(float64(len(links)), "links")
	})
}

// BenchmarkAll measures the iterator, which must not allocate.
func BenchmarkAll(b *testing.B) {
	benchEach(b, func(b *testing.B, text string) {
		for b.Loop() {
			for range defaultDetector.All(text) {
			}
		}
	})
}

// BenchmarkValidString is the yardstick: utf8.ValidString over the same
// inputs.
func BenchmarkValidString(b *testing.B) {
	benchEach(b, func(b *testing.B, text string) {
		for b.Loop() {
			if !utf8.ValidString(text) {
				b.Fatal("invalid UTF-8")
			}
		}
	})
}
