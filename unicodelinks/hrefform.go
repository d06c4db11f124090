package unicodelinks

// An HrefForm is a way to escape the href of a link (see
// Detector.AppendHref).
type HrefForm uint8

const (
	// HrefDefault (the zero value) is the default of what writes the
	// href: MinimalEscaping for a Detector; for the goldmark extension,
	// its dialect's form.
	HrefDefault HrefForm = iota
	// MinimalEscaping keeps the href readable: the scheme, userinfo,
	// host and port as written, the path, query and fragment minimally
	// escaped (UTS #58 section 4.1, see AppendHref).
	MinimalEscaping
	// PercentEncoding escapes as CommonMark renderers escape a link
	// destination (goldmark's util.URLEscape): ASCII letters and digits,
	// ";/?:@&=+$,-_.!~*'()#" and a '%' before two hex digits are kept,
	// every other byte, each byte of a non-ASCII character included, is
	// %XX.
	PercentEncoding
	// CmarkGFMEscaping escapes as cmark-gfm does (houdini_escape_href):
	// ASCII letters and digits and "-_.+!*(),%#@?=;:/$~&'" are kept, every
	// other byte is %XX. A '%' is kept whatever follows it, so that an
	// escape in the URL stays as it is, and a stray "%zz" too.
	CmarkGFMEscaping
	// AsWritten is the link's text as written, with only what no href
	// shows raw escaped: the href of the goldmark extension's GFM and
	// MD4C dialects under MinimalEscaping, whose links end by other rules
	// than UTS #58's (GFM keeps the unmatched ')' of "(business))+ok",
	// which section 4.1 would escape).
	AsWritten
)

var hrefFormNames = [...]string{"HrefDefault", "MinimalEscaping", "PercentEncoding", "CmarkGFMEscaping", "AsWritten"}

// String returns the name of the form, such as "MinimalEscaping".
func (f HrefForm) String() string {
	if int(f) < len(hrefFormNames) {
		return hrefFormNames[f]
	}
	return "HrefForm(" + itoa(int(f)) + ")"
}

// appendPercentEncoded appends s to dst in PercentEncoding. Runs of kept
// bytes are appended at once (not a byte at a time), escapes one by one.
func appendPercentEncoded(dst []byte, s string) []byte {
	last := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case asciiHost[c]&bPercentKept != 0:
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			i += 2
		default:
			if last < i {
				dst = append(dst, s[last:i]...)
			}
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			last = i + 1
		}
	}
	return append(dst, s[last:]...)
}

// appendCmarkEscaped appends s to dst in CmarkGFMEscaping. Runs of kept
// bytes are appended at once (not a byte at a time), escapes one by one.
func appendCmarkEscaped(dst []byte, s string) []byte {
	dst, _ = appendCmarkEscapedAmp(dst, s)
	return dst
}

// appendCmarkEscapedAmp is appendCmarkEscaped; amp reports whether s holds
// a '&', the one byte it keeps that HTML escapes.
func appendCmarkEscapedAmp(dst []byte, s string) (out []byte, amp bool) {
	last := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; asciiHost[c]&bCmarkKeptNoAmp == 0 {
			if c == '&' {
				amp = true
				continue
			}
			if last < i {
				dst = append(dst, s[last:i]...)
			}
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			last = i + 1
		}
	}
	return append(dst, s[last:]...), amp
}
