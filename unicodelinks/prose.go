package unicodelinks

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// Where prose meets a domain or an address in text written without
// spaces: the scripts of such prose, and the points of a run of label code
// points where it begins and ends (the rules are in proserule.go, the
// Detector applies them in proselinks.go and domain.go).

// isProseScript reports whether r is Han, Hiragana, Katakana (with the
// prolonged sound mark 'ー'), Hangul or Thai: the scripts written without
// spaces whose text the prose rules keep out of domains and local parts
// (Thai glues words to a URL as Chinese does: "เข้าเว็บwww.example.comได้เลย").
func isProseScript(r rune) bool {
	if r < 0x1100 {
		return 0x0E01 <= r && r <= 0x0E5B // the Thai block's letters, marks and digits
	}
	return r == 0x30FC || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// isHebrewLetter reports whether r is a Hebrew letter, which prose joins
// with '-' to a Latin word as a prefix ("ל-support@example.org": "to
// support@…"; "ב-www.example.com": "at www.…").
func isHebrewLetter(r rune) bool { return 0x05D0 <= r && r <= 0x05EA }

// hebrewPrefixBefore reports whether text[i], an ASCII letter or digit,
// follows a Hebrew prefix: a Hebrew letter and '-'.
func hebrewPrefixBefore(text string, i int) bool {
	return i >= 3 && text[i-1] == '-' && isHebrewLetter(runeBefore(text, i-1))
}

// runeBefore returns the code point that ends at text[i].
func runeBefore(text string, i int) rune {
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return r
}

// proseEnd returns the offset of the first point in text[start:end], a run
// of label code points and separators, where prose begins (proseDomainEnd):
// a wide full stop, or a Han, Kana or Hangul code point right after an
// ASCII letter or digit. It returns -1 when there is none.
func proseEnd(text string, start, end int) int {
	alnum := false // the last code point is an ASCII letter or digit
	for i := start; i < end; {
		c := text[i]
		if c < utf8.RuneSelf {
			alnum = isASCIIAlnum(c)
			i++
			continue
		}
		if dnsname.SeparatorLen(text, i) == 3 {
			return i
		}
		r, n := decodeRune(text, i)
		if alnum && isProseScript(r) {
			return i
		}
		alnum = false
		i += n
	}
	return -1
}

// proseBefore reports whether prose ends just before text[i], an ASCII
// letter or digit, so that a domain may start there (proseDomainEnd): the
// code point before it is Han, Kana or Hangul, or a wide full stop that
// follows one ("谢谢。github.com": the full stop ends a sentence).
func proseBefore(text string, i int) bool {
	r, n := utf8.DecodeLastRuneInString(text[:i])
	if r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
		r, _ = utf8.DecodeLastRuneInString(text[:i-n])
	}
	return isProseScript(r)
}

// proseLabelStart returns the start of the label code points before
// text[i], going back no further than from, and whether it stopped where
// prose ends (see proseBefore).
func proseLabelStart(text string, from, i int) (start int, boundary bool) {
	start = i
	for start > from {
		c := text[start-1]
		if c < utf8.RuneSelf {
			if asciiHost[c]&aLabel == 0 {
				break
			}
			start--
			continue
		}
		if start < i && isASCIIAlnum(text[start]) && proseBefore(text, start) {
			return start, true
		}
		if start+1 < i && isASCIIAlnum(text[start+1]) && hebrewPrefixBefore(text, start+1) {
			return start + 1, true
		}
		n := labelCharBefore(text, from, start)
		if n == 0 {
			break
		}
		start -= n
	}
	// The scan may have stopped at from (the end of the last link or
	// piece) or at a separator just after prose.
	if start < i && start > 0 && text[start-1] >= utf8.RuneSelf && isASCIIAlnum(text[start]) && proseBefore(text, start) {
		return start, true
	}
	return start, false
}

