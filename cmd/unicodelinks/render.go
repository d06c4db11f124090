package main

import (
	"errors"
	"flag"
	"html"
	"io"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/gfm"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	ghtml "github.com/yuin/goldmark/renderer/html"
)

var dialects = map[string]unicodelinks.Dialect{
	"unicode": unicodelinks.Unicode,
	"gfm":     unicodelinks.GFM,
	"md4c":    unicodelinks.MD4C,
}

// spoofPolicies map the words of render --spoof to the extension's policies.
var spoofPolicies = map[string]unicodelinks.SpoofPolicy{
	"refuse": unicodelinks.SpoofRefuse,
	"mark":   unicodelinks.SpoofMark,
	"link":   unicodelinks.SpoofOff,
}

var renderCommand = command{
	name:   "render",
	usage:  "render [--dialect unicode|gfm|md4c] [--www-scheme http|https] [--href default|minimal|percent|cmark] [--spoof refuse|mark|link] [--typographer] [--footnotes] [--unsafe] [--page] [--output FILE] [FILE|DIR…]",
	inputs: []string{".md", ".markdown"},
	examples: []example{
		{"unicodelinks render notes.md -o notes.html", "render one file (never -o notes.md: an input is not overwritten)"},
		{"unicodelinks render --page docs/ README.md > site.html", "the *.md and *.markdown files under docs/, then README.md, as one HTML page"},
		{"unicodelinks render --dialect gfm --spoof mark post.md", "link as GitHub does; show look-alike hosts marked instead of unlinked"},
		{"echo 'see www.example.com/ä' | unicodelinks render", "standard input"},
	},
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		dialect := &choice{"unicode", []string{"unicode", "gfm", "md4c"}}
		fs.Var(dialect, "dialect", "link rules: unicode (UTS #58), gfm or md4c")
		wwwScheme := &choice{"", []string{"http", "https"}}
		fs.Var(wwwScheme, "www-scheme", "scheme put in front of www. links: http or https (default: https in the unicode dialect, http in gfm and md4c)")
		href := &choice{"default", []string{"default", "minimal", "percent", "cmark"}}
		fs.Var(href, "href", "href form: default (cmark for gfm, minimal otherwise), minimal (UTS #58 minimal escaping), percent (every non-ASCII byte escaped, as goldmark) or cmark (as cmark-gfm)")
		spoofPolicy := &choice{"refuse", []string{"refuse", "mark", "link"}}
		fs.Var(spoofPolicy, "spoof", "hosts that look like others (раураl.com in Cyrillic): refuse (leave the text unlinked), mark (link with class=\"unicodelinks-spoof\" and the Punycode host as title) or link")
		unsafe := fs.Bool("unsafe", false, "keep raw HTML and dangerous link destinations (goldmark's html.WithUnsafe)")
		page := fs.Bool("page", false, "wrap the output in a complete HTML page with a UTF-8 charset")
		typographer := fs.Bool("typographer", false, "smart quotes, dashes and ellipses (goldmark's extension.Typographer), as many sites render")
		footnotes := fs.Bool("footnotes", false, "footnotes (goldmark's extension.Footnote)")
		return func(e *env, args []string) error {
			form := map[string]unicodelinks.HrefForm{"default": unicodelinks.DialectDefault, "minimal": unicodelinks.MinimalEscaping,
				"percent": unicodelinks.PercentEncoding, "cmark": unicodelinks.CmarkGFMEscaping}[href.value]
			opts := []unicodelinks.Option{unicodelinks.WithDialect(dialects[dialect.value]), unicodelinks.WithHrefForm(form),
				unicodelinks.WithSpoofCheck(spoofPolicies[spoofPolicy.value])}
			if wwwScheme.value != "" {
				opts = append(opts, unicodelinks.WithWWWScheme(wwwScheme.value))
			}
			var rendererOpts []renderer.Option
			if *unsafe {
				rendererOpts = append(rendererOpts, ghtml.WithUnsafe())
			}
			exts := []goldmark.Extender{gfm.New(opts...)}
			if *typographer {
				exts = append(exts, extension.Typographer)
			}
			if *footnotes {
				exts = append(exts, extension.Footnote)
			}
			md := goldmark.New(
				goldmark.WithExtensions(exts...),
				goldmark.WithRendererOptions(rendererOpts...),
			)
			w := e.stdout
			if *page {
				title := "unicodelinks"
				if len(args) > 0 && args[0] != "-" {
					title = args[0]
				}
				w.WriteString("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>" + html.EscapeString(title) + "</title>\n</head>\n<body>\n")
			}
			// Markdown does not stream: a link reference definition at the
			// end of a document applies to its beginning. Each file is one
			// document, read whole and converted on its own.
			err := eachInput(e, args, func(_ string, r io.Reader) error {
				src, err := io.ReadAll(r)
				if err != nil {
					return err
				}
				return md.Convert(src, w)
			})
			if err != nil && !errors.Is(err, errReported) {
				return err
			}
			if *page {
				w.WriteString("</body>\n</html>\n")
			}
			return err
		}
	},
}
