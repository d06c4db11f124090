package unicodelinks

import (
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/commonmark"
)

// The ways a Markdown author stops a link on purpose: a backslash (an
// escape, or a literal one) or a character reference written in a link's
// scheme, in "www.", in its host or around an address's '@' ("http\://…",
// "www&#46;example.com", "foo\@example.com"). md4c and goldmark's Linkify
// leave such text unlinked; so do Detect under markupStops and the
// goldmark extension, which checks the Markdown source of the links it
// finds in the text a reader sees (MarkupNearHost; its GFM dialect, as
// cmark-gfm, only MarkupInLink). In a path, query or fragment, an escape
// or a reference stands for its character.

// maxReference bounds the length of a character reference looked for
// around a host: "&" and ";" around the longest HTML5 entity name (31
// bytes) or 7 decimal digits.
const maxReference = 33

// markupNearHost reports whether src, the source text of a link that
// starts at start and whose host (or an address's domain) ends at hostEnd,
// holds markup that stops the link:
//
//   - a backslash, or a character reference ("&#46;", "&period;"), in
//     src[start:hostEnd]: in the scheme, "www.", userinfo, host, local
//     part or '@';
//   - a literal backslash right before start or at hostEnd ("'www.ruby-
//     lang.org\0.example.com'", "C:\dir\www.example.com"), or an escape or
//     reference there that stands for a character a host or a scheme
//     holds or that starts what follows one (a letter or digit, '-', '_',
//     '.', '\', '/', ':', '?', '#' or '@'; before start, not '_', after
//     which a link may start as after emphasis): "http://example.com\_foo",
//     "www&#46;example.com" read from "example.com".
//
// An escape or a reference of another character next to the link, such as
// "\(www.example.com\)" or "&quot;www.example.com&quot;", stops nothing
// here; neither does one after hostEnd, in a port, path, query or
// fragment. (md4c reads a link's boundaries in the source, where such an
// escape or reference right after a link, or a reference right before it,
// is no boundary: it links neither, and the goldmark extension's MD4C
// dialect checks that on top of this rule.) The scans are bounded: the
// span itself and a reference's length on either side.
func markupNearHost(src string, start, hostEnd int) bool {
	if start < 0 || hostEnd > len(src) || hostEnd < start {
		return false
	}
	return markupInLink(src, start, hostEnd) || markupBefore(src, start) || markupAt(src, hostEnd)
}

// markupInLink reports whether src[start:hostEnd], the source of a link
// from its start to the end of its host (or an address's domain), holds a
// backslash or a character reference: the part of MarkupNearHost that
// looks at nothing around the link. It is what stops a link of the
// extension's GFM dialect, where markup right before a link or after its
// host stops nothing ("\http://example.com", "http://example.com\/a"), as
// in cmark-gfm.
func markupInLink(src string, start, hostEnd int) bool {
	if start < 0 || hostEnd > len(src) || hostEnd < start {
		return false
	}
	span := src[start:hostEnd]
	if strings.IndexByte(span, '\\') >= 0 {
		return true
	}
	for i := strings.IndexByte(span, '&'); i >= 0; {
		if _, n := referenceAt(src, start+i); n > 0 {
			return true
		}
		k := strings.IndexByte(span[i+1:], '&')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// markupAt reports whether the unit at src[i], right after a host, is a
// backslash or stands for a host character (see MarkupNearHost).
func markupAt(src string, i int) bool {
	if i >= len(src) {
		return false
	}
	switch src[i] {
	case '\\':
		if i+1 < len(src) && commonmark.IsASCIIPunct(src[i+1]) {
			return hostMark(rune(src[i+1]))
		}
		return true // a literal backslash
	case '&':
		r, n := referenceAt(src, i)
		return n > 0 && hostMark(r)
	}
	return false
}

// markupBefore reports whether the unit that ends at src[i], right before
// a link, is a backslash or stands for a host character other than '_': a
// link may start after an underscore, Markdown's emphasis delimiter
// ("x\_www.example.com" links "www.example.com", as GitHub does).
func markupBefore(src string, i int) bool {
	if i <= 0 || i > len(src) {
		return false
	}
	switch c := src[i-1]; {
	case c == '\\':
		return true // a literal backslash, or the second of "\\"
	case i >= 2 && src[i-2] == '\\' && commonmark.IsASCIIPunct(c):
		return c != '_' && hostMark(rune(c))
	case c == ';':
		for j := i - 2; j >= 0 && j >= i-maxReference; j-- {
			if src[j] == '&' {
				r, n := referenceAt(src, j)
				return n == i-j && r != '_' && hostMark(r)
			}
		}
	}
	return false
}

// hostMark reports whether r is a character a scheme or host holds or that
// starts what follows a host: an ASCII letter or digit, '-', '_', '.',
// '\', '/', ':', '?', '#' or '@'. A character above ASCII glued to a link
// ("&#x5D0;https://…") is prose that the link does not take in: it stops
// nothing. A named reference other than those of namedMark is given -1.
func hostMark(r rune) bool {
	if r < 0 || r >= 0x80 {
		return false
	}
	c := byte(r)
	return isASCIIAlnum(c) || c == '-' || c == '_' || c == '.' || c == '\\' || c == '/' || c == ':' || c == '?' || c == '#' || c == '@'
}

// referenceAt returns the character of the character reference at src[i]
// ('&') and its length, or n 0, as CommonMark and goldmark's HTML writer
// read references (commonmark.HTML5Names). A named reference stands for
// the character of namedMark, or -1: the engine holds no table of HTML5
// entities, and a name that is not one of an entity reads as a reference
// here (it is markup all the same).
func referenceAt(src string, i int) (r rune, n int) {
	r, n = commonmark.Reference(src, i, commonmark.HTML5Names)
	if n > 0 && r == commonmark.Named {
		r = namedMark(src[i+1 : i+n-1])
	}
	return r, n
}

// namedMark is the character of the HTML5 entities that stand for a
// character of hostMark: "&period;", "&lowbar;", "&UnderBar;", "&bsol;",
// "&sol;", "&colon;", "&quest;", "&num;", "&commat;"; -1 for any other
// name.
func namedMark(name string) rune {
	switch name {
	case "period":
		return '.'
	case "lowbar", "UnderBar":
		return '_'
	case "bsol":
		return '\\'
	case "sol":
		return '/'
	case "colon":
		return ':'
	case "quest":
		return '?'
	case "num":
		return '#'
	case "commat":
		return '@'
	}
	return -1
}
