package renderer_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/htmlcheck"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The HTML safety rules of the renderer, one test each:
//
//   - TestHTMLEscaping: '"', '\'', '<', '>' and '&' in an href, a label or
//     an attribute value never end the value or the text they are in: the
//     HTML parser reads back exactly what the renderer meant to write.
//   - TestHrefSchemes: an href has an allowed scheme (the parser's schemes,
//     mailto, the www scheme) or is empty; never javascript:, vbscript:,
//     data: or file:, whatever the case, the escaping or the option or
//     filter that brought it.
//   - TestHrefInvisibles: Bidi_Control and default-ignorable code points
//     are never raw in an href, in any part of the URL, dialect or form.

var dialects = []unicodelinks.Dialect{unicodelinks.Unicode, unicodelinks.GFM, unicodelinks.MD4C}

var forms = []unicodelinks.HrefForm{unicodelinks.MinimalEscaping, unicodelinks.PercentEncoding}

// rendered is the result of rendering a source: the HTML, the Link nodes
// and the href the renderer means to write for each of them.
type rendered struct {
	html  string
	links []*uast.Link
	hrefs []string
}

// render converts src with the extension and the given options, and reads
// the hrefs the parser made.
func render(t *testing.T, form unicodelinks.HrefForm, src string, opts ...unicodelinks.Option) rendered {
	t.Helper()
	e, err := unicodelinks.NewChecked(append([]unicodelinks.Option{unicodelinks.WithHrefForm(form)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	md := goldmark.New(goldmark.WithExtensions(e))
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source))
	var r rendered
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l := uast.LinkOf(n); l != nil && entering {
			r.links = append(r.links, l)
		}
		return ast.WalkContinue, nil
	})
	for _, l := range r.links {
		r.hrefs = append(r.hrefs, string(l.Href(source)))
	}
	var b bytes.Buffer
	if err := md.Renderer().Render(&b, source, doc); err != nil {
		t.Fatal(err)
	}
	r.html = b.String()
	return r
}

// anchors returns the anchors of r, checking that there is one per link,
// with its label as text and nothing else inside, and attributes href and
// extra (name="value" pairs, in any order) and no others but dir="ltr".
func anchors(t *testing.T, r rendered, source string, extra ...string) []htmlcheck.Anchor {
	t.Helper()
	as, err := htmlcheck.Anchors(r.html)
	if err != nil {
		t.Fatalf("%s: %v", r.html, err)
	}
	if len(as) != len(r.links) {
		t.Fatalf("%d anchors for %d links in %s", len(as), len(r.links), r.html)
	}
	for i, a := range as {
		var got []string
		for _, at := range a.Attrs {
			// dir="ltr" isolates the links of a paragraph that holds
			// right-to-left text or a Bidi_Control character.
			if at.Key != "href" && !(at.Key == "dir" && at.Val == "ltr") {
				got = append(got, at.Key+"="+at.Val)
			}
		}
		slices.Sort(got)
		want := slices.Sorted(slices.Values(extra))
		label := readerText(r.links[i].Label([]byte(source)))
		if _, ok := a.Attr("href"); !ok || !slices.Equal(got, want) || a.Text != label || len(a.Tags) > 0 {
			t.Errorf("anchor %s%s</a>: want href and %q, text %q", a.Raw, a.Text, want, label)
		}
	}
	return as
}

