// Package cmspec reads the CommonMark spec examples as goldmark tests them,
// from the file _test/spec.json of the goldmark module this module
// requires: the tests of the parser and spec packages run them through the
// extension, and the repository keeps no copy of them.
package cmspec

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// An Example is one example of the CommonMark spec.
type Example struct {
	Markdown string `json:"markdown"`
	HTML     string `json:"html"`
	Example  int    `json:"example"`
	Section  string `json:"section"`
}

// Examples returns the examples of the goldmark module that the module in
// the current directory requires, found with `go list -m`.
func Examples() ([]Example, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/yuin/goldmark").Output()
	if err != nil {
		return nil, fmt.Errorf("go list -m github.com/yuin/goldmark: %w", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "_test", "spec.json")
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var exs []Example
	if err := json.Unmarshal(b, &exs); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(exs) == 0 {
		return nil, fmt.Errorf("%s: no example", path)
	}
	return exs, nil
}
