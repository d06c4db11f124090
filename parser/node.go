package parser

import (
	"strconv"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// KindLink is the ast.NodeKind of Link nodes.
var KindLink = ast.NewNodeKind("UnicodeLink")

// A Link is a link found in running text: a URL, a www link or an e-mail
// address. It has no children: its label is its source text, Segment.
type Link struct {
	ast.BaseInline

	// LinkKind tells how the link was written.
	LinkKind LinkKind
	// Dialect is the dialect that found the link.
	Dialect Dialect
	// Segment is the link's text in the source, which is also its label.
	Segment text.Segment
	// HostStart and HostEnd are the source offsets of the host (domain)
	// within Segment.
	HostStart, HostEnd int
	// Scheme is put in front of the link's text, followed by "://" for
	// www links and ":" for e-mail addresses, to make the href: "http" or
	// "https" for www links, "mailto" for e-mail addresses written without
	// it, "" otherwise.
	Scheme string
	// Destination, when not nil, is the href to write instead of the one
	// made from the link's text. A Filter may set it; the renderer escapes
	// it for HTML but does not percent-encode it.
	Destination []byte
}

// Inline implements ast.Inline.
func (n *Link) Inline() {}

// Kind implements ast.Node.
func (n *Link) Kind() ast.NodeKind { return KindLink }

// Label returns the link's text as it is in the source.
func (n *Link) Label(source []byte) []byte { return n.Segment.Value(source) }

// Host returns the link's host (for an e-mail address, its domain).
func (n *Link) Host(source []byte) []byte { return source[n.HostStart:n.HostEnd] }

// URL returns the link's destination before any escaping: Destination if it
// is set, otherwise Scheme (with "://" or ":") and the label. It allocates
// when the scheme is added.
func (n *Link) URL(source []byte) []byte {
	if n.Destination != nil {
		return n.Destination
	}
	label := n.Label(source)
	if n.Scheme == "" {
		return label
	}
	sep := "://"
	if n.LinkKind == Email {
		sep = ":"
	}
	b := make([]byte, 0, len(n.Scheme)+len(sep)+len(label))
	b = append(b, n.Scheme...)
	b = append(b, sep...)
	return append(b, label...)
}

// Text implements ast.Node (deprecated there, still used by some tools): it
// returns the label.
func (n *Link) Text(source []byte) []byte { return n.Label(source) }

// Dump implements ast.Node.
func (n *Link) Dump(source []byte, level int) {
	m := map[string]string{
		"LinkKind": n.LinkKind.String(),
		"Dialect":  n.Dialect.String(),
		"Value":    string(n.Label(source)),
		"URL":      string(n.URL(source)),
		"Host":     strconv.Quote(string(n.Host(source))),
	}
	ast.DumpHelper(n, source, level, m, nil)
}

// NewLink returns a Link of the given kind over segment.
func NewLink(kind LinkKind, segment text.Segment) *Link {
	return &Link{LinkKind: kind, Segment: segment}
}
