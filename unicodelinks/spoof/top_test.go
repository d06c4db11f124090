package spoof

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLookalikeSkeletons: the skeleton steps of Chromium and ours.
func TestLookalikeSkeletons(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"google.com", []string{"google.corn"}},
		{"googlé.com", []string{"google.corn"}},
		{"đigkłmo68.com", []string{"digklrno68.corn", "digktrno68.corn"}}, // ł is l or t
		{"nełflix.com", []string{"nelflix.corn", "netflix.corn"}},
		{"စ2.com", []string{"o2.corn"}},               // Myanmar စ as o
		{"ੜ9.com", []string{"39.corn"}},               // Gurmukhi ੜ as 3
		{"шмнть.com", []string{"wrnhtb.corn"}},        // extra map: ш м н т ь
		{"০২.com", []string{"o2.corn"}},               // Bengali zero and two
		{"officeკ65.com", []string{"office365.corn"}}, // Georgian k as 3
		{"ก11.com", []string{"nll.corn"}},
		{"ພຣບ.com", []string{"wsu.corn"}},
		{"youtuße.com", []string{"youtube.corn", "youtusse.corn"}}, // ß is b (Chromium) or ss (ours)
		{"þing.is", []string{"ping.is", "bing.is"}},
		{"яндекс.рф", []string{"ᴙhдekc.pɸ"}}, // UTS #39 prototypes and the extra н к
	} {
		got := LookalikeSkeletons(c.in)
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("LookalikeSkeletons(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := LookalikeSkeletons(strings.Repeat("é", 300) + ".com"); got != nil {
		t.Errorf("a long domain has skeletons %q", got)
	}
}

// TestTopDomainTable: every line of the built-in table is found by
// binary search, and strings between them are not.
func TestTopDomainTable(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(topDomainSkeletons, "\n"), "\n")
	if len(lines) < 8000 || topDomainsCount < 8000 {
		t.Fatalf("%d skeletons of %d domains", len(lines), topDomainsCount)
	}
	for i, l := range lines {
		if i > 0 && lines[i-1] >= l {
			t.Fatalf("line %d %q not after %q", i, l, lines[i-1])
		}
		l = strings.TrimSuffix(l, "*")
		if !topSkeletons.has([]byte(l)) {
			t.Errorf("%q not found", l)
		}
		for _, miss := range []string{l + "a", l[:len(l)-1], "a" + l} {
			want := strings.Contains("\n"+topDomainSkeletons, "\n"+miss+"\n") || strings.Contains("\n"+topDomainSkeletons, "\n"+miss+"*\n")
			if topSkeletons.has([]byte(miss)) != want {
				t.Errorf("%q found wrongly", miss)
			}
		}
	}
	for _, miss := range []string{"", "\n", "0", "zzzzzz", "google.com"} {
		if topSkeletons.has([]byte(miss)) {
			t.Errorf("%q found", miss)
		}
	}
	// The other two tables, line by line; each ends with a line feed.
	for _, table := range []lineTable{topTLDSkeletons, topNames} {
		lines := strings.Split(strings.TrimSuffix(string(table), "\n"), "\n")
		if len(lines) < 10 || !strings.HasSuffix(string(table), "\n") || !slices.IsSorted(lines) {
			t.Errorf("%d lines, not ended by a line feed or not sorted: %.40q…", len(lines), table)
		}
		for _, l := range lines {
			if !table.has([]byte(l)) || table.has([]byte(l+"\x00")) {
				t.Errorf("%q: found %v, with a NUL after it found %v", l, table.has([]byte(l)), table.has([]byte(l+"\x00")))
			}
		}
	}
	for _, table := range []lineTable{"", "b\n", "b\nd\n", "b*\nd*\n"} {
		for _, key := range []string{"", "a", "c", "e", "b*"} {
			if table.has([]byte(key)) {
				t.Errorf("%q found in %q", key, table)
			}
		}
	}
	// A prefix of the first line not before the key.
	for _, c := range []struct {
		key  string
		want bool
	}{{"", true}, {"a", true}, {"ab", true}, {"abd", false}, {"ac", true}, {"acf", true}, {"acfz", false}, {"b", false}, {"0", false}} {
		if got := lineTable("ab\nacfg*\n").hasPrefix([]byte(c.key)); got != c.want {
			t.Errorf("hasPrefix(%q) = %v, want %v", c.key, got, c.want)
		}
	}
	// Every domain of the list is its own well-known domain: none of them
	// is a look-alike, its subdomains neither.
	src, err := os.ReadFile("../internal/gendata/domains.list")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range strings.Split(string(src), "\n") {
		if d == "" || d[0] == '#' {
			continue
		}
		u, err := CheckTopDomain(d)
		if err != nil {
			t.Fatal(err)
		}
		var w work
		if topDomainLookalike(u, u, nil, &w) || topDomainLookalike("www."+u, "www."+u, nil, &w) {
			t.Errorf("%s (%s) looks like a well-known domain", d, u)
		}
	}
}

