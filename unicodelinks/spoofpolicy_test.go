package unicodelinks

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
)

// TestSpoofHostsDetect runs the host table through the Detector: CheckHost
// refuses the spoofs under SpoofRefuse; where the default Detector finds
// the host, SpoofRefuse keeps the real sites and drops the spoofs,
// SpoofMark flags the spoofs only.
func TestSpoofHostsDetect(t *testing.T) {
	rows, top := hosttable.Read()
	refuse := New(WithSpoofCheck(SpoofRefuse), WithTopDomains(top...))
	mark := New(WithSpoofCheck(SpoofMark), WithTopDomains(top...))
	detected := 0
	for _, c := range rows {
		if r, m := refuse.checkHostPolicy(c.Host); r != c.Spoof || m {
			t.Errorf("line %d: %q: CheckHost under SpoofRefuse gives %v, %v; the table says %v", c.Line, c.Host, r, m, c.Spoof)
		}
		text := "see " + c.Host + " now"
		want := "[" + c.Host + "]"
		if got := fmt.Sprint(linkTexts(New(), text)); got != want {
			continue // not a link at all (a TLD that is not ICANN's, an invalid label)
		}
		detected++
		got := fmt.Sprint(linkTexts(refuse, text))
		if c.Spoof && got != "[]" || !c.Spoof && got != want {
			t.Errorf("SpoofRefuse: %q gives %s (%s)", text, got, c.Why)
		}
		ls := mark.Detect(text)
		if len(ls) != 1 || ls[0].Spoof != c.Spoof {
			t.Errorf("SpoofMark: %q gives %+v (%s)", text, ls, c.Why)
		}
	}
	t.Logf("%d of %d hosts detected by the default Detector", detected, len(rows))
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

// TestTopDomainsOption: WithTopDomains adds to the built-in list, refuses
// invalid names, and several add up.
func TestTopDomainsOption(t *testing.T) {
	_, err := NewChecked(WithTopDomains("example.org", "not a domain"))
	assert.ErrorContains(t, err, `WithTopDomains: top domain "not a domain"`)
	d := New(WithSpoofCheck(SpoofRefuse), WithTopDomains("example.org"), WithTopDomains("bücher.de"))
	for _, c := range []struct {
		host   string
		refuse bool
	}{
		{"ëxample.org", true},
		{"example.org", false},
		{"bùcher.de", true},
		{"bücher.de", false},
		{"googlé.com", true}, // the built-in list stays
		{"xn--xample-9ua.org", true},
	} {
		got, _ := d.checkHostPolicy(c.host)
		assert.Equal(t, c.refuse, got, "CheckHost(%q)", c.host)
	}
}

// BenchmarkDetectSpoof compares detection of a text of IDN links without
// and with the check; ns/op divided by the links per op is the cost per
// link.
func BenchmarkDetectSpoof(b *testing.B) {
	var sb strings.Builder
	links := 0
	for _, c := range hosttable.Hosts() {
		sb.WriteString("Visit https://" + c.Host + "/path or mail me@" + c.Host + " today. ")
		links += 2
	}
	text := sb.String()
	for _, p := range []SpoofPolicy{SpoofOff, SpoofRefuse, SpoofMark} {
		d := New(WithSpoofCheck(p))
		b.Run(p.String(), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			var buf []Link
			for i := 0; i < b.N; i++ {
				buf = d.AppendLinks(buf[:0], text)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*links), "ns/link")
		})
	}
}
