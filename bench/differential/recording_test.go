package differential

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// update makes TestGFM13Diff rewrite the recording from the binary named by
// $CMARK_GFM instead of failing on a difference: git diff then shows the
// change for review.
var update = flag.Bool("update", false, "rewrite "+gfmRecordingFile+" from $CMARK_GFM")

const (
	gfmRecordingFile = "testdata/peers/cmark-gfm-0.29.0.gfm.13.txt"
	// gfm13Commit is the commit the tag 0.29.0.gfm.13 names; the recording
	// was made by a binary built from it.
	gfm13Commit  = "587a12bb54d95ac37241377e6ddc93ea0e45439b"
	gfm13Version = "cmark-gfm 0.29.0.gfm.13"
)

// gfmRecordingHeader says what made the recording and how to make it again.
var gfmRecordingHeader = `# The outputs of cmark-gfm 0.29.0.gfm.13 for every case of gfm-corpus.txt, which
# TestGFM13Recorded compares the GFM dialect with on every run. Do not edit: re-record with
#   make cmark-gfm13-diff CMARK_GFM=/path/to/cmark-gfm UPDATE=1
# peer: github.com/github/cmark-gfm, tag 0.29.0.gfm.13, commit ` + gfm13Commit + `
#   (the tag is missing from github/cmark-gfm's default branch; kristoff-it/cmark-gfm holds the commit)
# build: git archive ` + gfm13Commit[:12] + ` | tar -x; mkdir build; cd build;
#   cmake .. -DCMAKE_BUILD_TYPE=Release -DCMARK_TESTS=OFF -DCMARK_SHARED=OFF; make cmark-gfm
# commands, with the case's Markdown and "\n" on standard input:
#   autolink: cmark-gfm -e autolink
#   plain:    cmark-gfm (recorded only when it holds an anchor: otherwise it adds none to subtract)
# Each case: "%% <id>", "sha256: " the first 16 hex digits of the SHA-256 of its Markdown (a changed
# case must be recorded again), then the outputs as Go string literals.
`

// A gfmRecorded is what cmark-gfm wrote for one case.
type gfmRecorded struct{ sum, autolink, plain string }

// autolinks returns the anchors -e autolink added, as formatLinks writes
// them.
func (r gfmRecorded) autolinks(t *testing.T) string {
	t.Helper()
	return formatLinks(subtractLinks(htmlAnchors(t, r.autolink), htmlAnchors(t, r.plain)))
}

// A gfmRecording is the recording file: its cases by id, in order.
type gfmRecording struct {
	ids   []string
	cases map[string]gfmRecorded
}

func srcSum(src string) string {
	h := sha256.Sum256([]byte(src))
	return hex.EncodeToString(h[:8])
}

// readGFMRecording reads gfmRecordingFile.
func readGFMRecording(t *testing.T) gfmRecording {
	t.Helper()
	f, err := os.Open(gfmRecordingFile)
	require.NoError(t, err)
	defer f.Close()
	rec := gfmRecording{cases: map[string]gfmRecorded{}}
	var id string
	var r gfmRecorded
	hasAutolink := false
	flush := func() {
		if id == "" {
			return
		}
		if r.sum == "" || !hasAutolink {
			t.Errorf("%s: case %s lacks its sha256 or autolink line", gfmRecordingFile, id)
		}
		if _, dup := rec.cases[id]; dup {
			t.Errorf("%s: case %s recorded twice", gfmRecordingFile, id)
		}
		rec.ids = append(rec.ids, id)
		rec.cases[id] = r
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		key, val, _ := strings.Cut(line, " ")
		switch key {
		case "%%":
			flush()
			id, r, hasAutolink = val, gfmRecorded{}, false
		case "sha256:":
			r.sum = val
		case "autolink:", "plain:":
			s, err := strconv.Unquote(val)
			if err != nil {
				t.Fatalf("%s:%d: %v", gfmRecordingFile, n, err)
			}
			if key == "plain:" {
				r.plain = s
			} else {
				r.autolink, hasAutolink = s, true
			}
		case "", "#":
		default:
			t.Fatalf("%s:%d: unknown line %q", gfmRecordingFile, n, line)
		}
	}
	require.NoError(t, sc.Err())
	flush()
	return rec
}

// recordGFM runs cmark-gfm on each case.
func recordGFM(t *testing.T, bin string, cases []gfmCase) gfmRecording {
	t.Helper()
	rec := gfmRecording{cases: map[string]gfmRecorded{}}
	for _, c := range cases {
		r := gfmRecorded{sum: srcSum(c.src), autolink: runCmark(t, bin, c.src, "-e", "autolink")}
		if plain := runCmark(t, bin, c.src); strings.Contains(plain, "<a ") {
			r.plain = plain
		}
		rec.ids = append(rec.ids, c.id)
		rec.cases[c.id] = r
	}
	return rec
}

// String returns the recording file's text.
func (rec gfmRecording) String() string {
	var b strings.Builder
	b.WriteString(gfmRecordingHeader)
	for _, id := range rec.ids {
		r := rec.cases[id]
		fmt.Fprintf(&b, "\n%%%% %s\nsha256: %s\nautolink: %q\n", id, r.sum, r.autolink)
		if r.plain != "" {
			fmt.Fprintf(&b, "plain: %q\n", r.plain)
		}
	}
	return b.String()
}

func runCmark(t *testing.T, bin, src string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(src + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v", bin, args, err)
	}
	return string(out)
}
