// Command genhost generates the host tables of package
// unicodelinks/internal/dnsname, which the engine's host scanner and the
// spoof check read: ../dnsname/tlds.go and ../dnsname/tables_idnaNN.go:
//
//   - the code points that may appear in a domain label, derived from
//     golang.org/x/net/idna (the UTS #46 Lookup profile) and from the general
//     categories of package unicode, so it follows the Unicode version of the
//     toolchain that runs the generator (idna.UnicodeVersion and
//     unicode.Version are in the file header), less the code points that
//     are Link_Term=Hard in the UTS #58 data ($UTS58_DATA, which also makes
//     package unicodelinks's tables): a link never holds one, so it ends a
//     domain as a space does;
//   - the top-level domains that golang.org/x/net/publicsuffix manages as
//     ICANN domains: a label t is one when PublicSuffix(t) is (t, true), or
//     when PublicSuffix("a."+t) is ("a."+t, true) (TLDs listed only with a
//     wildcard rule, such as *.ck). The candidates are the substrings of the
//     package's label text; each is decided by the exported function alone.
//     They are written as a hash set, ready to search;
//   - the public suffix list of golang.org/x/net/publicsuffix, for the
//     registrable domain of a host (see psl.go), so that package
//     unicodelinks does not import x/net/publicsuffix, which imports
//     net/http.
//
// The label table depends on the toolchain: golang.org/x/net/idna holds
// tables for two Unicode versions and picks one by build constraint (15.0.0
// before Go 1.27, 17.0.0 from Go 1.27 on), and package unicode follows the
// toolchain. So the label table is one file per IDNA version, under the
// same build constraint as the idna tables it was made from, and genhost
// writes the one of the toolchain that runs it (and tlds.go, which does
// not depend on it). `go generate ./unicodelinks` runs it under each
// toolchain (GOTOOLCHAIN). The output is deterministic.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// blockBits is the number of low code point bits resolved by the second
// stage of the table: 1<<blockBits code points share one index entry.
const blockBits = 7

// The two bits of a code point's entry.
const (
	// labelBit: the code point may appear in a domain label. UTS #46 (Lookup
	// profile, STD3 rules) does not disallow it in at least one context, it
	// does not map to a string with a full stop, and it is not punctuation
	// or a symbol (IDNA2008 disallows those: the UTS #46 NV8 set), save the
	// IDNA2008 exceptions below.
	// UTS #58 makes a few of those Link_Term=Hard (deprecated letters that
	// UTS #46 maps, such as U+0149 'ŉ' to "ʼn"); they have no bits.
	labelBit = 1
	// stableBit: in addition, UTS #46 maps the code point to itself, and it
	// is neither a combining mark nor a conjoining Hangul jamo, so that a
	// label made of such code points is already in its mapped, NFC form and
	// its A-label is "xn--" plus its Punycode.
	stableBit = 2
	// tldBit: the code point is in the U-label of one of the ICANN
	// top-level domains (see TLDs).
	tldBit = 4
)

// idna2008Exceptions are punctuation and symbols that RFC 5892 section 2.6
// makes PVALID or CONTEXTO.
var idna2008Exceptions = map[rune]bool{
	0x00B7: true, // MIDDLE DOT (CONTEXTO)
	0x0375: true, // GREEK LOWER NUMERAL SIGN (CONTEXTO)
	0x05F3: true, // HEBREW PUNCTUATION GERESH (CONTEXTO)
	0x05F4: true, // HEBREW PUNCTUATION GERSHAYIM (CONTEXTO)
	0x06FD: true, // ARABIC SIGN SINDHI AMPERSAND (PVALID)
	0x06FE: true, // ARABIC SIGN SINDHI POSTPOSITION MEN (PVALID)
	0x0F0B: true, // TIBETAN MARK INTERSYLLABIC TSHEG (PVALID)
	0x30FB: true, // KATAKANA MIDDLE DOT (CONTEXTO)
}

// contexts are label prefixes under which a code point is tried: alone, after
// a Latin letter, after Arabic and Hebrew letters (bidi rule: Arabic digits,
// right-to-left marks) and after a Devanagari virama (ZWJ, ZWNJ).
var contexts = []string{"", "a", "\u0627", "\u05D0", "\u0915\u094D"}

// separators are the code points UTS #46 maps to '.', scanned as label
// separators rather than label characters.
var separators = map[rune]bool{0x3002: true, 0xFF0E: true, 0xFF61: true}

