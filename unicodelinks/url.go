package unicodelinks

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FormatError reports a URL that Format cannot format, and why.
type FormatError struct {
	URL    string // the URL as given to Format
	Reason string // what is wrong with it, such as "missing host"
}

// Error returns the error text, such as
//
//	unicodelinks: cannot format "https:///a": missing host
func (e *FormatError) Error() string {
	return "unicodelinks: cannot format " + strconv.Quote(e.URL) + ": " + e.Reason
}

// Format returns rawURL with its path, query, fragment and fragment
// directives minimally escaped (UTS #58 sections 4 and 4.1): readable, and
// detected whole by TerminateURL when it stands between spaces in text. The
// scheme, user information, host and port are kept as given; in particular
// a host in Punycode is not converted to Unicode (see UTS #46 ToUnicode).
//
// rawURL may be fully percent-escaped, as browsers copy URLs, or contain raw
// non-ASCII characters. It has the form
//
//	[scheme "://"] [userinfo "@"] host [":" port] ["/" path] ["?" query] ["#" fragment [":~:" directives]]
//
// where the path ends at the first '?' or '#', the query at the first '#'
// and the fragment at the first ":~:". Each part is escaped by the rules of
// AppendEscaped: escapes that decode to valid UTF-8 and are not syntax in
// their part are decoded, syntax escapes are kept (path "/?#\", query
// "+#=&", fragment the ':' of ":~:", directives "&,-" and the ':' of
// ":~:"), and Hard characters, invisible ones (Bidi_Control and
// default-ignorable code points, which UTS #58 section 8 keeps escaped in a
// shown URL: decoded, "/%E2%80%AEmoc.elgoog" would show "/google.com"),
// unmatched Close characters, literal terminators and the Soft character
// that ends the URL are escaped. A '%' that is data stays "%25" only where
// two hex digits follow it. Invalid escapes are never dropped: when the
// decoded bytes of any part are not valid UTF-8 ("%E9"), every non-ASCII
// byte of the path, query and fragment is written percent-escaped, so that
// a URL in a legacy encoding keeps its bytes. Raw bytes that are not UTF-8
// are read as U+FFFD, as a reader of the text sees them and as detection
// reads them. A part that is present but empty, such as the query of
// "https://example.com/a?", is kept with its initiator and counts as the
// last part.
//
// The result is idempotent (Format of a result returns it unchanged) and
// percent-decodes to the same bytes as rawURL. Format decides from the
// string alone what is syntax: a literal '/' in the path, '&' or '=' in the
// query, is a separator. A program that holds the URL's components should
// use URLParts.String, which escapes the syntax characters that are data.
//
// Section 4.1 pops the bracket stack at a Close that does not match the
// Open on top of it, escapes the Close and goes on, while link detection
// (section 3.5.1) stops there. Format follows section 4.1, so after such a
// Close the two stacks differ by the popped Open and detection may end
// early: Format of "x.com/[(a]b]" is "x.com/[(a%5Db]", whose final ']'
// matches '[' for formatting, but detection ends before it (it meets '('
// on its stack); an Open may likewise reach the depth limit one Open later
// for formatting than for detection. A Close with an empty stack is simply
// escaped, and the result is detected whole.
//
// An error of type *FormatError is returned when rawURL is empty, has no
// host, has a scheme not followed by "//" (such as "mailto:"), has a port
// that is not a decimal number up to 65535, has a control or space
// character or U+FFFD (as which invalid UTF-8 reads) in the user
// information or host, has one of <>"\^|[] in the host (but for the brackets of an IPv6 address), contains
// a tab or newline (which browsers delete), or begins or ends with a space
// or control character.
func Format(rawURL string) (string, error) {
	// A byte that is not UTF-8 is read as U+FFFD, as a reader sees it and
	// as detection reads it; escapes of such bytes ("%E9") are the URL's
	// and stay.
	given := rawURL
	rawURL = replaceInvalid(rawURL)
	var u urlSplit
	if reason := u.split(rawURL); reason != "" {
		return "", &FormatError{URL: given, Reason: reason}
	}
	var buf [256]byte // enough for most URLs, without allocating
	b := append(buf[:0], rawURL[:u.hostEnd]...)
	b = appendParts(b, u.parts[:u.n])
	if string(b) == rawURL {
		return rawURL, nil
	}
	return string(b), nil
}

