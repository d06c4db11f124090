package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const doc = `# Conformance

| test | result |
| --- | --- |
| code points | 1 114 112 / 1 114 112 |
| examples, A / B | 12 / 12 / 7 of 12, 5 listed (603) |
| browsers | Chromium 461 / 468, Firefox 365 / 542 |

After the table | not a row |
`

func TestReport(t *testing.T) {
	for _, tt := range []struct {
		name, output string
		problems     []string
	}{
		{"all agree", `
    x_test.go:1: conformance: code points | 1114112 / 1114112
    y_test.go:2: conformance: examples, A / B | 12 / 12
    y_test.go:3: conformance: examples, A / B | / 7 of 12, 5 listed
    z_test.go:9: conformance: browsers | Chromium 461 / 468
    z_test.go:9: conformance: browsers | Firefox 365 / 542
ok  	example.com/x	0.1s`, nil},
		{"a figure differs", `
    x_test.go:1: conformance: code points | 1114111 / 1114112
    y_test.go:2: conformance: examples, A / B | 12 / 12
    y_test.go:3: conformance: examples, A / B | / 8 of 12, 4 listed
    z_test.go:9: conformance: browsers | Chromium 461 / 468
    z_test.go:9: conformance: browsers | Firefox 365 / 542`, []string{
			`"code points": the doc says "1 114 112 / 1 114 112", the tests "1114111 / 1114112"`,
			`"examples, A / B": the doc says "12 / 12 / 7 of 12, 5 listed (603)", the tests "/ 8 of 12, 4 listed"`,
		}},
		{"a row missing, one unknown, a test failed", `
    x_test.go:1: conformance: code points | 1114112 / 1114112
    y_test.go:2: conformance: examples, A / B | 12 / 12
    y_test.go:2: conformance: fresh row | 1 / 1
--- FAIL: TestX (0.00s)`, []string{
			`go test: --- FAIL: TestX (0.00s)`,
			`"browsers": no test reported it (did one skip?)`,
			`"fresh row": reported by a test, not a row of the doc`,
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, problems := report(doc, strings.NewReader(tt.output))
			assert.Equal(t, tt.problems, problems)
			assert.True(t, strings.HasPrefix(out, "code points\n"), "the doc's order:\n%s", out)
		})
	}
}

func TestTableRows(t *testing.T) {
	rows := tableRows(doc)
	require.Len(t, rows, 3)
	assert.Equal(t, row{"examples, A / B", "12 / 12 / 7 of 12, 5 listed (603)"}, rows[1])
	assert.Equal(t, "1114112 / 1114112 — the 13007 others", ungroup("1 114 112 / 1 114 112 — the 13 007 others"))
}
