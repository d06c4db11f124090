package parser

import (
	"bytes"

	"unicode"
	"unicode/utf8"
)

// The GFM dialect: the GFM spec, "Autolinks (extension)", and where the spec
// is silent, cmark-gfm 0.29.0.gfm.6 (extensions/autolink.c), whose scans
// are mirrored byte for byte. Where cmark-gfm departs from what the spec
// states, the spec wins:
//
//   - a link (of any kind) must be at the start of a line or after white
//     space, '*', '_', '~' or '(' — cmark-gfm checks this for www links
//     only, and links "日本https://example.com" and "x:foo@bar.com";
//   - the domain of a URL must have a period — cmark-gfm links
//     "http://localhost";
//   - an entity-like "&name;" at the end of a link is left out when name is
//     alphanumeric — cmark-gfm requires letters only.

// gfmBoundary reports whether a GFM link may start at i.
func (c *cursor) gfmBoundary(i int) bool {
	if i == c.lineStart || i == 0 {
		return true
	}
	b := c.src[i-1]
	return isCmarkSpace(b) || b == '*' || b == '_' || b == '~' || b == '('
}

// gfmURL is cmark-gfm's url_match at the ':' at c.pos.
func (p *linkParser) gfmURL(c *cursor) (m match, ok bool) {
	src, pos := c.src, c.pos
	if c.blockEnd-pos < 4 || src[pos+1] != '/' || src[pos+2] != '/' {
		return m, false
	}
	r := pos
	for r > c.from && isAlpha(src[r-1]) {
		r--
	}
	if !p.isScheme(src[r:pos], true) {
		return m, false
	}
	hs := pos + 3
	if hs >= c.blockEnd || !gfmHostChar(src[hs:c.blockEnd]) || !c.gfmBoundary(r) {
		return m, false
	}
	n, _ := gfmDomain(src, hs, c.blockEnd, true)
	if n == 0 || !gfmHasPeriod(src, hs, c.lineEnd) {
		return m, false
	}
	end := hs + n
	for end < c.blockEnd && !isCmarkSpace(src[end]) {
		end++
	}
	end = gfmDelim(src, pos, end)
	if end <= hs {
		return m, false
	}
	return match{start: r, end: end, hostStart: hs, hostEnd: min(hs+n, end), kind: URL}, true
}

// gfmWWW is cmark-gfm's www_match for the "www" before the '.' at c.pos.
func (p *linkParser) gfmWWW(c *cursor) (m match, ok bool) {
	src := c.src
	r := c.pos - 3
	if r < c.from || !c.gfmBoundary(r) || c.blockEnd-r < 4 {
		return m, false
	}
	n, _ := gfmDomain(src, r, c.blockEnd, false)
	if n == 0 {
		return m, false
	}
	end := r + n
	for end < c.blockEnd && !isCmarkSpace(src[end]) {
		end++
	}
	end = gfmDelim(src, r, end)
	if end <= c.pos+1 {
		return m, false
	}
	return match{start: r, end: end, hostStart: r, hostEnd: min(r+n, end), kind: WWW, scheme: p.wwwScheme}, true
}

// gfmDomain is cmark-gfm's check_domain over src[start:limit]. It returns
// the length of the domain and its number of periods; the length is 0 when
// an underscore is in the last two labels, or without allowShort when
// there is no period. Like check_domain, it looks at bytes: it stops at the
// second byte of a multi-byte character, and it never looks at the last
// byte before limit.
func gfmDomain(src []byte, start, limit int, allowShort bool) (n, periods int) {
	size := limit - start
	us1, us2 := 0, 0
	i := 1
	for ; i < size-1; i++ {
		switch c := src[start+i]; c {
		case '_':
			us2++
		case '.':
			us1, us2 = us2, 0
			periods++
		case '-':
		default:
			if !gfmHostChar(src[start+i : limit]) {
				goto done
			}
		}
	}
done:
	if us1 > 0 || us2 > 0 {
		return 0, periods
	}
	if !allowShort && periods == 0 {
		return 0, 0
	}
	return i, periods
}

// gfmHasPeriod reports whether the run of domain characters (valid host
// characters, '-' and '_', character by character) at src[start:] has a
// period followed by more of them: the spec's "at least one period".
func gfmHasPeriod(src []byte, start, limit int) bool {
	for i := start; i < limit; {
		c := src[i]
		if c == '.' {
			return i > start && i+1 < limit && (src[i+1] == '-' || src[i+1] == '_' || gfmHostChar(src[i+1:limit]))
		}
		if c != '-' && c != '_' && !gfmHostChar(src[i:limit]) {
			return false
		}
		_, size := utf8.DecodeRune(src[i:limit])
		i += size
	}
	return false
}

// gfmHostChar is cmark-gfm's is_valid_hostchar: the character at b[0] is
// valid UTF-8 and neither white space nor punctuation.
func gfmHostChar(b []byte) bool {
	r, size := utf8.DecodeRune(b)
	if r == utf8.RuneError && size <= 1 {
		return false
	}
	if r < utf8.RuneSelf {
		c := byte(r)
		return !isCmarkSpace(c) && !isASCIIPunct(c)
	}
	return !isCmarkUnicodeSpace(r) && !unicode.IsPunct(r)
}

