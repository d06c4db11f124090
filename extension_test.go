package unicodelinks

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/testutil"
	"github.com/yuin/goldmark/text"
)

func convert(t testing.TB, md goldmark.Markdown, src string) string {
	t.Helper()
	var b bytes.Buffer
	if err := md.Convert([]byte(src), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

const mixed = "see https://example.com/文档, www.example.org and mail@example.com.\n\n| a |\n|---|\n| ~~x~~ https://example.com/表 |\n"

// TestWithLinkify: registered with goldmark's Linkify or GFM, before or
// after it, the extension takes over and no text is linked twice.
func TestWithLinkify(t *testing.T) {
	want := convert(t, goldmark.New(goldmark.WithExtensions(gfmBundle()...)), mixed)
	if strings.Count(want, "<a ") != 4 || !strings.Contains(want, `<a href="https://example.com/文档">`) {
		t.Fatalf("unexpected bundle output:\n%s", want)
	}
	for name, exts := range map[string][]goldmark.Extender{
		"GFM before":     {extension.GFM, Extension},
		"GFM after":      {Extension, extension.GFM},
		"Linkify before": append([]goldmark.Extender{extension.Linkify}, gfmBundle()...),
		"Linkify after":  append(gfmBundle(), extension.Linkify),
		"bundle and GFM": append(gfmBundle(), extension.GFM),
	} {
		if got := convert(t, goldmark.New(goldmark.WithExtensions(exts...)), mixed); got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
}

// TestOptions runs testdata/options/*.txt, one case file for each
// configuration: default.txt without options, each other file with the
// options its name says.
func TestOptions(t *testing.T) {
	configs := map[string][]Option{
		"default":              nil,
		"www-scheme-https":     {WithWWWScheme("https")},
		"kinds-url":            {WithKinds(URL)},
		"kinds-email":          {WithKinds(Email)},
		"schemes-https":        {WithSchemes("https")},
		"schemes-gemini":       {WithSchemes("gemini")},
		"any-tld":              {WithAnyTLD(true)},
		"attributes":           {WithAttributes(Attribute{Name: "rel", Value: "nofollow"}, Attribute{Name: "class", Value: `a"b`})},
		"attributes-dir":       {WithAttributes(Attribute{Name: "dir", Value: "auto"})},
		"percent-encoding":     {WithHrefForm(PercentEncoding)},
		"gfm":                  {WithDialect(GFM)},
		"gfm-minimal-escaping": {WithDialect(GFM), WithHrefForm(MinimalEscaping)},
		"localhost-false":      {WithLocalhost(false)},
		"www-scheme-http":      {WithWWWScheme("http")},
	}
	files, err := filepath.Glob(filepath.Join("testdata", "options", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != len(configs) {
		t.Fatalf("%d case files in testdata/options for %d configurations", len(files), len(configs))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		opts, ok := configs[name]
		if !ok {
			t.Fatalf("%s: no configuration", f)
		}
		t.Run(name, func(t *testing.T) {
			md := goldmark.New(goldmark.WithExtensions(New(opts...)))
			testutil.DoTestCaseFile(md, f, t, testutil.ParseCliCaseArg()...)
		})
	}
}

// TestFilter: a filter vetoes links (whose text then stays text, with no
// link found inside it) and rewrites others.
func TestFilter(t *testing.T) {
	f := func(l *uast.Link, source []byte, _ gparser.Context) bool {
		host := string(l.Host(source))
		switch {
		case host == "evil.com":
			return false
		case host != "example.com":
			l.SetAttributeString("rel", []byte("nofollow"))
		case l.LinkKind() == Email:
			l.SetDestination([]byte("/contact"))
		}
		return true
	}
	md := goldmark.New(goldmark.WithExtensions(New(WithFilter(f), WithAttributes(Attribute{Name: "rel", Value: "external"}))))
	src := "https://example.com/a https://other.org/b https://evil.com/?u=https://example.com/c me@example.com"
	want := `<p><a href="https://example.com/a" rel="external">https://example.com/a</a> ` +
		`<a href="https://other.org/b" rel="nofollow">https://other.org/b</a> ` +
		`https://evil.com/?u=https://example.com/c ` +
		`<a href="/contact" rel="external">me@example.com</a></p>` + "\n"
	if got := convert(t, md, src); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// A filter's Destination with a dangerous scheme is not written.
	md = goldmark.New(goldmark.WithExtensions(New(WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool {
		l.SetDestination([]byte("javascript:alert(1)"))
		return true
	}))))
	if got := convert(t, md, "https://example.com"); got != `<p><a href="">https://example.com</a></p>`+"\n" {
		t.Errorf("dangerous destination: %s", got)
	}
	md = goldmark.New(goldmark.WithExtensions(New(WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool {
		l.SetDestination([]byte("javascript:alert(1)"))
		return true
	}))), goldmark.WithRendererOptions(html.WithUnsafe()))
	if got := convert(t, md, "https://example.com"); got != `<p><a href="javascript:alert(1)">https://example.com</a></p>`+"\n" {
		t.Errorf("dangerous destination with Unsafe: %s", got)
	}
}

// TestAutoLinkNodes: by default the document holds goldmark's
// *ast.AutoLink nodes, which every renderer of goldmark's nodes knows,
// each holding its Link, and they are written as the Links would be: the
// chosen href form, a filter's Destination and attributes, the label as
// goldmark shows text.
func TestAutoLinkNodes(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New(WithWWWScheme("https"))))
	src := []byte("www.example.com and a@example.com and https://example.com/é")
	doc := md.Parser().Parse(text.NewReader(src))
	var kinds []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			if l, ok := n.(*ast.AutoLink); ok {
				kinds = append(kinds, string(l.URL(src)))
			} else if n.Kind() == uast.KindLink {
				t.Errorf("Link node with WithAutoLinkNodes")
			}
		}
		return ast.WalkContinue, nil
	})
	if strings.Join(kinds, " ") != "https://www.example.com a@example.com https://example.com/é" {
		t.Errorf("AutoLink URLs: %q", kinds)
	}
	want := `<p><a href="https://www.example.com">www.example.com</a> and <a href="mailto:a@example.com">a@example.com</a> and <a href="https://example.com/é">https://example.com/é</a></p>` + "\n"
	if got := convert(t, md, string(src)); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	// A filter's Destination and attributes, escapes in the label, and a
	// CommonMark autolink beside, which keeps goldmark's rendering.
	md = goldmark.New(goldmark.WithExtensions(New(WithAutoLinkNodes(true), WithHrefForm(PercentEncoding),
		WithFilter(func(l *uast.Link, src []byte, _ gparser.Context) bool {
			if string(l.Host(src)) == "redirect.example.com" {
				l.SetDestination([]byte("/out?to=x"))
				l.SetAttributeString("rel", []byte("nofollow"))
			}
			return true
		}))))
	got := convert(t, md, `https://redirect.example.com/a\_b https://example.com/é <https://example.com/é>`)
	want = `<p><a href="/out?to=x" rel="nofollow">https://redirect.example.com/a_b</a> <a href="https://example.com/%C3%A9">https://example.com/é</a> <a href="https://example.com/%C3%A9">https://example.com/é</a></p>` + "\n"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestFilterHrefAttribute: an href attribute that a filter sets replaces
