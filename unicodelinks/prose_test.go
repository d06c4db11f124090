package unicodelinks

import "testing"

// proseDetector is the Detector of the Unicode dialect's rules: the
// Markdown prose rules and the schemes of the real-world corpus.
var proseDetector = New(WithProseRules(MarkdownProse), WithSchemes("http", "https", "ftp"))

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
// MarkdownProse.
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
