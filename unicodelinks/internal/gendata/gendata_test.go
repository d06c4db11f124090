package gendata

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadDomains: comments, blank lines and the bucket marker are left out.
func TestReadDomains(t *testing.T) {
	ds, err := ReadDomains(TopDomains)
	require.NoError(t, err)
	require.Greater(t, len(ds), 8000)
	assert.Equal(t, "1024tera.com", ds[0])
	assert.Equal(t, "zus.pl", ds[len(ds)-1])
	for _, d := range ds {
		if d == "" || d[0] == '#' {
			t.Errorf("read %q", d)
		}
	}
}

// TestCommit: chromium.txt records the commit of every Chromium file, the
// look-alike rules' sources and domains.list.
func TestCommit(t *testing.T) {
	for file, want := range map[string]string{
		"skeleton_generator.cc": "f24a8e130d36c035286d0b664743111ac6b10749",
		"idn_spoof_checker.cc":  "58a4b28c5469c43918658f893252391c286c74ab",
		TopDomainsSource:        "2e586724ada2b94a1bc89f2ec4b89f3d62cdf910",
	} {
		got, err := Commit(Chromium, file)
		require.NoError(t, err, file)
		assert.Equal(t, want, got, file)
	}
	_, err := Commit(Chromium, "no_such_file.cc")
	assert.Error(t, err)
}
