// Package lookalike makes the look-alike skeletons of domains (what
// spoof.LookalikeSkeletons returns) from the source data rather than from
// package spoof's generated tables: the UTS #39 data that genspoof reads
// and Chromium's rules in gendata/chromium.txt. gentop writes the
// skeletons of the top domains with it, so that no table of package spoof
// is compiled into the generator of one of them, and a broken table never
// stops its own regeneration (x/text's generators, likewise, import only
// generator helpers).
//
// It is a generator helper: plain and unhurried (maps, allocations), and
// it follows package spoof's skeleton.go step by step; its test compares
// the two on every domain of Chromium's list and on every code point, so
// that a change to either shows.
package lookalike

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/gendata"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// Package spoof's limits (skeleton.go), Chromium's for the variants.
const (
	maxMultiReadings    = 5
	maxVariantRunes     = 32
	maxSkeletonVariants = 128
	maxSkeletonBytes    = 256
	maxOptions          = 4                      // readings of one letter, its skeleton first
	maxParts            = 2*maxMultiReadings + 1 // fixed parts and letters of several readings
)

// Skeletons holds what the skeletons are made of.
type Skeletons struct {
	prototype map[rune]string // confusables.txt
	ignorable []bool          // Default_Ignorable_Code_Point
	mark      []bool          // gc=Mn
	lgc       []bool          // Script_Extensions holds Latn, Grek or Cyrl
	extra     map[rune]string // Chromium's extra-rules
	diacritic map[rune]string // Chromium's diacritic-rules
	readings  map[rune]string // Chromium's multiple readings, ' ' between them
}

// Load reads the UTS #39 data of dir/ucd.Version (as genspoof does) and
// Chromium's rules in the chromium.txt at chromium.
func Load(dir, chromium string) (*Skeletons, error) {
	base := filepath.Join(dir, ucd.Version)
	s := &Skeletons{
		ignorable: make([]bool, utf8.MaxRune+1),
		mark:      make([]bool, utf8.MaxRune+1),
		lgc:       make([]bool, utf8.MaxRune+1),
	}
	conf, _, err := ucd.ReadConfusables(filepath.Join(base, "confusables.txt"))
	if err != nil {
		return nil, err
	}
	s.prototype = make(map[rune]string, len(conf))
	for _, c := range conf {
		s.prototype[c.Src] = c.Target
	}
	dcp, err := ucd.ReadFile(filepath.Join(base, "ucd", "DerivedCoreProperties.txt"))
	if err != nil {
		return nil, err
	}
	for _, e := range dcp.Entries {
		if e.Value == "Default_Ignorable_Code_Point" {
			fill(s.ignorable, e)
		}
	}
	longToCode, _, _, err := ucd.ReadScriptAliases(filepath.Join(base, "ucd", "PropertyValueAliases.txt"))
	if err != nil {
		return nil, err
	}
	sc, gcs, _, err := ucd.ReadScripts(filepath.Join(base, "ucd", "Scripts.txt"), longToCode)
	if err != nil {
		return nil, err
	}
	for _, g := range gcs {
		if g.Value == "Mn" {
			fill(s.mark, g)
		}
	}
	scx, err := ucd.ReadFile(filepath.Join(base, "ucd", "ScriptExtensions.txt"))
	if err != nil {
		return nil, err
	}
	for r, code := range sc {
		s.lgc[r] = isLGC(code)
	}
	for _, e := range scx.Entries {
		for r := e.Lo; r <= e.Hi; r++ {
			s.lgc[r] = slices.ContainsFunc(strings.Fields(e.Value), isLGC)
		}
	}
	d, err := gendata.ReadChromium(chromium)
	if err != nil {
		return nil, err
	}
	l, err := d.Lookalikes()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", chromium, err)
	}
	s.extra, s.diacritic, s.readings = l.Extra, l.Diacritic, l.Readings
	return s, nil
}

func fill(set []bool, e ucd.Entry) {
	for r := e.Lo; r <= e.Hi; r++ {
		set[r] = true
	}
}

