package dnsname

import (
	"math/rand/v2"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
)

// plausibleLabels are last labels of candidate domains with ASCII capitals
// beside other code points: most are refused candidates of prose
// ("Matzは" after a '。'), none of them an ICANN top-level domain.
var plausibleLabels = []string{
	"Matzは", "ABCみんな", "みんなX", "Rubyの", "Goは", "Xn--q9jyb4c", "Ünïcode", "Straße", "ΑΒΓdef",
	"みんな", "コム", "セール", "Ka", "ＣＯＭ", "Ⅻ", "İstanbul",
	"РФ", "Рф", "МОСКВА", "Москва", "ΕΛ", "Ελ", "ЕЮ", "ΣΙΓΜΑ", "Ромоданов", "Н", "И", "Ѐ",
	"１つの引数を持っています", "நித்யா", "கா", "\ufeff", "②", "ＣＯＭの", "Comみんな",
	"①②", "０１", "¹２", "xn--p①ai", "ｘｎ－－ｐ１ａｉ",
}

// TestPlausibleTLDAsIDNA: the quick test of a last label agrees with the
// IDNA conversion of the label, whatever its case.
func TestPlausibleTLDAsIDNA(t *testing.T) {
	for _, l := range plausibleLabels {
		a, err := idna.Lookup.ToASCII(l)
		want := err == nil && ASCIITLD(a, false)
		assert.Equal(t, want, PlausibleTLD(l, false), "%q", l)
	}
	for _, tld := range []string{"みんな", "РФ", "Москва", "ΕΛ", "இந்தியா", "சிங்கப்பூர்"} {
		assert.True(t, PlausibleTLD(tld, false), "%q: an ICANN IDN top-level domain", tld)
	}
}

// TestPlausibleTLDMarksAsIDNA: labels of code points that ICANN top-level
// domains have, with the vowel signs and other marks that may compose
// under NFC (so not Stable), in NFC or not, get the verdict of IDNA.
func TestPlausibleTLDMarksAsIDNA(t *testing.T) {
	var inTLD []rune
	for r := rune(0x80); r < 0x30000; r++ {
		if Bits(r)&InTLD != 0 && Bits(r)&Stable == 0 {
			inTLD = append(inTLD, r)
		}
	}
	require.NotEmpty(t, inTLD)
	labels := []string{"நித்யா", "கா", "\u0b95\u0bc6\u0bbe", "\u0b95\u0bca", "இந்தியா", "\u0b87\u0ba8\u0bcd\u0ba4\u0bbf\u0baf\u0bbe"}
	for _, tld := range icannTLDs() {
		if u, err := idna.Lookup.ToUnicode(tld); err == nil && u != tld {
			labels = append(labels, u)
			if d := norm.NFD.String(u); d != u && allInTLD(d) {
				labels = append(labels, d) // a TLD not in NFC
			}
		}
	}
	rng := rand.New(rand.NewPCG(58, 2))
	for range 5000 {
		runes := []rune("இந்தியா")
		for n := rng.IntN(4); n > 0; n-- {
			runes[rng.IntN(len(runes))] = inTLD[rng.IntN(len(inTLD))]
		}
		labels = append(labels, string(runes))
	}
	plausible := 0
	for _, l := range labels {
		a, err := idna.Lookup.ToASCII(l)
		want := err == nil && ASCIITLD(a, false)
		if want {
			plausible++
		}
		require.Equal(t, want, PlausibleTLD(l, false), "%q", l)
	}
	require.Greater(t, plausible, 100)
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

// allInTLD reports whether every non-ASCII code point of s is InTLD.
// (The decomposed forms of other TLDs, such as "アマソ\u3099ン", are refused
// before IDNA by the Stable "ソ" that no TLD has, which composes with
// U+3099 all the same: the lead is told.)
func allInTLD(s string) bool {
	for _, r := range s {
		if r >= 0x80 && Bits(r)&InTLD == 0 {
			return false
		}
	}
	return true
}

// TestMapsToDigits: UTS #46 maps each code point mapsToDigits names to
// ASCII digits, alone and in a label.
func TestMapsToDigits(t *testing.T) {
	n := 0
	for r := rune(0x80); r < 0x10000; r++ {
		if !mapsToDigits(r) {
			continue
		}
		n++
		u, err := idna.Lookup.ToUnicode("a" + string(r))
		require.NoError(t, err, "%U", r)
		require.Regexp(t, "^a[0-9]+$", u, "%U", r)
		require.False(t, PlausibleTLD(string(r), false), "%U", r)
		require.False(t, PlausibleTLD(string(r), true), "%U", r)
	}
	require.Equal(t, 20+10+3+1+6+10, n)
}

// TestIsNFC: isNFC agrees with norm's IsNormalString, on code points that
// compose and that may compose but do not.
func TestIsNFC(t *testing.T) {
	for _, s := range []string{"", "abc", "é", "e\u0301", "நித்யா", "\u0b95\u0bc6\u0bbe", "\u0b95\u0bca", "한국", "\u1112\u1161\u11ab", "ভাৰত"} {
		assert.Equal(t, norm.NFC.IsNormalString(s), isNFC(s), "%q", s)
	}
	assert.False(t, isNFC("\u0b95\u0bc6\u0bbe"))
	assert.True(t, isNFC("நித்யா"))
}

// TestPlausibleTLDAllocs: the quick test maps ASCII capitals itself, for
// IDNA allocates: refused candidates of CJK prose cost no allocation.
func TestPlausibleTLDAllocs(t *testing.T) {
	for _, l := range []string{"Matzは", "ABCみんな", "Rubyの", "Goは", "１つの引数を持っています", "Ромоданов",
		"நித்யா", "கா", "இந்தியா", // Tamil vowel signs, which may compose
		"②", "①②", "０１", "¹", "⑳"} { // "倍。②": items of Chinese text
		assert.Zero(t, testing.AllocsPerRun(10, func() { PlausibleTLD(l, false) }), "%q", l)
	}
}
