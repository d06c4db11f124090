package stack

import (
	"bytes"
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

// A LinkHook is a link render hook: it gets the destination and the text
// of a link, as Hugo's hooks.LinkRenderer does.
type LinkHook func(w util.BufWriter, destination, text string)

// HookRenderer renders *ast.AutoLink nodes through a LinkHook, as Hugo's
// hookedRenderer.renderAutoLink does (markup/goldmark/render_hooks.go),
// with the one change that reads the extension's link: for an AutoLink
// the extension made, uast.LinkOf gives its Link, whose Href and
// LabelText are the href and label the extension would write.
type HookRenderer struct {
	Hook LinkHook
}

// RegisterFuncs implements renderer.NodeRenderer.
func (r HookRenderer) RegisterFuncs(reg grenderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindAutoLink, r.renderAutoLink)
}

func (r HookRenderer) renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.AutoLink)
	dest, label := string(n.URL(source)), string(n.Label(source))
	if n.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(strings.ToLower(dest), "mailto:") {
		dest = "mailto:" + dest
	}
	if l := uast.LinkOf(n); l != nil {
		dest, label = string(l.Href(source)), string(l.LabelText(nil, source))
	}
	r.Hook(w, dest, label)
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
