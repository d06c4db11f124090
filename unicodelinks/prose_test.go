package unicodelinks

import (
	"strings"
	"testing"
)

// proseDetector is the Detector of the Unicode dialect's rules: the
// Markdown prose rules and the schemes of the real-world corpus.
var proseDetector = New(withProseRules(markdownProse), WithSchemes("http", "https", "ftp"))

// issue12Examples are the examples of issue 12 and of docs/prose-rules.md,
// with the links a reader expects marked ⸠…⸡.
var issue12Examples = []struct{ name, want string }{
	// CJK sentence punctuation ends a link.
	{"CommaAfterPath", "⸠https://example.com/guide⸡，详见"},
	{"FullStopAfterQuery", "链接地址：⸠https://pan.baidu.com/s/xyz?pwd=e7b4⸡。你可以尝试…"},
	{"TwoURLsInOneSentence", "⸠http://ngrep.sourceforge.net/⸡，libpcap下载地址：⸠http://www.tcpdump.org/⸡。先用…"},
	{"EnumerationCommaInPath", "⸠https://zh.wikipedia.org/wiki/联合国教育⸡、科学及文化组织"},
	{"EscapedEnumerationComma", "⸠https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织⸡"},
	{"SemicolonInFragment", "⸠https://example.com/a#b⸡；下一句"},
	{"ColonInPath", "⸠https://example.com/a⸡：说明"},
	{"ExclamationInPath", "⸠https://example.com/a⸡！好"},
	{"QuestionInQuery", "⸠https://example.com/?q=1⸡？好"},
	{"HalfwidthFullStopInPath", "⸠https://example.com/a⸡｡次"},
	{"HalfwidthCommaInPath", "⸠https://example.com/a⸡､次"},
	// A domain ends where prose begins.
	{"WideFullStopAfterURLHost", "请访问 ⸠https://github.com⸡。谢谢"},
	{"WideFullStopAfterDomain", "⸠github.com⸡。谢谢"},
	{"HangulAfterEmailDomain", "지원서는 ⸠award@f-ruby.com⸡으로 보내주세요."},
	{"HangulAfterDomain", "⸠f-ruby.com⸡으로"},
	{"HangulAfterWWW", "⸠www.ruby-lang.org⸡는"},
	{"WideFullStopAfterEmailDomain", "⸠hello@trydesignlab.com⸡。我们"},
	{"HangulAfterURLHost", "⸠https://cache.ruby-lang.org⸡를 제공하기"},
	{"KanaBetweenTwoDomains", "現在⸠www.rubyist.net⸡や⸠jp.rubyist.net⸡のサービス"},
	{"DomainAfterKana", "Inc.のページや⸠RubyConf.org⸡で公開"},
	{"DomainAfterHan", "访问⸠github.com⸡"},
	{"DomainAfterSentence", "请看我们的网站。⸠github.com⸡上有代码"},
	{"DomainsAcrossSentences", "⸠github.com⸡。谢谢。⸠gitlab.com⸡也可以"},
	{"AddressAfterAddress", "联系⸠admin@example.com⸡或者⸠admin2@example.com⸡"},
	{"PathAfterWWW", "网址是⸠www.example.com/path⸡。谢谢"},
	// An e-mail local part starts at a script change, never with a quote.
	{"HanBeforeLocalPart", "邮箱⸠wang@example.com⸡"},
	{"QuoteBeforeLocalPart", "'⸠info@example.org⸡'"},
	{"BackquoteBeforeLocalPart", "`⸠info@example.org⸡`"},
	{"ParameterBeforeLocalPart", "«email=⸠name@yandex.ru⸡»"},
	{"KanaLocalPart", "⸠アルベルト@example.com⸡"},
	{"GreekLocalPart", "⸠σωκράτης@example.gr⸡"},
	{"ApostropheInsideLocalPart", "⸠o'reilly@example.com⸡"},
	// localhost and IP literals after an explicit scheme.
	{"LocalhostWithPort", "⸠http://localhost:1313/⸡"},
	{"LoopbackWithPort", "⸠http://127.0.0.1:8080/⸡"},
	{"SchemelessLocalhost", "localhost:1313 and localhost"},
}

