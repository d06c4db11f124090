package unicodelinks

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The skeleton by which a domain is compared with the well-known domains
// (spooftop.go), as Chromium's address bar computes it
// (components/url_formatter/spoof_checks/skeleton_generator.cc): the UTS #39
// skeleton of the domain after three steps of its own.
//
//  1. Diacritics removed when every character of the domain is Latin,
//     Greek, Cyrillic, an ASCII digit, '.', '-', '_' or a mark
//     U+0300..U+0339 (NFD, nonspacing marks dropped), with ł→l, ø→o, đ→d.
//  2. The extra look-alike map below (ш→w, н→h, т→t, ก→n, ০→o, ২→2...),
//     which UTS #39's confusables.txt lacks.
//  3. The letters that read as more than one: þ as b or p, œ as ce or oe,
//     ß as b or ss (the one addition of ours: "youtuße" is "youtube" to a
//     reader), Cyrillic palochka ӏ as l; each combination is a skeleton
//     (no more than five such letters).

// extraLookalikeRules is the extra map of step 2: each rule maps the
// characters before '>' to the string after it.
var extraLookalikeRules = [...]string{
	"æӕ>ae", "ϼҏ>p", "ħнћңҥӈӊԋԧԩ>h", "ĸκкқҝҟҡӄԟ>k", "ŋпԥกח>n",
	"ŧтҭԏ七丅丆丁>t", "ƅьҍв>b", "ωшщพฟພຟ>w", "мӎ>m", "єҽҿၔ>e", "ґ>r",
	"ғӻ>f", "ҫင>c", "ұ丫>y", "χҳӽӿ乂>x", "ԃძ>d", "ԍဌ>g", "ടรຣຮ>s", "၂>j",
	"०০੦૦ଠ୦೦>o", "৭੧૧>q", "บບ>u", "θ>0", "२২੨૨೩೭շ>2",
	"зҙӡउওਤ੩૩౩ဒვპკ>3", "੫丩ㄐ>4", "ճ>6", "৪੪୫>8", "૭୨౨>9",
	"—一―⸺⸻>-",
}

// extraLookalikes is extraLookalikeRules as a table by character.
var extraLookalikes = newSortedTable(func(put func(rune, string)) {
	for _, rule := range extraLookalikeRules {
		from, to, _ := strings.Cut(rule, ">")
		for _, r := range from {
			put(r, to)
		}
	}
})

// extraLookalike returns the extra prototype of r, or "".
func extraLookalike(r rune) string {
	s, _ := extraLookalikes.lookup(r)
	return s
}

// asciiPrototypes are the UTS #39 prototypes of the ASCII characters
// ("m" is "rn", "1" is "l").
var asciiPrototypes = func() (t [utf8.RuneSelf]string) {
	for r := range rune(utf8.RuneSelf) {
		t[r] = string(appendPrototype(nil, r))
	}
	return t
}()

// multiReadings returns the readings of a letter that reads as more than
// one other (step 3), or nil.
func multiReadings(r rune) []string {
	switch r {
	case 0xFE: // þ
		return []string{"b", "p"}
	case 0x153: // œ
		return []string{"ce", "oe"}
	case 0xDF: // ß
		return []string{"b", "ss"}
	case 0x4CF: // ӏ
		return []string{"l"}
	}
	return nil
}

// maxMultiReadings bounds the letters with several readings that make
// skeletons of their combinations.
const maxMultiReadings = 5

// maxSkeletonBytes bounds a skeleton; a longer domain is not compared.
const maxSkeletonBytes = 256

// stripsDiacritics reports whether s is made of Latin, Greek, Cyrillic,
// ASCII digits, '.', '-', '_' and the marks U+0300..U+0339 only (step 1).
func stripsDiacritics(s string) bool {
	for _, r := range s {
		switch {
		case '0' <= r && r <= '9', r == '.', r == '-', r == '_', 0x300 <= r && r <= 0x339:
		case inScripts(r, scLatn, scGrek, scCyrl):
		default:
			return false
		}
	}
	return true
}

// skeletonVariants returns the number of skeletons of s: the product, over
// its letters with several readings, of one plus their readings (1 when
// there are more than maxMultiReadings of them).
func skeletonVariants(s string) int {
	n, count := 1, 0
	for _, r := range s {
		if m := multiReadings(r); m != nil {
			n *= 1 + len(m)
			count++
		}
	}
	if count > maxMultiReadings {
		return 1
	}
	return n
}