// proseScan scans the run of label code points and separators at text[j]
// up to the first point after j where prose ends and the next domain may
// start (see proseBefore): pieceEnd is that offset or the end of the run
// (then atRunEnd). firstEnd is the first point in text[j:pieceEnd] where
// prose begins (see proseEnd), or -1. last describes the last label of
// text[j:pieceEnd], and first the last label of text[j:firstEnd] when
// firstEnd >= 0. The cost is one pass over text[j:pieceEnd];
// isProseScript is asked only at a change between ASCII and other code
// points.
func proseScan(text string, j int) (pieceEnd, firstEnd int, atRunEnd bool, last, first proseLabel) {
	firstEnd = -1
	alnum := false // the last code point is an ASCII letter or digit
	cur := proseLabel{start: j, threeByte: true}
	last = cur
	i := j
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			if c == '.' {
				last, cur = cur.close(i, last), proseLabel{start: i + 1, threeByte: true}
				alnum = false
				i++
				continue
			}
			if asciiHost[c]&aLabel == 0 {
				break
			}
			if i > j && text[i-1] >= utf8.RuneSelf && isASCIIAlnum(c) && proseBefore(text, i) {
				return i, firstEnd, false, cur.close(i, last), first
			}
			alnum = isASCIIAlnum(c)
			cur.threeByte = false
			i++
			continue
		}
		if dnsname.SeparatorLen(text, i) == 3 {
			last, cur = cur.close(i, last), proseLabel{start: i + 3, threeByte: true}
			if firstEnd < 0 {
				firstEnd, first = i, last
			}
			alnum = false
			i += 3
			continue
		}
		if !alnum {
			// A run of three-byte label code points (Han, Kana and
			// Hangul are) holds no point of interest.
			if e, notBits := scanThreeByteLabel(text, i); e > i {
				cur.notBits |= notBits
				i = e
				continue
			}
		}
		r, n := decodeRune(text, i)
		if !isLabelRune(r) {
			break
		}
		if alnum && firstEnd < 0 && isProseScript(r) {
			firstEnd, first = i, cur.close(i, last)
		}
		alnum = false
		cur.threeByte = false
		i += n
	}
	return i, firstEnd, true, cur.close(i, last), first
}

// proseLabel describes a label that proseScan scanned: text[start:end],
// whether it is all three-byte code points, and the bits of hostBits that
// some of them lack (for those that scanThreeByteLabel scanned).
type proseLabel struct {
	start, end int
	threeByte  bool
	notBits    byte
}

// close ends the label l at end and returns it, or last when l is empty
// (a separator that follows another ends no label).
func (l proseLabel) close(end int, last proseLabel) proseLabel {
	if end == l.start {
		return last
	}
	l.end = end
	return l
}

// prosePathEnd returns the offset in text[start:end], the path, query and
// fragment of a URL, where prose glued to it begins (prosePathEndRule), or -1.
// Measured on testdata/prose-paths.txt (issue 41): a title in a path is
// Han, Kana, Hangul or Thai and may hold digits and Latin letters
// ("/wiki/2024年夏季奥林匹克运动会", "/wiki/C言語", "/wiki/5G이동통신",
// "?keywords=USBケーブル"), while prose glued to a path follows an ASCII
// word or file name ("/docs/guide에서", "/install.html即可",
// "/newsครับ"), or is a particle no title starts with ("/faq/をご覧ください").
// So the path ends before a dash ('—', '―') or a wide opening bracket
// ('（', '「', '【', …), and before Han, Kana,
// Hangul or Thai that follows
//
//   - ASCII glued to it as glued says, or any ASCII after a '.' in a
//     segment (a file name or version), when the segment (since the last
//     '/', '?', '#', '&' or '=') starts with ASCII, is no query value and
//     holds no percent escape (a title escaped in part: "%E6%9D%B1京");
//   - a '/', when it is 'を' (the object particle of Japanese, which starts
//     no word), a Japanese particle that no Hiragana follows ("/にアクセス",
//     "/から入手") or a Hangul particle that stands alone ("/에서 확인");
//
// but not inside a slug or a file name (inSlug: "/git을-다루는-workflow",
// "/osi七层模型2.png"). The real lines of the set (324 of 762) chose these
// last two; what the text cannot tell is listed in TestProsePaths.
func prosePathEnd(text string, start, end int) int {
	// Only a dash, a wide opening bracket or a code point of those scripts
	// can end the path: the others are passed over by proseCandidate
	// without decoding (most of a path: ASCII, and the titles of
	// Wikipedia's other scripts), and the state of the segment is read up
	// to each candidate only (read), each byte once.
	var st pathState
	st.seg, st.word = start, start
	read := start
	for i := start; ; {
		if i = proseCandidate(text, i, end); i >= end {
			return -1
		}
		st.read(text, read, i)
		r, n := decodeRune(text, i)
		if r == 0x2014 || r == 0x2015 || isWideOpenBracket(r) {
			// A dash ("——详见下文") or a wide opening bracket ("（3 级）")
			// joins no path: titles write ASCII brackets ("Go_(…)").
			return i
		}
		if isProseScript(r) {
			seg, word := st.seg, st.word
			if i > seg && i > start && isASCIIAlnum(text[i-1]) && text[seg] < utf8.RuneSelf && !st.value && !st.pct &&
				(st.dot || glued(text[word:i], r)) && !inSlug(text, i, end) {
				return i
			}
			if i == seg && i > start && text[i-1] == '/' && particleSegment(text, i, end) {
				return i
			}
		}
		i += n
		st.word, read = i, i
	}
}

