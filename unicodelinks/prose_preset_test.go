package unicodelinks

import (
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNewProse checks the examples of issue 27, point 3: file names and
// identifiers are no links under NewProse, sites are, and no address holds
// a quote. Under New() the file names stay links (UTS #58).
func TestNewProse(t *testing.T) {
	tests := []struct {
		text  string
		links []string // text and href of each link, in turn
	}{
		{"See README.md and docs.md", nil},
		{"run setup.py, then build.sh", nil},
		{"call fs.read and fs.watch", nil},
		{"assert.fail and new.target", nil},
		{"set user.name, read e.target, call console.info or Object.is", nil},
		{"the file Makefile.in, the call getElementById.call", nil},
		{"archive.zip, demo.mov, main.rs, go.work", nil},
		{"Contact 'bob@example.com'", []string{"bob@example.com", "mailto:bob@example.com"}},
		{"x'y@example.com", []string{"y@example.com", "mailto:y@example.com"}},
		{"email=`carol@example.org`", []string{"carol@example.org", "mailto:carol@example.org"}},
		{"see example.org, golang.org/x/net and github.com/user/repo", []string{
			"example.org", "https://example.org",
			"golang.org/x/net", "https://golang.org/x/net",
			"github.com/user/repo", "https://github.com/user/repo"}},
		{"www.readme.md and readme.md:8080", []string{
			"www.readme.md", "https://www.readme.md", "readme.md:8080", "https://readme.md:8080"}},
		{"GitHub.com, eBay.com, x.ai", []string{
			"GitHub.com", "https://GitHub.com", "eBay.com", "https://eBay.com", "x.ai", "https://x.ai"}},
		{"https://example.com/README.md", []string{"https://example.com/README.md", "https://example.com/README.md"}},
		{"源码在github.com/user/repoにあります", []string{"github.com/user/repo", "https://github.com/user/repo"}},
		{"https://ja.wikipedia.org/wiki/日本", []string{"https://ja.wikipedia.org/wiki/日本", "https://ja.wikipedia.org/wiki/日本"}},
	}
	d := NewProse()
	for _, tt := range tests {
		var got []string
		for _, l := range d.Detect(tt.text) {
			got = append(got, tt.text[l.Start:l.End], l.Href(tt.text))
		}
		if !reflect.DeepEqual(got, tt.links) {
			t.Errorf("NewProse().Detect(%q) = %q, want %q", tt.text, got, tt.links)
		}
	}
}

// TestFileNamesDefault checks that New() keeps UTS #58: a file name is a
// domain, and the quote stays in the local part.
func TestFileNamesDefault(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"README.md", "README.md"},
		{"fs.read", "fs.read"},
		{"Contact 'bob@example.com'", "'bob@example.com"},
	} {
		ls := Detect(tt.text)
		if len(ls) != 1 || tt.text[ls[0].Start:ls[0].End] != tt.want {
			t.Errorf("Detect(%q) = %v, want %q", tt.text, ls, tt.want)
		}
	}
	if ls := New(WithFileNames(false)).Detect("README.md fs.read"); ls != nil {
		t.Errorf("WithFileNames(false): %v, want none", ls)
	}
	if ls := NewProse(WithFileNames(true)).Detect("README.md"); len(ls) != 1 {
		t.Errorf("NewProse(WithFileNames(true)): %v, want README.md", ls)
	}
}

// TestProsePathEnd checks that a path ends where prose begins only after an
// ASCII letter or digit, and only under prosePathEndRule.
func TestProsePathEnd(t *testing.T) {
	for _, tt := range []struct {
		text  string
		rules proseRule
		want  string
	}{
		{"https://example.com/repoにあります", markdownProse, "https://example.com/repo"}, // since issue 41
		{"https://example.com/repoにあります", lessThanHard, "https://example.com/repoにあります"},
		{"https://example.com/repoにあります", prosePathEndRule, "https://example.com/repo"},
		{"https://example.com/(a)bc에서", prosePathEndRule, "https://example.com/(a)bc"},
		{"https://example.com/a(b)에서", prosePathEndRule, "https://example.com/a(b)에서"},
		{"https://example.com/wiki/한국어", prosePathEndRule, "https://example.com/wiki/한국어"},
		{"https://example.com/?q=1中文", prosePathEndRule, "https://example.com/?q=1中文"}, // a query value: a search term
		{"https://example.com/?q=1&x中文", prosePathEndRule, "https://example.com/?q=1&x中文"},
		{"https://example.com/a.b/c1中文", prosePathEndRule, "https://example.com/a.b/c1中文"},
		{"https://example.com/v1.2中文", prosePathEndRule, "https://example.com/v1.2"},
	} {
		ls := New(withProseRules(tt.rules)).Detect(tt.text)
		if len(ls) != 1 || tt.text[ls[0].Start:ls[0].End] != tt.want {
			t.Errorf("Detect(%q) under %#x = %v, want %q", tt.text, tt.rules, ls, tt.want)
		}
	}
}

// TestNewProseRefusesLookalikes checks issue 32, row 11: the preset for
// untrusted text refuses hosts that look like others, as the goldmark
// extension and browsers do, and links real IDN hosts; New() keeps UTS #58
// (SpoofOff), and an option after the preset can turn the check off.
func TestNewProseRefusesLookalikes(t *testing.T) {
	for _, tt := range []struct {
		text  string
		links []string // under NewProse()
		html  string   // NewProse().AppendHTML
		off   int      // the number of links with the check off
	}{
		{"https://раураl.com/", nil, "https://раураl.com/", 1},
		{"Log in at раураl.com/login", nil, "Log in at раураl.com/login", 1},
		{"mail bob@раураl.com", nil, "mail bob@раураl.com", 1},
		{"https://bücher.de/ and яндекс.рф", []string{"https://bücher.de/", "яндекс.рф"},
			`<a href="https://bücher.de/">https://bücher.de/</a> and <a href="https://яндекс.рф">яндекс.рф</a>`, 2},
	} {
		texts := func(links []Link) []string {
			var s []string
			for _, l := range links {
				s = append(s, tt.text[l.Start:l.End])
			}
			return s
		}
		assert.Equal(t, tt.links, texts(NewProse().Detect(tt.text)), "NewProse().Detect(%q)", tt.text)
		assert.Equal(t, tt.links, texts(slices.Collect(NewProse().All(tt.text))), "NewProse().All(%q)", tt.text)
		assert.Equal(t, tt.html, string(NewProse().AppendHTML(nil, tt.text)), "NewProse().AppendHTML(%q)", tt.text)
		assert.Len(t, Detect(tt.text), tt.off, "Detect(%q)", tt.text)
		assert.Len(t, NewProse(WithSpoofCheck(SpoofOff)).Detect(tt.text), tt.off, "NewProse(WithSpoofCheck(SpoofOff)).Detect(%q)", tt.text)
	}
}
