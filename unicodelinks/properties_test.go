package unicodelinks

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

var termByName = map[string]Term{"Include": Include, "Hard": Hard, "Soft": Soft, "Open": Open, "Close": Close}

// linkProperties holds the three properties of every code point as a
// version's data files give them.
type linkProperties struct {
	term    []Term
	bracket []rune // 0: <none>
	email   []bool
	date    string // the date of LinkTerm.txt
}

// readLinkProperties reads LinkTerm.txt, LinkBracket.txt and LinkEmail.txt
// of dir, @missing defaults included.
func readLinkProperties(t *testing.T, dir string) *linkProperties {
	t.Helper()
	read := func(name string) *ucd.File {
		f, err := ucd.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Entries) == 0 {
			t.Fatalf("%s: no data line", name)
		}
		return f
	}
	termFile, bracketFile, emailFile := read("LinkTerm.txt"), read("LinkBracket.txt"), read("LinkEmail.txt")
	p := &linkProperties{
		term:    make([]Term, utf8.MaxRune+1),
		bracket: make([]rune, utf8.MaxRune+1),
		email:   make([]bool, utf8.MaxRune+1), // @missing: No
		date:    termFile.Date,
	}
	def, ok := termByName[termFile.Missing]
	if !ok {
		t.Fatalf("LinkTerm.txt @missing = %q", termFile.Missing)
	}
	for i := range p.term {
		p.term[i] = def
	}
	for _, e := range termFile.Entries {
		v, ok := termByName[e.Value]
		if !ok {
			t.Fatalf("LinkTerm.txt: value %q", e.Value)
		}
		for r := e.Lo; r <= e.Hi; r++ {
			p.term[r] = v
		}
	}
	if bracketFile.Missing != "<none>" {
		t.Fatalf("LinkBracket.txt @missing = %q", bracketFile.Missing)
	}
	for _, e := range bracketFile.Entries {
		open, err := strconv.ParseUint(e.Value, 16, 32)
		if err != nil {
			t.Fatal(err)
		}
		for r := e.Lo; r <= e.Hi; r++ {
			p.bracket[r] = rune(open)
		}
	}
	for _, e := range emailFile.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			p.email[r] = true
		}
	}
	return p
}

// differs returns, for a code point on which the tables and p disagree, the
// property that differs: "Link_Term", "Link_Bracket" or "Link_Email".
func (p *linkProperties) differs(r rune) string {
	open, ok := LinkBracket(r)
	if !ok {
		open = 0
	}
	switch {
	case LinkTerm(r) != p.term[r]:
		return "Link_Term"
	case open != p.bracket[r]:
		return "Link_Bracket"
	case IsLinkEmail(r) != p.email[r]:
		return "Link_Email"
	}
	return ""
}

// TestPropertiesAgainstData checks every code point 0..10FFFF against the
// three data files of ucd.Version, @missing defaults included.
func TestPropertiesAgainstData(t *testing.T) {
	want := readLinkProperties(t, filepath.Join(ucd.RequireDir(t), ucd.Version))
	agree := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		_, hasOpen := LinkBracket(r)
		switch prop := want.differs(r); {
		case prop == "Link_Term":
			t.Errorf("LinkTerm(%U) = %v, want %v", r, LinkTerm(r), want.term[r])
		case prop == "Link_Bracket":
			t.Errorf("LinkBracket(%U) differs, want %U", r, want.bracket[r])
		case prop == "Link_Email":
			t.Errorf("IsLinkEmail(%U) = %v, want %v", r, IsLinkEmail(r), want.email[r])
		case hasOpen && LinkTerm(r) != Close:
			t.Errorf("LinkBracket(%U) defined for Link_Term=%v", r, LinkTerm(r))
		default:
			agree++
		}
	}
	t.Logf("properties: %d/%d code points agree with %s data (%s)", agree, utf8.MaxRune+1, ucd.Version, want.date)
	t.Logf("conformance: Link_Term / Link_Bracket / Link_Email (%s), every code point | %d / %d", shortVersion(ucd.Version), agree, utf8.MaxRune+1)
	if agree != utf8.MaxRune+1 {
		t.Fail()
	}
}

