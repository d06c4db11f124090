package unicodelinks

import (
	"slices"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// wwwOnlyConfigs are the Detector options that WithSchemelessWWWOnly is
// tested under: those of the goldmark extension's Unicode dialect (the
// Markdown prose rules less markupStops, which the parser checks in the
// source; the default schemes, or with the four opaque ones; any TLD;
// localhost refused; spoof check), the default rules, and more; the
// first over the benchmark corpora too.
var wwwOnlyConfigs = []struct {
	name    string
	opts    []Option
	corpora bool // also checked over the benchmark corpora
}{
	{"parser", []Option{withProseRules(markdownProse &^ markupStops), WithSchemes(defaultSchemes...), WithLocalhost(true)}, true},
	{"parser-opaque", []Option{withProseRules(markdownProse &^ markupStops), opaqueOpts[0], WithLocalhost(true)}, true},
	{"parser-anyTLD", []Option{withProseRules(markdownProse &^ markupStops), WithSchemes(defaultSchemes...), WithAnyTLD(true)}, true},
	{"parser-spoof", []Option{withProseRules(markdownProse &^ markupStops), WithLocalhost(false), WithSpoofCheck(SpoofRefuse)}, false},
	{"markdown", []Option{withProseRules(markdownProse)}, false},
	{"default", nil, true},
	{"default-opaque", opaqueOpts, false},
	{"default-anyTLD", []Option{WithAnyTLD(true)}, true},
	{"no-email", []Option{WithEmail(false)}, false},
	{"no-schemes", []Option{WithSchemes()}, false},
}

// wwwOnlyPair returns the Detector of a config without and with
// WithSchemelessWWWOnly.
func wwwOnlyPair(opts []Option) (all, www *Detector) {
	return New(opts...), New(append(slices.Clip(opts), WithSchemelessWWWOnly(true))...)
}

// wwwOnlyWant returns the links of all in text that WithSchemelessWWWOnly
// keeps, by the Unicode dialect's rule: URLs with a scheme, e-mail
// addresses, and scheme-less domains that start with "www.".
func wwwOnlyWant(all *Detector, text string) []Link {
	var want []Link
	for l := range all.All(text) {
		if l.Kind == Email || l.SchemeEnd > l.Start || strings.HasPrefix(text[l.Start:l.End], "www.") {
			want = append(want, l)
		}
	}
	return want
}

// checkWWWOnly checks that www finds in text the links of all filtered by
// wwwOnlyWant, by AppendLinks and by AppendHTML.
func checkWWWOnly(t *testing.T, name string, all, www *Detector, text string) bool {
	t.Helper()
	want := wwwOnlyWant(all, text)
	got := www.Detect(text)
	if !slices.Equal(got, want) {
		t.Errorf("%s: %s:\n got %v\nwant %v", name, clip(text), got, want)
		return false
	}
	// AppendHTML scans with the same scanner: the stop leaves the rest text.
	var b []byte
	last := 0
	isolate := needsIsolation(text)
	for _, l := range want {
		b = appendHTMLText(b, text[last:l.Start])
		b = all.appendAnchor(b, text, l, isolate)
		last = l.End
	}
	b = appendHTMLText(b, text[last:])
	if html := string(www.AppendHTML(nil, text)); html != string(b) {
		t.Errorf("%s: %s: AppendHTML\n got %s\nwant %s", name, clip(text), html, b)
		return false
	}
	return true
}

// wwwOnlyCases are texts where the stop and the filter could go wrong.
var wwwOnlyCases = []string{
	"bar.org?q=http://x.org/",
	"bar.org?q=www.x.org/",
	"a.b.example.com/www.x",
	"a.b.example.com/www.example.com",
	"foo www.example.com",
	"www.example.com",
	"www.example.com。次",
	"wWw.example.com WWW.example.com www.example.com",
	"john.smith@example.com",
	"x.example.com john.smith@example.com",
	"mailto:john.smith@example.com and x.example.com",
	"iris.beep://x",
	"iris.beep://example.com x.example.com",
	"x.example.com。www.例え.jp",
	"例。www.example.com",
	"网站。www.example.com。谢谢",
	"例.www.example.com",
	"e.g.www.example.com",
	"a.b.www.example.com",
	"a.b www.example.com",
	"x.example.com。www.例え.jp。みんな",
	"例え。みんな www.例え。みんな",
	"访问github.com或者www.github.com谢谢",
	"访问www.github.com。谢谢。gitlab.com也可以",
	"请看我们的网站。github.com上有代码，https://example.com/路径。以及example.org",
	"网站https://example.com谢谢x.example.org。",
	"电邮admin@example.com。网站example.org。www.example.net",
	"x.example.com http:",
	"x.example.com http://",
	"x.example.com a@",
	"x.example.com @",
	"x.example.com :",
	"x.example.com www.",
	"x.example.com www",
	"x.example.com ww.w.example.com",
	"www.",
	"www.x",
	"www.www.example.com",
	"wwww.example.com",
	"a.www.example.com",
	"www.example.com/www.example.org",
	"example.com/a@b.org",
	"www.example.com/a@b.org",
	"。www.example.com/a@b.org",
	"example.comwww.example.org",
	"example.com/www.example.org?x=http://y.org",
	"x.org:80 www.y.org",
	"x.org:0 www.y.org",
	"x.org:8a www.y.org",
	"x.example.com tel:+1-555-0100 magnet:?xt=a xmpp:r@example.net",
	"ssh://git@github.com x.org",
	"git@github.com:org/repo.git www.example.com",
	"postgres://user:pass@host.com",
	"example.com/a}b@example.org",
	"example.com或者admin2@example.org",
	"e.g. www.example.com i.e. no.It 3.14 M.Sc.",
	"http://localhost:1313/ localhost.example.com",
	"раураl.com www.раураl.com",
	"x.example.com\xffwww.example.com\xff",
	"http://x.org/" + strings.Repeat("。例え", 30) + "www.example.com",
	strings.Repeat("例え。みんな", 20) + "www.例え.jp",
	strings.Repeat("例え。みんな", 20) + "https://例え.jp" + strings.Repeat("例え。みんな", 20),
	strings.Repeat("a.example.com ", 10) + "www.",
	// A trigger far on: the scan starts at its word.
	strings.Repeat("e.g. x.example.com ", 5) + "see https://example.com/path and mailto:a@example.org",
	strings.Repeat("例え。みんな", 20) + " 访问https://例え.jp。谢谢 a.b@example.com",
	// A link that ends at a line feed after a gap: the search of its line stopped there.
	strings.Repeat("例。", 30) + "https://example.com/a\n" + strings.Repeat("例。", 30) + " x@example.org\n" + strings.Repeat(". ", 40) + "www.example.net",
	strings.Repeat("x.example.com ", 10) + "a@example.org" + strings.Repeat(" y.example.org", 10),
}

// TestWWWOnlySameLinks checks that WithSchemelessWWWOnly finds the links of
// the Detector without it that the Unicode dialect keeps (URLs with a
// scheme, e-mail addresses, scheme-less domains starting with "www."),
// over the tricky cases, each of their prefixes, and the benchmark
// corpora, whole and by paragraph and line: stopping the scan loses none.
func TestWWWOnlySameLinks(t *testing.T) {
	t.Parallel()
	docs := corpus.Docs()
	for _, c := range wwwOnlyConfigs {
		all, www := wwwOnlyPair(c.opts)
		for _, text := range wwwOnlyCases {
			for n := 1; n <= len(text); n++ {
				if !checkWWWOnly(t, c.name, all, www, text[:n]) {
					break
				}
			}
		}
		if testing.Short() || !c.corpora {
			continue
		}
		for _, doc := range docs {
			text := string(doc.Data)
			checkWWWOnly(t, c.name+"/"+doc.Name, all, www, text)
			for _, sep := range []string{"\n\n", "\n"} {
				for p := range strings.SplitSeq(text, sep) {
					if !checkWWWOnly(t, c.name+"/"+doc.Name, all, www, p) {
						break
					}
				}
			}
		}
	}
}

// TestWWWOnlyWords checks that the scan reads the candidate domains of a
// word only when the word holds a ':', '@' or "www.": Chinese and Japanese
// prose glued to a URL is read, the same prose a space away from it is not,
// and with no trigger left nothing more is.
func TestWWWOnlyWords(t *testing.T) {
	prose := strings.Repeat("例え", 20) + "。" + strings.Repeat("みんな。", 20) + "a.example.com。b.example.org" // one word
	// blank is prose, the same length, without label separators but the
	// first (at which the scan asks where the next cursor trigger is).
	first := strings.Index(prose, "。") + len("。")
	blank := prose[:first] + strings.NewReplacer("。", "、", ".", ",").Replace(prose[first:])
	work := func(text string) int {
		_, www := wwwOnlyPair(wwwOnlyConfigs[0].opts)
		s := www.newScanner(text)
		for {
			if _, ok := s.next(); !ok {
				return s.work
			}
		}
	}
	for _, c := range []struct {
		before, after string
		read          bool // the candidate domains of prose are read
	}{
		{"", "", false},
		{"x@y ", "", false},
		{"", " www.example.com", false},
		{"", " a@b", false},
		{"", " x:", false},
		{"", "\nhttps://example.com", false},
		{"www.example.com ", "", false},
		{"https://example.com ", " a.b", false},
		{"", "www.example.com", true},
		{"", "https://example.com", true},
		{"", "a@example.com", true},
		{"x:", "", false},  // after the last trigger: no link can be there
		{"", "x:y", false}, // a ":" that starts no URL (no opaque scheme is on)
	} {
		text := c.before + prose + c.after
		read := work(text) > work(c.before+blank+c.after)
		if read != c.read {
			t.Errorf("%s: prose read: %v, want %v", clip(text), read, c.read)
		}
	}
}

// TestWWWOnlyLinear checks that the words of WithSchemelessWWWOnly are
// read a bounded number of times: a long word before its trigger, many
// words with a trigger each, one word of triggers.
func TestWWWOnlyLinear(t *testing.T) {
	shapes := []struct {
		name string
		unit string
		tail string
	}{
		{"long word, trigger last", "例え。みんな.", "https://example.com"},
		{"a trigger a word", "a.b x@example.com ", ""},
		{"a trigger a word, glued prose", "例。a.example.com@x ", ""},
		{"one word of '@'", "@a.b", ""},
		{"one word of URLs", "http://a.bc/", ""},
		{"one word of www", "www.a.", ""},
		{"triggers after lines", "a.example.com\n例。", "@"},
	}
	for _, sh := range shapes {
		text := func(k int) string { return repeatTo("", sh.unit, k) + sh.tail }
		for _, c := range wwwOnlyConfigs {
			_, www := wwwOnlyPair(c.opts)
			checkLinear(t, sh.name+", "+c.name, www, text, 1024)
		}
	}
}

// FuzzWWWOnlySameLinks checks what TestWWWOnlySameLinks does on any text.
func FuzzWWWOnlySameLinks(f *testing.F) {
	for _, c := range wwwOnlyCases {
		f.Add(c)
	}
	for _, c := range detectCases {
		text, _ := unmark(c.want)
		f.Add(text)
	}
	type pair struct {
		name     string
		all, www *Detector
	}
	var pairs []pair
	for _, c := range wwwOnlyConfigs {
		all, www := wwwOnlyPair(c.opts)
		pairs = append(pairs, pair{c.name, all, www})
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, p := range pairs {
			checkWWWOnly(t, p.name, p.all, p.www, text)
		}
	})
}