// TestIssue12Examples runs the examples of issue 12 through Detect with
// markdownProse.
func TestIssue12Examples(t *testing.T) {
	for _, c := range issue12Examples {
		t.Run(c.name, func(t *testing.T) {
			text := stripMarks(c.want)
			if got := markLinks(text, proseDetector.Detect(text)); got != c.want {
				t.Errorf("\n got %s\nwant %s", got, c.want)
			}
		})
	}
}

// TestBacktickEndsLink guards that under markdownProse a raw backtick
// ends a URL (a URL holds none: RFC 3986 has no backtick and browsers
// escape it), as goldmark shows an unmatched one as text; UTS #58 makes it
// Include.
func TestBacktickEndsLink(t *testing.T) {
	for _, want := range []string{
		"- 常に最短のリンクを選ぶ： ⸠http://example.com/dir/index.html⸡`よりも`⸠http://example.com/dir/⸡`の方がよい。",
		"⸠https://example.com/a⸡`b ⸠https://example.com/?q=1⸡` ⸠https://example.com/#f⸡`",
		"⸠www.example.com/dir⸡`s",
	} {
		text := stripMarks(want)
		if got := markLinks(text, proseDetector.Detect(text)); got != want {
			t.Errorf("\n got %s\nwant %s", got, want)
		}
	}
	text := "see https://example.com/a`b"
	if got, want := markLinks(text, New().Detect(text)), "see ⸠https://example.com/a`b⸡"; got != want {
		t.Errorf("without prose rules:\n got %s\nwant %s", got, want)
	}
}

// TestProseRulesAlone checks each prose rule on its own, and that without
// it Detect follows UTS #58 and IDNA as before.
func TestProseRulesAlone(t *testing.T) {
	tests := []struct {
		rules   proseRule
		with    string // the links with the rule
		without string // the links without any prose rule
	}{
		{cjkPunctHard, "⸠https://example.com/guide⸡，详见", "⸠https://example.com/guide，详见⸡"},
		{cjkPunctHard, "⸠https://example.com/a?b=c⸡、d", "⸠https://example.com/a?b=c、d⸡"},
		// A URL's userinfo ends at CJK sentence punctuation too: the '@'
		// after it is an address of its own.
		{cjkPunctHard, "⸠https://example.com⸡，⸠bob@example.org⸡", "https://example.com，bob@example.org"},
		{proseDomainEnd, "⸠github.com⸡。谢谢", "github.com。谢谢"},
		{proseDomainEnd, "⸠https://github.com⸡。谢谢", "https://github.com。谢谢"},
		{proseDomainEnd, "⸠award@f-ruby.com⸡으로", "award@f-ruby.com으로"},
		{proseDomainEnd, "访问⸠github.com⸡", "⸠访问github.com⸡"},
		{proseDomainEnd, "ウェブサイトは⸠example.com⸡です", "ウェブサイトはexample.comです"},
		// A valid run stays whole: IDN labels and wide full stops as
		// separators.
		{proseDomainEnd, "⸠例え。みんな⸡ ⸠中文.com⸡", "⸠例え。みんな⸡ ⸠中文.com⸡"},
		{proseEmailStart, "邮箱⸠wang@example.com⸡", "⸠邮箱wang@example.com⸡"},
		{proseEmailStart, "'⸠info@example.org⸡'", "⸠'info@example.org⸡'"},
		{proseEmailStart, "email=⸠name@yandex.ru⸡", "⸠email=name@yandex.ru⸡"},
		{proseEmailStart, "⸠mailto:info@example.org⸡", "⸠mailto:info@example.org⸡"},
		{proseEmailStart, "⸠アルベルト@example.com⸡ ⸠σωκράτης@example.gr⸡", "⸠アルベルト@example.com⸡ ⸠σωκράτης@example.gr⸡"},
		{localhostURLs, "⸠http://localhost:1313/⸡ ⸠https://LocalHost/a⸡", "http://localhost:1313/ https://LocalHost/a"},
		{localhostURLs, "localhost:1313 localhost.", "localhost:1313 localhost."},
		{backtickHard, "⸠https://example.com/a⸡`b ⸠www.example.com/?q⸡`", "⸠https://example.com/a`b⸡ ⸠www.example.com/?q`⸡"},
		{backtickHard | lessThanHard | emphasisSoft, "⸠https://example.com/a⸡`b<c ⸠https://example.com/d⸡*", "⸠https://example.com/a`b<c⸡ ⸠https://example.com/d*⸡"},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			rules proseRule
			want  string
		}{{tt.rules, tt.with}, {0, tt.without}} {
			d := New(withProseRules(c.rules))
			text := stripMarks(c.want)
			if got := markLinks(text, d.Detect(text)); got != c.want {
				t.Errorf("rules %#x: %q:\n got %s\nwant %s", c.rules, text, got, c.want)
			}
		}
	}
}

