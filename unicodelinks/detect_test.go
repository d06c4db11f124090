package unicodelinks

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// detectCase is a Detect test: want is the text with each link marked
// ⸠…⸡ (the markers of LinkDetectionTest.txt).
type detectCase struct {
	want string
	note string
	opts []Option
}

var detectCases = []detectCase{
	// Ports.
	{want: "see ⸠example.com:443⸡ now"},
	{want: "see ⸠example.com:8080/a?b#c⸡ now"},
	{want: "see example.com:65536 now", note: "port out of range: an invalid port invalidates the domain"},
	{want: "see example.com:0 now", note: "port 0"},
	{want: "see https://example.com:65536/x now", note: "with a scheme, an invalid port invalidates the URL"},
	{want: "see https://example.com:0/x now"},
	{want: "see ⸠https://example.com:8443/x⸡ now"},
	{want: "at ⸠example.com⸡: the site", note: "a colon is no port"},

	// Trailing dots.
	{want: "Visit ⸠example.com⸡."},
	{want: "Visit ⸠example.com⸡..."},
	{want: "Visit ⸠example.com⸡.\nNext"},
	{want: "Visit ⸠http://example.com./path⸡ now"},
	{want: "Visit ⸠example.com⸡。", note: "trailing ideographic full stop"},
	{want: "看example.com。谢谢", note: "the '。' is followed by a label: one domain, 看example.com.谢谢, whose TLD is none"},
	{want: "Visit ⸠example.com。/path⸡ now"},

	// Schemes.
	{want: "⸠HTTPS://EXAMPLE.COM/A⸡"},
	{want: "⸠HtTp://example.com⸡"},
	{want: "see:⸠http://example.com⸡"},
	{want: "詳細は⸠https://example.com⸡ です", note: "no ASCII letter before the scheme"},
	{want: "xhttp://example.com", note: "not the scheme http; '/' blocks the domain"},
	{want: "⸠ftp://example.com/file⸡", note: "ftp is on by default, as in the extension (issue 14)"},
	{want: "ftp://example.com/file", opts: []Option{WithSchemes("http", "https")}},
	{want: "⸠FTP://example.com/file⸡ and http://example.com/", opts: []Option{WithSchemes("ftp")}},
	{want: "foo://example.com", note: "unknown scheme"},
	{want: "⸠https://example.com⸡ and ⸠https://example.org⸡"},
	{want: "http:// ⸠example.com⸡", note: "no host after the scheme"},
	{want: "http://", note: "nothing after the scheme"},
	{want: "⸠http://例え.jp/パス⸡"},

	// Userinfo and invalid hosts: no part of the URL is a link.
	{want: "http://user:pass@example.com/"},
	{want: "http://example.com@evil.com/x"},
	{want: "http://.foo.example.com/a.com"},
	{want: "http://foo..example.com/bar.com more ⸠text.com⸡"},
	{want: "https://-foo.example.com/"},

	// IP addresses.
	{want: "ping 192.168.0.1 now", note: "no IP address without a scheme"},
	{want: "see ⸠http://192.168.0.1:8080/status⸡ now"},
	{want: "see http://256.1.1.1/ now"},
	{want: "see ⸠http://[2001:db8::1]:8080/x⸡ now"},
	{want: "see http://[fe80::1%25eth0]/ now", note: "zone"},
	{want: "version 1.2.3.4"},

	// Top-level domains.
	{want: "run ⸠helpers.py⸡ now", note: ".py is Paraguay"},
	{want: "edit file.txt now", note: ".txt is no TLD"},
	{want: "edit ⸠file.txt⸡ now", opts: []Option{WithAnyTLD(true)}},
	{want: "see example.invalid", note: "not in the public suffix list"},
	{want: "see ⸠example.invalid⸡", opts: []Option{WithAnyTLD(true)}},
	{want: "She has an M.Sc. in physics.", note: ".sc is a TLD, but written in mixed case"},
	{want: "I said no.It was fine.", note: "missing space"},
	{want: "see ⸠http://M.Sc/x⸡", note: "the mixed-case rule is for scheme-less domains only"},
	{want: "see ⸠Example.COM⸡ and ⸠EXAMPLE.com⸡"},
	{want: "e.g. this, i.e. that, a.m. and p.m., U.S.A. and Ph.D."},
	{want: "see ⸠foo.香港⸡ and ⸠deΩ.uk⸡ and ⸠münchen.de⸡"},
	{want: "a ⸠co.uk⸡ b", note: "the TLD alone decides: co.uk is not checked against the suffix list"},

	// Empty labels.
	{want: "see example..com"},
	{want: "see a.。example.com", note: "empty label"},
	{want: "see ..example.com"},
	{want: "Wait...example.com is here", note: "a domain cannot start after '.'"},

	// Start boundaries.
	{want: "my_file.py and __init__.py", note: "an underscore inside a word"},
	{want: "_⸠example.com⸡_", note: "emphasis"},
	{want: "**⸠example.com⸡** ~~⸠example.org⸡~~"},
	{want: "path/example.com", note: "after '/'"},
	{want: `C:\dir\file.com`, note: `after '\'`},
	{want: "#example.com 50%example.com a+example.com a=example.com a&example.com"},
	{want: "(⸠example.com⸡) [⸠example.com⸡] {⸠example.com⸡} '⸠example.com⸡' \"⸠example.com⸡\""},
	{want: "「⸠example.com⸡」 “⸠example.com⸡” （⸠example.com⸡）"},
	{want: "👉⸠example.com⸡", note: "an emoji is no label code point"},
	{want: "⸠ウェブサイトはexample.com⸡ です", note: "UTS #46 allows the kana in the label (UTS #58 section 8)"},
	{want: "mailto:⸠example.com⸡", note: "mailto: without '@'"},
	{want: "see .fr and example.😎"},

	// E-mail addresses.
	{want: "mail ⸠john.smith@example.com⸡/foo/bar"},
	{want: "mail ⸠john.doe@example.com⸡:1234/x", note: "LinkDetectionTest.txt line 127: digits after ':' are no SSH path"},
	{want: "mail ⸠foo+bar@example.com⸡."},
	{want: "mail ⸠example.com+tag@example.org⸡", note: "the domain before '+' is part of the local part"},
	{want: "mail ⸠example.com/x⸡ and ⸠a@example.org⸡", note: "'/' starts a path, not a local part"},
	{want: "⸠www.mail-archive.com/ruby-talk@ruby-lang.org/⸡", note: "'@' in a path"},
	{want: "。www.example.com/ruby-talk@ruby-lang.org/", note: "the same, in an invalid domain: no address"},
	{want: "。⸠www.example.com/ruby-talk@ruby-lang.org⸡/", opts: []Option{WithSchemelessDomains(false)},
		note: "without scheme-less domains, there is no URL to take the '@'"},
	{want: "⸠MAILTO:a@example.com⸡"},
	{want: "a@⸠b@example.com⸡"},
	{want: "⸠example.com/a⸡}b@example.org", note: "the local part would reach into the URL"},
	{want: "⸠example.com/a⸡} ⸠b@example.org⸡"},
	{want: "⸠a@example.com⸡,⸠b@example.org⸡", note: "',' is no Link_Email code point"},
	{want: "npm install pkg@1.0.0", note: "'0' is no TLD"},
	{want: "see @example.com and .john@example.com and john.@example.com"},
	{want: "see john..doe@example.com", note: "invalid local part: the domain is not linked either"},
	{want: "⸠info@example.com⸡, ⸠sales@example.com⸡; ⸠x@例え.jp⸡"},
	{want: "john@example.com", opts: []Option{WithEmail(false)}, note: "neither an address nor a domain"},
	{want: "john.com@example.com or john.com+x@example.org, ⸠john.com⸡", opts: []Option{WithEmail(false)}},
	{want: "⸠john@example.com⸡ and example.org", opts: []Option{WithSchemelessDomains(false)}},
	{want: "⸠https://example.com⸡ and example.org", opts: []Option{WithSchemelessDomains(false)}},
	{want: "https://example.com and ⸠example.org⸡", opts: []Option{WithSchemes()}},

	// Prose rules.
	{want: "**see ⸠https://example.com/a**⸡", note: "none by default"},
	{want: "**see ⸠https://example.com/a⸡**", opts: []Option{withProseRules(markdownProse)}},
	{want: "Did you read ⸠https://example.com/page?⸡", note: "none by default"},
	{want: "Did you read ⸠https://example.com/page⸡?", opts: []Option{withProseRules(markdownProse)}},
	{want: "⸠https://example.com/a⸡<b>", opts: []Option{withProseRules(lessThanHard)}},
	{want: "Is it ⸠example.com.?⸡ Or ⸠example.com。?x⸡", note: "a query after the root separator"},
	{want: "Is it ⸠example.com⸡.? Or ⸠example.com。?x⸡", opts: []Option{withProseRules(markdownProse)},
		note: "without the empty query, the separator is no part of the URL"},

	// Hard code points that IDNA or Link_Email would take: the deprecated
	// letters U+0149, U+0673, U+0F77, U+0F79, U+17A3 and U+17A4.
	{want: "see exampleŉ.com and ŉ⸠example.com⸡ and https://exampleŉ.com/a", note: "UTS #46 maps 'ŉ' to \"ʼn\", but it is Hard"},
	{want: "see x.ཷ.com and ⸠x.com⸡ཹ and ឣ⸠a@example.com⸡ and aŉ@example.com", note: "Link_Email includes them, but they are Hard"},
	{want: "see ⸠https://example.com/a⸡ٳb", note: "in a path"},

	// Invalid UTF-8 and NUL.
	{want: "\xffexample.com\xff", note: "an invalid byte reads as U+FFFD, a lost character: no domain starts after it"},
	{want: "exa\xffmple.com", note: "issue 41 row 3: no \"mple.com\""},
	{want: "\xff ⸠example.com⸡\xff"},
	{want: "https://example.com/a\xffb", note: "U+FFFD would go on in the path: cut at the byte, the link would go elsewhere"},
	{want: "https://example.com/a.\xff b", note: "a Soft character before it: U+FFFD would take it in too"},
	{want: "a\xff@example.com"},
	{want: "⸠a@example.com⸡\xff"},
	{want: "⸠example.com⸡\x00next \x00⸠example.org⸡"},
	{want: "\x00@\x00:\x00.\x00"},
	{want: "\xe3\x80 \xef\xbc example\xe3\x80.com", note: "truncated ideographic stops"},
}

