package unicodelinks

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// slowNonASCIIDomain is validDomain's verdict through golang.org/x/net/idna
// for a domain that passed its label checks.
func slowNonASCIIDomain(d *Detector, dom string) bool {
	a, err := idna.Lookup.ToASCII(dom)
	if err != nil {
		return false
	}
	_, ok := d.checkASCIIDomain(a)
	return ok
}

// labelsOK reports whether dom passes the label checks that validDomain
// makes before IDNA: no empty label, two labels or more.
func labelsOK(dom string) bool {
	labels, endsWithSeparator, ok := countLabels(dom)
	return ok && !endsWithSeparator && labels >= 2
}

func checkFastDomain(t *testing.T, d *Detector, dom string) (exact, ok bool) {
	t.Helper()
	if !labelsOK(dom) || len(dom) > maxDomainText {
		return false, false
	}
	ok, exact = d.fastNonASCIIDomain(dom)
	if exact {
		if want := slowNonASCIIDomain(d, dom); ok != want {
			t.Errorf("fastNonASCIIDomain(%q) = %v, IDNA says %v", dom, ok, want)
		}
		return exact, ok
	}
	ok, exact = d.ignorableASCIIDomain(dom)
	if exact {
		if want := slowNonASCIIDomain(d, dom); ok != want {
			t.Errorf("ignorableASCIIDomain(%q) = %v, IDNA says %v", dom, ok, want)
		}
	}
	return exact, ok
}

// TestFastNonASCIIDomain compares the allocation-free IDNA verdict with
// golang.org/x/net/idna on the hosts of the corpora and test files and on
// random domains.
func TestFastNonASCIIDomain(t *testing.T) {
	t.Parallel()
	detectors := []*Detector{New(), New(WithAnyTLD(true))}
	texts := []string{}
	for _, doc := range corpus.Docs() {
		texts = append(texts, string(doc.Data))
	}
	// Each pattern, relative to this package's directory, must name a
	// file: a test that reads no file checks nothing.
	for _, g := range []string{"../testdata/*", "../testdata/realworld/*.txt", "../spec/testdata/fuzz/*/*", "testdata/fuzz/*/*"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		n := len(texts)
		for _, f := range m {
			if fi, err := os.Stat(f); err == nil && fi.Mode().IsRegular() {
				b, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				texts = append(texts, string(b))
			}
		}
		if len(texts) == n {
			t.Fatalf("%s: no file", g)
		}
	}
	total, exactN, okN := 0, 0, 0
	for _, text := range texts {
		for i := 0; i < len(text); i++ {
			if labelCharAt(text, i) == 0 || i > 0 && labelCharBefore(text, 0, i) > 0 {
				continue
			}
			var run hostRun
			scanRun(&run, text, i)
			dom := text[i:run.domainEnd]
			// The domain and every suffix after a separator.
			for k := 0; k < len(dom); k++ {
				if k > 0 {
					n := 0
					if dom[k-1] == '.' {
						n = 1
					} else if k >= 3 {
						n = dnsname.SeparatorLen(dom, k-3)
					}
					if n == 0 {
						continue
					}
				}
				for _, d := range detectors {
					e, ok := checkFastDomain(t, d, dom[k:])
					total++
					if e {
						exactN++
					}
					if ok {
						okN++
					}
				}
			}
		}
	}
	t.Logf("corpora: %d texts, %d domains, %d decided without IDNA, %d valid", len(texts), total, exactN, okN)
	if total == 0 || exactN == 0 {
		t.Fatalf("%d texts read: %d domains checked, %d decided without IDNA", len(texts), total, exactN)
	}

	// Random domains of label code points.
	var pool []rune
	for r := rune(0); r <= 0x2FFFF; r++ {
		if dnsname.Bits(r)&dnsname.InLabel != 0 && !dnsname.IsSeparator(r) {
			pool = append(pool, r)
		}
	}
	tlds := []string{"com", "de", "jp", "рф", "中国", "みんな", "한국", "ελ", "닷컴", "السعودية", "קום", "xn--p1ai"}
	common := []rune("abcxyz09-ABÜüéßçñøåäöελληνικάрусскийテストウェブ日本語中文한국어हिन्दीไทย\u0301\u200d\u200c\u0663\u05d0\u0627")
	rng := rand.New(rand.NewPCG(1, 2))
	total, exactN, okN = 0, 0, 0
	for range 40000 {
		var sb strings.Builder
		nl := 1 + rng.IntN(3)
		for l := 0; l < nl; l++ {
			switch rng.IntN(10) {
			case 0:
				sb.WriteString("xn--")
			case 1:
				sb.WriteString("XN--")
			}
			n := 1 + rng.IntN(12)
			if rng.IntN(20) == 0 {
				n = 50 + rng.IntN(20)
			}
			for j := 0; j < n; j++ {
				if rng.IntN(3) == 0 {
					sb.WriteRune(pool[rng.IntN(len(pool))])
				} else {
					sb.WriteRune(common[rng.IntN(len(common))])
				}
			}
			sb.WriteString([]string{".", "。", "．", "｡"}[rng.IntN(4)])
		}
		if rng.IntN(4) == 0 {
			sb.WriteRune(pool[rng.IntN(len(pool))])
			sb.WriteRune(pool[rng.IntN(len(pool))])
		} else {
			sb.WriteString(tlds[rng.IntN(len(tlds))])
		}
		for _, d := range detectors {
			e, ok := checkFastDomain(t, d, sb.String())
			total++
			if e {
				exactN++
			}
			if ok {
				okN++
			}
		}
	}
	t.Logf("random: %d domains, %d decided without IDNA, %d valid", total, exactN, okN)
}