// TestHTMLEscaping: the characters that end an attribute value or start
// markup are escaped wherever the renderer writes them, in hrefs (from the
// source, a filter's Destination), labels and extra attribute values.
func TestHTMLEscaping(t *testing.T) {
	for _, c := range []struct {
		char string
		src  string // text in which some dialect takes char into links
	}{
		{`"`, `see https://x.com/a"onclick="alert(1)"b and www.x.com/?q="b" and http://x.com/"c"d`},
		{`'`, `see https://x.com/a'onclick='alert(1)'b and www.x.com/?q='b' and o'neil@x.com`},
		{`<`, `see https://x.com/a<b and www.x.com/?<script> and a<b@x.com`},
		{`>`, `see http://x.com/a>b and www.x.com/?q=>b and a>b@x.com`},
		{`&`, `see https://x.com/?a=1&b=2&lt;c and www.x.com/?&quot;d and a&b@x.com`},
	} {
		taken := false
		for _, d := range dialects {
			for _, form := range forms {
				name := fmt.Sprintf("%q %v %v", c.char, d, form)
				// From the source.
				r := render(t, form, c.src, unicodelinks.WithDialect(d))
				for i, a := range anchors(t, r, c.src) {
					taken = taken || strings.Contains(a.Text, c.char)
					if h, _ := a.Attr("href"); h != r.hrefs[i] {
						t.Errorf("%s: href %q, the renderer meant %q", name, h, r.hrefs[i])
					}
				}
				// From a filter's Destination and an extra attribute.
				dest := "https://x.com/" + c.char + `onclick=` + c.char + "alert(1)" + c.char + "<b>&amp;"
				title := "a" + c.char + `" onclick="alert(1)` + c.char + "<b>&amp;"
				r = render(t, form, "see https://x.com/a now", unicodelinks.WithDialect(d),
					unicodelinks.WithAttributes(unicodelinks.Attribute{Name: "title", Value: title}),
					unicodelinks.WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool { l.SetDestination([]byte(dest)); return true }))
				as := anchors(t, r, "see https://x.com/a now", "title="+title)
				if h, _ := as[0].Attr("href"); h != dest {
					t.Errorf("%s: Destination read back as %q, want %q", name, h, dest)
				}
			}
		}
		if !taken && c.char != "<" {
			t.Errorf("%q: no dialect takes it into a link of %q", c.char, c.src)
		}
		if taken && c.char == "<" {
			t.Errorf("a link holds '<'")
		}
	}
}

// TestHrefSchemes: whatever schemes or www scheme a site sets, an href the
// extension builds has one of the allowed schemes; a filter's Destination
// may be relative, but an href is never dangerous in any case or escaping
// (htmlcheck.Dangerous reads it as a browser does, and percent-decoded):
// then it is empty. html.WithUnsafe, which writes a filter's Destination as
// it is, is goldmark's documented way out and is not tested here.
func TestHrefSchemes(t *testing.T) {
	const src = "see javascript://x.com/%0Aalert(1) JavaScript://x.com/ VBScript://x.com/ data://x.com/ file://x.com/ " +
		" javascript://x.com/ java script://x.com/ www.x.com/%0Aalert(1) https://x.com/ a@x.com"
	allowed := []string{"http", "https", "ftp", "mailto"}
	filter := func(dest string) unicodelinks.Option {
		return unicodelinks.WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool { l.SetDestination([]byte(dest)); return true })
	}
	// Hostile schemes are refused: no parser or renderer is made with them.
	for _, opt := range []unicodelinks.Option{
		unicodelinks.WithSchemes("https", "javascript", "JavaScript", "vbscript:", "data", "file", " javascript", "java script"),
		unicodelinks.WithWWWScheme("javascript"), unicodelinks.WithWWWScheme("JavaScript:"), unicodelinks.WithWWWScheme(" javascript"),
		unicodelinks.WithWWWScheme("data"), unicodelinks.WithWWWScheme("java\tscript"),
	} {
		if _, err := unicodelinks.NewChecked(opt); err == nil {
			t.Errorf("hostile option accepted")
		}
	}
	type options struct {
		opts []unicodelinks.Option
	}
	cases := []options{{}}
	for _, dest := range []string{
		"javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "\x01javascript:alert(1)",
		"\tjava\nscript:alert(1)", " \r\njavascript:alert(1)", "data:text/html,<script>alert(1)</script>",
		"vbscript:msgbox(1)", "file:///etc/passwd", "%6Aavascript:alert(1)", "%20javascript:alert(1)",
		"&#106;avascript:alert(1)", "javascript&colon;alert(1)",
	} {
		cases = append(cases, options{opts: []unicodelinks.Option{filter(dest)}})
	}
	for k, opts := range cases {
		relative := k >= 1 // a Destination
		for _, d := range dialects {
			for _, form := range forms {
				r := render(t, form, src, append([]unicodelinks.Option{unicodelinks.WithDialect(d)}, opts.opts...)...)
				for _, a := range anchors(t, r, src) {
					h, _ := a.Attr("href")
					scheme := htmlcheck.HrefScheme(h)
					if htmlcheck.Dangerous(h) || !slices.Contains(allowed, scheme) && !(relative && scheme == "") {
						t.Errorf("%v %v, options %d: %s%s</a>", d, form, k, a.Raw, a.Text)
					}
				}
			}
		}
	}
}

