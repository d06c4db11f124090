package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeFiles writes each name (slash-separated, under dir) with its content.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	}
}

// runIn runs the built command in dir with stdin from the file named by
// stdinFile (none when empty).
func runIn(t *testing.T, dir, stdinFile string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	if stdinFile != "" {
		f, err := os.Open(filepath.Join(dir, stdinFile))
		require.NoError(t, err)
		defer f.Close()
		cmd.Stdin = f
	}
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
	} else {
		require.NoError(t, err)
	}
	return out.String(), errOut.String(), status
}

// TestOutputIsNeverAnInput: an --output that is one of the inputs, by any
// name (the same path, another path, a hard link, a symbolic link, a file
// found in a directory operand, standard input redirected from it), is
// refused before anything is written: the input keeps its bytes.
func TestOutputIsNeverAnInput(t *testing.T) {
	const notes = "Notes: see https://example.com/α.\n"
	for _, tt := range []struct {
		name  string
		stdin string // a file of the directory, as standard input
		args  []string
	}{
		{"render, same name", "", []string{"render", "notes.md", "-o", "notes.md"}},
		{"detect, same name", "", []string{"detect", "notes.md", "--output", "notes.md"}},
		{"detect --mark, among others", "", []string{"detect", "--mark", "other.md", "notes.md", "-o", "notes.md"}},
		{"another path", "", []string{"render", "sub/../notes.md", "-o", "./notes.md"}},
		{"hard link", "", []string{"render", "hard.md", "-o", "notes.md"}},
		{"symbolic link as output", "", []string{"render", "notes.md", "-o", "link.md"}},
		{"found in a directory", "", []string{"render", ".", "-o", "notes.md"}},
		{"standard input", "notes.md", []string{"render", "-o", "notes.md"}},
		{"standard input named", "notes.md", []string{"detect", "-", "-o", "notes.md"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFiles(t, dir, map[string]string{"notes.md": notes, "other.md": "x\n", "sub/keep": ""})
			require.NoError(t, os.Link(filepath.Join(dir, "notes.md"), filepath.Join(dir, "hard.md")))
			require.NoError(t, os.Symlink("notes.md", filepath.Join(dir, "link.md")))
			stdout, stderr, status := runIn(t, dir, tt.stdin, tt.args...)
			assert.Equal(t, exitUsage, status, "stderr: %s", stderr)
			assert.Empty(t, stdout)
			assert.Contains(t, stderr, "is also an input")
			assert.True(t, strings.HasPrefix(stderr, "unicodelinks "+tt.args[0]+": "), "stderr: %s", stderr)
			got, err := os.ReadFile(filepath.Join(dir, "notes.md"))
			require.NoError(t, err)
			assert.Equal(t, notes, string(got), "the input was changed")
			entries, err := os.ReadDir(dir)
			require.NoError(t, err)
			assert.Len(t, entries, 5, "files left in the directory: %v", entries)
		})
	}
}

// TestOutputWrittenWhole: --output replaces its file only once the
// output is complete, keeping the file's mode and a symbolic link to it,
// and leaves no temporary file; when no input could be read it is left as
// it was.
func TestOutputWrittenWhole(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"a.md": "see www.example.com\n", "out.html": "old\n"})
	require.NoError(t, os.Chmod(filepath.Join(dir, "out.html"), 0o640))
	require.NoError(t, os.Symlink("out.html", filepath.Join(dir, "link.html")))

	_, stderr, status := runIn(t, dir, "", "render", "a.md", "-o", "link.html")
	require.Equal(t, exitOK, status, stderr)
	got, err := os.ReadFile(filepath.Join(dir, "out.html"))
	require.NoError(t, err)
	assert.Equal(t, "<p>see <a href=\"https://www.example.com\">www.example.com</a></p>\n", string(got))
	fi, err := os.Stat(filepath.Join(dir, "out.html"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), fi.Mode().Perm())
	li, err := os.Lstat(filepath.Join(dir, "link.html"))
	require.NoError(t, err)
	assert.Equal(t, os.ModeSymlink, li.Mode().Type(), "the symbolic link was replaced")

	_, stderr, status = runIn(t, dir, "", "render", "missing.md", "-o", "out.html")
	assert.Equal(t, exitIO, status)
	assert.Contains(t, stderr, "missing.md")
	got, err = os.ReadFile(filepath.Join(dir, "out.html"))
	require.NoError(t, err)
	assert.Contains(t, string(got), "www.example.com", "no input was read, yet the output was replaced")

	_, stderr, status = runIn(t, dir, "", "format", "https://example.com/", "-o", ".")
	assert.Equal(t, exitIO, status)
	assert.Contains(t, stderr, "is a directory")

	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"a.md", "link.html", "out.html"}, names, "temporary files left")
}

