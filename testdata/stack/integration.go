package stack

import (
	"bytes"
	"html/template"
	"net/url"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// HugoLinkify is the extension as Hugo's markup/goldmark would register it
// in place of extension.Linkify: the GFM dialect (Hugo's output stays as
// it was), its linkifyProtocol setting as the www scheme ("" is the
// default), and *ast.AutoLink nodes, which its render hooks handle.
func HugoLinkify(linkifyProtocol string) goldmark.Extender {
	return unicodelinks.New(
		unicodelinks.WithDialect(unicodelinks.GFM),
		unicodelinks.WithWWWScheme(linkifyProtocol),
		unicodelinks.WithAutoLinkNodes(true))
}

// A LinkHook is a link render hook: it gets what Hugo's hooks.LinkRenderer
// gets of a link, the destination, the text as HTML (.Text) and as plain
// text (.PlainText).
type LinkHook func(w util.BufWriter, destination string, text template.HTML, plainText string)

// HookRenderer renders *ast.AutoLink nodes as Hugo's
// hookedRenderer.renderAutoLink does (markup/goldmark/render_hooks.go):
// through the site's link render hook, or, with none (Hook nil, Hugo's
// default), as goldmark writes them (renderAutoLinkDefault). It reads the
// extension's link where there is one (uast.LinkOf), in both paths, so
// that the href and label are those the extension writes: escapes and
// references resolved ("v1\_8\_7" is "v1_8_7", "&amp;" is "&"), then
// escaped for HTML once.
type HookRenderer struct {
	Hook LinkHook
	// Unsafe is goldmark's html.WithUnsafe: a dangerous href is written.
	Unsafe bool
}

// RegisterFuncs implements renderer.NodeRenderer.
func (r HookRenderer) RegisterFuncs(reg grenderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
}

// anchors writes the start tags of the extension's links, as its renderer
// does (HugoLinkify sets no attributes).
var anchors = ul.New()

func (r HookRenderer) renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.AutoLink)
	l := uast.LinkOf(n)
	if r.Hook == nil {
		if l == nil {
			return r.renderAutoLinkDefault(w, source, n)
		}
		// The anchor the extension writes: its href through the
		// engine's anchor writer, its label escaped for HTML once.
		a := ul.Anchor{Href: l.Href(source), Raw: l.Destination() != nil, Unsafe: r.Unsafe,
			Isolate: l.Isolate(), Spoof: l.Spoof(), Host: string(l.Host(source))}
		_, _ = w.Write(anchors.AppendAnchor(nil, &a))
		_, _ = w.Write(util.EscapeHTML(l.LabelText(nil, source)))
		_, _ = w.WriteString("</a>")
		return ast.WalkContinue, nil
	}
	dest, label := string(n.URL(source)), string(n.Label(source))
	if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(dest), "mailto:") {
		dest = "mailto:" + dest
	}
	if l != nil {
		dest, label = string(l.Href(source)), string(l.LabelText(nil, source))
	}
	// .Text is HTML: the label, which is text, is escaped for it, as
	// goldmark escapes text.
	r.Hook(w, dest, template.HTML(util.EscapeHTML([]byte(label))), label)
	return ast.WalkContinue, nil
}

// renderAutoLinkDefault writes a CommonMark autolink (<https://…>) as
// goldmark does, as Hugo's function of that name.
func (r HookRenderer) renderAutoLinkDefault(w util.BufWriter, source []byte, n *ast.AutoLink) (ast.WalkStatus, error) {
	dest := n.URL(source)
	_, _ = w.WriteString(`<a href="`)
	if n.AutoLinkType == ast.AutoLinkEmail && !bytes.HasPrefix(bytes.ToLower(dest), []byte("mailto:")) {
		_, _ = w.WriteString("mailto:")
	}
	_, _ = w.Write(util.EscapeHTML(util.URLEscape(dest, false)))
	_, _ = w.WriteString(`">`)
	_, _ = w.Write(util.EscapeHTML(n.Label(source)))
	_, _ = w.WriteString("</a>")
	return ast.WalkContinue, nil
}

// GiteaFilter leaves the links to the instance at appURL (issues,
// commits, users) to Gitea's own post-processors, which write them as
// references: the extension does not link them.
func GiteaFilter(appURL string) unicodelinks.Filter {
	u, err := url.Parse(appURL)
	host := ""
	if err == nil {
		host = strings.ToLower(u.Hostname())
	}
	return func(l *uast.Link, source []byte, _ parser.Context) bool {
		return host == "" || !strings.EqualFold(string(l.Host(source)), host)
	}
}

// Strip returns the text of a document and the links in it, as Gitea's
// markdown stripper collects them (modules/markup/markdown: the text of
// text nodes, the URL of links and autolinks), with the extension's
// AutoLink nodes read through uast.LinkOf.
func Strip(md goldmark.Markdown, src []byte) (string, []string) {
	doc := md.Parser().Parse(text.NewReader(src))
	var b bytes.Buffer
	var links []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Text:
			b.Write(n.Segment.Value(src))
			if n.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.Link:
			links = append(links, string(n.Destination))
		case *ast.AutoLink:
			if l := uast.LinkOf(n); l != nil {
				links = append(links, string(l.Href(src)))
				b.Write(l.LabelText(nil, src))
			} else {
				links = append(links, string(n.URL(src)))
				b.Write(n.Label(src))
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return b.String(), links
}
