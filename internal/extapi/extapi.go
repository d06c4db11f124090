// Package extapi is what the goldmark extension (packages parser and
// renderer) needs of the engine, package unicodelinks/unicodelinks, beyond
// the engine's public API: rules that only a reader of Markdown source, or
// of the engine's own record, calls. The engine sets these functions when
// it is initialized, so that they stay out of its public API (as x/text
// keeps internal/language apart from language); any package that imports
// the engine may call them.
package extapi

var (
	// MarkupNearHost reports whether src, the source of a link from start
	// to the end of its host (hostEnd), holds or is next to markup that
	// stops the link: a backslash or a character reference (the Unicode
	// and MD4C dialects).
	MarkupNearHost func(src string, start, hostEnd int) bool
	// MarkupInLink is the part of MarkupNearHost that looks inside
	// src[start:hostEnd] only (the GFM dialect, as cmark-gfm).
	MarkupInLink func(src string, start, hostEnd int) bool
	// URLHost returns the offsets of the host a browser resolves in url,
	// after any userinfo, before the port.
	URLHost func(url string) (start, end int)
	// HostTextEnd returns where the host a reader sees ends in host, a
	// host as URLHost cuts it: before the first character no host name
	// holds.
	HostTextEnd func(host string) int
	// OptionError returns the engine's *OptionError of option, why being
	// one of the engine's Err… values, with the message of the format.
	OptionError func(option string, why error, format string, args ...any) error
	// BidiControlLen returns the length of the Bidi_Control character at
	// s[i], or 0.
	BidiControlLen func(s string, i int) int
	// NeedsIsolation reports whether s holds right-to-left text or a
	// Bidi_Control character, around which a link is isolated.
	NeedsIsolation func(s string) bool
	// CheckHost tells what the spoof policy of the engine's Detector d
	// does with host: refuse the link, or mark it.
	CheckHost func(d any, host string) (refuse, mark bool)
	// URLTrigger returns what every URL the Detector d finds holds after
	// its scheme: "://", or ":" with a scheme without an authority.
	URLTrigger func(d any) string
	// MarkdownProse returns the engine's Option (an unicodelinks.Option)
	// that applies the prose rules of Markdown text: '<' and the emphasis
	// delimiters end a URL, and CJK punctuation, a trailing '?' or '#' and
	// prose glued to a domain or local part stay out of a link. Without
	// markupStops, the caller checks the source for backslashes and
	// character references itself (the parser reads the reader's text).
	MarkdownProse func(markupStops bool) any
	// EmailLocalStartMarkdown is the engine's EmailLocalStart under the
	// prose rules of Markdown: the local part starts after CJK text.
	EmailLocalStartMarkdown func(text string, at int) (start int, ok bool)
	// DangerousURL reports whether a browser would take href for a URL
	// with a dangerous scheme (javascript:, vbscript:, file:, data: but
	// images), which the anchor writer writes empty.
	DangerousURL func(href []byte) bool
	// AppendHref is the Detector d's AppendHref of the link of kind kind
	// (a unicodelinks.Kind) over text[start:end], whose address starts
	// at schemeEnd (an e-mail address); how tells what minimal escaping
	// found on the way (HrefAsIs, HrefSafe).
	AppendHref func(d any, dst []byte, text string, kind uint8, start, end, schemeEnd int) (out []byte, how uint8)
	// URLAsIs reports whether the Detector d's AppendHref of url, a link
	// of kind URL, is url as it is, and how, without making it; false
	// means only that AppendHref must be asked.
	URLAsIs func(d any, url string) (how uint8, ok bool)
	// TrustedAnchors returns a copy of the Detector d whose AppendAnchor
	// writes the Href of an Anchor that is not Raw as it is, without HTML
	// escaping: only for hrefs AppendHref found safe.
	TrustedAnchors func(d any) any
)

// What AppendHref found of the href it made.
const (
	// HrefAsIs: the href is the link's text as it is, after the scheme
	// and "://" of a www link or the "mailto:" of an e-mail address
	// (text[schemeEnd:end]).
	HrefAsIs uint8 = 1 << iota
	// HrefSafe: the href holds none of the bytes HTML escapes ('&', '<',
	// '>', '"', NUL).
	HrefSafe
)