// unmark removes the markers from a test line and returns the links they
// mark.
func unmark(marked string) (text string, spans [][2]int) {
	var b strings.Builder
	for {
		i := strings.Index(marked, markOpen)
		if i < 0 {
			b.WriteString(marked)
			return b.String(), spans
		}
		b.WriteString(marked[:i])
		marked = marked[i+len(markOpen):]
		j := strings.Index(marked, markClose)
		start := b.Len()
		b.WriteString(marked[:j])
		spans = append(spans, [2]int{start, b.Len()})
		marked = marked[j+len(markClose):]
	}
}

func TestDetect(t *testing.T) {
	runDetectCases(t, detectCases)
}

// runDetectCases checks Detect on each case.
func runDetectCases(t *testing.T, cases []detectCase) {
	t.Helper()
	for _, c := range cases {
		text, _ := unmark(c.want)
		d := New(c.opts...)
		links := d.Detect(text)
		if got := markLinks(text, links); got != c.want {
			t.Errorf("%s\n  got  %q\n  want %q", c.note, got, c.want)
		}
		checkLinks(t, d, text, links)
	}
}

// TestDetectUserinfoOnlyInAuthority guards that a '@' later on the line is
// not taken for the userinfo of a URL before it: userinfo is only what
// stands between "scheme://" and the first character that cannot be in it.
func TestDetectUserinfoOnlyInAuthority(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "⸠https://example.com⸡,⸠bob@example.org⸡"},
		{want: "(⸠https://example.com⸡)(⸠bob@example.org⸡)"},
		{want: "<⸠https://example.com⸡>,<⸠bob@example.org⸡>"},
		{want: "⸠https://example.com⸡ ⸠bob@example.org⸡", note: "white space ends the authority"},
		{want: "⸠https://example.com⸡\t⸠bob@example.org⸡"},
		{want: "⸠https://example.com?q=@example.org⸡", note: "'?' ends the authority: a '@' in the query"},
		{want: "⸠https://example.com/a@example.org⸡", note: "'@' in the path"},
		// Userinfo is never linked, nor the URL that holds it.
		{want: "see http://example.com@evil.com/x"},
		{want: "see http://user:pa$$;w0rd!@example.com/x"},
		{want: "see http://user@example.com, and more"},
	})
}