// bidiControls are the Bidi_Control code points.
var bidiControls = []rune{0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}

// TestHrefInvisibles: no Bidi_Control or default-ignorable code point is
// ever raw in an href (UTS #58 section 8), wherever it stands in the link:
// host, path, query, fragment, e-mail local part; each one the link holds
// is percent-escaped.
func TestHrefInvisibles(t *testing.T) {
	var bidi []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.Is(unicode.Bidi_Control, r) {
			bidi = append(bidi, r)
		}
	}
	if !slices.Equal(bidi, bidiControls) {
		t.Fatalf("Bidi_Control is %U", bidi)
	}
	// All of them, but in plane 14 (U+E0000..U+E0FFF, tags, variation
	// selectors and unassigned code points, all default-ignorable) a
	// sample, to keep the test quick.
	var invisibles []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		sampled := r < 0xE0000 || r%61 == 0 || slices.Contains([]rune{0xE0001, 0xE0020, 0xE007F, 0xE0100, 0xE01EF, 0xE0FFF}, r)
		if sampled && htmlcheck.Invisible(r) {
			invisibles = append(invisibles, r)
		}
	}
	invisible := func(r rune) bool { _, ok := slices.BinarySearch(invisibles, r); return ok }
	for _, pattern := range []string{
		"https://x.com/a%cb", "https://x.com/?q=%cb", "https://x.com/#f%cb", "https://x.com/#:~:text=%cb",
		"www.x.com/a%cb", "https://x%cy.com/a", "www.x%cy.com", "a%cb@x.com", "mailto:a%cb@x.com",
	} {
		var src strings.Builder
		for _, r := range invisibles {
			fmt.Fprintf(&src, pattern+"\n", r)
		}
		for _, d := range dialects {
			for _, form := range forms {
				r := render(t, form, src.String(), unicodelinks.WithDialect(d))
				held := 0
				for _, a := range anchors(t, r, src.String()) {
					h, _ := a.Attr("href")
					for _, c := range h {
						if invisible(c) {
							t.Errorf("%v %v: %U raw in href %q", d, form, c, h)
						}
					}
					for _, c := range a.Text {
						if !invisible(c) {
							continue
						}
						held++
						var esc strings.Builder
						for _, b := range []byte(string(c)) {
							fmt.Fprintf(&esc, "%%%02X", b)
						}
						if !strings.Contains(h, esc.String()) {
							t.Errorf("%v %v: %U in %q, not escaped in href %q", d, form, c, a.Text, h)
						}
					}
				}
				// In a path, the Unicode dialect takes every one that
				// is not Link_Term=Hard (UTS #58 makes most of them
				// Include) nor Bidi_Control, which ends a link in
				// every dialect.
				if d == unicodelinks.Unicode && pattern == "https://x.com/a%cb" {
					want := 0
					for _, c := range invisibles {
						if ul.LinkTerm(c) != ul.Hard && !unicode.Is(unicode.Bidi_Control, c) {
							want++
						}
					}
					if held != want {
						t.Errorf("%v: %d links hold an invisible, want %d", form, held, want)
					}
				}
			}
		}
	}
}

// readerText is the text a reader sees for the source text b: escapes and
// references resolved, NUL as U+FFFD.
func readerText(b []byte) string {
	t, _ := mdtext.Append(nil, nil, b, 0, false)
	return strings.ReplaceAll(string(t), "\x00", "\uFFFD")
}
