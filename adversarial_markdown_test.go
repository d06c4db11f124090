package unicodelinks

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/htmlcheck"
	engine "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The adversarial Markdown tests feed the inputs of the engine's
// adversarial tests (unicodelinks/adversarial_test.go) through goldmark
// with the extension, in each dialect, alone and in gfmBundle: huge lines,
// deep brackets, long repetitions, Hard text of every form, invisible
// characters, and a document of 100 000 links. Each must convert without a
// panic to HTML that passes checkHTML (anchors that parse, one per link,
// with allowed schemes), with goldmark's visible text where that is
// comparable (see FuzzMarkdown); where the rules say what the links are,
// the test says it too. They assert nothing about time (see
// TestPathological).

// hugeMarkdownLen is the length of the huge lines: long enough for any
// offset to need more than 16 bits (that their cost is linear is what
// TestPathological and the parser's and engine's work counts check).
const hugeMarkdownLen = 1 << 20

// checkDoc converts src with the pipelines (all when none is given) and
// checks the outputs; it returns, for each pipeline, the labels of the
// links.
func checkDoc(t *testing.T, name, src string, ps ...pipeline) map[string][]string {
	t.Helper()
	if ps == nil {
		ps = pipelines()
	}
	labels := map[string][]string{}
	want := map[string]string{}
	for _, p := range ps {
		out, ls, holds := convertLinks(t, p.with, src)
		labels[p.name] = ls
		if msg := checkHTML(out, ls); msg != "" && !p.unsafe {
			t.Errorf("%s, %s: %s", name, p.name, clipText(msg))
			continue
		}
		key := fmt.Sprintf("%p", p.without)
		w, ok := want[key]
		if !ok {
			w = convert(t, p.without, src)
			want[key] = w
		}
		if !sameBeyondLabels(out, w, holds) {
			t.Errorf("%s, %s: goldmark's output changed beyond the added anchors", name, p.name)
		}
	}
	return labels
}

// clipText shortens s for a failure message.
func clipText(s string) string {
	if len(s) <= 200 {
		return s
	}
	return fmt.Sprintf("%s…%s (%d bytes)", s[:150], s[len(s)-40:], len(s))
}

// dialectPipelines returns the pipelines of the extension alone in each
// dialect, for the huge inputs: gfmBundle and hostile options add nothing
// to them but goldmark's time (TestAdversarialMarkdownHardText and
// FuzzMarkdown run all pipelines).
func dialectPipelines() []pipeline {
	var ps []pipeline
	for _, p := range pipelines() {
		if p.name == "Unicode" || p.name == "GFM" || p.name == "MD4C" {
			ps = append(ps, p)
		}
	}
	return ps
}

// TestAdversarialMarkdownLongLines converts lines of hugeMarkdownLen bytes.
func TestAdversarialMarkdownLongLines(t *testing.T) {
	t.Parallel()
	n := hugeMarkdownLen
	dialects := dialectPipelines()
	const url = "https://example.com/"
	for _, tt := range []struct {
		name, src string
		links     int // in every dialect, or -1 when the dialects differ
	}{
		{"letters", strings.Repeat("a", n), 0},
		{"a path of any length", url + strings.Repeat("a", n), 1},
		{"a Soft run", url + "a" + strings.Repeat(".", n), 1},
		{"a huge domain", "https://" + strings.Repeat("a.", n/2) + "com/x", -1},
		{"a huge local part", strings.Repeat("a", n) + "@example.com", -1},
		{"a link every 21 bytes", strings.Repeat(url+"x ", n/21), n / 21},
	} {
		labels := checkDoc(t, tt.name, tt.src, dialects...)
		if tt.links < 0 {
			continue
		}
		for p, ls := range labels {
			if len(ls) != tt.links {
				t.Errorf("%s, %s: %d links, want %d", tt.name, p, len(ls), tt.links)
			}
		}
	}
}

