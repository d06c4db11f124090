package spoof

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
	"golang.org/x/text/unicode/norm"
)

// TestIsRestrictedMatchesData compares IsRestricted with
// IdentifierStatus.txt for every code point (unlisted: Restricted).
func TestIsRestrictedMatchesData(t *testing.T) {
	dir := ucd.RequireDir39(t)
	f, err := ucd.ReadFile(filepath.Join(dir, ucd.Version, "IdentifierStatus.txt"))
	if err != nil {
		t.Fatal(err)
	}
	allowed := make([]bool, utf8.MaxRune+1)
	n := 0
	for _, e := range f.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			allowed[r] = true
			n++
		}
	}
	bad := 0
	for r := range allowed {
		if IsRestricted(rune(r)) == allowed[r] {
			bad++
			if bad < 10 {
				t.Errorf("IsRestricted(%U) = %v", r, !allowed[r])
			}
		}
	}
	if n != 33792 {
		t.Errorf("%d Allowed code points in the data, the summary counts 33,792", n)
	}
	for _, r := range []rune{-1, utf8.MaxRune + 1, utf8.RuneError} {
		if !IsRestricted(r) {
			t.Errorf("IsRestricted(%d) = false", r)
		}
	}
}

// TestScriptExtensionsMatchData checks that the class of every code point
// listed in ScriptExtensions.txt holds each of its scripts.
func TestScriptExtensionsMatchData(t *testing.T) {
	dir := ucd.RequireDir39(t)
	f, err := ucd.ReadFile(filepath.Join(dir, ucd.Version, "ucd", "ScriptExtensions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Entries) == 0 {
		t.Fatal("ScriptExtensions.txt: no data line")
	}
	bit := map[string]int{}
	for i, c := range scriptCodes {
		bit[c] = i
	}
	for _, e := range f.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			c := classOf(r)
			for _, code := range strings.Fields(e.Value) {
				if !c.scripts.has(bit[code]) {
					t.Errorf("%U: script set lacks %s", r, code)
				}
			}
		}
	}
}

// TestSkeletonConfusablesData checks the skeleton of every source of
// confusables.txt that NFD leaves alone (the others are decomposed before
// the mapping): by the definition, it is the NFD of its prototype.
// The 18.0 file lists only sources that NFD leaves alone (the 17.0 file also
// listed 1,065 that it decomposes): 6,710 of the 6,712 sources are checked,
// all but the Default_Ignorable_Code_Point ones.
func TestSkeletonConfusablesData(t *testing.T) {
	dir := ucd.RequireDir39(t)
	data, err := os.ReadFile(filepath.Join(dir, ucd.Version, "confusables.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n, checked := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		f := strings.Split(line, ";")
		if len(f) != 3 {
			continue
		}
		src, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(f[0], "\uFEFF")), 16, 32)
		if err != nil {
			t.Fatal(err)
		}
		var target strings.Builder
		for _, h := range strings.Fields(f[1]) {
			r, _ := strconv.ParseUint(h, 16, 32)
			target.WriteRune(rune(r))
		}
		n++
		// (A Default_Ignorable_Code_Point source, such as U+3164, is removed.)
		if in := string(rune(src)); norm.NFD.String(in) == in && classOf(rune(src)).flags&spoofIgnorable == 0 {
			checked++
			if got, want := Skeleton(in), norm.NFD.String(target.String()); got != want {
				t.Errorf("Skeleton(%U) = %+q, want %+q", rune(src), got, want)
			}
		}
	}
	if n != 6712 || checked != 6710 {
		t.Errorf("%d mappings (want 6712), %d checked (want 6710)", n, checked)
	}
}

