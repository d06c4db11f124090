package spec

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer/html"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// md4cCorpus probes the MD4C dialect beyond md4c's spec file.
var md4cCorpus = []string{
	"*(http://example.com)*", "*http://example.com*", "**www.example.com**", "~~www.example.com~~",
	"*http://example.com", "http://example.com*", "_foo@example.com_", "foo@example.com_", "*foo@example.com*",
	"[http://example.com](http://example.com)", "[www.example.com]", "{www.example.com}", "(foo@example.com)",
	"https://example.com/", "https://example.com/dir/", "https://example.com//", "https://a.b", "http://localhost",
	"HTTP://example.com", "https://example.com?", "https://example.com?a", "https://example.com/?q=(a",
	"https://example.com/?q=(a)b", "https://example.com/?q=a)", "https://example.com#", "https://example.com#a.b",
	"https://example.com: x", "https://example.com; x", "https://example.com, x", "https://example.com! x",
	"https://example.com' x", "https://example.com\" x", "https://ex-ample.com", "https://ex--ample.com",
	"https://-example.com", "https://example-.com", "https://ex_ample.com", "https://example.com/a_b",
	"https://example.com/a__b", "https://example.com/a+b", "https://example.com/+a", "https://example.com/a.",
	"https://example.com/a.b.", "https://example.com/é", "https://bücher.de", "x.www.example.com",
	"x:www.example.com", "(www.example.com)", "www.example", "www.example.com.", "wwww.example.com",
	"a.b-c+d_e@example.com", "a.@example.com", ".a@example.com", "a..b@example.com", "a@b", "a@b.c",
	"a@1.2.3", "a@example.com.", "a@example.com-", "x\u3000www.example.com", "日本www.example.com",
	"“www.example.com”", "john.doe@example.com*", "**john.doe@example.com**.",
	"http://example.com:8080", "ftp://ftp.example.org/pub/x.tar.gz", "https://example.com/?a=1&b=2",
	"[see www.example.com](/u)", "[x](/u) www.example.com [y]",
	"- 常に最短のリンクを選ぶ： http://example.com/dir/index.html`よりも`http://example.com/dir/`の方がよい。",
	"postgres://user:pass@host.com/db", "email = 'jsmith@example.org'", "email = (jsmith@example.org)",
	// Escapes, references and markup that stop a link, and what they stand
	// for in a path or query.
	`http\://www.foobar.com`, `www\.example.com`, `foo\@example.com`, `http://example.com\_foo`,
	"www&#46;example.com", "http&#58;//example.com", `'www.ruby-lang.org\0.example.com'`,
	"ht<span>tp://</span>example.com", "www<area>.example.com", "www.\u200Bexample.com",
	"http://example.com/?a=1&amp;b=2", `http://example.com/report\_badware`, `http://example.com/a\b c`,
	"http://example.com/?a=1&amp;", "x http://example.com/?a=1&amp; y", "http://example.com/&copy;",
	"www.example.com/&copy;", "http://example.com/?a=1&#38;", "http://example.com/?a=1.&amp;",
	// md4c checks a link's boundaries in the source: an escape or a
	// reference right after a link, a reference right before it.
	`foo@example.com\)`, `\(www.example.com\)`, `\(foo@example.com\)`, `\(www.example.com)`, `http://example.com\)`,
	`www.example.com\!`, `http://example.com/a?b=1\)`, `x www.example.com/p\;`, "(www.example.com&#41;",
	"&lpar;www.example.com", "&#40;foo@example.com", "&quot;http://example.com&quot;", `\[www.example.com\]`,
}

