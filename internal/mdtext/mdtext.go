// Package mdtext turns the source of goldmark text nodes into the text a
// reader sees: what goldmark's HTML writer shows for them, before HTML
// escaping. Links are found in that text and their hrefs are made from it,
// so that "&amp;" is a '&' in an href, "\_" an '_', and "&gt;" a '>' that
// ends a URL.
package mdtext

import (
	"bytes"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/commonmark"
)

// NeedsDecoding reports whether the text of src differs from src: it holds
// a backslash or an ampersand.
func NeedsDecoding(src []byte) bool {
	return bytes.IndexByte(src, '\\') >= 0 || bytes.IndexByte(src, '&') >= 0
}

// Append appends the reader's text of src, the source of one text segment,
// to dst, as goldmark's html writer (defaultWriter.Write) resolves it:
// a backslash before ASCII punctuation is dropped, entity and numeric
// character references stand for their characters. A NUL, which the writer
// shows as U+FFFD, is kept: it is a control, which ends a link.
//
// When offs is not nil, it gets, for each byte appended to dst, base plus
// the offset in src of the unit (a character, an escape or a reference)
// the byte comes from; a decoded offset k is thus a unit boundary when it
// is 0 or offs[k] differs from offs[k-1].
//
// With escapedSpace (goldmark's parser.WithEscapedSpace, set by its CJK
// extension), a backslash before a space is an escape that goldmark writes
// as nothing: a separator the author put between two words. It is read as
// one space, which ends a link before its backslash.
func Append(dst []byte, offs []int32, src []byte, base int, escapedSpace bool) ([]byte, []int32) {
	// put appends the unit b that the source holds at offset at.
	put := func(b []byte, at int) {
		dst = append(dst, b...)
		if offs != nil {
			for range b {
				offs = append(offs, int32(base+at))
			}
		}
	}
	for i := 0; i < len(src); {
		// The text up to the next backslash or ampersand is its own
		// reader's text, a unit a byte.
		j := i
		for j < len(src) && src[j] != '\\' && src[j] != '&' {
			j++
		}
		dst = append(dst, src[i:j]...)
		if offs != nil {
			for k := i; k < j; k++ {
				offs = append(offs, int32(base+k))
			}
		}
		if i = j; i == len(src) {
			break
		}
		if src[i] == '\\' {
			if i+1 < len(src) && commonmark.IsASCIIPunct(src[i+1]) {
				// The backslash is not written: the escape is one
				// unit from there.
				put(src[i+1:i+2], i)
				i += 2
			} else if escapedSpace && i+1 < len(src) && src[i+1] == ' ' {
				put(src[i+1:i+2], i)
				i += 2
			} else {
				put(src[i:i+1], i) // the backslash itself
				i++
			}
			continue
		}
		if r, chars, n := reference(src, i); n > 0 {
			if chars == nil {
				var b [utf8.UTFMax]byte
				chars = utf8.AppendRune(b[:0], r)
			}
			put(chars, i)
			i += n
			continue
		}
		put(src[i:i+1], i)
		i++
	}
	return dst, offs
}

// AnyReference reports whether f holds for a reference that Append
// resolves (one no backslash escapes), given its offset in src and its
// characters, which f must not keep.
func AnyReference(src []byte, f func(at int, chars []byte) bool) bool {
	var b [utf8.UTFMax]byte
	for i := 0; i < len(src); {
		a := bytes.IndexByte(src[i:], '&')
		if a < 0 {
			return false
		}
		a += i
		// Append reads a run of backslashes two by two.
		k := a
		for k > i && src[k-1] == '\\' {
			k--
		}
		if (a-k)%2 == 1 {
			i = a + 1
			continue
		}
		r, chars, n := reference(src, a)
		if n == 0 {
			i = a + 1
			continue
		}
		if chars == nil {
			chars = utf8.AppendRune(b[:0], r)
		}
		if f(a, chars) {
			return true
		}
		i = a + n
	}
	return false
}

// reference decodes the character reference at src[i] ('&') as goldmark's
// writer does: numeric references (commonmark.Reference), and the entity
// names of HTML5: the character of a numeric one or the characters of an
// entity, and its length (0: none).
func reference(src []byte, i int) (rune, []byte, int) {
	r, n := commonmark.Reference(src, i, commonmark.HTML5Names)
	switch {
	case n == 0:
		return 0, nil, 0
	case r != commonmark.Named:
		return r, nil, n
	}
	if e, ok := util.LookUpHTML5EntityByName(string(src[i+1 : i+n-1])); ok {
		return 0, e.Characters, n
	}
	return 0, nil, 0
}
