package ucd

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Readers of the UTS #39 and UCD files that genspoof takes, and package
// lookalike, which makes the skeletons of gentop from the same data.

// header returns the value of the "# Date:" line among the first lines.
func header(text string) string {
	for _, line := range strings.SplitN(text, "\n", 10) {
		line = strings.TrimPrefix(strings.TrimSpace(line), "\uFEFF")
		if d, ok := strings.CutPrefix(line, "# Date:"); ok {
			return strings.TrimSpace(d)
		}
	}
	return ""
}

// ReadScriptAliases returns the long script names of
// PropertyValueAliases.txt mapped to their 4-letter codes, the codes in
// alphabetical order, and the file's date.
func ReadScriptAliases(path string) (map[string]string, []string, string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, "", err
	}
	m := map[string]string{}
	var codes []string
	for _, line := range strings.Split(string(data), "\n") {
		line, _, _ = strings.Cut(line, "#")
		f := strings.Split(line, ";")
		if len(f) < 3 || strings.TrimSpace(f[0]) != "sc" {
			continue
		}
		code := strings.TrimSpace(f[1])
		codes = append(codes, code)
		for _, name := range f[2:] {
			m[strings.TrimSpace(name)] = code
		}
		m[code] = code
	}
	sort.Strings(codes)
	if len(codes) < 150 {
		return nil, nil, "", fmt.Errorf("%s: only %d scripts", path, len(codes))
	}
	return m, codes, header(string(data)), nil
}

// ReadScripts returns the Script value (as a code) of every code point,
// the general categories given by the comments of Scripts.txt ("# Nd [10]
// ..."), and the file's date.
func ReadScripts(path string, longToCode map[string]string) ([]string, []Entry, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, "", err
	}
	defer f.Close()
	sc := make([]string, utf8.MaxRune+1)
	for i := range sc {
		sc[i] = "Zzzz"
	}
	var gcs []Entry
	var head strings.Builder
	s := bufio.NewScanner(f)
	for line := 0; s.Scan(); line++ {
		text := s.Text()
		if line < 10 {
			head.WriteString(text + "\n")
		}
		data, comment, _ := strings.Cut(text, "#")
		rangePart, name, ok := strings.Cut(data, ";")
		if !ok {
			continue
		}
		lo, hi, err := ParseRange(strings.TrimSpace(rangePart))
		if err != nil {
			return nil, nil, "", fmt.Errorf("%s:%d: %v", path, line+1, err)
		}
		code, ok := longToCode[strings.TrimSpace(name)]
		if !ok {
			return nil, nil, "", fmt.Errorf("%s:%d: unknown script %q", path, line+1, name)
		}
		for r := lo; r <= hi; r++ {
			sc[r] = code
		}
		fields := strings.Fields(comment)
		if len(fields) == 0 {
			return nil, nil, "", fmt.Errorf("%s:%d: no general category", path, line+1)
		}
		gc := fields[0]
		if gc == "Nd" && (hi-lo+1)%10 != 0 {
			return nil, nil, "", fmt.Errorf("%s:%d: Nd range %04X..%04X is not whole sets of ten", path, line+1, lo, hi)
		}
		gcs = append(gcs, Entry{Lo: lo, Hi: hi, Value: gc})
	}
	if err := s.Err(); err != nil {
		return nil, nil, "", err
	}
	return sc, gcs, header(head.String()), nil
}

// A Confusable is one line of confusables.txt: a code point and its
// prototype.
type Confusable struct {
	Src    rune
	Target string
}

// ReadConfusables returns the mappings of confusables.txt sorted by source,
// and the file's date.
func ReadConfusables(path string) ([]Confusable, string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, "", err
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	var out []Confusable
	for n, line := range strings.Split(text, "\n") {
		line, _, _ = strings.Cut(line, "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, ";")
		if len(f) != 3 || strings.TrimSpace(f[2]) != "MA" {
			return nil, "", fmt.Errorf("%s:%d: bad line", path, n+1)
		}
		src, err := strconv.ParseUint(strings.TrimSpace(f[0]), 16, 32)
		if err != nil {
			return nil, "", fmt.Errorf("%s:%d: %v", path, n+1, err)
		}
		var target strings.Builder
		for _, h := range strings.Fields(f[1]) {
			r, err := strconv.ParseUint(h, 16, 32)
			if err != nil || !utf8.ValidRune(rune(r)) {
				return nil, "", fmt.Errorf("%s:%d: bad target %q", path, n+1, h)
			}
			target.WriteRune(rune(r))
		}
		out = append(out, Confusable{rune(src), target.String()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Src < out[j].Src })
	for i := 1; i < len(out); i++ {
		if out[i].Src == out[i-1].Src {
			return nil, "", fmt.Errorf("%s: %U mapped twice", path, out[i].Src)
		}
	}
	return out, header(text), nil
}
