//go:build race

package unicodelinks

// hugeLen is 1 MiB under the race detector; see adversarial_norace_test.go.
const hugeLen = 1 << 20
