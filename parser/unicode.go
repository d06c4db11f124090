package parser

import (
	"unicode"
	"unicode/utf8"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The Unicode dialect (the default): GFM's initiation extended to Unicode,
// hosts validated by the engine (IDNA, the full stops '。', '．', '｡',
// ICANN top-level domains), the end of a link decided by UTS #58 section
// 3.5.1 (unicodelinks.TerminateURLProse) and e-mail local parts by section
// 5.2 (unicodelinks.EmailLocalStart). The only departures from UTS #58 are
// the Markdown prose rules, unicodelinks.MarkdownProse: '<' is Hard (raw
// HTML, autolinks), trailing '*', '_' and '~' are Soft (emphasis closers),
// and a '?' or '#' that would only open an empty last part is left out.

// unicodeOpener reports whether a www link may start after r: white space,
// an opening bracket or a quotation mark of any script, or GFM's '*', '_',
// '~'.
func unicodeOpener(r rune) bool {
	switch r {
	case '"', '\'', '*', '_', '~':
		return true
	}
	if r < utf8.RuneSelf {
		return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r' || r == '(' || r == '[' || r == '{'
	}
	return unicode.Is(unicode.White_Space, r) || unicode.In(r, unicode.Ps, unicode.Pi, unicode.Pf)
}

// urlText returns the text a link at c may extend over: the line, less a
// backslash that makes a hard line break.
func (c *cursor) urlText() string {
	end := c.lineEnd
	if end > c.pos && c.src[end-1] == '\\' && end < len(c.src) && (c.src[end] == '\n' || c.src[end] == '\r') &&
		!(end-2 >= 0 && c.src[end-2] == '\\') {
		end--
	}
	return str(c.src[:end])
}

// unicodeURL matches at the ':' at c.pos: one of the schemes just before it,
// not preceded by an ASCII letter or digit ("詳細はhttps://…" links), "//"
// and a valid host after it.
func (p *linkParser) unicodeURL(c *cursor) (m match, ok bool) {
	src, pos := c.src, c.pos
	if pos+3 >= c.lineEnd || src[pos+1] != '/' || src[pos+2] != '/' {
		return m, false
	}
	beg := -1
	for _, s := range p.schemes {
		b := pos - len(s)
		if b >= c.from && equalFold(src[b:pos], s) && (b == c.lineStart || b == 0 || !isAlnum(src[b-1])) {
			beg = b
			break
		}
	}
	if beg < 0 {
		return m, false
	}
	t := c.urlText()
	hostEnd, end, ok := p.detector.ScanURLHost(t, pos+3)
	if !ok || end < len(t)-1 && t[end] == ':' && isDigit(t[end+1]) {
		// No host, or a port that is not one (":0", ":65536", ":80a"):
		// no part of the URL is a link, as Detect decides.
		return m, false
	}
	end = ul.TerminateURLProse(t, end, ul.MarkdownProse)
	return match{start: beg, end: end, hostStart: pos + 3, hostEnd: hostEnd, kind: URL}, true
}

// unicodeWWW matches the "www" before the '.' at c.pos, at the start of a
// line or after an opener (see unicodeOpener).
func (p *linkParser) unicodeWWW(c *cursor) (m match, ok bool) {
	beg := c.pos - 3
	if beg < c.from {
		return m, false
	}
	if beg != c.lineStart && beg != 0 && !unicodeOpener(runeBefore(c.src, max(c.lineStart, 0), beg)) {
		return m, false
	}
	t := c.urlText()
	hostEnd, end, ok := p.detector.ScanHost(t, beg)
	if !ok {
		return m, false
	}
	end = ul.TerminateURLProse(t, end, ul.MarkdownProse)
	return match{start: beg, end: end, hostStart: beg, hostEnd: hostEnd, kind: WWW, scheme: p.wwwScheme}, true
}

// unicodeEmail matches the '@' at at in the text src[offset:re]: the local
// part found by unicodelinks.EmailLocalStart (with "mailto:" when it is
// there), the domain by ScanHost.
func (p *linkParser) unicodeEmail(src []byte, offset, at, re int) (m match, ok bool) {
	if at+1 >= re {
		return m, false
	}
	hostEnd, _, ok := p.detector.ScanHost(str(src[:re]), at+1)
	if !ok {
		return m, false
	}
	start, ok := ul.EmailLocalStart(str(src[offset:re]), at-offset)
	if !ok {
		return m, false
	}
	start += offset
	if escaped(src, start, offset) {
		// "foo\+@…": the escaped character is literal text of the
		// Markdown; the link does not start with it.
		start++
		if start == at || src[start] == '.' {
			return m, false
		}
	}
	scheme := "mailto"
	if at-start > 7 && equalFold(src[start:start+7], "mailto:") {
		scheme = ""
	}
	return match{start: start, end: hostEnd, hostStart: at + 1, hostEnd: hostEnd, kind: Email, scheme: scheme}, true
}

// escaped reports whether src[i] is an ASCII punctuation character escaped
// by a backslash (an odd run of backslashes from lo on before it).
func escaped(src []byte, i, lo int) bool {
	if i >= len(src) || !isASCIIPunct(src[i]) {
		return false
	}
	n := 0
	for j := i - 1; j >= lo && src[j] == '\\'; j-- {
		n++
	}
	return n%2 == 1
}
