package spec

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"github.com/unicodelinks/goldmark-unicodelinks"
)

// a returns the anchor of a link whose href is its label with prefix.
func a(prefix, label string) string {
	return `<a href="` + prefix + label + `">` + label + `</a>`
}

// rtlA is a for a link in a paragraph with right-to-left text, which the
// renderer isolates.
func rtlA(prefix, label string) string {
	return `<a href="` + prefix + label + `" dir="ltr">` + label + `</a>`
}

type mdCase struct {
	name, markdown, want string
}

// multilingualCases are written for this library from the rules of the
// Unicode dialect: UTS #58 (Link_Term: letters Include, '。' '、' '،' '।'
// '.' '?' quotation marks Soft, '」' '）' ')' Close) and the Markdown prose
// rules. Hrefs are minimally escaped, so they read as the label.
var multilingualCases = []mdCase{
	// A path in each script; the sentence's punctuation stays out.
	{"Greek", "Δες https://el.wikipedia.org/wiki/Ελλάδα για περισσότερα.",
		"<p>Δες " + a("", "https://el.wikipedia.org/wiki/Ελλάδα") + " για περισσότερα.</p>\n"},
	{"Cyrillic", "См. https://ru.wikipedia.org/wiki/Россия.",
		"<p>См. " + a("", "https://ru.wikipedia.org/wiki/Россия") + ".</p>\n"},
	{"Arabic", "انظر https://ar.wikipedia.org/wiki/مصر، ثم",
		"<p>انظر " + rtlA("", "https://ar.wikipedia.org/wiki/مصر") + "، ثم</p>\n"},
	{"Hebrew", "ראו https://he.wikipedia.org/wiki/ישראל.",
		"<p>ראו " + rtlA("", "https://he.wikipedia.org/wiki/ישראל") + ".</p>\n"},
	{"Devanagari", "देखें https://hi.wikipedia.org/wiki/भारत।",
		"<p>देखें " + a("", "https://hi.wikipedia.org/wiki/भारत") + "।</p>\n"},
	{"Thai", "ดู https://th.wikipedia.org/wiki/ประเทศไทย ครับ",
		"<p>ดู " + a("", "https://th.wikipedia.org/wiki/ประเทศไทย") + " ครับ</p>\n"},
	{"Japanese", "詳細はhttps://example.com/を参照",
		"<p>詳細は" + a("", "https://example.com/を参照") + "</p>\n"},
	{"Japanese brackets", "「https://example.com/パス」",
		"<p>「" + a("", "https://example.com/パス") + "」</p>\n"},
	{"Chinese after text", "参见https://example.com/文档",
		"<p>参见" + a("", "https://example.com/文档") + "</p>\n"},
	{"Chinese full stop", "请访问 https://example.com/路径。",
		"<p>请访问 " + a("", "https://example.com/路径") + "。</p>\n"},
	// CJK sentence punctuation ends a link (CJKPunctHard), although UTS #58
	// keeps a Soft '。' or '、' that Han text follows.
	{"Chinese full stop ends the path", "请访问 https://example.com/路径。谢谢",
		"<p>请访问 " + a("", "https://example.com/路径") + "。谢谢</p>\n"},
	{"Chinese article title", "https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织",
		"<p>" + a("", "https://zh.wikipedia.org/wiki/联合国教育") + "、科学及文化组织</p>\n"},
	// Written with '、' escaped, the title links whole; the href is
	// minimally escaped, as Format writes it (the same resource).
	{"Chinese article title escaped", "https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织",
		`<p><a href="https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织">https://zh.wikipedia.org/wiki/联合国教育%E3%80%81科学及文化组织</a></p>` + "\n"},
	{"Chinese fullwidth parentheses", "（https://example.com）",
		"<p>（" + a("", "https://example.com") + "）</p>\n"},
	{"Korean", "자세한 내용은 https://ko.wikipedia.org/wiki/대한민국을 참조하세요.",
		"<p>자세한 내용은 " + a("", "https://ko.wikipedia.org/wiki/대한민국을") + " 참조하세요.</p>\n"},

	// Brackets and quotes around links.
	{"parentheses", "(see https://en.wikipedia.org/wiki/Pikachu_(Pokémon))",
		"<p>(see " + a("", "https://en.wikipedia.org/wiki/Pikachu_(Pokémon)") + ")</p>\n"},
	{"square brackets", "[https://example.com/a]",
		"<p>[" + a("", "https://example.com/a") + "]</p>\n"},
	{"curly quotes", "“https://example.com/”",
		"<p>“" + a("", "https://example.com/") + "”</p>\n"},
	{"guillemets", "«https://example.fr/été»",
		"<p>«" + a("", "https://example.fr/été") + "»</p>\n"},
	{"www in fullwidth parentheses", "（www.example.com）",
		"<p>（" + a("http://", "www.example.com") + "）</p>\n"},
	// A domain starts where Han, Kana or Hangul prose ends (the prose rule
	// ProseDomainEnd of issue 12: CJK writers glue links to sentences).
	{"www glued to CJK text", "参见www.example.com",
		"<p>参见" + a("http://", "www.example.com") + "</p>\n"},

	// Inside Markdown constructs.
	{"strong", "**https://example.com/太字**",
		"<p><strong>" + a("", "https://example.com/太字") + "</strong></p>\n"},
	{"emphasis with underscores", "_https://example.com/a_b_",
		"<p><em>" + a("", "https://example.com/a_b") + "</em></p>\n"},
	{"list", "- https://example.com/一\n- 二 https://example.com/二",
		"<ul>\n<li>" + a("", "https://example.com/一") + "</li>\n<li>二 " + a("", "https://example.com/二") + "</li>\n</ul>\n"},
	{"heading", "# 见 https://example.com/标题",
		"<h1>见 " + a("", "https://example.com/标题") + "</h1>\n"},
	{"blockquote", "> https://example.com/引用\n> 和 www.example.org。",
		"<blockquote>\n<p>" + a("", "https://example.com/引用") + "\n和 " + a("http://", "www.example.org") + "。</p>\n</blockquote>\n"},
	{"link text is not linked", "[https://example.com/a](https://example.com/b)",
		`<p><a href="https://example.com/b">https://example.com/a</a></p>` + "\n"},
	{"code span", "`https://example.com`", "<p><code>https://example.com</code></p>\n"},
	{"raw HTML ends a link", "https://example.com/a<br>b",
		"<p>" + a("", "https://example.com/a") + "<!-- raw HTML omitted -->b</p>\n"},

	// What users of today's linkifiers report.
	{"Greek path whole (goldmark stops at /wiki/)", "https://el.wikipedia.org/wiki/Ελλάδα",
		"<p>" + a("", "https://el.wikipedia.org/wiki/Ελλάδα") + "</p>\n"},
	{"version is no e-mail (glamour #228)", "pkg@1.0.0", "<p>pkg@1.0.0</p>\n"},
	{"IDN host", "https://bücher.de/bücher", "<p>" + a("", "https://bücher.de/bücher") + "</p>\n"},
	{"empty query left out", "Did you read https://example.com/page?",
		"<p>Did you read " + a("", "https://example.com/page") + "?</p>\n"},
	{"empty fragment left out", "Section https://example.com/page#",
		"<p>Section " + a("", "https://example.com/page") + "#</p>\n"},
	{"e-mail before ideographic full stop", "联系 support@example.com。",
		"<p>联系 " + a("mailto:", "support@example.com") + "。</p>\n"},
	{"mailto kept", "write to mailto:info@example.com",
		"<p>write to " + a("", "mailto:info@example.com") + "</p>\n"},
}

