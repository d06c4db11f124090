// Command genlookalike generates ../../spoof/lookalikes.go, Chromium's
// look-alike data that the skeletons of the spoof check use beside UTS #39
// (package spoof, skeleton.go and scripts.go), from
// ../gendata/chromium.txt, where all of Chromium's data is recorded:
//
//   - extra-rules: the extra confusable map of Chromium's skeleton
//     generator (ł… → l, စ → o, ੜ → 3 …), ICU transliterator rules;
//   - diacritic-rules: the letters its diacritic remover maps after
//     dropping the marks (ł > l; ø > o; đ > d);
//   - multiple-skeletons and skeleton-mapping: the letters that read as
//     more than one (þ as b or p, ł as l or t, ӏ as l);
//   - digit-lookalikes: the characters its IDN spoof checker takes for
//     digits (a label of digits and these is refused);
//   - whole-script-confusable: per script, the letters that look Latin and
//     the country-code top-level domains that allow them
//     (kWholeScriptConfusables, the Linux list for Thai), and
//     allowed-confusable-words, the words of such letters it allows
//     (package spoof, scripts.go, adds its own entries to these).
//
// chromium.txt holds these as Chromium's sources write them, with the
// source file and commit of each; -extract reads them from a Chromium
// checkout again (see Extract). The output is deterministic.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/gendata"
)

// Where the sources are published, by file name of chromium.txt.
const (
	repository = "https://github.com/chromium/chromium/blob/"
	spoofDir   = "components/url_formatter/spoof_checks/"
	licence    = "Copyright 2017, 2020 The Chromium Authors; BSD-style licence (https://chromium.googlesource.com/chromium/src/+/main/LICENSE)"
)

