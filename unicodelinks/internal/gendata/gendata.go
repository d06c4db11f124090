// Package gendata holds the browser data that the table generators and the
// spoof tests read, each file once, with what several generators share to
// read it: chromium.txt records the Chromium source and commit of every
// Chromium file here (domains.list included), so that updating Chromium's
// data is one place to change, and chromium.go is its one reader. It is a
// generator helper: it imports neither the engine nor package spoof, whose
// tables it helps make.
//
//   - chromium.txt: Chromium's look-alike rules (genlookalike writes them
//     out; package lookalike makes gentop's skeletons with them) and the
//     source of each Chromium file;
//   - domains.list: Chromium's list of top domains (gentop);
//   - chromium-idn-cases.txt, firefox-idn-cases.txt: the verdicts of the
//     browsers' IDN tests, read by the tests of package spoof.
package gendata

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Dir is this directory, from unicodelinks, where `go generate` runs.
const Dir = "internal/gendata"

// The files of Dir.
const (
	Chromium   = "chromium.txt"
	TopDomains = "domains.list"
)

// TopDomainsSource is the name of domains.list in chromium.txt's source
// lines: its path under Chromium's components/url_formatter/spoof_checks.
const TopDomainsSource = "top_domains/domains.list"

// Path returns the path of a file of Dir from unicodelinks.
func Path(name string) string { return filepath.Join(Dir, name) }

// Commit returns the Chromium commit that chromium.txt (at path) records
// for the source file (a "source FILE COMMIT" line).
func Commit(path, file string) (string, error) {
	d, err := ReadChromium(path)
	if err != nil {
		return "", err
	}
	for _, s := range d.Sources {
		if s.File == file {
			return s.Commit, nil
		}
	}
	return "", fmt.Errorf("%s: no source line for %s", path, file)
}

// ReadDomains returns the domains of a list such as domains.list: one a
// line, '#' comments, blank lines and Chromium's "###END_TOP_BUCKET###"
// marker left out.
func ReadDomains(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out, sc.Err()
}
