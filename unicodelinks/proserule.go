package unicodelinks

// A proseRule departs from UTS #58 where links are embedded in a markup
// language such as Markdown, or in prose written without spaces, rather than
// in plain text. Rules are bit flags; combine them with |. UTS #58 section
// 8 leaves such adjustments to a higher level.
type proseRule uint16

// The prose rules. The first three concern where a URL ends in Markdown
// (section 3.5.1). The others are for text written without spaces
// (issue 12): Chinese, Japanese and Korean glue a link to the sentence
// around it, where UTS #58 and IDNA read the sentence as part of the link;
// a URL that needs one of their characters can percent-escape it.
// markdownProse holds them all.
const (
	// lessThanHard treats '<' as Hard: in Markdown it starts raw HTML or a
	// CommonMark autolink, never a bracketed part of the link before it.
	lessThanHard proseRule = 1 << iota
	// emphasisSoft treats '*', '_' and '~' as Soft, so that emphasis and
	// strikethrough closers after a link are not taken into it
	// ("**see https://example.com/a**"), while "a_b" stays whole.
	emphasisSoft
	// dropEmptyLastPart leaves out a '?' or '#' that would only open an
	// empty last part: "Did you read https://example.com/page?" ends before
	// the '?'. Section 3.5.1 as written includes it.
	dropEmptyLastPart
	// cjkPunctHard treats the CJK sentence punctuation '。' '，' '、' '；'
	// '：' '！' '？' (U+3002, U+FF0C, U+3001, U+FF1B, U+FF1A, U+FF01,
	// U+FF1F) and the halfwidth '｡' '､' (U+FF61, U+FF64) as Hard in a path,
	// query or fragment, and as the end of a URL's userinfo: in
	// "https://example.com/guide，详见" the link ends before '，'. UTS #58
	// makes them Soft, so that the Han text after them takes them in. A
	// URL that holds one writes it percent-escaped ('、' is "%E3%80%81").
	cjkPunctHard
	// proseDomainEnd ends a domain where prose begins and starts it where
	// prose ends. When a host run is refused only because of what follows
	// a wide full stop ('。' '．' '｡') or a change from an ASCII letter or
	// digit to Han, Kana or Hangul, the domain ends before that point if
	// what precedes is a valid domain: "github.com。谢谢", "f-ruby.com으로".
	// And a scheme-less domain may start right after Han, Kana or Hangul
	// ("访问github.com"), instead of taking them into its first label, or
	// after a wide full stop that follows them ("网站。github.com"). It
	// applies to the hosts of URLs and e-mail addresses and to scheme-less
	// domains.
	proseDomainEnd
	// proseEmailStart starts an e-mail local part after the last change
	// from Han, Kana or Hangul to an ASCII letter or digit ("邮箱wang@…"),
	// after the last '=' ("email=name@…") and after a quotation mark or
	// backquote it would start with ("'info@…'"). A local part wholly in
	// one script ("アルベルト@example.com") is unchanged.
	proseEmailStart
	// localhostURLs makes "localhost" (in any ASCII case) a host after an
	// explicit scheme: "http://localhost:1313/". A scheme-less "localhost"
	// is never a link. See WithLocalhost.
	localhostURLs
	// proseEmailQuotes, with proseEmailStart, starts a local part after
	// its last quotation mark or backquote ("x'bob@example.com").
	proseEmailQuotes
	// prosePathEndRule ends a URL's path where prose glued to it begins:
	// Han, Kana, Hangul or Thai after an ASCII word or a file name
	// ("github.com/user/repoにあります", "/docs/guide에서",
	// "/install.html即可"), or a particle after a '/' ("/faq/をご覧ください"),
	// while a title keeps its digits and Latin letters
	// ("/wiki/2024年夏季奥林匹克运动会", "/wiki/C言語"); see prosePathEnd.
	prosePathEndRule
	// backtickHard treats '`' as Hard in a path, query or fragment: in
	// Markdown it starts or ends a code span, and a URL holds no raw
	// backtick (RFC 3986 has none; browsers escape it), so
	// "https://example.com/dir/`の方がよい" ends before it. UTS #58 makes
	// it Include. See terminateURLProse.
	backtickHard
	// markupStops refuses a link whose source, from its start to the end
	// of its host, holds a backslash or a character reference, or has one
	// glued to either end that stands for a character of a host: the ways
	// a Markdown author stops a link ("http\://…", "www&#46;example.com",
	// "foo\@example.com"), which GitHub and md4c leave as text. See
	// MarkupNearHost.
	markupStops

	// markdownProse is the set of rules for links in Markdown prose, those
	// of the goldmark extension's Unicode dialect (which applies
	// markupStops to the Markdown source, where the others read the text
	// a reader sees).
	markdownProse = lessThanHard | emphasisSoft | dropEmptyLastPart |
		cjkPunctHard | proseDomainEnd | proseEmailStart | localhostURLs | backtickHard | markupStops | prosePathEndRule
)

// isCJKSentencePunct reports whether r is one of the CJK sentence
// punctuation marks of cjkPunctHard.
func isCJKSentencePunct(r rune) bool {
	switch r {
	case 0x3002, 0xFF0C, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0xFF61, 0xFF64:
		return true
	}
	return false
}