// replaceInvalid returns s with each maximal subpart of an ill-formed
// UTF-8 sequence replaced by U+FFFD, as a browser decodes a page (Unicode
// section 3.9, the WHATWG UTF-8 decoder: "\xe3\x80b" is "\uFFFDb"), or s
// when it is valid UTF-8.
func replaceInvalid(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = utf8.AppendRune(b, utf8.RuneError)
			n = maximalSubpart(s[i:])
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// maximalSubpart returns the length of the maximal subpart of the
// ill-formed UTF-8 sequence that starts s: its lead byte and the
// continuation bytes that could still have followed it.
func maximalSubpart(s string) int {
	c := s[0]
	need, lo, hi := 0, byte(0x80), byte(0xBF)
	switch {
	case 0xC2 <= c && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c == 0xED:
		need, hi = 2, 0x9F
	case 0xE1 <= c && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lo = 3, 0x90
	case c == 0xF4:
		need, hi = 3, 0x8F
	case 0xF1 <= c && c <= 0xF3:
		need = 3
	}
	n := 1
	for ; need > 0 && n < len(s) && lo <= s[n] && s[n] <= hi; need-- {
		lo, hi = 0x80, 0xBF
		n++
	}
	return n
}

// partText is the text of one part, without its initiator.
type partText struct {
	part Part
	text string
}

// appendParts appends each part with its initiator, minimally escaped. When
// the decoded bytes of any part are not valid UTF-8, it starts over and
// escapes every non-ASCII byte of every part.
func appendParts(dst []byte, parts []partText) []byte {
	start := len(dst)
	var e escaper
	for {
		dst = dst[:start]
		ok := true
		for k, pt := range parts {
			dst = append(dst, partInitiators[pt.part]...)
			e.last = k == len(parts)-1
			if dst, ok = e.part(dst, pt.part, pt.text); !ok {
				break
			}
		}
		if ok || e.legacy {
			return dst
		}
		e.legacy = true
	}
}

// urlSplit is a URL cut into what Format keeps and the parts it escapes.
type urlSplit struct {
	// quiet makes split return errRefused instead of building the
	// reason, which allocates: AppendHref does not report it.
	quiet   bool
	hostEnd int // the end of the host or port: the start of the parts
	parts   [4]partText
	n       int
}

// split cuts raw and returns "" or the reason why raw cannot be formatted.
func (u *urlSplit) split(raw string) string {
	if raw == "" {
		return "empty URL"
	}
	if indexClass(raw, bLineBreak) < len(raw) {
		return "tab or newline in URL"
	}
	if c := raw[0]; c <= ' ' || c == 0x7F {
		return why(u, "URL begins with ", describe, rune(c))
	}
	if c := raw[len(raw)-1]; c <= ' ' || c == 0x7F {
		return why(u, "URL ends with ", describe, rune(c))
	}
	authStart := 0
	if i := schemeEnd(raw); i > 0 {
		if strings.HasPrefix(raw[i:], "://") {
			authStart = i + 3
		} else if i+1 < len(raw) && !strings.ContainsRune("0123456789/?#", rune(raw[i+1])) {
			// Not "host:port" either (checkAuthority checks the port).
			if u.quiet {
				return errRefused
			}
			return "scheme " + strconv.Quote(raw[:i]) + ` not followed by "//": only URLs with a host can be formatted`
		}
	}
	authEnd := authStart + indexClass(raw[authStart:], bAuthorityEnd)
	if reason := u.checkAuthority(raw[authStart:authEnd]); reason != "" {
		return reason
	}
	u.hostEnd = authEnd
	rest := raw[authEnd:]
	u.n = 0
	add := func(p Part, text string) {
		u.parts[u.n] = partText{p, text}
		u.n++
	}
	if strings.HasPrefix(rest, "/") {
		end := indexClass(rest, bPathEnd)
		add(PathPart, rest[1:end])
		rest = rest[end:]
	}
	if strings.HasPrefix(rest, "?") {
		end := len(rest)
		if i := strings.IndexByte(rest, '#'); i >= 0 {
			end = i
		}
		add(QueryPart, rest[1:end])
		rest = rest[end:]
	}
	if strings.HasPrefix(rest, "#") {
		frag, dirs, hasDirs := strings.Cut(rest[1:], ":~:")
		add(FragmentPart, frag)
		if hasDirs {
			add(DirectivePart, dirs)
		}
	}
	return ""
}

// schemeEnd returns the offset of the ':' that ends the scheme s starts
// with, or -1.
func schemeEnd(s string) int {
	if n := schemeLen(s); n > 0 && n < len(s) && s[n] == ':' {
		return n
	}
	return -1
}

// checkAuthority checks "[userinfo@]host[:port]" and returns "" or what is
// wrong with it.
func (u *urlSplit) checkAuthority(auth string) string {
	host := auth
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		if reason := u.checkChars(auth[:i], "user information", 0); reason != "" {
			return reason
		}
		host = auth[i+1:]
	}
	port, hasPort := "", false
	if strings.HasPrefix(host, "[") {
		end := strings.IndexByte(host, ']')
		if end < 0 {
			return why(u, `missing "]" in host `, strconv.Quote, host)
		}
		if after := host[end+1:]; after != "" {
			if after[0] != ':' {
				if u.quiet {
					return errRefused
				}
				return "unexpected " + strconv.Quote(after) + " after host " + strconv.Quote(host[:end+1])
			}
			port, hasPort = after[1:], true
		}
		host = host[:end+1]
		if reason := u.checkChars(host[1:end], "host", bIPLiteralForbidden); reason != "" {
			return reason
		}
	} else {
		if i := strings.IndexByte(host, ':'); i >= 0 {
			host, port, hasPort = host[:i], host[i+1:], true
		}
		if reason := u.checkChars(host, "host", bHostForbidden); reason != "" {
			return reason
		}
	}
	if host == "" || host == "[]" {
		return "missing host"
	}
	if hasPort {
		switch {
		case port == "":
			return "empty port"
		case !allDigits(port):
			return why(u, "invalid port ", strconv.Quote, port)
		case len(strings.TrimLeft(port, "0")) > 5:
			return why(u, "port ", outOfRange, port)
		}
		if n, _ := strconv.Atoi(port); n > 65535 {
			return why(u, "port ", outOfRange, port)
		}
	}
	return ""
}