// TestManyInputs: every readable input is processed, in order, each one
// that is not is named on stderr, and the exit status is 1; a directory
// stands for the Markdown files under it (and the text files, for
// detect), in lexical order, without hidden files and directories.
func TestManyInputs(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.md":              "a www.a.com\n",
		"b.md":              "b www.b.com\n",
		"docs/z.md":         "z www.z.com\n",
		"docs/c.markdown":   "c www.c.com\n",
		"docs/sub/d.md":     "d www.d.com\n",
		"docs/notes.txt":    "t www.t.com\n",
		"docs/.hidden.md":   "h www.h.com\n",
		"docs/.git/e.md":    "e www.e.com\n",
		"empty/readme.txt":  "no Markdown here\n",
		"texts/chat.txt":    "t www.t.com\n",
		"texts/sub/page.md": "p www.p.com\n",
	})
	require.NoError(t, os.Symlink("docs", filepath.Join(dir, "linked")))
	hosts := func(stdout string) []string {
		var hs []string
		for _, f := range strings.Fields(stdout) {
			if strings.HasPrefix(f, "www.") && strings.HasSuffix(f, ".com") {
				hs = append(hs, strings.TrimPrefix(strings.TrimSuffix(f, ".com"), "www."))
			}
		}
		return hs
	}
	for _, tt := range []struct {
		name   string
		args   []string
		hosts  []string // the links of the output, in order, by their host's first label
		status int
		errs   []string // each in stderr, in order
	}{
		{"a missing file between", []string{"detect", "--mark", "a.md", "missing.md", "b.md"}, []string{"a", "b"}, exitIO,
			[]string{"unicodelinks detect: open missing.md: no such file or directory\n"}},
		{"render goes on", []string{"render", "missing.md", "a.md", "gone.md", "b.md"}, []string{"a", "b"}, exitIO,
			[]string{"open missing.md", "open gone.md"}},
		{"a directory", []string{"detect", "--mark", "docs"}, []string{"c", "t", "d", "z"}, exitOK, nil},
		{"a link to a directory", []string{"detect", "--mark", "linked"}, []string{"c", "t", "d", "z"}, exitOK, nil},
		{"a directory, render", []string{"render", "docs", "a.md"}, []string{"c", "d", "z", "a"}, exitOK, nil},
		{"detect reads text files too", []string{"detect", "--mark", "texts"}, []string{"t", "p"}, exitOK, nil},
		{"a directory without Markdown", []string{"render", "empty", "a.md"}, []string{"a"}, exitIO,
			[]string{"unicodelinks render: empty: no *.md or *.markdown file in the directory\n"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, status := runIn(t, dir, "", tt.args...)
			assert.Equal(t, tt.status, status, "stderr: %s", stderr)
			assert.Equal(t, tt.hosts, hosts(strings.NewReplacer("⸠", " ", "⸡", " ", "<", " ", ">", " ").Replace(stdout)), "stdout: %s", stdout)
			rest := stderr
			for _, e := range tt.errs {
				i := strings.Index(rest, e)
				if !assert.GreaterOrEqual(t, i, 0, "stderr lacks %q (in order): %s", e, stderr) {
					break
				}
				rest = rest[i+len(e):]
			}
			if tt.errs == nil {
				assert.Empty(t, stderr)
			}
		})
	}
}

// TestFormatErrorsOnStderr: standard output holds only formatted URLs,
// one line per input (empty for one that cannot be formatted); the reasons
// go to standard error, each naming its argument or line.
func TestFormatErrorsOnStderr(t *testing.T) {
	for _, tt := range []struct {
		name, stdin    string
		args           []string
		stdout, stderr string
		status         int
	}{
		{"arguments", "", []string{"format", "https://example.com/%CE%B1", "https://exa mple.com/", "foo"},
			"https://example.com/α\n\n\n",
			"unicodelinks format: argument 2: cannot format \"https://exa mple.com/\": control or space character ' ' in host\n" +
				"unicodelinks format: argument 3: cannot format \"foo\": no scheme, and not a domain name with a top-level domain\n", exitIO},
		{"lines", "https://exa mple.com/\n\nbücher.de/b%C3%BCcher\n", []string{"format"},
			"\n\nbücher.de/bücher\n",
			"unicodelinks format: line 1: cannot format \"https://exa mple.com/\": control or space character ' ' in host\n", exitIO},
		{"all good", "", []string{"format", "example.com/%C3%A4"}, "example.com/ä\n", "", exitOK},
	} {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, status := runBinary(t, tt.stdin, tt.args...)
			assert.Equal(t, tt.stdout, stdout)
			assert.Equal(t, tt.stderr, stderr)
			assert.Equal(t, tt.status, status)
		})
	}
}

