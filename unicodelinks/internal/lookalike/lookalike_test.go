package lookalike_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/gendata"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/lookalike"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// load reads the data as gentop does, skipping without the UTS #39 data.
func load(t *testing.T) *lookalike.Skeletons {
	t.Helper()
	sk, err := lookalike.Load(ucd.RequireDir39(t), "../gendata/"+gendata.Chromium)
	require.NoError(t, err)
	return sk
}

// TestSameAsSpoof: the skeletons made from the data are those of package
// spoof, made from its generated tables, for every domain of Chromium's
// list (what gentop writes), at the limits of the variants and of a
// skeleton's length, and for every code point in a label, alone, after a
// Latin letter and before a mark, so that gentop's table and the check it
// serves read a domain alike (spoof's TestLookalikeSkeletons pins what
// they are).
func TestSameAsSpoof(t *testing.T) {
	sk := load(t)
	domains, err := gendata.ReadDomains("../gendata/" + gendata.TopDomains)
	require.NoError(t, err)
	for _, d := range domains {
		u, err := lookalike.TopDomain(d)
		require.NoError(t, err, d)
		want, err := spoof.CheckTopDomain(d)
		require.NoError(t, err, d)
		require.Equal(t, want, u, d)
		require.Equal(t, spoof.LookalikeSkeletons(u), sk.Of(u), u)
	}
	// Chromium's limits, and ours: letters of several readings, runes of
	// a label with them, bytes of a skeleton.
	var limits []string
	for n := 1; n <= 7; n++ {
		limits = append(limits, strings.Repeat("þ", n)+".is", strings.Repeat("œł", n)+".com", "a."+strings.Repeat("ß", n)+".de")
	}
	for n := 28; n <= 36; n++ {
		limits = append(limits, "þ"+strings.Repeat("a", n)+".is", "www."+strings.Repeat("b", n)+".þing.is")
	}
	for n := 120; n <= 130; n++ {
		limits = append(limits, strings.Repeat("é", n)+".com", strings.Repeat("m", 2*n)+".com", "þ"+strings.Repeat("ш", n)+".ru")
	}
	for n := 248; n <= 254; n++ { // "a…a.corn": 253 to 259 bytes
		limits = append(limits, strings.Repeat("a", n)+".com", strings.Repeat("a", n-4)+"þ.is")
	}
	for _, s := range limits {
		assert.Equal(t, spoof.LookalikeSkeletons(s), sk.Of(s), s)
	}
	differ := 0
	for r := rune(0x80); r <= 0x3FFFF; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		for _, s := range []string{string(r) + ".com", "a" + string(r) + "\u0301b.org", "þ" + string(r) + "ł.de"} {
			if want, got := spoof.LookalikeSkeletons(s), sk.Of(s); !assert.Equal(t, want, got, "%U in %q", r, s) {
				if differ++; differ > 20 {
					t.FailNow()
				}
			}
		}
	}
}

// TestTopDomain: what the list may not hold is an error, as
// spoof.CheckTopDomain says.
func TestTopDomain(t *testing.T) {
	for _, bad := range []string{"", "com", ".", "a..b", "a b.com", "a.com/x", strings.Repeat("a", 64) + ".com", strings.Repeat("a.", 130) + "com"} {
		_, err := lookalike.TopDomain(bad)
		assert.Error(t, err, bad)
		_, err = spoof.CheckTopDomain(bad)
		assert.Error(t, err, bad)
	}
	u, err := lookalike.TopDomain("Bücher.DE.")
	require.NoError(t, err)
	assert.Equal(t, "bücher.de", u)
}
