package harness

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func write(t *testing.T, dir string, files map[string]string) {
	for name, content := range files {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(content), 0o644))
	}
}

// TestLoad: a directory of .md files is one corpus; a directory of
// directories is a corpus for each that holds .md files at any depth,
// with the first line of its SOURCE file; other files are left out.
func TestLoad(t *testing.T) {
	one := t.TempDir()
	write(t, one, map[string]string{"a.md": "x", "sub/b.md": "yz", "c.txt": "no"})
	got, err := Load(one)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, filepath.Base(one), got[0].Name)
	assert.Equal(t, [][]byte{[]byte("x"), []byte("yz")}, got[0].Docs)
	assert.Equal(t, 3, got[0].Bytes)

	many := t.TempDir()
	write(t, many, map[string]string{
		"b/SOURCE":      "owner/b 0123abc\nmore",
		"b/docs/x.md":   "bx",
		"a/y.md":        "ay",
		"empty/n.txt":   "no",
		"README":        "not a corpus",
		"a/deep/z/z.md": "az",
	})
	got, err = Load(many)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "a", got[0].Name)
	assert.Equal(t, [][]byte{[]byte("az"), []byte("ay")}, got[0].Docs, "in the order of their paths: a/deep/z/z.md, a/y.md")
	assert.Equal(t, "b", got[1].Name)
	assert.Equal(t, "owner/b 0123abc", got[1].Source)

	_, err = Load(t.TempDir())
	assert.Error(t, err, "no .md files")
}

// TestConfigs: the configurations render, and only Linkify and this
// extension link a bare URL.
func TestConfigs(t *testing.T) {
	docs := [][]byte{[]byte("see https://example.com/a and [x](https://example.org)")}
	for _, c := range append(Configs(), Orders()...) {
		found, ok := Find(c.Name)
		require.True(t, ok)
		var out bytes.Buffer
		links, err := Render(found.New(), docs, &out)
		require.NoError(t, err)
		want := 2
		if c.Name == "none" {
			want = 1
		}
		assert.Equal(t, want, links, c.Name)
	}
	_, ok := Find("nothing")
	assert.False(t, ok)
}

// TestLinkDense: the link-dense corpus is the link lines of the pinned
// LinkDetectionTest.txt, without markers, 2 MiB in 16 KiB documents; any
// other data file is refused.
func TestLinkDense(t *testing.T) {
	data, err := os.ReadFile(LinkDenseFile("../.."))
	require.NoError(t, err, "the UTS #58 data: $UTS58_DATA or ../shared/uts58")
	docs, err := LinkDense(data)
	require.NoError(t, err)
	total := 0
	for _, d := range docs {
		assert.GreaterOrEqual(t, len(d), 16<<10)
		assert.Less(t, len(d), 17<<10)
		assert.NotContains(t, string(d), "⸠")
		assert.NotContains(t, string(d), "⸡")
		assert.NotContains(t, string(d), "\n#")
		total += len(d)
	}
	assert.GreaterOrEqual(t, total, 2<<20)
	assert.Less(t, total, 2<<20+17<<10)
	assert.Contains(t, string(docs[0]), "See TEST.COM on…\nSee FOO.VERMÖGEN.com on…\n")
	_, err = LinkDense(append(data, '\n'))
	assert.Error(t, err, "a data file other than the pinned one")
}
