package unicodelinks

import "unicode/utf8"

// A Part is one of the URL parts that minimal escaping applies to: the
// rows of Table 3-3 of UTS #58. The scheme, host and port are not parts in
// this sense; they are formatted as is customary for them.
type Part uint8

// The URL parts, in the order they appear in a URL.
const (
	// PathPart is the path, initiated by '/'. A literal '/' in it separates
	// segments; a '/', '?', '#' or '\' that is data is percent-escaped.
	PathPart Part = iota + 1
	// QueryPart is the query, initiated by '?'. A literal '&' or '='
	// separates parameters, keys and values; a '+', '#', '=' or '&' that is
	// data is percent-escaped ('+' because it stands for a space in forms).
	QueryPart
	// FragmentPart is the fragment, initiated by '#'. A ':' that would start
	// a literal ":~:" is percent-escaped: ":~:" starts the fragment
	// directives.
	FragmentPart
	// DirectivePart is the fragment directives, initiated by ":~:". A
	// literal '&', ',' or ":~:" separates directives and their terms; a
	// '&', ',' or '-' that is data is percent-escaped (the text directive
	// syntax gives '-' a meaning next to ','), and so is a ':' that would
	// start a literal ":~:".
	DirectivePart
)

var partNames = [...]string{"Part(0)", "path", "query", "fragment", "fragment directive"}
var partInitiators = [...]string{"", "/", "?", "#", ":~:"}

// String returns the name of the part, such as "query".
func (p Part) String() string {
	if int(p) < len(partNames) {
		return partNames[p]
	}
	return "Part(" + itoa(int(p)) + ")"
}

// initiator returns the string that starts the part in a URL: "/", "?",
// "#" or ":~:".
func (p Part) initiator() string {
	if int(p) < len(partInitiators) {
		return partInitiators[p]
	}
	return ""
}

func (p Part) valid() bool { return p >= PathPart && p <= DirectivePart }

// AppendEscaped appends to dst the minimally escaped form of s, the text of
// URL part p without its initiator, and returns the extended buffer. It is
// the URL Minimal Escaping Algorithm of UTS #58 section 4.1; last reports
// whether p is the last part of the URL, whose trailing Soft code point is
// escaped so that link detection does not stop before it. For FragmentPart,
// last false means that fragment directives (":~:") follow.
//
// s must have the interior escaping of section 4.1: the characters that are
// syntax in p (see the Part constants) are percent-escaped where they are
// data, and literal where they are syntax. Section 4.1 takes s as final;
// AppendEscaped first decodes the escapes that s does not need:
//
//   - An escape (%XX, either case) is decoded when the bytes decode to valid
//     UTF-8 and the character is not syntax in p; an escape that is kept is
//     written with upper-case hex digits.
//   - A '%' that is data, written "%25" or standing alone (an invalid escape
//     such as "%%" or "%G1" is kept as it is), is written "%" unless the
//     next two characters of the output are hex digits, and "%25" then.
//   - If the decoded bytes of s are not valid UTF-8 (the URL comes from a
//     page in a legacy encoding), every non-ASCII byte of s, escaped or
//     not, is written percent-escaped, as section 4.1 recommends. Format
//     decides this for the whole URL; AppendEscaped for s alone.
//
// Then, as section 4.1 says, a code point is percent-escaped (as UTF-8,
// upper-case hex) when it is Link_Term=Hard, or invisible (
// Bidi_Control and default-ignorable code points, which section 8 asks to
// keep escaped in a URL that is shown); when it is a Close without a
// matching Open on top of the bracket stack (the stack is popped either
// way, whereas link detection stops there; see Format); when it is an Open
// beyond the 125th (the depth of the bracket stack); when it is a literal terminator of p, such as a
// '?' in a path; and when it ends the last part after nothing but Soft code
// points since the last other one: only that final code point is escaped
// ("a.." gives "a.%2E"). A literal separator (the clearStackOpen set of
// Table 3-3) clears the bracket stack and is never escaped, even when it is
// Soft and ends the last part (a ',' in a directive): escaping it would turn
// it into data, and link detection includes it anyway.
//
// The cost is linear in len(s); nothing is allocated beyond the growth of
// dst. An invalid p appends s unchanged.
func AppendEscaped(dst []byte, p Part, s string, last bool) []byte {
	if !p.valid() {
		return append(dst, s...)
	}
	e := escaper{last: last}
	if out, ok := e.part(dst, p, s); ok {
		return out
	}
	e.legacy = true
	out, _ := e.part(dst, p, s)
	return out
}

