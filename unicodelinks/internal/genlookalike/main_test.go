package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/gendata"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGeneratedTableIsFresh: ../../spoof/lookalikes.go is what genlookalike
// makes of chromium.txt.
func TestGeneratedTableIsFresh(t *testing.T) {
	want, err := Generate(chromiumTxt)
	require.NoError(t, err)
	got, err := os.ReadFile("../../spoof/lookalikes.go")
	require.NoError(t, err)
	if !bytes.Equal(got, want) {
		t.Error("spoof/lookalikes.go is stale: run go generate ./unicodelinks (or go run ./internal/genlookalike in unicodelinks)")
	}
}

// TestData: chromium.txt holds Chromium's additions of crbug.com/1250993
// (ł as l or t), crbug.com/1207187 (စ as o) and crbug.com/1156531 (ੜ and
// კ as 3), and Format writes it back as it is.
func TestData(t *testing.T) {
	d, err := Read(chromiumTxt)
	require.NoError(t, err)
	tb, err := build(d)
	require.NoError(t, err)
	for r, want := range map[rune]string{'ł': "l t", 'þ': "b p", 'œ': "ce oe", 'ӏ': "l"} {
		assert.Equal(t, want, tb.readings[r], "readings of %c", r)
	}
	for r, want := range map[rune]string{'စ': "o", 'ੜ': "3", 'კ': "3", 'ß': "b", 'ш': "w", '一': "-", 'θ': "0"} {
		assert.Equal(t, want, tb.extra[r], "extra map of %c", r)
	}
	assert.Equal(t, "l", tb.diacritic['ł'])
	assert.Contains(t, string(tb.digitLikes), "ੜ")
	// kWholeScriptConfusables: Chromium's order, the Linux list for Thai.
	require.Len(t, tb.wholeScript, 17)
	assert.Equal(t, wholeScript{"Armn", "ագզէլհյոսւօՙ", []string{"am"}}, tb.wholeScript[0])
	assert.Equal(t, wholeScript{"Thai", "ทนบพรหเแ๐ดลปฟม", []string{"th"}}, tb.wholeScript[16])
	assert.Equal(t, "ခဂငထပဝ၀၂ၔၜ\u1090\u1091\u1095\u1096\u1097", tb.wholeScript[15].letters)
	assert.Empty(t, tb.wholeScript[6].tlds, "no top-level domain for Bengali")
	assert.Equal(t, []string{"секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска"}, tb.words)
	src, err := os.ReadFile(chromiumTxt)
	require.NoError(t, err)
	assert.Equal(t, string(src), string(d.Format()))
}

// TestParseErrors: rules and sets beyond what Chromium's lists use are
// errors, not silently misread.
func TestParseErrors(t *testing.T) {
	for _, bad := range []string{"[a-z] > x;", "[[:Latin:]] > x;", "ab > x;", "[ab] x;", "[ab] > ;", "a > x; a > y;"} {
		assert.Error(t, parseRules(bad, map[rune]string{}), bad)
	}
	m := map[rune]string{}
	require.NoError(t, parseRules(`[ab]  > c; d > \-; [\]] > e;`, m))
	assert.Equal(t, map[rune]string{'a': "c", 'b': "c", 'd': "-", ']': "e"}, m)
}