func isLGC(code string) bool { return code == "Latn" || code == "Grek" || code == "Cyrl" }

// Of returns the skeletons of domain, in U-labels, as
// spoof.LookalikeSkeletons does: the first without other readings, then
// each combination of the readings of þ, œ, ł, ß and ӏ, at most 128; none
// for a skeleton longer than 256 bytes.
func (s *Skeletons) Of(domain string) []string {
	strip := s.stripsDiacritics(domain)
	runes := nfd(domain)
	choices := s.variantLabels(runes)
	var parts [][]string // the options of each part
	var fixed strings.Builder
	total, label := 0, 0 // total: the bytes of every option, as spoof's buffer holds them
	for _, r := range runes {
		if r == '.' {
			label++
		}
		base := r
		if strip {
			if s.mark[r] {
				continue
			}
			if d, ok := s.diacritic[r]; ok {
				base, _ = utf8.DecodeRuneInString(d)
			}
		}
		m := s.multiReadings(r)
		if m != "" && label < 64 && choices&(1<<label) != 0 && len(parts)+3 <= maxParts {
			parts = append(parts, []string{fixed.String()})
			fixed.Reset()
			opts := []string{s.skeleton(base)}
			for _, rd := range strings.Split(m, " ") {
				if len(opts) == maxOptions {
					break
				}
				var o strings.Builder
				for _, c := range rd {
					o.WriteString(s.skeleton(c))
				}
				if !slices.Contains(opts, o.String()) {
					opts = append(opts, o.String())
				}
			}
			parts = append(parts, opts)
			for _, o := range opts {
				total += len(o)
			}
		} else {
			sk := s.skeleton(base)
			fixed.WriteString(sk)
			total += len(sk)
		}
		if total > maxSkeletonBytes {
			return nil
		}
	}
	parts = append(parts, []string{fixed.String()})
	if first := variant(parts, 0); !isNFD(first) {
		d := norm.NFD.String(first)
		if len(d) > maxSkeletonBytes {
			return nil
		}
		return []string{d}
	}
	n := 1
	for _, p := range parts {
		if n *= len(p); n >= maxSkeletonVariants {
			n = maxSkeletonVariants
			break
		}
	}
	var out []string
	for v := range n {
		if sk := variant(parts, v); !slices.Contains(out, sk) {
			out = append(out, sk)
		}
	}
	return out
}

// variant returns the v-th variant: the options of the parts read as the
// digits of a mixed radix number, the first part's the least significant.
func variant(parts [][]string, v int) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p[v%len(p)])
		v /= len(p)
	}
	return b.String()
}

// multiReadings returns the readings of r beyond its skeleton, separated
// by spaces: Chromium's, and ß as ss (package spoof's own).
func (s *Skeletons) multiReadings(r rune) string {
	if r == 'ß' {
		return "ss"
	}
	return s.readings[r]
}

// variantLabels returns a bit for each label (the first 64) whose letters
// of several readings make variants: none when the domain has more than
// maxMultiReadings of them, none in a label of more than maxVariantRunes
// characters.
func (s *Skeletons) variantLabels(runes []rune) uint64 {
	var bits uint64
	n, multi, label := 0, 0, 0
	end := func() {
		if n <= maxVariantRunes && label < 64 {
			bits |= 1 << label
		}
		n = 0
		label++
	}
	for _, r := range runes {
		if r == '.' {
			end()
			continue
		}
		n++
		if r >= 'ß' && s.multiReadings(r) != "" {
			multi++
		}
	}
	end()
	if multi > maxMultiReadings {
		return 0
	}
	return bits
}

// skeleton returns Chromium's extra look-alike of r, each of its
// characters by its prototype, or r's UTS #39 prototype.
func (s *Skeletons) skeleton(r rune) string {
	e, ok := s.extra[r]
	if !ok || r < utf8.RuneSelf {
		return s.proto(r)
	}
	var b strings.Builder
	for _, c := range e {
		b.WriteString(s.proto(c))
	}
	return b.String()
}

