package spoof

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A browserIDNCase is a host of a browser's IDN display tests and its
// verdict there: safe, unsafe, invalid or partial (see
// internal/gendata/chromium-idn-cases.txt).
type browserIDNCase struct {
	host, verdict string
	line          int
}

// readBrowserIDNCases reads a file of browser verdicts: its cases and the
// well-known domains of its @top line.
func readBrowserIDNCases(t *testing.T, path string) (cases []browserIDNCase, top []string) {
	eachDataLine(t, path, func(n int, line string) {
		if rest, ok := strings.CutPrefix(line, "@top "); ok {
			top = strings.Fields(rest)
			return
		}
		host, verdict, ok := strings.Cut(line, " | ")
		require.True(t, ok, "%s:%d", path, n)
		host, err := strconv.Unquote(`"` + host + `"`)
		require.NoError(t, err, "%s:%d", path, n)
		cases = append(cases, browserIDNCase{host, verdict, n})
	})
	return cases, top
}

// eachDataLine calls line with each line of the file at path and its
// number, but for blank lines and "#" comments.
func eachDataLine(t *testing.T, path string, line func(n int, line string)) {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if l := sc.Text(); l != "" && l[0] != '#' {
			line(n, l)
		}
	}
	require.NoError(t, sc.Err())
}

// ourIDNVerdict is the verdict of the spoof check with the well-known
// domains top on a host of the browser tests, given as an A-label (or in
// Unicode): invalid when IDNA, as browsers map hosts (webIDNA), cannot
// decode it, else unsafe when the check finds its Unicode form (the form a
// text would show) suspicious, else safe.
func ourIDNVerdict(top *TopDomains, host string) string {
	u, err := webIDNA.ToUnicode(host)
	if err != nil {
		return "invalid"
	}
	if bad, _ := top.Check(u); bad {
		return "unsafe"
	}
	return "safe"
}

// readDeviations reads testdata/browser-idn-deviations.txt: by browser and
// host, our verdict; each under a reason ("= reason"), which names what it
// is about (its %s) when the deviations say it.
func readDeviations(t *testing.T) map[string]string {
	dev := map[string]string{}
	reason, under := "", 0
	eachDataLine(t, "testdata/browser-idn-deviations.txt", func(n int, line string) {
		if r, ok := strings.CutPrefix(line, "= "); ok {
			require.True(t, reason == "" || under > 0, "browser-idn-deviations.txt:%d: a reason without deviations before", n)
			reason, under = r, 0
			require.LessOrEqual(t, strings.Count(reason, "%s"), 1, "browser-idn-deviations.txt:%d", n)
			return
		}
		require.NotEmpty(t, reason, "browser-idn-deviations.txt:%d: a deviation before any reason", n)
		f := strings.Split(line, " | ")
		want := 3
		if strings.Contains(reason, "%s") {
			want = 4
		}
		require.Len(t, f, want, "browser-idn-deviations.txt:%d: want browser | host | our verdict (| what the reason's %%s is)", n)
		host, err := strconv.Unquote(`"` + f[1] + `"`)
		require.NoError(t, err, "browser-idn-deviations.txt:%d", n)
		require.NotContains(t, dev, f[0]+" "+host, "browser-idn-deviations.txt:%d: listed twice", n)
		dev[f[0]+" "+host] = f[2]
		under++
	})
	require.Positive(t, under, "browser-idn-deviations.txt: a reason without deviations at the end")
	return dev
}

// TestBrowserIDNVerdicts walks the verdicts of Chromium's and Firefox's IDN
// display tests (kept in internal/genlookalike with their source) through
// the spoof check with their well-known test domains, reports passed/total
// for each, and fails on a difference that
// testdata/browser-idn-deviations.txt does not list with its reason, and on
// a listed one that agrees now. A partial verdict (a label in Punycode, the
// others shown) agrees with a refusal: the check judges a host whole.
func TestBrowserIDNVerdicts(t *testing.T) {
	dev := readDeviations(t)
	seen := map[string]bool{}
	for _, b := range []struct{ name, path string }{
		{"chromium", "../internal/gendata/chromium-idn-cases.txt"},
		{"firefox", "../internal/gendata/firefox-idn-cases.txt"},
	} {
		cases, domains := readBrowserIDNCases(t, b.path)
		top, err := NewTopDomains(domains...)
		require.NoError(t, err)
		passed := 0
		for _, c := range cases {
			want := c.verdict
			if want == "partial" {
				want = "unsafe"
			}
			got := ourIDNVerdict(top, c.host)
			key := b.name + " " + c.host
			listed, isListed := dev[key]
			seen[key] = true
			switch {
			case got == want && isListed:
				t.Errorf("%s:%d: %q is listed as a deviation (%s) but agrees now: %s", b.path, c.line, c.host, listed, got)
			case got == want:
				passed++
			case !isListed:
				t.Errorf("%s:%d: %q: %s says %s, the check %s", b.path, c.line, c.host, b.name, c.verdict, got)
			case listed != got:
				t.Errorf("%s:%d: %q: listed as %s, the check says %s", b.path, c.line, c.host, listed, got)
			}
		}
		t.Logf("%s IDN tests: %d/%d agree, %d listed deviations", b.name, passed, len(cases), len(cases)-passed)
		t.Logf("conformance: browsers' IDN display tests, spoof check (`TestBrowserIDNVerdicts`; [spoofing.md](spoofing.md)) | %s %d / %d",
			strings.ToUpper(b.name[:1])+b.name[1:], passed, len(cases))
	}
	for key := range dev {
		if !seen[key] {
			t.Errorf("browser-idn-deviations.txt lists %q, which no test has", key)
		}
	}
}