// A made-up source in the shape of Chromium's files, for the extraction.
const (
	fakeSkeletonCC = `
  diacritic_remover_ = base::WrapUnique(icu::Transliterator::createFromRules(
      UNICODE_STRING_SIMPLE("DropAcc"),
      icu::UnicodeString::fromUTF8("::NFD; ::[:Nonspacing Mark:] Remove; ::NFC;"
                                   " ł > l; ø > o;"),
      UTRANS_FORWARD, parse_error, status));
  extra_confusable_mapper_ =
      base::WrapUnique(icu::Transliterator::createFromRules(
          UNICODE_STRING_SIMPLE("ExtraConf"),
          icu::UnicodeString::fromUTF8(
              "[æӕ] > ae; ґ > r;"
              "[—一] > \\-;"),
          UTRANS_FORWARD, parse_error, status));
  character_map_[u'þ'] = {"b", "p"};
  character_map_[u'ł'] = {"l", "t"};
    AddSkeletonMapping(hostname_unicode, 0x4CF /* ӏ */, 0x6C /* lowercase L */,
                       &skeletons);
`
	fakeCheckerCC = `
const char16_t* kAllowedWholeScriptConfusableWords[] = {
    u"аб",  u"вг"};
  const WholeScriptConfusableData kWholeScriptConfusables[] = {
      {// A comment
       "[[:Cyrl:]]",
       "[аб]",
       // another
       {"ru", "su"}},
      {// No top-level domain
       "[[:Deva:]]", "[०]"},
      {"[[:Mymr:]]", "[ခ\u1090]", {"mm"}},
      {// Platforms differ
       "[[:Thai:]]",
#if BUILDFLAG(IS_LINUX) || BUILDFLAG(IS_CHROMEOS)
       "[ทน]",
#else
       "[ท]",
#endif
       {"th"}},
  };
  digit_lookalikes_ = icu::UnicodeSet(
      icu::UnicodeString::fromUTF8("[θ२২]"),
      status);
`
)

// TestExtract reads the data from sources of Chromium's shape; with
// CHROMIUM_SRC naming a checkout at the commits of chromium.txt, it checks
// that chromium.txt is what the checkout holds.
func TestExtract(t *testing.T) {
	d, err := extractFrom(fakeSkeletonCC, fakeCheckerCC, "c1", "c2")
	require.NoError(t, err)
	want := `
source skeleton_generator.cc c1
diacritic-rules: ł > l; ø > o;
extra-rules: [æӕ] > ae; ґ > r;[—一] > \-;
multiple-skeletons: þ = b p
multiple-skeletons: ł = l t
skeleton-mapping: ӏ = l

source idn_spoof_checker.cc c2
digit-lookalikes: [θ२২]
whole-script-confusable: Cyrl [аб] ru su
whole-script-confusable: Deva [०]
whole-script-confusable: Mymr [ခ႐] mm
whole-script-confusable: Thai [ทน] th
allowed-confusable-words: аб вг
`
	assert.Equal(t, header+want, string(d.Format()))
	_, err = extractFrom("no rules here", fakeCheckerCC, "c1", "c2")
	assert.Error(t, err)
	for _, bad := range []string{
		strings.Replace(fakeCheckerCC, "#if BUILDFLAG(IS_LINUX)", "#if BUILDFLAG(IS_MAC)", 1),
		strings.Replace(fakeCheckerCC, `"[[:Deva:]]", "[०]"`, `"[[:Deva:]]" "[०]"`, 1),
		strings.Replace(fakeCheckerCC, "kAllowedWholeScriptConfusableWords", "kWords", 1),
	} {
		_, err = extractFrom(fakeSkeletonCC, bad, "c1", "c2")
		assert.Error(t, err, "an entry or list it cannot read is an error")
	}

	dir := os.Getenv("CHROMIUM_SRC")
	if dir == "" {
		t.Log("CHROMIUM_SRC not set: chromium.txt not compared with a Chromium checkout")
		return
	}
	cur, err := Read(chromiumTxt)
	require.NoError(t, err)
	got, err := Extract(dir, cur.Sources[0].commit, cur.Sources[1].commit)
	require.NoError(t, err)
	require.NoError(t, got.keepSources(chromiumTxt))
	src, err := os.ReadFile(chromiumTxt)
	require.NoError(t, err)
	if !bytes.Equal(got.Format(), src) {
		t.Errorf("chromium.txt differs from %s: run go run ./internal/genlookalike -extract %s … in unicodelinks",
			filepath.Join(dir, spoofDir), dir)
	}
}

// chromiumTxt is the data file, in internal/gendata.
const chromiumTxt = "../gendata/" + gendata.Chromium
