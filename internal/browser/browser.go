// Package browser runs headless Chromium for the tests that check what a
// browser makes of the extension's HTML.
package browser

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Find returns the browser named by $CHROMIUM or found on $PATH, or "".
func Find() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Result loads page (a whole HTML document) from a file in dir in headless
// chromium, lets its scripts run, and returns the text of its element
// <pre id="result">, which the page's script fills.
func Result(chromium, dir, page string) (string, error) {
	file := filepath.Join(dir, "page.html")
	if err := os.WriteFile(file, []byte(page), 0o644); err != nil {
		return "", err
	}
	cmd := exec.Command(chromium, append(flags(dir), "--dump-dom", "file://"+file)...)
	timer := time.AfterFunc(2*time.Minute, func() {
		if cmd.Process != nil {
			_ = cmd.Process.Kill()
		}
	})
	out, err := cmd.Output()
	timer.Stop()
	if err != nil {
		return "", fmt.Errorf("chromium: %w", err)
	}
	_, rest, ok := strings.Cut(string(out), `<pre id="result">`)
	result, _, ok2 := strings.Cut(rest, "</pre>")
	if !ok || !ok2 || result == "" {
		return "", errors.New("no result in the page chromium dumped")
	}
	return result, nil
}

// Need returns the browser that Find finds for the test t. Without one, it
// skips t, saying that what is not checked, or fails it where CI is "true".
func Need(t testing.TB, what string) string {
	t.Helper()
	chromium := Find()
	if chromium == "" {
		msg := "Chromium not found (set $CHROMIUM or install Debian's chromium): " + what + " not checked"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return chromium
}
