package spec

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// detectorLines are plain text (no Markdown syntax) with links.
var detectorLines = []string{
	"see https://example.com/a.b, and https://el.wikipedia.org/wiki/Ελλάδα.",
	"参见https://zh.wikipedia.org/wiki/中国。谢谢 and （https://example.com/路径）",
	"mail me at john.doe@example.com or at mailto:info@example.org.",
	"「https://ja.wikipedia.org/wiki/日本」 and “https://example.com/q?a=1”",
	"Did you read https://example.com/page? Or https://example.com/page#?",
	"https://zh.wikipedia.org/wiki/联合国教育、科学及文化组织 is long",
	"(see https://en.wikipedia.org/wiki/Pikachu_(Pokémon)) ok",
	"ports: http://example.com:8080/x http://192.0.2.1/ and http://[2001:db8::1]:443/",
	"IDN: https://bücher.de/bücher and info@bücher.de; pkg@1.0.0 is none",
	"versions 1.2.3, times 12:30, and @mention are no links",
	"https://example.com/a/b/c?x=1&y=2#frag:~:text=hello",
}

// TestUnicodeDialectMatchesDetector: on plain text, the Unicode dialect
// finds the same URLs and e-mail addresses as the engine's Detector with
// the Markdown prose rules (the Detector's scheme-less domains aside).
func TestUnicodeDialectMatchesDetector(t *testing.T) {
	for _, line := range detectorLines {
		if msg := compareWithDetector(line); msg != "" {
			t.Error(msg)
		}
	}
}

// FuzzUnicodeDialectMatchesDetector checks TestUnicodeDialectMatchesDetector
// on any one-line text without Markdown syntax (see plainText).
func FuzzUnicodeDialectMatchesDetector(f *testing.F) {
	for _, line := range detectorLines {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if !plainText(line) {
			return
		}
		if msg := compareWithDetector(line); msg != "" {
			t.Fatal(msg)
		}
	})
}

// plainText reports whether line is one line of text that goldmark reads
// as a paragraph of plain text: it starts with a letter, ends with no
// white space, and holds none of the characters of inline syntax, escapes
// and references.
func plainText(line string) bool {
	if line == "" || !utf8.ValidString(line) || strings.ContainsAny(line, "\\`*_~[]<&|\r\n\x00") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(line)
	l, _ := utf8.DecodeLastRuneInString(line)
	return unicode.IsLetter(r) && !unicode.IsSpace(l)
}

var (
	detectorMarkdown = markdown()
	// The extension's defaults: its schemes, and hosts that look like
	// others refused.
	plainDetector = ul.New(extapi.MarkdownProse(true).(ul.Option), ul.WithSchemes("http", "https", "ftp"),
		ul.WithSpoofCheck(ul.SpoofRefuse))
)

// compareWithDetector returns what differs between the links of the
// Unicode dialect in line and those of the Detector, or "".
func compareWithDetector(line string) string {
	src := []byte(line)
	doc := detectorMarkdown.Parser().Parse(text.NewReader(src))
	var got []string
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if l := uast.LinkOf(n); l != nil && entering {
			got = append(got, string(l.Label(src)))
		}
		return ast.WalkContinue, nil
	})
	var want []string
	for _, l := range plainDetector.Detect(line) {
		if l.Kind == ul.Email || l.SchemeEnd > l.Start || strings.HasPrefix(line[l.Start:], "www.") {
			want = append(want, line[l.Start:l.End])
		}
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		return fmt.Sprintf("%q:\n got %q\nwant %q", line, got, want)
	}
	return ""
}
