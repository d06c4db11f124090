// Command genspoof generates ../../spoof/tables.go, the UTS #39 (Unicode
// Security Mechanisms) tables of package spoof, from the Unicode 18.0
// data in $UTS39_DATA/18.0.0 (default: ../shared/uts39 beside the module
// root):
//
//   - IdentifierStatus.txt: Identifier_Status=Allowed;
//   - IdentifierType.txt: only checked (Allowed is exactly the type sets
//     {Recommended} and {Inclusion});
//   - ucd/Scripts.txt, ucd/ScriptExtensions.txt, ucd/PropertyValueAliases.txt:
//     the augmented Script_Extensions set of UTS #39 section 5.1; the
//     general category comment of Scripts.txt gives Nd (with the zero of
//     the digit's numbering system) and Mn, so that they follow the same
//     Unicode version rather than the toolchain's package unicode;
//   - ucd/DerivedCoreProperties.txt: Default_Ignorable_Code_Point, which the
//     skeleton (section 4) removes;
//   - confusables.txt: the prototypes of the skeleton.
//
// Each code point gets a class (its flags, digit zero and script set); the
// classes are stored once and the code points map to them through a
// two-stage table. The set of all scripts and the prototypes of the ASCII
// characters are written out too, so that package spoof builds nothing at
// start-up. Run it with `go generate ./unicodelinks` or
// `make tables`. The output is deterministic.
package main