// md4cGenerated are more inputs: links after various characters, with
// various tails.
func md4cGenerated() []string {
	var out []string
	for _, pre := range []string{"", "x ", "(", "[", "{", "*", "_", "~", "**", ":", "\"", "-"} {
		for _, body := range []string{"www.example.com", "www.example.com/p", "http://example.com", "https://a.b.example.org/x/y",
			"ftp://ftp.example.net", "foo@example.com", "a.b+c@ex-ample.co.uk", "www.a_b.example.com", "http://xn--bcher-kva.de"} {
			for _, suf := range []string{"", ".", ")", "))", "]", "}", "?!", "*", "_", "~", "&amp;", "<b>", "'", ". y",
				"/ü", "é", "(x)", ";", "_x", "-", ":", "*x*", "/a_b_", "#frag", "?q=1&r=(2)", "/a/b/", "#a.b", "?"} {
				out = append(out, pre+body+suf)
			}
		}
	}
	return out
}

const (
	// md4cRecordingFile is kept with cmark-gfm's in the bench module, out of
	// the library's module zip (250 kB).
	md4cRecordingFile = "../bench/differential/testdata/peers/md4c-0.5.3.txt"
	// md4cCommit is the commit the tag release-0.5.3 of mity/md4c names.
	md4cCommit = "472c417005c2c71b8617de4f7b8d6b30411d78f4"
)

// md4cArgs are md2html's flags of the comparison.
var md4cArgs = []string{"--fpermissive-autolinks", "--fstrikethrough"}

// md4cRecordingHeader says what made the recording and how to make it again.
var md4cRecordingHeader = `# The outputs of md2html of md4c 0.5.3 for every input of md4cCorpus and md4cGenerated
# (spec/md4c_diff_test.go), which TestMD4CRecorded compares the MD4C dialect with on every
# run. Do not edit: re-record with  make md4c-diff MD2HTML=/path/to/md2html UPDATE=1
# peer: github.com/mity/md4c, tag release-0.5.3, commit ` + md4cCommit + `
# build: git archive release-0.5.3 | tar -x; mkdir build; cd build;
#   cmake .. -DCMAKE_BUILD_TYPE=Release; make md2html
# command, with the input and "\n" on standard input: md2html ` + "--fpermissive-autolinks --fstrikethrough" + `
# Each input: "%% " the input, then "out: " md2html's output, both Go string literals.
`

// md4cInputs returns the inputs of the comparison, in order, each once
// (md4cGenerated makes a few of md4cCorpus again).
func md4cInputs() []string {
	var out []string
	seen := map[string]bool{}
	for _, in := range append(append([]string(nil), md4cCorpus...), md4cGenerated()...) {
		if !seen[in] {
			seen[in] = true
			out = append(out, in)
		}
	}
	return out
}

// readMD4CRecording reads the recording: md2html's output by input.
func readMD4CRecording(t *testing.T) map[string]string {
	t.Helper()
	rec := map[string]string{}
	in, hasIn := "", false
	eachFileLine(t, md4cRecordingFile, func(n int, line string) {
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "%%", "out:":
			s, err := strconv.Unquote(val)
			if err != nil {
				t.Fatalf("%s:%d: %v", md4cRecordingFile, n, err)
			}
			switch {
			case key == "%%":
				in, hasIn = s, true
			case !hasIn:
				t.Fatalf("%s:%d: an output without its input", md4cRecordingFile, n)
			default:
				if _, dup := rec[in]; dup {
					t.Errorf("%s:%d: %q recorded twice", md4cRecordingFile, n, in)
				}
				rec[in], hasIn = s, false
			}
		case "", "#":
		default:
			t.Fatalf("%s:%d: unknown line %q", md4cRecordingFile, n, line)
		}
	})
	return rec
}

// md4cDialect is goldmark with the extension in the MD4C dialect as the
// comparison runs it.
func md4cDialect() goldmark.Markdown {
	return goldmark.New(goldmark.WithExtensions(unicodelinks.New(unicodelinks.WithDialect(unicodelinks.MD4C),
		unicodelinks.WithHrefForm(unicodelinks.PercentEncoding)), extension.Strikethrough),
		goldmark.WithRendererOptions(html.WithUnsafe()))
}