// the href the renderer makes, and is checked as any href is; it is never
// written twice.
func TestFilterHrefAttribute(t *testing.T) {
	for _, c := range []struct{ href, want string }{
		{"/go?u=1", `<p><a href="/go?u=1">https://example.com/a</a></p>` + "\n"},
		{"javascript:alert(1)", `<p><a href="">https://example.com/a</a></p>` + "\n"},
	} {
		md := goldmark.New(goldmark.WithExtensions(New(WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool {
			l.SetAttributeString("href", []byte(c.href))
			return true
		}))))
		if got := convert(t, md, "https://example.com/a"); got != c.want {
			t.Errorf("href %q: got %s, want %s", c.href, got, c.want)
		}
	}
}

// TestAttributeNames: an extra attribute whose name is no valid HTML
// attribute name is refused by NewChecked: no renderer is made with it.
func TestAttributeNames(t *testing.T) {
	for _, name := range []string{"x onmouseover=alert(1) y", "a\"b", "", "a>b", "a/b", "href"} {
		if _, err := NewChecked(WithAttributes(Attribute{Name: name, Value: "v"})); err == nil {
			t.Errorf("NewChecked accepts the attribute name %q", name)
		}
	}
	if _, err := NewChecked(WithAttributes(Attribute{Name: "data-x", Value: "v"}, Attribute{Name: "rel", Value: "nofollow"})); err != nil {
		t.Error(err)
	}
}

// TestDump: Link nodes dump their kind, text, href and host.
func TestDump(t *testing.T) {
	src := []byte("x www.example.com")
	doc := goldmark.New(goldmark.WithExtensions(New(WithAutoLinkNodes(false)))).Parser().Parse(text.NewReader(src))
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	doc.Dump(src, 0)
	os.Stdout = stdout
	w.Close()
	out, _ := io.ReadAll(r)
	for _, s := range []string{"UnicodeLink {", "LinkKind: Domain", "Value: www.example.com", "Href: https://www.example.com", `Host: "www.example.com"`} {
		if !bytes.Contains(out, []byte(s)) {
			t.Errorf("dump lacks %q:\n%s", s, out)
		}
	}
}

// TestAllocations: the parser allocates nothing where it finds no link,
// and for a link only its node (and the text node goldmark appends after
// it).
func TestAllocations(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Extension))
	base := goldmark.New()
	for _, c := range []struct {
		src        string
		extraNodes float64
	}{
		{"time 12:30, e.g. version 1.2.3 and @mention: done. a.b.c.d.e.f", 0},
		{"see https://example.com/a and more", 2},
	} {
		src := []byte(c.src)
		n := testing.AllocsPerRun(50, func() { md.Parser().Parse(text.NewReader(src)) })
		m := testing.AllocsPerRun(50, func() { base.Parser().Parse(text.NewReader(src)) })
		// One allocation per parse for the parser's state is allowed.
		if n-m > c.extraNodes+1 {
			t.Errorf("%q: %v allocations with the extension, %v without", c.src, n, m)
		}
	}
}