// TestWithLocalhost checks WithLocalhost, in either order with
// withProseRules.
func TestWithLocalhost(t *testing.T) {
	text := "see http://localhost:1313/ and http://127.0.0.1:8080/ and http://[::1]:80/ or localhost:1313"
	all := "see ⸠http://localhost:1313/⸡ and ⸠http://127.0.0.1:8080/⸡ and ⸠http://[::1]:80/⸡ or localhost:1313"
	ipOnly := "see http://localhost:1313/ and ⸠http://127.0.0.1:8080/⸡ and ⸠http://[::1]:80/⸡ or localhost:1313"
	tests := []struct {
		name string
		opts []Option
		want string
	}{
		{"default", nil, ipOnly},
		{"markdownProse", []Option{withProseRules(markdownProse)}, all},
		{"on", []Option{WithLocalhost(true)}, all},
		{"off", []Option{WithLocalhost(false)}, text},
		{"off then markdownProse", []Option{WithLocalhost(false), withProseRules(markdownProse)}, text},
		{"markdownProse then off", []Option{withProseRules(markdownProse), WithLocalhost(false)}, text},
	}
	for _, tt := range tests {
		if got := markLinks(text, New(tt.opts...).Detect(text)); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

// TestEmailLocalStartProse checks emailLocalStartProse against
// EmailLocalStart.
func TestEmailLocalStartProse(t *testing.T) {
	tests := []struct {
		text      string
		rules     proseRule
		wantStart int
		wantOK    bool
	}{
		{"邮箱wang@example.com", markdownProse, len("邮箱"), true},
		{"邮箱wang@example.com", 0, 0, true},
		{"'info@example.org", markdownProse, 1, true},
		{"“info@example.org", markdownProse, len("“"), true},
		{"email=name@yandex.ru", markdownProse, len("email="), true},
		{"mailto:wang@example.com", markdownProse, 0, true},
		{"x 'mailto:a@b.com", markdownProse, 3, true},
		{"アルベルト@example.com", markdownProse, 0, true},
		{"a=@example.com", markdownProse, 0, false},
		{"''@example.com", markdownProse, 0, false},
		{"中.a@example.com", markdownProse, 0, true},
		{"x=.a@example.com", markdownProse, 0, false},
	}
	for _, tt := range tests {
		at := strings.LastIndexByte(tt.text, '@')
		start, ok := emailLocalStartProse(tt.text, at, tt.rules)
		if start != tt.wantStart || ok != tt.wantOK {
			t.Errorf("emailLocalStartProse(%q, %d, %#x) = %d, %v, want %d, %v", tt.text, at, tt.rules, start, ok, tt.wantStart, tt.wantOK)
		}
	}
}

// TestScanHostProse: the hosts that scanHostEnd and scanURLHostEnd find end
// where prose begins under proseDomainEnd.
func TestScanHostProse(t *testing.T) {
	d := New(withProseRules(proseDomainEnd))
	for _, text := range []string{"github.com。谢谢", "f-ruby.com으로", "www.ruby-lang.org는"} {
		hostEnd, _, ok := d.scanHostEnd(text, 0)
		if want := strings.IndexFunc(text, func(r rune) bool { return r >= 0x3000 }); !ok || hostEnd != want {
			t.Errorf("scanHostEnd(%q) = %d, %v", text, hostEnd, ok)
		}
		if _, _, ok := New().scanHostEnd(text, 0); ok {
			t.Errorf("scanHostEnd(%q) without the rule: ok", text)
		}
	}
}

// TestProseLinear checks that the prose rules keep detection linear: a
// text four times longer costs about four times as much work, not sixteen
// (see checkLinear).
func TestProseLinear(t *testing.T) {
	patterns := []struct{ name, unit, prefix string }{
		{"domains glued to Han", "a.com中", ""},
		{"refused pieces", "x.y中", ""},
		{"Han then Latin", "中a.b", ""},
		{"wide full stops", "a.com。谢", ""},
		{"Hangul after labels", "a.b.c으", ""},
		{"script changes in a local part", "中a", "x "},
		{"local parts", "中a@b.c。", ""},
		{"CJK punctuation in a path", "a，", "https://example.com/"},
		{"hosts refused after a scheme", "http://a.b中", ""},
	}
	for _, p := range patterns {
		for _, d := range linearDetectors {
			checkLinear(t, p.name+", "+d.name, d.d, func(n int) string { return repeatTo(p.prefix, p.unit, n) }, 4096)
		}
	}
}

// FuzzEmailLocalStartProse checks that the prose rules only ever move the
// start of a local part forward, to a valid start.
func FuzzEmailLocalStartProse(f *testing.F) {
	for _, s := range []string{"邮箱wang@example.com", "'info@x.org", "email=a@b.c", "mailto:'a@b.c", "中.a@b.c", "x=@b.c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		at := strings.LastIndexByte(text, '@')
		if at < 0 {
			return
		}
		start, ok := EmailLocalStart(text, at)
		ps, pok := emailLocalStartProse(text, at, markdownProse)
		switch {
		case pok && !ok:
			t.Fatalf("%q: ok with the prose rules only", text)
		case pok && (ps < start || ps >= at || text[ps] == '.'):
			t.Fatalf("%q: start %d (%d without the rules)", text, ps, start)
		}
	})
}

// BenchmarkDetectProse runs Detect with the seven rules of markdownProse,
// and with the three Markdown rules only, on the benchmark inputs: the
// cost of the rules for text without spaces.
func BenchmarkDetectProse(b *testing.B) {
	for _, c := range []struct {
		name string
		d    *Detector
	}{
		{"markdown", New(withProseRules(lessThanHard | emphasisSoft | dropEmptyLastPart))},
		{"prose", New(withProseRules(markdownProse))},
	} {
		b.Run(c.name, func(b *testing.B) {
			benchEach(b, func(b *testing.B, text string) {
				for b.Loop() {
					c.d.Detect(text)
				}
			})
		})
	}
}

// TestScanURLHostLocalhost: scanURLHostEnd takes localhost under
// localhostURLs, and refuses it and IP addresses under WithLocalhost(false).
func TestScanURLHostLocalhost(t *testing.T) {
	tests := []struct {
		d            *Detector
		text         string
		hostEnd, end int
		ok           bool
	}{
		{New(withProseRules(localhostURLs)), "localhost:1313/", 9, 14, true},
		{New(), "localhost:1313/", 0, 0, false},
		{New(WithLocalhost(false)), "127.0.0.1:8080/", 0, 0, false},
		{New(WithLocalhost(false)), "[::1]:8080/", 0, 0, false},
		{New(), "127.0.0.1:8080/", 9, 14, true},
	}
	for _, tt := range tests {
		hostEnd, end, ok := tt.d.scanURLHostEnd(tt.text, 0)
		if hostEnd != tt.hostEnd || end != tt.end || ok != tt.ok {
			t.Errorf("scanURLHostEnd(%q) = %d, %d, %v, want %d, %d, %v", tt.text, hostEnd, end, ok, tt.hostEnd, tt.end, tt.ok)
		}
	}
}