// TestDetectNoEmailInSSH guards that the user of an ssh URL or of an scp-like
// Git remote is not taken for an e-mail address.
func TestDetectNoEmailInSSH(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "git clone ssh://git@github.com/org/repo.git", note: "ssh is not enabled: the userinfo is no address"},
		{want: "git clone git@github.com:org/repo.git", note: "SSH syntax: domain, ':' and a path"},
		{want: "git@github.com:~/repo.git and git@example.com:/srv/repo"},
		{want: "⸠git@github.com⸡:22", note: "digits: a port, as in LinkDetectionTest.txt"},
		{want: "see //⸠john@example.com⸡", note: "a local part never starts with '/'"},
		{want: "see /.john@example.com", note: "nor with '.' once the '/' is left out"},
		{want: "see x://john@example.com", note: "right after \"scheme://\": userinfo, even of a scheme that is not enabled"},
		{want: "postgres://user:pass@host.com/db", note: "after \"scheme://user:\": a password, not a local part, whatever the scheme"},
		{want: "postgres://user:pass@host.com/db", note: "the same with the prose rules", opts: []Option{withProseRules(markdownProse)}},
		{want: "redis://:secret@cache.example.com:6379 and x-y://a;b:c@example.org", note: "an empty user name, ';' in userinfo"},
		{want: "login user:⸠pass@host.com⸡", note: "no \"scheme://\" before the user: an address"},
		{want: "see https://example.com:bob@example.org", note: "an enabled scheme: userinfo, no part of the URL is a link"},
		{want: "git clone git://host.example,⸠bob@example.org⸡", note: "',' is no userinfo: the address stands alone"},
		{want: "mail ⸠git@github.com⸡: it works", note: "':' before a space ends a sentence"},
		{want: "mail ⸠git@github.com⸡:"},
		{want: "mail ⸠me@example.com⸡:-) or ⸠me@example.org⸡:)", note: "smileys are no SSH paths"},
		{want: "mail ⸠a/b@example.com⸡ and ⸠c//d@example.com⸡", note: "'/' inside a local part is kept"},
	})
}

