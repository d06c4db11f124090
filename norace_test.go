//go:build !race

package unicodelinks

// raceDetector tells that the tests run under the race detector (see
// race_test.go).
const raceDetector = false
