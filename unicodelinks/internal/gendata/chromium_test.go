package gendata

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestData: chromium.txt holds Chromium's additions of crbug.com/1250993
// (ł as l or t), crbug.com/1207187 (စ as o) and crbug.com/1156531 (ੜ and
// კ as 3), and Format writes it back as it is.
func TestData(t *testing.T) {
	d, err := ReadChromium(Chromium)
	require.NoError(t, err)
	tb, err := d.Lookalikes()
	require.NoError(t, err)
	for r, want := range map[rune]string{'ł': "l t", 'þ': "b p", 'œ': "ce oe", 'ӏ': "l"} {
		assert.Equal(t, want, tb.Readings[r], "readings of %c", r)
	}
	for r, want := range map[rune]string{'စ': "o", 'ੜ': "3", 'კ': "3", 'ß': "b", 'ш': "w", '一': "-", 'θ': "0"} {
		assert.Equal(t, want, tb.Extra[r], "extra map of %c", r)
	}
	assert.Equal(t, "l", tb.Diacritic['ł'])
	assert.Contains(t, string(tb.DigitLikes), "ੜ")
	// kWholeScriptConfusables: Chromium's order, the Linux list for Thai.
	require.Len(t, tb.WholeScript, 17)
	assert.Equal(t, WholeScript{"Armn", "ագզէլհյոսւօՙ", []string{"am"}}, tb.WholeScript[0])
	assert.Equal(t, WholeScript{"Thai", "ทนบพรหเแ๐ดลปฟม", []string{"th"}}, tb.WholeScript[16])
	assert.Equal(t, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", tb.WholeScript[15].Letters)
	assert.Empty(t, tb.WholeScript[6].TLDs, "no top-level domain for Bengali")
	assert.Equal(t, []string{"секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска"}, tb.Words)
	src, err := os.ReadFile(Chromium)
	require.NoError(t, err)
	assert.Equal(t, string(src), string(d.Format()))
}

// TestParseErrors: rules and sets beyond what Chromium's lists use are
// errors, not silently misread.
func TestParseErrors(t *testing.T) {
	for _, bad := range []string{"[a-z] > x;", "[[:Latin:]] > x;", "ab > x;", "[ab] x;", "[ab] > ;", "a > x; a > y;"} {
		assert.Error(t, ParseRules(bad, map[rune]string{}), bad)
	}
	m := map[rune]string{}
	require.NoError(t, ParseRules(`[ab]  > c; d > \-; [\]] > e;`, m))
	assert.Equal(t, map[rune]string{'a': "c", 'b': "c", 'd': "-", ']': "e"}, m)
}