// pathState is what prosePathEnd knows of the path before an offset: the
// starts of the segment and of the ASCII word, whether the segment holds
// a '.' or a '%', whether the path has reached its query, and whether the
// segment is a query value.
type pathState struct {
	seg, word              int
	dot, pct, query, value bool
}

// read advances st over text[from:to]. A byte that is not ASCII, part of a
// code point that ends no path, ends the word as the code point does.
func (st *pathState) read(text string, from, to int) {
	for i := from; i < to; i++ {
		switch c := text[i]; c {
		case '/', '?', '#', '&', '=':
			st.query = st.query || c == '?'
			st.value = st.query && c == '='
			st.seg, st.word, st.dot, st.pct = i+1, i+1, false, false
		case '.':
			st.dot, st.word = true, i+1
		case '%':
			st.pct, st.word = true, i+1
		default:
			if !isASCIIAlnum(c) {
				st.word = i + 1
			}
		}
	}
}

// proseSkips lets proseCandidate pass over the code points that end no
// path without decoding them; its test turns it off to compare the ends
// with those of prosePathEnd decoding every code point that is not ASCII.
var proseSkips = true

// proseCandidate returns the offset of the first code point in
// text[i:end] that may end a path for prosePathEnd (see proseInert), or
// end. ASCII is passed over eight bytes at a time, two-byte code points
// (U+0080–U+07FF: Latin, Greek, Cyrillic, Hebrew, Arabic...) and the
// three-byte ones that proseInert3 clears without decoding them.
func proseCandidate(text string, i, end int) int {
	if !proseSkips {
		for i < end && text[i] < utf8.RuneSelf {
			i++
		}
		return i
	}
	for i < end {
		for end-i >= 8 && dnsname.Load64(text[i:i+8])&0x8080808080808080 == 0 {
			i += 8
		}
		if i >= end {
			break
		}
		switch c := text[i]; {
		case c < utf8.RuneSelf:
			i++
		case c-0xC2 < 0xE0-0xC2 && end-i >= 2 && text[i+1]&0xC0 == 0x80:
			i += 2
			for end-i >= 2 && text[i]-0xC2 < 0xE0-0xC2 && text[i+1]&0xC0 == 0x80 {
				i += 2 // a run of them, as a title in Arabic or Cyrillic
			}
		case c&0xF0 == 0xE0 && end-i >= 3 && text[i+1]&0xC0 == 0x80 && text[i+2]&0xC0 == 0x80 && proseInert3(c, text[i+1]):
			i += 3
		default:
			return i
		}
	}
	return end
}

// proseInert3 reports whether no code point whose UTF-8 form starts with
// the three-byte lead c and the byte c1 may end a path for prosePathEnd:
// none is Han, Kana, Hangul or Thai (isProseScript), a dash or a wide
// opening bracket (TestProseInert3 checks every code point).
func proseInert3(c, c1 byte) bool {
	switch c {
	case 0xE0: // U+0800–U+0FFF: all but Thai (U+0E00–U+0E7F)
		return c1 != 0xB8 && c1 != 0xB9
	case 0xE1: // U+1000–U+1FFF: all but Hangul Jamo (U+1100–U+11FF)
		return c1 < 0x84 || c1 > 0x87
	case 0xE2: // U+2040–U+2E7F: past the dashes, before the CJK radicals
		return 0x81 <= c1 && c1 <= 0xB9
	case 0xEA: // U+A000–U+A93F: before Hangul Jamo Extended-A
		return c1 <= 0xA4
	case 0xEE: // U+E000–U+EFFF: private use
		return true
	case 0xEF: // U+F000–U+F8FF: private use, before the compatibility ideographs
		return c1 <= 0xA3
	}
	return false
}

// isWideOpenBracket reports whether r is a fullwidth or CJK opening
// bracket: '（' and '〈' '《' '「' '『' '【' '〔' '〖' '〘' '〚'.
func isWideOpenBracket(r rune) bool {
	return r == 0xFF08 || 0x3008 <= r && r <= 0x301B && r%2 == 0 && r != 0x3012
}

