package unicodelinks

import (
	"unicode"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// The local part of an address in prose: where it starts, past the
// delimiters that prose puts before it.

// proseLocalStart applies proseEmailStart to the local part text[start:at]
// that EmailLocalStart found (without "mailto:"): it returns the new start,
// which is at when nothing of the local part is left.
func proseLocalStart(text string, start, at int, rules proseRule) int {
	// The last change from Han, Kana or Hangul to an ASCII letter or
	// digit, the last '=' and, under proseEmailQuotes, the last quote.
	// And the last Hebrew prefix: a letter or two joined by '-' to the
	// Latin word ("ל-support@example.org", "to support@…").
	quotes := rules&proseEmailQuotes != 0
	var last rune = -1
	for i := start; i < at; {
		c := text[i]
		if c < utf8.RuneSelf {
			if c == '=' || quotes && (c == '\'' || c == '`') {
				start = i + 1
			} else if isASCIIAlnum(c) && last >= 0 && isProseScript(last) {
				start = i
			} else if c == '-' && isHebrewLetter(last) && i+1 < at && isASCIIAlnum(text[i+1]) {
				start = i + 1
			}
			last = -1
			i++
			continue
		}
		r, n := decodeRune(text, i)
		last = r
		i += n
	}
	// No quotation mark or backquote first.
	for start < at {
		c := text[start]
		if c == '\'' || c == '`' || c == '"' {
			start++
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := decodeRune(text, start)
			if unicode.In(r, unicode.Pi, unicode.Pf) || r == 0x2018 || r == 0x2019 {
				start += n
				continue
			}
		}
		break
	}
	return start
}

// emailLocalStartProse is EmailLocalStart with the prose rules: under
// proseEmailStart, the local part starts as that rule says.
func emailLocalStartProse(text string, at int, rules proseRule) (start int, ok bool) {
	start, ok = EmailLocalStart(text, at)
	if !ok || rules&proseEmailStart == 0 {
		return start, ok
	}
	return proseLocal(text, start, at, rules)
}

// proseLocal applies proseEmailStart to the local part text[start:at] that
// EmailLocalStart found, "mailto:" included: ok is false when nothing is
// left of it or what is left starts with '.'.
func proseLocal(text string, start, at int, rules proseRule) (int, bool) {
	ls := start
	if dnsname.HasPrefixFold(text[start:at], "mailto:") {
		ls += len("mailto:")
	}
	ps := proseLocalStart(text, ls, at, rules)
	if ps == ls {
		return start, true
	}
	if ps == at || text[ps] == '.' {
		return 0, false
	}
	return ps, true
}
