package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// opaqueOpts enables the four schemes without an authority next to the
// defaults.
var opaqueOpts = []Option{WithSchemes("http", "https", "ftp", "mailto", "xmpp", "tel", "magnet")}

// proseOpaqueOpts are opaqueOpts with the Markdown prose rules, as the
// Unicode dialect of the extension uses them.
var proseOpaqueOpts = append([]Option{withProseRules(markdownProse)}, opaqueOpts...)

// TestOpaqueSchemesOffByDefault guards that schemes without "//" stay
// opt-in: by default "tel:" and "magnet:?" are text, and "mailto:" and
// "xmpp:" addresses are today's e-mail addresses.
func TestOpaqueSchemesOffByDefault(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "call tel:+1-555-0100 now"},
		{want: "get magnet:?xt=urn:btih:c12fe1 now"},
		{want: "write ⸠mailto:a@example.com⸡?subject=hi", note: "an e-mail address: the query is not part of it"},
		{want: "chat xmpp:⸠romeo@example.net⸡/orchard", note: "the address after xmpp: is an e-mail address"},
		{want: "call tel:+1-555-0100 now", opts: []Option{WithSchemes("https", "sms", "geo")}, note: "other schemes still need \"://\""},
	})
}

// TestTelScheme guards RFC 3966 numbers after "tel:": a global number ('+'
// and digits) or a local one, with the visual separators "-.()" and no
// space, at least three digits; trailing separators stay outside.
func TestTelScheme(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "call ⸠tel:+1-555-0100⸡ now", opts: opaqueOpts},
		{want: "call ⸠TEL:+1-555-0100⸡ now", opts: opaqueOpts, note: "the scheme ignores ASCII case"},
		{want: "call ⸠tel:+1.555.0100⸡.", opts: opaqueOpts, note: "a trailing full stop ends the sentence"},
		{want: "call ⸠tel:+1-(555)-0100⸡, or", opts: opaqueOpts},
		{want: "(⸠tel:+1-555-0100⸡)", opts: opaqueOpts, note: "an unmatched ')' is no part of the number"},
		{want: "call ⸠tel:(555)⸡ now", opts: opaqueOpts, note: "a matched ')' is"},
		{want: "call ⸠tel:5550100⸡ now", opts: opaqueOpts, note: "a local number"},
		{want: "call ⸠tel:911⸡!", opts: opaqueOpts, note: "three digits"},
		{want: "call tel:12 now", opts: opaqueOpts, note: "fewer than three digits"},
		{want: "call tel:+ now", opts: opaqueOpts},
		{want: "call tel: +1-555-0100 now", opts: opaqueOpts, note: "no space after the colon"},
		{want: "call tel:-555-0100 now", opts: opaqueOpts, note: "a number starts with a digit or '('"},
		{want: "call tel:555abc now", opts: opaqueOpts, note: "letters after the digits: no number"},
		{want: "call hotel:5550100 now", opts: opaqueOpts, note: "a letter before the scheme"},
		{want: "call x-tel:5550100 or 1tel:5550100", opts: opaqueOpts, note: "'-' or a digit before the scheme"},
		{want: "电话⸠tel:+86-10-1234-5678⸡。谢谢", opts: opaqueOpts, note: "in CJK text"},
		{want: "电话：⸠tel:+86-10-1234-5678⸡，谢谢", opts: proseOpaqueOpts},
	})
}

// TestMagnetScheme guards "magnet:?" and a query, ended as a URL's query
// is ended.
func TestMagnetScheme(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "get ⸠magnet:?xt=urn:btih:c12fe1&dn=file.iso⸡ now", opts: opaqueOpts},
		{want: "get ⸠magnet:?xt=urn:btih:c12fe1⸡.", opts: opaqueOpts, note: "trailing punctuation"},
		{want: "(⸠magnet:?xt=urn:btih:c12fe1⸡)", opts: opaqueOpts},
		{want: "get ⸠Magnet:?xt=urn:btih:c12fe1⸡ now", opts: opaqueOpts},
		{want: "get magnet:? now", opts: opaqueOpts, note: "an empty query"},
		{want: "get magnet:xt=urn now", opts: opaqueOpts, note: "no '?'"},
		{want: "get magnet: now", opts: opaqueOpts},
		{want: "下载⸠magnet:?xt=urn:btih:c12fe1⸡。谢谢", opts: proseOpaqueOpts, note: "in CJK text, '。' ends it under the prose rules"},
	})
}

