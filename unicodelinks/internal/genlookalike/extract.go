package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/gendata"
)

// Extract reads the look-alike data from skeleton_generator.cc and
// idn_spoof_checker.cc of a Chromium checkout at dir (its root, or the
// spoof_checks directory itself), which are at the commits given.
func Extract(dir, skeletonCommit, checkerCommit string) (*gendata.Data, error) {
	if skeletonCommit == "" || checkerCommit == "" {
		return nil, fmt.Errorf("extract: the commits of both files are needed")
	}
	read := func(name string) (string, error) {
		b, err := os.ReadFile(filepath.Join(dir, spoofDir, name))
		if os.IsNotExist(err) {
			b, err = os.ReadFile(filepath.Join(dir, name))
		}
		return string(b), err
	}
	sk, err := read("skeleton_generator.cc")
	if err != nil {
		return nil, err
	}
	ck, err := read("idn_spoof_checker.cc")
	if err != nil {
		return nil, err
	}
	return extractFrom(sk, ck, skeletonCommit, checkerCommit)
}

var (
	// The argument of fromUTF8 after a transliterator's name: C string
	// literals, one after another.
	rulesRE = regexp.MustCompile(`(?s)UNICODE_STRING_SIMPLE\("(DropAcc|ExtraConf)"\),\s*icu::UnicodeString::fromUTF8\(((?:\s*"(?:[^"\\]|\\.)*")+)\s*\)`)
	literal = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)
	// character_map_[u'þ'] = {"b", "p"};
	charMapRE = regexp.MustCompile(`character_map_\[u'(.)'\]\s*=\s*\{([^}]*)\}`)
	// AddSkeletonMapping(hostname_unicode, 0x4CF /* ӏ */, 0x6C /* … */, …
	mappingRE = regexp.MustCompile(`AddSkeletonMapping\(\s*\w+,\s*0x([0-9A-Fa-f]+)[^,]*,\s*0x([0-9A-Fa-f]+)`)
	// digit_lookalikes_ = icu::UnicodeSet(icu::UnicodeString::fromUTF8("[…]")
	digitsRE = regexp.MustCompile(`digit_lookalikes_\s*=\s*icu::UnicodeSet\(\s*icu::UnicodeString::fromUTF8\(\s*"((?:[^"\\]|\\.)*)"`)
	// const char16_t* kAllowedWholeScriptConfusableWords[] = {u"секс", …};
	wordsRE = regexp.MustCompile(`(?s)kAllowedWholeScriptConfusableWords\[\]\s*=\s*\{(.*?)\};`)
	// const WholeScriptConfusableData kWholeScriptConfusables[] = {…};
	wholeScriptRE = regexp.MustCompile(`(?s)kWholeScriptConfusables\[\]\s*=\s*\{(.*?)\n\s*\};`)
	// {"[[:Armn:]]", "[…]", {"am"}}, once comments and the other platforms'
	// branches are gone.
	wholeScriptEntryRE = regexp.MustCompile(`\{\s*"\[\[:(\w{4}):\]\]",\s*"((?:[^"\\]|\\.)*)"\s*(?:,\s*\{([^}]*)\})?\s*\}`)
	// A C++ line comment (no string of these lists holds "//").
	lineCommentRE = regexp.MustCompile(`//[^\n]*`)
	// #if BUILDFLAG(IS_LINUX) … #else … #endif: the Linux branch is kept.
	linuxBranchRE = regexp.MustCompile(`(?s)#if BUILDFLAG\(IS_LINUX\)[^\n]*\n(.*?)#else\n.*?#endif`)
)