func main() {
	in := flag.String("in", gendata.Path(gendata.Chromium), "the data file")
	out := flag.String("out", "spoof/lookalikes.go", "the Go file to write")
	extract := flag.String("extract", "", "a Chromium checkout: write -in again from its "+spoofDir)
	skCommit := flag.String("skeleton-commit", "", "with -extract: the commit of skeleton_generator.cc")
	ckCommit := flag.String("checker-commit", "", "with -extract: the commit of idn_spoof_checker.cc")
	flag.Parse()
	if *extract != "" {
		d, err := Extract(*extract, *skCommit, *ckCommit)
		if err != nil {
			log.Fatal(err)
		}
		if err := d.keepSources(*in); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(*in, d.Format(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	src, err := Generate(*in)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// A source is a file of Chromium's spoof checks at a commit.
type source struct{ file, commit string }

// Data is the content of chromium.txt.
type Data struct {
	Sources []source
	// Values are the lines "key: value", in order, by the index of the
	// source they follow.
	Values []value
}

type value struct {
	source   int
	key, val string
}

// Keys of chromium.txt, in the order Format writes them.
var keys = []string{"diacritic-rules", "extra-rules", "multiple-skeletons", "skeleton-mapping", "digit-lookalikes",
	"whole-script-confusable", "allowed-confusable-words"}

// Read parses chromium.txt: '#' comments and blank lines, "source FILE
// COMMIT" lines, and "key: value" lines of the keys above.
func Read(path string) (*Data, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	d := &Data{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || line[0] == '#':
			continue
		case strings.HasPrefix(line, "source "):
			fs := strings.Fields(line)
			if len(fs) != 3 {
				return nil, fmt.Errorf("%s:%d: want source FILE COMMIT", path, n)
			}
			d.Sources = append(d.Sources, source{fs[1], fs[2]})
			continue
		}
		k, v, ok := strings.Cut(line, ": ")
		if !ok || !contains(keys, k) || len(d.Sources) == 0 {
			return nil, fmt.Errorf("%s:%d: want a known key: value after a source line", path, n)
		}
		d.Values = append(d.Values, value{len(d.Sources) - 1, k, v})
	}
	return d, sc.Err()
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Format returns d as chromium.txt, with its header.
func (d *Data) Format() []byte {
	var b bytes.Buffer
	b.WriteString(header)
	for i, s := range d.Sources {
		fmt.Fprintf(&b, "\nsource %s %s\n", s.file, s.commit)
		for _, v := range d.Values {
			if v.source == i {
				fmt.Fprintf(&b, "%s: %s\n", v.key, v.val)
			}
		}
	}
	return b.Bytes()
}

// keepSources adds the sources of the file at path that d lacks, such as
// domains.list's, which extracting the look-alike rules does not make.
func (d *Data) keepSources(path string) error {
	old, err := Read(path)
	if err != nil {
		return err
	}
	for _, s := range old.Sources {
		if !slices.ContainsFunc(d.Sources, func(t source) bool { return t.file == s.file }) {
			d.Sources = append(d.Sources, s)
		}
	}
	return nil
}

// header is the comment at the top of chromium.txt.
const header = `# Chromium's look-alike data for the skeletons and whole-script rules of the
# spoof check, as its sources write it (ICU transliterator rules and sets, after
# C string unescaping; a whole-script-confusable line is the script, the set
# and the allowed top-level domains of an entry of kWholeScriptConfusables). genlookalike turns it into ../../spoof/lookalikes.go;
# ` + "`go run ./internal/genlookalike -extract DIR -skeleton-commit C -checker-commit C`" + `
# (in unicodelinks) writes this file again from a Chromium checkout's
# components/url_formatter/spoof_checks in DIR.
#
# Licence of the data: Copyright 2017, 2020 The Chromium Authors; BSD-style
# licence (https://chromium.googlesource.com/chromium/src/+/main/LICENSE).
#
# A source line without values records a Chromium file kept beside this one
# (top_domains/domains.list: domains.list, which gentop reads).
`

// values returns the values of key.
func (d *Data) values(key string) []string {
	var out []string
	for _, v := range d.Values {
		if v.key == key {
			out = append(out, v.val)
		}
	}
	return out
}

// The tables of the output.
type tables struct {
	extra       map[rune]string // extra-rules
	diacritic   map[rune]string // diacritic-rules
	readings    map[rune]string // multiple-skeletons and skeleton-mapping, ' ' between readings
	digitLikes  []rune
	wholeScript []wholeScript // whole-script-confusable, in order
	words       []string      // allowed-confusable-words
}

// A wholeScript is an entry of Chromium's kWholeScriptConfusables: a
// script, its letters that look Latin, and the top-level domains under
// which Chromium allows them.
type wholeScript struct {
	script, letters string
	tlds            []string
}

// build parses the values of d.
func build(d *Data) (*tables, error) {
	t := &tables{extra: map[rune]string{}, diacritic: map[rune]string{}, readings: map[rune]string{}}
	for _, v := range d.values("extra-rules") {
		if err := parseRules(v, t.extra); err != nil {
			return nil, fmt.Errorf("extra-rules: %v", err)
		}
	}
	for _, v := range d.values("diacritic-rules") {
		if err := parseRules(v, t.diacritic); err != nil {
			return nil, fmt.Errorf("diacritic-rules: %v", err)
		}
	}
	for _, key := range []string{"multiple-skeletons", "skeleton-mapping"} {
		for _, v := range d.values(key) {
			from, to, ok := strings.Cut(v, " = ")
			r, n := utf8.DecodeRuneInString(from)
			if !ok || n != len(from) || len(strings.Fields(to)) == 0 {
				return nil, fmt.Errorf("%s: %q: want CHAR = READING…", key, v)
			}
			rs := strings.Fields(to)
			if old, dup := t.readings[r]; dup {
				rs = append(strings.Fields(old), rs...)
			}
			t.readings[r] = strings.Join(rs, " ")
		}
	}
	for _, v := range d.values("digit-lookalikes") {
		set, err := parseSet(v)
		if err != nil {
			return nil, fmt.Errorf("digit-lookalikes: %v", err)
		}
		t.digitLikes = append(t.digitLikes, set...)
	}
	for _, v := range d.values("whole-script-confusable") {
		fs := strings.Fields(v)
		if len(fs) < 2 || len(fs[0]) != 4 {
			return nil, fmt.Errorf("whole-script-confusable: %q: want SCRIPT [LETTERS] TLD…", v)
		}
		letters, err := parseSet(fs[1])
		if err != nil || len(letters) == 0 {
			return nil, fmt.Errorf("whole-script-confusable: %q: %v", v, err)
		}
		for _, w := range t.wholeScript {
			if w.script == fs[0] {
				return nil, fmt.Errorf("whole-script-confusable: %s twice", fs[0])
			}
		}
		t.wholeScript = append(t.wholeScript, wholeScript{fs[0], string(letters), fs[2:]})
	}
	for _, v := range d.values("allowed-confusable-words") {
		t.words = append(t.words, strings.Fields(v)...)
	}
	if len(t.extra) == 0 || len(t.diacritic) == 0 || len(t.readings) == 0 || len(t.digitLikes) == 0 ||
		len(t.wholeScript) == 0 || len(t.words) == 0 {
		return nil, fmt.Errorf("a key of %q is missing", keys)
	}
	sort.Slice(t.digitLikes, func(i, j int) bool { return t.digitLikes[i] < t.digitLikes[j] })
	t.digitLikes = dedupe(t.digitLikes)
	return t, nil
}

// parseRules adds the rules of an ICU transliterator rule string of the
// form "[chars] > to;" or "c > to;" to m. A character mapped twice to
// different strings is an error.
func parseRules(s string, m map[rune]string) error {
	for _, rule := range strings.Split(s, ";") {
		rule = strings.TrimSpace(rule)
		if rule == "" {
			continue
		}
		from, to, ok := strings.Cut(rule, ">")
		if !ok {
			return fmt.Errorf("%q: no '>'", rule)
		}
		from, to = strings.TrimSpace(from), unescape(strings.TrimSpace(to))
		var set []rune
		if strings.HasPrefix(from, "[") {
			var err error
			if set, err = parseSet(from); err != nil {
				return err
			}
		} else {
			u := []rune(unescape(from))
			if len(u) != 1 {
				return fmt.Errorf("%q: one character or a set before '>'", rule)
			}
			set = u
		}
		if to == "" {
			return fmt.Errorf("%q: nothing after '>'", rule)
		}
		for _, r := range set {
			if old, dup := m[r]; dup && old != to {
				return fmt.Errorf("%U mapped to %q and %q", r, old, to)
			}
			m[r] = to
		}
	}
	return nil
}

// parseSet returns the characters of an ICU set of single characters,
// "[abc]"; ranges, properties and nested sets are errors (Chromium's lists
// have none).
func parseSet(s string) ([]rune, error) {
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, fmt.Errorf("%q: not a set", s)
	}
	in := []rune(s[1 : len(s)-1])
	var out []rune
	for i := 0; i < len(in); i++ {
		r := in[i]
		switch r {
		case '\\':
			if i+1 == len(in) {
				return nil, fmt.Errorf("%q: a backslash at the end", s)
			}
			i++
			r = in[i]
		case '[', ']', '-', ':', '{', '}', '^', '$':
			return nil, fmt.Errorf("%q: %q in a set", s, r)
		case ' ':
			continue
		}
		out = append(out, r)
	}
	return out, nil
}

// unescape removes the backslashes that quote the next character.
func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func dedupe(rs []rune) []rune {
	out := rs[:0]
	for i, r := range rs {
		if i == 0 || r != rs[i-1] {
			out = append(out, r)
		}
	}
	return out
}

// Generate returns the Go source made from the data file at path.
func Generate(path string) ([]byte, error) {
	d, err := Read(path)
	if err != nil {
		return nil, err
	}
	t, err := build(d)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by unicodelinks/internal/genlookalike from internal/gendata/chromium.txt; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "// Chromium's look-alike data for the spoof check: the extra confusables,\n")
	fmt.Fprintf(&b, "// diacritic letters and multiple readings of its skeleton generator, and\n// the digit look-alikes, whole-script confusables and allowed words of its\n// IDN spoof checker.\n")
	for i, s := range d.Sources {
		if !slices.ContainsFunc(d.Values, func(v value) bool { return v.source == i }) {
			continue // a file of other generators, such as domains.list
		}
		fmt.Fprintf(&b, "// Source: %s%s/%s%s\n// Commit: %s\n", repository, s.commit, spoofDir, s.file, s.commit)
	}
	fmt.Fprintf(&b, "// Licence: %s\n\n", licence)
	b.WriteString("package spoof\n\n")
	writeMap(&b, "extraLookalike", "the characters of the extra confusable map", "the string it reads as", t.extra)
	writeMap(&b, "diacriticLetter", "the letters that the diacritic remover maps\n// besides dropping marks", "the letter it becomes", t.diacritic)
	writeMap(&b, "multiReading", "the characters that read as more than one\n// other", "its readings beyond\n// its skeleton, separated by spaces", t.readings)
	fmt.Fprintf(&b, "// digitLookalikes are the characters taken for digits, in code point\n// order.\nconst digitLookalikes = %q\n\n", string(t.digitLikes))
	b.WriteString("// wholeScriptConfusables are the scripts whose letters that look Latin\n" +
		"// make a label whole-script confusable with Latin (kWholeScriptConfusables,\n" +
		"// the Linux list for Thai), in Chromium's order: the ISO 15924 code, the\n" +
		"// letters, and the country-code top-level domains under which Chromium\n" +
		"// allows such a label, separated by spaces.\n")
	b.WriteString("var wholeScriptConfusables = [...]struct{ script, letters, tlds string }{\n")
	for _, w := range t.wholeScript {
		fmt.Fprintf(&b, "\t{%q, %q, %q},\n", w.script, w.letters, strings.Join(w.tlds, " "))
	}
	b.WriteString("}\n\n")
	b.WriteString("// allowedConfusableWords are words made of letters that look Latin that\n" +
		"// read as no Latin word (kAllowedWholeScriptConfusableWords).\n")
	fmt.Fprintf(&b, "var allowedConfusableWords = [...]string{%s}\n", quoteAll(t.words))
	return format.Source(b.Bytes())
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

// writeMap writes m as two arrays, name+"Runes" (sorted) and
// name+"Targets", with their documentation.
func writeMap(b *bytes.Buffer, name, runes, targets string, m map[rune]string) {
	rs := make([]rune, 0, len(m))
	for r := range m {
		rs = append(rs, r)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i] < rs[j] })
	fmt.Fprintf(b, "// %sRunes are %s, sorted.\n", name, runes)
	fmt.Fprintf(b, "var %sRunes = [...]rune{", name)
	for _, r := range rs {
		fmt.Fprintf(b, "\n\t%#04x, // %c", r, r)
	}
	b.WriteString("\n")
	b.WriteString("}\n\n")
	fmt.Fprintf(b, "// %sTargets holds, for each of %sRunes, %s.\n", name, name, targets)
	fmt.Fprintf(b, "var %sTargets = [...]string{", name)
	for _, r := range rs {
		fmt.Fprintf(b, "\n\t%q, // %c", m[r], r)
	}
	b.WriteString("\n}\n\n")
}
