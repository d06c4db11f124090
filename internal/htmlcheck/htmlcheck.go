// Package htmlcheck reads the HTML that the extension writes as a browser
// would, for the tests of the root and renderer packages: the anchors
// with their attributes and text (Anchors), the visible text of a document
// (VisibleText), the scheme a browser takes an href for (HrefScheme) and
// the code points that must not be raw in an href (Invisible).
// It parses with golang.org/x/net/html.
package htmlcheck

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// An Anchor is an <a> element of a document, as the HTML tokenizer reads
// it: attribute values and text are unescaped.
type Anchor struct {
	// Attrs are the attributes in the order written.
	Attrs []html.Attribute
	// Text is the text inside the anchor.
	Text string
	// Tags are the names of the tags inside the anchor, such as "em".
	Tags []string
	// Raw is the start tag as written.
	Raw string
}

// Attr returns the value of the attribute key and whether it is present.
func (a *Anchor) Attr(key string) (string, bool) {
	for _, at := range a.Attrs {
		if at.Key == key {
			return at.Val, true
		}
	}
	return "", false
}

// Anchors returns the anchors of doc, an HTML fragment, in order. It
// returns an error for what no renderer of this module writes and what
// would be a sign of markup that escaped its place: an anchor inside an
// anchor, a self-closing or unclosed anchor, a stray </a>, or an error of
// the tokenizer. (An attribute written twice is dropped by the tokenizer, as
// by browsers: the first value is the one read.)
func Anchors(doc string) ([]Anchor, error) {
	z := html.NewTokenizer(strings.NewReader(doc))
	var out []Anchor
	var cur *Anchor
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if z.Err() != io.EOF {
				return out, z.Err()
			}
			if cur != nil {
				return out, fmt.Errorf("unclosed anchor %s", cur.Raw)
			}
			return out, nil
		case html.StartTagToken, html.SelfClosingTagToken:
			raw := string(z.Raw())
			tok := z.Token()
			if tok.DataAtom != atom.A {
				if cur != nil {
					cur.Tags = append(cur.Tags, tok.Data)
				}
				continue
			}
			if cur != nil {
				return out, fmt.Errorf("anchor %s inside anchor %s", raw, cur.Raw)
			}
			if tt == html.SelfClosingTagToken {
				return out, fmt.Errorf("self-closing anchor %s", raw)
			}
			cur = &Anchor{Attrs: tok.Attr, Raw: raw}
		case html.EndTagToken:
			tok := z.Token()
			if tok.DataAtom != atom.A {
				continue
			}
			if cur == nil {
				return out, errors.New("</a> without an anchor")
			}
			out = append(out, *cur)
			cur = nil
		case html.TextToken:
			if cur != nil {
				cur.Text += z.Token().Data
			}
		}
	}
}

// VisibleText returns the text of doc, an HTML fragment, that a browser
// shows: the text nodes of the parsed document, in order, without
// comments and attributes.
func VisibleText(doc string) (string, error) {
	root, err := html.Parse(strings.NewReader(doc))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return b.String(), nil
}

// HrefScheme returns the scheme, in lower case, that a browser reads in
// href, an attribute value after HTML unescaping; "" when href has none (a
// relative URL). It reads href as the URL parser does, removing its leading
// and trailing C0 controls and spaces and deleting its tabs and newlines,
// and, stricter than a browser, percent-decodes it first, so that
// "%6Aavascript:" counts as "javascript".
func HrefScheme(href string) string {
	s := percentDecode(href)
	s = strings.TrimFunc(s, func(r rune) bool { return r <= ' ' })
	s = tabsAndNewlines.Replace(s)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return strings.ToLower(s[:i])
		default:
			return ""
		}
	}
	return ""
}

var tabsAndNewlines = strings.NewReplacer("\t", "", "\n", "", "\r", "")

// Dangerous reports whether a browser runs or opens href as script or
// local content: its scheme (HrefScheme) is javascript, vbscript, data or
// file.
func Dangerous(href string) bool {
	switch HrefScheme(href) {
	case "javascript", "vbscript", "data", "file":
		return true
	}
	return false
}

// percentDecode decodes the valid escapes of s and keeps everything else.
func percentDecode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if d, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(d))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Invisible reports whether r is Bidi_Control or Default_Ignorable_Code_Point,
// the code points that UTS #58 section 8 asks to percent-escape in a URL
// that is shown. Default_Ignorable_Code_Point is derived as in
// DerivedCoreProperties.txt: Other_Default_Ignorable_Code_Point, Cf and
// Variation_Selector, less White_Space, U+FFF9..U+FFFB, U+13430..U+1343F and
// Prepended_Concatenation_Mark.
func Invisible(r rune) bool {
	if r < 0xAD { // SOFT HYPHEN is the first
		return false
	}
	if unicode.Is(unicode.Bidi_Control, r) {
		return true
	}
	if !unicode.In(r, unicode.Other_Default_Ignorable_Code_Point, unicode.Cf, unicode.Variation_Selector) {
		return false
	}
	return !unicode.Is(unicode.White_Space, r) && !(0xFFF9 <= r && r <= 0xFFFB) && !(0x13430 <= r && r <= 0x1343F) &&
		!unicode.Is(unicode.Prepended_Concatenation_Mark, r)
}