// age18 matches a data line of a code point or range new in Unicode 18.0:
// "2E60..2E61    ; Soft    # 18.0  [2] …", "2E63          ; 2E62 #18.0 …".
var age18 = regexp.MustCompile(`^([0-9A-F]+(?:\.\.[0-9A-F]+)?)\s*(?:;[^#]*)?#\s*18\.0\s`)

// propertiesSuperseded1700 lists what 18.0 changed in the three properties:
// the data lines of the 18.0.0 files whose age comment says 18.0 (code points
// unassigned in 17.0, where the 17.0 files give the @missing values Hard,
// <none> and No), one entry per file. TestPropertiesSuperseded requires every
// code point on which the tables disagree with the 17.0.0 files to be on one
// of those lines, every code point on them to disagree, and the counts below,
// which are the differences of the files' "Total code points" lines (Soft +2,
// Open +1, Close +1, Include +13 003; Link_Email +12 860).
var propertiesSuperseded1700 = []struct {
	file        string
	lines, cps  int
	description string
}{
	{"LinkTerm.txt", 53, 13007, "U+2E60..2E61 Hard → Soft, U+2E62 Hard → Open, U+2E63 Hard → Close, and Hard → Include for the 50 lines of letters, marks and symbols new in 18.0 (Include 159 309 → 172 312 code points)"},
	{"LinkBracket.txt", 1, 1, "U+2E63 <none> → U+2E62 (64 → 65 pairs)"},
	{"LinkEmail.txt", 38, 12860, "No → Yes for the 38 lines of letters and marks new in 18.0 (149 240 → 162 100 code points)"},
}

// TestPropertiesSuperseded checks every code point against the 17.0.0 data
// files: the differences must be exactly the 18.0 additions of
// propertiesSuperseded1700.
func TestPropertiesSuperseded(t *testing.T) {
	dir := ucd.RequireSuperseded(t)
	old := readLinkProperties(t, filepath.Join(dir, ucd.Superseded))
	prop := map[string]string{"LinkTerm.txt": "Link_Term", "LinkBracket.txt": "Link_Bracket", "LinkEmail.txt": "Link_Email"}
	listed := map[string][]bool{}
	lineCount := map[string]int{}
	for _, s := range propertiesSuperseded1700 {
		data, err := os.ReadFile(filepath.Join(dir, ucd.Version, s.file))
		if err != nil {
			t.Fatal(err)
		}
		in := make([]bool, utf8.MaxRune+1)
		lines, cps := 0, 0
		for _, line := range strings.Split(string(data), "\n") {
			m := age18.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			lo, hi, err := ucd.ParseRange(m[1])
			if err != nil {
				t.Fatal(err)
			}
			lines++
			for r := lo; r <= hi; r++ {
				in[r] = true
				cps++
			}
		}
		if lines != s.lines || cps != s.cps {
			t.Errorf("%s %s: %d lines, %d code points of age 18.0; listed %d, %d", ucd.Version, s.file, lines, cps, s.lines, s.cps)
		}
		listed[prop[s.file]] = in
		lineCount[prop[s.file]] = lines
		t.Logf("%s superseded by %s %s, %d lines, %d code points: %s", ucd.Superseded, ucd.Version, s.file, lines, cps, s.description)
	}
	agree, superseded := 0, 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		open, ok := LinkBracket(r)
		if !ok {
			open = 0
		}
		diffs := map[string]bool{
			"Link_Term":    LinkTerm(r) != old.term[r],
			"Link_Bracket": open != old.bracket[r],
			"Link_Email":   IsLinkEmail(r) != old.email[r],
		}
		changed := false
		for p, d := range diffs {
			switch {
			case d && !listed[p][r]:
				t.Errorf("%U: %s differs from the %s data, not on an 18.0 line of the %s data", r, p, ucd.Superseded, ucd.Version)
			case !d && listed[p][r]:
				t.Errorf("%U: %s agrees with the %s data, but is on an 18.0 line of the %s data", r, p, ucd.Superseded, ucd.Version)
			}
			changed = changed || d
		}
		if changed {
			superseded++
		} else {
			agree++
		}
	}
	t.Logf("properties: %d/%d code points agree with %s data (%s), the other %d are superseded by %s",
		agree, utf8.MaxRune+1, ucd.Superseded, old.date, superseded, ucd.Version)
	v := shortVersion(ucd.Version)
	t.Logf("conformance: the same against the %s files | %d / %d — the %d others are on the `# %s` lines of the %s files (Link_Term %d lines, Link_Bracket %d, Link_Email %d)",
		shortVersion(ucd.Superseded), agree, utf8.MaxRune+1, superseded, v, v, lineCount["Link_Term"], lineCount["Link_Bracket"], lineCount["Link_Email"])
}

