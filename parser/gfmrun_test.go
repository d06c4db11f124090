package parser

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// gfmLinks is gfmScan.run over text, with no context: it finds the autolinks of cmark-gfm 0.29.0.gfm.13 in text, the reader's text of one
// run of adjacent text nodes (entities and escapes decoded, no line break inside), calling
// emit for each link in order with offsets into text.
func gfmLinks(text []byte, kinds ul.Kind, schemes []string, emit func(m ul.Link)) {
	s := gfmScan{text: text, schemes: schemes, wwwAtStart: true}
	s.run(kinds, func(m ul.Link) bool { emit(m); return true })
}

// gfmRunLinks renders what gfmLinks finds in text as "kind:text" strings:
// url, www, email (href "mailto:" + text) and ext (mailto:/xmpp: links,
// href = text).
func gfmRunLinks(text string, kinds ul.Kind) []string {
	var got []string
	gfmLinks([]byte(text), kinds, defaultSchemes, func(m ul.Link) {
		k := ""
		switch {
		case m.Kind == ul.URL && strings.Contains(text[m.Start:m.End], "@") && !strings.Contains(text[m.Start:m.End], "://"):
			k = "ext"
		case m.Kind == ul.URL:
			k = "url"
		case m.Kind == ul.Domain:
			k = "www"
		case m.Kind == ul.Email:
			k = "email"
		}
		got = append(got, k+":"+text[m.Start:m.End])
	})
	return got
}

