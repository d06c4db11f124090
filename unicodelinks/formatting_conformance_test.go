package unicodelinks

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// formatSourceDeviations lists, by the line number of the source line, the
// pairs of the 18.0.0 LinkFormattingTest.txt (the file corrected after 17.0,
// the same as errata/LinkFormattingTest.txt) that Format does not reproduce.
// In each the source keeps literal a syntax character that the structure
// comment says is data, so the source string alone means another URL:
// Format reads the literal as syntax, which is what a browser does too.
// URLParts.String, built from the structure comment, gives the expected line
// for all of them.
var formatSourceDeviations = map[int]string{
	79:  `𝑷=α#β: the literal '#' in the source starts a fragment ("#β?γ=δ#ε"), the expected line escapes it as data (%23)`,
	152: `𝑷=β/γ: the literal '/' in the source separates segments ("β/γ"), the expected line escapes it as data (%2F)`,
	162: `𝑸=α& 𝑽=&δ: the literal '&' in the source separates parameters ("α&=β&γ=&δ"), the expected line escapes them as data (%26)`,
	167: `𝑸=α=β 𝑽=γ=δ: the literal '=' in the source separates keys from values ("α=β=γ=δ"), the expected line escapes two as data (%3D)`,
	177: `𝑷=b/?#c: the literal '/' and '#' in the source are syntax ("b/%3F#c" puts "c?…" in the fragment), the expected line escapes them as data`,
}

// supersession is the entry of a 17.0.0 test line whose expectation 18.0.0
// replaced: by is the number of the 18.0.0 line (the source line of a
// formatting pair) that supersedes it, 0 if 18.0.0 did not change it.
type supersession struct {
	by  int
	why string
}

// formatSuperseded1700 lists, by the line number of the source line, the
// pairs of the 17.0.0 LinkFormattingTest.txt whose expected line Format does
// not give. Ten are superseded by the 18.0.0 pair named: the 17.0.0 expected
// line leaves a Soft code point at the end of the URL literal, so that link
// detection would stop before it; 18.0 escapes it, as section 4.1 says, and
// Format gives the 18.0 line. The other five are not superseded (by 0): they
// are the pairs of formatSourceDeviations, four lines earlier in the 17.0.0
// file, whose structure and expected line did not change. Pairs whose source
// lines alone changed in 18.0 (now fully escaped) are not listed: Format gives
// the same result for both sources.
var formatSuperseded1700 = map[int]supersession{
	75:  {0, "the same as 18.0 line 79 (formatSourceDeviations): literal '#' in the source is data in the structure comment"},
	148: {0, "the same as 18.0 line 152 (formatSourceDeviations): literal '/' in the source is data in the structure comment"},
	158: {0, "the same as 18.0 line 162 (formatSourceDeviations): literal '&' in the source is data in the structure comment"},
	163: {0, "the same as 18.0 line 167 (formatSourceDeviations): literal '=' in the source is data in the structure comment"},
	173: {0, "the same as 18.0 line 177 (formatSourceDeviations): literal '/' and '#' in the source are data in the structure comment"},
	188: {192, "17.0 kept U+0F0D TIBETAN MARK SHAD (Soft) literal at the end; 18.0: %E0%BC%8D"},
	204: {208, "17.0 kept '.' (Soft) literal at the end; 18.0: %2E"},
	208: {212, "17.0 kept '.' (Soft) literal at the end; 18.0: %2E"},
	212: {216, "17.0 kept U+2019 RIGHT SINGLE QUOTATION MARK (Soft) literal at the end; 18.0: %E2%80%99"},
	220: {224, "17.0 kept '\\'' (Soft) literal at the end; 18.0: %27"},
	228: {232, "17.0 kept U+FF1F FULLWIDTH QUESTION MARK (Soft) literal at the end; 18.0: %EF%BC%9F"},
	240: {244, "17.0 kept ':' (Soft) literal at the end; 18.0: %3A"},
	248: {252, "17.0 kept U+06D4 ARABIC FULL STOP (Soft) literal at the end; 18.0: %DB%94"},
	256: {260, "17.0 kept U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK (Soft) literal at the end; 18.0: %C2%BB"},
	268: {272, "17.0 kept '!' (Soft) literal at the end; 18.0: %21"},
}

// formatCase is one pair of a LinkFormattingTest.txt file.
type formatCase struct {
	line      int    // the line number of the source line
	structure string // the structure comment before the pair, inside "{…}"
	source    string // fully escaped
	want      string // minimally escaped
}

