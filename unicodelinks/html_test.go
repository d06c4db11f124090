package unicodelinks

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestAppendHTML checks the anchors and text that AppendHTML writes.
func TestAppendHTML(t *testing.T) {
	tests := []struct {
		name string
		d    *Detector
		text string
		want string
	}{
		{"escaped text", NewProse(), `a <b> & "c" 'd'`, `a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;`},
		{"scheme-less", NewProse(), "see example.org.", `see <a href="https://example.org">example.org</a>.`},
		{"address", NewProse(), "Contact 'bob@example.com'",
			`Contact &#39;<a href="mailto:bob@example.com">bob@example.com</a>&#39;`},
		{"file names", NewProse(), "README.md, fs.read", "README.md, fs.read"},
		{"ampersand in href", NewProse(), "https://example.com/?a=1&b=<2>",
			`<a href="https://example.com/?a=1&amp;b=">https://example.com/?a=1&amp;b=</a>&lt;2&gt;`},
		{"minimal escaping", NewProse(), "https://el.wikipedia.org/wiki/Ελλάδα",
			`<a href="https://el.wikipedia.org/wiki/Ελλάδα">https://el.wikipedia.org/wiki/Ελλάδα</a>`},
		{"rtl text", NewProse(), "راجع https://example.com/a",
			`راجع <a href="https://example.com/a" dir="ltr">https://example.com/a</a>`},
		{"bidi control ends the link", NewProse(), "https://example.com/a\u202Eb",
			"<a href=\"https://example.com/a\" dir=\"ltr\">https://example.com/a</a>\u202Eb"},
		{"ignorable in href", NewProse(), "https://example.com/a\u200Bb",
			"<a href=\"https://example.com/a%E2%80%8Bb\">https://example.com/a\u200Bb</a>"},
		{"invalid UTF-8 and NUL", NewProse(), "a\xffb\x00c\r\n", "a\uFFFDb\uFFFDc&#13;\n"},
		{"attributes", NewProse(WithAttributes(Attribute{"rel", "nofollow"}, Attribute{"data-x", `"q"`},
			Attribute{"dir", "rtl"})),
			"example.com", `<a href="https://example.com" rel="nofollow" data-x="&quot;q&quot;" dir="rtl">example.com</a>`},
		{"isolation wins over dir", NewProse(WithAttributes(Attribute{"dir", "rtl"})), "שלום example.com",
			`שלום <a href="https://example.com" dir="ltr">example.com</a>`},
		{"spoof mark", NewProse(WithSpoofCheck(SpoofMark), WithAttributes(Attribute{"class", "x"})), "раураl.com",
			`<a href="https://раураl.com" class="unicodelinks-spoof" title="xn--l-7sba6dbr.com">раураl.com</a>`},
		{"spoof refused", NewProse(WithSpoofCheck(SpoofRefuse)), "раураl.com", "раураl.com"},
		{"filter", NewProse(WithLinkFilter(func(_ string, l Link) bool { return l.Kind == Email })),
			"example.com a@example.com", `example.com <a href="mailto:a@example.com">a@example.com</a>`},
		{"dangerous schemes", New(WithSchemes("https")),
			"javascript://example.com/%0aalert(1) data://example.com", "javascript://example.com/%0aalert(1) data://example.com"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(tt.d.AppendHTML(nil, tt.text)); got != tt.want {
				t.Errorf("AppendHTML(%q)\n got %s\nwant %s", tt.text, got, tt.want)
			}
			var b bytes.Buffer
			if err := tt.d.WriteHTML(&b, tt.text); err != nil || b.String() != tt.want {
				t.Errorf("WriteHTML(%q) = %s, %v", tt.text, b.String(), err)
			}
		})
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("full") }

// TestWriteHTMLError checks that WriteHTML returns the writer's error.
func TestWriteHTMLError(t *testing.T) {
	if err := NewProse().WriteHTML(failWriter{}, "example.com"); err == nil {
		t.Error("WriteHTML to a failing writer: nil error")
	}
}

// readBackHTML parses doc as the body of a document and returns its text,
// or an error when it holds anything but text and <a> elements with an
// href of the schemes a Detector may write and no element inside them.
func readBackHTML(doc string) (string, error) {
	nodes, err := html.ParseFragment(strings.NewReader(doc), &html.Node{Type: html.ElementNode, Data: "p", DataAtom: atom.P})
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, n := range nodes {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
		case n.Type == html.ElementNode && n.Data == "a":
			href := ""
			for _, a := range n.Attr {
				if a.Key == "href" {
					href = a.Val
				}
			}
			if href := strings.ToLower(href); !strings.HasPrefix(href, "http://") && !strings.HasPrefix(href, "https://") &&
				!strings.HasPrefix(href, "ftp://") && !strings.HasPrefix(href, "mailto:") {
				return "", errors.New("href " + href)
			}
			c := n.FirstChild
			if c == nil || c.Type != html.TextNode || c.NextSibling != nil {
				return "", errors.New("anchor without a single text child")
			}
			b.WriteString(c.Data)
		default:
			return "", errors.New("node " + n.Data)
		}
	}
	return b.String(), nil
}

// shownText is text as AppendHTML promises an HTML parser reads it back:
// NUL and invalid bytes as U+FFFD.
func shownText(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		if r == 0 {
			r = utf8.RuneError
		}
		b.WriteRune(r)
		i += n
	}
	return b.String()
}

// FuzzAppendHTML checks that the HTML that AppendHTML writes parses into
// text and anchors only, whose text is the input's.
func FuzzAppendHTML(f *testing.F) {
	for _, s := range []string{"see example.org.", "Contact 'bob@example.com'", "<script>alert(1)</script> https://x.com/<a>",
		"a\xff\x00\r\nb", "https://example.com/a\u202Eb&amp;", "javascript:alert(1)//example.com", "راجع https://example.com/'\"",
		"&lt; &#0; <!-- x --> <![CDATA[y]]>", "mailto:a@example.com?subject=<b>"} {
		f.Add(s)
	}
	d := NewProse(WithSchemes("http", "https", "ftp", "mailto"), WithAttributes(Attribute{"rel", "nofollow"}))
	f.Fuzz(func(t *testing.T, text string) {
		doc := string(d.AppendHTML(nil, text))
		got, err := readBackHTML(doc)
		if err != nil {
			t.Fatalf("AppendHTML(%q) = %q: %v", text, doc, err)
		}
		if want := shownText(text); got != want {
			t.Fatalf("AppendHTML(%q) = %q reads back as %q, want %q", text, doc, got, want)
		}
	})
}

var _ io.Writer = failWriter{}