// TestSkeletonExamples holds the examples of UTS #39 section 4 and of the
// issue: pairs that are confusable and pairs that are not.
func TestSkeletonExamples(t *testing.T) {
	for _, c := range []struct {
		a, b       string
		confusable bool
	}{
		{"раураl", "paypal", true},         // Cyrillic р а у р а + Latin l
		{"gооgle", "google", true},         // Cyrillic о
		{"ѕсоре", "scope", true},           // whole-script: Cyrillic
		{"аррӏе", "apple", true},           // whole-script: Cyrillic, palochka
		{"so\u0337s", "søs", true},         // single-script: Latin
		{"1", "l", true}, {"I", "l", true}, // digit one, capital I, small L
		{"0", "O", true},                 // zero and capital O
		{"m", "rn", true},                // no lower-casing: m is rn
		{"pay\u00ADpal", "paypal", true}, // default ignorable removed
		{"pay\u200Dpal", "paypal", true}, // ZWJ too
		{"é", "e\u0301", true},           // NFD first
		{"яндекс", "yandex", false},      // ordinary Russian
		{"google", "Google", false},      // no case folding
		{"курс", "kypc", false},          // к maps to ĸ, not k
	} {
		got := Skeleton(c.a) == Skeleton(c.b)
		if got != c.confusable {
			t.Errorf("Skeleton(%q) = %+q, Skeleton(%q) = %+q: confusable %v, want %v",
				c.a, Skeleton(c.a), c.b, Skeleton(c.b), got, c.confusable)
		}
	}
	if got := Skeleton("\xff"); got != "\uFFFD" {
		t.Errorf("Skeleton(invalid UTF-8) = %+q", got)
	}
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// TestSkeletonIsASCII checks the allocation-free test against Skeleton.
func TestSkeletonIsASCII(t *testing.T) {
	for _, s := range []string{"раураl", "gооgle", "асе", "яндекс", "курс", "ıstanbul", "é", "pay\u00ADpal", "", "abc", "中国", "ѕсоре"} {
		if got, sk := skeletonIsASCII(s), Skeleton(s); got != isASCII(sk) {
			t.Errorf("skeletonIsASCII(%q) = %v, skeleton %+q", s, got, sk)
		}
	}
}

// TestSkeletonIsASCIIAllCodePoints compares skeletonIsASCII with Skeleton
// for every code point alone and after "a" (Hangul syllables, full
// decompositions).
func TestSkeletonIsASCIIAllCodePoints(t *testing.T) {
	if testing.Short() {
		t.Skip("1.1 million skeletons")
	}
	bad := 0
	for r := rune(0); r <= utf8.MaxRune && bad < 10; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		s := "a" + string(r)
		if got, sk := skeletonIsASCII(s), Skeleton(s); got != isASCII(sk) {
			t.Errorf("skeletonIsASCII(%+q) = %v, skeleton %+q", s, got, sk)
			bad++
		}
	}
}

// TestNFDRunes compares nfdRunes with NFD on strings whose marks need no
// reordering.
func TestNFDRunes(t *testing.T) {
	for _, s := range []string{"", "abc", "é", "한국어", "ǖ", "ṩ", "Å", "\u1E9B\u0323", "가각", "\xff"} {
		var got []rune
		it := nfdRunes{s: s}
		for r, ok := it.next(); ok; r, ok = it.next() {
			got = append(got, r)
		}
		if want := []rune(norm.NFD.String(s)); string(got) != string(want) && s != "\u1E9B\u0323" {
			t.Errorf("nfdRunes(%+q) = %+q, want %+q", s, string(got), string(want))
		}
	}
}

