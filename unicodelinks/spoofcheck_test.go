package unicodelinks

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestSpoofHostsDetect runs the host table through detection: where the
// default Detector finds the host, SpoofRefuse keeps the real sites and
// drops the spoofs, SpoofMark flags the spoofs only.
func TestSpoofHostsDetect(t *testing.T) {
	_, top := readSpoofHosts()
	refuse, mark := spoofTableDetector(), New(WithSpoofCheck(SpoofMark), WithTopDomains(top...))
	detected := 0
	for _, c := range spoofHosts() {
		text := "see " + c.host + " now"
		want := "[" + c.host + "]"
		if got := fmt.Sprint(linkTexts(New(), text)); got != want {
			continue // not a link at all (a TLD that is not ICANN's, an invalid label)
		}
		detected++
		got := fmt.Sprint(linkTexts(refuse, text))
		if c.spoof && got != "[]" || !c.spoof && got != want {
			t.Errorf("SpoofRefuse: %q gives %s (%s)", text, got, c.why)
		}
		ls := mark.Detect(text)
		if len(ls) != 1 || ls[0].Spoof != c.spoof {
			t.Errorf("SpoofMark: %q gives %+v (%s)", text, ls, c.why)
		}
	}
	t.Logf("%d of %d hosts detected by the default Detector", detected, len(spoofHosts()))
	if detected < 100 {
		t.Errorf("only %d hosts detected", detected)
	}
}

func linkTexts(d *Detector, text string) []string {
	out := []string{}
	for _, l := range d.Detect(text) {
		out = append(out, text[l.Start:l.End])
	}
	return out
}

// TestSpoofPolicyDetect checks the policies in detection: off by default,
// a refused host is not linked (its text stays), a marked one is flagged.
func TestSpoofPolicyDetect(t *testing.T) {
	const text = "Log in at https://раураl.com/login or gооgle.com, mail me@асе.com, visit яндекс.рф and https://example.com."
	links := func(d *Detector) (out []string, flagged []string) {
		for _, l := range d.Detect(text) {
			out = append(out, text[l.Start:l.End])
			if l.Spoof {
				flagged = append(flagged, text[l.HostStart:l.HostEnd])
			}
		}
		return out, flagged
	}
	all := []string{"https://раураl.com/login", "gооgle.com", "me@асе.com", "яндекс.рф", "https://example.com"}
	for _, c := range []struct {
		name          string
		d             *Detector
		want, flagged []string
	}{
		{"default", New(), all, nil},
		{"SpoofOff", New(WithSpoofCheck(SpoofOff)), all, nil},
		{"SpoofRefuse", New(WithSpoofCheck(SpoofRefuse)), []string{"яндекс.рф", "https://example.com"}, nil},
		{"SpoofMark", New(WithSpoofCheck(SpoofMark)), all, []string{"раураl.com", "gооgle.com", "асе.com"}},
	} {
		got, flagged := links(c.d)
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: links %q, want %q", c.name, got, c.want)
		}
		if strings.Join(flagged, " ") != strings.Join(c.flagged, " ") {
			t.Errorf("%s: flagged %q, want %q", c.name, flagged, c.flagged)
		}
	}
}

// TestSpoofPolicyString names the policies.
func TestSpoofPolicyString(t *testing.T) {
	for p, want := range map[SpoofPolicy]string{SpoofOff: "SpoofOff", SpoofRefuse: "SpoofRefuse", SpoofMark: "SpoofMark", 7: "SpoofPolicy(7)"} {
		if got := p.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", p, got, want)
		}
	}
}

