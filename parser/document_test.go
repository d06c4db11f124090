package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// TestLinkFinderMatchesCloseBlock: the link finder, which finds the links of
// the whole document, makes the links that CloseBlock makes block by
// block, with the same trees around them, and calls the filter on the same
// links in the same order (it vetoes some), in every dialect.
func TestLinkFinderMatchesCloseBlock(t *testing.T) {
	inputs := append(sameTreeInputs(t), caseFileInputs(t)...)
	configs := []struct {
		name string
		exts []goldmark.Extender
	}{
		{"CommonMark", nil},
		{"GFM without Linkify", []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList}},
		{"Typographer, footnotes, definition lists", []goldmark.Extender{extension.Typographer, extension.Footnote, extension.DefinitionList}},
		{"Linkify", []goldmark.Extender{extension.Linkify}},
	}
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		for _, c := range configs {
			t.Run(fmt.Sprintf("%v/%s", d, c.name), func(t *testing.T) {
				var byBlock, byDocument []string
				blocks, p := finderMarkdown(d, c.exts, &byBlock, false)
				document, q := finderMarkdown(d, c.exts, &byDocument, true)
				if p.byDocument || !q.byDocument {
					t.Fatalf("link finder used: %v and %v, want false and true", p.byDocument, q.byDocument)
				}
				links := 0
				for _, in := range inputs {
					byBlock, byDocument = byBlock[:0], byDocument[:0]
					src := []byte(in)
					compareTrees(t, blocks, document, src)
					compareFilterLogs(t, src, byBlock, byDocument)
					links += len(byBlock)
				}
				if links == 0 {
					t.Fatal("no link in any document")
				}
				t.Logf("%d documents, %d links, the same trees", len(inputs), links)
			})
		}
	}
}

// finderMarkdown returns goldmark with exts and the parser of dialect d,
// registered as an inline parser alone (its CloseBlock finds the links) or
// as a parser option too (its link finder does). The parser's filter logs
// each link to log and vetoes those of a label length divisible by 5.
func finderMarkdown(d Dialect, exts []goldmark.Extender, log *[]string, option bool) (goldmark.Markdown, *linkParser) {
	filter := func(l *Link, src []byte, _ gparser.Context) bool {
		*log = append(*log, fmt.Sprintf("%d %q", l.Segment().Start, l.Label(src)))
		return len(l.Label(src))%5 != 0
	}
	p := NewParser(WithDialect(d), WithFilter(filter)).(*linkParser)
	opts := []gparser.Option{gparser.WithInlineParsers(util.Prioritized(p, 999))}
	if option {
		opts = append(opts, p)
	}
	return goldmark.New(goldmark.WithExtensions(exts...), goldmark.WithParserOptions(opts...)), p
}

// compareFilterLogs fails t unless the filter was called on the same links
// of src, in the same order, by CloseBlock and by the link finder.
func compareFilterLogs(t *testing.T, src []byte, byBlock, byDocument []string) {
	t.Helper()
	if got, want := strings.Join(byDocument, "\n"), strings.Join(byBlock, "\n"); got != want {
		t.Fatalf("%q: filter called on\n%s\nby the link finder, on\n%s\nby CloseBlock", src, got, want)
	}
}

// caseFileInputs returns the Markdown of the cases of ../testdata/*.txt, in
// goldmark's case file format or the CommonMark spec's.
func caseFileInputs(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "*.txt"))
	if len(files) == 0 {
		t.Fatal("no case file in ../testdata")
	}
	var inputs []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		before := len(inputs)
		// A case is "N:description", a separator, the Markdown, a
		// separator, the HTML and an end line.
		for _, c := range strings.Split(string(b), "//= = = = = = = = = = = = = = = = = = = = = = = =//") {
			parts := strings.Split(c, "//- - - - - - - - -//\n")
			if len(parts) == 3 {
				inputs = append(inputs, parts[1])
			}
		}
		// An example is a fence of 32 backticks and " example", the
		// Markdown, a line ".", the HTML and a closing fence.
		for _, c := range strings.Split(string(b), strings.Repeat("`", 32)+" example\n")[1:] {
			if md, _, ok := strings.Cut(c, "\n.\n"); ok {
				inputs = append(inputs, strings.ReplaceAll(md, "→", "\t"))
			}
		}
		if len(inputs) == before {
			t.Fatalf("no case read from %s", f)
		}
	}
	return inputs
}

// FuzzLinkFinderMatchesCloseBlock is TestLinkFinderMatchesCloseBlock on any
// input, with goldmark's GFM extensions.
func FuzzLinkFinderMatchesCloseBlock(f *testing.F) {
	for _, in := range plainTextCases {
		f.Add(in)
	}
	f.Add("- see https://x.org/a\n- (www.example.com/b) and a@b.co\n\n> ftp://x.org *http://y.org*\n")
	exts := []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList, extension.Footnote}
	type pair struct {
		blocks, document    goldmark.Markdown
		byBlock, byDocument *[]string
	}
	var pairs []pair
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		var byBlock, byDocument []string
		blocks, _ := finderMarkdown(d, exts, &byBlock, false)
		document, _ := finderMarkdown(d, exts, &byDocument, true)
		pairs = append(pairs, pair{blocks, document, &byBlock, &byDocument})
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, p := range pairs {
			*p.byBlock, *p.byDocument = (*p.byBlock)[:0], (*p.byDocument)[:0]
			compareTrees(t, p.blocks, p.document, []byte(in))
			compareFilterLogs(t, []byte(in), *p.byBlock, *p.byDocument)
		}
	})
}

// TestChildCount: with the links put in, every node's ChildCount is the
// number of its children, as in goldmark's own trees.
func TestChildCount(t *testing.T) {
	inputs := append(sameTreeInputs(t), caseFileInputs(t)...)
	plain := goldmark.New()
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		p := NewParser(WithDialect(d))
		md := goldmark.New(goldmark.WithParserOptions(gparser.WithInlineParsers(util.Prioritized(p, 999)), p.(gparser.Option)))
		for _, in := range inputs {
			src := []byte(in)
			want := childCountErrors(plain.Parser().Parse(text.NewReader(src)))
			if got := childCountErrors(md.Parser().Parse(text.NewReader(src))); got != want {
				t.Fatalf("%v dialect, %q: %d nodes whose ChildCount is not their number of children, %d without the parser", d, src, got, want)
			}
		}
	}
}

// childCountErrors returns the number of nodes below and at n whose
// ChildCount is not the number of their children.
func childCountErrors(n ast.Node) int {
	errs, count := 0, 0
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		count++
		errs += childCountErrors(c)
	}
	if count != n.ChildCount() {
		errs++
	}
	return errs
}
