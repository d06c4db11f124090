//go:build !race

package unicodelinks

const raceEnabled = false