import (
	"bytes"
	"fmt"
	"go/format"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// The class of a code point is looked up in three stages: the top bits
// of the code point pick a block of spoofMid, which picks a block of
// spoofLeaf, which holds the classes of 1<<leafBits code points. 3 and 6
// gave the smallest tables for the 18.0 data (68 KB, against 160 KB for
// the best two-stage table), which every program with the extension
// carries; the check looks up a class per character of a host only.
const (
	leafBits = 3
	midBits  = 6
)

// Flags of a class, in the order of flagNames.
const (
	fAllowed         = 1 << iota // Identifier_Status=Allowed
	fIgnorable                   // Default_Ignorable_Code_Point
	fConfusable                  // has a prototype in confusables.txt
	fConfusableASCII             // ... made of ASCII characters only
	fAll                         // scx is {Zyyy} or {Zinh}: the augmented set is ALL
	fDigit                       // gc=Nd
	fMark                        // gc=Mn
	fDecomposes                  // has a canonical decomposition (golang.org/x/text/unicode/norm)
)

// flagNames are the names and comments of the flags in the generated file,
// one for each bit from fAllowed on.
var flagNames = [...]struct{ name, doc string }{
	{"spoofAllowed", "Identifier_Status=Allowed"},
	{"spoofIgnorable", "Default_Ignorable_Code_Point"},
	{"spoofConfusable", "has a prototype in confusables.txt"},
	{"spoofConfusableASCII", "... made of ASCII characters only"},
	{"spoofAll", "Script_Extensions {Zyyy} or {Zinh}"},
	{"spoofDigit", "gc=Nd"},
	{"spoofMark", "gc=Mn"},
	{"spoofDecomposes", "has a canonical decomposition (NFD)"},
}

// decomposesSince16 are the code points new in Unicode 16.0 and 17.0 with a
// canonical decomposition, sorted: x/text's norm has them from Go 1.27 on
// (its Unicode 17.0 tables), not before. They are left out of fDecomposes,
// so that the tables are the same whatever the toolchain, and written out
// for the spoof check, which asks norm about them too.
var decomposesSince16 = [...]rune{
	0x105C9, 0x105E4, 0x11383, 0x11385, 0x1138E, 0x11391, 0x113C5, 0x113C7,
	0x113C8, 0x16121, 0x16122, 0x16123, 0x16124, 0x16125, 0x16126, 0x16127,
	0x16128, 0x16D68, 0x16D69, 0x16D6A,
}

// fixedScripts get the first bits, in this order, and constants in the
// generated file: the scripts the restriction levels and the host policy
// name. The other scripts follow in alphabetical order of their codes.
var fixedScripts = []string{
	"Latn", "Hani", "Hira", "Kana", "Hang", "Bopo", "Cyrl", "Grek", "Cher",
	"Hanb", "Jpan", "Kore", "Zyyy", "Zinh", "Zzzz",
	"Armn", "Ethi", "Geor", "Hebr", "Beng", "Deva", "Gujr", "Guru", "Knda",
	"Mlym", "Orya", "Taml", "Telu", "Mymr", "Thai", "Arab",
}

func main() { ucd.Main("genspoof", "spoof/tables.go", ucd.EnvVar39, ucd.Dir39, Generate) }

// class is the value of one code point.
type class struct {
	flags   uint8
	zero    rune
	scripts string // the set, as sorted bit numbers joined by ","
}

// Generate reads the data files in dir/18.0.0 (ucd.Version) and returns the formatted
// source of spoof/tables.go.
func Generate(dir string) ([]byte, error) {
	base := filepath.Join(dir, ucd.Version)
	var dates []string
	read := func(name string) (*ucd.File, error) {
		f, err := ucd.ReadFile(filepath.Join(base, name))
		if err != nil {
			return nil, err
		}
		dates = append(dates, fmt.Sprintf("%s: Date %s", name, f.Date))
		return f, nil
	}
	status, err := read("IdentifierStatus.txt")
	if err != nil {
		return nil, err
	}
	types, err := read("IdentifierType.txt")
	if err != nil {
		return nil, err
	}
	scx, err := read("ucd/ScriptExtensions.txt")
	if err != nil {
		return nil, err
	}
	dcp, err := read("ucd/DerivedCoreProperties.txt")
	if err != nil {
		return nil, err
	}
	longToCode, codes, pvaDate, err := ucd.ReadScriptAliases(filepath.Join(base, "ucd", "PropertyValueAliases.txt"))
	if err != nil {
		return nil, err
	}
	dates = append(dates, "ucd/PropertyValueAliases.txt: Date "+pvaDate)
	sc, gcs, scDate, err := ucd.ReadScripts(filepath.Join(base, "ucd", "Scripts.txt"), longToCode)
	if err != nil {
		return nil, err
	}
	dates = append(dates, "ucd/Scripts.txt: Date "+scDate)
	conf, confDate, err := ucd.ReadConfusables(filepath.Join(base, "confusables.txt"))
	if err != nil {
		return nil, err
	}
	dates = append(dates, "confusables.txt: Date "+confDate)
	sort.Strings(dates)

	// Script bits.
	bit := map[string]int{}
	var order []string
	for _, c := range fixedScripts {
		bit[c] = len(order)
		order = append(order, c)
	}
	for _, c := range codes {
		if _, ok := bit[c]; !ok {
			bit[c] = len(order)
			order = append(order, c)
		}
	}
	words := (len(order) + 63) / 64

	// Per code point values.
	const n = utf8.MaxRune + 1
	flags := make([]uint8, n)
	zero := make([]rune, n)
	sets := make([][]string, n)
	for r := range sets {
		sets[r] = []string{sc[r]}
	}
	for _, e := range scx.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			sets[r] = strings.Fields(e.Value)
		}
	}
	if status.Missing != "Restricted" {
		return nil, fmt.Errorf("IdentifierStatus.txt: @missing %q, want Restricted", status.Missing)
	}
	for _, e := range status.Entries {
		if e.Value != "Allowed" {
			return nil, fmt.Errorf("IdentifierStatus.txt: value %q", e.Value)
		}
		for r := e.Lo; r <= e.Hi; r++ {
			flags[r] |= fAllowed
		}
	}
	// Consistency: Allowed exactly when the type set is {Recommended} or
	// {Inclusion}.
	allowedByType := make([]bool, n)
	for _, e := range types.Entries {
		if e.Value == "Recommended" || e.Value == "Inclusion" {
			for r := e.Lo; r <= e.Hi; r++ {
				allowedByType[r] = true
			}
		}
	}
	for r := range allowedByType {
		if allowedByType[r] != (flags[r]&fAllowed != 0) {
			return nil, fmt.Errorf("%U: Identifier_Status and Identifier_Type disagree", r)
		}
	}
	for _, e := range dcp.Entries {
		if e.Value == "Default_Ignorable_Code_Point" {
			for r := e.Lo; r <= e.Hi; r++ {
				flags[r] |= fIgnorable
			}
		}
	}
	for _, g := range gcs {
		for r := g.Lo; r <= g.Hi; r++ {
			switch g.Value {
			case "Nd":
				flags[r] |= fDigit
				zero[r] = g.Lo + (r-g.Lo)/10*10
			case "Mn":
				flags[r] |= fMark
			}
		}
	}
	for r := range flags {
		if utf8.ValidRune(rune(r)) && len(norm.NFD.PropertiesString(string(rune(r))).Decomposition()) > 0 && !slices.Contains(decomposesSince16[:], rune(r)) {
			flags[r] |= fDecomposes
		}
	}
	for _, c := range conf {
		flags[c.Src] |= fConfusable
		if isASCII(c.Target) {
			flags[c.Src] |= fConfusableASCII
		}
	}

	classIndex := map[class]int{}
	var classes []class
	values := make([]uint16, n)
	for r := range values {
		s := sets[r]
		f := flags[r]
		if len(s) == 1 && (s[0] == "Zyyy" || s[0] == "Zinh") {
			f |= fAll
		}
		bits := map[int]bool{}
		for _, code := range augment(s) {
			b, ok := bit[code]
			if !ok {
				return nil, fmt.Errorf("%U: unknown script %q", r, code)
			}
			bits[b] = true
		}
		var list []string
		for b := range bits {
			list = append(list, strconv.Itoa(b))
		}
		sort.Slice(list, func(i, j int) bool { a, _ := strconv.Atoi(list[i]); b, _ := strconv.Atoi(list[j]); return a < b })
		c := class{flags: f, zero: zero[r], scripts: strings.Join(list, ",")}
		k, ok := classIndex[c]
		if !ok {
			k = len(classes)
			classIndex[c] = k
			classes = append(classes, c)
		}
		values[r] = uint16(k)
	}
	if len(classes) > 0xFFFF {
		return nil, fmt.Errorf("%d classes do not fit a uint16", len(classes))
	}
	leafIndex, leaves := dedupBlocks(values, leafBits)
	if len(leaves)>>leafBits > 0xFFFF {
		return nil, fmt.Errorf("%d leaf blocks do not fit a uint16", len(leaves)>>leafBits)
	}
	top, mids := dedupBlocks(leafIndex, midBits)
	if len(mids)>>midBits > 0xFF {
		return nil, fmt.Errorf("%d middle blocks do not fit a uint8", len(mids)>>midBits)
	}

	var buf bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&buf, format, args...) }
	w("// Code generated by unicodelinks/internal/genspoof from the UTS #39 data; DO NOT EDIT.\n\n")
	w("// Unicode version %s\n", ucd.Version)
	for _, d := range dates {
		w("// %s\n", d)
	}
	w("\npackage spoof\n\n")
	w("// UnicodeVersion is the version of the UTS #39 data the tables were generated from.\n")
	w("const UnicodeVersion = %q\n\n", ucd.Version)
	w("// numScripts is the number of script codes of scriptSet; the bit of each\n")
	w("// is its index in scriptCodes.\n")
	w("const numScripts = %d\n\n", len(order))
	w("// scriptSet is a set of scripts, one bit per script code.\n")
	w("type scriptSet [%d]uint64\n\n", words)
	w("// Bits of the scripts that the spoof checks name.\n")
	w("const (\n")
	for _, c := range fixedScripts {
		w("sc%s = %d\n", c, bit[c])
	}
	w(")\n\n")
	w("// scriptCodes are the ISO 15924 codes of the script bits.\n")
	w("var scriptCodes = [numScripts]string{")
	items(w, len(order), 12, func(i int) string { return strconv.Quote(order[i]) })
	w("\n}\n\n")
	w("// allScripts is the set of all scripts: the resolved script set of a\n")
	w("// string without a character of a specific script.\n")
	w("var allScripts = scriptSet{")
	for i := range words {
		x := ^uint64(0)
		if rest := len(order) - 64*i; rest < 64 {
			x = 1<<rest - 1
		}
		if i > 0 {
			w(", ")
		}
		w("0x%X", x)
	}
	w("}\n\n")
	w("// decomposesSince16 are the code points new in Unicode 16.0 and 17.0 that have a\n")
	w("// canonical decomposition: golang.org/x/text/unicode/norm decomposes them from\n")
	w("// Go 1.27 on (its Unicode 17.0 tables) and not before; spoofDecomposes leaves\n")
	w("// them out, whatever the toolchain the tables are made with.\n")
	w("var decomposesSince16 = [...]rune{")
	items(w, len(decomposesSince16), 8, func(i int) string { return fmt.Sprintf("0x%X", decomposesSince16[i]) })
	w("\n}\n\n")
	w("// spoofClass is what the spoof checks know of a code point.\n")
	w("type spoofClass struct {\n")
	w("flags uint8\n")
	w("// zero is the zero of the numbering system of a decimal digit (gc=Nd).\n")
	w("zero rune\n")
	w("// scripts is the augmented Script_Extensions set of UTS #39 section\n")
	w("// 5.1; for Common and Inherited code points (spoofAll) it holds Zyyy or\n")
	w("// Zinh and stands for the set of all scripts.\n")
	w("scripts scriptSet\n")
	w("}\n\n")
	w("// Flags of spoofClass.\n")
	w("const (\n")
	for i, f := range flagNames {
		if i == 0 {
			w("%s = 1 << iota // %s\n", f.name, f.doc)
		} else {
			w("%s // %s\n", f.name, f.doc)
		}
	}
	w(")\n\n")
	w("// spoofClasses holds the distinct code point classes: flags (spoofAllowed...),\n")
	w("// the zero of a decimal digit's numbering system, the augmented\n")
	w("// Script_Extensions set (UTS #39 section 5.1; Zyyy or Zinh with spoofAll).\n")
	w("var spoofClasses = [%d]spoofClass{\n", len(classes))
	for _, c := range classes {
		var set = make([]uint64, words)
		if c.scripts != "" {
			for _, s := range strings.Split(c.scripts, ",") {
				b, _ := strconv.Atoi(s)
				set[b/64] |= 1 << (b % 64)
			}
		}
		w("{0x%02x, 0x%X, scriptSet{", c.flags, c.zero)
		for i, x := range set {
			if i > 0 {
				w(", ")
			}
			w("0x%X", x)
		}
		w("}},\n")
	}
	w("}\n\n")
	w("// spoofLeafBits and spoofMidBits are the code point bits resolved by\n")
	w("// a block of spoofLeaf and by a block of spoofMid (see classOf).\n")
	w("const (\nspoofLeafBits = %d\nspoofMidBits = %d\n)\n\n", leafBits, midBits)
	writeArray(w, "spoofTop", "uint8", top, fmt.Sprintf("maps cp>>(spoofLeafBits+spoofMidBits) to a block of %d entries of spoofMid.", 1<<midBits))
	writeArray(w, "spoofMid", "uint16", mids, fmt.Sprintf("holds %d blocks, each of %d numbers of blocks of spoofLeaf.", len(mids)>>midBits, 1<<midBits))
	writeArray(w, "spoofLeaf", "uint16", leaves, fmt.Sprintf("holds %d blocks, each of the classes (indexes into spoofClasses) of %d code points.", len(leaves)>>leafBits, 1<<leafBits))
	var targets strings.Builder
	w("// confusableSrc lists the %d code points of confusables.txt, sorted; the\n", len(conf))
	w("// prototype of confusableSrc[i] is confusableTargets[confusableEnd[i-1]:confusableEnd[i]].\n")
	w("var confusableSrc = [%d]int32{", len(conf))
	for i, c := range conf {
		if i%12 == 0 {
			w("\n")
		}
		w("0x%04X, ", c.Src)
	}
	w("\n}\n\n")
	w("var confusableEnd = [%d]uint16{", len(conf))
	for i, c := range conf {
		if i%16 == 0 {
			w("\n")
		}
		targets.WriteString(c.Target)
		if targets.Len() > 0xFFFF {
			return nil, fmt.Errorf("confusable targets exceed 64 KiB")
		}
		w("%d, ", targets.Len())
	}
	w("\n}\n\n")
	w("const confusableTargets = ")
	t := targets.String()
	for len(t) > 0 {
		k := 0
		for k < len(t) && k < 60 {
			_, size := utf8.DecodeRuneInString(t[k:])
			k += size
		}
		w("%+q", t[:k])
		t = t[k:]
		if len(t) > 0 {
			w(" +\n")
		}
	}
	w("\n\n")
	w("// asciiPrototypes are the prototypes of the ASCII characters, each itself\n")
	w("// unless confusables.txt gives another (\"m\" is \"rn\", \"1\" is \"l\").\n")
	w("var asciiPrototypes = [0x80]string{")
	for r := range rune(0x80) {
		p := string(r)
		if flags[r]&fIgnorable != 0 {
			p = ""
		}
		if i, ok := slices.BinarySearchFunc(conf, r, func(c ucd.Confusable, r rune) int { return int(c.Src - r) }); ok {
			p = conf[i].Target
		}
		if r%8 == 0 {
			w("\n")
		}
		w("%q, ", p)
	}
	w("\n}\n")
	return format.Source(buf.Bytes())
}

