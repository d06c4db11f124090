package parser

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// TestTriggerCursor: the cursor finds the first trigger of the enabled
// kinds at or after each offset asked, forward and back.
func TestTriggerCursor(t *testing.T) {
	const src = "a: b@c www.x http://y www" // ':' 1, '@' 4, "www." 7, "://" 17
	for _, c := range []struct {
		name string
		cfg  Config
		pos  []int
		want []int
	}{
		{"all kinds", Config{}, []int{0, 2, 5, 9, 18, 0, 5}, []int{4, 4, 7, 17, len(src), 4, 7}},
		{"URLs only", Config{Kinds: ul.URL}, []int{0, 17, 18}, []int{17, 17, len(src)}},
		{"a scheme without authority: any ':'", Config{Kinds: ul.URL, Schemes: []string{"https", "mailto"}}, []int{0, 2, 18}, []int{1, 17, len(src)}},
		{"e-mail only", Config{Kinds: ul.Email}, []int{0, 5}, []int{4, len(src)}},
		{"www only", Config{Kinds: ul.Domain}, []int{0, 7, 8, 3}, []int{7, 7, len(src), 7}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustNew(c.cfg)
			cur := p.newTriggerCursor([]byte(src))
			for i, pos := range c.pos {
				assert.Equal(t, c.want[i], cur.nextAt(pos), "nextAt(%d), query %d", pos, i)
			}
		})
	}
}

// TestTriggerCursorDialects: the GFM and MD4C dialects find URLs at "://"
// only, even with a scheme without "//" enabled in the Unicode dialect's
// sense; GFM stops at a '&' that may start a reference to '@' too.
func TestTriggerCursorDialects(t *testing.T) {
	const src = "a: b&c && &amp; &#64; x@y www.z &commat; &" // ':' 1, "&c" 4, "&#" 16, '@' 23, "www." 26, "&c" 32, '&' 41
	for _, c := range []struct {
		name string
		cfg  Config
		pos  []int
		want []int
	}{
		{"GFM", Config{Dialect: GFM}, []int{0, 5, 17, 24, 27, 33}, []int{4, 16, 23, 26, 32, 41}},
		{"GFM, URLs only", Config{Dialect: GFM, Kinds: ul.URL}, []int{0}, []int{len(src)}},
		{"MD4C", Config{Dialect: MD4C}, []int{0, 24, 27}, []int{23, 26, len(src)}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cur := mustNew(c.cfg).newTriggerCursor([]byte(src))
			for i, pos := range c.pos {
				assert.Equal(t, c.want[i], cur.nextAt(pos), "nextAt(%d), query %d", pos, i)
			}
		})
	}
}

// triggerEdges are texts whose links depend on what the source holds
// around a trigger: escapes and references in it, the trigger split by
// inline syntax, a trigger in code or a link destination only.
var triggerEdges = []string{
	"http&#58;//example.com http:&#47;/example.com http:\\//example.com",
	"foo&#64;example.com foo\\@example.com foo@example.com",
	"www&#46;example.com ww&#119;.example.com www\\.example.com &#119;ww.example.com",
	"`http://example.com` [x](http://example.com) and www.example.org",
	"http:*//*example.com www*.*example.com a*@*b.com",
	"see <http://example.com> then bob@example.com\nand http://x.example.com/a_b_c *http://y.example.com*",
	"a line\nwith a link at its end: https://example.com/\n> quoted www.example.com\n- item bob@example.org",
	"| a | b |\n|---|---|\n| https://example.com | www.example.org |",
	"mailto:bob@example.com tel:+1-555-0100 xmpp:bob@example.com magnet:?xt=urn:a",
	"“https://example.com/a--b” … www.example.com/it's",
	// GFM: an address's '@' written as a reference (markup outside its
	// domain stops nothing there), with and without a '.' in the source.
	"foo&#64;example.com foo&commat;example.org foo&#x40;example.net",
	"foo&#64;example&#46;com",
	"[foo&#64;bar&#46;com",
	// GFM: brackets left open by runs without a trigger.
	"[a *b* http://example.com c] www.example.org",
	"[ *x* ] http://example.com *[* www.example.com *]* https://example.org",
	"\\[ *x* http://example.com \\] www.example.com",
	"&#91; *x* http://example.com [ *y* ] www.example.org",
	"[ `c` http://example.com\n] www.example.org [\n*z* https://example.net",
	// MD4C: boundaries in the source around a run without a trigger.
	"*www.example.com* _http://example.com_ ~a@b.com~ www.x.com\\",
	"http://example.com&amp; www.example.com&#46; a@example.com\\.",
}

// TestTriggersSameLinks: in every dialect, passing over the blocks and
// runs that hold none of its triggers changes no link: a parser without
// the cursor, that reads every run with a '.', ':' or '@' (and, in the GFM
// dialect, every run with a bracket), makes the same tree, on the
// documents of the tree comparisons, the case files and the edges above,
// with each kind of link alone and with schemes without an authority.
func TestTriggersSameLinks(t *testing.T) {
	docs := sameTreeInputs(t)
	files, err := filepath.Glob("../testdata/*.txt")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		docs = append(docs, string(b))
	}
	docs = append(docs, triggerEdges...)
	for _, dialect := range []Dialect{Unicode, GFM, MD4C} {
		t.Run(dialects[dialect].name, func(t *testing.T) { sameLinksByTriggers(t, dialect, docs) })
	}
}

// sameLinksByTriggers is TestTriggersSameLinks in one dialect.
func sameLinksByTriggers(t *testing.T, dialect Dialect, docs []string) {
	for _, cfg := range []Config{
		{},
		{Kinds: ul.URL},
		{Kinds: ul.Email},
		{Kinds: ul.Domain},
		{Schemes: []string{"https", "http", "mailto", "tel", "xmpp", "magnet"}},
	} {
		cfg.Dialect = dialect
		if dialect != Unicode && cfg.Schemes != nil {
			cfg.Schemes = []string{"https", "http", "ftp", "irc"} // only before "://"
		}
		byTriggers := mustNew(cfg)
		require.NotEqual(t, noTriggers, byTriggers.d.triggers)
		everyRun := mustNew(cfg)
		d := *everyRun.d
		d.triggers = noTriggers
		if d.quickTest == linkTriggers {
			d.quickTest = linkBytes
		}
		everyRun.d = &d
		mdTriggers := goldmark.New(goldmark.WithExtensions(extension.Typographer), goldmark.WithParserOptions(byTriggers))
		mdEveryRun := goldmark.New(goldmark.WithExtensions(extension.Typographer), goldmark.WithParserOptions(everyRun))
		links := 0
		for _, doc := range docs {
			src := []byte(doc)
			want := dumpTree(mdEveryRun.Parser().Parse(text.NewReader(src)), src)
			got := dumpTree(mdTriggers.Parser().Parse(text.NewReader(src)), src)
			require.Equal(t, want, got, "kinds %v, schemes %v: %q", cfg.Kinds, cfg.Schemes, doc)
			links += strings.Count(got, " link=")
		}
		assert.Positive(t, links, "kinds %v, schemes %v: no link in any document", cfg.Kinds, cfg.Schemes)
	}
}