// TestMailtoScheme guards "mailto:" with the scheme enabled: an address
// by the e-mail rules and an optional query, one URL link.
func TestMailtoScheme(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "write ⸠mailto:a@example.com⸡ now", opts: opaqueOpts},
		{want: "write ⸠mailto:a@example.com?subject=hi&body=x⸡ now", opts: opaqueOpts},
		{want: "write ⸠MAILTO:a.b@example.com?subject=hi⸡.", opts: opaqueOpts, note: "trailing punctuation"},
		{want: "write ⸠mailto:a@example.com⸡? Yes", opts: opaqueOpts, note: "an empty query is no part"},
		{want: "(⸠mailto:a@example.com?subject=x⸡)", opts: opaqueOpts},
		{want: "write mailto:.a@example.com now", opts: opaqueOpts, note: "an invalid local part"},
		{want: "write mailto:a@example.invalid now", opts: opaqueOpts, note: "an invalid domain"},
		{want: "write mailto:?subject=x now", opts: opaqueOpts, note: "no address"},
		{want: "写信给⸠mailto:王@example.com?subject=你好⸡。谢谢", opts: proseOpaqueOpts},
		{want: "⸠mailto:a@example.com⸡", opts: append([]Option{WithEmail(false)}, opaqueOpts...), note: "the scheme is enabled explicitly"},
	})
}

// TestXMPPScheme guards RFC 5122 "xmpp:" URIs: an optional node and '@',
// a domain, an optional "/resource" and "?query".
func TestXMPPScheme(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "chat ⸠xmpp:romeo@example.net⸡ now", opts: opaqueOpts},
		{want: "chat ⸠xmpp:romeo@example.net/orchard⸡ now", opts: opaqueOpts},
		{want: "chat ⸠xmpp:romeo@example.net/orchard?message;body=hi⸡.", opts: opaqueOpts},
		{want: "chat ⸠xmpp:example.net⸡ now", opts: opaqueOpts, note: "a server address"},
		{want: "chat ⸠XMPP:romeo@example.net⸡, or", opts: opaqueOpts},
		{want: "chat xmpp:romeo@example.invalid now", opts: opaqueOpts, note: "an invalid domain"},
		{want: "chat xmpp:@example.net now", opts: opaqueOpts, note: "an empty node"},
		{want: "chat xmpp: romeo@example.net", opts: []Option{WithEmail(false), WithSchemes("xmpp")}},
		{want: "联系⸠xmpp:romeo@example.net⸡。谢谢", opts: proseOpaqueOpts},
	})
}

// TestOpaqueFields guards the fields of links without an authority: Kind
// URL, SchemeEnd after the ':', the host empty at SchemeEnd unless the
// link has a domain.
func TestOpaqueFields(t *testing.T) {
	d := New(opaqueOpts...)
	for _, c := range []struct{ text, scheme, host string }{
		{"tel:+1-555-0100", "tel:", ""},
		{"magnet:?xt=urn:btih:c12fe1", "magnet:", ""},
		{"mailto:a@example.com?subject=x", "mailto:", "example.com"},
		{"xmpp:romeo@example.net/orchard", "xmpp:", "example.net"},
	} {
		links := d.Detect(c.text)
		if len(links) != 1 {
			t.Errorf("%q: %d links", c.text, len(links))
			continue
		}
		l := links[0]
		if l.Kind != URL || l.Start != 0 || l.End != len(c.text) || c.text[:l.SchemeEnd] != c.scheme ||
			c.text[l.HostStart:l.HostEnd] != c.host || c.host == "" && l.HostStart != l.SchemeEnd {
			t.Errorf("%q: %+v", c.text, l)
		}
		if h := l.Href(c.text); h != c.text {
			t.Errorf("%q: Href %q", c.text, h)
		}
	}
}

