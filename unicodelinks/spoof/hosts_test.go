package spoof

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/hosttable"
)

// tableTopDomains are the well-known domains the verdicts of the host table
// are given with.
func tableTopDomains(t testing.TB) *TopDomains {
	_, domains := hosttable.Read()
	top, err := NewTopDomains(domains...)
	require.NoError(t, err)
	return top
}

// TestSpoofHostTable checks the verdict of the spoof check on every host
// of the host table (internal/hosttable/spoofhosts.txt), and reports
// passed/total.
func TestSpoofHostTable(t *testing.T) {
	top := tableTopDomains(t)
	rows := hosttable.Hosts()
	passed, real, spoofs := 0, 0, 0
	scripts := map[string]bool{}
	for _, c := range rows {
		if c.Spoof {
			spoofs++
		} else {
			real++
		}
		for _, r := range c.Host {
			if cl := classOf(r); cl.flags&spoofAll == 0 {
				for b := 0; b < numScripts; b++ {
					if cl.scripts.has(b) {
						scripts[scriptCodes[b]] = true
						break
					}
				}
			}
		}
		bad, reason := top.Check(c.Host)
		if bad == (reason == "") {
			t.Errorf("line %d: %q: Check %v with the reason %q", c.Line, c.Host, bad, reason)
		}
		if bad == c.Spoof {
			passed++
			continue
		}
		want := "safe"
		if c.Spoof {
			want = "spoof"
		}
		t.Errorf("line %d: %q is %s: %s; the check says %v (%s)", c.Line, c.Host, want, c.Why, bad, reason)
	}
	names := make([]string, 0, len(scripts))
	for s := range scripts {
		names = append(names, s)
	}
	sort.Strings(names)
	t.Logf("spoof host table: %d/%d passed (%d real sites, %d spoofs; %d scripts: %s)", passed, len(rows), real, spoofs, len(names), strings.Join(names, " "))
	t.Logf("conformance: spoof host table (`unicodelinks/internal/hosttable/spoofhosts.txt`, %d scripts): real IDN sites link, look-alikes do not | %d / %d (%d link, %d refused)",
		len(names), passed, len(rows), real, spoofs)
	if len(rows) < 150 || len(names) < 25 {
		t.Errorf("the table has %d hosts in %d scripts, want 150 in 25 at least", len(rows), len(names))
	}
}