// Classify returns the table bits of r; hard[r] says that r is
// Link_Term=Hard (ucd.LinkTermHard). The generator reads the property from
// the data, not from package unicodelinks, so that it never imports the
// engine it makes tables for.
func Classify(r rune, hard []bool) byte {
	switch {
	case r < utf8.RuneSelf:
		switch {
		case 'a' <= r && r <= 'z', '0' <= r && r <= '9', r == '-':
			return labelBit | stableBit
		case 'A' <= r && r <= 'Z':
			return labelBit
		}
		return 0
	case !utf8.ValidRune(r), separators[r], hard[r]:
		return 0
	case (unicode.IsPunct(r) || unicode.IsSymbol(r)) && !idna2008Exceptions[r]:
		return 0
	}
	s := string(r)
	for _, c := range contexts {
		u, err := idna.Lookup.ToUnicode(c + s)
		if err != nil && c == "" && strings.Contains(err.Error(), "disallowed rune") {
			return 0 // no context helps; a shortcut for the unassigned code points
		}
		if err != nil || strings.ContainsRune(u, '.') {
			continue
		}
		if u == c+s && !unicode.IsMark(r) && !isJamo(r) {
			return labelBit | stableBit
		}
		return labelBit
	}
	return 0
}

// isJamo reports whether r is a conjoining Hangul jamo, which NFC may
// compose with its neighbours.
func isJamo(r rune) bool {
	return 0x1100 <= r && r <= 0x11FF || 0xA960 <= r && r <= 0xA97F || 0xD7B0 <= r && r <= 0xD7FF
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("genhost: ")
	dir := flag.String("dir", "internal/dnsname", "directory of the output files")
	flag.Parse()
	files, err := Generate()
	if err != nil {
		log.Fatal(err)
	}
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(*dir, f.Name), f.Src, 0o644); err != nil {
			log.Fatal(err)
		}
		log.Printf("%s wrote %s", runtime.Version(), f.Name)
	}
}

// idnaConstraints maps each idna.UnicodeVersion of golang.org/x/net/idna to
// the build constraint of its tables there (idna/tables*.go). A new x/net
// with tables of another version needs an entry here.
var idnaConstraints = map[string]string{
	"15.0.0": "!go1.27",
	"17.0.0": "go1.27",
}

// LabelFile is the name of the label table file of the running toolchain's
// IDNA version.
func LabelFile() string {
	return "tables_idna" + strings.Split(idna.UnicodeVersion, ".")[0] + ".go"
}

// A File is a generated file: its name in package dnsname and its
// source.
type File struct {
	Name string
	Src  []byte
}

// TLDs returns the ICANN top-level domains of golang.org/x/net/publicsuffix,
// sorted, as lower-case A-labels.
func TLDs() ([]string, error) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", "golang.org/x/net/publicsuffix").Output()
	if err != nil {
		return nil, fmt.Errorf("locating golang.org/x/net/publicsuffix: %v", err)
	}
	text, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "data", "text"))
	if err != nil {
		return nil, err
	}
	blob := string(text)
	found := map[string]bool{}
	for i := range blob {
		for n := 1; n <= 63 && i+n <= len(blob); n++ {
			c := blob[i : i+n]
			if found[c] {
				continue
			}
			if ps, icann := publicsuffix.PublicSuffix(c); icann && ps == c {
				found[c] = true
			} else if ps, icann := publicsuffix.PublicSuffix("a." + c); icann && ps == "a."+c {
				found[c] = true
			}
		}
	}
	tlds := make([]string, 0, len(found))
	for t := range found {
		tlds = append(tlds, t)
	}
	sort.Strings(tlds)
	if len(tlds) < 1000 {
		return nil, fmt.Errorf("only %d TLDs found", len(tlds))
	}
	return tlds, nil
}

