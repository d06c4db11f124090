package dnsname

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/net/idna"
)

// plausibleLabels are last labels of candidate domains with ASCII capitals
// beside other code points: most are refused candidates of prose
// ("Matzは" after a '。'), none of them an ICANN top-level domain.
var plausibleLabels = []string{
	"Matzは", "ABCみんな", "みんなX", "Rubyの", "Goは", "Xn--q9jyb4c", "Ünïcode", "Straße", "ΑΒΓdef",
	"みんな", "コム", "セール", "Ka", "ＣＯＭ", "Ⅻ", "İstanbul",
}

// TestPlausibleTLDAsIDNA: the quick test of a last label agrees with the
// IDNA conversion of the label, whatever its case.
func TestPlausibleTLDAsIDNA(t *testing.T) {
	for _, l := range plausibleLabels {
		a, err := idna.Lookup.ToASCII(l)
		want := err == nil && ASCIITLD(a, false)
		assert.Equal(t, want, PlausibleTLD(l, false), "%q", l)
	}
	assert.True(t, PlausibleTLD("みんな", false), "an ICANN IDN top-level domain")
}

// TestPlausibleTLDAllocs: the quick test maps ASCII capitals itself, for
// IDNA allocates: refused candidates of CJK prose cost no allocation.
func TestPlausibleTLDAllocs(t *testing.T) {
	for _, l := range []string{"Matzは", "ABCみんな", "Rubyの", "Goは"} {
		assert.Zero(t, testing.AllocsPerRun(10, func() { PlausibleTLD(l, false) }), "%q", l)
	}
}
