package unicodelinks_test

import (
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	// benchInstructions matches the line bench/report writes under the
	// instruction counts of the real corpora in BENCHMARKS.md.
	benchInstructions = regexp.MustCompile(`Millions of instructions per render[^\n]*\n(?:\n|\|[^\n]*\n)*\nUnicode dialect on (\d+) corpora: ([0-9.]+–[0-9.]+)× goldmark \+ Linkify, ([0-9.]+–[0-9.]+)× goldmark alone\.`)
	// readmeSpeed matches README's speed line.
	readmeSpeed = regexp.MustCompile("On (\\w+) real Markdown repositories [^\n]*\nrendering takes ([0-9.]+–[0-9.]+)× the instructions of goldmark with `extension.Linkify` and ([0-9.]+–[0-9.]+)× those\nof goldmark without it")
)

// TestREADMESpeedLine requires README's speed line to say what the last
// `make bench` wrote into BENCHMARKS.md (bench/report generates it from
// the instruction counts): the README's figures are typed by hand.
func TestREADMESpeedLine(t *testing.T) {
	bench, err := os.ReadFile("BENCHMARKS.md")
	require.NoError(t, err)
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	b := benchInstructions.FindStringSubmatch(string(bench))
	require.NotNil(t, b, "BENCHMARKS.md: no instruction counts of real corpora matching %s", benchInstructions)
	r := readmeSpeed.FindStringSubmatch(string(readme))
	require.NotNil(t, r, "README.md: no speed line matching %s", readmeSpeed)
	n, err := strconv.Atoi(b[1])
	require.NoError(t, err)
	words := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	require.Less(t, n, len(words))
	assert.Equal(t, []string{words[n], b[2], b[3]}, r[1:], "README.md's speed line: corpora, ratio to Linkify, ratio to goldmark alone")
}