// readFormatCases reads the pairs of a LinkFormattingTest.txt file.
func readFormatCases(tb testing.TB, path string) []formatCase {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cases []formatCase
	var cur formatCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.TrimSpace(line) == "":
		case strings.HasPrefix(line, "#"):
			if s, ok := strings.CutPrefix(line, "# {"); ok {
				if cur.source != "" {
					tb.Fatalf("%s:%d: structure comment inside a pair", path, n)
				}
				cur.structure = strings.TrimSuffix(strings.TrimSpace(s), "}")
			}
		case cur.source == "":
			if cur.structure == "" {
				tb.Fatalf("%s:%d: pair without a structure comment", path, n)
			}
			cur.line, cur.source = n, line
		default:
			cur.want = line
			cases = append(cases, cur)
			cur = formatCase{}
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if cur.source != "" {
		tb.Fatalf("%s: unpaired source line %d", path, cur.line)
	}
	if len(cases) == 0 {
		tb.Fatalf("%s: no pair", path)
	}
	return cases
}

// structureURL builds a URL from a structure comment such as
// "𝑺=https:// 𝑯=example.com 𝑷=αβ γ 𝑸=θ 𝑽=ικ λ 𝑸= 𝑽=γξο 𝑭=πρ σ": each value
// runs up to the space before the next marker, so it may hold spaces or be
// empty.
func structureURL(tb testing.TB, s string) *URLParts {
	tb.Helper()
	markers := []string{"𝑺=", "𝑯=", "𝑷=", "𝑸=", "𝑽=", "𝑭=", "𝑫="}
	type field struct {
		at     int
		marker string
	}
	var fields []field
	for _, m := range markers {
		for i := 0; ; {
			j := strings.Index(s[i:], m)
			if j < 0 {
				break
			}
			fields = append(fields, field{i + j, m})
			i += j + len(m)
		}
	}
	sort.Slice(fields, func(a, b int) bool { return fields[a].at < fields[b].at })
	if len(fields) == 0 || fields[0].at != 0 {
		tb.Fatalf("structure %q: does not start with a marker", s)
	}
	u := new(URLParts)
	for k, f := range fields {
		end := len(s)
		if k+1 < len(fields) {
			end = fields[k+1].at
			if s[end-1] != ' ' {
				tb.Fatalf("structure %q: no space before marker at %d", s, end)
			}
			end--
		}
		v := s[f.at+len(f.marker) : end]
		switch f.marker {
		case "𝑺=":
			scheme, ok := strings.CutSuffix(v, "://")
			if !ok {
				tb.Fatalf("structure %q: scheme %q without ://", s, v)
			}
			u.Scheme = scheme
		case "𝑯=":
			u.Host = v
			if h, p, ok := strings.Cut(v, ":"); ok {
				u.Host, u.Port = h, p
			}
		case "𝑷=":
			u.Path = append(u.Path, v)
		case "𝑸=":
			u.Query = append(u.Query, QueryParam{Key: v})
		case "𝑽=":
			if len(u.Query) == 0 || u.Query[len(u.Query)-1].HasValue {
				tb.Fatalf("structure %q: 𝑽 without its 𝑸", s)
			}
			u.Query[len(u.Query)-1].Value = v
			u.Query[len(u.Query)-1].HasValue = true
		case "𝑭=":
			u.Fragment = v
		case "𝑫=":
			u.Directives = append(u.Directives, v)
		}
	}
	return u
}

// uts58File returns the path of LinkFormattingTest.txt of version (ucd.Version
// or ucd.Superseded), skipping the test (failing under CI=true) where the data
// is absent.
func uts58File(tb testing.TB, version string) string {
	tb.Helper()
	dir := ucd.RequireDir(tb)
	if version == ucd.Superseded {
		dir = ucd.RequireSuperseded(tb)
	}
	return filepath.Join(dir, version, "LinkFormattingTest.txt")
}

// TestFormatting runs every pair of the 18.0.0 test file through Format (all
// but formatSourceDeviations must pass, and those must still fail) and
// through URLParts.String built from the structure comment (all must pass).
func TestFormatting(t *testing.T) {
	cases := readFormatCases(t, uts58File(t, ucd.Version))
	if len(cases) != 55 {
		t.Errorf("read %d pairs, want 55", len(cases))
	}
	passed, structured := 0, 0
	seen := map[int]bool{}
	for _, c := range cases {
		got, err := Format(c.source)
		reason, listed := formatSourceDeviations[c.line]
		seen[c.line] = listed
		switch {
		case err != nil:
			t.Errorf("line %d: Format(%q): %v", c.line, c.source, err)
		case got == c.want:
			passed++
			if listed {
				t.Errorf("line %d: Format now gives the expected line; remove it from formatSourceDeviations (%s)", c.line, reason)
			}
		case !listed:
			t.Errorf("line %d: Format(%q)\n got %q\nwant %q", c.line, c.source, got, c.want)
		}
		u := structureURL(t, c.structure)
		if got := u.String(); got != c.want {
			t.Errorf("line %d: URLParts{%s}.String()\n got %q\nwant %q", c.line, c.structure, got, c.want)
		} else {
			structured++
		}
	}
	for line := range formatSourceDeviations {
		if _, ok := seen[line]; !ok {
			t.Errorf("formatSourceDeviations: no pair at line %d", line)
		}
	}
	t.Logf("%s LinkFormattingTest.txt Format: %d/%d (%d listed deviations)", ucd.Version, passed, len(cases), len(formatSourceDeviations))
	t.Logf("%s LinkFormattingTest.txt URLParts.String: %d/%d", ucd.Version, structured, len(cases))
	v := shortVersion(ucd.Version)
	t.Logf("conformance: `LinkFormattingTest.txt` (%s, the one corrected after %s, = `errata/`) through `URLParts` (structure comments) | %d / %d",
		v, shortVersion(ucd.Superseded), structured, len(cases))
	var nums []int
	for line := range formatSourceDeviations {
		nums = append(nums, line)
	}
	sort.Ints(nums)
	lines := strings.Trim(fmt.Sprint(nums), "[]")
	t.Logf("conformance: `LinkFormattingTest.txt` (%s) through `Format` on the source line | %d / %d — lines %s keep",
		v, passed, len(cases), strings.ReplaceAll(lines, " ", ", "))
}

