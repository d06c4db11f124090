package unicodelinks

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// formatSourceDeviations lists, by the line number of the source line, the
// pairs of errata/LinkFormattingTest.txt that Format does not reproduce. In
// each the source keeps literal a syntax character that the structure comment
// says is data, so the source string alone means another URL: Format reads
// the literal as syntax, which is what a browser does too. URLParts.String, built
// from the structure comment, gives the expected line for all of them.
var formatSourceDeviations = map[int]string{
	79:  `𝑷=α#β: the literal '#' in the source starts a fragment ("#β?γ=δ#ε"), the expected line escapes it as data (%23)`,
	152: `𝑷=β/γ: the literal '/' in the source separates segments ("β/γ"), the expected line escapes it as data (%2F)`,
	162: `𝑸=α& 𝑽=&δ: the literal '&' in the source separates parameters ("α&=β&γ=&δ"), the expected line escapes them as data (%26)`,
	167: `𝑸=α=β 𝑽=γ=δ: the literal '=' in the source separates keys from values ("α=β=γ=δ"), the expected line escapes two as data (%3D)`,
	177: `𝑷=b/?#c: the literal '/' and '#' in the source are syntax ("b/%3F#c" puts "c?…" in the fragment), the expected line escapes them as data`,
}

// format1700Deviations lists, by the line number of the source line, the
// pairs of the 17.0.0 LinkFormattingTest.txt whose expected line Format does
// not give. All but the five of formatSourceDeviations (which are in the
// 17.0.0 file too, four lines earlier) were corrected in the errata file,
// whose expected lines Format gives: the 17.0.0 expected line leaves a Soft
// code point at the end of the URL literal, so that link detection would
// stop before it; the errata escapes it, as section 4.1 says. Pairs whose
// source lines alone were corrected (now fully escaped) are not listed:
// Format gives the same result for both sources.
var format1700Deviations = map[int]string{
	75:  "same as errata line 79: literal '#' in the source is data in the structure comment",
	148: "same as errata line 152: literal '/' in the source is data in the structure comment",
	158: "same as errata line 162: literal '&' in the source is data in the structure comment",
	163: "same as errata line 167: literal '=' in the source is data in the structure comment",
	173: "same as errata line 177: literal '/' and '#' in the source are data in the structure comment",
	188: "expected keeps U+0F0D TIBETAN MARK SHAD (Soft) literal at the end; errata: %E0%BC%8D",
	204: "expected keeps '.' (Soft) literal at the end; errata: %2E",
	208: "expected keeps '.' (Soft) literal at the end; errata: %2E",
	212: "expected keeps U+2019 RIGHT SINGLE QUOTATION MARK (Soft) literal at the end; errata: %E2%80%99",
	220: "expected keeps '\\'' (Soft) literal at the end; errata: %27",
	228: "expected keeps U+FF1F FULLWIDTH QUESTION MARK (Soft) literal at the end; errata: %EF%BC%9F",
	240: "expected keeps ':' (Soft) literal at the end; errata: %3A",
	248: "expected keeps U+06D4 ARABIC FULL STOP (Soft) literal at the end; errata: %DB%94",
	256: "expected keeps U+00BB RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK (Soft) literal at the end; errata: %C2%BB",
	268: "expected keeps '!' (Soft) literal at the end; errata: %21",
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

func uts58File(tb testing.TB, dir string) string {
	tb.Helper()
	return filepath.Join(ucd.RequireDir(tb), dir, "LinkFormattingTest.txt")
}

// TestFormattingErrata runs every pair of the corrected test file through
// Format (all but formatSourceDeviations must pass, and those must still
// fail) and through URLParts.String built from the structure comment (all must
// pass).
func TestFormattingErrata(t *testing.T) {
	cases := readFormatCases(t, uts58File(t, "errata"))
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
	t.Logf("errata Format: %d/%d (%d listed deviations)", passed, len(cases), len(formatSourceDeviations))
	t.Logf("errata URLParts.String: %d/%d", structured, len(cases))
}

// TestFormatting1700 runs the pairs of the published 17.0.0 file through
// Format: all pass but format1700Deviations, which must still fail. Format of
// every 17.0.0 source line but the five of formatSourceDeviations must also
// give the expected line of the same pair in the errata file.
func TestFormatting1700(t *testing.T) {
	cases := readFormatCases(t, uts58File(t, ucd.Version))
	errata := readFormatCases(t, uts58File(t, "errata"))
	if len(cases) != len(errata) {
		t.Fatalf("17.0.0 file has %d pairs, errata file %d", len(cases), len(errata))
	}
	passed := 0
	seen := map[int]bool{}
	for k, c := range cases {
		got, err := Format(c.source)
		if e := errata[k]; e.structure != c.structure {
			t.Errorf("pair %d: structure %q in 17.0.0, %q in errata", k, c.structure, e.structure)
		} else if _, dev := formatSourceDeviations[e.line]; !dev && got != e.want {
			t.Errorf("line %d: Format(%q) = %q, want the errata line %d %q", c.line, c.source, got, e.line+1, e.want)
		}
		reason, listed := format1700Deviations[c.line]
		seen[c.line] = true
		switch {
		case err != nil:
			t.Errorf("line %d: Format(%q): %v", c.line, c.source, err)
		case got == c.want:
			passed++
			if listed {
				t.Errorf("line %d: Format now gives the expected line; remove it from format1700Deviations (%s)", c.line, reason)
			}
		case !listed:
			t.Errorf("line %d: Format(%q)\n got %q\nwant %q", c.line, c.source, got, c.want)
		}
	}
	for line := range format1700Deviations {
		if !seen[line] {
			t.Errorf("format1700Deviations: no pair at line %d", line)
		}
	}
	t.Logf("17.0.0 Format: %d/%d passed, %d listed", passed, len(cases), len(format1700Deviations))
}