// EscapePath returns the minimally escaped form of a path without its
// leading '/', such as "wiki/%E3%82%A2" (see AppendEscaped); last reports
// whether no query or fragment follows.
func EscapePath(s string, last bool) string { return escapeString(PathPart, s, last) }

// EscapeQuery returns the minimally escaped form of a query without its
// '?', such as "q=%CE%B1" (see AppendEscaped); last reports whether no
// fragment follows.
func EscapeQuery(s string, last bool) string { return escapeString(QueryPart, s, last) }

// EscapeFragment returns the minimally escaped form of a fragment without
// its '#' and without fragment directives (see AppendEscaped); last reports
// whether no ":~:" and fragment directives follow.
func EscapeFragment(s string, last bool) string { return escapeString(FragmentPart, s, last) }

func escapeString(p Part, s string, last bool) string {
	if isPlain(p, s) {
		return s
	}
	var buf [128]byte // enough for most parts, without allocating
	b := AppendEscaped(buf[:0], p, s, last)
	if string(b) == s {
		return s
	}
	return string(b)
}

// isPlain reports whether s holds only bytes that escaping leaves as they
// are whatever surrounds them (plain bytes and one-byte separators), so that
// s is its own minimally escaped form.
func isPlain(p Part, s string) bool {
	plain := partBit(bPlainPath, p)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || asciiHost[c]&plain == 0 && partAction(p, c) != actClear {
			return false
		}
	}
	return true
}

// escaper holds the state of the minimal escaping algorithm. Its methods
// append to a dst they are given and return, so that a caller's buffer on
// the stack stays there. Each step of part is a method of its own; what
// differs between the parts is data: the bits of asciiHost for p.
type escaper struct {
	// legacy escapes every non-ASCII byte: the decoded bytes of the URL
	// are not UTF-8. Without it, part stops at the first such byte.
	legacy bool
	// last reports whether the part is the last of the URL, whose trailing
	// Soft code point is escaped.
	last bool

	// The part being escaped, set by begin.
	p           Part
	plain, keep uint32 // p's bits of bPlainPath and bKeepEscapedPath
	// tail is what follows the part in the URL as far as the lookahead
	// for ":~:" is concerned: a fragment that is not last is followed by
	// directives.
	tail string

	depth int
	// soft is the offset in dst of the last code point when everything
	// written since the last non-Soft code point is Soft (the code points
	// from copiedAlready on, in the terms of section 4.1), otherwise -1.
	soft  int
	stack [maxBracketDepth]rune
}

// part appends the escaped form of s, the text of part p. Unless e.legacy,
// it stops and returns false at the first byte that does not decode as
// UTF-8; the caller then starts over with e.legacy set.
func (e *escaper) part(dst []byte, p Part, s string) ([]byte, bool) {
	e.begin(p)
	ok := true
	for i := 0; i < len(s) && ok; {
		switch c := s[i]; {
		case c >= utf8.RuneSelf:
			dst, i, ok = e.nonASCII(dst, s, i)
		case asciiHost[c]&e.plain != 0:
			j := i + 1
			for j < len(s) && asciiHost[s[j]]&e.plain != 0 {
				j++
			}
			dst = append(dst, s[i:j]...)
			e.soft = -1
			i = j
		case c == '%':
			dst, i, ok = e.escape(dst, s, i)
		default:
			dst, i = e.syntax(dst, s, i)
		}
	}
	if !ok {
		return dst, false
	}
	return e.end(dst), true
}