// TestDetectInvalidPortNoLink guards that an invalid port makes the whole
// URL or domain no link, as an invalid host does.
func TestDetectInvalidPortNoLink(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "see example.com:0 now"},
		{want: "see example.com:65536/x now"},
		{want: "see http://example.com:99999999999 now"},
		{want: "see example.com:99999999999 now"},
		{want: "see example.com:80a now", note: "a port is digits only"},
		{want: "see ⸠example.com:65535⸡ and ⸠example.com:1/x⸡"},
		{want: "see ⸠example.com⸡: the site", note: "':' without digits is no port"},
	})
}

// TestDetectALabelCheckedAsULabel guards that a host written with A-labels
// passes the same checks as its U-label form.
func TestDetectALabelCheckedAsULabel(t *testing.T) {
	runDetectCases(t, []detectCase{
		{want: "see http://☃.net now", note: "a symbol is no label code point"},
		{want: "see http://xn--n3h.net now", note: "the same host as an A-label"},
		{want: "see xn--n3h.net and a.xn--n3h.com"},
		{want: "see ⸠http://xn--mnchen-3ya.de⸡ and ⸠http://münchen.de⸡"},
		{want: "see ⸠xn--mnchen-3ya.de⸡ and ⸠foo.xn--p1ai⸡"},
	})
}

// TestDetectFields checks the kinds, schemes and hosts of links.
func TestDetectFields(t *testing.T) {
	for _, c := range []struct {
		text                string
		kind                Kind
		scheme, host, whole string
	}{
		{"see https://example.com:8080/x now", URL, "https://", "example.com", "https://example.com:8080/x"},
		{"see example.com/x now", Domain, "", "example.com", "example.com/x"},
		{"see http://foo.example.com./x now", URL, "http://", "foo.example.com.", "http://foo.example.com./x"}, // the host a browser reads (URLHost),
		{"see http://[::1]:80/ now", URL, "http://", "[::1]", "http://[::1]:80/"},
		{"see http://192.0.2.1/ now", URL, "http://", "192.0.2.1", "http://192.0.2.1/"},
		{"see 普遍适用测试。我爱你 now", Domain, "", "普遍适用测试。我爱你", "普遍适用测试。我爱你"},
		{"mail a.b@example.com. now", Email, "", "example.com", "a.b@example.com"},
		{"mail MailTo:a@example.com now", Email, "MailTo:", "example.com", "MailTo:a@example.com"},
	} {
		links := Detect(c.text)
		if len(links) != 1 {
			t.Errorf("%q: %d links", c.text, len(links))
			continue
		}
		l := links[0]
		if l.Kind != c.kind || c.text[l.Start:l.SchemeEnd] != c.scheme || c.text[l.HostStart:l.HostEnd] != c.host || c.text[l.Start:l.End] != c.whole {
			t.Errorf("%q: got %v %q %q %q, want %v %q %q %q", c.text, l.Kind, c.text[l.Start:l.SchemeEnd],
				c.text[l.HostStart:l.HostEnd], c.text[l.Start:l.End], c.kind, c.scheme, c.host, c.whole)
		}
	}
}

