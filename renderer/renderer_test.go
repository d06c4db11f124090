package renderer

import (
	"bufio"
	"bytes"
	"math/rand"
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"

	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	uast "github.com/unicodelinks/goldmark-unicodelinks/ast"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/mdtext"
)

func TestAppendHref(t *testing.T) {
	for _, c := range []struct {
		src                string
		kind               uast.LinkKind
		dialect            config.Dialect
		scheme             string
		hostStart, hostEnd int
		want               string
	}{
		{"https://x.com/a b", uast.URL, config.Unicode, "", 8, 13, "https://x.com/a%20b"},
		{"https://x.com:8080/%41?%26#f", uast.URL, config.Unicode, "", 8, 13, "https://x.com:8080/A?%26#f"},
		{"https://x.com/a#b:~:text=c", uast.URL, config.Unicode, "", 8, 13, "https://x.com/a#b:~:text=c"},
		{"www.x.com/\u061Ca", uast.WWW, config.Unicode, "https", 0, 9, "https://www.x.com/%D8%9Ca"},
		{"a\u200Eb@x.com", uast.Email, config.GFM, "mailto", 6, 11, "mailto:a%E2%80%8Eb@x.com"},
		{"mailto:a@x.com", uast.Email, config.Unicode, "", 9, 14, "mailto:a@x.com"},
		{"www.x.com/(a))", uast.WWW, config.MD4C, "http", 0, 9, "http://www.x.com/(a))"},
	} {
		src := []byte(c.src)
		r := NewRenderer(config.Config{Dialect: c.dialect}).(*LinkRenderer)
		n := uast.New(c.kind, text.NewSegment(0, len(src)), text.NewSegment(c.hostStart, c.hostEnd), c.scheme)
		if got := string(r.AppendHref(nil, n, src)); got != c.want {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
}

// TestEscapeIgnorablesFrom: an href is escaped in place, after what comes
// before it in the buffer.
func TestEscapeIgnorablesFrom(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"/路径。展示、技", "/路径。展示、技"},
		{"/a\u200Eb。c", "/a%E2%80%8Eb。c"},
		{"/a\x01b", "/a%01b"},
		{"/\u3164\u3002", "/%E3%85%A4\u3002"},
		{"/a\x00b\xffc\xe4\xb8", "/a%00b%FFc%E4%B8"},
	} {
		for _, pre := range []string{"", "https://x.com"} {
			buf := append(make([]byte, 0, len(pre)+len(c.in)), pre...)
			buf = append(buf, c.in...)
			if got := string(escapeIgnorablesFrom(buf, len(pre))); got != pre+c.want {
				t.Errorf("%q: got %q, want %q", pre+c.in, got, pre+c.want)
			}
		}
	}
}

// TestWriteEscaped compares writeEscaped with goldmark's util.EscapeHTML
// (and its U+FFFD for NUL) on random bytes, the five it escapes among them
// and their neighbours in the bit tricks ("$", ".", ":", '~').
func TestWriteEscaped(t *testing.T) {
	pieces := []string{"a", "&", "<", ">", "\"", "\x00", "$", ".", ":", "~", "'", "6", "\x80", "é", " "}
	r := rand.New(rand.NewSource(7))
	for range 50000 {
		var in []byte
		for n := r.Intn(40); n > 0; n-- {
			in = append(in, pieces[r.Intn(len(pieces))]...)
		}
		want := bytes.ReplaceAll(util.EscapeHTML(bytes.Clone(in)), []byte{0}, []byte("\uFFFD"))
		var out bytes.Buffer
		w := bufio.NewWriter(&out)
		writeEscaped(w, in)
		_ = w.Flush()
		if !bytes.Equal(out.Bytes(), want) {
			t.Fatalf("%q: writeEscaped %q, want %q", in, out.Bytes(), want)
		}
	}
}

// TestLabelHref: when writeAnchor takes a link's label for its href, after
// a prefix, AppendHref gives the prefix and the label, for every kind,
// dialect, scheme and href form.
func TestLabelHref(t *testing.T) {
	rnd := rand.New(rand.NewSource(8))
	pieces := []string{"a", "Z", "0", "-", ".", "/", "?", "#", "=", "&", "%", "(", ")", "@", ":", " ", "é", "中", "\u200b", "\\", "\xff", "<", ">", "\"", "'", "\x00"}
	prefixes := []string{"https://ex.com/", "http://www.ex.com", "www.ex.com/", "mailto:a@", "a@ex.", "ftp://x.org/"}
	taken := map[string]int{}
	for range 300000 {
		src := []byte(prefixes[rnd.Intn(len(prefixes))])
		for range rnd.Intn(16) {
			if rnd.Intn(3) > 0 {
				src = append(src, 'a') // most of a URL is plain
				continue
			}
			src = append(src, pieces[rnd.Intn(len(pieces))]...)
		}
		kind := []uast.LinkKind{uast.URL, uast.WWW, uast.Email}[rnd.Intn(3)]
		dialect := []config.Dialect{config.Unicode, config.GFM, config.MD4C}[rnd.Intn(3)]
		scheme := []string{"", "", "http", "https", "mailto", "ftp"}[rnd.Intn(6)]
		l := uast.New(kind, text.NewSegment(0, len(src)), text.NewSegment(0, len(src)), scheme)
		form := []config.HrefForm{config.DialectDefault, config.MinimalEscaping, config.PercentEncoding, config.CmarkGFMEscaping}[rnd.Intn(4)]
		r := NewRenderer(config.Config{Dialect: dialect, HrefForm: form}).(*LinkRenderer)
		label := l.Label(src)
		prefix, ok := r.labelHref(l, label, mdtext.NeedsDecoding(label))
		if !ok {
			continue
		}
		taken[prefix]++
		// writeAnchor writes such an href and label as they are.
		if i := bytes.IndexFunc(label, func(r rune) bool { return r < utf8.RuneSelf && needsHTMLEscape[r] }); i >= 0 {
			t.Fatalf("%q taken for its href, but holds %q, which HTML escapes", src, label[i])
		}
		if got := r.AppendHref(nil, l, src); string(got) != prefix+string(label) {
			t.Fatalf("%q (%v, %v, scheme %q, form %v) taken for its href after %q, but AppendHref gives %q", src, kind, dialect, scheme, form, prefix, got)
		}
	}
	for _, p := range []string{"", "http://", "https://", "mailto:"} {
		if taken[p] < 100 {
			t.Fatalf("only %d labels taken for hrefs after %q (%v)", taken[p], p, taken)
		}
	}
}