// Generate returns the files: the label table of the running toolchain's
// IDNA version (LabelFile) and the public suffix list with the set of its
// ICANN TLDs (tlds.go).
func Generate() ([]File, error) {
	constraint, ok := idnaConstraints[idna.UnicodeVersion]
	if !ok {
		return nil, fmt.Errorf("golang.org/x/net/idna has Unicode %s: add its build constraint to idnaConstraints", idna.UnicodeVersion)
	}
	dir, ok := ucd.Dir()
	if !ok {
		return nil, fmt.Errorf("no UTS #58 %s data at %q (set %s)", ucd.Version, dir, ucd.EnvVar)
	}
	hard, err := ucd.LinkTermHard(dir)
	if err != nil {
		return nil, err
	}
	tlds, err := TLDs()
	if err != nil {
		return nil, err
	}
	inTLD := map[rune]bool{}
	for _, t := range tlds {
		if !strings.HasPrefix(t, "xn--") {
			continue
		}
		u, err := idna.Lookup.ToUnicode(t)
		if err != nil {
			return nil, fmt.Errorf("TLD %s: %v", t, err)
		}
		for _, r := range u {
			inTLD[r] = true
		}
	}
	values := make([]byte, utf8.MaxRune+1)
	for r := range values {
		values[r] = Classify(rune(r), hard)
		if inTLD[rune(r)] {
			values[r] |= tldBit
		}
	}
	table, err := ucd.NewTwoStage(values, blockBits)
	if err != nil {
		return nil, err
	}

	var buf bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&buf, format, args...) }
	w("// Code generated by unicodelinks/internal/genhost from golang.org/x/net; DO NOT EDIT.\n\n")
	w("// idna.UnicodeVersion %s, unicode.Version %s\n", idna.UnicodeVersion, unicode.Version)
	w("// %s\n\n", publicsuffix.List)
	w("// The tables of golang.org/x/net/idna %s are built with this constraint.\n\n", idna.UnicodeVersion)
	w("//go:build %s\n\n", constraint)
	w("package dnsname\n\n")
	w("// hostTableUnicodeVersion is the UTS #46 version of golang.org/x/net/idna\n")
	w("// when hostIndex and hostBlocks were generated.\n")
	w("const hostTableUnicodeVersion = %q\n\n", idna.UnicodeVersion)
	table.WriteGo(&buf, "host", "bits InLabel, Stable and InTLD.")
	labels, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, err
	}

	psl, err := ReadPSL()
	if err != nil {
		return nil, err
	}
	pt, err := psl.encode()
	if err != nil {
		return nil, err
	}
	slots, err := tldSlots(tlds, pt)
	if err != nil {
		return nil, err
	}
	buf.Reset()
	w("// Code generated by unicodelinks/internal/genhost from golang.org/x/net; DO NOT EDIT.\n\n")
	w("// %s\n\n", publicsuffix.List)
	w("package dnsname\n\n")
	longest := 0
	for _, t := range tlds {
		longest = max(longest, len(t))
	}
	w("// MaxTLDLen is the length of the longest ICANN top-level domain.\n")
	w("const MaxTLDLen = %d\n\n", longest)
	writePSL(&buf, pt)
	w("// tldSlots is tldSet: the %d ICANN top-level domains of the public suffix\n", len(tlds))
	w("// list, lower-case A-labels, as indexes into pslNodes plus one, at their\n")
	w("// places in an open-addressing hash table (see tldset.go).\n")
	w("var tldSlots = [%d]uint16{", len(slots))
	for i, v := range slots {
		if i%16 == 0 {
			w("\n")
		}
		w("%d, ", v)
	}
	w("\n}\n")
	tldSrc, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, err
	}
	return []File{{LabelFile(), labels}, {"tlds.go", tldSrc}}, nil
}

// tldSlots returns tldSet of package dnsname (tldset.go there): the
// open-addressing hash table of the ICANN TLDs, inserted in order, each as
// its index in pt's nodes plus one. The hash is FNV-1a of the name, spread
// by Fibonacci hashing into 1<<tldTableBits slots, with linear probing; a
// test there rebuilds the table with its own functions and compares.
func tldSlots(tlds []string, pt *pslTables) ([]uint16, error) {
	const tldTableBits = 12
	slots := make([]uint16, 1<<tldTableBits)
	if len(tlds) >= len(slots)/2 {
		return nil, fmt.Errorf("%d TLDs: too many for %d slots", len(tlds), len(slots))
	}
	for _, name := range tlds {
		i, ok := pt.index[name]
		if !ok {
			return nil, fmt.Errorf("the ICANN TLD %q is no top-level node of the public suffix list", name)
		}
		h := uint32(2166136261)
		for j := 0; j < len(name); j++ {
			h = (h ^ uint32(name[j])) * 16777619
		}
		k := int((h * 0x9E3779B1) >> (32 - tldTableBits))
		for slots[k] != 0 {
			k = (k + 1) & (len(slots) - 1)
		}
		slots[k] = uint16(i + 1)
	}
	return slots, nil
}
