package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// TestStreamsLineByLine writes one line to detect and format and reads its
// output line while standard input is still open: nothing waits for the
// end of the input, so memory does not grow with it.
func TestStreamsLineByLine(t *testing.T) {
	for _, tt := range []struct {
		args       []string
		line, want string
	}{
		{[]string{"detect", "--mark"}, "see example.com/α now\n", "see ⸠example.com/α⸡ now\n"},
		{[]string{"format"}, "https://example.com/%CE%B1\n", "https://example.com/α\n"},
		{[]string{"detect"}, "see example.com/α now\n", `{"file":"-","line":1,"column":5,`},
	} {
		cmd := exec.Command(binary, tt.args...)
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		io.WriteString(in, tt.line)
		got := make(chan string, 1)
		go func() {
			s, _ := bufio.NewReader(out).ReadString('\n')
			got <- s
		}()
		select {
		case s := <-got:
			if !strings.HasPrefix(s, tt.want) {
				t.Errorf("%q: first output line %q, want %q…", tt.args, s, tt.want)
			}
		case <-hung(t):
			t.Errorf("%q: no output for the first line while the input is open", tt.args)
		}
		in.Close()
		cmd.Wait()
	}
}

// hung is closed a little before the test binary's deadline (-timeout),
// never when it has none: a command that waits for the end of its input
// fails the test then, however slow a loaded machine is before that.
func hung(t *testing.T) <-chan time.Time {
	deadline, ok := t.Deadline()
	if !ok {
		return nil
	}
	return time.After(time.Until(deadline) * 9 / 10)
}

// TestDetectPerLineEqualsWhole: detect looks at one line at a time, which
// must find the links that NewProse finds in the whole text (no link holds a
// line break), at the same offsets.
func TestDetectPerLineEqualsWhole(t *testing.T) {
	var files []string
	dir := t.TempDir()
	for _, doc := range corpus.Docs() {
		name := filepath.Join(dir, doc.Name)
		if err := os.WriteFile(name, doc.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	files = append(files, "../../testdata/demo.md", "../../testdata/cli/detect.txt")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		// detect's default, with the look-alike hosts that it lists (with "spoof").
		want := unicodelinks.NewProse(unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark)).Detect(text)
		stdout, stderr, status := runBinary(t, "", "detect", name)
		if status != exitOK {
			t.Fatalf("%s: status %d: %s", name, status, stderr)
		}
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if stdout == "" {
			lines = nil
		}
		if len(lines) != len(want) {
			t.Errorf("%s: %d links, Detect finds %d", name, len(lines), len(want))
			continue
		}
		for i, line := range lines {
			var got struct {
				Start, End int
				Text       string
			}
			if err := json.Unmarshal([]byte(line), &got); err != nil {
				t.Fatal(err)
			}
			if w := want[i]; got.Start != w.Start || got.End != w.End || got.Text != text[w.Start:w.End] {
				t.Errorf("%s: link %d at %d–%d %q, Detect says %d–%d %q", name, i, got.Start, got.End, got.Text, w.Start, w.End, text[w.Start:w.End])
				break
			}
		}
	}
}
