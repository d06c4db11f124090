package dnsname

import (
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// TestICANNTLDs checks the generated TLD table against the function it
// stands for: for each of its entries and for a few other labels,
// publicsuffix.PublicSuffix.
func TestICANNTLDs(t *testing.T) {
	isTLD := func(s string) bool {
		if ps, icann := publicsuffix.PublicSuffix(s); icann && ps == s {
			return true
		}
		ps, icann := publicsuffix.PublicSuffix("a." + s)
		return icann && ps == "a."+s
	}
	if len(icannTLDs()) < 1000 {
		t.Fatalf("only %d TLDs", len(icannTLDs()))
	}
	for _, tld := range icannTLDs() {
		if !isTLD(tld) {
			t.Errorf("%q is in icannTLDs, but publicsuffix has no ICANN TLD of that name", tld)
		}
		if len(tld) > MaxTLDLen {
			t.Errorf("%q is longer than maxTLDLen", tld)
		}
	}
	for _, s := range []string{"com", "org", "uk", "py", "ck", "xn--p1ai", "xn--11b4c3d", "txt", "invalid",
		"example", "local", "localhost", "blogspot", "test", "md", "js", "go", "rs", "exe", "html", "zip"} {
		in := tldSet.contains([]byte(s), tldHash(s))
		if want := isTLD(s); in != want {
			t.Errorf("%q: in icannTLDs %v, publicsuffix says %v", s, in, want)
		}
	}
}

// TestHostTablesVersion requires the label table built with this toolchain
// to be the one of the IDNA version that golang.org/x/net/idna uses with it
// (15.0.0 before Go 1.27, 17.0.0 from Go 1.27 on): tables_idna*.go
// carry the build constraints of the idna tables.
func TestHostTablesVersion(t *testing.T) {
	if hostTableUnicodeVersion != idna.UnicodeVersion {
		t.Errorf("the label table is from IDNA %s, golang.org/x/net/idna is %s: run go generate", hostTableUnicodeVersion, idna.UnicodeVersion)
	}
}

// TestPunycodeALabel compares the allocation-free A-label encoder with
// golang.org/x/net/idna on the U-labels of the ICANN TLDs and on random
// labels of code points that map to themselves.
func TestPunycodeALabel(t *testing.T) {
	var labels []string
	for _, tld := range icannTLDs() {
		if strings.HasPrefix(tld, "xn--") {
			u, err := idna.Lookup.ToUnicode(tld)
			if err != nil {
				t.Fatal(err)
			}
			labels = append(labels, u)
		}
	}
	var stable []rune
	for r := rune(0x80); r < 0x30000; r++ {
		if Bits(r)&Stable != 0 {
			stable = append(stable, r)
		}
	}
	rng := rand.New(rand.NewPCG(58, 1))
	for range 2000 {
		var b strings.Builder
		b.WriteRune(stable[rng.IntN(len(stable))]) // the encoder is for non-ASCII labels
		for n := rng.IntN(20); n > 0; n-- {
			if rng.IntN(4) == 0 {
				b.WriteByte("abcxyz0189-"[rng.IntN(11)])
			} else {
				b.WriteRune(stable[rng.IntN(len(stable))])
			}
		}
		labels = append(labels, b.String())
	}
	for _, l := range labels {
		if rng.IntN(2) == 0 { // anywhere in the label
			runes := []rune(l)
			i := rng.IntN(len(runes))
			runes[0], runes[i] = runes[i], runes[0]
			l = string(runes)
		}
		want, err := idna.Punycode.ToASCII(l)
		var buf [MaxLabelLen]byte
		n, ok := ALabel(&buf, l)
		if err != nil || len(want) > MaxLabelLen {
			if ok {
				t.Errorf("%q: got %q, want failure (%v, %d bytes)", l, buf[:n], err, len(want))
			}
			continue
		}
		if !ok || string(buf[:n]) != want {
			t.Errorf("%q: got %q, %v; want %q", l, buf[:n], ok, want)
			continue
		}
		var runes [MaxLabelLen]rune
		k, ok := DecodePunycode(&runes, string(buf[4:n]))
		if !ok || string(runes[:k]) != l {
			t.Errorf("%q: decoded %q, %v", want, string(runes[:k]), ok)
		}
	}
}
