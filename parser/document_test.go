package parser

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/astapi"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/cmspec"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// treeCases are line endings, escapes and inline syntax that the tree
// comparisons run on.
var treeCases = []string{
	"foo bar baz\n",
	"foo bar baz",
	"foo     \nbaz\n",
	"foo  \nbaz",
	"foo \nbaz",
	"foo\t \nbaz",
	"foo bar\\\nbaz\n",
	"foo bar\\\\\nbaz\n",
	"foo bar \\\nbaz\n",
	"foo\r\nbar  \r\nbaz \\\r\nqux\r\n",
	"a\\ b \\* c\\\\ d\n",
	"\\ \\!", // goldmark reads the space as escaped: the next backslash escapes '!'
	"[\\ \\!\\0",
	"a\\\t\\*b\n",
	"a\\\\ \\*b\n",
	"a *b* _c_ `d` [e](f) ![g](h) <i> <http://j> k&amp;l\n",
	"a!b a] b[ c<d\n",
	"* one two\n* three\n\n> quote here\n> more *of* it  \n> end\n",
	"    code block\n\n```\nfenced\n```\n",
	"| a b | c d |\n|---|---|\n| e f | g *h* |\n",
	"- [ ] task one\n- [x] task two\n",
	"~~struck text~~ and ~one~ more\n",
	"\"quoted\" 'single' -- dash --- em... ellipsis <<guillemets>>\n",
	"例えば、これは日本語の文です。次の行\n中文没有空格的句子，还有标点。\n",
	"\tfoo\n  bar\n",
	"- a\n\tb\n\n1. x\n   y\n",
	"[link label\nover lines] and more\n\n[ref]: /url\n",
	"trailing space at end \n",
	"hard\\\n",
}

// TestVetoedSameTree parses documents with goldmark alone and with the
// parser, whose filter vetoes every link: the trees and the HTML are
// goldmark's own, under each of goldmark's configurations.
func TestVetoedSameTree(t *testing.T) {
	t.Parallel()
	inputs := append(sameTreeInputs(t), caseFileInputs(t)...)
	for _, c := range treeConfigs {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			plain, with := vetoedPair(c.exts)
			for _, in := range inputs {
				if c.name == "CJK" && !utf8.ValidString(in) {
					// goldmark 1.8.7 with extension.CJK panics writing a
					// soft line break after invalid UTF-8 (util.ToRune),
					// with or without the parser: the trees alone.
					compareTrees(t, plain, with, []byte(in))
					continue
				}
				compareVetoed(t, plain, with, []byte(in))
			}
		})
	}
}

// treeConfigs are the extension sets the tree comparisons run with.
var treeConfigs = []struct {
	name string
	exts []goldmark.Extender
}{
	{"CommonMark", nil},
	{"GFM without Linkify", []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList}},
	{"Typographer, footnotes, definition lists", []goldmark.Extender{extension.Typographer, extension.Footnote, extension.DefinitionList}},
	{"CJK", []goldmark.Extender{extension.NewCJK(extension.WithEastAsianLineBreaks(), extension.WithEscapedSpace())}},
	{"Linkify", []goldmark.Extender{extension.Linkify}},
}

// vetoedPair returns goldmark with exts, and with exts and the parser,
// whose filter vetoes every link.
func vetoedPair(exts []goldmark.Extender) (plain, with goldmark.Markdown) {
	plain = goldmark.New(goldmark.WithExtensions(exts...))
	p := mustNew(Config{Filter: func(*uast.Link, []byte, gparser.Context) bool { return false }})
	with = goldmark.New(goldmark.WithExtensions(exts...), goldmark.WithParserOptions(p))
	return plain, with
}

// compareVetoed checks that plain and with make the same tree and HTML of
// src.
func compareVetoed(t *testing.T, plain, with goldmark.Markdown, src []byte) {
	t.Helper()
	wantTree, gotTree := compareTrees(t, plain, with, src)
	var wantHTML, gotHTML bytes.Buffer
	if err := plain.Renderer().Render(&wantHTML, src, wantTree); err != nil {
		t.Fatal(err)
	}
	if err := with.Renderer().Render(&gotHTML, src, gotTree); err != nil {
		t.Fatal(err)
	}
	if gotHTML.String() != wantHTML.String() {
		t.Fatalf("%q:\ngoldmark:\n%s\nwith the parser:\n%s", src, wantHTML.String(), gotHTML.String())
	}
}

// FuzzVetoedSameTree is TestVetoedSameTree on any input.
func FuzzVetoedSameTree(f *testing.F) {
	for _, in := range treeCases {
		f.Add(in)
	}
	type pair struct{ plain, with goldmark.Markdown }
	var pairs []pair
	for _, c := range treeConfigs {
		plain, with := vetoedPair(c.exts)
		pairs = append(pairs, pair{plain, with})
	}
	f.Fuzz(func(t *testing.T, in string) {
		for i, p := range pairs {
			if treeConfigs[i].name == "CJK" && !utf8.ValidString(in) {
				compareTrees(t, p.plain, p.with, []byte(in))
				continue
			}
			compareVetoed(t, p.plain, p.with, []byte(in))
		}
	})
}

