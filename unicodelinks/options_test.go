package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOptionErrors: an option value that cannot be used makes NewChecked
// fail with an error, starting "unicodelinks: ", that names the option
// and the value, and New panic with it; nothing is dropped in silence.
func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		opts []Option
		want string // in the error
	}{
		{"javascript", []Option{WithSchemes("https", "javascript")}, `WithSchemes: "javascript" is a dangerous scheme`},
		{"DATA:", []Option{WithSchemes("DATA:")}, `WithSchemes: "DATA:" is a dangerous scheme`},
		{"no scheme name", []Option{WithSchemes("not a scheme")}, `WithSchemes: "not a scheme" is no scheme name`},
		{"empty scheme", []Option{WithSchemes("")}, `WithSchemes: "" is no scheme name`},
		{"digit first", []Option{WithSchemes("9p")}, `WithSchemes: "9p"`},
		{"attribute name", []Option{WithAttributes(Attribute{Name: "on click", Value: "x"})}, `WithAttributes: attribute name "on click" is no valid HTML attribute name`},
		{"href attribute", []Option{WithAttributes(Attribute{Name: "href", Value: "x"})}, `WithAttributes: attribute name "href"`},
		{"spoof policy", []Option{WithSpoofCheck(42)}, "WithSpoofCheck(42): no spoof policy"},
		{"top domain", []Option{WithTopDomains("com")}, `WithTopDomains: top domain "com"`},
		{"prose rules", []Option{WithProseRules(MarkdownProse | 1<<15)}, "WithProseRules(0x877f): bits 0x8000 are no prose rule"},
		{"nil", []Option{nil}, "option 1 of 1 is nil"},
		{"nil second", []Option{WithAnyTLD(true), nil}, "option 2 of 2 is nil"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := NewChecked(c.opts...)
			assert.Nil(t, d)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), "unicodelinks: "), err.Error())
			assert.Contains(t, err.Error(), c.want)
			assert.PanicsWithError(t, err.Error(), func() { New(c.opts...) })
		})
	}
	// Every constant and a valid value of each is accepted.
	_, err := NewChecked(WithSchemes("HTTPS:", "svn+ssh", "mailto://"), WithSpoofCheck(SpoofDefault), WithSpoofCheck(SpoofOff),
		WithSpoofCheck(SpoofRefuse), WithSpoofCheck(SpoofMark), WithProseRules(allProseRules), WithTopDomains("example.org"),
		WithAttributes(Attribute{Name: "data-x", Value: `"`}), WithLinkFilter(nil), WithSchemes())
	assert.NoError(t, err)
}

// TestAllProseRules: allProseRules holds every ProseRule constant, each one
// bit.
func TestAllProseRules(t *testing.T) {
	all := []ProseRule{LessThanHard, EmphasisSoft, DropEmptyLastPart, CJKPunctHard, ProseDomainEnd, ProseEmailStart,
		LocalhostURLs, ProseEmailQuotes, ProsePathEnd, BacktickHard, MarkupStops}
	var set ProseRule
	for _, r := range all {
		assert.Equal(t, 1, popcount(uint16(r)), "%#x", r)
		assert.Zero(t, set&r, "%#x twice", r)
		set |= r
	}
	assert.Equal(t, allProseRules, set)
}

func popcount(v uint16) (n int) {
	for ; v != 0; v &= v - 1 {
		n++
	}
	return n
}
