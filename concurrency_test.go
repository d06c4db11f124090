package unicodelinks

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"

	"github.com/yuin/goldmark"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// TestConcurrentConvert: one goldmark.Markdown with this extension is safe
// for concurrent use, as goldmark promises for its own: documents converted
// from many goroutines at once come out as they do one at a time, in every
// dialect and with the options that keep state (a filter, extra
// attributes, the href forms, XHTML). make ci runs it under the race
// detector (go test -race), which watches the parser's and the renderer's
// shared state: the options, the engine's Detector, the renderer's buffer
// pool.
func TestConcurrentConvert(t *testing.T) {
	docs := append([]string(nil), markdownSeeds...)
	for _, doc := range corpus.Docs() {
		docs = append(docs, string(doc.Data[:min(len(doc.Data), 8<<10)]))
	}
	for i := range 20 {
		docs = append(docs, fmt.Sprintf("see https://example.com/%d, www.example%d.org and user%d@example.net", i, i, i))
	}
	nofollow := WithFilter(func(l *uast.Link, _ []byte, _ gparser.Context) bool {
		l.SetAttributeString("rel", []byte("nofollow"))
		return true
	})
	var mds []goldmark.Markdown
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		mds = append(mds,
			goldmark.New(goldmark.WithExtensions(New(WithDialect(d)))),
			goldmark.New(goldmark.WithExtensions(gfmBundle(WithDialect(d), nofollow, WithHrefForm(PercentEncoding),
				WithAttributes(Attribute{Name: "class", Value: "autolink"}))...), goldmark.WithRendererOptions(html.WithXHTML())))
	}
	const goroutines, rounds = 8, 2
	for k, md := range mds {
		want := make([]string, len(docs))
		for i, doc := range docs {
			want[i] = convert(t, md, doc)
		}
		var wg sync.WaitGroup
		for g := range goroutines {
			wg.Go(func() {
				var b bytes.Buffer
				for i := range rounds * len(docs) {
					j := (g*7 + i) % len(docs)
					b.Reset()
					if err := md.Convert([]byte(docs[j]), &b); err != nil {
						t.Error(err)
						return
					}
					if b.String() != want[j] {
						t.Errorf("configuration %d, goroutine %d: document %d differs from its conversion alone", k, g, j)
						return
					}
				}
			})
		}
		wg.Wait()
	}
}

// TestConcurrentRenderOneDocument: goroutines that render one parsed
// document at once write what one does: each AutoLink's Link is looked up
// in the document's table, whose search hint they share.
func TestConcurrentRenderOneDocument(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Extension))
	var src []byte
	for i := range 50 {
		src = fmt.Appendf(src, "- see https://example.com/%d and www.example.org/%d\n", i, i)
	}
	doc := md.Parser().Parse(text.NewReader(src))
	var want bytes.Buffer
	require.NoError(t, md.Renderer().Render(&want, src, doc))
	require.Equal(t, 100, strings.Count(want.String(), "<a href="))
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				var got bytes.Buffer
				if err := md.Renderer().Render(&got, src, doc); err != nil || got.String() != want.String() {
					t.Errorf("a concurrent render differs (%v)", err)
					return
				}
			}
		})
	}
	wg.Wait()
}
