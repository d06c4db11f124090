package parser

import "unicode/utf8"

// The GFM dialect: what cmark-gfm 0.29.0.gfm.13 links with -e autolink (see
// gfmrun.go and docs/gfm-dialect.md), over the reader's text of each run,
// with the context a run cannot know by itself carried from the source:
// the byte before the run, the brackets left open by the runs before it in
// its paragraph, and which brackets were escapes. Where cmark-gfm would
// take goldmark's syntax into a link (a code span, a Markdown link, an
// entity, emphasis), goldmark's parsing wins: those are the listed
// departures of bench/differential/gfm13_diff_test.go.

// gfmRun gives the links of r to k, and returns the number of brackets left
// open in the paragraph after the run, given depth before it.
func (p *Parser) gfmRun(r *run, k *sink, depth int) int {
	s := gfmScan{text: r.text, schemes: p.schemes, depth: depth, wwwAtStart: gfmWWWBoundary(r.before),
		offs: k.offs, src: k.src, srcEnd: k.re}
	if k.offs != nil && k.base > 0 {
		s.offs = k.offs[k.base:]
	}
	s.run(p.kinds, k.add)
	k.work += s.work
	return s.depth
}

// gfmWWWBoundary reports whether a www link may start after before:
// cmark-gfm's white space, '*', '_', '~' or '(' (or a line start).
func gfmWWWBoundary(before rune) bool {
	return before == '\n' || before < utf8.RuneSelf && (gfmSpace(byte(before)) || before == '*' || before == '_' || before == '~' || before == '(')
}