// begin sets e up for part p.
func (e *escaper) begin(p Part) {
	e.p, e.depth, e.soft = p, 0, -1
	e.plain, e.keep = partBit(bPlainPath, p), partBit(bKeepEscapedPath, p)
	e.tail = ""
	if p == FragmentPart && !e.last {
		e.tail = ":~:"
	}
}

// nonASCII writes the code point that starts at s[i], a byte that is not
// ASCII, and returns the offset after it; ok is false when it is not UTF-8
// and e is not legacy.
func (e *escaper) nonASCII(dst []byte, s string, i int) (out []byte, next int, ok bool) {
	c := s[i]
	if e.legacy {
		return e.escapeByte(dst, c), i + 1, true
	}
	r, n := decodeRune(s, i)
	if r == utf8.RuneError && n == 1 {
		if r, n, ok = decodeUnits(s, i); !ok {
			return dst, i, false
		}
		return e.code(dst, r), i + n, true
	}
	// The code point is written as it is in s (valid UTF-8, so what
	// utf8.AppendRune would write) unless it is escaped or a bracket.
	switch LinkTerm(r) {
	case Include:
		if byteKind[c]&leadInvisible != 0 && invisible(r) {
			return e.code(dst, r), i + n, true // escaped
		}
		e.soft = -1
		return append(dst, s[i:i+n]...), i + n, true
	case Soft:
		e.soft = len(dst)
		return append(dst, s[i:i+n]...), i + n, true
	}
	return e.code(dst, r), i + n, true
}

// syntax writes the ASCII byte at s[i], which is neither plain nor '%', by
// its action in the part (Table 3-3), and returns the offset after it.
func (e *escaper) syntax(dst []byte, s string, i int) ([]byte, int) {
	c := s[i]
	switch partAction(e.p, c) {
	case actTerminator: // a literal terminator: Hard
		return e.escapeByte(dst, c), i + 1
	case actClear:
		return e.separator(dst, s[i:i+1]), i + 1
	case actColon:
		return e.colon(dst, s, i)
	}
	return e.code(dst, rune(c)), i + 1
}

// colon writes the ':' at s[i] in a fragment or its directives.
func (e *escaper) colon(dst []byte, s string, i int) ([]byte, int) {
	switch {
	case !hasDirectiveAt(s, i):
		if colonStartsDirective(s, i+1, e.tail) {
			return e.escapeByte(dst, ':'), i + 1
		}
		return e.code(dst, ':'), i + 1
	case e.p == FragmentPart: // the terminator ":~:": Hard
		return e.escapeByte(dst, ':'), i + 1
	}
	return e.separator(dst, s[i:i+3]), i + 3
}

// escape writes what the '%' at s[i] starts: an escape, decoded unless it
// is syntax in the part, or a '%' that is data. ok is false when the
// decoded bytes are not UTF-8 and e is not legacy.
func (e *escaper) escape(dst []byte, s string, i int) (out []byte, next int, ok bool) {
	if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) { // a '%' that is data
		return e.percent(dst, s, i+1), i + 1, true
	}
	b := unhex(s[i+1])<<4 | unhex(s[i+2])
	switch {
	case b == '%':
		return e.percent(dst, s, i+3), i + 3, true
	case b >= utf8.RuneSelf:
		if e.legacy {
			return e.escapeByte(dst, b), i + 3, true
		}
		r, n, ok := decodeUnits(s, i)
		if !ok {
			return dst, i, false
		}
		return e.code(dst, r), i + n, true
	case asciiHost[b]&e.keep != 0,
		b == ':' && (e.p == FragmentPart || e.p == DirectivePart) && colonStartsDirective(s, i+3, e.tail):
		return e.escapeByte(dst, b), i + 3, true
	}
	return e.code(dst, rune(b)), i + 3, true
}

// end escapes the final Soft code point of the last part.
func (e *escaper) end(dst []byte) []byte {
	if e.last && e.soft >= 0 {
		var buf [utf8.UTFMax]byte
		n := copy(buf[:], dst[e.soft:])
		dst = dst[:e.soft]
		for _, b := range buf[:n] {
			dst = appendPercent(dst, b)
		}
	}
	return dst
}