// TestDangerousSchemesNeverAccepted guards that WithSchemes refuses the
// schemes goldmark deems dangerous, in any case, and that a Detector links
// none of them.
func TestDangerousSchemesNeverAccepted(t *testing.T) {
	for _, s := range []string{"JavaScript", "vbscript", "FILE", "data"} {
		if _, err := NewChecked(WithSchemes(s, "https")); err == nil {
			t.Errorf("WithSchemes(%q) accepted", s)
		}
	}
	d := New(WithSchemes("https"))
	for _, text := range []string{"javascript:alert(1)", "file://example.com/etc/passwd", "data:text/html,x",
		"VBScript:msgbox", "JAVASCRIPT://example.com/%0Aalert(1)"} {
		if links := d.Detect(text); links != nil {
			t.Errorf("%q: %+v", text, links)
		}
	}
}

// TestMailtoSchemeNotStarted guards that with "mailto" enabled, a
// "mailto:" that cannot start a URL (a '.' or a letter before it) is text
// before an e-mail address, so that the link is the same detected alone.
func TestMailtoSchemeNotStarted(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "x.y.mailto:⸠a@b.org⸡?", opts: opaqueOpts},
		{want: "xmailto:⸠a@b.org⸡", opts: opaqueOpts},
		{want: "x.y.⸠mailto:a@b.org⸡?", note: "without the scheme, today's e-mail rule"},
	})
}

// TestAdversarialOpaqueRepeats guards linear time for the schemes without
// an authority: each grammar's scan stops at the next ':' or at what
// ends a link, so that repeated near-links cost one pass. The links are
// checked at n repetitions; the work for n repetitions stays about four
// times the work for n/4 (see checkLinear).
func TestAdversarialOpaqueRepeats(t *testing.T) {
	const n = adversarialRepeat
	rep := strings.Repeat
	d := New(opaqueOpts...)
	tests := []struct {
		name string
		text func(k int) string // the text of k repetitions
		want func(text string) []span
	}{
		{"mailto: then an address", func(k int) string { return rep("mailto:", k) + "a@example.com" },
			func(text string) []span { return suffix(text, len("mailto:a@example.com")) }},
		{"mailto:a", func(k int) string { return rep("mailto:a", k) }, nil},
		{"xmpp:a@", func(k int) string { return rep("xmpp:a@", k) }, nil},
		{"xmpp: then labels", func(k int) string { return rep("xmpp:a.b", k) }, nil},
		{"tel: and two digits", func(k int) string { return rep("tel:1-2 ", k) }, nil},
		{"tel: and letters", func(k int) string { return "tel:" + rep("1-", k) + "a" }, nil},
		// The first query goes on over the others, less the Soft ":?".
		{"magnet:?", func(k int) string { return rep("magnet:?", k) },
			func(text string) []span { return []span{{0, len(text) - 2}} }},
		{"magnet: and a long query", func(k int) string { return "magnet:?" + rep("xt=a&", k) }, whole},
	}
	for _, tt := range tests {
		text := tt.text(n)
		var want []span
		if tt.want != nil {
			want = tt.want(text)
		}
		checkSpans(t, tt.name, d, text, want)
	}
	for _, tt := range tests {
		checkLinear(t, tt.name, d, tt.text, n/4)
	}
}

// TestDefaultSchemes: DefaultSchemes are a new Detector's, and a caller who
// changes the slice changes no Detector's defaults.
func TestDefaultSchemes(t *testing.T) {
	s := DefaultSchemes()
	assert.Equal(t, []string{"http", "https", "ftp"}, s)
	assert.Equal(t, New().schemes, s)
	s[0] = "javascript"
	assert.Equal(t, []string{"http", "https", "ftp"}, DefaultSchemes())
	assert.Equal(t, []string{"http", "https", "ftp"}, New().schemes)
}

// TestURLTrigger: "://" follows the scheme of every URL a Detector finds,
// unless it reads a scheme without an authority; then only ':' does.
func TestURLTrigger(t *testing.T) {
	for _, c := range []struct {
		opts []Option
		want string
	}{
		{nil, "://"},
		{[]Option{WithSchemes("https", "sms", "geo")}, "://"},
		{opaqueOpts, ":"},
		{[]Option{WithSchemes("https", "tel")}, ":"},
	} {
		assert.Equal(t, c.want, New(c.opts...).urlTrigger(), "%d options", len(c.opts))
	}
}
