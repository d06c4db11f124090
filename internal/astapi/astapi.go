// Package astapi is what the parser and the renderer need of package ast
// beyond its public API: the writers of a Link node's state, which only
// the parser sets, and the flag only the renderer reads. Package ast sets
// these functions when it is initialized (as internal/extapi is set by the
// engine), so that a user of ast sees a node to read, not the parser's
// plumbing. l is always an *ast.Link.
package astapi

import ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"

// AutoLinksAttribute is the name of the attribute by which a document
// holds the table of its *ast.AutoLink nodes made in place of Links (the
// extension's default) and of those Links, an *AutoLinks (see
// ast.LinkOf). goldmark writes no attribute of a document.
const AutoLinksAttribute = "unicodelinks:autolinks"

var (
	// Init sets the fields of l, a zero Link, from the engine's record
	// rec, whose href is href (nil: the label as it is), with what
	// l.Isolate and Hints report.
	Init func(l any, rec ul.Link, href []byte, isolate bool, hints uint8)
	// SetHoldsNodes sets what l.HoldsNodes reports.
	SetHoldsNodes func(l any, on bool)
	// SetTookLineEnd sets what TookLineEnd reports.
	SetTookLineEnd func(l any, on bool)
	// TookLineEnd reports whether the link's text ended a text node of
	// goldmark's that ended its line: the text node after the link holds
	// that line's break, which goldmark wrote or left out (east-Asian line
	// breaks) by the link's text, not by an empty node of its own.
	TookLineEnd func(l any) bool
	// Hints returns what the parser found out about l when it made it
	// (Hint… bits), so that the renderer does not look again.
	Hints func(l any) uint8
)

// The hints the parser leaves on a Link for the renderer (Hints).
const (
	// HintPlainSource: the link's source (its Segment) holds no backslash
	// and no '&', so that the reader's text is the source.
	HintPlainSource uint8 = 1 << iota
	// HintHrefIsText: the link's href is the reader's text of its label
	// (escapes and references resolved), after "://" and the scheme of a
	// www link or "mailto:" before an e-mail address.
	HintHrefIsText
	// HintSafeHref: the href holds none of the bytes HTML escapes ('&',
	// '<', '>', '"', NUL), as extapi.AppendHref found when it made it.
	HintSafeHref
)
