package dnsname

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/publicsuffix"
)

// pslNames returns the domain name of each node of pslNodes, in order.
func pslNames(t *testing.T) []string {
	names := make([]string, len(pslNodes))
	for i := range pslTLDs {
		names[i] = pslLabel(pslNodes[i])
	}
	for i, n := range pslNodes {
		e := pslEntries[n>>(pslLenBits+pslOffsetBits)]
		lo, hi := e&(1<<pslIndexBits-1), e>>pslIndexBits&(1<<pslIndexBits-1)
		for j := lo; j < hi; j++ {
			require.Greater(t, int(j), i, "a child before its parent")
			names[j] = pslLabel(pslNodes[j]) + "." + names[i]
		}
	}
	for i, name := range names {
		require.NotEmpty(t, name, "node %d is under no node", i)
	}
	return names
}

// TestRegistrableDomainAsPublicsuffix compares RegistrableDomain with
// golang.org/x/net/publicsuffix, whose list the tables were made from,
// at every node of the list and one, two and three labels below it (ASCII,
// a U-label, an A-label, a label that is a rule elsewhere), and on
// domains that are no domains.
func TestRegistrableDomainAsPublicsuffix(t *testing.T) {
	names := pslNames(t)
	t.Logf("%d nodes, %d bytes of labels, %d entries", len(names), len(pslText), len(pslEntries))
	domains := []string{"", ".", "..", "a", "com", ".com", "com.", "a..com", "a.com.", "1.2.3.4", "::1",
		"fe80::1%eth0", "256.1.1.1", "example.invalid", "пример.рф", "xn--e1afmkfd.xn--p1ai", "ü.de"}
	for _, name := range names {
		for _, below := range []string{"", "a.", "www.", "b.a.", "c.b.a.", "ü.", "a.ü.", "xn--bcher-kva.", "city.", "blogspot."} {
			domains = append(domains, below+name)
		}
	}
	differ := 0
	for _, d := range domains {
		want, err := publicsuffix.EffectiveTLDPlusOne(d)
		got, ok := RegistrableDomain(d)
		if got != want || ok != (err == nil) {
			differ++
			if differ <= 20 {
				t.Errorf("RegistrableDomain(%q) = %q, %v; publicsuffix: %q, %v", d, got, ok, want, err)
			}
		}
	}
	t.Logf("%d of %d domains as publicsuffix.EffectiveTLDPlusOne", len(domains)-differ, len(domains))
	assert.Zero(t, differ, "domains whose registrable domain differs from publicsuffix.EffectiveTLDPlusOne")
}

// TestRegistrableDomain: the kinds of rules of the public suffix list.
func TestRegistrableDomain(t *testing.T) {
	for _, c := range []struct {
		domain, want string
		ok           bool
	}{
		{"www.bbc.co.uk", "bbc.co.uk", true},               // a rule of two labels
		{"co.uk", "", false},                               // a public suffix
		{"a.b.c.example.com", "example.com", true},         // a top-level domain
		{"x.y.kawasaki.jp", "x.y.kawasaki.jp", true},       // *.kawasaki.jp
		{"www.city.kawasaki.jp", "city.kawasaki.jp", true}, // !city.kawasaki.jp
		{"foo.blogspot.com", "foo.blogspot.com", true},     // a private rule
		{"a.b.unknowntld", "b.unknowntld", true},           // no rule: "*"
		{"пример.рф", "пример.рф", true},                   // U-labels match no rule but "*"
		{"b.a.xn--p1ai", "a.xn--p1ai", true},
		{"1.2.3.4", "", false},
		{"a..com", "", false},
		{"example.com.", "", false},
	} {
		got, ok := RegistrableDomain(c.domain)
		assert.Equal(t, c.want, got, c.domain)
		assert.Equal(t, c.ok, ok, c.domain)
	}
}
