package unicodelinks

// An Option configures a Detector. Pass options to NewChecked, which
// returns the error of an invalid one, or to New, which panics on it.
type Option func(*Detector) error

// WithSchemes sets the URL schemes that start a link, replacing the
// default set, http, https and ftp. Schemes are matched ignoring ASCII case.
// A scheme starts a link when followed by "://" and a valid host, such as
// "ftp", "ws" or "wss". Four schemes without an authority are read by their
// own grammar after the ':' instead (see docs/schemes.md):
//
//   - "mailto": an e-mail address by the e-mail rules and an optional
//     "?query" ("mailto:a@example.com?subject=hi"), whatever WithEmail says;
//     without "mailto" in the schemes, "mailto:a@example.com" is an e-mail
//     address (Kind Email) that WithEmail governs;
//   - "xmpp": an optional node and '@', a domain, an optional "/resource"
//     and "?query" (RFC 5122);
//   - "tel": a global ('+') or local number of at least three digits with
//     the separators "-.()" and no space (RFC 3966);
//   - "magnet": "?" and a query.
//
// Their links have Kind URL, SchemeEnd after the ':', and as host the
// domain of mailto and xmpp, an empty host at SchemeEnd for tel and magnet.
// Other scheme names still need "://". A name may be written with a
// trailing ':' or "://", in any case; a name that CheckScheme refuses (no
// URL scheme name, or javascript, vbscript, file and data, in any case) is
// an error. With no argument, no scheme is recognized: only scheme-less
// domains and e-mail addresses are detected (the goldmark extension's
// WithSchemes means the same).
func WithSchemes(schemes ...string) Option {
	return func(d *Detector) error {
		d.schemes = d.schemes[:0:0]
		d.opaque = 0
		d.maxScheme = 0
		for _, s := range schemes {
			lower, err := CheckScheme(s)
			if err != nil {
				return &OptionError{Option: "WithSchemes", Err: err}
			}
			if b := opaqueBit(lower); b != 0 {
				d.opaque |= b
			} else {
				d.schemes = append(d.schemes, lower)
			}
			d.maxScheme = max(d.maxScheme, len(lower))
		}
		return nil
	}
}

// WithAnyTLD makes a Detector accept any syntactically valid top-level
// domain: ASCII letters only, at least two of them, or an A-label ("xn--")
// or U-label made of letters and marks only (no digits, hyphens or joiners).
// By default the top-level domain must be one of the ICANN top-level
// domains of the public suffix list of golang.org/x/net/publicsuffix (a
// generated copy: the package is not imported), so that "example.invalid"
// or "file.txt" is not a link.
//
// Beware that with any TLD, two sentences of Chinese or Japanese text joined
// by an ideographic full stop (U+3002, which UTS #46 maps to '.') read as a
// domain name.
func WithAnyTLD(any bool) Option {
	return func(d *Detector) error { d.anyTLD = any; return nil }
}

// WithBrowserURLHosts makes a Detector link, after an explicit scheme, any
// domain that a browser's URL parser goes to: any syntactically valid
// top-level domain (as WithAnyTLD), and underscores inside ASCII labels,
// as in "https://jenkins.internal/" or "https://foo_bar.example.com/". A
// scheme-less domain keeps the top-level domain rule, and every host the
// spoof check. Off by default; the goldmark extension's Unicode dialect
// turns it on.
func WithBrowserURLHosts(on bool) Option {
	return func(d *Detector) error { d.browserURLHosts = on; return nil }
}

// withProseRules sets the departures from UTS #58 that the Detector
// applies, for links in a markup language or in prose written without
// spaces: where a URL ends (section 3.5.1, see terminateURLProse), where a
// domain ends and starts, where a local part starts, and whether localhost
// is a host (see proseRule). None is applied by default; the goldmark
// extension uses markdownProse. A bit that is no proseRule is an error.
func withProseRules(rules proseRule) Option {
	return func(d *Detector) error {
		if extra := rules &^ allProseRules; extra != 0 {
			return optionError("withProseRules", ErrValue, "%#x: bits %#x are no prose rule", uint16(rules), uint16(extra))
		}
		d.rules = rules
		return nil
	}
}

// allProseRules is the set of every proseRule.
const allProseRules = markdownProse | proseEmailQuotes | prosePathEndRule

// WithEmail sets whether a Detector detects e-mail addresses (UTS #58
// section 5), with or without a "mailto:" prefix. It does by default.
// Without e-mail detection, an address is no link at all: neither the
// domain after its '@' nor a domain in its local part is detected as a
// scheme-less domain.
func WithEmail(email bool) Option {
	return func(d *Detector) error { d.email = email; return nil }
}

// WithSchemelessDomains sets whether a Detector detects a domain name
// without a scheme, such as "example.com/path", as a URL. It does by
// default. Without it, URLs must start with one of the schemes (see
// WithSchemes).
func WithSchemelessDomains(schemeless bool) Option {
	return func(d *Detector) error { d.schemeless = schemeless; return nil }
}

// WithSchemelessWWWOnly sets whether, of the scheme-less domains, a
// Detector yields only those whose text starts with "www." (in lower case),
// as the extended autolinks of GitHub Flavored Markdown. The others are
// still found and still take their text: in "bar.org?q=http://x.org/" the
// inner URL is no link. URLs with a scheme and e-mail addresses are
// unchanged. With it, the scan passes over the words (text between spaces
// and line feeds) before a "://", '@' or "www." (a ':' once an opaque
// scheme is enabled) that is far on, instead of reading every candidate
// domain of the text (in Chinese or Japanese prose, one around every
// '。'), and stops where none is left. Off by default.
func WithSchemelessWWWOnly(on bool) Option {
	return func(d *Detector) error { d.wwwOnly = on; return nil }
}

// WithHrefForm sets how AppendHref escapes hrefs, in AppendHTML too:
// MinimalEscaping (the default), PercentEncoding, CmarkGFMEscaping or
// AsWritten. A value that is none of the constants is an error.
func WithHrefForm(f HrefForm) Option {
	return func(d *Detector) error {
		if f > AsWritten {
			return optionError("WithHrefForm", ErrValue, "%d is no href form; use MinimalEscaping, PercentEncoding, CmarkGFMEscaping or AsWritten", uint8(f))
		}
		d.form = f
		return nil
	}
}

// WithImpliedScheme sets the scheme that AppendHref puts in front of a
// Domain (ImpliedScheme, "https", by default), written with or without a
// trailing ':' or "://", in any case; "" is the default. A name that
// CheckScheme refuses is an error.
func WithImpliedScheme(scheme string) Option {
	return func(d *Detector) error {
		if scheme == "" {
			d.implied = ImpliedScheme
			return nil
		}
		name, err := CheckScheme(scheme)
		if err != nil {
			return &OptionError{Option: "WithImpliedScheme", Err: err}
		}
		d.implied = name
		return nil
	}
}

// A LinkFilter reports whether l, a link that a Detector found in text,
// is kept; a link it refuses stays text.
type LinkFilter func(text string, l Link) bool

// WithLinkFilter sets a filter that every link passes through after the
// Detector's own rules and its SpoofPolicy (l.Spoof is set under
// SpoofMark), in Detect, All, AppendLinks and AppendHTML alike. nil, the
// default, keeps every link.
func WithLinkFilter(f LinkFilter) Option {
	return func(d *Detector) error { d.filter = f; return nil }
}
