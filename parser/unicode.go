package parser

// The Unicode dialect (the default) is the engine's plain-text detection,
// unicodelinks.Detect with the Markdown prose rules (extapi.MarkdownProse) and the
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
// after the scheme. The engine's links are the sink's, as they are.

// unicodeRun gives the links of r to k.
func (p *Parser) unicodeRun(r *run, k *sink) {
	for l := range p.detector.All(str(r.text)) {
		k.add(l)
	}
}