func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{URL: "URL", Domain: "Domain", Email: "Email", 0: "None", URL | Email: "URL|Email", 7: "URL|Domain|Email", 9: "URL|Kind(8)"} {
		if got := k.String(); got != want {
			t.Errorf("%d: %q, want %q", k, got, want)
		}
	}
}

func TestWithSchemes(t *testing.T) {
	d := New(WithSchemes("FTP", "wss", "mailto", "svn+ssh"))
	if want := []string{"ftp", "wss", "svn+ssh"}; !slices.Equal(d.schemes, want) {
		t.Errorf("schemes %q, want %q", d.schemes, want)
	}
	if got := markLinks("svn+ssh://example.com/r", d.Detect("svn+ssh://example.com/r")); got != "⸠svn+ssh://example.com/r⸡" {
		t.Errorf("got %q", got)
	}
	if !slices.Equal(New().schemes, []string{"http", "https", "ftp"}) || len(defaultSchemes) != 3 {
		t.Error("WithSchemes changed the defaults")
	}
}

// checkLinks checks the invariants of a Detect result: links in order, not
// overlapping, within bounds, on code point boundaries, of valid UTF-8
// without a Hard or Bidi_Control code point or a space (whatever the kind
// of link: the host of a URL and the local part of an address too), with
// consistent fields; that each link, detected alone, is the same link; and
// that its Href is valid UTF-8.
func checkLinks(t *testing.T, d *Detector, text string, links []Link) {
	t.Helper()
	boundary := make([]bool, len(text)+1) // where decoding text puts a code point (or invalid byte)
	for i := range text {
		boundary[i] = true
	}
	boundary[len(text)] = true
	last := 0
	for _, l := range links {
		switch {
		case l.Start < last || l.End <= l.Start || l.End > len(text):
			t.Errorf("%q: link %+v out of order or bounds (previous end %d)", text, l, last)
			return
		case l.SchemeEnd < l.Start || l.HostStart < l.SchemeEnd || l.HostEnd < l.HostStart || l.HostEnd > l.End,
			l.HostEnd == l.HostStart && !(l.Kind == URL && l.HostStart == l.SchemeEnd && l.SchemeEnd > l.Start &&
				text[l.SchemeEnd-1] == ':'): // only a scheme without an authority has no host
			t.Errorf("%q: link %+v has inconsistent fields", text, l)
			return
		case !boundary[l.Start] || !boundary[l.End] || !boundary[l.HostStart] || !boundary[l.HostEnd] || !boundary[l.SchemeEnd]:
			t.Errorf("%q: link %+v is not on code point boundaries", text, l)
		case !utf8.ValidString(text[l.Start:l.End]):
			t.Errorf("%q: link %+v holds invalid UTF-8", text, l)
		}
		for i, r := range text[l.Start:l.End] {
			if LinkTerm(r) == Hard || unicode.IsSpace(r) || unicode.Is(unicode.Bidi_Control, r) {
				t.Errorf("%q: link %q holds the Hard or Bidi_Control code point %U at %d", text, text[l.Start:l.End], r, l.Start+i)
				break
			}
		}
		if h := l.Href(text); !utf8.ValidString(h) {
			t.Errorf("%q: link %q has the href %q", text, text[l.Start:l.End], h)
		}
		last = l.End
		alone := text[l.Start:l.End]
		shift := func(m Link) Link {
			m.Start, m.End, m.SchemeEnd, m.HostStart, m.HostEnd = m.Start-l.Start, m.End-l.Start, m.SchemeEnd-l.Start, m.HostStart-l.Start, m.HostEnd-l.Start
			return m
		}
		if again := d.Detect(alone); len(again) != 1 || again[0] != shift(l) {
			t.Errorf("%q: link %q detected alone gives %+v, want %+v", text, alone, again, shift(l))
		}
	}
}