// appendLookalikeSkeleton appends to dst the variant-th skeleton of s, a
// domain in U-labels (lower case, NFC), strip telling whether its
// diacritics are removed (stripsDiacritics). ok is false when the skeleton
// is longer than maxSkeletonBytes.
func appendLookalikeSkeleton(dst []byte, s string, strip bool, variant int) (out []byte, ok bool) {
	start := len(dst)
	it := nfdRunes{s: s}
	for {
		r, more := it.next()
		if !more {
			break
		}
		if strip {
			if classOf(r).flags&spoofMark != 0 {
				continue
			}
			switch r {
			case 0x142: // ł
				r = 'l'
			case 0xF8: // ø
				r = 'o'
			case 0x111: // đ
				r = 'd'
			}
		}
		if m := multiReadings(r); m != nil {
			k := variant % (1 + len(m))
			variant /= 1 + len(m)
			if k > 0 {
				dst = appendPrototypes(dst, m[k-1])
				continue
			}
		}
		if r < utf8.RuneSelf {
			dst = append(dst, asciiPrototypes[r]...)
		} else if x := extraLookalike(r); x != "" {
			dst = appendPrototypes(dst, x)
		} else {
			dst = appendPrototype(dst, r)
		}
		if len(dst)-start > maxSkeletonBytes {
			return dst[:start], false
		}
	}
	for _, c := range dst[start:] {
		if c >= utf8.RuneSelf {
			if isNFD(dst[start:]) {
				return dst, true
			}
			// A prototype with a mark that NFD reorders, or a letter that
			// NFD decomposes (rare: the one allocation).
			d := norm.NFD.String(string(dst[start:]))
			return append(dst[:start], d...), len(d) <= maxSkeletonBytes
		}
	}
	return dst, true
}

// isNFD reports whether b is in NFD: no character decomposes and the
// combining marks are in canonical order. Unlike norm.NFD.IsNormal, it
// keeps b on the stack of its caller.
func isNFD(b []byte) bool {
	var last uint8
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i, last = i+1, 0
			continue
		}
		_, n := utf8.DecodeRune(b[i:])
		p := norm.NFD.PropertiesString(string(b[i : i+n]))
		i += n
		if len(p.Decomposition()) > 0 || p.CCC() != 0 && p.CCC() < last {
			return false
		}
		last = p.CCC()
	}
	return true
}

// appendPrototypes appends the UTS #39 prototypes of the characters of s.
func appendPrototypes(dst []byte, s string) []byte {
	for _, r := range s {
		dst = appendPrototype(dst, r)
	}
	return dst
}

// appendPrototype appends the UTS #39 prototype of r: nothing for a
// default ignorable code point, r itself when it has none.
func appendPrototype(dst []byte, r rune) []byte {
	c := classOf(r)
	switch {
	case c.flags&spoofIgnorable != 0:
		return dst
	case c.flags&spoofConfusable != 0:
		p, _ := prototype(r)
		return append(dst, p...)
	}
	return utf8.AppendRune(dst, r)
}

// LookalikeSkeletons returns the skeletons by which the domain, in
// U-labels (lower case, as IDNA maps it), is compared with the well-known
// domains: its UTS #39 skeleton after the steps browsers add (diacritics
// removed from Latin, Greek and Cyrillic, ł ø đ as l o d, an extra map of
// look-alikes such as Cyrillic ш as w, and each reading of þ, œ, ß and ӏ).
// Two domains with a skeleton in common look alike: "googlé.com" and
// "google.com" have "google.corn". The first skeleton is the one without
// other readings. A domain whose skeleton is longer than 256 bytes has none.
func LookalikeSkeletons(domain string) []string {
	strip := stripsDiacritics(domain)
	var out []string
	var buf []byte
	for v := range skeletonVariants(domain) {
		sk, ok := appendLookalikeSkeleton(buf[:0], domain, strip, v)
		if !ok {
			return nil
		}
		buf = sk
		s := string(sk)
		dup := false
		for _, o := range out {
			dup = dup || o == s
		}
		if !dup {
			out = append(out, s)
		}
	}
	return out
}
