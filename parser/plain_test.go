package parser

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// plainTextCases are the line endings, escapes and inline syntax around
// which Parse stops or ends a line.
var plainTextCases = []string{
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

// TestPlainTextSameTree parses documents with goldmark alone and with the
// parser (every link vetoed by its filter): the trees are the same, but for
// where runs of text are split into text nodes.
func TestPlainTextSameTree(t *testing.T) {
	inputs := sameTreeInputs(t)
	for _, c := range plainTextConfigs {
		t.Run(c.name, func(t *testing.T) {
			plain, with, p := plainTextPair(c.exts)
			var merged int
			for _, in := range inputs {
				merged += comparePlainText(t, plain, with, []byte(in))
			}
			if on := p.stop != nil; on != c.on {
				t.Errorf("Parse takes text in: %v, want %v", on, c.on)
			}
			t.Logf("%d documents, same trees; %d text nodes joined to compare", len(inputs), merged)
		})
	}
}

// sameTreeInputs returns the documents the tree comparisons run on: the
// plain-text cases, the CommonMark examples, the bench corpora and 2 000
// random documents.
func sameTreeInputs(t *testing.T) []string {
	t.Helper()
	inputs := append([]string(nil), plainTextCases...)
	if b, err := os.ReadFile(filepath.Join("..", "testdata", "commonmark-spec.json")); err == nil {
		var exs []struct{ Markdown string }
		if err := json.Unmarshal(b, &exs); err != nil {
			t.Fatal(err)
		}
		for _, ex := range exs {
			inputs = append(inputs, ex.Markdown)
		}
	} else {
		t.Fatal(err)
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

// FuzzPlainTextSameTree is TestPlainTextSameTree on any input.
func FuzzPlainTextSameTree(f *testing.F) {
	for _, in := range plainTextCases {
		f.Add(in)
	}
	type pair struct{ plain, with goldmark.Markdown }
	var pairs []pair
	for _, c := range plainTextConfigs {
		plain, with, _ := plainTextPair(c.exts)
		pairs = append(pairs, pair{plain, with})
	}
	f.Fuzz(func(t *testing.T, in string) {
		for i, p := range pairs {
			if plainTextConfigs[i].name == "CJK" && !utf8.ValidString(in) {
				// goldmark 1.8.7 with extension.CJK panics writing a soft
				// line break after invalid UTF-8 (util.ToRune), with or
				// without the parser: the trees are compared alone.
				compareTrees(t, p.plain, p.with, []byte(in))
				continue
			}
			comparePlainText(t, p.plain, p.with, []byte(in))
		}
	})
}

// plainTextConfigs are the extension sets the plain-text tests run with;
// on tells whether Parse takes text in with them.
var plainTextConfigs = []struct {
	name string
	exts []goldmark.Extender
	on   bool
}{
	{"CommonMark", nil, true},
	{"GFM without Linkify", []goldmark.Extender{extension.Table, extension.Strikethrough, extension.TaskList}, true},
	{"Typographer", []goldmark.Extender{extension.Typographer}, true},
	{"CJK", []goldmark.Extender{extension.CJK}, true},
	{"Linkify", []goldmark.Extender{extension.Linkify}, false},
}

// plainTextPair returns goldmark with exts, and with exts and the parser,
// whose filter vetoes every link.
func plainTextPair(exts []goldmark.Extender) (plain, with goldmark.Markdown, p *linkParser) {
	plain = goldmark.New(goldmark.WithExtensions(exts...))
	p = NewParser(WithFilter(func(*Link, []byte, gparser.Context) bool { return false })).(*linkParser)
	with = goldmark.New(goldmark.WithExtensions(exts...), goldmark.WithParserOptions(
		gparser.WithInlineParsers(util.Prioritized(p, 999)), p))
	return plain, with, p
}

// comparePlainText parses src with plain and with: the trees are the same
// but for adjacent text nodes joined, and so is the HTML. It returns the
// number of joins.
func comparePlainText(t *testing.T, plain, with goldmark.Markdown, src []byte) int {
	t.Helper()
	wantTree, gotTree, n := compareTrees(t, plain, with, src)
	// goldmark writes each text node by itself: a text split inside an
	// escape or a reference would show differently.
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
	return n
}

// compareTrees is the tree half of comparePlainText; it returns the trees.
func compareTrees(t *testing.T, plain, with goldmark.Markdown, src []byte) (wantTree, gotTree ast.Node, merged int) {
	t.Helper()
	wantTree = plain.Parser().Parse(text.NewReader(src))
	gotTree = with.Parser().Parse(text.NewReader(src))
	want, _ := dumpTree(wantTree, src)
	got, merged := dumpTree(gotTree, src)
	if got != want {
		t.Fatalf("%q:\ngoldmark:\n%s\nwith the parser:\n%s", src, want, got)
	}
	return wantTree, gotTree, merged
}

// dumpTree writes the tree below n, one node a line, with adjacent text
// nodes (the first ending where the second starts, with no line break)
// joined into one; merged counts the joins.
func dumpTree(n ast.Node, src []byte) (dump string, merged int) {
	var b strings.Builder
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		indent := strings.Repeat("  ", depth)
		if t, ok := n.(*ast.Text); ok {
			// The caller joined the text nodes after t.
			seg := t.Segment
			fmt.Fprintf(&b, "%sText %q soft=%v hard=%v raw=%v\n", indent, seg.Value(src), t.SoftLineBreak(), t.HardLineBreak(), t.IsRaw())
			return
		}
		fmt.Fprintf(&b, "%s%s", indent, n.Kind())
		if l, ok := n.(*Link); ok {
			fmt.Fprintf(&b, " %q host=%q %v scheme=%q spoof=%v isolate=%v", l.Label(src), l.Host(src), l.LinkKind(), l.Scheme(), l.Spoof(), l.Isolate())
		}
		for _, a := range n.Attributes() {
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
			if t, ok := c.(*ast.Text); ok {
				joined := *t
				for next, ok := c.NextSibling().(*ast.Text); ok && joined.Segment.Stop == next.Segment.Start &&
					!joined.SoftLineBreak() && !joined.HardLineBreak() && joined.IsRaw() == next.IsRaw(); next, ok = c.NextSibling().(*ast.Text) {
					joined.Segment = joined.Segment.WithStop(next.Segment.Stop)
					joined.SetSoftLineBreak(next.SoftLineBreak())
					joined.SetHardLineBreak(next.HardLineBreak())
					c = next
					merged++
				}
				walk(&joined, depth+1)
				continue
			}
			walk(c, depth+1)
		}
	}
	walk(n, 0)
	return b.String(), merged
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

// TestPlainEnd checks the eight-byte steps against a byte loop.
func TestPlainEnd(t *testing.T) {
	var stop [256]uint8
	stop['*'], stop['\\'], stop['\n'] = 1, 1, 1
	rnd := rand.New(rand.NewSource(2))
	for range 20000 {
		b := make([]byte, rnd.Intn(40))
		for i := range b {
			b[i] = "ab *\\\n\xe3"[rnd.Intn(7)]
			if rnd.Intn(4) > 0 {
				b[i] = 'a'
			}
		}
		want := 0
		for want < len(b) && stop[b[want]] == 0 {
			want++
		}
		if got := plainEnd(b, &stop); got != want {
			t.Fatalf("plainEnd(%q) = %d, want %d", b, got, want)
		}
	}
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

// TestLineBreakOfRest: for the rest of a line from a byte goldmark may call
// Parse at (before the line's hard line break, no backslash there or
// before it), lineBreak finds the whole line's break.
func TestLineBreakOfRest(t *testing.T) {
	rnd := rand.New(rand.NewSource(5))
	for range 200000 {
		line := make([]byte, 1+rnd.Intn(8))
		for i := range line {
			line[i] = "a \\\r"[rnd.Intn(4)]
		}
		if rnd.Intn(4) > 0 {
			line[len(line)-1] = '\n'
		}
		length, flags := lineBreak(line)
		for s := 1; s < length; s++ {
			if line[s] == '\\' || line[s-1] == '\\' || line[s] == '\n' {
				continue
			}
			l, f := lineBreak(line[s:])
			if f != flags || s+l != length {
				t.Fatalf("%q from %d: length %d, flags %03b; whole line %d, %03b", line, s, s+l, f, length, flags)
			}
		}
	}
}