// extractFrom is Extract on the files' contents.
func extractFrom(skeletonCC, checkerCC, skeletonCommit, checkerCommit string) (*gendata.Data, error) {
	d := &gendata.Data{Sources: []gendata.Source{{File: "skeleton_generator.cc", Commit: skeletonCommit}, {File: "idn_spoof_checker.cc", Commit: checkerCommit}}}
	rules := map[string]string{}
	for _, m := range rulesRE.FindAllStringSubmatch(skeletonCC, -1) {
		var s strings.Builder
		for _, l := range literal.FindAllStringSubmatch(m[2], -1) {
			u, err := strconv.Unquote(`"` + l[1] + `"`)
			if err != nil {
				return nil, fmt.Errorf("skeleton_generator.cc: %s: %v", m[1], err)
			}
			s.WriteString(u)
		}
		rules[m[1]] = s.String()
	}
	// The diacritic remover's own rules, after its "::…;" steps.
	var drop []string
	for _, r := range strings.Split(rules["DropAcc"], ";") {
		if r = strings.TrimSpace(r); r != "" && !strings.HasPrefix(r, "::") {
			drop = append(drop, r+";")
		}
	}
	if len(drop) == 0 || rules["ExtraConf"] == "" {
		return nil, fmt.Errorf("skeleton_generator.cc: no DropAcc or ExtraConf rules")
	}
	d.Values = append(d.Values, gendata.Value{Source: 0, Key: "diacritic-rules", Val: strings.Join(drop, " ")}, gendata.Value{Source: 0, Key: "extra-rules", Val: rules["ExtraConf"]})
	for _, m := range charMapRE.FindAllStringSubmatch(skeletonCC, -1) {
		var rs []string
		for _, l := range literal.FindAllStringSubmatch(m[2], -1) {
			rs = append(rs, l[1])
		}
		d.Values = append(d.Values, gendata.Value{Source: 0, Key: "multiple-skeletons", Val: m[1] + " = " + strings.Join(rs, " ")})
	}
	for _, m := range mappingRE.FindAllStringSubmatch(skeletonCC, -1) {
		from, _ := strconv.ParseInt(m[1], 16, 32)
		to, _ := strconv.ParseInt(m[2], 16, 32)
		d.Values = append(d.Values, gendata.Value{Source: 0, Key: "skeleton-mapping", Val: fmt.Sprintf("%c = %c", rune(from), rune(to))})
	}
	m := digitsRE.FindStringSubmatch(checkerCC)
	if m == nil {
		return nil, fmt.Errorf("idn_spoof_checker.cc: no digit_lookalikes_")
	}
	set, err := strconv.Unquote(`"` + m[1] + `"`)
	if err != nil {
		return nil, fmt.Errorf("idn_spoof_checker.cc: digit_lookalikes_: %v", err)
	}
	d.Values = append(d.Values, gendata.Value{Source: 1, Key: "digit-lookalikes", Val: set})
	ws, err := extractWholeScript(checkerCC)
	if err != nil {
		return nil, err
	}
	for _, v := range ws {
		d.Values = append(d.Values, gendata.Value{Source: 1, Key: "whole-script-confusable", Val: v})
	}
	m = wordsRE.FindStringSubmatch(checkerCC)
	if m == nil {
		return nil, fmt.Errorf("idn_spoof_checker.cc: no kAllowedWholeScriptConfusableWords")
	}
	var words []string
	for _, l := range literal.FindAllStringSubmatch(m[1], -1) {
		w, err := strconv.Unquote(`"` + l[1] + `"`)
		if err != nil {
			return nil, fmt.Errorf("idn_spoof_checker.cc: kAllowedWholeScriptConfusableWords: %v", err)
		}
		words = append(words, w)
	}
	d.Values = append(d.Values, gendata.Value{Source: 1, Key: "allowed-confusable-words", Val: strings.Join(words, " ")})
	return d, nil
}

// extractWholeScript returns the entries of kWholeScriptConfusables, each
// as "SCRIPT [letters] tld…", with the Linux list where the platforms
// differ (Thai): that is the list the spoof check takes.
func extractWholeScript(checkerCC string) ([]string, error) {
	m := wholeScriptRE.FindStringSubmatch(checkerCC)
	if m == nil {
		return nil, fmt.Errorf("idn_spoof_checker.cc: no kWholeScriptConfusables")
	}
	body := linuxBranchRE.ReplaceAllString(m[1], "$1")
	body = lineCommentRE.ReplaceAllString(body, "")
	if strings.Contains(body, "#") {
		return nil, fmt.Errorf("idn_spoof_checker.cc: kWholeScriptConfusables: a preprocessor line other than #if BUILDFLAG(IS_LINUX) … #else … #endif")
	}
	entries := wholeScriptEntryRE.FindAllStringSubmatch(body, -1)
	if rest := strings.TrimSpace(wholeScriptEntryRE.ReplaceAllString(body, "")); strings.Trim(rest, ", \n\t") != "" {
		return nil, fmt.Errorf("idn_spoof_checker.cc: kWholeScriptConfusables: not read: %q", rest)
	}
	var out []string
	for _, e := range entries {
		letters, err := strconv.Unquote(`"` + e[2] + `"`)
		if err != nil {
			return nil, fmt.Errorf("idn_spoof_checker.cc: kWholeScriptConfusables %s: %v", e[1], err)
		}
		v := e[1] + " " + letters
		for _, l := range literal.FindAllStringSubmatch(e[3], -1) {
			v += " " + l[1]
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("idn_spoof_checker.cc: kWholeScriptConfusables has no entry")
	}
	return out, nil
}
