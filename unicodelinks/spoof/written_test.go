package spoof

import (
	"os"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// greekCapitals maps each ASCII letter that a Greek capital reads as (its
// UTS #39 prototype, in lower case; Ι, whose prototype is l, as i) to that
// capital, the first in code point order.
func greekCapitals() map[byte]rune {
	m := map[byte]rune{}
	for r := rune(0x370); r < 0x400; r++ {
		if !unicode.IsUpper(r) || !unicode.Is(unicode.Greek, r) {
			continue
		}
		p, ok := prototype(r)
		if !ok || len(p) != 1 {
			continue
		}
		c := p[0] | 0x20
		if c == 'l' {
			c = 'i'
		}
		if _, dup := m[c]; !dup && 'a' <= c && c <= 'z' {
			m[c] = r
		}
	}
	return m
}

// TestTopDomainsInGreekCapitals spells every top domain of Chromium's list
// that can be spelled so in Greek capitals (every label but the last, each
// letter as the Greek capital that reads as it, digits and hyphens kept) and
// checks that none of them is linked: the text shows the well-known name
// (AMAZON.com), the browser goes to a Greek one (αμαζον.com). 555 of the
// 848 spellings were linked before the check read the written form.
func TestTopDomainsInGreekCapitals(t *testing.T) {
	caps := greekCapitals()
	require.Len(t, caps, 17, "Greek capitals that read as an ASCII letter")
	src, err := os.ReadFile("../internal/gendata/domains.list")
	require.NoError(t, err)
	spelled, linked := 0, 0
	for _, dom := range strings.Split(string(src), "\n") {
		if dom == "" || dom[0] == '#' {
			continue
		}
		labels := strings.Split(dom, ".")
		ok := true
		for i, l := range labels[:len(labels)-1] {
			var b strings.Builder
			letters := 0
			for j := 0; j < len(l) && ok; j++ {
				c := l[j]
				switch r, has := caps[c]; {
				case has:
					b.WriteRune(r)
					letters++
				case 'a' <= c && c <= 'z' || c >= 0x80:
					ok = false
				default:
					b.WriteByte(c)
				}
			}
			ok = ok && letters > 0
			labels[i] = b.String()
		}
		if !ok {
			continue
		}
		spelled++
		host := strings.Join(labels, ".")
		if bad, _ := Check(host); !bad {
			linked++
			t.Errorf("%s spelled %s is linked", dom, host)
		}
	}
	t.Logf("top domains spelled in Greek capitals: %d of %d refused", spelled-linked, spelled)
	assert.Greater(t, spelled, 600)
}

// TestWrittenReading: the written form of a label against its mapped form.
func TestWrittenReading(t *testing.T) {
	gr := tldContext{a: "gr", scripts: tldScripts("", "gr")}
	com := tldContext{a: "com"}
	for _, c := range []struct {
		label string
		tc    *tldContext
		other bool
	}{
		{"ΑΜΑΖΟΝ", &com, true},    // reads amazon, goes to αμαζον
		{"ΑΜΑΖΟΝ", &gr, false},    // Greek writing under .gr
		{"microsoſt", &com, true}, // reads microsoft, goes to microsost
		{"ＥＸＡＭＰＬＥ", &com, false},
		{"ＧＩＴＨＵＢ", &com, false}, // a capital I reads as i
		{"goog𝟏e", &com, false}, // reads as goog1e reads; the look-alike check refuses it
		{"Bücher", &com, false}, // not ASCII: the mapped form is checked
		{"ТОР", &com, true},     // Cyrillic capitals: reads TOP, goes to тор
		{"МОСКВА", &com, true},
	} {
		u, ok := mapLabel(c.label)
		require.True(t, ok, c.label)
		got := writtenReadsOther(c.label, u, c.tc)
		assert.Equal(t, c.other, got != "", "%s (%s) under .%s: %q", c.label, u, c.tc.a, got)
	}
}

// TestMaxPrototype: maxPrototypeBytes bounds every prototype of
// confusables.txt.
func TestMaxPrototype(t *testing.T) {
	start := 0
	for i := range confusableSrc {
		assert.LessOrEqual(t, int(confusableEnd[i])-start, maxPrototypeBytes, "%U", confusableSrc[i])
		start = int(confusableEnd[i])
	}
}

// TestCapitalIBesideDiacritic: issue 40, row 4. A top domain spelled with
// a mathematical or letterlike capital I (Script=Common, read as l or i)
// for its first 'l' or 'i' and an acute accent on its first other vowel
// ("goog𝖨é.com") reads as the top domain with a diacritic, a look-alike:
// none is linked. The accent made the check keep the diacritics, so that
// such a spelling matched nothing.
func TestCapitalIBesideDiacritic(t *testing.T) {
	capitals := []rune{'𝐈', '𝖨', '𝙸', 'ℐ', 'Ⅰ'}
	acute := map[byte]rune{'a': 'á', 'e': 'é', 'o': 'ó', 'u': 'ú'}
	src, err := os.ReadFile("../internal/gendata/domains.list")
	require.NoError(t, err)
	spelled, linked := 0, 0
	for _, dom := range strings.Split(string(src), "\n") {
		if dom == "" || dom[0] == '#' || strings.Count(dom, ".") != 1 {
			continue
		}
		label, tld, _ := strings.Cut(dom, ".")
		li := strings.IndexAny(label, "il")
		vi := strings.IndexAny(label, "aeou")
		if li < 0 || vi < 0 || strings.HasPrefix(label, "xn--") {
			continue
		}
		for _, c := range capitals {
			b := []rune(label)
			b[li], b[vi] = c, acute[label[vi]]
			host := string(b) + "." + tld
			spelled++
			if bad, _ := Check(host); !bad {
				linked++
				if linked <= 20 {
					t.Errorf("%s spelled %s is linked", dom, host)
				}
			}
		}
	}
	t.Logf("top domains with a capital I and an acute accent: %d of %d refused", spelled-linked, spelled)
	assert.Greater(t, spelled, 10000)
	assert.Zero(t, linked)
}
