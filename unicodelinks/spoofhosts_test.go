package unicodelinks

import (
	"bufio"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// A spoofHost is a row of testdata/spoofhosts.txt.
type spoofHost struct {
	host  string
	spoof bool
	why   string
	line  int
}

// readSpoofHosts reads testdata/spoofhosts.txt: the rows and the domains
// of its @top line.
var readSpoofHosts = sync.OnceValues(func() ([]spoofHost, []string) {
	f, err := os.Open("testdata/spoofhosts.txt")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	var rows []spoofHost
	var top []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "@top "):
			top = append(top, strings.Fields(line[len("@top "):])...)
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 4 || f[1] != "safe" && f[1] != "spoof" {
			panic("testdata/spoofhosts.txt:" + strconv.Itoa(n) + ": not host | safe or spoof | what | source")
		}
		host, err := strconv.Unquote(`"` + f[0] + `"`)
		if err != nil {
			panic("testdata/spoofhosts.txt:" + strconv.Itoa(n) + ": " + err.Error())
		}
		rows = append(rows, spoofHost{host, f[1] == "spoof", f[2] + " (" + f[3] + ")", n})
	}
	if err := sc.Err(); err != nil {
		panic(err)
	}
	return rows, top
})

// spoofHosts returns the rows of the host table.
func spoofHosts() []spoofHost {
	rows, _ := readSpoofHosts()
	return rows
}

// spoofTableDetector is the Detector whose verdicts the table gives.
func spoofTableDetector() *Detector {
	_, top := readSpoofHosts()
	return New(WithSpoofCheck(SpoofRefuse), WithTopDomains(top...))
}

// TestSpoofHostTable checks the verdict of the spoof check on every host
// of testdata/spoofhosts.txt, and reports passed/total.
func TestSpoofHostTable(t *testing.T) {
	d := spoofTableDetector()
	rows := spoofHosts()
	passed, real, spoofs := 0, 0, 0
	scripts := map[string]bool{}
	for _, c := range rows {
		if c.spoof {
			spoofs++
		} else {
			real++
		}
		for _, r := range c.host {
			if cl := classOf(r); cl.flags&spoofAll == 0 {
				for b := 0; b < numScripts; b++ {
					if cl.scripts.has(b) {
						scripts[scriptCodes[b]] = true
						break
					}
				}
			}
		}
		refuse, _ := d.CheckHost(c.host)
		bad, reason := spoofCheck(c.host, d.top)
		if refuse != bad || bad == (reason == "") {
			t.Errorf("line %d: %q: CheckHost %v, spoofCheck %v %q", c.line, c.host, refuse, bad, reason)
		}
		if refuse == c.spoof {
			passed++
			continue
		}
		want := "safe"
		if c.spoof {
			want = "spoof"
		}
		t.Errorf("line %d: %q is %s: %s; the check says %v (%s)", c.line, c.host, want, c.why, refuse, reason)
	}
	names := make([]string, 0, len(scripts))
	for s := range scripts {
		names = append(names, s)
	}
	sort.Strings(names)
	t.Logf("spoof host table: %d/%d passed (%d real sites, %d spoofs; %d scripts: %s)", passed, len(rows), real, spoofs, len(names), strings.Join(names, " "))
	if len(rows) < 150 || len(names) < 25 {
		t.Errorf("the table has %d hosts in %d scripts, want 150 in 25 at least", len(rows), len(names))
	}
}