// Every example of issue 13, as the text of one run, with what cmark-gfm
// 0.29.0.gfm.13 -e autolink links in it (each checked against the binary;
// the differential corpus holds them too).
func TestGFMRunIssue13(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		// extended protocol autolinks
		{"mailto", "mailto:foo@example.com", []string{"ext:mailto:foo@example.com"}},
		{"MAILTO upper case is no protocol", "MAILTO:foo@example.com", []string{"email:foo@example.com"}},
		{"mailto trailing period", "mailto:foo@example.com.", []string{"ext:mailto:foo@example.com"}},
		{"xmpp", "xmpp:foo@example.com", []string{"ext:xmpp:foo@example.com"}},
		{"xmpp resource", "xmpp:foo@example.com/resource", []string{"ext:xmpp:foo@example.com/resource"}},
		// e-mail addresses anywhere in a text node
		{"email in brackets", "[foo@example.com]", []string{"email:foo@example.com"}},
		{"email in quotes", "'foo@example.com'", []string{"email:foo@example.com"}},
		{"email after Japanese", "メールはfoo@example.comへ", []string{"email:foo@example.com"}},
		{"email after percent", "foo%bar@example.com", []string{"email:bar@example.com"}},
		{"email two at signs", "foo@bar@baz.com", []string{"email:bar@baz.com"}},
		{"emails after comma", "foo@example.com,bar@example.com", []string{"email:foo@example.com", "email:bar@example.com"}},
		// URLs after any character that is not a letter
		{"URL in quotes", `"http://example.com"`, []string{"url:http://example.com"}},
		{"URL after colon", ":http://example.com", []string{"url:http://example.com"}},
		{"URL after slash", "/http://example.com", []string{"url:http://example.com"}},
		{"URL in corner brackets", "「http://example.com」", []string{"url:http://example.com」"}},
		{"URL after Japanese", "見てhttp://example.com", []string{"url:http://example.com"}},
		// hosts without a period
		{"localhost with port", "http://localhost:8080/", []string{"url:http://localhost:8080/"}},
		{"host without period", "http://example", []string{"url:http://example"}},
		// the run "http://site.com:" after <code>, before <b>8080</b>
		{"URL before raw HTML", "http://site.com:", []string{"url:http://site.com"}},
		{"www runs", "www. www. www.example.com", []string{"www:www", "www:www", "www:www.example.com"}},
		{"userinfo", "http://user:pass@example.com/", []string{"url:http://user:pass@example.com/"}},
		{"non-ASCII path", "http://google.com/å", []string{"url:http://google.com/å"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := gfmRunLinks(tt.text, allKinds)
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("gfmLinks(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// The corners of autolink.c that the examples above do not reach, each
// checked against the gfm.13 binary.
func TestGFMRunCorners(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"stale np after second at", "a@b.c@d", []string{"email:b.c@d"}},
		{"stale mailto flag after second at", "mailto:a@b@c.com", []string{"ext:b@c.com"}},
		{"stale xmpp flag keeps slash", "xmpp:a@b@c.com/x", []string{"ext:b@c.com/x"}},
		{"mailto twice", "mailto:mailto:foo@x.com", []string{"ext:mailto:mailto:foo@x.com"}},
		{"mailto after letter", "xmailto:foo@x.com", []string{"email:foo@x.com"}},
		{"mailto after period", "a.mailto:foo@x.com", []string{"ext:a.mailto:foo@x.com"}},
		{"email ending in digit", "foo@x.com1", nil},
		{"email digits after last period", "a@b.c.d.e.fg1", nil},
		{"local part punctuation", "a.@b.com -@b.com", []string{"email:a.@b.com", "email:-@b.com"}},
		{"underscore in email domain", "foo@b.c_d.com", []string{"email:foo@b.c_d.com"}},
		{"eleven labels excuse the underscore", "www.a.b.c.d.e.f.g.h.i.j.k_", []string{"www:www.a.b.c.d.e.f.g.h.i.j.k"}},
		{"ten periods do not", "www.a.b.c.d.e.f.g.h.i.j_k", nil},
		{"underscore in last label", "http://a_b.com x", nil},
		{"underscore before the last two", "http://a.b_c.d.e x", []string{"url:http://a.b_c.d.e"}},
		{"www after rejected www", "www.x_www.y", []string{"www:www.y"}},
		{"non-ASCII host", "http://é.com", []string{"url:http://é.com"}},
		{"unmatched paren", "http://a.com/x)", []string{"url:http://a.com/x"}},
		{"matched parens", "http://a.com/(x))!", []string{"url:http://a.com/(x)"}},
		{"entity-like end", "www.a.com/&amp;quot;", []string{"www:www.a.com/&amp;quot"}},
		{"entity end", "www.a.com/&amp;", []string{"www:www.a.com/"}},
		{"ideographic space is no space", "http://a.com\u3000b", []string{"url:http://a.com\u3000b"}},
		{"www short", "www.ab", []string{"www:www.ab"}},
		{"www alone", "www.", nil},
		{"www boundaries", "xwww.a.com (www.a.com ~www.a.com", []string{"www:www.a.com", "www:www.a.com"}},
		{"scheme case", "HTTP://A.COM Https://b.com ftp://c.com FTP://d.e", []string{"url:HTTP://A.COM", "url:Https://b.com", "url:ftp://c.com", "url:FTP://d.e"}},
		{"unknown scheme", "ssh://a.com", nil},
		{"letter before scheme", "1http://a.com xhttp://b.com", []string{"url:http://a.com"}},
		{"open bracket stops URLs", "[see http://a.com] http://b.com", []string{"url:http://b.com"}},
		{"unclosed bracket", "[x http://a.com", nil},
		{"email inside bracket", "[x a@b.com", []string{"email:a@b.com"}},
		{"email after URL", "http://a.com/x,b@c.com", []string{"url:http://a.com/x,b@c.com"}},
		{"email before URL", "b@c.com http://a.com", []string{"email:b@c.com", "url:http://a.com"}},
		{"escaped underscore before www", "x_www.a.com", []string{"www:www.a.com"}},
		// The reader's text: "&lt;" is a '<' here (cmark-gfm scans the
		// source, where it is not).
		{"URL stops at decoded angle", "http://a.com<b", []string{"url:http://a.com"}},
		// cmark-gfm replaces invalid UTF-8 and NUL with U+FFFD before it
		// scans; here an invalid byte is no host character and stops a
		// domain scan, and NUL is a host character as U+FFFD is.
		{"invalid UTF-8", "http://\xff.com www.\xff a@\xff.com", []string{"www:www.\xff"}},
		{"NUL", "a\x00b@c.com http://\x00", []string{"email:b@c.com", "url:http://\x00"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := gfmRunLinks(tt.text, allKinds)
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("gfmLinks(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// Kinds switch the passes: without Email no address nor mailto: link,
// without URL the text of a URL is searched for addresses.
func TestGFMRunKinds(t *testing.T) {
	tests := []struct {
		name  string
		kinds ul.Kind
		text  string
		want  []string
	}{
		{"no Email", ul.URL | ul.Domain, "a@b.com mailto:a@b.com www.a.com", []string{"www:www.a.com"}},
		{"no URL", ul.Email | ul.Domain, "http://u@a.com www.a.com", []string{"email:u@a.com", "www:www.a.com"}},
		{"no WWW", ul.URL | ul.Email, "www.a.com http://a.com", []string{"url:http://a.com"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := gfmRunLinks(tt.text, tt.kinds)
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("gfmLinks(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// A URL or www link that the author's markup stopped leaves its text to the
// e-mail pass, as cmark-gfm, which sees no URL there, leaves it: the
// addresses in it are found, those before it once.
func TestGFMRunStopped(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // the links taken; URL and www links are stopped
	}{
		{"http://example.org/a@b.com", []string{"email:a@b.com"}},
		{"http://user@example.com", []string{"email:user@example.com"}},
		{"www.example.com/a@b.com x", []string{"email:a@b.com"}},
		{"a@b.com http://x.com/c@d.com e@f.com", []string{"email:a@b.com", "email:c@d.com", "email:e@f.com"}},
		{"http://x.com/c@d.com,http://y.com/e@f.com", []string{"email:c@d.com", "email:e@f.com"}},
		{"http://x.com mailto:a@b.com", []string{"ext:mailto:a@b.com"}},
	} {
		var got []string
		s := gfmScan{text: []byte(c.text), schemes: defaultSchemes, wwwAtStart: true}
		s.run(allKinds, func(m ul.Link) bool {
			if m.Kind != ul.Email && strings.Contains(c.text[m.Start:m.End], "//") || m.Kind == ul.Domain {
				return false
			}
			k := "email"
			if m.Kind != ul.Email {
				k = "ext"
			}
			got = append(got, k+":"+c.text[m.Start:m.End])
			return true
		})
		assert.Equal(t, c.want, got, "%s", c.text)
	}
}

// The www link after a rejected one is decided from the record of the
// rejected scan; it must agree with a fresh scan wherever it starts.
func TestGFMRunRejectRecord(t *testing.T) {
	for _, text := range []string{
		"www.x_www.y", "www.x_www.y_", "www.a_b.c_www.d.e", "(www.a_*www.b_*www.c.d",
		"www.a._www.b.c.d.e_f", "_www.a_www.b.c.d.e.f.g.h.i.j.k_",
	} {
		var got []string
		gfmLinks([]byte(text), ul.Domain, nil, func(m ul.Link) { got = append(got, text[m.Start:m.End]) })
		var want []string
		for i := 0; i < len(text); i++ {
			s := gfmScan{text: []byte(text), wwwAtStart: true} // no record: scans afresh
			if m, ok := s.www(i); ok {
				want = append(want, text[m.Start:m.End])
				i = m.End - 1
			}
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("gfmLinks(%q) = %q, fresh scans %q", text, got, want)
		}
	}
}

// md4c's pathological autolink inputs and the shapes of issue 11: the bytes
// looked at for 4n bytes of input are at most about 4 times those for n (a
// count, no deadline).
func TestGFMRunLinear(t *testing.T) {
	shapes := []struct {
		name        string
		unit, trail string
	}{
		{"www._", "www._", "x"},
		{"_www.", "_www.", ""},
		{"a@", "a@", ""},
		{"www.a_", "(www.a_", ""},
		{"a@b.c", "a@b.c", ""},
		{"mailto:", "mailto:", "a@b.c"},
		{"http://a_", "http://a_ ", ""},
		{"aaaa:", "a", "://x"},
		{"www.x_www.", "www.x_", ""},
		{"(((", "http://a.com/", strings.Repeat(")", 100)},
		{"stopped URLs over addresses", "http://a.com/b@c.d", ""},
		{"stopped www links", "(www.a.b@c.d", ""},
	}
	for _, sh := range shapes {
		t.Run(sh.name, func(t *testing.T) {
			n := 2000
			small := []byte(strings.Repeat(sh.unit, n) + sh.trail)
			large := []byte(strings.Repeat(sh.unit, 4*n) + sh.trail)
			for _, stopped := range []bool{false, true} {
				ws, wl := gfmWork(small, stopped), gfmWork(large, stopped)
				assert.LessOrEqual(t, wl, 5*ws, "stopped %v: %d bytes looked at for %d, %d for %d", stopped, ws, len(small), wl, len(large))
				assert.LessOrEqual(t, wl, 8*len(large), "stopped %v: %d bytes looked at for %d", stopped, wl, len(large))
			}
		})
	}
}

// gfmWork is the number of bytes gfmLinks looks at in text; with stopped,
// every URL and www link leaves its text to the e-mail pass, as one that
// the author's markup stops does.
func gfmWork(text []byte, stopped bool) int {
	s := gfmScan{text: text, schemes: defaultSchemes}
	s.run(allKinds, func(m ul.Link) bool { return !stopped || m.Kind == ul.Email })
	return s.work + len(text)
}

// FuzzGFMLinks checks on any input that gfmLinks does not panic, emits
// links in order without overlap inside the text, each with its host
// inside it, and looks at every byte a bounded number of times.
func FuzzGFMLinks(f *testing.F) {
	for _, s := range []string{
		"http://a.com www.b.com c@d.com", "mailto:a@b@c.com", "xmpp:a@b.c/d", "www.x_www.y",
		"[http://a.com] (www.a.com/(b)))", "a@b.c@d", "www._www._x", "http://\xff\x00.com",
	} {
		f.Add(s, uint8(allKinds))
		f.Add(s, uint8(allKinds)|0x80)
	}
	f.Fuzz(func(t *testing.T, text string, kinds uint8) {
		s := gfmScan{text: []byte(text), schemes: defaultSchemes}
		last := 0
		// With the high bit of kinds, every URL and www link is stopped:
		// its text is left to the e-mail pass.
		stopped := kinds&0x80 != 0
		s.run(ul.Kind(kinds)&allKinds, func(m ul.Link) bool {
			if m.Start < last || m.End <= m.Start || m.End > len(text) {
				t.Fatalf("%q: link [%d,%d) after %d", text, m.Start, m.End, last)
			}
			if m.HostStart < m.Start || m.HostEnd > m.End || m.HostEnd < m.HostStart {
				t.Fatalf("%q: host [%d,%d) outside link [%d,%d)", text, m.HostStart, m.HostEnd, m.Start, m.End)
			}
			if stopped && m.Kind != ul.Email {
				last = m.Start
				return false
			}
			last = m.End
			return true
		})
		if s.work > 8*len(text)+16 {
			t.Fatalf("%q: %d bytes looked at for %d", text, s.work, len(text))
		}
	})
}

// BenchmarkGFMLinks runs gfmLinks over each line of the benchmark
// documents, as if each were one run.
func BenchmarkGFMLinks(b *testing.B) {
	for _, doc := range corpus.Docs()[:5] { // a-prose … e-linklist
		name, src := strings.TrimSuffix(doc.Name, ".md"), doc.Data
		lines := bytes.Split(src, []byte("\n"))
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, l := range lines {
					gfmLinks(l, allKinds, defaultSchemes, func(ul.Link) { n++ })
				}
			}
		})
	}
}

// defaultSchemes are the schemes of URL links by default.
var defaultSchemes = ul.DefaultSchemes()