// TestFilterSeesContext: the filter gets goldmark's parser.Context of the
// document being parsed, so that it can tell which document or site a
// link is in (here: the site's own host, set per document).
func TestFilterSeesContext(t *testing.T) {
	siteKey := gparser.NewContextKey()
	internal := func(l *uast.Link, source []byte, pc gparser.Context) bool {
		if site, _ := pc.Get(siteKey).(string); string(l.Host(source)) != site {
			l.SetAttributeString("rel", []byte("nofollow"))
		}
		return true
	}
	md := goldmark.New(goldmark.WithExtensions(New(WithFilter(internal))))
	const src = "https://a.example.com/x https://b.example.com/y"
	for _, c := range []struct{ site, want string }{
		{"a.example.com", `<p><a href="https://a.example.com/x">https://a.example.com/x</a> <a href="https://b.example.com/y" rel="nofollow">https://b.example.com/y</a></p>` + "\n"},
		{"b.example.com", `<p><a href="https://a.example.com/x" rel="nofollow">https://a.example.com/x</a> <a href="https://b.example.com/y">https://b.example.com/y</a></p>` + "\n"},
	} {
		pc := gparser.NewContext()
		pc.Set(siteKey, c.site)
		var b bytes.Buffer
		if err := md.Convert([]byte(src), &b, gparser.WithContext(pc)); err != nil {
			t.Fatal(err)
		}
		if got := b.String(); got != c.want {
			t.Errorf("site %s:\n got %s\nwant %s", c.site, got, c.want)
		}
	}
}

// TestTextNodesAsGoldmark: the extension takes no part in goldmark's inline
// parsing: "a!b c", which goldmark splits at the '!' it tried as an image,
// is two text nodes with the extension too, wherever Linkify is.
func TestTextNodesAsGoldmark(t *testing.T) {
	src := []byte("a!b c\n")
	for _, c := range []struct {
		name string
		exts []goldmark.Extender
	}{
		{"goldmark alone", nil},
		{"extension", []goldmark.Extender{New()}},
		{"Linkify, extension", []goldmark.Extender{extension.Linkify, New()}},
		{"extension, Linkify", []goldmark.Extender{New(), extension.Linkify}},
	} {
		doc := goldmark.New(goldmark.WithExtensions(c.exts...)).Parser().Parse(text.NewReader(src))
		if got := doc.FirstChild().ChildCount(); got != 2 {
			t.Errorf("%s: %d text nodes, want 2", c.name, got)
		}
	}
}

// TestRegisteredTwice: the extension registered twice (or with the bundle)
// makes one link per URL, with the options of the last one registered, in
// its parser and its renderer alike; nothing recurses.
func TestRegisteredTwice(t *testing.T) {
	src := "see https://example.com/a and www.example.org"
	plain := `<p>see <a href="https://example.com/a">https://example.com/a</a> and <a href="https://www.example.org">www.example.org</a></p>` + "\n"
	for _, c := range []struct {
		name string
		exts []goldmark.Extender
		want string
	}{
		{"New, New", []goldmark.Extender{New(), New()}, plain},
		{"Extension, Extension", []goldmark.Extender{Extension, Extension}, plain},
		{"gfmBundle, New", append(gfmBundle(), New()), plain},
		{"New, gfmBundle", append([]goldmark.Extender{New()}, gfmBundle()...), plain},
		{"the last www scheme", []goldmark.Extender{New(WithWWWScheme("https")), New(WithWWWScheme("http"))},
			`<p>see <a href="https://example.com/a">https://example.com/a</a> and <a href="http://www.example.org">www.example.org</a></p>` + "\n"},
		{"the last attributes", []goldmark.Extender{New(WithAttributes(Attribute{Name: "rel", Value: "a"})), New(WithAttributes(Attribute{Name: "rel", Value: "b"}))},
			`<p>see <a href="https://example.com/a" rel="b">https://example.com/a</a> and <a href="https://www.example.org" rel="b">www.example.org</a></p>` + "\n"},
	} {
		md := goldmark.New(goldmark.WithExtensions(c.exts...))
		if got := convert(t, md, src); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// gfmBundle is gfm.New(opts...), which these tests cannot import (package
// gfm imports this one): goldmark's GFM with the extension in place of
// Linkify.
func gfmBundle(opts ...Option) []goldmark.Extender {
	return []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList, New(opts...)}
}

// TestFilterSeesHref: the href is made when the link is found, before the
// filter runs, which reads it (and may replace it with a Destination).
func TestFilterSeesHref(t *testing.T) {
	var hrefs []string
	md := goldmark.New(goldmark.WithExtensions(New(WithFilter(func(l *uast.Link, source []byte, _ gparser.Context) bool {
		hrefs = append(hrefs, string(l.Href(source)))
		return true
	}))))
	convert(t, md, `see www.example.com/a\_b and a@example.com and https://example.com/Ελλάδα%20x`)
	assert.Equal(t, []string{"https://www.example.com/a_b", "mailto:a@example.com", "https://example.com/Ελλάδα%20x"}, hrefs)
}
