package unicodelinks

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// dialectDetector is the engine as the goldmark extension's Unicode
// dialect builds it (parser/parser.go): the Markdown prose rules the
// detector reads, "www." scheme-less domains only, any host a browser
// accepts after an explicit scheme.
var dialectDetector = New(withProseRules(markdownProse&^markupStops), WithSchemelessWWWOnly(true),
	WithBrowserURLHosts(true), WithSpoofCheck(SpoofRefuse))

// issue41Rows are the engine rows of issue 41 ("never a wrong target"),
// with the links a reader expects marked ⸠…⸡, for the presets where they
// apply: a link is the author's URL whole, or none.
var issue41Rows = []struct {
	name                string
	dialect, prose, new string // "" where the row does not apply
}{
	// Row 1: prose glued to a host after an explicit scheme is not part
	// of it, though any host a browser accepts links.
	{"Row1WideFullStop", "请访问⸠https://github.com⸡。谢谢！", "请访问⸠https://github.com⸡。谢谢！", ""},
	{"Row1Hangul", "⸠https://f-ruby.com⸡으로 보내세요", "⸠https://f-ruby.com⸡으로 보내세요", ""},
	{"Row1Kana", "詳細は⸠https://example.jp⸡を参照してください。", "詳細は⸠https://example.jp⸡を参照してください。", ""},
	{"Row1HangulAfterWWW", "자세한 내용은 ⸠https://www.naver.com⸡에서 확인하세요.", "자세한 내용은 ⸠https://www.naver.com⸡에서 확인하세요.", ""},
	{"Row1Han", "下载地址⸠https://golang.google.cn⸡下载即可", "下载地址⸠https://golang.google.cn⸡下载即可", ""},
	{"Row1ICANNTLDAfterFullStop", "请访问⸠https://example.com⸡。中国", "请访问⸠https://example.com⸡。中国", ""},
	{"Row1AnyTLD", "⸠https://bar.baz/⸡ ⸠https://jenkins.internal/⸡ ⸠https://foo_bar.example.com/⸡", "", ""},
	{"Row1AnyTLDGlued", "⸠https://jenkins.internal⸡으로", "", ""},
	{"Row1IDNHost", "⸠https://中国政府.政务/⸡ ⸠https://例え.テスト/⸡", "", ""},
	// Row 3: an invalid byte reads as U+FFFD.
	{"Row3URL", "visit https://ex\xe9mple.com/ today", "visit https://ex\xe9mple.com/ today", "visit https://ex\xe9mple.com/ today"},
	{"Row3Email", "mail bob@ex\xe9mple.com now", "mail bob@ex\xe9mple.com now", "mail bob@ex\xe9mple.com now"},
	{"Row3ReplacementURL", "visit https://ex\uFFFDmple.com/ today", "visit https://ex\uFFFDmple.com/ today", "visit https://ex\uFFFDmple.com/ today"},
	{"Row3ReplacementEmail", "mail bob@ex\uFFFDmple.com now", "mail bob@ex\uFFFDmple.com now", "mail bob@ex\uFFFDmple.com now"},
	{"Row3Schemeless", "see www.ex\xe9mple.com now", "see www.ex\xe9mple.com now", "see www.ex\xe9mple.com now"},
	{"Row3AfterSpace", "\xe9 ⸠https://example.com/⸡", "\xe9 ⸠https://example.com/⸡", "\xe9 ⸠https://example.com/⸡"},
	// Row 11: a code identifier is no link in prose.
	{"Row11Identifier", "", "the foo.bar field is required", "the ⸠foo.bar⸡ field is required"},
	{"Row11Site", "", "the site ⸠example.bar⸡ is up", ""},
	// Row 13: Thai glued to a scheme-less domain on both sides; a Hebrew
	// prefix before an address.
	{"Row13Thai", "เข้าเว็บ⸠www.example.com⸡ได้เลย", "เข้าเว็บ⸠www.example.com⸡ได้เลย", ""},
	{"Row13ThaiURLHost", "ดูที่⸠https://example.co.th⸡ครับ", "ดูที่⸠https://example.co.th⸡ครับ", ""},
	{"Row13Hebrew", "כתבו ל-⸠support@example.org⸡ היום", "כתבו ל-⸠support@example.org⸡ היום", ""},
	{"Row13HebrewPrefixes", "שלחו ב-⸠www.example.com⸡ או מ-⸠bob@example.org⸡", "שלחו ב-⸠www.example.com⸡ או מ-⸠bob@example.org⸡", ""},
	{"Row13HyphenLocalPart", "write to ⸠re-bob@example.org⸡", "write to ⸠re-bob@example.org⸡", "write to ⸠re-bob@example.org⸡"},
	// Row 12: a path glued to a particle or verb ends before it; a title
	// in the path is whole.
	{"Row12Hangul", "이 문서는 ⸠https://example.com/docs/guide⸡에서 확인하세요", "이 문서는 ⸠https://example.com/docs/guide⸡에서 확인하세요", ""},
	{"Row12Kana", "詳しくは⸠https://example.jp/help/faq/⸡をご覧ください", "詳しくは⸠https://example.jp/help/faq/⸡をご覧ください", ""},
	{"Row12Han", "文档见⸠https://example.cn/docs/install.html⸡即可", "文档见⸠https://example.cn/docs/install.html⸡即可", ""},
	{"Row12Thai", "ดูที่⸠https://example.co.th/news⸡ครับ", "ดูที่⸠https://example.co.th/news⸡ครับ", ""},
	{"Row12HangulTitle", "⸠https://ko.wikipedia.org/wiki/서울⸡", "⸠https://ko.wikipedia.org/wiki/서울⸡", "⸠https://ko.wikipedia.org/wiki/서울⸡"},
	// Row 12 on real lines (testdata/prose-paths.txt): a Japanese particle
	// after a '/' that ends the path, unless Hiragana follows (a title); a
	// particle and a file name the sentence names.
	{"Row12KanaAfterSlash", "1. ⸠http://localhost:8080/⸡にアクセス", "1. ⸠http://localhost:8080/⸡にアクセス", ""},
	{"Row12KanaFromAfterSlash", "⸠https://developer.microsoft.com/en-us/microsoft-edge/tools/vms/⸡から入手できる。", "⸠https://developer.microsoft.com/en-us/microsoft-edge/tools/vms/⸡から入手できる。", ""},
	{"Row12KanaTitleAfterSlash", "⸠https://ja.wikipedia.org/wiki/からかい上手の高木さん⸡", "⸠https://ja.wikipedia.org/wiki/からかい上手の高木さん⸡", "⸠https://ja.wikipedia.org/wiki/からかい上手の高木さん⸡"},
	{"Row12ParticleThenFileName", "⸠https://github.com/nullivex/nodist/releases⸡からNodistSetup.exeをダウンロード", "", ""},
	// Row 8 on real lines: Han or Hangul inside a slug or a file name.
	{"Row8SlugHangul", "- [링크](⸠https://medium.com/extales/git을-다루는-workflow-gitflow-849d4e4104d9⸡)", "- [링크](⸠https://medium.com/extales/git을-다루는-workflow-gitflow-849d4e4104d9⸡)", ""},
	{"Row8FileNameHan", "![osi七层模型2](⸠https://oss.javaguide.cn/github/javaguide/osi七层模型2.png⸡)", "![osi七层模型2](⸠https://oss.javaguide.cn/github/javaguide/osi七层模型2.png⸡)", ""},
	// Row 8: titles with digits and Latin letters link whole.
	{"Row8DigitsHan", "⸠https://zh.wikipedia.org/wiki/2024年夏季奥林匹克运动会⸡", "⸠https://zh.wikipedia.org/wiki/2024年夏季奥林匹克运动会⸡", "⸠https://zh.wikipedia.org/wiki/2024年夏季奥林匹克运动会⸡"},
	{"Row8LatinKana", "⸠https://ja.wikipedia.org/wiki/C言語⸡", "⸠https://ja.wikipedia.org/wiki/C言語⸡", "⸠https://ja.wikipedia.org/wiki/C言語⸡"},
	{"Row8HanDigitHan", "⸠https://ja.wikipedia.org/wiki/第2次世界大戦⸡", "⸠https://ja.wikipedia.org/wiki/第2次世界大戦⸡", "⸠https://ja.wikipedia.org/wiki/第2次世界大戦⸡"},
	{"Row8DigitLatinHangul", "⸠https://ko.wikipedia.org/wiki/5G이동통신⸡", "⸠https://ko.wikipedia.org/wiki/5G이동통신⸡", "⸠https://ko.wikipedia.org/wiki/5G이동통신⸡"},
	{"Row8Query", "⸠https://search.rakuten.co.jp/search/mall/?keywords=USBケーブル⸡", "⸠https://search.rakuten.co.jp/search/mall/?keywords=USBケーブル⸡", "⸠https://search.rakuten.co.jp/search/mall/?keywords=USBケーブル⸡"},
	{"Row8EscapedComma", "⸠https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织⸡", "⸠https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织⸡", "⸠https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织⸡"},
}

