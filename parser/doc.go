// Package parser finds URLs, www links and e-mail addresses in the running
// text of a goldmark document and makes Link nodes of them, by the rules of
// a Dialect.
//
// # When and where links are found
//
// The parser is a goldmark parser option (New) that registers an AST
// transformer: links are found once goldmark has parsed the inline syntax
// of the whole document — code spans, raw HTML, CommonMark autolinks,
// links, images and emphasis resolved, and unmatched brackets turned back
// into text — in each run of adjacent text nodes of a line, outside links,
// images, code spans, autolinks, raw HTML, the text of raw <a>, <code>,
// <pre>, <kbd> and <samp> elements, and other extensions' nodes (walk.go,
// run.go). A run goes on over the nodes that another inline parser made
// of a URL's text (Typographer's dashes and quotes, a hashtag, an emoji),
// read as their source characters: a link that holds them whole takes
// their place. The parser takes no part in goldmark's inline parsing, so
// goldmark reads every document as it does without it.
//
// A run is read as a reader sees it (internal/mdtext): backslash escapes
// and character references resolved as goldmark's HTML writer resolves
// them. The dialect scans that text; each link is mapped back to the
// source, at the boundaries of escapes and references, and put in place of
// its text, splitting the text nodes; the link's children are text nodes
// over its label, one for each node it covers. The renderer writes each
// with goldmark's text writer, so that without the anchors goldmark's HTML
// is unchanged, byte for byte, but for the labels of links that hold
// another parser's nodes; the fuzz targets of the root package check it
// on every input.
//
// What a run cannot know by itself comes from the source and the tree: the
// character before the run (dialects' start rules), whether the run is
// the first or last child of emphasis (md4c's rule that a '*', '_' or '~'
// next to a link must open or close emphasis), the brackets left open by
// the runs before it in its paragraph (cmark-gfm makes no URL or www link
// while one is open), and whether a bracket was an escape. A Bidi_Control
// character ends a link in every dialect: the run is scanned in the pieces
// between them.
//
// # Configuration and the link record
//
// Config is the extension's one configuration, which the options of
// package unicodelinks set; New checks it, and the fields that the engine
// takes (schemes, attributes, top domains, the spoof policy, the href form)
// are checked by the engine, with its errors. What the dialects do
// differently is one table (dialect.go). Each link the dialect finds is the
// engine's record (unicodelinks.Link): the sink completes it where the
// dialect's grammar is not the engine's (the host a browser resolves, the
// spoof policy), checks the author's markup in the source, makes its href
// once with the engine, from the reader's text, and stores both on the node
// (ast.Link.Record, Href), which the renderer writes through the engine's
// anchor writer (Parser.Detector).
//
// # Cost
//
// A block with no ':', '.' or '@' costs one byte loop; in the Unicode
// dialect, so does a run without ':', '@' or "www." (most runs of prose,
// whose full stops start no link there). A run is scanned
// once, left to right; the dialects record how far a rejected candidate
// scanned, so that the next trigger does not scan it again (the
// pathological inputs of cmark-gfm's and md4c's tests stay linear). Nothing
// is allocated for a block without links; Link nodes and the text nodes
// after them come from per-document slabs, so that a link costs a
// fraction of an allocation. The source is read in place; the engine's
// string functions get it without a copy.
package parser
