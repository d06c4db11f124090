package main

import (
	"bufio"
	"flag"
	"html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/yuin/goldmark"
)

var dialects = map[string]unicodelinks.Dialect{
	"unicode": unicodelinks.Unicode,
	"gfm":     unicodelinks.GFM,
	"md4c":    unicodelinks.MD4C,
}

var renderCommand = command{
	name:  "render",
	usage: "render [--dialect unicode|gfm|md4c] [--www-scheme http|https] [--href minimal|percent] [--page] [FILE…]",
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		dialect := &choice{"unicode", []string{"unicode", "gfm", "md4c"}}
		fs.Var(dialect, "dialect", "link rules: unicode (UTS #58), gfm or md4c")
		wwwScheme := &choice{"http", []string{"http", "https"}}
		fs.Var(wwwScheme, "www-scheme", "scheme put in front of www. links")
		href := &choice{"minimal", []string{"minimal", "percent"}}
		fs.Var(href, "href", "href form: minimal (UTS #58 minimal escaping) or percent (every non-ASCII byte escaped)")
		page := fs.Bool("page", false, "wrap the output in a complete HTML page with a UTF-8 charset")
		return func(e *env, args []string) error {
			inputs, err := readInputs(e, args)
			if err != nil {
				return err
			}
			form := unicodelinks.MinimalEscaping
			if href.value == "percent" {
				form = unicodelinks.PercentEncoding
			}
			md := goldmark.New(goldmark.WithExtensions(unicodelinks.NewGFMBundle(
				unicodelinks.WithDialect(dialects[dialect.value]),
				unicodelinks.WithWWWScheme(wwwScheme.value),
				unicodelinks.WithHrefForm(form),
			)))
			w := bufio.NewWriter(e.stdout)
			if *page {
				title := "unicodelinks"
				if len(args) > 0 && args[0] != "-" {
					title = args[0]
				}
				w.WriteString("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>" + html.EscapeString(title) + "</title>\n</head>\n<body>\n")
			}
			for _, in := range inputs {
				if err := md.Convert(in, w); err != nil {
					return err
				}
			}
			if *page {
				w.WriteString("</body>\n</html>\n")
			}
			return w.Flush()
		}
	},
}