// fragments are the pieces of the random texts of TestDetectProperties.
var fragments = []string{
	" ", " ", "\n", ".", "..", "。", "．", "｡", "@", ":", "//", "/", "?", "#", "(", ")", "[", "]", "<", ">",
	",", "!", "'", "\"", "_", "*", "~", "-", "+", "%", "&", "=", "\\", ":~:", "\x00", "\xff", "\xe3\x80",
	"a", "b", "com", "org", "COM", "uk", "py", "xn--p1ai", "рф", "香港", "我爱你", "例え", "ü", "Ω",
	"example", "www", "mailto:", "http", "https", "ftp", "http://", "https://", "8080", "443", "0",
	"192.168.0.1", "[::1]", "john", "doe", "😎", "\u0301", "\u200d", "\u00ad", "ー", "・", "テスト",
	"example.com", "a@b.org", "https://example.com/x", "foo.bar", "M.Sc", "-", "--", "xn--",
	"Sc", "It", "a.com/", "b@", "x.y.z", "+tag", "!", "中文", "ウェブ", "\t", "\u3000", "%20", "a}", "{",
	"，", "、", "으로", "邮箱", "localhost", "127.0.0.1", "`", "=",
	"tel:", "+1-555", "(0)", "magnet:?", "xt=urn:btih:", "xmpp:", "/orchard", "mailto:a@b.org?", "TEL:",
	"\u202e", "\u200f", "\u061c", "\u2066",
}

// TestDetectProperties checks the invariants of checkLinks on random texts
// made of fragments that tend to make links, and that All and AppendLinks
// agree with Detect.
func TestDetectProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(58, 2))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	detectors := []*Detector{defaultDetector, New(WithEmail(false)), New(WithSchemelessDomains(false)),
		New(WithAnyTLD(true), withProseRules(markdownProse), WithSchemes("http", "https", "ftp")), proseDetector,
		New(opaqueOpts...), New(proseOpaqueOpts...)}
	for k := range n {
		var b strings.Builder
		for k := 1 + rng.IntN(16); k > 0; k-- {
			b.WriteString(fragments[rng.IntN(len(fragments))])
		}
		text := b.String()
		d := defaultDetector
		if k%2 == 1 {
			d = detectors[1+k/2%(len(detectors)-1)]
		}
		links := d.Detect(text)
		checkLinks(t, d, text, links)
		if t.Failed() {
			t.Fatalf("stopping at %q", text)
		}
		var all []Link
		for l := range d.All(text) {
			all = append(all, l)
		}
		prefix := []Link{{Start: -1}}
		if !slices.Equal(all, links) || !slices.Equal(d.AppendLinks(prefix, text)[1:], links) {
			t.Fatalf("%q: All or AppendLinks differ from Detect", text)
		}
	}
}

// FuzzDetect checks the invariants of checkLinks on any byte string, with
// the default options and six other sets (two with the schemes without an
// authority): no panic; links in order, not overlapping, within bounds, on
// code point boundaries, never holding invalid UTF-8, a Hard or
// Bidi_Control code point or a space; each link detected alone is found
// again whole. The seeds are the rule tables and the contexts of the
// adversarial tests, and testdata/fuzz/FuzzDetect.
func FuzzDetect(f *testing.F) {
	for _, c := range detectCases {
		text, _ := unmark(c.want)
		f.Add(text)
	}
	for _, c := range hardContexts {
		text, _ := unmark(strings.ReplaceAll(c, "%s", "\xe3\x80"))
		f.Add(text)
	}
	for _, seed := range []string{"call tel:+1-(555)-0100.", "magnet:?xt=urn:btih:c1&dn=a。b",
		"xmpp:romeo@example.net/orchard?message", "mailto:a@example.com?subject=x#y", "mailto:.a@b.org?"} {
		f.Add(seed)
	}
	detectors := []*Detector{defaultDetector, New(WithEmail(false)), New(WithSchemelessDomains(false)),
		New(WithAnyTLD(true), withProseRules(markdownProse), WithSchemes("http", "https", "ftp")), proseDetector,
		New(opaqueOpts...), New(proseOpaqueOpts...)}
	f.Fuzz(func(t *testing.T, text string) {
		for _, d := range detectors {
			checkLinks(t, d, text, d.Detect(text))
		}
	})
}

