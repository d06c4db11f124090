package unicodelinks

import "unicode/utf8"

// maxBracketDepth is the limit of the bracket stack of UTS #58 sections
// 3.5.1 and 4.1: an Open code point beyond this depth ends the link (or, when
// formatting, is percent-escaped).
const maxBracketDepth = 125

// partNone is no URL part: the Part of text outside the parts of Table
// 3-3, and the zero value of Part.
const partNone Part = 0

// Per-part actions for an ASCII byte (Table 3-3).
const (
	actTerm       uint8 = iota // use Link_Term
	actTerminator              // a member of the part's terminator set
	actClear                   // a member of the part's clearStackOpen set
	actColon                   // ':' — a terminator or clearStackOpen if ":~:" starts here
)

func hasDirectiveAt(text string, i int) bool {
	return len(text)-i >= 3 && text[i] == ':' && text[i+1] == '~' && text[i+2] == ':'
}

// initiatorAt returns the part whose initiator starts at text[i] and the
// initiator's length, or partNone.
func initiatorAt(text string, i int) (Part, int) {
	switch text[i] {
	case '/':
		return PathPart, 1
	case '?':
		return QueryPart, 1
	case '#':
		return FragmentPart, 1
	case ':':
		if hasDirectiveAt(text, i) {
			return DirectivePart, 3
		}
	}
	return partNone, 0
}

// TerminateURL returns the byte offset where a link ends, following the
// termination algorithm of UTS #58 section 3.5.1. start is the byte offset
// just after the host (and port, if any); the path, query, fragment and
// fragment directives are scanned from there. When no part initiator ('/',
// '?', '#') is at start, the result is start.
//
// The scan is a single left-to-right pass: Soft code points are resolved by
// remembering the last safe offset, and Close code points are matched against
// a fixed-size stack of at most 125 Open code points, so the cost
// is linear in the length of the link and nothing is allocated. Bytes that are
// not valid UTF-8 are Hard. A start outside [0, len(text)] is clamped.
//
// Two choices the text of section 3.5.1 leaves to the reader: lastSafe
// starts at start (the end of the host), so a link never ends inside its
// host; and a mismatched Close ends the link, even though section 4.1 pops
// the stack in that case and goes on (see Format). One departure, which
// section 8 allows: a Bidi_Control character is Hard, though Link_Term
// makes it Include, for it reorders the text shown after it (Format keeps
// it escaped, so a formatted URL is still detected whole).
func TerminateURL(text string, start int) int {
	return terminate(text, start, 0)
}

// terminateURLProse is TerminateURL with the given departures from section
// 3.5.1 for links in prose markup.
func terminateURLProse(text string, start int, rules proseRule) int {
	return terminate(text, start, rules)
}

// Actions of a byte in termActions: a Link_Term value (Include … Close,
// after the prose rules) or one of these.
const (
	taTerminator = 5 + iota // a member of the part's terminator set
	taClear                 // a member of the part's clearStackOpen set
	taColon                 // ':' — a terminator or clearStackOpen if ":~:" starts here
	taNonASCII              // the first byte of a non-ASCII code point (or invalid UTF-8)
)

// termActions[termIndex(rules)][p][c] combines partAction and Link_Term
// for byte c in part p under the prose rules lessThanHard, emphasisSoft and
// backtickHard, so that the common byte of a URL costs one lookup in
// terminate. Bytes that are not ASCII have the action taNonASCII.
var termActions = func() (t [8][DirectivePart + 1][256]uint8) {
	for i := range t {
		// The rules of index i (termIndex's inverse).
		rules := proseRule(i) & (lessThanHard | emphasisSoft)
		if i&4 != 0 {
			rules |= backtickHard
		}
		for p := PathPart; p <= DirectivePart; p++ {
			for c := range 256 {
				if c >= utf8.RuneSelf {
					t[i][p][c] = taNonASCII
					continue
				}
				a := Term(asciiProps[c] & termMask)
				switch {
				case c == '<' && rules&lessThanHard != 0, c == '`' && rules&backtickHard != 0:
					a = Hard
				case (c == '*' || c == '_' || c == '~') && rules&emphasisSoft != 0:
					a = Soft
				}
				t[i][p][c] = uint8(a)
				switch partAction(p, byte(c)) {
				case actTerminator:
					t[i][p][c] = taTerminator
				case actClear:
					t[i][p][c] = taClear
				case actColon:
					t[i][p][c] = taColon
				}
			}
		}
	}
	return t
}()

// termIndex returns the index in termActions of the ASCII rules among
// rules: lessThanHard and emphasisSoft (its low two bits), and 4 for
// backtickHard.
func termIndex(rules proseRule) int {
	i := int(rules & (lessThanHard | emphasisSoft))
	if rules&backtickHard != 0 {
		i |= 4
	}
	return i
}

// bracketStack is the stack of Open code points of section 3.5.1. Its
// first entries are inline, so that a scanner (one per text the goldmark
// extension scans, a list item or a table cell) does not clear 500 bytes;
// deeper nesting, which real text does not reach, takes an array from the
// heap once per stack.
type bracketStack struct {
	inline [8]rune
	deep   *[maxBracketDepth]rune
}