// augment returns the augmented script set of UTS #39 section 5.1 (without
// the ALL of Zyyy and Zinh, which is a flag).
func augment(s []string) []string {
	out := append([]string(nil), s...)
	has := func(c string) bool {
		for _, x := range s {
			if x == c {
				return true
			}
		}
		return false
	}
	if has("Hani") {
		out = append(out, "Hanb", "Jpan", "Kore")
	}
	if has("Hira") || has("Kana") {
		out = append(out, "Jpan")
	}
	if has("Hang") {
		out = append(out, "Kore")
	}
	if has("Bopo") {
		out = append(out, "Hanb")
	}
	return out
}

// writeArray writes the array name of the Go type typ holding values, in
// decimal, under a comment that starts with name and doc.
func writeArray(w func(string, ...any), name, typ string, values []uint16, doc string) {
	w("// %s %s\n", name, doc)
	w("var %s = [%d]%s{", name, len(values), typ)
	items(w, len(values), 16, func(i int) string { return strconv.Itoa(int(values[i])) })
	w("\n}\n\n")
}

// dedupBlocks returns the index (the number of each block in blocks) and
// the deduplicated blocks of values, 1<<bits values each.
func dedupBlocks(values []uint16, bits int) (index []uint16, blocks []uint16) {
	size := 1 << bits
	seen := map[string]uint16{}
	for b := 0; b < len(values)/size; b++ {
		blk := values[b*size : (b+1)*size]
		key := fmt.Sprint(blk)
		n, ok := seen[key]
		if !ok {
			n = uint16(len(blocks) / size)
			seen[key] = n
			blocks = append(blocks, blk...)
		}
		index = append(index, n)
	}
	return index, blocks
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// items writes n items of a composite literal with w, perLine to a line.
func items(w func(string, ...any), n, perLine int, item func(int) string) {
	for i := range n {
		if i%perLine == 0 {
			w("\n")
		}
		w("%s, ", item(i))
	}
}
