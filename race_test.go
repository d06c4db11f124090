//go:build race

package unicodelinks

// raceDetector tells that the tests run under the race detector, whose
// sync.Pool keeps nothing: allocation counts are not a normal build's.
const raceDetector = true
