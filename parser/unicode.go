package parser

import (
	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The Unicode dialect (the default) is the engine's plain-text detection,
// unicodelinks.Detect with the Markdown prose rules (MarkdownProse) and the
// parser's schemes, over the reader's text of each run: URLs with a scheme,
// e-mail addresses, and of the engine's scheme-less domains those that
// start with "www." (WithSchemelessWWWOnly, which also ends the scan of a
// run where none of these can be left). The engine validates hosts (IDNA,
// the full stops '。', '．', '｡', ICANN top-level domains), ends URLs by
// UTS #58 section 3.5.1 and finds e-mail local parts by section 5.2; the
// prose rules make '<' Hard, trailing '*', '_' and '~' Soft, and leave out
// a '?' or '#' that would only open an empty last part. The schemes without an authority that
// the engine reads by their own grammar (mailto, xmpp, tel, magnet, when
// named in the parser's schemes) come as URL links whose text has no "//"
// after the scheme: they are URL links here too, written as they are.

// unicodeRun gives the links of r to k.
func (p *linkParser) unicodeRun(r *run, k *sink) {
	t := str(r.text)
	for l := range p.detector.All(t) {
		m := match{start: l.Start, end: l.End, hostStart: l.HostStart, hostEnd: l.HostEnd, spoof: l.Spoof}
		switch {
		case l.Kind == ul.Email:
			m.kind = uast.Email
			if l.SchemeEnd == l.Start {
				m.scheme = "mailto"
			}
		case l.Kind == ul.Domain:
			// A scheme-less domain: one that starts with "www." (the
			// detector's WithSchemelessWWWOnly yields no other).
			m.kind, m.scheme = uast.WWW, p.wwwScheme
		default:
			// "scheme://…", or "tel:…" and the like: the href is the
			// link's text, with no scheme put in front.
			m.kind = uast.URL
		}
		k.add(m)
	}
}
