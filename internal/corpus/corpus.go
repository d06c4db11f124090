// Package corpus generates the benchmark documents deterministically: the
// same seed gives the same bytes on every machine (math/rand/v2's PCG
// generator is specified, not implementation-defined). They are not in the
// repository, so that the module stays small: tests and benchmarks call
// Docs, and `make corpora` (`go generate ./internal/corpus`) writes them
// into testdata/bench/ (ignored by git) for the command line. A test pins
// their SHA-256, so that benchmark results stay comparable.
package corpus

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
)

//go:generate go run ./gen -dir ../../testdata/bench

// A Corpus is one benchmark document.
type Corpus struct {
	Name        string // file name, such as "a-prose.md"
	Description string
	Generate    func() []byte
}

// All lists the corpora in the order of the performance issues: (a)–(e),
// and (f), the prose of issue 15.
var All = []Corpus{
	{"a-prose.md", "English prose without links", func() []byte { return prose(512 << 10) }},
	{"b-readme.md", "README-like Markdown with a link every few lines", func() []byte { return readme(1 << 20) }},
	{"c-multilingual.md", "multilingual Markdown with non-ASCII URLs", func() []byte { return multilingual(512 << 10) }},
	{"d-cjk.md", "Chinese and Japanese prose with occasional links", func() []byte { return cjk(512 << 10) }},
	{"e-linklist.md", "link-dense list, one link per line, 10 000 lines", func() []byte { return linkList(10000) }},
	{"f-sentences.md", "English prose with abbreviations and decimal numbers, no links", func() []byte { return sentences(512 << 10) }},
}

// A Doc is a generated corpus.
type Doc struct {
	Name string // as Corpus.Name
	Data []byte
}

// Docs returns the generated corpora of All, in order. They are generated
// once per process; callers must not modify them.
var Docs = sync.OnceValue(func() []Doc {
	docs := make([]Doc, len(All))
	for i, c := range All {
		docs[i] = Doc{c.Name, c.Generate()}
	}
	return docs
})

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5eed)) }

var englishWords = strings.Fields(`the of and to in is that for it as was with be by on not he this are or his
from at which but have an they you were her she there been one all we their has would when if so no will
can more about said up out what some them may into than its only time could new other very my also after
first well year work such make even most over back through where much go good just way should these
people long little down because any day before great same old many right use while another think life
state world between never under might last while small every found still house both away again line
those around however nothing must place part without during number system program question group
interest government case fact point hand course country school problem during company report library
parser renderer document paragraph heading module package release version test example detection`)

// sentence writes one sentence of n words from words.
func sentence(r *rand.Rand, b *bytes.Buffer, words []string, n int) {
	for i := 0; i < n; i++ {
		w := words[r.IntN(len(words))]
		if i == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(w)
		if i > 0 && i < n-1 && r.IntN(12) == 0 {
			b.WriteByte(',')
		}
	}
	b.WriteString([]string{".", ".", ".", "?", "!"}[r.IntN(5)])
}

func prose(size int) []byte { return paragraphs(newRand(1), size, nil) }

// paragraphs is prose of paragraphs of three to seven sentences; with
// inserts, one of them follows the first word of about one sentence of two.
func paragraphs(r *rand.Rand, size int, inserts []string) []byte {
	var b bytes.Buffer
	for b.Len() < size {
		for s := 0; s < 3+r.IntN(5); s++ {
			if s > 0 {
				b.WriteByte(' ')
			}
			start := b.Len()
			sentence(r, &b, englishWords, 6+r.IntN(14))
			if inserts == nil {
				continue
			}
			if i := bytes.IndexByte(b.Bytes()[start:], ' '); i > 0 && r.IntN(2) == 0 {
				tail := append([]byte(nil), b.Bytes()[start+i:]...)
				b.Truncate(start + i + 1)
				b.WriteString(inserts[r.IntN(len(inserts))])
				b.Write(tail)
			}
		}
		b.WriteString("\n\n")
	}
	return b.Bytes()
}

var hosts = []string{"example.com", "go.dev", "github.com", "pkg.go.dev", "docs.example.org", "en.wikipedia.org", "news.example.co.uk", "api.example.io"}
var paths = []string{"", "/", "/docs", "/wiki/Markdown", "/issues/42", "/a/b/c.html", "/search?q=go+markdown&page=2", "/page#section-3", "/wiki/Go_(programming_language)", "/blob/main/README.md", "/users/alice/repos?sort=updated"}

func asciiLink(r *rand.Rand) string {
	host := hosts[r.IntN(len(hosts))]
	path := paths[r.IntN(len(paths))]
	switch r.IntN(4) {
	case 0:
		return "https://" + host + path
	case 1:
		return "http://" + host + path
	case 2:
		return "www." + host + path
	default:
		return []string{"alice", "bob.smith", "dev-team", "info"}[r.IntN(4)] + "@" + host
	}
}

// wrap puts a link in one of the contexts that trip linkifiers.
func wrap(r *rand.Rand, link string) string {
	switch r.IntN(8) {
	case 0:
		return "(" + link + ")"
	case 1:
		return "(see " + link + ")."
	case 2:
		return link + "."
	case 3:
		return link + ","
	case 4:
		return "**" + link + "**"
	case 5:
		return "\"" + link + "\""
	default:
		return link
	}
}