// TestVersionSaysWhich: --version names the module version (a commit
// when built from a clone, not "(devel)") and the Unicode versions the
// tables follow.
func TestVersionSaysWhich(t *testing.T) {
	stdout, stderr, status := runBinary(t, "", "--version")
	require.Equal(t, exitOK, status, stderr)
	first, _, _ := strings.Cut(stdout, "\n")
	assert.Regexp(t, `^unicodelinks (v\d+\.\d+\.\d+\S*|devel.*)$`, first)
	assert.NotContains(t, stdout, "(devel)")
	assert.Contains(t, stdout, "Unicode 18.0.0")
	assert.Regexp(t, `IDNA \(host labels\): Unicode \d+\.\d+\.\d+`, stdout)
	assert.Regexp(t, `goldmark v\d+\.\d+\.\d+`, stdout)
}

func TestModuleVersion(t *testing.T) {
	setting := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tt := range []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"no build information", nil, "devel"},
		{"go install …@v0.2.0", &debug.BuildInfo{Main: debug.Module{Version: "v0.2.0"}}, "v0.2.0"},
		{"a pseudo-version", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261128000000-8eed5601a2b3"}}, "v0.0.0-20261128000000-8eed5601a2b3"},
		{"a clone, without VCS stamping", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel"},
		{"a clone", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: setting("vcs.revision", "8eed5601a2b3c4d5e6f708192a3b4c5d6e7f8091", "vcs.time", "2026-11-27T23:00:00Z", "vcs.modified", "false")},
			"devel 8eed5601a2b3 (2026-11-27T23:00:00Z)"},
		{"a changed clone", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: setting("vcs.revision", "8eed5601a2b3c4d5e6f708192a3b4c5d6e7f8091", "vcs.modified", "true")},
			"devel 8eed5601a2b3 (modified)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, moduleVersion(tt.info, tt.info != nil))
		})
	}
}

// TestHelpHasExamples: the command list and each command's --help show
// examples of that command.
func TestHelpHasExamples(t *testing.T) {
	top, _, status := runBinary(t, "", "--help")
	require.Equal(t, exitOK, status)
	for _, c := range []string{"render", "detect", "format"} {
		t.Run(c, func(t *testing.T) {
			assert.Contains(t, top, "\n  unicodelinks "+c+" ", "--help has no example of %s", c)
			stdout, _, status := runBinary(t, "", c, "--help")
			require.Equal(t, exitOK, status)
			_, ex, ok := strings.Cut(stdout, "\nExamples:\n")
			require.True(t, ok, "%s --help has no examples:\n%s", c, stdout)
			assert.GreaterOrEqual(t, strings.Count("\n"+ex, "\n  unicodelinks "+c+" "), 2, "%s --help:\n%s", c, stdout)
		})
	}
}

// TestSpoofedHosts: a host that looks like another is never dropped
// silently. detect lists its link with "spoof": the reason (by default
// and with --uts58; --mark, which shows links, leaves it unmarked by
// default); render --spoof refuses, marks or links it.
func TestSpoofedHosts(t *testing.T) {
	const in = "Log in at https://раураl.com/ or https://bücher.de/\n"
	type link struct {
		Text  string `json:"text"`
		Href  string `json:"href"`
		Spoof string `json:"spoof"`
	}
	for _, args := range [][]string{{"detect"}, {"detect", "--uts58"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			stdout, stderr, status := runBinary(t, in, args...)
			require.Equal(t, exitOK, status, stderr)
			var links []link
			for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
				var k link
				require.NoError(t, json.Unmarshal([]byte(l), &k), l)
				links = append(links, k)
			}
			require.Len(t, links, 2, stdout)
			assert.Equal(t, "https://раураl.com/", links[0].Text)
			assert.Equal(t, "mixed scripts (Minimally Restrictive)", links[0].Spoof)
			assert.Equal(t, "https://bücher.de/", links[1].Text)
			assert.NotContains(t, stdout, `"spoof":""`)
			assert.Equal(t, 1, strings.Count(stdout, `"spoof":`), stdout)
		})
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"detect", "--mark"}, "Log in at https://раураl.com/ or ⸠https://bücher.de/⸡\n"},
		{[]string{"render"}, "<p>Log in at https://раураl.com/ or <a href=\"https://bücher.de/\">https://bücher.de/</a></p>\n"},
		{[]string{"render", "--spoof", "refuse"}, "<p>Log in at https://раураl.com/ or <a href=\"https://bücher.de/\">https://bücher.de/</a></p>\n"},
		{[]string{"render", "--spoof", "mark"}, "<p>Log in at <a href=\"https://раураl.com/\" class=\"unicodelinks-spoof\" title=\"xn--l-7sba6dbr.com\">https://раураl.com/</a> or <a href=\"https://bücher.de/\">https://bücher.de/</a></p>\n"},
		{[]string{"render", "--spoof=link"}, "<p>Log in at <a href=\"https://раураl.com/\">https://раураl.com/</a> or <a href=\"https://bücher.de/\">https://bücher.de/</a></p>\n"},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			stdout, stderr, status := runBinary(t, in, tt.args...)
			require.Equal(t, exitOK, status, stderr)
			assert.Equal(t, tt.want, stdout)
		})
	}
	_, stderr, status := runBinary(t, in, "render", "--spoof", "allow")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr, "refuse, mark, link")
}