// TestFormattingErrataIs1800: the test file corrected after 17.0
// (errata/LinkFormattingTest.txt, where the data directory has it) is the
// 18.0.0 one, so the tests read only the latter.
func TestFormattingErrataIs1800(t *testing.T) {
	dir := ucd.RequireDir(t)
	errata, err := os.ReadFile(filepath.Join(dir, "errata", "LinkFormattingTest.txt"))
	if os.IsNotExist(err) {
		t.Skipf("no errata/ in %s: nothing to compare", dir)
	}
	if err != nil {
		t.Fatal(err)
	}
	current, err := os.ReadFile(uts58File(t, ucd.Version))
	if err != nil {
		t.Fatal(err)
	}
	if string(errata) != string(current) {
		t.Errorf("errata/LinkFormattingTest.txt differs from %s/LinkFormattingTest.txt", ucd.Version)
	}
}

// TestFormattingSuperseded runs the pairs of the 17.0.0 file through Format:
// all pass but formatSuperseded1700, which must still fail; each superseded
// pair must be the pair of its 18.0.0 line, which Format gives, and each
// other must be a pair of formatSourceDeviations. Format of every 17.0.0
// source line but those five must also give the expected line of the same
// pair in the 18.0.0 file.
func TestFormattingSuperseded(t *testing.T) {
	cases := readFormatCases(t, uts58File(t, ucd.Superseded))
	current := readFormatCases(t, uts58File(t, ucd.Version))
	if len(cases) != len(current) {
		t.Fatalf("%s file has %d pairs, %s file %d", ucd.Superseded, len(cases), ucd.Version, len(current))
	}
	passed, superseded := 0, 0
	seen := map[int]bool{}
	for k, c := range cases {
		got, err := Format(c.source)
		e := current[k]
		_, dev := formatSourceDeviations[e.line]
		if e.structure != c.structure {
			t.Errorf("pair %d: structure %q in %s, %q in %s", k, c.structure, ucd.Superseded, e.structure, ucd.Version)
		} else if !dev && got != e.want {
			t.Errorf("line %d: Format(%q) = %q, want the %s line %d %q", c.line, c.source, got, ucd.Version, e.line+1, e.want)
		}
		s, listed := formatSuperseded1700[c.line]
		seen[c.line] = true
		switch {
		case err != nil:
			t.Errorf("line %d: Format(%q): %v", c.line, c.source, err)
		case got == c.want:
			passed++
			if listed {
				t.Errorf("line %d: Format now gives the %s expected line; remove it from formatSuperseded1700 (%s)", c.line, ucd.Superseded, s.why)
			}
		case !listed:
			t.Errorf("line %d: Format(%q)\n got %q\nwant %q (not listed in formatSuperseded1700)", c.line, c.source, got, c.want)
		case s.by == 0 && !dev:
			t.Errorf("line %d: listed as not superseded, but %s line %d is not in formatSourceDeviations", c.line, ucd.Version, e.line)
		case s.by != 0 && (s.by != e.line || c.want == e.want || got != e.want):
			t.Errorf("line %d: listed as superseded by %s line %d, but the pair there is line %d (%q, Format gives %q)", c.line, ucd.Version, s.by, e.line, e.want, got)
		case s.by != 0:
			superseded++
			t.Logf("line %d superseded by %s line %d: %s", c.line, ucd.Version, s.by, s.why)
		}
	}
	for line := range formatSuperseded1700 {
		if !seen[line] {
			t.Errorf("formatSuperseded1700: no pair at line %d", line)
		}
	}
	t.Logf("%s LinkFormattingTest.txt Format: %d/%d passed, %d superseded by %s, %d as in %s (formatSourceDeviations)",
		ucd.Superseded, passed, len(cases), superseded, ucd.Version, len(formatSuperseded1700)-superseded, ucd.Version)
	t.Logf("conformance: `LinkFormattingTest.txt` (%s) through `Format` | %d / %d", shortVersion(ucd.Superseded), passed, len(cases))
}