// TestMD4CRecorded compares the MD4C dialect with md2html 0.5.3
// (--fpermissive-autolinks --fstrikethrough) as recorded in
// md4cRecordingFile, on every run: the normalized HTML is identical but for
// the deviations listed, both sides pinned, in testdata/deviations.txt
// (comparison md2html-0.5.3). The counts are
// those docs/conformance.md publishes.
func TestMD4CRecorded(t *testing.T) {
	rec := readMD4CRecording(t)
	md := md4cDialect()
	inputs := md4cInputs()
	var results []result
	for _, in := range inputs {
		out, ok := rec[in]
		if !ok {
			t.Errorf("%q has no recorded md2html output: re-record (make md4c-diff MD2HTML=… UPDATE=1)", in)
			continue
		}
		results = append(results, result{strconv.Quote(in), normalizeHTML(out), normalizeHTML(render(t, md, in+"\n"))})
	}
	if len(rec) != len(inputs) {
		t.Errorf("%d recorded inputs, %d in the comparison: re-record", len(rec), len(inputs))
	}
	same := checkPinned(t, "md2html-0.5.3", results)
	t.Logf("md2html 0.5.3 (recorded): %d/%d inputs render the same, %d listed differences", same, len(inputs), len(inputs)-same)
	m := md4cDocFigures.FindStringSubmatch(readDoc(t, "conformance.md"))
	require.NotNil(t, m, "docs/conformance.md: no sentence matching %s", md4cDocFigures)
	assert.Equal(t, []string{strconv.Itoa(same), strconv.Itoa(len(inputs)), strconv.Itoa(len(inputs) - same)}, m[1:],
		"docs/conformance.md: identical, inputs, listed")
}

// md4cDocFigures matches docs/conformance.md's sentence on this comparison.
var md4cDocFigures = regexp.MustCompile(strings.ReplaceAll(`md4c 0\.5\.3 \(built from its release; (\d+) of (\d+) identical, (\d+) listed`, " ", `\s+`))

// readDoc returns the text of docs/name.
func readDoc(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "docs", name))
	require.NoError(t, err)
	return string(b)
}

// TestMD4CDiff runs md2html of md4c 0.5.3, the binary named by $MD2HTML
// (build it as md4cRecordingHeader says; Debian's md4c is 0.4.8, which
// predates permissive autolinks), on every input and requires the
// recording to hold what it writes; with -update it rewrites the recording
// instead. Without the binary it skips: TestMD4CRecorded compares with the
// recording on every run.
func TestMD4CDiff(t *testing.T) {
	bin := os.Getenv("MD2HTML")
	if bin == "" {
		t.Skip("set MD2HTML to an md2html binary of md4c 0.5.3 to check the recording against it (TestMD4CRecorded compares with the recording)")
	}
	v, err := exec.Command(bin, "--version").Output()
	require.NoError(t, err)
	require.Equal(t, "0.5.3", strings.TrimSpace(string(v)), "MD2HTML must be md2html of md4c 0.5.3")
	was := readMD4CRecording(t)
	var b strings.Builder
	b.WriteString(md4cRecordingHeader)
	changed := 0
	for _, in := range md4cInputs() {
		cmd := exec.Command(bin, md4cArgs...)
		cmd.Stdin = strings.NewReader(in + "\n")
		out, err := cmd.Output()
		require.NoError(t, err, "%s %q", bin, in)
		fmt.Fprintf(&b, "\n%%%% %q\nout: %q\n", in, out)
		if r, ok := was[in]; !ok || r != string(out) {
			changed++
			if !*update && changed <= 20 {
				t.Errorf("%q: recorded %q\n  md2html now writes %q", in, r, out)
			}
		}
	}
	path := md4cRecordingFile
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
		t.Logf("rewrote %s (%d inputs changed); review it with git diff", path, changed)
		return
	}
	if old, err := os.ReadFile(path); err != nil || string(old) != b.String() {
		t.Errorf("%s differs from what %s writes (%d inputs; otherwise the header or inputs no longer compared): re-record with UPDATE=1 and review the diff", path, bin, changed)
	}
}
