package repotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	// issueNumber matches a reference to an issue of the project.
	issueNumber = regexp.MustCompile(`(?i)\bissues? #?\d+`)
	// shortHash matches what may be a short commit hash: 7 to 12
	// lower-case hexadecimal digits, with a digit and a letter. A full
	// 40-digit hash naming a release of another project is fine.
	shortHash = regexp.MustCompile(`\b[0-9a-f]{7,12}\b`)
)

// TestDocsSpeakToUsers: README.md, CHANGELOG.md and docs/*.md cite no
// issue numbers and no commits of this repository: they speak to users,
// not of the project's history.
func TestDocsSpeakToUsers(t *testing.T) {
	files, err := filepath.Glob("docs/*.md")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 5, "docs/*.md: %v", files)
	files = append(files, "README.md", "CHANGELOG.md")
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Empty(t, issueNumber.FindAllString(string(b), -1), "%s cites issues", f)
		var commits []string
		for _, m := range shortHash.FindAllString(string(b), -1) {
			if strings.ContainsAny(m, "0123456789") && strings.ContainsAny(m, "abcdef") {
				commits = append(commits, m)
			}
		}
		assert.Empty(t, commits, "%s: what looks like commits", f)
	}
}

// TestChangelogTellsWhatIsReleased: CHANGELOG.md has [Unreleased] on top,
// with a link; a version below it, "## [X.Y.Z] - YYYY-MM-DD" with a link
// to its tag, is there only when the tag vX.Y.Z exists in the git
// checkout: a section for a release that never happened tells users to
// look for a version the module proxy does not have.
func TestChangelogTellsWhatIsReleased(t *testing.T) {
	b, err := os.ReadFile("CHANGELOG.md")
	require.NoError(t, err)
	heads := regexp.MustCompile(`(?m)^## \[([^\]]+)\](.*)$`).FindAllStringSubmatch(string(b), -1)
	require.NotEmpty(t, heads, "CHANGELOG.md: no [Unreleased] section")
	require.Equal(t, "Unreleased", heads[0][1], "CHANGELOG.md: the first section")
	version := regexp.MustCompile(`^\d+\.\d+\.\d+$`)
	date := regexp.MustCompile(`^ - \d{4}-\d{2}-\d{2}$`)
	for _, h := range heads[1:] {
		assert.True(t, version.MatchString(h[1]) && date.MatchString(h[2]), "CHANGELOG.md: %q is not \"## [X.Y.Z] - YYYY-MM-DD\"", h[0])
		assert.Contains(t, string(b), "\n["+h[1]+"]: https://github.com/unicodelinks/goldmark-unicodelinks/releases/tag/v"+h[1]+"\n",
			"CHANGELOG.md: no link to the tag of [%s]", h[1])
		if shallow, err := exec.Command("git", "rev-parse", "--is-shallow-repository").Output(); err != nil || strings.TrimSpace(string(shallow)) != "false" {
			t.Skipf("no full git checkout to look for the tags in (a shallow clone may lack them): %v", err)
		}
		out, err := exec.Command("git", "tag", "--list", "v"+h[1]).Output()
		require.NoError(t, err)
		assert.Equal(t, "v"+h[1], strings.TrimSpace(string(out)), "CHANGELOG.md: [%s] is a release, but there is no tag v%s", h[1], h[1])
	}
	assert.Contains(t, string(b), "\n[Unreleased]: ", "CHANGELOG.md: no link for [Unreleased]")
}