// sameTreeInputs returns the documents the tree comparisons run on: the
// tree cases, the CommonMark examples, the bench corpora and 2 000
// random documents.
func sameTreeInputs(t *testing.T) []string {
	t.Helper()
	inputs := append([]string(nil), treeCases...)
	exs, err := cmspec.Examples()
	require.NoError(t, err)
	for _, ex := range exs {
		inputs = append(inputs, ex.Markdown)
	}
	for _, doc := range corpus.Docs() {
		inputs = append(inputs, string(doc.Data))
	}
	rnd := rand.New(rand.NewSource(1))
	for range 2000 {
		inputs = append(inputs, randomMarkdown(rnd))
	}
	return inputs
}

// compareTrees parses src with plain and with: the trees are the same. It
// returns them.
func compareTrees(t *testing.T, plain, with goldmark.Markdown, src []byte) (wantTree, gotTree ast.Node) {
	t.Helper()
	wantTree = plain.Parser().Parse(text.NewReader(src))
	gotTree = with.Parser().Parse(text.NewReader(src))
	if got, want := dumpTree(gotTree, src), dumpTree(wantTree, src); got != want {
		t.Fatalf("%q:\ngoldmark:\n%s\nwith the parser:\n%s", src, want, got)
	}
	return wantTree, gotTree
}

// dumpTree writes the tree below n, one node a line.
func dumpTree(n ast.Node, src []byte) string {
	var b strings.Builder
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		indent := strings.Repeat("  ", depth)
		if t, ok := n.(*ast.Text); ok {
			fmt.Fprintf(&b, "%sText %q soft=%v hard=%v raw=%v\n", indent, t.Segment.Value(src), t.SoftLineBreak(), t.HardLineBreak(), t.IsRaw())
			return
		}
		fmt.Fprintf(&b, "%s%s", indent, n.Kind())
		if a, ok := n.(*ast.AutoLink); ok {
			if l := uast.LinkOf(a); l != nil {
				fmt.Fprintf(&b, " link=%+v", l.Record())
			}
		}
		for _, a := range n.Attributes() {
			if string(a.Name) == astapi.AutoLinksAttribute {
				continue // the document's table of them (LinkOf), of pointers
			}
			if l, ok := a.Value.(*uast.Link); ok {
				fmt.Fprintf(&b, " %s=%+v", a.Name, l.Record())
				continue
			}
			fmt.Fprintf(&b, " %s=%v", a.Name, a.Value)
		}
		if n.Type() == ast.TypeBlock {
			for i := 0; i < n.Lines().Len(); i++ {
				l := n.Lines().At(i)
				fmt.Fprintf(&b, " %q", l.Value(src))
			}
		}
		b.WriteByte('\n')
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			walk(c, depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}

// randomMarkdown returns a short document of words, white space, line
// breaks and inline syntax.
func randomMarkdown(rnd *rand.Rand) string {
	pieces := []string{"word", "wörd", "語", " ", "  ", "\t", "\n", "  \n", "\\\n", "\r\n", "\\", "*", "_", "`", "[", "]", "(", ")",
		"!", "<", ">", "&amp;", "&", "~", "'", "\"", "-", "--", ".", "...", "http://x.org", "a@b.co", "| ", "# ", "- ", "1. ", "> "}
	var b strings.Builder
	for range 1 + rnd.Intn(30) {
		b.WriteString(pieces[rnd.Intn(len(pieces))])
	}
	return b.String()
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

// TestChildCount: with the links put in, every node's ChildCount is the
// number of its children, as in goldmark's own trees.
func TestChildCount(t *testing.T) {
	t.Parallel()
	inputs := append(sameTreeInputs(t), caseFileInputs(t)...)
	plain := goldmark.New()
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithParserOptions(mustNew(Config{Dialect: d})))
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

// TestHasRTLSkip: hasRTL passing over an ASCII piece of the block finds what
// it finds looking at every byte.
func TestHasRTLSkip(t *testing.T) {
	rnd := rand.New(rand.NewSource(4))
	pieces := []string{"a", " ", "\n", "ש", "ع", "語", "\u200f", "é"}
	for range 5000 {
		var b strings.Builder
		for range rnd.Intn(20) {
			b.WriteString(pieces[rnd.Intn(len(pieces))])
		}
		src := []byte(b.String() + "\n")
		doc := goldmark.New().Parser().Parse(text.NewReader(src))
		for block := doc.FirstChild(); block != nil; block = block.NextSibling() {
			want := hasRTL(block, src, 0, 0)
			for range 5 {
				s := rnd.Intn(len(src) + 1)
				e := s + rnd.Intn(len(src)-s+1)
				if e == s || !ascii(src[s:e]) || !utf8.RuneStart(src[s]) || e < len(src) && !utf8.RuneStart(src[e]) {
					// linkRun skips a run: whole characters.
					continue
				}
				if got := hasRTL(block, src, s, e); got != want {
					t.Fatalf("%q, skipping [%d:%d): %v, want %v", src, s, e, got, want)
				}
			}
		}
	}
}
