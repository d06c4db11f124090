package renderer

import (
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// SpoofClass is the class of the anchors whose host looks like another
// one (SpoofMark): the engine's, which its AppendHTML writes too.
const SpoofClass = ul.SpoofClass

// writeSpoofMark writes the class and title of a link with a suspicious
// host (a class set on the node is kept before SpoofClass).
func (r *LinkRenderer) writeSpoofMark(w util.BufWriter, source []byte, l *uast.Link, attrs ast.Node) {
	class := []byte(SpoofClass)
	if v, ok := attrs.AttributeString("class"); ok {
		class = append(append(append([]byte(nil), attributeBytes(v)...), ' '), SpoofClass...)
	}
	writeAttribute(w, []byte("class"), class)
	host, _ := mdtext.Append(nil, nil, l.Host(source), 0, false)
	title, err := spoof.ToASCII(string(host))
	if err != nil {
		title = string(host)
	}
	writeAttribute(w, []byte("title"), []byte(title))
}