func TestPropertiesOutsideCodeSpace(t *testing.T) {
	for _, r := range []rune{-1, utf8.MaxRune + 1, 1 << 30} {
		if got := LinkTerm(r); got != Hard {
			t.Errorf("LinkTerm(%d) = %v, want Hard", r, got)
		}
		if IsLinkEmail(r) {
			t.Errorf("IsLinkEmail(%d) = true", r)
		}
		if _, ok := LinkBracket(r); ok {
			t.Errorf("LinkBracket(%d) ok", r)
		}
	}
}

// TestASCIIProps: the generated ASCII table (the fast path of LinkTerm and
// IsLinkEmail) holds what the two-stage table holds for each ASCII code
// point.
func TestASCIIProps(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		assert.Equal(t, props(r), asciiProps[r], "%U", r)
	}
	assert.Equal(t, byte(Hard), asciiProps[' ']&termMask)
	assert.Equal(t, byte(emailBit), asciiProps['a']&emailBit)
}

// TestTable32Examples checks the example characters of Table 3-2 and
// sections 3.4.2 and 5.1.
func TestTable32Examples(t *testing.T) {
	tests := []struct {
		r    rune
		want Term
	}{
		{'ア', Include}, {'a', Include}, {'/', Include}, {'#', Include}, {'=', Include}, {'&', Include},
		{' ', Hard}, {'\n', Hard}, {0, Hard}, {0xFFFF, Hard}, {0xE000, Hard},
		{'?', Soft}, {'.', Soft}, {'!', Soft}, {',', Soft}, {'\'', Soft}, {'"', Soft}, {'。', Soft}, {'、', Soft},
		{'(', Open}, {'[', Open}, {'{', Open}, {'<', Open}, {'「', Open}, {'（', Open},
		{')', Close}, {']', Close}, {'}', Close}, {'>', Close}, {'」', Close}, {'）', Close},
	}
	for _, tt := range tests {
		if got := LinkTerm(tt.r); got != tt.want {
			t.Errorf("LinkTerm(%q) = %v, want %v", tt.r, got, tt.want)
		}
	}
	for _, tt := range []struct{ close, open rune }{{'}', '{'}, {')', '('}, {'>', '<'}, {'」', '「'}, {'）', '（'}} {
		if got, ok := LinkBracket(tt.close); !ok || got != tt.open {
			t.Errorf("LinkBracket(%q) = %q, %v; want %q", tt.close, got, ok, tt.open)
		}
	}
	if _, ok := LinkBracket('('); ok {
		t.Error("LinkBracket('(') ok, want none")
	}
	if !IsLinkEmail('σ') || IsLinkEmail('@') || IsLinkEmail(' ') || !IsLinkEmail('a') {
		t.Error("IsLinkEmail examples of section 5.1")
	}
}

func TestTermString(t *testing.T) {
	for want, v := range termByName {
		if v.String() != want {
			t.Errorf("%d.String() = %q", v, v.String())
		}
	}
	if got := Term(9).String(); got != "Term(9)" {
		t.Errorf("Term(9).String() = %q", got)
	}
}

// shortVersion writes a Unicode version as docs/conformance.md does:
// "18.0.0" as "18.0".
func shortVersion(v string) string { return strings.TrimSuffix(v, ".0") }