// sentenceInserts are the periods of real prose that end no sentence and
// start no link: abbreviations, initials, decimal numbers and versions.
var sentenceInserts = []string{"e.g.", "i.e.", "Dr. Smith", "Mr. Jones", "etc.", "U.S.", "p.m.", "a.m.",
	"3.14", "0.5", "12.75", "version 1.2.3", "No. 5", "Fig. 2", "vs.", "approx. 2.5", "St. Louis",
	"Ph.D.", "cf.", "v2.0", "$4.99", "98.6 degrees", "Jan. 3", "J. R. R. Tolkien"}

// sentences is prose with an abbreviation or a number after the first word
// of about one sentence of two.
func sentences(size int) []byte { return paragraphs(newRand(6), size, sentenceInserts) }

func readme(size int) []byte {
	r := newRand(2)
	var b bytes.Buffer
	section := 0
	for b.Len() < size {
		section++
		fmt.Fprintf(&b, "## Section %d\n\n", section)
		for p := 0; p < 3; p++ {
			sentence(r, &b, englishWords, 8+r.IntN(10))
			b.WriteString(" See " + wrap(r, asciiLink(r)) + " for details.\n")
			sentence(r, &b, englishWords, 8+r.IntN(10))
			b.WriteString(" Use `go get example.com/mod` and *emphasis* or _more_.\n\n")
		}
		for i := 0; i < 4; i++ {
			b.WriteString("- ")
			sentence(r, &b, englishWords, 4+r.IntN(6))
			b.WriteString(" " + wrap(r, asciiLink(r)) + "\n")
		}
		b.WriteString("\n")
	}
	return b.Bytes()
}

type script struct {
	words []string
	host  string
}

var scripts = []script{
	{strings.Fields("Ελλάδα Αθήνα γλώσσα ιστορία πόλη θάλασσα φιλοσοφία"), "el.wikipedia.org"},
	{strings.Fields("Россия Москва история язык город наука литература"), "ru.wikipedia.org"},
	{strings.Fields("مصر القاهرة تاريخ لغة مدينة علم أدب"), "ar.wikipedia.org"},
	{strings.Fields("ישראל ירושלים היסטוריה שפה עיר מדע ספרות"), "he.wikipedia.org"},
	{strings.Fields("भारत दिल्ली इतिहास भाषा नगर विज्ञान महात्मा_गांधी"), "hi.wikipedia.org"},
	{strings.Fields("ประเทศไทย กรุงเทพมหานคร ประวัติศาสตร์ ภาษา เมือง"), "th.wikipedia.org"},
	{strings.Fields("日本 東京 歴史 言語 都市 科学 アルベルト・アインシュタイン"), "ja.wikipedia.org"},
	{strings.Fields("中国 北京 历史 语言 城市 科学 联合国教育、科学及文化组织"), "zh.wikipedia.org"},
	{strings.Fields("대한민국 서울 역사 언어 도시 과학 문학"), "ko.wikipedia.org"},
	{strings.Fields("Česko Praha Dvořák Antonín_Dvořák Brno Plzeň"), "cs.wikipedia.org"},
}

func multilingual(size int) []byte {
	r := newRand(3)
	var b bytes.Buffer
	for b.Len() < size {
		s := scripts[r.IntN(len(scripts))]
		for i := 0; i < 12+r.IntN(12); i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.words[r.IntN(len(s.words))])
		}
		link := "https://" + s.host + "/wiki/" + s.words[r.IntN(len(s.words))]
		b.WriteString(" " + wrap(r, link) + " ")
		if r.IntN(3) == 0 {
			b.WriteString("bücher.de/bücher ")
		}
		b.WriteString(s.words[r.IntN(len(s.words))] + ".\n\n")
	}
	return b.Bytes()
}

var cjkRunes = []rune("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严日本語東京大学研究")

func cjk(size int) []byte {
	r := newRand(4)
	var b bytes.Buffer
	for b.Len() < size {
		for s := 0; s < 4+r.IntN(4); s++ {
			for i := 0; i < 15+r.IntN(30); i++ {
				b.WriteRune(cjkRunes[r.IntN(len(cjkRunes))])
				if r.IntN(12) == 0 {
					b.WriteString("、")
				}
			}
			switch r.IntN(10) {
			case 0:
				b.WriteString("，请访问 https://example.com/路径。")
			case 1:
				b.WriteString("（https://zh.wikipedia.org/wiki/中国）")
			default:
				b.WriteString("。")
			}
		}
		b.WriteString("\n\n")
	}
	return b.Bytes()
}

func linkList(lines int) []byte {
	r := newRand(5)
	var b bytes.Buffer
	for i := 0; i < lines; i++ {
		b.WriteString("- ")
		if r.IntN(4) == 0 {
			s := scripts[r.IntN(len(scripts))]
			b.WriteString(wrap(r, "https://"+s.host+"/wiki/"+s.words[r.IntN(len(s.words))]))
		} else {
			b.WriteString(wrap(r, asciiLink(r)))
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}