// code applies section 4.1 to the code point r, which is data. An
// invisible code point (see invisible) is Hard: section 8 asks that a shown
// URL keep Bidi_Control and default-ignorable code points escaped, which
// Link_Term makes Include.
func (e *escaper) code(dst []byte, r rune) []byte {
	t := LinkTerm(r)
	if t == Include && invisible(r) {
		t = Hard
	}
	switch t {
	case Open:
		if e.depth == maxBracketDepth {
			t = Hard
			break
		}
		e.stack[e.depth] = r
		e.depth++
		t = Include
	case Close:
		var lastOpen rune
		if e.depth > 0 {
			e.depth--
			lastOpen = e.stack[e.depth]
		}
		t = Hard
		if open, ok := LinkBracket(r); ok && open == lastOpen {
			t = Include
		}
	}
	switch t {
	case Include:
		dst = utf8.AppendRune(dst, r)
		e.soft = -1
	case Soft:
		e.soft = len(dst)
		dst = utf8.AppendRune(dst, r)
	default: // Hard
		var buf [utf8.UTFMax]byte
		n := utf8.EncodeRune(buf[:], r)
		for _, b := range buf[:n] {
			dst = appendPercent(dst, b)
		}
		e.soft = -1
	}
	return dst
}

// separator appends a literal member of the part's clearStackOpen set.
func (e *escaper) separator(dst []byte, sep string) []byte {
	e.depth, e.soft = 0, -1
	return append(dst, sep...)
}

// escapeByte appends b percent-escaped; the escape is Include.
func (e *escaper) escapeByte(dst []byte, b byte) []byte {
	e.soft = -1
	return appendPercent(dst, b)
}

// percent appends a '%' that is data and is followed by s[next:]: "%25" when
// the next two characters of the output are hex digits, otherwise "%".
func (e *escaper) percent(dst []byte, s string, next int) []byte {
	e.soft = -1
	b1, n1 := unitAt(s, next, "")
	b2, n2 := unitAt(s, next+n1, "")
	if n1 > 0 && n2 > 0 && isHex(b1) && isHex(b2) {
		return append(dst, "%25"...)
	}
	return append(dst, '%')
}

// colonStartsDirective reports whether a ':' written literally before
// s[next:] (followed by tail) would start a literal ":~:": whether the next
// two characters decode to '~' and ':'.
func colonStartsDirective(s string, next int, tail string) bool {
	b1, n1 := unitAt(s, next, tail)
	if n1 == 0 || b1 != '~' {
		return false
	}
	b2, n2 := unitAt(s, next+n1, tail)
	return n2 > 0 && b2 == ':'
}

// unitAt returns the byte that s[i:] starts with after decoding, and the
// length of its representation: 3 for a valid escape, 1 for a byte. Offsets
// past the end of s read from tail, a text without escapes; past that, n is 0.
func unitAt(s string, i int, tail string) (b byte, n int) {
	if i >= len(s) {
		if i -= len(s); i < len(tail) {
			return tail[i], 1
		}
		return 0, 0
	}
	if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
		return unhex(s[i+1])<<4 | unhex(s[i+2]), 3
	}
	return s[i], 1
}

// decodeUnits decodes the code point whose UTF-8 bytes start at s[i], each
// byte written literally or as an escape, and returns it with the length of
// its representation in s. ok is false when the bytes are not valid UTF-8.
func decodeUnits(s string, i int) (r rune, n int, ok bool) {
	var buf [utf8.UTFMax]byte
	k, j := 0, i
	for k < len(buf) && j < len(s) {
		b, m := unitAt(s, j, "")
		if k > 0 && (b < 0x80 || b >= 0xC0) { // not a continuation byte
			break
		}
		buf[k] = b
		k++
		j += m
		if utf8.FullRune(buf[:k]) {
			break
		}
	}
	r, size := utf8.DecodeRune(buf[:k])
	if r == utf8.RuneError && size <= 1 || size != k {
		return 0, 0, false
	}
	return r, j - i, true
}
