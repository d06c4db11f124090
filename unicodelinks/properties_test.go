package unicodelinks

import (
	"path/filepath"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

var termByName = map[string]Term{"Include": Include, "Hard": Hard, "Soft": Soft, "Open": Open, "Close": Close}

// TestPropertiesAgainstData checks every code point 0..10FFFF against the
// three data files, @missing defaults included.
func TestPropertiesAgainstData(t *testing.T) {
	dir := filepath.Join(ucd.RequireDir(t), ucd.Version)
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

	wantTerm := make([]Term, utf8.MaxRune+1)
	def, ok := termByName[termFile.Missing]
	if !ok {
		t.Fatalf("LinkTerm.txt @missing = %q", termFile.Missing)
	}
	for i := range wantTerm {
		wantTerm[i] = def
	}
	for _, e := range termFile.Entries {
		v, ok := termByName[e.Value]
		if !ok {
			t.Fatalf("LinkTerm.txt: value %q", e.Value)
		}
		for r := e.Lo; r <= e.Hi; r++ {
			wantTerm[r] = v
		}
	}
	if bracketFile.Missing != "<none>" {
		t.Fatalf("LinkBracket.txt @missing = %q", bracketFile.Missing)
	}
	wantBracket := make([]rune, utf8.MaxRune+1) // 0: <none>
	for _, e := range bracketFile.Entries {
		open, err := strconv.ParseUint(e.Value, 16, 32)
		if err != nil {
			t.Fatal(err)
		}
		for r := e.Lo; r <= e.Hi; r++ {
			wantBracket[r] = rune(open)
		}
	}
	wantEmail := make([]bool, utf8.MaxRune+1) // @missing: No
	for _, e := range emailFile.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			wantEmail[r] = true
		}
	}

	agree := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		open, hasOpen := LinkBracket(r)
		if !hasOpen {
			open = 0
		}
		switch {
		case LinkTerm(r) != wantTerm[r]:
			t.Errorf("LinkTerm(%U) = %v, want %v", r, LinkTerm(r), wantTerm[r])
		case open != wantBracket[r]:
			t.Errorf("LinkBracket(%U) = %U, want %U", r, open, wantBracket[r])
		case IsLinkEmail(r) != wantEmail[r]:
			t.Errorf("IsLinkEmail(%U) = %v, want %v", r, IsLinkEmail(r), wantEmail[r])
		case hasOpen && LinkTerm(r) != Close:
			t.Errorf("LinkBracket(%U) defined for Link_Term=%v", r, LinkTerm(r))
		default:
			agree++
		}
	}
	t.Logf("properties: %d/%d code points agree with %s data (%s)", agree, utf8.MaxRune+1, ucd.Version, termFile.Date)
	if agree != utf8.MaxRune+1 {
		t.Fail()
	}
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