func isASCIIPunct(c byte) bool {
	return '!' <= c && c <= '/' || ':' <= c && c <= '@' || '[' <= c && c <= '`' || '{' <= c && c <= '~'
}

// isCmarkUnicodeSpace is cmark's cmark_utf8proc_is_space for non-ASCII.
func isCmarkUnicodeSpace(r rune) bool {
	return r == 0xA0 || r == 0x1680 || (0x2000 <= r && r <= 0x200A) || r == 0x202F || r == 0x205F || r == 0x3000
}

// gfmDelim is cmark-gfm's autolink_delim over src[base:end] (the spec's
// extended autolink path validation): it cuts at the first '<', then drops
// trailing punctuation, an unmatched ')' and a trailing entity-like
// "&name;" (name alphanumeric, as the spec says). It returns the new end.
func gfmDelim(src []byte, base, end int) int {
	if i := bytes.IndexByte(src[base:end], '<'); i >= 0 {
		end = base + i
	}
	opening, closing := -1, 0 // counted once, at the first trailing ')'
	for end > base {
		switch c := src[end-1]; c {
		case '?', '!', '.', ',', ':', '*', '_', '~', '\'', '"':
			end--
		case ';':
			j := end - 2
			for j > base && isAlnum(src[j]) {
				j--
			}
			if j < end-2 && src[j] == '&' {
				end = j
			} else {
				end--
			}
		case ')':
			if opening < 0 {
				opening = bytes.Count(src[base:end], []byte{'('})
				closing = bytes.Count(src[base:end], []byte{')'})
			}
			if closing <= opening {
				return end
			}
			// Only trailing characters are dropped, and none is '(':
			// the counts stay right without a recount.
			closing--
			end--
		default:
			return end
		}
	}
	return end
}

// gfmEmail is cmark-gfm's postprocess_text (as of 0.29.0.gfm.6, which no
// longer refuses a local part after '/') for the '@' at at, in the text
// run src[rs:re], with offset the start of what is left of the run. It
// returns the link, or ok false.
func (p *linkParser) gfmEmail(src []byte, offset, at, re int) (m match, ok bool) {
	r := at
	for r > offset {
		c := src[r-1]
		if !isAlnum(c) && c != '.' && c != '+' && c != '-' && c != '_' {
			break
		}
		r--
	}
	if r == at {
		return m, false
	}
	size := re - at
	end, nb, np := 0, 0, 0
	for ; end < size; end++ {
		c := src[at+end]
		if isAlnum(c) {
			continue
		}
		if c == '@' {
			nb++
			if nb > 1 {
				// Rejected whatever follows; stop here, so that the scans
				// of "a@a@a@…" stay linear.
				break
			}
		} else if c == '.' && end < size-1 && isAlnum(src[at+end+1]) {
			np++
		} else if c != '-' && c != '_' {
			break
		}
	}
	if end < 2 || nb != 1 || np == 0 || (!isAlpha(src[at+end-1]) && src[at+end-1] != '.') {
		return m, false
	}
	e := gfmDelim(src, at, at+end)
	if e == at {
		return m, false
	}
	// The spec's boundary, which cmark-gfm does not check for e-mail.
	if r > 0 {
		b := src[r-1]
		if !isCmarkSpace(b) && b != '*' && b != '_' && b != '~' && b != '(' {
			return m, false
		}
	}
	return match{start: r, end: e, hostStart: at + 1, hostEnd: e, kind: Email, scheme: "mailto"}, true
}

// A cursor is what the scans of a dialect see at a trigger.
type cursor struct {
	src []byte
	// pos is the offset of the trigger byte; no link starts before from.
	pos, from int
	// lineStart and lineEnd delimit the text; blockEnd is cmark-gfm's end
	// of the subject.
	lineStart, lineEnd, blockEnd int
}

// gfmRun gives the links of r to k, left to right.
func (p *linkParser) gfmRun(r *run, k *sink) {
	t := r.text
	from := 0
	for i := 0; i < len(t); i++ {
		var m match
		var ok bool
		c := cursor{src: t, pos: i, from: from, lineEnd: len(t), blockEnd: len(t)}
		switch t[i] {
		case ':':
			if p.kinds&URL == 0 {
				continue
			}
			m, ok = p.gfmURL(&c)
		case '.':
			if p.kinds&WWW == 0 || i < 3 || t[i-1] != 'w' || t[i-2] != 'w' || t[i-3] != 'w' {
				continue
			}
			m, ok = p.gfmWWW(&c)
		case '@':
			if p.kinds&Email == 0 {
				continue
			}
			m, ok = p.gfmEmail(t, from, i, len(t))
		default:
			continue
		}
		if ok {
			k.add(m)
			from = m.end
			i = m.end - 1
		}
	}
}
