// Package parser is the goldmark inline parser of the extension: it finds
// URLs, www links and e-mail addresses in running text and makes Link
// nodes of them, by the rules of a Dialect.
//
// # How links are reached
//
// goldmark v1's parser.parseBlock calls inline parsers only at ASCII
// punctuation, at ASCII white space and line starts (as trigger ' ') —
// never at a letter — and closes the current text segment at every
// character it dispatches. Registering on ' ', '*', '_', '~' and '(' as
// goldmark's Linkify does would cost a dispatch at every space. This
// parser uses two triggers instead, each with a look-back into the text
// node goldmark appended just before it, as cmark-gfm and md4c do:
//
//   - ':' followed by "//": the scheme is reclaimed from the end of that
//     text node (and the node shortened), and the dialect decides what may
//     stand before it;
//   - '.' after "www": likewise for the "www".
//
// Links are scanned forward over the raw line, so a URL may hold '*' or
// '_' that goldmark would otherwise take for emphasis. A line start is
// told from the block's line segments, so a link at the start of a line in
// a block quote or list item is at a line start.
//
// E-mail addresses need no trigger: CloseBlock, called once the block's
// inline tree is complete and its emphasis resolved, looks for '@' in the
// block's lines (one IndexByte per line) and, where there is one, in runs
// of adjacent text nodes, as cmark-gfm's postprocess step does. The local
// part is then bounded by the nodes around it (emphasis, code, links), and
// md4c's rule that an emphasis mark next to a link must open or close
// emphasis can be checked on the tree.
//
// CloseBlock also settles the links that waited for the finished tree:
// in the MD4C dialect a URL or www link next to '*', '_' or '~' is kept
// only if that mark opens (or closes) emphasis around it, and a link found
// inside a link label is turned back into text if the label becomes the
// text of a link or image. (GFM finds no URL or www link inside a label
// at all, as cmark-gfm; a link that holds characters of inline syntax is
// not made inside a label, so that turning it back into text is exact.)
//
// Measured with callgrind on a 2 MiB link-dense document: a parser that
// returns nil at once costs 59 million instructions registered on ' ',
// '*', '_', '~' and '(', 33 million on ':', '@' and '.' (a '@' trigger
// alone, 14 million with ':', is what the close-block pass saves), against
// 737 million for Linkify's whole overhead. The whole extension costs 5–15%
// of Linkify's overhead on the link-rich corpora of testdata/bench, and less
// than nothing on prose, where it leaves fewer text nodes than goldmark
// alone (see docs/performance.md).
//
// Nothing is allocated for a trigger that yields no link, and goldmark
// allocates no text node for it either: the parser takes the plain text
// after the trigger (up to the next byte at which goldmark would call an
// inline parser, or the end of the line) into the text node before it, and
// the text after a link into a node of its own (see plain.go). Link nodes
// and those text nodes are taken from per-document slabs, so that a link
// costs a fraction of an allocation. The source is read in place; the
// engine's string functions get it without a copy.
package parser