// set puts r at depth i < maxBracketDepth.
func (s *bracketStack) set(i int, r rune) {
	if i < len(s.inline) {
		s.inline[i] = r
		return
	}
	if s.deep == nil {
		s.deep = new([maxBracketDepth]rune)
	}
	s.deep[i] = r
}

// at returns the entry at depth i, which set has put.
func (s *bracketStack) at(i int) rune {
	if i < len(s.inline) {
		return s.inline[i]
	}
	return s.deep[i]
}

func terminate(text string, start int, rules proseRule) int {
	var stack bracketStack
	end, _ := terminateWith(text, start, rules, &stack)
	return end
}

// terminateWith is terminate with the caller's bracket stack, which a
// Detector reuses for all the links of a text. The stack need not be
// zero: only the entries pushed here are read. stop is the offset of the
// byte that ended the scan (len(text) when none did): the scan looked at
// the bytes from start up to it, Soft ones after end included.
func terminateWith(text string, start int, rules proseRule, stack *bracketStack) (end, stop int) {
	if start < 0 {
		start = 0
	}
	if start > len(text) {
		return len(text), len(text)
	}
	depth := 0
	lastSafe := start
	part, previous := partNone, partNone
	actions := &termActions[termIndex(rules)]
	i := start
	for i < len(text) {
		if part == partNone {
			next, n := initiatorAt(text, i)
			if next == partNone {
				return lastSafe, i
			}
			if next == DirectivePart && previous != FragmentPart && previous != DirectivePart {
				return lastSafe, i
			}
			part = next
			i += n
			depth = 0
			if rules&dropEmptyLastPart == 0 || (next != QueryPart && next != FragmentPart) {
				lastSafe = i
			}
			continue
		}
		row := &actions[part]
		var t Term
		var r rune
		size := 1
		switch a := row[text[i]]; a {
		case uint8(Include):
			// The common case: a run of Include bytes.
			i++
			for i < len(text) && row[text[i]] == uint8(Include) {
				i++
			}
			lastSafe = i
			continue
		case uint8(Soft):
			i++
			continue
		case taTerminator:
			previous, part = part, partNone
			continue
		case taClear:
			i++
			lastSafe, depth = i, 0
			continue
		case taColon:
			if hasDirectiveAt(text, i) {
				if part == FragmentPart {
					previous, part = part, partNone
				} else {
					i += 3
					lastSafe, depth = i, 0
				}
				continue
			}
			t, r = Term(asciiProps[':']&termMask), ':'
		case taNonASCII:
			if twoByteRuns && twoByteInclude(text, i) {
				// A run of letters of an alphabet (Greek, Cyrillic,
				// Arabic...), as most of a path in those scripts.
				i += 2
				for twoByteInclude(text, i) {
					i += 2
				}
				lastSafe = i
				continue
			}
			if isIdeographLead(text[i]) {
				if e := ideographsEnd(text, i); e > i {
					// Include, as most of a Chinese or Japanese path.
					i, lastSafe = e, e
					continue
				}
			}
			r, size = decodeRune(text, i)
			if r == utf8.RuneError && size == 1 {
				return lastSafe, i // invalid UTF-8 is Hard
			}
			// detectionTerm(r), written out: inlined there, it slows the
			// loop over ASCII bytes.
			if t = Term(props(r) & termMask); t == Include && isBidiControl(r) {
				return lastSafe, i
			}
			if rules&cjkPunctHard != 0 && isCJKSentencePunct(r) {
				return lastSafe, i
			}
		default:
			t, r = Term(a), rune(text[i])
		}
		switch t {
		case Include:
			i += size
			lastSafe = i
		case Soft:
			i += size
		case Open:
			if depth == maxBracketDepth {
				return lastSafe, i
			}
			stack.set(depth, r)
			depth++
			i += size
			lastSafe = i
		case Close:
			if depth == 0 {
				return lastSafe, i
			}
			depth--
			if open, _ := LinkBracket(r); open != stack.at(depth) {
				return lastSafe, i
			}
			i += size
			lastSafe = i
		default: // Hard
			return lastSafe, i
		}
	}
	return lastSafe, i
}

// twoByteRuns lets terminateWith pass over runs of two-byte Include code
// points without decoding them; its test turns it off to compare the
// ends with those of the loop that decodes every code point.
var twoByteRuns = true

// twoByteInclude reports whether text[i:] starts with a two-byte code point
// (U+0080–U+07FF) that terminateWith includes whatever the part and the
// prose rules (twoByteIncluded), without decoding it; the others take
// terminateWith's general path (TestTerminateTwoByte).
func twoByteInclude(text string, i int) bool {
	if len(text)-i < 2 {
		return false
	}
	c, c1 := text[i], text[i+1]
	return c-0xC2 < 0xE0-0xC2 && c1&0xC0 == 0x80 && twoByteIncluded[c&0x1F]>>(c1&0x3F)&1 != 0
}

// twoByteIncluded holds a bit for each two-byte code point, by its lead
// byte's and its second byte's low bits: Link_Term=Include, no
// Bidi_Control (U+061C) and no CJK sentence punctuation.
var twoByteIncluded = func() (t [32]uint64) {
	for r := rune(0x80); r < 0x800; r++ {
		if Term(props(r)&termMask) == Include && !isBidiControl(r) && !isCJKSentencePunct(r) {
			t[r>>6] |= 1 << (r & 0x3F)
		}
	}
	return t
}()