// TestTopDomainNames: every domain of the list is a well-known domain,
// those the line of their skeleton stands for as well as those written
// out, and strings near them are one exactly when the list has them.
func TestTopDomainNames(t *testing.T) {
	src, err := os.ReadFile("../internal/gendata/domains.list")
	require.NoError(t, err)
	names := map[string]bool{}
	for _, d := range strings.Split(string(src), "\n") {
		if d = strings.TrimSpace(d); d == "" || d[0] == '#' {
			continue
		}
		u, err := CheckTopDomain(d)
		require.NoError(t, err)
		names[u] = true
	}
	require.Equal(t, topDomainsCount, len(names))
	implied := 0
	for u := range names {
		assert.True(t, isTopDomain(u, nil), u)
		if impliedTopDomain(u) {
			implied++
			assert.False(t, topNames.has([]byte(u)), "%s is implied and written out", u)
		}
		for _, r := range []*strings.Replacer{
			strings.NewReplacer("m", "rn"), strings.NewReplacer("rn", "m"), strings.NewReplacer("l", "1"),
			strings.NewReplacer("1", "l"), strings.NewReplacer("o", "0"), strings.NewReplacer("0", "o"),
			strings.NewReplacer(".", "x."), strings.NewReplacer("e", "é"),
		} {
			if v := r.Replace(u); v != u {
				assert.Equal(t, names[v], isTopDomain(v, nil), v)
			}
		}
	}
	t.Logf("%d domains, %d stood for by their skeleton's line", len(names), implied)
	assert.Greater(t, implied, len(names)*9/10)
	for _, s := range []string{"", "com", "google", "google.co", "googlem.com", strings.Repeat("m", 300) + ".com"} {
		assert.False(t, isTopDomain(s, nil), s)
	}
}

// TestTopDomainTableSkeletons: the skeleton lines of the built-in table
// are the LookalikeSkeletons of the list's domains, no more and no fewer.
// gentop makes them with internal/lookalike from the data, not with this
// package: this test (which needs no data) says when the two part.
func TestTopDomainTableSkeletons(t *testing.T) {
	src, err := os.ReadFile("../internal/gendata/domains.list")
	require.NoError(t, err)
	want := map[string]bool{}
	for _, d := range strings.Split(string(src), "\n") {
		if d = strings.TrimSpace(d); d == "" || d[0] == '#' {
			continue
		}
		u, err := CheckTopDomain(d)
		require.NoError(t, err)
		for _, sk := range LookalikeSkeletons(u) {
			want[sk] = true
		}
	}
	got := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSuffix(topDomainSkeletons, "\n"), "\n") {
		got[strings.TrimSuffix(l, "*")] = true
	}
	require.Greater(t, len(want), 8000)
	assert.Equal(t, want, got)
}

// TestTopDomains: a TopDomains adds to the built-in list, leaves invalid
// names out with an error, and Add adds up.
func TestTopDomains(t *testing.T) {
	top, err := NewTopDomains("example.org", "not a domain")
	require.Error(t, err)
	top, err = top.Add("bücher.de")
	require.NoError(t, err)
	for _, c := range []struct {
		host       string
		suspicious bool
	}{
		{"exаmple.org", true}, // Cyrillic а: mixed scripts anyway
		{"ëxample.org", true},
		{"mail.ëxample.org", true},
		{"example.org", false},
		{"bücher.de", false},
		{"www.bücher.de", false},
		{"bùcher.de", true},
		{"bucher.de", false}, // ASCII: shows what it is
		{"googlé.com", true}, // the built-in list stays
		{"xn--xample-9ua.org", true},
	} {
		got, reason := top.Check(c.host)
		assert.Equal(t, c.suspicious, got, "top.Check(%q): %s", c.host, reason)
	}
	if bad, _ := Check("ëxample.org"); bad {
		t.Error("Check knows a domain of a TopDomains")
	}
	for _, bad := range []string{"", "com", ".", "a..b", "a b.com", strings.Repeat("a", 64) + ".com", strings.Repeat("a.", 130) + "com"} {
		if _, err := CheckTopDomain(bad); err == nil {
			t.Errorf("CheckTopDomain(%q): no error", bad)
		}
	}
	if u, err := CheckTopDomain("Bücher.DE."); err != nil || u != "bücher.de" {
		t.Errorf("CheckTopDomain: %q, %v", u, err)
	}
}

// TestSpoofCheckAllocs: a real IDN host that is its own U-label costs no
// allocation, the look-alike check included.
func TestSpoofCheckAllocs(t *testing.T) {
	top, err := NewTopDomains("example.org")
	require.NoError(t, err)
	for _, h := range []string{"münchen.de", "яндекс.рф", "日本語.jp", "ελλάδα.ελ", "mail.bücher.de"} {
		if n := testing.AllocsPerRun(100, func() { top.Check(h) }); n != 0 {
			t.Errorf("Check(%q): %v allocations", h, n)
		}
	}
}
