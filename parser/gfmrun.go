package parser

import (
	"bytes"
	"encoding/binary"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/commonmark"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The GFM dialect as cmark-gfm 0.29.0.gfm.13 runs it (extensions/autolink.c,
// documented in docs/gfm-dialect.md), over the text of one run of adjacent
// text nodes. cmark-gfm finds URL and www links while it parses inlines (at
// every ':' and 'w' outside an open bracket) and e-mail addresses, including
// "mailto:" and "xmpp:" ones, afterwards in the text nodes that are left
// between them; run does the same two passes in one left-to-right walk.
//
// Extended protocol autolinks ("mailto:a@b.c", "xmpp:a@b.c/r") are emitted
// as kind URL: their href is their text. They are found by the e-mail
// pass, so they need Email in kinds.
//
// What one run cannot know, and the caller may have to carry (each is a
// listed deviation of bench/differential/gfm13_diff_test.go): a '[' left open by an
// earlier run of the paragraph (cmark-gfm makes no URL or www link then),
// whether a '[' of the run was an escape "\[" (no bracket for cmark-gfm),
// and the source byte before the run (a www link at the start of the run
// is accepted here; cmark-gfm wants white space, '*', '_', '~' or '(').

// run finds the autolinks of cmark-gfm 0.29.0.gfm.13 in s.text, the
// reader's text of one run of adjacent text nodes (entities and escapes
// decoded, no line break inside), calling emit for each link in order with
// offsets into the text. When emit reports that a URL or www link did not
// take its text (the author's markup stopped it: "http\://example.org/
// a@b.com"), that text is left to the e-mail pass, as cmark-gfm, which
// sees no URL there, leaves it; the URL and www scan goes on after it, so
// that no byte is scanned for them twice.
func (s *gfmScan) run(kinds ul.Kind, emit func(m ul.Link) bool) {
	text := s.text
	for _, sc := range s.schemes {
		s.maxScheme = max(s.maxScheme, len(sc))
	}
	gap := 0         // start of the text not yet given to the e-mail pass
	depth := s.depth // '[' not closed yet: cmark-gfm makes no URL or www link then
	defer func() { s.depth = depth }()
	for i := 0; i < len(text); i++ {
		for i < len(text) && !gfmTrigger[text[i]] {
			i++
		}
		if i == len(text) {
			break
		}
		var m ul.Link
		ok := false
		switch text[i] {
		case '[':
			if !s.escaped(i) {
				depth++
			}
		case ']':
			if depth > 0 && !s.escaped(i) {
				depth--
			}
		case ':':
			if depth == 0 && kinds&ul.URL != 0 {
				m, ok = s.url(i, gap)
			}
		case 'w':
			if depth == 0 && kinds&ul.Domain != 0 {
				m, ok = s.www(i)
			}
		}
		if !ok {
			continue
		}
		if kinds&ul.Email != 0 {
			s.emails(gap, m.Start, emit)
		}
		gap = m.Start
		if emit(m) {
			gap = m.End
		}
		i = m.End - 1
	}
	if kinds&ul.Email != 0 {
		s.emails(gap, len(text), emit)
	}
}

// gfmTrigger marks the bytes the first pass stops at.
var gfmTrigger = [256]bool{'[': true, ']': true, ':': true, 'w': true}

// gfmScan holds the text of one run and what its scans learnt.
type gfmScan struct {
	text      []byte
	schemes   []string
	maxScheme int

	// What the run cannot know by itself: wwwAtStart tells whether a www
	// link may start at the start of the text (the source byte before it
	// is white space, '*', '_', '~' or '(', or the line starts there);
	// depth is the number of '[' left open before the run in its
	// paragraph (and after the run, when run returns); offs and src, when
	// offs is not nil, map the text to the source, where a bracket written
	// "\[" is no bracket.
	wwwAtStart bool
	depth      int
	offs       []int32
	src        []byte
	// srcEnd is the end of the run in the source.
	srcEnd int

	// The last domain scan that check_domain rejected (underscores in
	// the last two labels, at most 10 periods): it ran from rejFrom to
	// rejStop, and rejPer holds its periods (positions) and rejUs the
	// underscores after each of them (rejUs[0]: before the first). A www
	// link starting inside it stops at the same place and is decided from
	// this record, without scanning the bytes again.
	rejFrom, rejStop int
	rejN             int
	rejPer           [10]int
	rejUs            [11]int

	// work counts the bytes the scans looked at (once per scan, not per
	// byte), for the test that checks every byte is looked at a bounded
	// number of times.
	work int
}

// url is cmark-gfm's url_match at the ':' at i; lo is where the text the
// scheme may be taken from begins.
func (s *gfmScan) url(i, lo int) (m ul.Link, ok bool) {
	t := s.text
	if len(t)-i < 4 || t[i+1] != '/' || t[i+2] != '/' {
		return m, false
	}
	// cmark-gfm takes every ASCII letter before the ':' and requires them
	// to be a scheme: "xhttp://" is no link, "1http://" and "見てhttp://"
	// are. A run of letters longer than any scheme cannot be one.
	r := i
	for r > lo && gfmAlpha(t[r-1]) && i-r <= s.maxScheme {
		r--
	}
	s.work += i - r
	if r > lo && gfmAlpha(t[r-1]) || !s.isScheme(t[r:i]) || !gfm13HostChar(t[i+3:]) {
		return m, false
	}
	hs := i + 3
	n := s.domain(hs, true)
	if n == 0 {
		return m, false
	}
	end := s.linkEnd(i, hs+n)
	return ul.Link{Start: r, End: end, Kind: ul.URL, SchemeEnd: hs, HostStart: hs, HostEnd: min(hs+n, end)}, true
}

// www is cmark-gfm's www_match at the 'w' at i.
func (s *gfmScan) www(i int) (m ul.Link, ok bool) {
	t := s.text
	if i == 0 && !s.wwwAtStart || i > 0 && !gfmSpace(t[i-1]) && t[i-1] != '*' && t[i-1] != '_' && t[i-1] != '~' && t[i-1] != '(' {
		return m, false
	}
	if len(t)-i < 4 || t[i+1] != 'w' || t[i+2] != 'w' || t[i+3] != '.' {
		return m, false
	}
	n := s.domain(i, false)
	if n == 0 {
		return m, false
	}
	end := s.linkEnd(i, i+n)
	return ul.Link{Start: i, End: end, Kind: ul.Domain, SchemeEnd: i, HostStart: i, HostEnd: min(i+n, end)}, true
}

// isScheme reports whether b is one of the schemes, ignoring ASCII case.
func (s *gfmScan) isScheme(b []byte) bool {
	for _, sc := range s.schemes {
		if len(sc) != len(b) {
			continue
		}
		j := 0
		for j < len(b) && b[j]|0x20 == sc[j]|0x20 {
			j++
		}
		if j == len(b) {
			return true
		}
	}
	return false
}

// linkEnd extends a link whose domain ends at from up to white space or
// '<' and applies autolink_delim over text[base:].
func (s *gfmScan) linkEnd(base, from int) int {
	t := s.text
	end := from
	for end+8 <= len(t) && !mayEndLink(binary.LittleEndian.Uint64(t[end:])) {
		end += 8
	}
	for end < len(t) && !gfmSpace(t[end]) && t[end] != '<' {
		end++
	}
	d := s.delim(base, end)
	s.work += 2*(end-base) - (d - base)
	return d
}

// domain is cmark-gfm's check_domain over text[start:]: the length of the
// domain, or 0 when it is refused. Like check_domain it looks at bytes: it
// never looks at text[start] nor at the last byte of the text, skips the
// byte after a backslash, and stops at the second byte of a multi-byte
// character. A domain with an underscore in one of its last two labels is
// refused unless it has more than 10 periods; without allowShort, one
// with no period is refused.
func (s *gfmScan) domain(start int, allowShort bool) int {
	t := s.text
	if s.rejStop > 0 && s.rejFrom < start && start+3 < s.rejStop && string(t[start:start+4]) == "www." {
		return s.domainFromRecord(start)
	}
	size := len(t) - start
	np, us1, us2 := 0, 0, 0
	var per [10]int
	var us [11]int
	i := 1
	for ; i < size-1; i++ {
		if t[start+i] == '\\' && i < size-2 {
			i++
		}
		switch c := t[start+i]; {
		case c == '_':
			us2++
			if np <= 10 {
				us[np]++
			}
		case c == '.':
			us1, us2 = us2, 0
			if np < 10 {
				per[np] = start + i
			}
			np++
		case c != '-' && !gfm13HostChar(t[start+i:]):
			goto done
		}
	}
done:
	s.work += i
	if (us1 > 0 || us2 > 0) && np <= 10 {
		s.rejFrom, s.rejStop, s.rejN, s.rejPer, s.rejUs = start, start+i, np, per, us
		return 0
	}
	if !allowShort && np == 0 {
		return 0
	}
	return i
}

// domainFromRecord decides check_domain for a www link at start, inside
// the rejected scan recorded in s: the scan from start stops at the same
// byte and sees the recorded periods after start; "www" itself holds no
// underscore.
func (s *gfmScan) domainFromRecord(start int) int {
	k := 0 // the first recorded period after start: the one at start+3
	for k < s.rejN && s.rejPer[k] <= start {
		k++
	}
	np := s.rejN - k
	us2 := s.rejUs[s.rejN]
	us1 := 0
	if np >= 2 {
		us1 = s.rejUs[s.rejN-1]
	}
	if us1 > 0 || us2 > 0 {
		return 0 // np <= 10: refused again
	}
	return s.rejStop - start
}

// delim is cmark-gfm 0.29.0.gfm.13's autolink_delim over text[base:end]:
// it cuts at the first '<', then drops trailing "?!.,:*_~'\"", a ')' while
// the link has more ')' than '(' (counted once, before the trimming), and
// a trailing "&letters;", in the text or in the source: a character
// reference such as "&amp;" or "&copy;" that ends a link is left out of it,
// as cmark-gfm leaves out what resembles one. It returns the new end.
func (s *gfmScan) delim(base, end int) int {
	t := s.text
	// The link ends at its first '<'; the parentheses before it are
	// counted (three searches of the standard library, which read many
	// bytes at a time, rather than one loop a byte at a time).
	if i := bytes.IndexByte(t[base:end], '<'); i >= 0 {
		end = base + i
	}
	opening, closing := bytes.Count(t[base:end], openParen), bytes.Count(t[base:end], closeParen)
	for end > base {
		if ref, ok := s.entityBefore(end); ok && ref >= base {
			end = ref
			continue
		}
		switch t[end-1] {
		case ')':
			if closing <= opening {
				return end
			}
			closing--
			end--
		case '?', '!', '.', ',', ':', '*', '_', '~', '\'', '"':
			end--
		case ';':
			j := end - 2
			for j > base && gfmAlpha(t[j]) {
				j--
			}
			if j < end-2 && t[j] == '&' {
				end = j
			} else {
				end--
			}
		default:
			return end
		}
	}
	return end
}

var openParen, closeParen = []byte("("), []byte(")")

// emails is cmark-gfm's postprocess_text over the text node t[lo:hi]: it
// finds e-mail addresses and mailto:/xmpp: links. Every byte is looked at a
// bounded number of times: a rejected candidate moves the start of the
// next search past what it scanned, and the rewind never goes before it.
func (s *gfmScan) emails(lo, hi int, emit func(m ul.Link) bool) {
	t := s.text
	start := lo // the start of what the next rewind may take
	for start < hi {
		at := bytes.IndexByte(t[start:hi], '@')
		if at < 0 {
			s.work += hi - start
			return
		}
		at += start
		s.work += at - start
		// Like cmark-gfm, these are not reset when a second '@' restarts
		// the candidate: "mailto:a@b@c.com" links "b@c.com" as it is.
		autoMailto, xmpp, np := true, false, 0
	foundAt:
		r, schemeEnd := at, -1
		for r > start {
			c := t[r-1]
			if gfmAlnum(c) || c == '.' || c == '+' || c == '-' || c == '_' {
				r--
				continue
			}
			if c == ':' {
				if gfmProtocol(t, start, r, "mailto:") {
					autoMailto, schemeEnd = false, r
					r--
					continue
				}
				if gfmProtocol(t, start, r, "xmpp:") {
					autoMailto, xmpp, schemeEnd = false, true, r
					r--
					continue
				}
			}
			break
		}
		s.work += at - r
		if r == at {
			start = at + 1
			continue
		}
		e := at + 1
		for ; e < hi; e++ {
			c := t[e]
			switch {
			case gfmAlnum(c), c == '-', c == '_', c == '/' && xmpp:
			case c == '@':
				s.work += e - at
				start, at = at+1, e
				goto foundAt
			case c == '.' && e+1 < hi && gfmAlnum(t[e+1]):
				np++
			default:
				goto scanned
			}
		}
	scanned:
		s.work += e - at
		if e-at < 2 || np == 0 || !gfmAlpha(t[e-1]) && t[e-1] != '.' {
			start = e
			continue
		}
		// autolink_delim changes nothing here: the address ends with a
		// letter.
		m := ul.Link{Start: r, End: e, Kind: ul.Email, SchemeEnd: r, HostStart: at + 1, HostEnd: e}
		if !autoMailto {
			// "mailto:" or "xmpp:", seen now or before a second '@':
			// the href is the text as it is.
			m.Kind, m.SchemeEnd = ul.URL, max(schemeEnd, r)
		}
		emit(m)
		start = e
	}
}

// gfmProtocol is cmark-gfm's validate_protocol: the bytes before r, which
// end with ':', are proto, and what comes before it is the start of the
// text or not an ASCII letter or digit.
func gfmProtocol(t []byte, lo, r int, proto string) bool {
	b := r - len(proto)
	if b < lo || string(t[b:r]) != proto {
		return false
	}
	return b == lo || !gfmAlnum(t[b-1])
}

// gfm13HostChar is cmark-gfm's is_valid_hostchar: b starts with a valid
// UTF-8 sequence for a character that is neither white space nor
// punctuation (Unicode P* categories and ASCII punctuation).
func gfm13HostChar(b []byte) bool {
	if len(b) == 0 {
		return false
	}
	if c := b[0]; c < utf8.RuneSelf {
		return !gfmSpace(c) && !commonmark.IsASCIIPunct(c)
	}
	r, size := utf8.DecodeRune(b)
	if r == utf8.RuneError && size <= 1 {
		return false
	}
	return !gfmUnicodeSpace(r) && !gfmUnicodePunct(r)
}

// gfmSpace is cmark_isspace: ASCII white space.
// mayEndLink reports whether one of the eight bytes of v may be one at
// which linkEnd stops: a byte under 0x21 (gfmSpace's are) or '<'. A word
// has a byte under n when (x - n·0x01…) &^ x has a high bit.
func mayEndLink(v uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return ((v-0x21*ones)&^v|(v^'<'*ones-ones)&^(v^'<'*ones))&highs != 0
}

func gfmSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

func gfmAlpha(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func gfmAlnum(c byte) bool { return gfmAlpha(c) || '0' <= c && c <= '9' }

// gfmUnicodeSpace is cmark_utf8proc_is_space above ASCII.
func gfmUnicodeSpace(r rune) bool {
	return r == 0xA0 || r == 0x1680 || 0x2000 <= r && r <= 0x200A || r == 0x202F || r == 0x205F || r == 0x3000
}

// escaped reports whether the byte at text[i] was written with a backslash
// before it in the source.
func (s *gfmScan) escaped(i int) bool {
	if s.offs == nil {
		return false
	}
	o := s.offs[i]
	return int(o) < len(s.src) && s.src[o] == '\\'
}

// entityBefore reports whether the text before end is the character of a
// reference written "&" ASCII letters ";" in the source (what cmark-gfm's
// autolink_delim takes for an entity), and returns where that text
// starts.
func (s *gfmScan) entityBefore(end int) (start int, ok bool) {
	if s.offs == nil || end == 0 {
		return 0, false
	}
	o := int(s.offs[end-1])
	r, n := commonmark.Reference(s.src, o, commonmark.CmarkGFMNames)
	if n == 0 || r != commonmark.Named {
		return 0, false
	}
	// The reference is the whole unit: the next one starts after its ';'.
	start, uend, next := unitSpan(s.offs, end-1, s.srcEnd)
	if uend != end || next != o+n {
		return 0, false
	}
	return start, true
}
