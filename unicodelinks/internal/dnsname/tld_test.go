package dnsname

import (
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"golang.org/x/net/idna"
)

// plausibleLabels are last labels of candidate domains with ASCII capitals
// beside other code points: most are refused candidates of prose
// ("Matzは" after a '。'), none of them an ICANN top-level domain.
var plausibleLabels = []string{
	"Matzは", "ABCみんな", "みんなX", "Rubyの", "Goは", "Xn--q9jyb4c", "Ünïcode", "Straße", "ΑΒΓdef",
	"みんな", "コム", "セール", "Ka", "ＣＯＭ", "Ⅻ", "İstanbul",
	"РФ", "Рф", "МОСКВА", "Москва", "ΕΛ", "Ελ", "ЕЮ", "ΣΙΓΜΑ", "Ромоданов", "Н", "И", "Ѐ",
	"１つの引数を持っています", "நித்யா", "கா", "\ufeff", "②", "ＣＯＭの", "Comみんな",
}

// TestPlausibleTLDAsIDNA: the quick test of a last label agrees with the
// IDNA conversion of the label, whatever its case.
func TestPlausibleTLDAsIDNA(t *testing.T) {
	for _, l := range plausibleLabels {
		a, err := idna.Lookup.ToASCII(l)
		want := err == nil && ASCIITLD(a, false)
		assert.Equal(t, want, PlausibleTLD(l, false), "%q", l)
	}
	for _, tld := range []string{"みんな", "РФ", "Москва", "ΕΛ"} {
		assert.True(t, PlausibleTLD(tld, false), "%q: an ICANN IDN top-level domain", tld)
	}
}

// TestCapitalAsIDNA: each capital that PlausibleTLD maps itself is mapped
// by UTS #46 to that small letter alone.
func TestCapitalAsIDNA(t *testing.T) {
	n := 0
	for r := rune(0); r < 0x800; r++ {
		l, ok := capital(r)
		if !ok {
			continue
		}
		n++
		u, _ := idna.Lookup.ToUnicode(string(r))
		assert.Equal(t, string(l), u, "%U", r)
		assert.Equal(t, unicode.ToLower(r), l, "%U", r)
	}
	assert.Equal(t, 26+24+48, n)
}

// TestPlausibleTLDAllocs: the quick test maps ASCII capitals itself, for
// IDNA allocates: refused candidates of CJK prose cost no allocation.
func TestPlausibleTLDAllocs(t *testing.T) {
	for _, l := range []string{"Matzは", "ABCみんな", "Rubyの", "Goは", "１つの引数を持っています", "Ромоданов"} {
		assert.Zero(t, testing.AllocsPerRun(10, func() { PlausibleTLD(l, false) }), "%q", l)
	}
}
