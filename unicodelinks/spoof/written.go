package spoof

import (
	"strings"
	"unicode/utf8"
)

// The form a reader sees: a host as written in a text, with capitals and
// compatibility characters that IDNA maps away. Greek capitals "ΑΜΑΖΟΝ"
// read AMAZON while IDNA maps them to "αμαζον"; "microsoſt" reads
// microsoft while IDNA maps the long s to s. The spoof check reads each
// label in both forms (check.go), and the look-alike check compares
// both with the well-known domains (top.go).

// writtenReadsOther returns why label, as written, reads as an ASCII label
// other than u, what IDNA maps it to and the browser goes to, or "". A
// label reads as its UTS #39 skeleton with capitals in lower case (the
// prototype of "Α" is "A", read "a"); a capital I reads as i or l
// ("ＧＩＴＨＵＢ" is github). A label of one script other than Latin under
// a top-level domain of that script is that country's writing ("ΙΟΤΑ.gr"),
// as for the whole-script rule.
func writtenReadsOther(label, u string, tc *tldContext) string {
	var wb, ub [maxSkeletonBytes]byte
	w, ok := appendLabelReading(wb[:0], label, true)
	if !ok {
		return "" // it does not read as ASCII: the mapped form is checked
	}
	if m, ok := appendLabelReading(ub[:0], u, false); ok && sameReading(w, m) {
		return ""
	}
	if set := resolvedScripts(u); !set.has(scLatn) && set.intersects(&tc.scripts) {
		return ""
	}
	return "written form reads as another label than IDNA maps it to"
}

// appendLabelReading appends the skeleton of s (UTS #39 prototypes, no
// extra look-alikes), with written capitals folded, and reports whether it
// is ASCII and fits dst.
func appendLabelReading(dst []byte, s string, written bool) ([]byte, bool) {
	it := nfdRunes{s: s}
	for {
		r, more := it.next()
		if !more {
			return dst, true
		}
		if cap(dst)-len(dst) < maxPrototypeBytes*2 {
			return dst, false
		}
		start := len(dst)
		dst = appendPrototype(dst, r)
		if written && isCapital(r) {
			dst = dst[:start+foldCapitals(dst[start:], dst[start:cap(dst)])]
		}
		for _, c := range dst[start:] {
			if c >= utf8.RuneSelf {
				return dst, false
			}
		}
	}
}

// sameReading reports whether two ASCII readings are the same, l and i
// alike (a capital I's prototype is l).
func sameReading(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && !(a[i]|b[i] == 'l'|'i' && (a[i] == 'l' || a[i] == 'i')) {
			return false
		}
	}
	return true
}

// A hostTail collects the last maxTopLabels labels of a host, as written
// and as IDNA maps them, for the look-alike check: add keeps the last ones
// as the labels come.
type hostTail struct {
	// starts are where the labels start in the host.
	starts [maxTopLabels]int
	// changed tells that some label is not its own U-label (capitals,
	// compatibility characters, A-labels, wide full stops).
	changed         bool
	n               int
	written, mapped [maxTopLabels]string
}

// add adds a label that starts at offset at of the host.
func (t *hostTail) add(at int, written, mapped string) {
	t.changed = t.changed || hasUpperASCII(mapped)
	if t.n == maxTopLabels {
		copy(t.starts[:], t.starts[1:])
		copy(t.written[:], t.written[1:])
		copy(t.mapped[:], t.mapped[1:])
		t.n--
	}
	t.starts[t.n], t.written[t.n], t.mapped[t.n] = at, written, mapped
	t.n++
}

// lookalike reports whether the tail of host looks like a well-known
// domain it is not (topDomainLookalike), in either form.
func (t *hostTail) lookalike(host string, extra *TopDomains, w *work) bool {
	if t.n == 0 {
		return false
	}
	if !t.changed {
		d := strings.TrimSuffix(host[t.starts[0]:], ".")
		return topDomainLookalike(d, d, extra, w)
	}
	var wb, mb [2 * maxSkeletonBytes]byte
	wf, ok1 := joinLabels(wb[:0], t.written[:t.n], false)
	m, ok2 := joinLabels(mb[:0], t.mapped[:t.n], true)
	if !ok1 || !ok2 {
		return false // longer than any skeleton compared
	}
	return topDomainLookalike(string(wf), string(m), extra, w)
}

// joinLabels appends labels to dst with '.' between them, in lower case
// when lower is set (ASCII letters; a U-label is in lower case already),
// and reports whether they fit.
func joinLabels(dst []byte, labels []string, lower bool) ([]byte, bool) {
	for i, l := range labels {
		if len(dst)+len(l)+1 > cap(dst) {
			return dst, false
		}
		if i > 0 {
			dst = append(dst, '.')
		}
		for j := 0; j < len(l); j++ {
			c := l[j]
			if lower && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
		}
	}
	return dst, true
}

// hasUpperASCII reports whether s holds an ASCII capital letter.
func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
