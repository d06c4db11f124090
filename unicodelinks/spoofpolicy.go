package unicodelinks

// The spoof policy: what a Detector, and the extension through it, does
// with a host that spoof.Check finds suspicious.

import "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"

// A SpoofPolicy says what a Detector does with a link whose host looks like
// another one, such as "раураl.com" in Cyrillic letters (see spoof.Check).
type SpoofPolicy uint8

const (
	// SpoofDefault (the zero value) is the default of what applies the
	// policy: SpoofOff for a Detector, as UTS #58; SpoofRefuse for the
	// goldmark extension.
	SpoofDefault SpoofPolicy = iota
	// SpoofOff links every host.
	SpoofOff
	// SpoofRefuse leaves a link with a suspicious host out: its text stays
	// text.
	SpoofRefuse
	// SpoofMark links it, with Link.Spoof set, so that a renderer can mark
	// it (see spoof.ToASCII for the form to show).
	SpoofMark
)

// String returns the name of the policy, such as "SpoofRefuse".
func (p SpoofPolicy) String() string {
	switch p {
	case SpoofDefault:
		return "SpoofDefault"
	case SpoofOff:
		return "SpoofOff"
	case SpoofRefuse:
		return "SpoofRefuse"
	case SpoofMark:
		return "SpoofMark"
	}
	return "SpoofPolicy(" + itoa(int(p)) + ")"
}

// WithSpoofCheck sets what a Detector does with the links whose host
// spoof.Check finds suspicious: nothing (SpoofOff, the default), leave them
// out (SpoofRefuse) or flag them (SpoofMark). Only hosts written with
// non-ASCII characters or A-labels ("xn--") are checked, so ASCII text
// costs nothing more. The domain of an e-mail address is checked as well.
// A value that is none of the constants is an error.
func WithSpoofCheck(p SpoofPolicy) Option {
	return func(d *Detector) error {
		if p > SpoofMark {
			return optionError("WithSpoofCheck", ErrValue, "%d is no spoof policy; use SpoofRefuse, SpoofMark or SpoofOff", uint8(p))
		}
		d.spoof = p
		return nil
	}
}

// WithTopDomains adds well-known domains to those whose look-alikes the
// spoof check refuses (see WithSpoofCheck and spoof.TopDomains): a site
// protects its own name. "example.org" makes "exаmple.org" in Cyrillic and
// "ëxample.org" look-alikes, while "example.org" and "www.example.org" stay
// what they are. The built-in list is Chromium's list of top domains.
// Several WithTopDomains add up. A domain that spoof.CheckTopDomain refuses
// is an error.
func WithTopDomains(domains ...string) Option {
	return func(d *Detector) error {
		t, err := d.top.Add(domains...)
		if err != nil {
			return &OptionError{Option: "WithTopDomains", Err: err}
		}
		d.top = t
		return nil
	}
}

// spoofed applies the Detector's SpoofPolicy to l: it reports whether l is
// refused, or sets l.Spoof under SpoofMark.
func (s *scanner) spoofed(l *Link) bool {
	refuse, mark := s.d.checkHostPolicy(s.text[l.HostStart:l.HostEnd])
	l.Spoof = mark
	return refuse
}

// checkHostPolicy applies the Detector's SpoofPolicy to host, the host of a link
// as URLHost cuts it: refuse tells that the link is left out
// (SpoofRefuse), mark that it is linked with Link.Spoof set (SpoofMark).
// The host is checked in the two forms that may differ: as a reader sees
// it, up to the first character that no host name holds (hostTextEnd:
// "www.xn--80ak6aa92e.com~x" shows www.xn--80ak6aa92e.com), and as a
// browser resolves it, its percent escapes decoded ("googlé%2Ecom" is
// googlé.com) unless that leads nowhere (see decodedHost). A host
// spoof.Check finds suspicious in either form, or that looks like one of
// the Detector's WithTopDomains, is never linked unmarked. ASCII hosts are
// not checked, but for their A-labels ("xn--"), which are decoded and
// compared with the well-known domains.
func (d *Detector) checkHostPolicy(host string) (refuse, mark bool) {
	if d.spoof <= SpoofOff {
		return false, false
	}
	bad := false
	if !plainASCIIHost(host) || dnsname.HasALabel(host) {
		bad = d.suspiciousHost(host)
	}
	return bad && d.spoof == SpoofRefuse, bad && d.spoof == SpoofMark
}

// plainASCIIHost reports whether host is ASCII letters, digits, '-', '.'
// and '_' only: it reads and resolves as it is written (hostTextEnd and
// decodedHost return it whole), and spoof.Check finds it suspicious only
// for an A-label. Most hosts are: they cost one pass over their bytes
// (TestPlainASCIIHost checks this against suspiciousHost).
func plainASCIIHost(host string) bool {
	for i := 0; i < len(host); i++ {
		if !isHostByte(host[i]) {
			return false
		}
	}
	return true
}

// suspiciousHost reports whether host, in one of its two forms (see
// checkHostPolicy), is suspicious or looks like one of the Detector's
// WithTopDomains.
func (d *Detector) suspiciousHost(host string) bool {
	reader := host[:hostTextEnd(host)]
	bad := false
	if reader != "" {
		bad, _ = d.top.Check(reader)
	}
	if browser, ok := decodedHost(host); !bad && ok && browser != reader {
		bad, _ = d.top.Check(browser)
	}
	return bad
}
