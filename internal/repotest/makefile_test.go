package repotest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUTS39DataTarget runs `make uts39-data` with a stand-in for curl: when
// a download fails, nothing is left in $UTS39_DATA (no empty 18.0.0/);
// when all succeed, 18.0.0/ holds the UTS #39 files and ucd/ the UCD files
// that genspoof reads, from unicode.org's 18.0.0 directories.
func TestUTS39DataTarget(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil || testing.Short() {
		t.Skip("no make, or -short")
	}
	for _, fail := range []bool{true, false} {
		dir := t.TempDir()
		bin := filepath.Join(dir, "bin")
		log := filepath.Join(dir, "curl.log")
		script := "#!/bin/sh\n# curl -fsSL -o FILE URL\necho \"$4\" >> " + log + "\n"
		if fail {
			script += "case \"$4\" in *confusables*) echo 'curl: (6) Could not resolve host' >&2; exit 6;; esac\n"
		}
		script += "echo \"# $4\" > \"$3\"\n"
		require.NoError(t, os.MkdirAll(bin, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(bin, "curl"), []byte(script), 0o755))
		data := filepath.Join(dir, "uts39")
		cmd := exec.Command("make", "-s", "uts39-data", "UTS39_DATA="+data)
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		out, err := cmd.CombinedOutput()
		if fail {
			assert.Error(t, err, "a failed download: make succeeds:\n%s", out)
			assert.NoDirExists(t, data, "a failed download leaves it")
			continue
		}
		require.NoError(t, err, "make uts39-data:\n%s", out)
		for _, f := range []string{"IdentifierStatus.txt", "IdentifierType.txt", "confusables.txt", "intentional.txt",
			"ucd/Scripts.txt", "ucd/ScriptExtensions.txt", "ucd/PropertyValueAliases.txt", "ucd/DerivedCoreProperties.txt"} {
			b, err := os.ReadFile(filepath.Join(data, "18.0.0", f))
			if !assert.NoError(t, err) {
				continue
			}
			want := "https://www.unicode.org/Public/security/18.0.0/" + f
			if strings.HasPrefix(f, "ucd/") {
				want = "https://www.unicode.org/Public/18.0.0/ucd/" + strings.TrimPrefix(f, "ucd/")
			}
			assert.Equal(t, want, strings.TrimSpace(strings.TrimPrefix(string(b), "# ")), "where %s was fetched from", f)
		}
	}
}
