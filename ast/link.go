// Package ast defines the AST node of the links the extension finds in
// running text, as goldmark's extension/ast does for its extensions: the
// parser makes Link nodes, the renderer writes them, and walkers, filters
// and render hooks read them.
package ast

import (
	"strconv"

	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The writers of a Link's state, which only the parser calls (see package
// internal/astapi).
func init() {
	astapi.Init = func(l any, rec ul.Link, href []byte, isolate bool, hints uint8) {
		l.(*Link).init(rec, href, isolate, hints)
	}
	astapi.SetHoldsNodes = func(l any, on bool) { l.(*Link).setHoldsNodes(on) }
	astapi.SetTookLineEnd = func(l any, on bool) { l.(*Link).setTookLineEnd(on) }
	astapi.TookLineEnd = func(l any) bool { return l.(*Link).tookLineEnd() }
	astapi.Hints = func(l any) uint8 { return l.(*Link).hints }
}

// KindLink is the gast.NodeKind of Link nodes.
var KindLink = gast.NewNodeKind("UnicodeLink")

// LinkOf returns the Link that n is or stands for: n itself, or the Link
// that an *ast.AutoLink made in its place (the default) stands for, which
// the document that holds n tells; nil for any other node, such as a
// CommonMark autolink "<…>", and for an AutoLink taken out of its
// document. A render hook reads the href and label the extension would
// write from it (Link.Href, Link.LabelText).
func LinkOf(n gast.Node) *Link {
	switch v := n.(type) {
	case *Link:
		return v
	case *gast.AutoLink:
		return autoLinkOf(v)
	}
	return nil
}

// autoLinkOf returns the Link that a stands for, from the table of the
// document that holds a (astapi.AutoLinksAttribute), or nil. The document
// holds the table, not each AutoLink its Link: goldmark's SetAttribute
// allocates room for ten attributes on a node's first, which cost the
// parser more than the rest of making a link's node.
func autoLinkOf(a *gast.AutoLink) *Link {
	var root gast.Node = a
	for p := a.Parent(); p != nil; p = p.Parent() {
		root = p
	}
	doc, ok := root.(*gast.Document)
	if !ok {
		return nil
	}
	// The table is told by its type: comparing the attribute's name
	// cost more than the rest of the search.
	for _, at := range doc.Attributes() {
		if t, ok := at.Value.(*astapi.AutoLinks); ok {
			l, _ := t.LinkOf(a).(*Link)
			return l
		}
	}
	return nil
}

// A TextContainer is an inline node of another extension whose children
// are running text, such as a highlight or an insertion: the parser looks
// for links in them when HoldsRunningText returns true, as it does in
// goldmark's emphasis and strikethrough. It enters no other extension's
// node, so a node that renders as a link or as code (a wiki link, a
// hashtag, math) needs no mark: links are never found inside it.
type TextContainer interface {
	gast.Node
	HoldsRunningText() bool
}

// A Link is a link found in running text: a URL, a www link or an e-mail
// address. It holds the engine's record of the link (Record), in offsets
// of the source, and its href, made once when the parser makes the node
// (Href). Its children are text nodes over its label, one for each text
// node of goldmark's (or part of one) that the link covers, as goldmark's
// own links have: walkers that collect text (tables of contents, heading
// IDs) read them, and the renderer writes each as goldmark writes text
// (entities and backslash escapes resolved). Where another inline parser
// made a node inside the URL's text (Typographer's dashes and quotes, a
// hashtag, an emoji), the child stands for that node's source text.
//
// Offsets are 32-bit and the destination a filter sets is kept out of
// line, so that the node of a link-dense document stays small.
type Link struct {
	gast.BaseInline

	start, stop         int32
	schemeEnd           int32
	hostStart, hostStop int32
	kind                ul.Kind
	flags               uint8
	// hints are the parser's astapi.Hint… bits, for the renderer.
	hints       uint8
	destination *[]byte
	// href is the href the parser made, or nil when it is the label.
	href []byte
}

// init makes l, a zero Link (the parser's are fresh from a slab), the
// node of the link rec, in offsets of the source, whose href is href (nil:
// the label as it is), isolated when isolate, with the parser's hints.
func (l *Link) init(rec ul.Link, href []byte, isolate bool, hints uint8) {
	l.start, l.stop, l.schemeEnd = int32(rec.Start), int32(rec.End), int32(rec.SchemeEnd)
	l.hostStart, l.hostStop = int32(rec.HostStart), int32(rec.HostEnd)
	l.kind, l.href, l.hints = rec.Kind, href, hints
	l.setFlag(flagSpoof, rec.Spoof)
	l.setFlag(flagIsolate, isolate)
	l.SetPos(rec.Start)
}

// Record returns the engine's record of the link, in offsets of the
// source: its span, kind, scheme, the host a browser resolves (for an
// e-mail address, its domain) and whether it is marked as a spoof.
func (l *Link) Record() ul.Link {
	return ul.Link{Start: int(l.start), End: int(l.stop), Kind: l.kind, SchemeEnd: int(l.schemeEnd),
		HostStart: int(l.hostStart), HostEnd: int(l.hostStop), Spoof: l.Spoof()}
}

// Flags of a Link.
const (
	flagSpoof uint8 = 1 << iota
	flagIsolate
	flagTookLineEnd
	flagHoldsNodes
)

// Spoof reports whether the link's host looks like another one (see
// unicodelinks/spoof.Check) and the link was kept to be marked
// (SpoofMark).
func (l *Link) Spoof() bool { return l.flags&flagSpoof != 0 }

// Isolate reports whether the link's text must be isolated from the text
// around it (dir="ltr"), because its paragraph holds right-to-left text or
// a Bidi_Control character that would reorder it.
func (l *Link) Isolate() bool { return l.flags&flagIsolate != 0 }

// tookLineEnd is astapi.TookLineEnd.
func (l *Link) tookLineEnd() bool { return l.flags&flagTookLineEnd != 0 }

// setTookLineEnd sets what tookLineEnd reports.
func (l *Link) setTookLineEnd(on bool) { l.setFlag(flagTookLineEnd, on) }

// HoldsNodes reports whether the link's text held inline nodes that
// another inline parser had made of it (Typographer's dashes and quotes, a
// hashtag, an emoji): the link took their place, and its label shows
// their source text, as goldmark's Linkify, which runs before them, does.
func (l *Link) HoldsNodes() bool { return l.flags&flagHoldsNodes != 0 }

// setHoldsNodes sets what HoldsNodes reports.
func (l *Link) setHoldsNodes(on bool) { l.setFlag(flagHoldsNodes, on) }

func (l *Link) setFlag(f uint8, on bool) {
	if on {
		l.flags |= f
	} else {
		l.flags &^= f
	}
}

// Inline implements goldmark's ast.Inline.
func (l *Link) Inline() {}

// Kind implements goldmark's ast.Node.
func (l *Link) Kind() gast.NodeKind { return KindLink }

// LinkKind tells how the link was written: ul.URL, ul.Domain (a www
// link) or ul.Email.
func (l *Link) LinkKind() ul.Kind { return l.kind }

// Segment is the link's text in the source.
func (l *Link) Segment() text.Segment { return text.NewSegment(int(l.start), int(l.stop)) }

// HostSegment is the source text of the link's host (for an e-mail
// address, its domain), within Segment.
func (l *Link) HostSegment() text.Segment {
	return text.NewSegment(int(l.hostStart), int(l.hostStop))
}

// Label returns the link's text as it is in the source (with any
// backslash escapes and character references, which the renderer
// resolves).
func (l *Link) Label(source []byte) []byte { return source[l.start:l.stop] }

// Host returns the source text of the link's host (for an e-mail address,
// its domain).
func (l *Link) Host(source []byte) []byte { return source[l.hostStart:l.hostStop] }

// Destination returns the href a filter set with SetDestination, or nil.
func (l *Link) Destination() []byte {
	if l.destination == nil {
		return nil
	}
	return *l.destination
}

// SetDestination sets the href to write instead of the one made from the
// link's text; nil restores that one. The renderer escapes it for HTML and
// checks its scheme, but does not percent-encode it.
func (l *Link) SetDestination(d []byte) {
	if d == nil {
		l.destination = nil
		return
	}
	l.destination = &d
}

// Href returns the href the extension writes for the link, before its
// scheme is checked and it is escaped for HTML: Destination if a filter
// set it, otherwise the href the parser made from the reader's text of the
// label (escapes and references resolved: "v1\_8\_7" is "v1_8_7") with
// the engine, in the configured href form, "mailto:" or the www scheme in
// front. A renderer of a client's (a render hook, through LinkOf) writes it to write what the extension would. It does not
// allocate.
func (l *Link) Href(source []byte) []byte {
	if d := l.Destination(); d != nil {
		return d
	}
	if l.href != nil {
		return l.href
	}
	return l.Label(source)
}

// LabelText appends to dst the link's label as goldmark shows it, text
// node by text node (children), with escapes and references resolved, and
// before HTML escaping.
func (l *Link) LabelText(dst, source []byte) []byte {
	for c := l.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*gast.Text); ok {
			dst, _ = mdtext.Append(dst, nil, t.Segment.Value(source), 0, false)
		}
	}
	return dst
}

// Text implements goldmark's ast.Node (deprecated there, still used by
// some tools): it returns the label as goldmark shows it (LabelText).
func (l *Link) Text(source []byte) []byte { return l.LabelText(nil, source) }

// Dump implements goldmark's ast.Node.
func (l *Link) Dump(source []byte, level int) {
	gast.DumpHelper(l, source, level, map[string]string{
		"LinkKind": l.kind.String(),
		"Value":    string(l.Label(source)),
		"Href":     string(l.Href(source)),
		"Host":     strconv.Quote(string(l.Host(source))),
	}, nil)
}
