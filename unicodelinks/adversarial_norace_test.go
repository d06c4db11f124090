//go:build !race

package unicodelinks

// hugeLen is the length of the longest inputs of the adversarial tests, the
// "10 MiB lines". Under the race detector, which slows detection about
// tenfold, it is 1 MiB (adversarial_race_test.go), so that make ci stays
// quick; the inputs and the expectations are the same otherwise.
const hugeLen = 10 << 20