func TestMultilingual(t *testing.T) {
	runCases(t, goldmark.New(goldmark.WithExtensions(unicodelinks.New(), extension.Strikethrough)), multilingualCases)
}

// TestStrikethroughAndTypographer: links inside ~~…~~, and a closing quote
// that goldmark's typographer turns into ” never ends up in the href
// (goldmark #335).
func TestStrikethroughAndTypographer(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(unicodelinks.GFMBundle, extension.Typographer))
	runCases(t, md, []mdCase{
		{"strikethrough", "~~https://example.com/旧~~",
			"<p><del>" + a("", "https://example.com/旧") + "</del></p>\n"},
		{"typographer quotes", `"https://example.com/a"`,
			"<p>&ldquo;" + a("", "https://example.com/a") + "&rdquo;</p>\n"},
		{"typographer single quotes", `'www.example.com'`,
			"<p>&lsquo;" + a("http://", "www.example.com") + "&rsquo;</p>\n"},
	})
}

func runCases(t *testing.T, md goldmark.Markdown, cases []mdCase) {
	t.Helper()
	for _, c := range cases {
		if got := render(t, md, c.markdown); got != c.want {
			t.Errorf("%s:\nmarkdown: %s\nwant: %s got:  %s", c.name, c.markdown, c.want, got)
		}
	}
}
