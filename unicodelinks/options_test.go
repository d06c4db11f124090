package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOptionErrors: an option value that cannot be used makes NewChecked
// fail with an *OptionError, whose message starts "unicodelinks: " and
// names the option and the value, and whose reason errors.Is finds; New
// panics with it; nothing is dropped in silence.
func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		name   string
		opts   []Option
		option string
		why    error
		want   string // in the error
	}{
		{"javascript", []Option{WithSchemes("https", "javascript")}, "WithSchemes", ErrDangerousScheme, `WithSchemes: "javascript" is a dangerous scheme`},
		{"DATA:", []Option{WithSchemes("DATA:")}, "WithSchemes", ErrDangerousScheme, `WithSchemes: "DATA:" is a dangerous scheme`},
		{"no scheme name", []Option{WithSchemes("not a scheme")}, "WithSchemes", ErrSchemeName, `WithSchemes: "not a scheme" is no scheme name`},
		{"empty scheme", []Option{WithSchemes("")}, "WithSchemes", ErrSchemeName, `WithSchemes: "" is no scheme name`},
		{"digit first", []Option{WithSchemes("9p")}, "WithSchemes", ErrSchemeName, `WithSchemes: "9p"`},
		{"implied scheme", []Option{WithImpliedScheme("javascript")}, "WithImpliedScheme", ErrDangerousScheme, `WithImpliedScheme: "javascript" is a dangerous scheme`},
		{"attribute name", []Option{WithAttributes(Attribute{Name: "on click", Value: "x"})}, "WithAttributes", ErrAttributeName, `WithAttributes: attribute name "on click" is no valid HTML attribute name`},
		{"href attribute", []Option{WithAttributes(Attribute{Name: "href", Value: "x"})}, "WithAttributes", ErrAttributeName, `WithAttributes: attribute name "href"`},
		{"spoof policy", []Option{WithSpoofCheck(42)}, "WithSpoofCheck", ErrValue, "WithSpoofCheck: 42 is no spoof policy"},
		{"href form", []Option{WithHrefForm(AsWritten + 1)}, "WithHrefForm", ErrValue, "WithHrefForm: 5 is no href form"},
		{"top domain", []Option{WithTopDomains("com")}, "WithTopDomains", ErrTopDomain, `WithTopDomains: top domain "com"`},
		{"prose rules", []Option{withProseRules(markdownProse | 1<<15)}, "withProseRules", ErrValue, "withProseRules: 0x877f: bits 0x8000 are no prose rule"},
		{"nil", []Option{nil}, "option 1 of 1", ErrNilOption, "option 1 of 1: nil option"},
		{"nil second", []Option{WithAnyTLD(true), nil}, "option 2 of 2", ErrNilOption, "option 2 of 2: nil option"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := NewChecked(c.opts...)
			assert.Nil(t, d)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), "unicodelinks: "), err.Error())
			assert.Contains(t, err.Error(), c.want)
			var oe *OptionError
			if assert.ErrorAs(t, err, &oe) {
				assert.Equal(t, c.option, oe.Option)
			}
			assert.ErrorIs(t, err, c.why)
			for _, other := range []error{ErrNilOption, ErrSchemeName, ErrDangerousScheme, ErrAttributeName, ErrTopDomain, ErrValue} {
				if other != c.why {
					assert.NotErrorIs(t, err, other)
				}
			}
			assert.PanicsWithError(t, err.Error(), func() { New(c.opts...) })
		})
	}
	// Every constant and a valid value of each is accepted.
	_, err := NewChecked(WithSchemes("HTTPS:", "svn+ssh", "mailto://"), WithSpoofCheck(SpoofDefault), WithSpoofCheck(SpoofOff),
		WithSpoofCheck(SpoofRefuse), WithSpoofCheck(SpoofMark), withProseRules(allProseRules), WithTopDomains("example.org"),
		WithAttributes(Attribute{Name: "data-x", Value: `"`}), WithLinkFilter(nil), WithSchemes())
	assert.NoError(t, err)
}

// TestAllProseRules: allProseRules holds every proseRule constant, each one
// bit.
func TestAllProseRules(t *testing.T) {
	all := []proseRule{lessThanHard, emphasisSoft, dropEmptyLastPart, cjkPunctHard, proseDomainEnd, proseEmailStart,
		localhostURLs, proseEmailQuotes, prosePathEndRule, backtickHard, markupStops}
	var set proseRule
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