// checkChars returns "" or a reason naming the first invalid UTF-8 byte,
// control, space or member of forbidden in s, a component called what.
func (u *urlSplit) checkChars(s, what string, forbidden uint32) string {
	for i := 0; i < len(s); i++ {
		// The ASCII fast path: a host or user name of letters, digits,
		// '.', '-' and the like is checked a byte at a time.
		if c := s[i]; c >= utf8.RuneSelf || c <= ' ' || c == 0x7F || asciiHost[c]&forbidden != 0 {
			return u.checkRunes(s[i:], what, forbidden)
		}
	}
	return ""
}

// checkRunes is checkChars' code point loop, from the first byte that is
// not a plain ASCII byte.
func (u *urlSplit) checkRunes(s, what string, forbidden uint32) string {
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			// Invalid UTF-8 (read as U+FFFD by Format) or U+FFFD itself:
			// a lost character, which no host or user name holds.
			return why(u, "invalid UTF-8 in ", identity, what)
		case unicode.IsControl(r) || unicode.IsSpace(r) || r < utf8.RuneSelf && asciiHost[r]&forbidden != 0:
			if u.quiet {
				return errRefused
			}
			return describe(r) + " in " + what
		}
	}
	return ""
}

// errRefused is the reason split gives when quiet.
const errRefused = "refused"

// why returns errRefused when u is quiet, otherwise prefix + format(arg),
// so that a quiet split builds no string.
func why[T any](u *urlSplit, prefix string, format func(T) string, arg T) string {
	if u.quiet {
		return errRefused
	}
	return prefix + format(arg)
}

func identity(s string) string      { return s }
func outOfRange(port string) string { return port + " out of range" }

func describe(r rune) string {
	if unicode.IsControl(r) || unicode.IsSpace(r) {
		return "control or space character " + strconv.QuoteRune(r)
	}
	return "invalid character " + strconv.QuoteRune(r)
}