// TestAllStops checks that All stops when the loop body breaks.
func TestAllStops(t *testing.T) {
	n := 0
	for range defaultDetector.All("a.com b.com c.com") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("%d iterations", n)
	}
}

// TestAllAllocs checks that iterating over the links of ASCII text does
// not allocate.
func TestAllAllocs(t *testing.T) {
	text := proseWithLinks(8<<10, 3)
	text = strings.ReplaceAll(text, benchLinks[len(benchLinks)-1], "https://example.com/a") // ASCII hosts only
	count := 0
	allocs := testing.AllocsPerRun(20, func() {
		count = 0
		for range defaultDetector.All(text) {
			count++
		}
	})
	if allocs != 0 {
		t.Errorf("All: %v allocations per run", allocs)
	}
	if count == 0 {
		t.Error("no links")
	}
}

// TestAllAllocsRefused: All allocates nothing for the candidates it
// refuses in real text either, such as the run of kana and Latin letters
// after a '。' (its last label is no top-level domain, which IDNA would
// have been asked with an allocation per label).
func TestAllAllocsRefused(t *testing.T) {
	for _, text := range []string{
		"必要はありません。Matzは「これは健康に良い」と言っています。",
		"Rubyの作者はまつもとゆきひろ。Goはシンプルです。ABCみんな。",
		"例え.Rubyの話",
	} {
		count := 0
		allocs := testing.AllocsPerRun(10, func() {
			count = 0
			for range defaultDetector.All(text) {
				count++
			}
		})
		if allocs != 0 || count != 0 {
			t.Errorf("%q: %v allocations, %d links; want none", text, allocs, count)
		}
	}
}

// TestDetectLinear checks that detection stays linear on inputs that
// would make a naive scanner quadratic: the work for 4n bytes stays about
// four times the work for n bytes (see checkLinear), with each Detector
// of linearDetectors.
func TestDetectLinear(t *testing.T) {
	patterns := []struct{ name, unit, prefix string }{
		{"www.", "www.", ""},
		{"a.", "a.", ""},
		{"non-ASCII labels", "é.", ""},
		{"kana labels", "あ.", ""},
		{".com", ".com", ""},
		{"a@", "a@", ""},
		{"@a.com", "@a.com", ""},
		{"a.com@", "a.com@", ""},
		{"label run", "a", "x."},
		{"long local part", "a.", "x@"},
		{"http://", "http://", ""},
		{"a:", "a:", ""},
		{"。", "。", ""},
		{"a。", "a。", ""},
		{"open brackets", "(", "example.com/"},
		{"soft run", "!", "example.com/a"},
		{"a.com+", "a.com+", ""},
		{"a.b.c", "a.b.", "x "},
		{"0.0.0.0.", "0.0.0.0.", "http://"},
		{"port digits", "1", "http://a.com:"},
		{"}b@", "a.com/a}b@c.com ", ""},
		{"mixed", "x.com/a b.co@ www.a.b ", ""},
		{"userinfo", "u:p@a.com:", "x://"},
		{"userinfo and @", "a:a@", "x://"},
	}
	for _, p := range patterns {
		for _, d := range linearDetectors {
			checkLinear(t, p.name+", "+d.name, d.d, func(n int) string { return repeatTo(p.prefix, p.unit, n) }, 4096)
		}
	}
}

// TestDetectGrowth checks how AppendLinks sizes its result: few
// allocations for a text with links throughout, and no large slice for a
// text whose links are all at its start.
func TestDetectGrowth(t *testing.T) {
	link := "See https://example.com/a/b for it. "
	spread := strings.Repeat(link+strings.Repeat("word ", 12), 10000)
	if n := testing.AllocsPerRun(3, func() { Detect(spread) }); n > 7 {
		t.Errorf("%d links spread over %d bytes: %v allocations, want 7 at most", 10000, len(spread), n)
	}
	front := strings.Repeat(link, 100) + strings.Repeat("word ", 1<<20)
	links := Detect(front)
	if len(links) != 100 {
		t.Fatalf("%d links, want 100", len(links))
	}
	if cap(links) > 64*16 {
		t.Errorf("100 links at the start of %d bytes: capacity %d, want %d at most", len(front), cap(links), 64*16)
	}
}
