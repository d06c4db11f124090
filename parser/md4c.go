package parser

import (
	"bytes"
	"unicode"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/commonmark"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The MD4C dialect: md4c 0.5.3's permissive autolinks
// (md_analyze_permissive_autolink and the mark collection of ':', '.' and
// '@' in md_collect_marks), mirrored byte for byte. md4c decides after
// emphasis is resolved whether a '*', '_' or '~' next to a link opens or
// closes emphasis; here links are found once goldmark has resolved the
// block's emphasis, and such a link is checked against it. md4c checks a
// link's boundaries in the source, where an escape or a reference next to
// the link is a '\', '&' or ';': the text's character is checked, then
// the source unit it comes from (md4cMarkupBefore, md4cMarkupAfter).
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
// end of the link and of its host, or ok false (and how far the host
// reached).
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
		if i == 0 {
			hostEnd = end
		}
		if nComponents < u.minComponents || nOpen != 0 {
			// hostEnd tells how far the host reached, for md4cRun.
			return 0, hostEnd, false
		}
		if i == 0 {
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
	_, n := commonmark.Reference(src[:lineEnd], i, commonmark.MD4CNames)
	return n > 0
}

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
		return commonmark.IsASCIIPunct(byte(r))
	}
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// md4cLeft checks md4c's left boundary of a link preceded by before; emph
// tells that before is a '*', '_' or '~', which must open emphasis.
func md4cLeft(before rune) (ok, emph bool) {
	if before == '\n' || md4cWhitespace(before) || before == '(' || before == '{' || before == '[' {
		return true, false
	}
	if before == '*' || before == '_' || before == '~' {
		return true, true
	}
	return false, false
}

// md4cRight checks md4c's right boundary of a link followed by after
// ('\n' at the end of the line).
func md4cRight(after rune) (ok, emph bool) {
	if after == '\n' || md4cWhitespace(after) || after < utf8.RuneSelf && anyOf(byte(after), ")}].!?,;") {
		return true, false
	}
	if after == '*' || after == '_' || after == '~' {
		return true, true
	}
	return false, false
}

// md4cRun gives the links of r to k: md4c's ':', '.' and '@'
// marks, left to right. A candidate whose host scan fails (or whose end
// fails the right boundary) leaves its host as dead: a later candidate
// with its host inside it would scan to the same end and fail the same
// way, so it is not scanned again ("_www.a"×n + "=" stays linear).
func (p *Parser) md4cRun(r *run, k *sink) {
	t := r.text
	from, dead := 0, 0
	for i := 0; i < len(t); i++ {
		var m ul.Link
		var ok bool
		switch t[i] {
		case ':':
			if p.kinds&ul.URL == 0 || i+3 >= len(t) || t[i+1] != '/' || t[i+2] != '/' {
				continue
			}
			beg := -1
			for _, s := range p.schemes {
				if b := i - len(s); b >= from && string(t[b:i]) == s {
					beg = b
					break
				}
			}
			if beg < 0 {
				continue
			}
			m, ok = p.md4cFinish(r, k, beg, i+3, ul.URL, &dead)
		case '.':
			beg := i - 3
			if p.kinds&ul.Domain == 0 || beg < from || t[i-1] != 'w' || t[i-2] != 'w' || t[i-3] != 'w' {
				continue
			}
			// md_collect_marks: line start, white space or punctuation before.
			if b := runeBefore(r, beg); b != '\n' && !md4cWhitespace(b) && !md4cPunct(b) {
				continue
			}
			m, ok = p.md4cFinish(r, k, beg, i+1, ul.Domain, &dead)
		case '@':
			if p.kinds&ul.Email == 0 {
				continue
			}
			m, ok = md4cEmail(r, k, from, i)
		default:
			continue
		}
		if ok {
			k.add(m)
			from = m.End
			i = m.End - 1
		}
	}
}

// runeBefore returns the character before r.text[i]: r.before at 0.
func runeBefore(r *run, i int) rune {
	if i == 0 {
		return r.before
	}
	c, _ := utf8.DecodeLastRune(r.text[:i])
	return c
}

// runeAt returns the character at r.text[i]: r.after at the end.
func runeAt(r *run, i int) rune {
	if i >= len(r.text) {
		return r.after
	}
	c, _ := utf8.DecodeRune(r.text[i:])
	return c
}

// edgesOK checks the emphasis md4c requires around a link from beg to end
// whose left (right) boundary is a '*', '_' or '~': it must open (close)
// emphasis around the link.
func edgesOK(r *run, beg, end int, lemph, remph bool) bool {
	return (!lemph || beg == 0 && r.opens) && (!remph || end == len(r.text) && r.closes)
}

