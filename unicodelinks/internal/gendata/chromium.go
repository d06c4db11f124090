package gendata

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"unicode/utf8"
)

// Reading and writing chromium.txt, the one parser of Chromium's look-alike
// data: genlookalike writes it out as spoof/lookalikes.go and package
// lookalike reads it to make the skeletons of gentop.

// A Source is a file of Chromium's spoof checks at a commit.
type Source struct{ File, Commit string }

// Data is the content of chromium.txt.
type Data struct {
	Sources []Source
	// Values are the lines "key: value", in order, by the index of the
	// source they follow.
	Values []Value
}

// A Value is a "key: value" line of chromium.txt, after the source line
// whose index it holds.
type Value struct {
	Source   int
	Key, Val string
}

// Keys are the keys of chromium.txt, in the order Format writes them.
var Keys = []string{"diacritic-rules", "extra-rules", "multiple-skeletons", "skeleton-mapping", "digit-lookalikes",
	"whole-script-confusable", "allowed-confusable-words"}

// ReadChromium parses chromium.txt: '#' comments and blank lines, "source FILE
// COMMIT" lines, and "key: value" lines of the keys above.
func ReadChromium(path string) (*Data, error) {
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
			d.Sources = append(d.Sources, Source{fs[1], fs[2]})
			continue
		}
		k, v, ok := strings.Cut(line, ": ")
		if !ok || !contains(Keys, k) || len(d.Sources) == 0 {
			return nil, fmt.Errorf("%s:%d: want a known key: value after a source line", path, n)
		}
		d.Values = append(d.Values, Value{len(d.Sources) - 1, k, v})
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
		fmt.Fprintf(&b, "\nsource %s %s\n", s.File, s.Commit)
		for _, v := range d.Values {
			if v.Source == i {
				fmt.Fprintf(&b, "%s: %s\n", v.Key, v.Val)
			}
		}
	}
	return b.Bytes()
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
		if v.Key == key {
			out = append(out, v.Val)
		}
	}
	return out
}

// Lookalikes are the look-alike data of chromium.txt, parsed.
type Lookalikes struct {
	Extra       map[rune]string // extra-rules
	Diacritic   map[rune]string // diacritic-rules
	Readings    map[rune]string // multiple-skeletons and skeleton-mapping, ' ' between readings
	DigitLikes  []rune          // digit-lookalikes, sorted
	WholeScript []WholeScript   // whole-script-confusable, in order
	Words       []string        // allowed-confusable-words
}

// A WholeScript is an entry of Chromium's kWholeScriptConfusables: a
// script, its letters that look Latin, and the top-level domains under
// which Chromium allows them.
type WholeScript struct {
	Script, Letters string
	TLDs            []string
}

// Lookalikes parses the values of d.
func (d *Data) Lookalikes() (*Lookalikes, error) {
	t := &Lookalikes{Extra: map[rune]string{}, Diacritic: map[rune]string{}, Readings: map[rune]string{}}
	for _, v := range d.values("extra-rules") {
		if err := ParseRules(v, t.Extra); err != nil {
			return nil, fmt.Errorf("extra-rules: %v", err)
		}
	}
	for _, v := range d.values("diacritic-rules") {
		if err := ParseRules(v, t.Diacritic); err != nil {
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
			if old, dup := t.Readings[r]; dup {
				rs = append(strings.Fields(old), rs...)
			}
			t.Readings[r] = strings.Join(rs, " ")
		}
	}
	for _, v := range d.values("digit-lookalikes") {
		set, err := parseSet(v)
		if err != nil {
			return nil, fmt.Errorf("digit-lookalikes: %v", err)
		}
		t.DigitLikes = append(t.DigitLikes, set...)
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
		for _, w := range t.WholeScript {
			if w.Script == fs[0] {
				return nil, fmt.Errorf("whole-script-confusable: %s twice", fs[0])
			}
		}
		t.WholeScript = append(t.WholeScript, WholeScript{fs[0], string(letters), fs[2:]})
	}
	for _, v := range d.values("allowed-confusable-words") {
		t.Words = append(t.Words, strings.Fields(v)...)
	}
	if len(t.Extra) == 0 || len(t.Diacritic) == 0 || len(t.Readings) == 0 || len(t.DigitLikes) == 0 ||
		len(t.WholeScript) == 0 || len(t.Words) == 0 {
		return nil, fmt.Errorf("a key of %q is missing", Keys)
	}
	sort.Slice(t.DigitLikes, func(i, j int) bool { return t.DigitLikes[i] < t.DigitLikes[j] })
	t.DigitLikes = dedupe(t.DigitLikes)
	return t, nil
}

// ParseRules adds the rules of an ICU transliterator rule string of the
// form "[chars] > to;" or "c > to;" to m. A character mapped twice to
// different strings is an error.
func ParseRules(s string, m map[rune]string) error {
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