// TestToASCII checks the A-label form used for the title of a marked link.
func TestToASCII(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"раураl.com", "xn--l-7sba6dbr.com"},
		{"яндекс.рф", "xn--d1acpjx3f.xn--p1ai"},
		{"example.com", "example.com"},
		{"Example.COM", "example.com"},
		{"münchen.de", "xn--mnchen-3ya.de"},
	} {
		got, err := ToASCII(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := ToASCII("a b.com"); err == nil {
		t.Error("ToASCII(\"a b.com\"): no error")
	}
}

// TestSpoofCheckBadInput: no panic, a verdict of suspicious.
func TestSpoofCheckBadInput(t *testing.T) {
	for _, h := range []string{"", ".", "\xff.com", "a\x00b.com", "..", "é..com", strings.Repeat("é", 10000) + ".com",
		"ΪΪΪΪΪΪΪ.com", "ΪΪΪΪΪΪΪΪΪΪΪΪ.ΪΪ.com", "ÏÏÏÏÏÏ.þþþþþ.is"} { // capitals that read as I, decomposed
		SpoofCheck(h)
	}
	if s, _ := SpoofCheck("\xff\xfe.com"); !s {
		t.Error("invalid UTF-8 is not suspicious")
	}
}

// FuzzSpoofCheck: no panic on any input, and skeletonIsASCII agrees with
// Skeleton.
func FuzzSpoofCheck(f *testing.F) {
	for _, c := range spoofHosts() {
		f.Add(c.host)
	}
	f.Add("\xff\x00.рф")
	f.Add("ΪΪΪΪΪΪΪ.com")
	d := New(WithSpoofCheck(SpoofMark), WithTopDomains("example.org", "bücher.de", "þing.is"))
	f.Fuzz(func(t *testing.T, s string) {
		SpoofCheck(s)
		d.CheckHost(s)
		LookalikeSkeletons(s)
		RestrictionLevel(s)
		sk := Skeleton(s)
		ascii := true
		for i := 0; i < len(sk); i++ {
			ascii = ascii && sk[i] < 0x80
		}
		if got := skeletonIsASCII(s); got != ascii && utf8.ValidString(s) {
			t.Errorf("skeletonIsASCII(%+q) = %v, skeleton %+q", s, got, sk)
		}
	})
}

// TestSpoofCheckLinear: SpoofCheck reads a host once over all its labels,
// whatever separates them: four times the host takes about four times as
// long, not sixteen.
func TestSpoofCheckLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	timeIt := func(host string) time.Duration {
		best := time.Duration(1 << 62)
		for range 3 {
			start := time.Now()
			SpoofCheck(host)
			best = min(best, time.Since(start))
		}
		return best
	}
	for _, unit := range []string{"a｡", "a。", "a．", "é.", "a.é｡"} {
		small, large := strings.Repeat(unit, 20000)+"com", strings.Repeat(unit, 80000)+"com"
		if ts, tl, ok := linearTimes(small, large, timeIt, 8); !ok {
			t.Errorf("%q × n: %d bytes in %v, %d bytes in %v: not linear", unit, len(small), ts, len(large), tl)
		}
	}
}

// TestSpoofCheckUnresolvable: a host whose last label is no top-level
// domain, or one of whose labels IDNA refuses (text glued to it, as a link
// of the GFM dialect takes it in), resolves nowhere, which is no
// look-alike; its other labels are still checked.
func TestSpoofCheckUnresolvable(t *testing.T) {
	for _, c := range []struct {
		host       string
		suspicious bool
	}{
		{"example.com”", false},
		{"example.com»", false},
		{"example.com」", false},
		{"example.com）", false},
		{"example.com（注）", false},
		{"example.com\u00a0next", false},
		{"example.com\u3000次", false},
		{"javascript.info）", false},
		{"vuejs.org)와", false},
		{"www.a-a-p.org、", false},
		{"exa)mple.com", false}, // a label IDNA refuses
		{"exa”mple.com", true},  // a label IDNA accepts, with a restricted character
		{"xn--zz.example.com", false},
		{"раураl.com”", true},   // Cyrillic with Latin in a label IDNA accepts
		{"gооgle.com（注）", true}, // the same
		{"\xff\xfe.com", true},  // not text
		// The host a reader sees ends before the glued text: a look-alike
		// of a well-known domain there is one, whatever follows it.
		{"googlé.com”", true},
		{"googlé.com（注）", true},
		{"xn--googl-fsa.com”", true},
		{"googlé.com으로", true},
		{"googlé.comment", false}, // "comment" goes on the word: no .com
		{"bücher.de）", false},
		{"example.com으로", false},
	} {
		got, reason := SpoofCheck(c.host)
		assert.Equal(t, c.suspicious, got, "SpoofCheck(%q): %s", c.host, reason)
	}
}
