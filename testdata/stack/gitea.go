package stack

import (
	"bytes"
	"cmp"
	"slices"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
)

// GiteaMarkdown is Gitea's Markdown set-up (v1.27.3,
// modules/markup/markdown/markdown.go, SpecializedMarkdown) for what it
// does to links and tables, with links an extender such as GiteaLinkify:
// its own inline parsers (no Linkify: Gitea links URLs and addresses
// after rendering, in its post-processors), tables whose alignment is an
// align attribute (its sanitizer strips style=), strikethrough, task
// lists, definition lists, footnotes, attributes and raw HTML. Code
// highlighting and math, which hold no links, are left out.
//
// The links extenders are registered first: one that registers a table
// extension of its own (gfm.New) then takes the place of Gitea's, whose
// cells lose their alignment (goldmark's default writes style=, which
// Gitea's sanitizer strips), so the tests see it.
func GiteaMarkdown(links ...goldmark.Extender) goldmark.Markdown {
	exts := append(links[:len(links):len(links)],
		extension.NewTable(extension.WithTableCellAlignMethod(extension.TableCellAlignAttribute)),
		extension.Strikethrough,
		extension.TaskList,
		extension.DefinitionList,
		extension.Footnote)
	return goldmark.New(
		goldmark.WithParser(giteaParser()),
		goldmark.WithExtensions(exts...),
		goldmark.WithParserOptions(parser.WithAttribute()),
		goldmark.WithRendererOptions(html.WithUnsafe()))
}

// giteaParser is goldmark's parser with Gitea's inline parsers: code
// spans, links, CommonMark autolinks, raw HTML and an emphasis parser that
// leaves Python file names ("__init__.py") alone.
func giteaParser() parser.Parser {
	return parser.NewParser(
		parser.WithBlockParsers(parser.DefaultBlockParsers()...),
		parser.WithInlineParsers(
			util.Prioritized(parser.NewCodeSpanParser(), 100),
			util.Prioritized(parser.NewLinkParser(), 200),
			util.Prioritized(parser.NewAutoLinkParser(), 300),
			util.Prioritized(parser.NewRawHTMLParser(), 400),
			util.Prioritized(pyEmphasis{parser.NewEmphasisParser()}, 500)),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...))
}

// pyEmphasis is Gitea's emphasis parser: a '_' that starts a file name
// ending in "_.py" or "__.py" opens no emphasis.
type pyEmphasis struct{ parser.InlineParser }

func (p pyEmphasis) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	if len(line) > 1 && line[0] == '_' {
		end := bytes.IndexByte(line[1:], '_')
		py := bytes.Index(line, []byte("_.py"))
		if py >= 0 && (end == py || end == py-1) {
			return nil
		}
	}
	return p.InlineParser.Parse(parent, block, pc)
}

// GiteaLinkify is the extension as Gitea would add it to GiteaMarkdown's
// extensions, in place of its post-processors linkProcessor and
// emailAddressProcessor (which must then be dropped, or they link what
// the extension leaves out, look-alike hosts included): Gitea's link set,
// URLs of http, https and the instance's custom schemes
// (setting.Markdown.CustomURLSchemes) and e-mail addresses, no www or ftp
// links unless ftp is a custom scheme; the instance's own URLs left to
// Gitea's reference processors (GiteaFilter); no link inside a
// "[[name|link]]" short link, which Gitea's shortLinkProcessor reads
// whole. It registers no table extension: Gitea's own, with its
// alignment option, stays the only one. A custom scheme the dialect cannot
// link is an error (the GFM dialect links a scheme only before "://", so
// not magnet: or tel:), which Gitea reports as it reads its settings.
func GiteaLinkify(d unicodelinks.Dialect, appURL string, customSchemes ...string) (goldmark.Extender, error) {
	keep := GiteaFilter(appURL)
	return unicodelinks.NewChecked(
		unicodelinks.WithDialect(d),
		unicodelinks.WithKinds(unicodelinks.URL|unicodelinks.Email),
		unicodelinks.WithAnyTLD(true), // Gitea links "a@d.zz"
		unicodelinks.WithSchemes(append([]string{"http", "https"}, customSchemes...)...),
		unicodelinks.WithFilter(func(l *uast.Link, source []byte, pc parser.Context) bool {
			return keep(l, source, pc) && giteaAddress(l, source) && !cutShort(l, source) &&
				!inShortLink(source, l.Segment(), pc)
		}))
}

// cutShort reports whether the link l ends in an ellipsis or right before
// one ("http://10…", "http://10..."): a URL that Gitea shortened for
// display, which its linkProcessor leaves unlinked.
func cutShort(l *uast.Link, source []byte) bool {
	s := l.Segment()
	label, after := source[s.Start:s.Stop], source[s.Stop:]
	return bytes.HasSuffix(label, []byte("…")) || bytes.HasPrefix(after, []byte("…")) || bytes.HasPrefix(after, []byte("..."))
}

// giteaAddress reports whether Gitea's emailAddressProcessor would link the
// link l if it is an address: its top-level domain has two characters or
// more ("gitea@gmail.c" is none), and no ':' follows it (a git remote,
// "git@try.gitea.io:go-gitea/gitea.git").
func giteaAddress(l *uast.Link, source []byte) bool {
	if l.LinkKind() != unicodelinks.Email {
		return true
	}
	domain := l.Host(source)
	tld := domain[bytes.LastIndexByte(domain, '.')+1:]
	end := l.Segment().Stop
	return len(tld) >= 2 && (end >= len(source) || source[end] != ':')
}

// shortLinksKey holds the spans of a document's short links in its parser
// context.
var shortLinksKey = parser.NewContextKey()

// inShortLink reports whether s lies inside a Gitea (and MediaWiki) short
// link, "[[name|link]]", which Gitea's shortLinkProcessor reads whole: a
// "[[" and the first "]]" after it on its line, as Gitea's pattern
// `\[\[(.*?)\]\]` matches. The spans are found once per document.
func inShortLink(source []byte, s text.Segment, pc parser.Context) bool {
	spans, ok := pc.Get(shortLinksKey).([][2]int)
	if !ok {
		spans = shortLinks(source)
		pc.Set(shortLinksKey, spans)
	}
	i, _ := slices.BinarySearchFunc(spans, s.Start, func(sp [2]int, at int) int { return cmp.Compare(sp[1], at+1) })
	return i < len(spans) && spans[i][0] < s.Start && s.Stop <= spans[i][1]
}

// shortLinks returns the spans of the short links of source, in order.
func shortLinks(source []byte) [][2]int {
	var spans [][2]int
	for at := 0; ; {
		open := bytes.Index(source[at:], []byte("[["))
		if open < 0 {
			return spans
		}
		open += at
		line := source[open+2:]
		if nl := bytes.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		end := bytes.Index(line, []byte("]]"))
		if end < 0 {
			at = open + 2 + len(line)
			continue
		}
		stop := open + 2 + end + 2
		spans = append(spans, [2]int{open, stop})
		at = stop
	}
}