// indexClass returns the offset of the first byte of s with a class in
// bits, or len(s): unlike strings.IndexAny, a search builds no set and
// calls nothing per byte.
func indexClass(s string, bits uint32) int {
	for i := 0; i < len(s); i++ {
		if asciiHost[s[i]]&bits != 0 {
			return i
		}
	}
	return len(s)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// A URLParts is a URL held as its components, the data values before any
// escaping. Its String method writes the readable form without parsing a
// string: it escapes the syntax characters that are data in each component
// (which Format, given a string, cannot tell from syntax), then escapes
// each part minimally as Format does. Format of the result returns it
// unchanged.
type URLParts struct {
	// Scheme is the scheme without "://", such as "https"; empty for a URL
	// written without one, such as "abc.com/path".
	Scheme string
	// Host is the host as it is to be shown, written as given: a domain
	// name (in Unicode, after UTS #46 ToUnicode, for readability) or an IP
	// address, an IPv6 address in brackets.
	Host string
	// Port is the port in decimal, or empty for none.
	Port string
	// Path holds the path segments: empty for no path, []string{""} for "/".
	// A segment may contain any character; '/', '?', '#', '\' and '%' in
	// it are data.
	Path []string
	// Query holds the query parameters, written joined by '&'; empty for no
	// query. A lone "?" is []QueryParam{{}}.
	Query []QueryParam
	// Fragment is the fragment without '#'; a ":~:" in it is data. The
	// fragment is written when it or Directives is not empty, so an empty
	// fragment alone ("https://example.com/#") cannot be held.
	Fragment string
	// Directives holds the fragment directives, each written after a
	// ":~:", such as "text=start,end". Unlike the other components they are
	// not data values: a directive's own syntax characters '&', ',' and '-'
	// appear literally, and must be percent-escaped by the caller where
	// they are data, as the text directive syntax requires, and so must
	// '%'. String only escapes a ':' that would start a ":~:" inside a
	// directive.
	Directives []string
}

// A QueryParam is one query parameter: Key, then '=' and Value if HasValue.
// Key and Value are data: a '&', '=', '+', '#' or '%' in them is escaped.
type QueryParam struct {
	Key      string
	Value    string
	HasValue bool
}

// String returns the URL with the syntax characters that are data escaped
// in each component (the interior escaping of UTS #58 section 4.1) and then
// minimally escaped as Format does, which decodes the escaped '%' that need
// not be. Scheme, Host and Port are written as they are.
func (u *URLParts) String() string {
	// Interior escaping of the parts into one buffer.
	var inBuf, outBuf [256]byte // enough for most URLs, without allocating
	in := inBuf[:0]
	var ends [4]int
	var parts [4]partText
	n := 0
	mark := func(p Part) {
		parts[n].part = p
		ends[n] = len(in)
		n++
	}
	if len(u.Path) > 0 {
		for i, seg := range u.Path {
			if i > 0 {
				in = append(in, '/')
			}
			in = appendInterior(in, PathPart, seg, "")
		}
		mark(PathPart)
	}
	if len(u.Query) > 0 {
		for i, q := range u.Query {
			if i > 0 {
				in = append(in, '&')
			}
			in = appendInterior(in, QueryPart, q.Key, "")
			if q.HasValue {
				in = append(in, '=')
				in = appendInterior(in, QueryPart, q.Value, "")
			}
		}
		mark(QueryPart)
	}
	if u.Fragment != "" || len(u.Directives) > 0 {
		tail := ""
		if len(u.Directives) > 0 {
			tail = ":~:"
		}
		in = appendInterior(in, FragmentPart, u.Fragment, tail)
		mark(FragmentPart)
	}
	if len(u.Directives) > 0 {
		for i, d := range u.Directives {
			tail := ":~:"
			if i > 0 {
				in = append(in, tail...)
			}
			if i == len(u.Directives)-1 {
				tail = ""
			}
			in = appendInterior(in, DirectivePart, d, tail)
		}
		mark(DirectivePart)
	}
	text := string(in)
	start := 0
	for i := range parts[:n] {
		parts[i].text = text[start:ends[i]]
		start = ends[i]
	}

	b := outBuf[:0]
	if u.Scheme != "" {
		b = append(b, u.Scheme...)
		b = append(b, "://"...)
	}
	b = append(b, u.Host...)
	if u.Port != "" {
		b = append(b, ':')
		b = append(b, u.Port...)
	}
	return string(appendParts(b, parts[:n]))
}

// appendInterior appends the data value s to the text of part p with its
// syntax characters percent-escaped; tail is what follows s in the part, for
// the ":~:" that a ':' at its end could start.
func appendInterior(dst []byte, p Part, s, tail string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':' && p != PathPart && p != QueryPart:
			if b1, n1 := unitAt(s[i+1:], 0, tail); n1 == 1 && b1 == '~' {
				if b2, n2 := unitAt(s[i+1:], 1, tail); n2 == 1 && b2 == ':' {
					dst = append(dst, "%3A"...)
					continue
				}
			}
		case p == DirectivePart:
			// Directives are written in their own syntax.
		case c == '%' || asciiHost[c]&partBit(bKeepEscapedPath, p) != 0:
			dst = appendPercent(dst, c)
			continue
		}
		dst = append(dst, c)
	}
	return dst
}