// glued reports whether r, Han, Kana, Hangul or Thai after the ASCII
// letters and digits w in a segment that starts with ASCII, is prose
// glued to a path rather than the rest of a title. Hiragana is: it is
// particles and endings ("HTMLを参照"), but for 'の' and 'と' after an
// acronym, which join titles ("ONE_PIECEの登場人物一覧"). Otherwise w must be a word of two
// letters or more with a lower-case one: not a number ("2024年"), a letter
// ("C言語") or an acronym ("USBケーブル", "5G이동통신"); and before Han or
// Katakana, which titles join to Latin words ("Python语言", "Unicode一覧"),
// a word that does not start in upper case ("guide查看", "1abcDEF下载").
func glued(w string, r rune) bool {
	letters, lower := 0, false
	for i := 0; i < len(w); i++ {
		if c := w[i] | 0x20; 'a' <= c && c <= 'z' {
			letters++
			lower = lower || w[i] >= 'a'
		}
	}
	if unicode.Is(unicode.Hiragana, r) {
		return lower || r != 'の' && r != 'と'
	}
	if letters < 2 || !lower {
		return false
	}
	if unicode.In(r, unicode.Han, unicode.Katakana) {
		return w[0] < 'A' || w[0] > 'Z'
	}
	return true
}

// particleSegment reports whether the segment at text[i:end] starts with
// a particle that no title starts with: 'を', or a Hangul particle that
// ends the run of Hangul ("/에서 확인", "/은"). A title of one syllable
// that is also a particle ("/wiki/은", silver) is cut: on
// testdata/prose-paths.txt that costs as many lines as leaving the
// particles in, and the particles are what Korean glues to a URL.
func particleSegment(text string, i, end int) bool {
	if strings.HasPrefix(text[i:end], "を") {
		return true
	}
	for _, p := range kanaParticles {
		if j := i + len(p); strings.HasPrefix(text[i:end], p) {
			if j == end {
				return true
			}
			if r, _ := decodeRune(text, j); !unicode.Is(unicode.Hiragana, r) {
				return true
			}
		}
	}
	for _, p := range hangulParticles {
		if strings.HasPrefix(text[i:end], p) {
			j := i + len(p)
			if j == end {
				return true
			}
			if r, _ := decodeRune(text, j); !unicode.Is(unicode.Hangul, r) {
				return true
			}
		}
	}
	return false
}

// kanaParticles are the Japanese particles that real lines glue after a
// URL that ends with '/' ("/にアクセス", "/から入手"), cut only where
// no Hiragana follows them: titles start with the same syllables
// ("にじさんじ", "からかい上手の高木さん"), the particles are followed by a verb in
// Katakana or Han. 'の' and 'と' start too many titles to be here.
var kanaParticles = []string{"から", "より", "まで", "に", "へ", "で"}

// inSlug reports whether the run of Han, Katakana or Hangul at text[i:end]
// is inside a slug or a file name rather than prose glued to the path:
// it goes on with '-' or '_' ("/git을-다루는-workflow-…", even after a
// particle), or, unless it is Hiragana or a lone Hangul particle, with
// ASCII letters and digits and an extension that ends the segment
// ("/osi七层模型2.png"; but "/releasesからVideoHeartbeat.jar" is a particle
// and the file name the sentence names).
func inSlug(text string, i, end int) bool {
	j, hiragana := i, true
	for j < end {
		r, n := decodeRune(text, j)
		if !isProseScript(r) {
			break
		}
		hiragana = hiragana && unicode.Is(unicode.Hiragana, r)
		j += n
	}
	if j == end {
		return false
	}
	if c := text[j]; c == '-' || c == '_' {
		return j+1 < end
	}
	if hiragana || slices.Contains(hangulParticles, text[i:j]) {
		return false
	}
	k := j
	for k < end && isASCIIAlnum(text[k]) {
		k++
	}
	if k == end || text[k] != '.' {
		return false
	}
	m := k + 1
	for m < end && 'a' <= text[m]|0x20 && text[m]|0x20 <= 'z' {
		m++
	}
	return m > k+1 && (m == end || text[m] == '/' || text[m] == '?' || text[m] == '#')
}

// hangulParticles are the Korean particles glued after a URL, longest
// first.
var hangulParticles = []string{"에서는", "에서", "으로", "에는", "을", "를", "은", "는", "이", "가", "에", "의", "와", "과", "도", "만", "로"}