// md4cFinish finishes a URL or www link of the kind kind that starts at beg
// and whose host starts at hostStart.
func (p *Parser) md4cFinish(r *run, k *sink, beg, hostStart int, kind ul.Kind, dead *int) (m ul.Link, ok bool) {
	left, lemph := md4cLeft(runeBefore(r, beg))
	if !left || hostStart < *dead {
		return m, false
	}
	if md4cMarkupBefore(k, beg) {
		return m, false
	}
	end, hostEnd, ok := md4cScan(r.text, hostStart, 0, len(r.text), false)
	k.work += max(end, hostEnd) - hostStart
	right, remph := md4cRight(runeAt(r, end))
	right = right && !md4cMarkupAfter(k, end)
	if ok && !right {
		if e, field := md4cEntityField(r, k, hostEnd, end); field {
			end, right, remph = e, true, false
		}
	}
	if !ok || !right {
		*dead = max(*dead, hostEnd)
		return m, false
	}
	if !edgesOK(r, beg, end, lemph, remph) {
		return m, false
	}
	schemeEnd := hostStart // after "://"
	if kind == ul.Domain {
		schemeEnd = beg
	}
	return ul.Link{Start: beg, End: end, Kind: kind, SchemeEnd: schemeEnd, HostStart: hostStart, HostEnd: hostEnd}, true
}

// md4cEmail matches md4c's '@' mark at at in r.text, with no link before
// from.
func md4cEmail(r *run, k *sink, from, at int) (m ul.Link, ok bool) {
	src := r.text
	if at == 0 || !isAlnum(src[at-1]) || at+3 >= len(src) || !isAlnum(src[at+1]) {
		return m, false
	}
	beg := at
	for beg > from {
		if isAlnum(src[beg-1]) {
			beg--
		} else if beg >= from+2 && isAlnum(src[beg-2]) && anyOf(src[beg-1], ".-_+") && isAlnum(src[beg]) {
			beg--
		} else {
			break
		}
	}
	k.work += at - beg
	if beg == at {
		return m, false
	}
	left, lemph := md4cLeft(runeBefore(r, beg))
	if !left || md4cMarkupBefore(k, beg) {
		return m, false
	}
	end, hostEnd, ok := md4cScan(src, at+1, from, len(src), true)
	k.work += max(end, hostEnd) - at
	if !ok {
		return m, false
	}
	right, remph := md4cRight(runeAt(r, end))
	if !right || md4cMarkupAfter(k, end) || !edgesOK(r, beg, end, lemph, remph) {
		return m, false
	}
	return ul.Link{Start: beg, End: end, Kind: ul.Email, SchemeEnd: beg, HostStart: at + 1, HostEnd: end}, true
}

// md4cMarkupBefore reports whether the character before the link that
// starts at beg of the piece k scans is a character reference in the
// source. md4c checks a link's left boundary in the source, where it sees
// the reference's ';', no boundary: "&lpar;www.example.com" is no link.
// (Before an escape md4c sees the escaped character, as the text has it.)
func md4cMarkupBefore(k *sink, beg int) bool {
	i := k.base + beg - 1
	return k.offs != nil && i >= 0 && k.src[k.offs[i]] == '&'
}

// md4cMarkupAfter reports whether the character after the link that ends
// at end of the piece k scans is an escape or a character reference in
// the source. md4c checks a link's right boundary in the source, where it
// sees the '\' or '&', no boundary: "foo@example.com\)" and
// "\(www.example.com\)" are no links.
func md4cMarkupAfter(k *sink, end int) bool {
	i := k.base + end
	if k.offs == nil || i >= len(k.offs) {
		return false
	}
	c := k.src[k.offs[i]]
	return c == '\\' || c == '&'
}

// md4cEntityField reports whether the scan of a URL stopped at end in its
// query before the text of a named character reference of the source
// ("?a=1&amp;", "?a=1&copy;"). md4c reads the source: "&amp" is one more
// field of the query, which ends before the ';', a right boundary. Here
// the link takes the whole reference, which stands for its character (a
// link cannot end inside it), and ends after it: md4cEntityField returns
// that end.
func md4cEntityField(r *run, k *sink, hostEnd, end int) (int, bool) {
	t := r.text
	if k.offs == nil || end >= len(t) || end == 0 || !isAlnum(t[end-1]) && t[end-1] != ')' {
		return 0, false
	}
	// In the query: after a '?' of the link, with no '#' after it.
	q := bytes.IndexByte(t[hostEnd:end], '?')
	if q < 0 || bytes.IndexByte(t[hostEnd+q:end], '#') >= 0 {
		return 0, false
	}
	o := int(k.offs[k.base+end])
	src := k.src
	if o+1 >= k.re || src[o] != '&' || !isAlpha(src[o+1]) || !md4cResolvedAt(src, o, k.re) {
		return 0, false
	}
	// The unit of the reference: its text ends where the next unit starts.
	_, e, next := unitSpan(k.offs[k.base:], end, k.re)
	if next <= o || src[next-1] != ';' {
		return 0, false // goldmark did not read a reference there
	}
	return e, true
}
