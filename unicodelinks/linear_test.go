package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/corpus"
)

// Linear time is checked by counting work, not by timing: the scanner
// counts the bytes its scans look at (scanner.work), and a text four
// times longer must cost about four times as much, each byte looked at a
// bounded number of times, however loaded the machine is.

// Bounds of the work counts of checkLinear.
const (
	// maxGrowth bounds work(4n)/work(n): 4 for linear work, 16 for
	// quadratic.
	maxGrowth = 5
	// maxWorkPerByte bounds the bytes looked at per byte of text.
	maxWorkPerByte = 12
)

// scanWork returns the bytes d's scanner looks at to find the links of
// text, and the number of links.
func scanWork(d *Detector, text string) (work, links int) {
	s := d.newScanner(text)
	for {
		if _, ok := s.next(); !ok {
			return s.work, links
		}
		links++
	}
}

// linearDetectors are the Detectors the shapes of linearShapes are
// scanned with: the defaults, the Markdown prose rules, the schemes
// without an authority, and the Unicode dialect of the goldmark
// extension (its parser's options).
var linearDetectors = []struct {
	name string
	d    *Detector
}{
	{"default", defaultDetector},
	{"prose", proseDetector},
	{"opaque schemes", New(proseOpaqueOpts...)},
	{"Markdown", New(WithSchemes("http", "https", "ftp", "mailto", "xmpp"), withProseRules(markdownProse&^markupStops),
		WithSpoofCheck(SpoofRefuse), WithSchemelessWWWOnly(true), WithBrowserURLHosts(true))},
}

// checkLinear checks that d's work on text(4k) is at most maxGrowth times
// its work on text(k), and at most maxWorkPerByte bytes per byte.
func checkLinear(t *testing.T, name string, d *Detector, text func(k int) string, k int) {
	t.Helper()
	small, large := text(k), text(4*k)
	ws, _ := scanWork(d, small)
	wl, _ := scanWork(d, large)
	assert.LessOrEqual(t, wl, maxGrowth*max(ws, len(small)), "%s: %d bytes looked at for %d bytes, %d for %d", name, ws, len(small), wl, len(large))
	assert.LessOrEqual(t, wl, maxWorkPerByte*len(large), "%s: %d bytes looked at for %d bytes", name, wl, len(large))
}

// repeatTo returns prefix and unit repeated to about n bytes.
func repeatTo(prefix, unit string, n int) string {
	return prefix + strings.Repeat(unit, n/len(unit)+1)
}

// TestPathologicalLinear runs the shapes that would make a careless
// linkifier quadratic (corpus.Pathological; the parser and the extension
// run them too, through goldmark) with each Detector of linearDetectors.
func TestPathologicalLinear(t *testing.T) {
	for _, sh := range corpus.Pathological {
		for _, d := range linearDetectors {
			checkLinear(t, sh.Name+", "+d.name, d.d, sh.Text, 1024)
		}
	}
}
