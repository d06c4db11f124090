package unicodelinks

import (
	"bytes"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
)

// convertAllocs returns the allocations of one conversion of src by md.
func convertAllocs(md goldmark.Markdown, src []byte) float64 {
	var out bytes.Buffer
	out.Grow(4 * len(src))
	return testing.AllocsPerRun(20, func() {
		out.Reset()
		if err := md.Convert(src, &out); err != nil {
			panic(err)
		}
	})
}

// TestRejectedTriggerAllocations: a document full of 'h', 'w', ':' and '.'
// that forms no link costs no allocation more than goldmark alone, in every
// dialect: the parser allocates nothing for a trigger that finds no link,
// and no node.
//
// ("www," rather than "www. ": cmark-gfm, and so the GFM dialect, links the
// "www" of "www. " to http://www.)
func TestRejectedTriggerAllocations(t *testing.T) {
	var b strings.Builder
	for i := range 50 {
		b.WriteString("# How to: www, and http: or https:/ ftp.\n\n")
		b.WriteString("Note: the time is 12:30. See h. w. ww.x www: http:x https:/ ftp//x http://. here.\n")
		b.WriteString("which, with whom, hh:mm:ss. e.g. version 1.2.3; a.b.c and foo@bar? why: what.  \n")
		b.WriteString("> quote: www,\n> http://\n\n")
		b.WriteString("- item. www\n- h:w. x\n\n")
		if i%2 == 0 {
			b.WriteString("last: line.")
		}
		b.WriteString("\n\n")
	}
	src := []byte(b.String())
	want := convertAllocs(goldmark.New(), src)
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		var out bytes.Buffer
		if err := md.Convert(src, &out); err != nil || bytes.Contains(out.Bytes(), []byte("<a ")) {
			t.Fatalf("%v: the document holds a link or fails: %v\n%s", d, err, out.Bytes())
		}
		if got := convertAllocs(md, src); got > want {
			t.Errorf("%v: %v allocations, %v without the extension", d, got, want)
		}
	}
}

// TestLinkAllocations: a Link node costs a fraction of an allocation more
// than the same text without the extension (link nodes, their autolinks
// and the text nodes after them come from per-document slabs), and so
// does goldmark's *ast.AutoLink node, the default, whose Link its
// document's table holds (ast.LinkOf); the bound of 1.25 a link dates from
// when each AutoLink held its Link in an attribute list of its own.
// goldmark's Linkify costs two (its AutoLink and its text node).
func TestLinkAllocations(t *testing.T) {
	if raceDetector {
		t.Skip("allocation counts under the race detector are not a normal build's; make test and the toolchain runs of CI count them")
	}
	const links = 200
	var b strings.Builder
	for i := range links / 4 {
		switch i % 3 {
		case 0:
			b.WriteString("See https://example.com/a/b?c=d#e, www.example.org and mail bob@example.net for details.\n")
			b.WriteString("参见https://zh.wikipedia.org/wiki/中国。谢谢\n\n")
		case 1:
			b.WriteString("- https://example.com/x\n- **www.example.org/y**\n- (bob@example.net)\n- https://a.example.com/\n\n")
		default:
			b.WriteString("A line with https://example.com/a_b and text after it, www.example.org/c.\n")
			b.WriteString("Mail alice@example.com. Then http://example.net:8080/p\n\n")
		}
	}
	src := []byte(b.String())
	base := convertAllocs(goldmark.New(), src)
	for _, c := range []struct {
		name      string
		autoLinks bool
		perLink   float64
	}{
		{"Link nodes", false, 0.25},
		{"AutoLink nodes", true, 1.25},
	} {
		md := goldmark.New(goldmark.WithExtensions(New(WithAutoLinkNodes(c.autoLinks))))
		var out bytes.Buffer
		if err := md.Convert(src, &out); err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(out.Bytes(), []byte("<a href=")); n != links {
			t.Fatalf("%s: %d links, want %d", c.name, n, links)
		}
		got := convertAllocs(md, src)
		if extra := got - base; extra > c.perLink*links {
			t.Errorf("%s: %v allocations more than goldmark alone for %d links", c.name, extra, links)
		} else {
			t.Logf("%s: %v allocations more than goldmark alone for %d links", c.name, extra, links)
		}
	}
}