// TestAdversarialMarkdownRepeats converts 100 000 nested brackets and
// 100 000 repetitions of the patterns that make a linkifier rescan.
func TestAdversarialMarkdownRepeats(t *testing.T) {
	t.Parallel()
	const n = 100_000
	const url = "https://example.com/"
	for _, tt := range []struct {
		name, src string
		unicode   []string // the links of the Unicode dialect
	}{
		// Section 3.5.1: an Open that finds 125 on the stack is Hard.
		{"nested brackets", url + strings.Repeat("(", n), []string{url + strings.Repeat("(", 125)}},
		{"nested and closed", url + strings.Repeat("(", n) + strings.Repeat(")", n), []string{url + strings.Repeat("(", 125)}},
		{"closes", url + strings.Repeat(")", n), []string{url}},
		{"www.", strings.Repeat("www.", n), nil},
		{"a@", strings.Repeat("a@", n), nil},
		{"a@ then a domain", strings.Repeat("a@", n) + "example.com", []string{"a@example.com"}},
		{"http://", strings.Repeat("http://", n), nil},
		{"colons", strings.Repeat(":", n), nil},
		{"full stops", strings.Repeat(".", n), nil},
		{"emphasis", url + "a" + strings.Repeat("*_~", n/3), []string{url + "a"}},
		{"question marks", url + "a" + strings.Repeat("?", n), []string{url + "a"}},
		{"ideographic full stops", strings.Repeat("。", n), nil},
		{"NUL", strings.Repeat("\x00", n), nil},
		{"CR LF", strings.Repeat("https://example.com/a\r\n\r", n/10), slicesRepeat("https://example.com/a", n/10)},
	} {
		labels := checkDoc(t, tt.name, tt.src, dialectPipelines()...)
		if got := labels["Unicode"]; strings.Join(got, "\n") != strings.Join(tt.unicode, "\n") {
			t.Errorf("%s: Unicode dialect: %d links %s, want %d", tt.name, len(got), clipText(strings.Join(got, " ")), len(tt.unicode))
		}
	}
}

func slicesRepeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

// mdHardForms are Hard text of several forms: controls, line ends, every
// kind of invalid UTF-8; and invisibles, which are Include.
var mdHardForms = []string{
	"\x00", "\t", "\r\n", "\r", "\n\r", "\v", "\u0085", "\u2028", "\u3000",
	"\x80", "\xbf", "\xc0\xaf", "\xc1\xbf", "\xe0\x80\xaf", "\xf0\x80\x80\xaf", "\xed\xa0\x80", "\xed\xbf\xbf",
	"\xf4\x90\x80\x80", "\xf8\x88\x80\x80\x80", "\xfe", "\xff", "\xc3", "\xe3\x80", "\xf0\x9f\x98",
	"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u061c", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069", "\U000E0001",
}

// mdContexts hold a form of mdHardForms at each %s.
var mdContexts = []string{
	"https://example.com/a%sb",
	"see https://example.com/?q=%s#f and www.example.com/%s",
	"www.exa%smple.com/x",
	"https://exa%smple.com/",
	"a%sb@example.com",
	"%shttps://example.com%s",
	"**https://example.com/a%s** _www.example.com%s_",
	"| https://example.com/%s | www.x.com |\n|-|-|\n| a%s@x.com | b |",
	"> - https://例え.jp/パス%s。",
}

// TestAdversarialMarkdownHardText converts links next to and holding Hard
// text and invisibles of every form. In the Unicode dialect, as in the
// engine, no link holds invalid UTF-8 or a Hard code point. (The GFM and
// MD4C dialects follow cmark-gfm and md4c, which end links at white space
// only; what they take in is escaped in the href.)
func TestAdversarialMarkdownHardText(t *testing.T) {
	t.Parallel()
	for _, c := range mdContexts {
		for _, f := range mdHardForms {
			src := strings.ReplaceAll(c, "%s", f)
			labels := checkDoc(t, fmt.Sprintf("%q", src), src)
			for _, p := range []string{"Unicode", "Unicode in the GFM bundle", "hostile options"} {
				for _, l := range labels[p] {
					if !utf8.ValidString(l) || strings.IndexFunc(l, func(r rune) bool { return engine.LinkTerm(r) == engine.Hard }) >= 0 {
						t.Errorf("%q, %s: link %q holds Hard text", src, p, l)
					}
				}
			}
		}
	}
}

// TestAdversarialMarkdownManyLinks converts a document of 100 000 links;
// every dialect finds each of them whole, with its href.
func TestAdversarialMarkdownManyLinks(t *testing.T) {
	t.Parallel()
	const n = 100_000
	var b strings.Builder
	for i := range n {
		if i%10 == 9 {
			b.WriteString("\n")
		} else if i > 0 {
			b.WriteString(" and ")
		}
		fmt.Fprintf(&b, "https://example.com/p%d", i)
	}
	src := b.String()
	for _, p := range dialectPipelines() {
		out, labels, _ := convertLinks(t, p.with, src)
		if len(labels) != n {
			t.Errorf("%s: %d links, want %d", p.name, len(labels), n)
			continue
		}
		as, err := htmlcheck.Anchors(out)
		if err != nil || len(as) != n {
			t.Errorf("%s: %d anchors, %v", p.name, len(as), err)
			continue
		}
		for i, a := range as {
			want := fmt.Sprintf("https://example.com/p%d", i)
			if h, _ := a.Attr("href"); h != want || a.Text != want {
				t.Errorf("%s: anchor %d: %s%s</a>, want %q", p.name, i, a.Raw, a.Text, want)
				break
			}
		}
	}
}
