//go:build race

package unicodelinks

// raceEnabled tells the timing tests that the race detector slows and
// distorts everything.
const raceEnabled = true