// TestIssue41Rows runs the engine rows of issue 41 through the Unicode
// dialect's engine, NewProse and New().
func TestIssue41Rows(t *testing.T) {
	for _, c := range issue41Rows {
		t.Run(c.name, func(t *testing.T) {
			for _, v := range []struct {
				name   string
				d      *Detector
				marked string
			}{{"dialect", dialectDetector, c.dialect}, {"NewProse", NewProse(), c.prose}, {"New", New(), c.new}} {
				if v.marked == "" {
					continue
				}
				text := stripMarks(v.marked)
				assert.Equal(t, v.marked, markLinks(text, v.d.Detect(text)), v.name)
			}
		})
	}
}

// TestIssue41InvalidUTF8Outputs: row 3 through All and AppendHTML, as the
// CLI's detect and plain-text callers see it: an invalid byte shows as
// U+FFFD and no link starts after it.
func TestIssue41InvalidUTF8Outputs(t *testing.T) {
	for _, c := range []struct{ text, html string }{
		{"visit https://ex\xe9mple.com/ today", "visit https://ex\uFFFDmple.com/ today"},
		{"mail bob@ex\xe9mple.com now", "mail bob@ex\uFFFDmple.com now"},
		{"mail \xe9 bob@example.com now", `mail ` + "\uFFFD" + ` <a href="mailto:bob@example.com">bob@example.com</a> now`},
	} {
		for _, d := range []*Detector{New(), NewProse(), dialectDetector} {
			assert.Equal(t, c.html, string(d.AppendHTML(nil, c.text)), "%q", c.text)
			n := 0
			for l := range d.All(c.text) {
				assert.Equal(t, "bob@example.com", c.text[l.Start:l.End], "%q", c.text)
				n++
			}
			assert.LessOrEqual(t, n, 1)
		}
	}
}
