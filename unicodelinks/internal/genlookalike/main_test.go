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
	out := string(d.Format())
	assert.True(t, strings.HasSuffix(out, want), "the data after the header:\n%s", out)
	for _, l := range strings.Split(strings.TrimSuffix(out, want), "\n") {
		assert.True(t, l == "" || l[0] == '#', "a header line: %q", l)
	}
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
	cur, err := gendata.ReadChromium(chromiumTxt)
	require.NoError(t, err)
	got, err := Extract(dir, cur.Sources[0].Commit, cur.Sources[1].Commit)
	require.NoError(t, err)
	require.NoError(t, keepSources(got, chromiumTxt))
	src, err := os.ReadFile(chromiumTxt)
	require.NoError(t, err)
	if !bytes.Equal(got.Format(), src) {
		t.Errorf("chromium.txt differs from %s: run go run ./internal/genlookalike -extract %s … in unicodelinks",
			filepath.Join(dir, spoofDir), dir)
	}
}

// chromiumTxt is the data file, in internal/gendata.
const chromiumTxt = "../gendata/" + gendata.Chromium
