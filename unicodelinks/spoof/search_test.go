package spoof

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLookalikeWork counts the work of the look-alike check on the
// costliest shapes: letters of several readings (each a choice among
// skeletons), long labels, many labels. A typical IDN host (bücher.de)
// builds two skeletons (its top-level domain's, then its own) and makes
// two lookups; no host makes more than maxLookalikeLookups, nor builds
// more than four skeletons per form (the top-level domain's, and up to
// three, of four, three and two labels, when one is too long to compare).
func TestLookalikeWork(t *testing.T) {
	var typical work
	check("bücher.de", nil, &typical)
	assert.Equal(t, work{skeletons: 2, variants: 1, lookups: 2, reads: len("bücher.de")}, typical)
	hosts := []string{"þþþþþþ.is", "ßœßœßœ.com", "łałłß.net", "ßłłsb.org", "þoþþßycywp.is",
		strings.Repeat("ł", 31) + ".com", strings.Repeat("ł", 40) + ".com",
		strings.Repeat("þ", 63) + "." + strings.Repeat("ł", 63) + ".is",
		"ΙΙΙΙΙΙ.com", "ＩＩＩＩ.com", strings.Repeat("é", 200) + ".ßœ.com"}
	for _, s := range spoofShapes {
		hosts = append(hosts, s.host)
	}
	for _, h := range hosts {
		var w work
		check(h, nil, &w)
		assert.LessOrEqual(t, w.lookups, maxLookalikeLookups, h)
		assert.LessOrEqual(t, w.skeletons, 8, h)
		assert.LessOrEqual(t, w.variants, w.lookups, h)
		t.Logf("%-40.40q %+v", h, w)
	}
}

// TestLookalikeWorkAdversarial: with well-known domains chosen so that
// every beginning of every variant of þþþþþa.is begins one of them, but no
// variant is one, the search of one form goes through all 32 variants (63
// lookups), and that of the written form too ("þþþþþA") would pass
// maxLookalikeLookups: it stops there. A look-alike within the budget is
// still found. (þ is allowed under .is only.)
func TestLookalikeWorkAdversarial(t *testing.T) {
	var doms []string
	for v := range 32 { // the 32 spellings of five letters b or p, then x
		var b strings.Builder
		for i := range 5 {
			b.WriteByte("bp"[v>>i&1])
		}
		doms = append(doms, b.String()+"ax.is")
	}
	top, err := NewTopDomains(doms...)
	require.NoError(t, err)
	var w work
	bad, _ := check("þþþþþa.is", top, &w)
	assert.Equal(t, work{skeletons: 2, variants: 32, lookups: 63, reads: len("þþþþþa.is")}, w)
	assert.False(t, bad)
	w = work{}
	bad, _ = check("þþþþþA.is", top, &w)
	assert.Equal(t, maxLookalikeLookups, w.lookups)
	assert.False(t, bad)
	w = work{}
	bad, _ = check("þþbþþax.is", top, &w)
	assert.True(t, bad, "a look-alike of bpbpbax.is")
	assert.LessOrEqual(t, w.lookups, maxLookalikeLookups)
}

// TestSkeletonVariantsBounded: a domain has at most maxSkeletonVariants
// skeletons (each letter of several readings has two now: five make 32),
// and only its first past maxMultiReadings such letters or maxVariantRunes
// characters, as in Chromium.
func TestSkeletonVariantsBounded(t *testing.T) {
	assert.Len(t, LookalikeSkeletons("œœœœœ.com"), 32)
	assert.Len(t, LookalikeSkeletons("þþþþþ.is"), 32)
	assert.Len(t, LookalikeSkeletons("þþþþþþ.is"), 1)
	assert.Len(t, LookalikeSkeletons("þ"+strings.Repeat("a", maxVariantRunes)+".is"), 1)
	assert.Len(t, LookalikeSkeletons("þ"+strings.Repeat("a", maxVariantRunes-4)+".is"), 2)
}
