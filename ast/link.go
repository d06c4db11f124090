// Package ast defines the AST node of the links the extension finds in
// running text, as goldmark's extension/ast does for its extensions: the
// parser makes Link nodes, the renderer writes them, and walkers, filters
// and render hooks read them.
package ast

import (
	"strconv"

	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
)

// AutoLinkAttribute is the name of the attribute by which an *ast.AutoLink
// made in place of a Link holds that Link (WithAutoLinkNodes; see renderer.LinkOf).
const AutoLinkAttribute = "unicodelinks:link"

// KindLink is the gast.NodeKind of Link nodes.
var KindLink = gast.NewNodeKind("UnicodeLink")

// A LinkKind tells how a link was written. LinkKind values are bits: a set
// of kinds is their bitwise or.
type LinkKind uint8

const (
	// URL is a link with a scheme, such as "https://example.com".
	URL LinkKind = 1 << iota
	// WWW is a link that starts with "www." and has no scheme; the
	// renderer puts the www scheme in front of it.
	WWW
	// Email is an e-mail address; the renderer puts "mailto:" in front of
	// it unless the source already has it.
	Email

	// AllKinds is the set of every kind.
	AllKinds = URL | WWW | Email
)

// String returns the kind's name, such as "URL", or the names of a set
// joined by '|'.
func (k LinkKind) String() string {
	s := ""
	for _, n := range [...]struct {
		k    LinkKind
		name string
	}{{URL, "URL"}, {WWW, "WWW"}, {Email, "Email"}} {
		if k&n.k != 0 {
			if s != "" {
				s += "|"
			}
			s += n.name
		}
	}
	if s == "" {
		return "None"
	}
	return s
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
// address. Its children are text nodes over its label, one for each text
// node of goldmark's (or part of one) that the link covers, as goldmark's
// own links have: walkers that collect text (tables of contents, heading
// IDs) read them, and the renderer writes each as goldmark writes text
// (entities and backslash escapes resolved). Where another inline parser
// made a node inside the URL's text (Typographer's dashes and quotes, a
// hashtag, an emoji), the child stands for that node's source text. Its
// href is made from the label when the parser makes the node (Href).
//
// Offsets are 32-bit and the destination a filter sets is kept out of
// line, so that the node of a link-dense document stays small.
type Link struct {
	gast.BaseInline

	start, stop         int32
	hostStart, hostStop int32
	kind                LinkKind
	flags               uint8
	// scheme is put in front of the link's text, followed by "://" for
	// www links and ":" for e-mail addresses: "http" or "https" for www
	// links, "mailto" for e-mail addresses written without it, ""
	// otherwise.
	scheme      string
	destination *[]byte
	// href is the href made from the label (see Href).
	href []byte
}

// New returns a Link of the given kind over the source text seg, whose host
// (or an e-mail address's domain) is host, with the scheme to put in front
// of its text ("" for none).
func New(kind LinkKind, seg, host text.Segment, scheme string) *Link {
	l := &Link{}
	l.Reset(kind, seg, host, scheme)
	return l
}

// Reset sets the fields of l as New does; l must not be in a tree.
func (l *Link) Reset(kind LinkKind, seg, host text.Segment, scheme string) {
	*l = Link{start: int32(seg.Start), stop: int32(seg.Stop), hostStart: int32(host.Start),
		hostStop: int32(host.Stop), kind: kind, scheme: scheme}
	l.SetPos(seg.Start)
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

// SetSpoof sets what Spoof reports.
func (l *Link) SetSpoof(on bool) { l.setFlag(flagSpoof, on) }

// Isolate reports whether the link's text must be isolated from the text
// around it (dir="ltr"), because its paragraph holds right-to-left text or
// a Bidi_Control character that would reorder it.
func (l *Link) Isolate() bool { return l.flags&flagIsolate != 0 }

// SetIsolate sets what Isolate reports.
func (l *Link) SetIsolate(on bool) { l.setFlag(flagIsolate, on) }

// TookLineEnd reports whether the link's text ended a text node of
// goldmark's that ended its line: the text node after the link holds that
// line's break, which goldmark wrote or left out (east-Asian line breaks)
// by the link's text, not by an empty node of its own.
func (l *Link) TookLineEnd() bool { return l.flags&flagTookLineEnd != 0 }

// SetTookLineEnd sets what TookLineEnd reports.
func (l *Link) SetTookLineEnd(on bool) { l.setFlag(flagTookLineEnd, on) }

// HoldsNodes reports whether the link's text held inline nodes that
// another inline parser had made of it (Typographer's dashes and quotes, a
// hashtag, an emoji): the link took their place, and its label shows
// their source text, as goldmark's Linkify, which runs before them, does.
func (l *Link) HoldsNodes() bool { return l.flags&flagHoldsNodes != 0 }

// SetHoldsNodes sets what HoldsNodes reports.
func (l *Link) SetHoldsNodes(on bool) { l.setFlag(flagHoldsNodes, on) }

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

// LinkKind tells how the link was written.
func (l *Link) LinkKind() LinkKind { return l.kind }

// Segment is the link's text in the source.
func (l *Link) Segment() text.Segment { return text.NewSegment(int(l.start), int(l.stop)) }

// HostSegment is the source text of the link's host (for an e-mail
// address, its domain), within Segment.
func (l *Link) HostSegment() text.Segment {
	return text.NewSegment(int(l.hostStart), int(l.hostStop))
}

// Scheme is what the href puts in front of the link's text ("https" or
// "http" for a www link, "mailto" for an address written without it), or "".
func (l *Link) Scheme() string { return l.scheme }

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
// set it, otherwise the href the parser made from the label in the
// configured href form (WithHrefForm), with escapes and references
// resolved ("v1\_8\_7" is "v1_8_7"): StoredHref, or URL when the parser
// stored none because the href is the scheme and the label as they are.
// A renderer of a client's (a render hook, with WithAutoLinkNodes:
// renderer.LinkOf) writes it to write what the extension would. The parser
// makes it once the filter has kept the link and the link is in the tree.
// It allocates only to put a scheme in front of the label.
func (l *Link) Href(source []byte) []byte {
	if h := l.StoredHref(); h != nil && l.Destination() == nil {
		return h
	}
	return l.URL(source)
}

// StoredHref returns the href the parser made and stored for the link, or
// nil when it is the scheme and the label (see Href).
func (l *Link) StoredHref() []byte { return l.href }

// SetHref sets what StoredHref returns; the parser calls it.
func (l *Link) SetHref(h []byte) { l.href = h }

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

// URL returns the link's destination before any escaping: Destination if
// it is set, otherwise the scheme (with "://" or ":") and the label as it
// is in the source. It allocates when the scheme is added.
func (l *Link) URL(source []byte) []byte {
	if d := l.Destination(); d != nil {
		return d
	}
	label := l.Label(source)
	if l.scheme == "" {
		return label
	}
	sep := "://"
	if l.kind == Email {
		sep = ":"
	}
	b := make([]byte, 0, len(l.scheme)+len(sep)+len(label))
	b = append(b, l.scheme...)
	b = append(b, sep...)
	return append(b, label...)
}

// Text implements goldmark's ast.Node (deprecated there, still used by
// some tools): it returns the label as goldmark shows it (LabelText).
func (l *Link) Text(source []byte) []byte { return l.LabelText(nil, source) }

// Dump implements goldmark's ast.Node.
func (l *Link) Dump(source []byte, level int) {
	gast.DumpHelper(l, source, level, map[string]string{
		"LinkKind": l.kind.String(),
		"Value":    string(l.Label(source)),
		"URL":      string(l.URL(source)),
		"Host":     strconv.Quote(string(l.Host(source))),
	}, nil)
}
