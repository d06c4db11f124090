package repotest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
	files, _ := filepath.Glob("docs/*.md")
	files = append(files, "README.md", "CHANGELOG.md")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range issueNumber.FindAllString(string(b), -1) {
			t.Errorf("%s: %q", f, m)
		}
		for _, m := range shortHash.FindAllString(string(b), -1) {
			if strings.ContainsAny(m, "0123456789") && strings.ContainsAny(m, "abcdef") {
				t.Errorf("%s: %q looks like a commit", f, m)
			}
		}
	}
}

// TestChangelogHasRelease: CHANGELOG.md has [Unreleased] on top, then
// released versions with their dates, each with a link at the end.
func TestChangelogHasRelease(t *testing.T) {
	b, err := os.ReadFile("CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	heads := regexp.MustCompile(`(?m)^## \[([^\]]+)\](.*)$`).FindAllStringSubmatch(string(b), -1)
	if len(heads) < 2 || heads[0][1] != "Unreleased" {
		t.Fatalf("CHANGELOG.md: want [Unreleased], then a version: %q", heads)
	}
	version := regexp.MustCompile(`^\d+\.\d+\.\d+$`)
	for _, h := range heads[1:] {
		if !version.MatchString(h[1]) || !regexp.MustCompile(`^ - \d{4}-\d{2}-\d{2}$`).MatchString(h[2]) {
			t.Errorf("CHANGELOG.md: %q is not \"## [X.Y.Z] - YYYY-MM-DD\"", h[0])
		}
	}
	for _, h := range heads {
		if !strings.Contains(string(b), "\n["+h[1]+"]: ") {
			t.Errorf("CHANGELOG.md: no link for [%s]", h[1])
		}
	}
}
