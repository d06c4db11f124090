package parser

import (
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
)

// The MD4C dialect: md4c 0.5.3's permissive autolinks
// (md_analyze_permissive_autolink and the mark collection of ':', '.' and
// '@' in md_collect_marks), mirrored byte for byte. md4c decides after
// emphasis is resolved whether a '*', '_' or '~' next to a link opens or
// closes emphasis; here such a link is made provisionally and checked in
// CloseBlock, once goldmark has resolved the block's emphasis.
//
// One departure, for every dialect of this package: md4c 0.5.3 finds
// permissive autolinks inside the text of a link ("[see www.example.com](/u)"
// nests anchors) unless the text is nothing but the autolink; here no link
// is made inside link text.

// md4cPart is one row of md4c's URL_MAP.
type md4cPart struct {
	startChar     byte
	delimChar     byte
	inside        string // allowed_nonalnum_chars_inside
	anywhere      string // allowed_nonalnum_chars_anywhere
	minComponents int
	optionalEnd   byte
}

var md4cURLMap = [...]md4cPart{
	{0, '.', ".-_", "", 2, 0},        // host, mandatory
	{'/', '/', "/._", "+-", 0, '/'},  // path
	{'?', '&', "&.-+_=()", "", 1, 0}, // query
	{'#', 0, ".-+_", "", 1, 0},       // fragment
}

func anyOf(c byte, set string) bool {
	for i := 0; i < len(set); i++ {
		if set[i] == c {
			return true
		}
	}
	return false
}

// md4cScan scans the host (and, unless hostOnly, the path, query and
// fragment) that starts at end, within [lineStart, lineEnd). It returns the
// end of the link and of its host, or ok false.
func md4cScan(src []byte, end, lineStart, lineEnd int, hostOnly bool) (linkEnd, hostEnd int, ok bool) {
	alnum := func(i int) bool { return i < lineEnd && isAlnum(src[i]) }
	for i := range md4cURLMap {
		u := &md4cURLMap[i]
		nComponents, nOpen, componentLen := 0, 0, 0
		if u.startChar != 0 {
			if end >= lineEnd || src[end] != u.startChar {
				continue
			}
			if u.minComponents > 0 && (end+1 >= lineEnd || !isAlnum(src[end+1])) {
				continue
			}
			end++
		}
		for end < lineEnd {
			c := src[end]
			if isAlnum(c) || anyOf(c, u.anywhere) {
				if nComponents == 0 {
					nComponents++
				}
				componentLen++
				end++
			} else if componentLen > 0 && u.delimChar != 0 && c == u.delimChar && end+1 < lineEnd &&
				(alnum(end+1) || anyOf(src[end+1], u.anywhere)) {
				nComponents++
				componentLen = 0
				end++
			} else if anyOf(c, u.inside) && !md4cResolvedAt(src, end, lineEnd) &&
				((end > lineStart && (isAlnum(src[end-1]) || src[end-1] == ')')) || c == '(') &&
				((end+1 < lineEnd && (isAlnum(src[end+1]) || src[end+1] == '(')) || c == ')') {
				if c == '(' {
					nOpen++
				} else if c == ')' {
					if nOpen <= 0 {
						break
					}
					nOpen--
				}
				componentLen++
				end++
			} else {
				break
			}
		}
		if end < lineEnd && u.optionalEnd != 0 && src[end] == u.optionalEnd {
			end++
		}
		if nComponents < u.minComponents || nOpen != 0 {
			return 0, 0, false
		}
		if i == 0 {
			hostEnd = end
			if hostOnly {
				break
			}
		}
	}
	return end, hostEnd, true
}

// md4cResolvedAt reports whether md4c would have resolved a mark at i
// before it looks for permissive autolinks, among the characters a URL may
// hold: an entity reference starting at an '&'. ('_' between alphanumerics
// never opens or closes emphasis.)
func md4cResolvedAt(src []byte, i, lineEnd int) bool {
	if src[i] != '&' {
		return false
	}
	j := i + 1
	switch {
	case j+2 < lineEnd && src[j] == '#' && (src[j+1] == 'x' || src[j+1] == 'X'):
		k := j + 2
		for k < lineEnd && isHex(src[k]) && k-(j+2) <= 8 {
			k++
		}
		if n := k - (j + 2); n < 1 || n > 6 {
			return false
		}
		j = k
	case j+1 < lineEnd && src[j] == '#':
		k := j + 1
		for k < lineEnd && isDigit(src[k]) && k-(j+1) <= 8 {
			k++
		}
		if n := k - (j + 1); n < 1 || n > 7 {
			return false
		}
		j = k
	default:
		if j >= lineEnd || !isAlpha(src[j]) {
			return false
		}
		k := j + 1
		for k < lineEnd && isAlnum(src[k]) && k-j <= 48 {
			k++
		}
		if n := k - j; n < 2 || n > 48 {
			return false
		}
		j = k
	}
	return j < lineEnd && src[j] == ';'
}

func isHex(c byte) bool { return isDigit(c) || ('a' <= c|0x20 && c|0x20 <= 'f') }