// TestIgnorableASCIIDomain compares the verdict without IDNA on domains
// that are ASCII but for code points IDNA ignores with golang.org/x/net/idna,
// on random ones with capitals, hyphens, '_', A-labels and wide stops.
func TestIgnorableASCIIDomain(t *testing.T) {
	t.Parallel()
	detectors := []*Detector{New(), New(WithAnyTLD(true))}
	pieces := []string{"a", "b", "Z", "ex", "ample", "0", "9", "-", "--", "_", "xn--", "xn--p1ai", "p1ai",
		"\u200b", "\u00ad", "\ufe0f", "\ufe00", "\u2060", "\ufeff", ".", ".", "。", "．", "｡", "é"}
	tlds := []string{"com", "COM", "md", "org", "xn--p1ai", "c\u200bom", "-com", "com\u00ad"}
	rng := rand.New(rand.NewPCG(7, 8))
	exactN, okN := 0, 0
	for range 60000 {
		var sb strings.Builder
		for n := 1 + rng.IntN(8); n > 0; n-- {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
		}
		sb.WriteString([]string{".", "。"}[rng.IntN(2)])
		sb.WriteString(tlds[rng.IntN(len(tlds))])
		for _, d := range detectors {
			if !labelsOK(sb.String()) {
				continue
			}
			if _, exact := d.fastNonASCIIDomain(sb.String()); exact {
				continue
			}
			ok, exact := d.ignorableASCIIDomain(sb.String())
			if !exact {
				continue
			}
			exactN++
			if ok {
				okN++
			}
			if want := slowNonASCIIDomain(d, sb.String()); ok != want {
				t.Errorf("ignorableASCIIDomain(%q) = %v, IDNA says %v", sb.String(), ok, want)
			}
		}
	}
	if exactN < 1000 || okN < 100 {
		t.Errorf("%d domains decided, %d valid", exactN, okN)
	}
}

// TestIgnoredByIDNA: each code point ignoredByIDNA names is one that IDNA
// maps to nothing, and a label code point, as the scanners take it.
func TestIgnoredByIDNA(t *testing.T) {
	n := 0
	for r := rune(0x80); r < 0x10000; r++ {
		if !ignoredByIDNA(r) {
			continue
		}
		n++
		a, err := idna.Lookup.ToASCII("a" + string(r) + "b.com")
		if err != nil || a != "ab.com" {
			t.Errorf("%U: IDNA gives %q, %v", r, a, err)
		}
		if !isLabelRune(r) {
			t.Errorf("%U: no label code point", r)
		}
	}
	if n != 20 {
		t.Errorf("%d code points", n)
	}
}

// TestMayBeRTL checks that every stable label code point of bidi class R,
// AL or AN is in mayBeRTL's ranges.
func TestMayBeRTL(t *testing.T) {
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		if dnsname.Bits(r)&dnsname.Stable == 0 || mayBeRTL(r) {
			continue
		}
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			t.Errorf("U+%04X: bidi class %v outside mayBeRTL", r, p.Class())
		}
	}
}

func TestNonASCIIDomainAllocs(t *testing.T) {
	d := New()
	for _, dom := range []string{"bücher.de", "Bücher.de", "例え.テスト", "пример.рф", "münchen.example.com",
		"\ufe0fSKILL.md", "ruby\u200b\u200b-lang.org"} { // the U+FE0F of "⭐️SKILL.md"
		var ok bool
		if n := testing.AllocsPerRun(20, func() { ok = d.validDomain(dom, true) }); n != 0 {
			t.Errorf("validDomain(%q): %v allocations", dom, n)
		}
		if want := slowNonASCIIDomain(d, dom); ok != want {
			t.Errorf("validDomain(%q) = %v, want %v", dom, ok, want)
		}
	}
}