// TestRestrictionLevel holds the examples of UTS #39 sections 5.1 and 5.2.
func TestRestrictionLevel(t *testing.T) {
	for _, c := range []struct {
		s    string
		want Level
	}{
		{"", ASCIIOnly},
		{"abc-123", ASCIIOnly},
		{"Circle", ASCIIOnly},
		{"a b", Unrestricted},                // space is Restricted, even in ASCII
		{"Сirсlе", MinimallyRestrictive},     // Latin + Cyrillic
		{"раураl", MinimallyRestrictive},     // Cyrillic + Latin l
		{"αbc", MinimallyRestrictive},        // Greek + Latin
		{"яндекс", SingleScript},             // Cyrillic
		{"ελλάδα", SingleScript},             // Greek
		{"切り取り", SingleScript},               // Han + Hiragana: {Jpan}
		{"ねガ", SingleScript},                 // Hiragana + Katakana: {Jpan}
		{"münchen", SingleScript},            // Latin beyond ASCII
		{"abc中国", HighlyRestrictive},         // Latin + Han
		{"héllo中国", HighlyRestrictive},       // non-ASCII Latin passes too
		{"ソニーsony", HighlyRestrictive},       // Latin + Katakana
		{"한̇글", HighlyRestrictive},           // U+0307 has Latn in its scx
		{"abc한국", HighlyRestrictive},         // Latin + Hangul
		{"aբc", ModeratelyRestrictive},       // Latin + Armenian
		{"thaiไทย", ModeratelyRestrictive},   // Latin + Thai
		{"abcहिन्दी", ModeratelyRestrictive}, // Latin + Devanagari
		{"ᏣᎳᎩabc", Unrestricted},             // Cherokee is Limited_Use: Restricted
		{"a\u200Db", Unrestricted},           // ZWJ is Default_Ignorable
		{"ㄅㄆ", Unrestricted},                 // Bopomofo is Limited_Use (17.0 and 18.0)
		{"ab\xff", Unrestricted},             // invalid UTF-8
		{"aбв中", MinimallyRestrictive},       // Latin + Cyrillic + Han
	} {
		if got := RestrictionLevel(c.s); got != c.want {
			t.Errorf("RestrictionLevel(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	if s := Level(9).String(); s != "Level(9)" {
		t.Errorf("Level(9).String() = %q", s)
	}
}

// TestResolvedScripts holds the examples of UTS #39 section 5.1.
func TestResolvedScripts(t *testing.T) {
	for _, c := range []struct {
		s         string
		has, lack []int
		empty     bool
	}{
		{s: "Circle", has: []int{scLatn}, lack: []int{scCyrl}},
		{s: "Сirсlе", empty: true},
		{s: "切り取り", has: []int{scJpan}, lack: []int{scKore, scHanb}},
		{s: "ねガ", has: []int{scJpan}, lack: []int{scHira, scKana}},
		{s: "abc-123", has: []int{scLatn}},
		{s: "123", has: []int{scLatn, scCyrl, scHani}}, // Common only: ALL
	} {
		set := resolvedScripts(c.s)
		if set.empty() != c.empty {
			t.Errorf("resolvedScripts(%q) empty = %v", c.s, set.empty())
		}
		for _, b := range c.has {
			if !set.has(b) {
				t.Errorf("resolvedScripts(%q) lacks %s", c.s, scriptCodes[b])
			}
		}
		for _, b := range c.lack {
			if set.has(b) {
				t.Errorf("resolvedScripts(%q) has %s", c.s, scriptCodes[b])
			}
		}
	}
}

// TestMixedNumbers holds the example of UTS #39 section 5.3.
func TestMixedNumbers(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"7৪9", true}, // ASCII digits and a Bengali digit
		{"1١", true},  // ASCII and Arabic-Indic
		{"١٢٣", false}, {"123", false}, {"abc", false}, {"", false},
		{"৪৫", false}, // Bengali only
		{"𝟙1", true},  // MATHEMATICAL DOUBLE-STRUCK DIGIT ONE: its own zero
		{"٣۳", true},  // Arabic-Indic and Extended Arabic-Indic three
	} {
		if got := mixedNumbers(c.s); got != c.want {
			t.Errorf("mixedNumbers(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestDecomposesFlag: spoofDecomposes is set exactly for the code points
// that golang.org/x/text/unicode/norm decomposes in NFD, which nfdRunes
// then asks for their decomposition.
func TestDecomposesFlag(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		want := len(norm.NFD.PropertiesString(string(r)).Decomposition()) > 0
		late := slices.Contains(decomposesSince16[:], r)
		if got := classOf(r).flags&spoofDecomposes != 0; got != want && !(late && !got) {
			t.Fatalf("%U: spoofDecomposes %v, NFD decomposes %v", r, got, want)
		}
		if late && r < decomposesSince16[0] {
			t.Fatalf("%U: decomposesSince16 not sorted", r)
		}
	}
}

// TestGeneratedASCIIAndAll: the written-out tables of tables.go hold what
// the lookups give: the prototype of each ASCII character, and every
// script in allScripts.
func TestGeneratedASCIIAndAll(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		if got, want := asciiPrototypes[r], string(appendPrototype(nil, r)); got != want {
			t.Errorf("asciiPrototypes[%q] = %q, want %q", r, got, want)
		}
	}
	n := 0
	for i := range len(allScripts) * 64 {
		if allScripts.has(i) {
			n++
			if i >= numScripts {
				t.Errorf("script bit %d of %d in allScripts", i, numScripts)
			}
		}
	}
	if n != numScripts {
		t.Errorf("allScripts has %d scripts, want %d", n, numScripts)
	}
}