// md4cWhitespace is md4c's ISUNICODEWHITESPACE: ASCII white space or Zs.
func md4cWhitespace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
	}
	return unicode.Is(unicode.Zs, r)
}

// md4cPunct is md4c's ISUNICODEPUNCT: the P and S categories.
func md4cPunct(r rune) bool {
	if r < utf8.RuneSelf {
		return isASCIIPunct(byte(r))
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

func runeBefore(src []byte, lo, i int) rune {
	if i <= lo {
		return '\n'
	}
	r, _ := utf8.DecodeLastRune(src[lo:i])
	return r
}

// md4cLeft checks md4c's left boundary of a link starting at beg; emph
// tells that a '*', '_' or '~' is before it, which must open emphasis.
func md4cLeft(src []byte, beg, lineStart int) (ok, emph bool) {
	if beg == lineStart || beg == 0 || md4cWhitespace(runeBefore(src, max(lineStart, 0), beg)) || anyOf(src[beg-1], "({[") {
		return true, false
	}
	if anyOf(src[beg-1], "*_~") {
		return true, true
	}
	return false, false
}

// md4cRight checks md4c's right boundary of a link ending at end.
func md4cRight(src []byte, end, lineEnd int) (ok, emph bool) {
	if end >= lineEnd {
		return true, false
	}
	r, _ := utf8.DecodeRune(src[end:lineEnd])
	if md4cWhitespace(r) || anyOf(src[end], ")}].!?,;") {
		return true, false
	}
	if anyOf(src[end], "*_~") {
		return true, true
	}
	return false, false
}

// md4cURL matches at the ':' at c.pos (md4c's ':' mark).
func (p *linkParser) md4cURL(c *cursor) (m match, ok bool) {
	src, pos := c.src, c.pos
	if pos+3 >= c.lineEnd || src[pos+1] != '/' || src[pos+2] != '/' {
		return m, false
	}
	beg := -1
	for _, s := range p.schemes {
		if b := pos - len(s); b >= c.from && string(src[b:pos]) == s {
			beg = b
			break
		}
	}
	if beg < 0 {
		return m, false
	}
	return p.md4cFinish(c, beg, pos+3, URL, "")
}

// md4cWWW matches the "www" before the '.' at c.pos (md4c's '.' mark).
func (p *linkParser) md4cWWW(c *cursor) (m match, ok bool) {
	beg := c.pos - 3
	if beg < c.from {
		return m, false
	}
	// md_collect_marks: line start, white space or punctuation before.
	if beg != c.lineStart && beg != 0 {
		r := runeBefore(c.src, max(c.lineStart, 0), beg)
		if !md4cWhitespace(r) && !md4cPunct(r) {
			return m, false
		}
	}
	return p.md4cFinish(c, beg, c.pos+1, WWW, p.wwwScheme)
}

func (p *linkParser) md4cFinish(c *cursor, beg, hostStart int, kind LinkKind, scheme string) (m match, ok bool) {
	lineStart := max(c.lineStart, 0)
	left, lemph := md4cLeft(c.src, beg, lineStart)
	if !left {
		return m, false
	}
	end, hostEnd, ok := md4cScan(c.src, hostStart, lineStart, c.lineEnd, false)
	if !ok {
		return m, false
	}
	right, remph := md4cRight(c.src, end, c.lineEnd)
	if !right {
		return m, false
	}
	m = match{start: beg, end: end, hostStart: hostStart, hostEnd: hostEnd, kind: kind, scheme: scheme}
	if lemph {
		m.flags |= needOpener
	}
	if remph {
		m.flags |= needCloser
	}
	return m, true
}

// md4cEmail matches md4c's '@' mark at at, in the text run src[rs:re] of
// block whose first and last nodes are first and last, on a line that ends
// at lineEnd.
func (p *linkParser) md4cEmail(src []byte, block ast.Node, rs, at, re, lineEnd int, first, last ast.Node) (m match, ok bool) {
	if at == 0 || !isAlnum(src[at-1]) || at+3 >= lineEnd || !isAlnum(src[at+1]) {
		return m, false
	}
	beg := at
	for beg > rs {
		if isAlnum(src[beg-1]) {
			beg--
		} else if beg >= rs+2 && isAlnum(src[beg-2]) && anyOf(src[beg-1], ".-_+") && isAlnum(src[beg]) {
			beg--
		} else {
			break
		}
	}
	if beg == at {
		return m, false
	}
	lineStart := beg
	if !isLineStart(block, beg) {
		lineStart = -1
	}
	left, lemph := md4cLeft(src, beg, lineStart)
	if !left || (lemph && !(beg == rs && emphasisEdge(first, true))) {
		return m, false
	}
	end, _, ok := md4cScan(src, at+1, rs, re, true)
	if !ok {
		return m, false
	}
	right, remph := md4cRight(src, end, lineEnd)
	if !right || (remph && !(end == re && emphasisEdge(last, false))) {
		return m, false
	}
	return match{start: beg, end: end, hostStart: at + 1, hostEnd: end, kind: Email, scheme: "mailto"}, true
}