// proto returns the prototype of r in confusables.txt: nothing for a
// default ignorable code point, r itself when it has none.
func (s *Skeletons) proto(r rune) string {
	if uint32(r) <= utf8.MaxRune && s.ignorable[r] {
		return ""
	}
	if p, ok := s.prototype[r]; ok {
		return p
	}
	return string(r)
}

// stripsDiacritics reports whether every character of d is Latin, Greek,
// Cyrillic, an ASCII digit, '.', '-', '_', a mark U+0300..U+0339, or a
// letter whose prototype is made of these.
func (s *Skeletons) stripsDiacritics(d string) bool {
	for _, r := range d {
		switch {
		case '0' <= r && r <= '9', r == '.', r == '-', r == '_', 0x300 <= r && r <= 0x339:
		case s.lgc[r]:
		case s.readsAsLGC(r):
		default:
			return false
		}
	}
	return true
}

// readsAsLGC reports whether r is a non-ASCII letter (or letter number)
// whose prototype is made of ASCII letters and digits and Latin, Greek and
// Cyrillic characters.
func (s *Skeletons) readsAsLGC(r rune) bool {
	if r < utf8.RuneSelf || !unicode.IsLetter(r) && !unicode.Is(unicode.Nl, r) {
		return false
	}
	p := s.proto(r)
	if p == "" {
		return false
	}
	for _, c := range p {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || s.lgc[c]) {
			return false
		}
	}
	return true
}

// nfd returns the characters of the canonical decomposition of each code
// point of s in turn, without reordering marks (as package spoof reads a
// domain).
func nfd(s string) []rune {
	var out []rune
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
			out = append(out, r)
		case 0xAC00 <= r && r < 0xAC00+11172: // Hangul syllable
			i := r - 0xAC00
			out = append(out, 0x1100+i/588, 0x1161+i%588/28)
			if t := i % 28; t != 0 {
				out = append(out, 0x11A7+t)
			}
		default:
			if d := norm.NFD.PropertiesString(string(r)).Decomposition(); len(d) > 0 {
				out = append(out, []rune(string(d))...)
			} else {
				out = append(out, r)
			}
		}
	}
	return out
}

// isNFD reports whether s is in NFD: no character decomposes and the
// combining marks are in canonical order.
func isNFD(s string) bool {
	var last uint8
	for _, r := range s {
		if r < utf8.RuneSelf {
			last = 0
			continue
		}
		p := norm.NFD.PropertiesString(string(r))
		if len(p.Decomposition()) > 0 || p.CCC() != 0 && p.CCC() < last {
			return false
		}
		last = p.CCC()
	}
	return true
}

// The DNS limits of a domain and a label, in bytes.
const (
	maxDomainLen = 253
	maxLabelLen  = 63
)

// TopDomain returns the U-label form of a domain of the list, as
// spoof.CheckTopDomain does, and an error for what is no domain name of
// two labels or more.
func TopDomain(domain string) (string, error) {
	if strings.ContainsAny(domain, `/?#\`) {
		return "", fmt.Errorf("top domain %q: a URL", domain)
	}
	u, err := idna.Lookup.ToUnicode(strings.TrimSuffix(domain, "."))
	switch {
	case err != nil:
		return "", fmt.Errorf("top domain %q: %w", domain, err)
	case strings.IndexByte(u, '.') <= 0 || len(domain) > maxDomainLen:
		return "", fmt.Errorf("top domain %q: not a domain name of two labels or more", domain)
	}
	a, err := idna.Lookup.ToASCII(u)
	if err != nil || len(a) > maxDomainLen {
		return "", fmt.Errorf("top domain %q: invalid", domain)
	}
	for _, l := range strings.Split(a, ".") {
		if l == "" || len(l) > maxLabelLen {
			return "", errors.New("top domain " + domain + ": a label is empty or longer than 63 bytes")
		}
	}
	return u, nil
}
