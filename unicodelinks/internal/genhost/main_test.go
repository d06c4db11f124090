package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/ucd"
)

// TestTablesUpToDate regenerates the tables from the golang.org/x/net in
// go.mod with the running toolchain and requires the committed files (the
// label table of this toolchain's IDNA version, tlds.go) to be
// byte-identical, so that an x/net update (new TLDs, a new Unicode version
// of idna) cannot go unnoticed. Each toolchain checks its own label table:
// CI runs the tests under Go 1.26 and Go 1.27, whose idna versions differ.
func TestTablesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating takes seconds")
	}
	ucd.RequireDir(t) // Generate reads Link_Term=Hard from the UTS #58 data
	files, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		committed, err := os.ReadFile(filepath.Join("../dnsname", f.Name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.Src, committed) {
			t.Errorf("unicodelinks/internal/dnsname/%s is stale: run `go generate ./unicodelinks`", f.Name)
		}
	}
}

// TestLabelFiles requires a label table for every IDNA version of
// golang.org/x/net/idna, each under the build constraint of those idna
// tables, so that every toolchain builds exactly one.
func TestLabelFiles(t *testing.T) {
	for v, constraint := range idnaConstraints {
		name := "tables_idna" + strings.Split(v, ".")[0] + ".go"
		src, err := os.ReadFile(filepath.Join("../dnsname", name))
		if err != nil {
			t.Errorf("IDNA %s: %v", v, err)
			continue
		}
		if !bytes.Contains(src, []byte("\n//go:build "+constraint+"\n")) {
			t.Errorf("%s lacks //go:build %s", name, constraint)
		}
		if !bytes.Contains(src, []byte(fmt.Sprintf("const hostTableUnicodeVersion = %q", v))) {
			t.Errorf("%s is not from IDNA %s", name, v)
		}
	}
	idnaTables, err := filepath.Glob(filepath.Join(idnaDir(t), "tables*.go"))
	if err != nil {
		t.Fatal(err)
	}
	if len(idnaTables) != len(idnaConstraints) {
		t.Errorf("golang.org/x/net/idna has %d table files %v, idnaConstraints knows %d versions", len(idnaTables), idnaTables, len(idnaConstraints))
	}
	for _, f := range idnaTables {
		v := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "tables"), ".go")
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if c, ok := idnaConstraints[v]; !ok || !bytes.Contains(src, []byte("//go:build "+c+"\n")) {
			t.Errorf("%s: its build constraint is not idnaConstraints[%q] = %q", f, v, c)
		}
	}
}

// idnaDir returns the directory of golang.org/x/net/idna.
func idnaDir(t *testing.T) string {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}", "golang.org/x/net/idna").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(out))
}

// TestClassify spot-checks the label classes.
func TestClassify(t *testing.T) {
	hard, err := ucd.LinkTermHard(ucd.RequireDir(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		r    rune
		want byte
	}{
		{'a', labelBit | stableBit}, {'A', labelBit}, {'-', labelBit | stableBit}, {'_', 0}, {'.', 0},
		{'é', labelBit | stableBit}, {'É', labelBit}, {'我', labelBit | stableBit},
		{'\u0301', labelBit},             // a combining mark is not stable: NFC may compose it
		{'\u1161', labelBit},             // nor is a conjoining jamo
		{'\u0660', labelBit | stableBit}, // ARABIC-INDIC DIGIT ZERO: valid after an Arabic letter
		{'\u200d', labelBit | stableBit}, // ZWJ: kept (non-transitional) where CONTEXTJ allows it
		{'\u0f0b', labelBit | stableBit}, // TIBETAN TSHEG: an IDNA2008 exception
		{'™', 0}, {'😎', 0}, {'\u3002', 0}, {'\uff0e', 0}, {'\u2488', 0},
		// IDNA maps these, UTS #58 makes them Link_Term=Hard.
		{'\u0149', 0}, {'\u0673', 0}, {'\u0f77', 0}, {'\u0f79', 0}, {'\u17a3', 0}, {'\u17a4', 0},
	} {
		if got := Classify(c.r, hard); got != c.want {
			t.Errorf("Classify(%U) = %b, want %b", c.r, got, c.want)
		}
	}
}
