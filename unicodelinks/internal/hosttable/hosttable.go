// Package hosttable reads the spoof host table, spoofhosts.txt: hosts of
// real sites and look-alikes, each with the verdict the spoof check must
// give. The tests of package spoof check the verdicts, those of the engine
// run the hosts through detection; it is compiled into tests only.
package hosttable

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

//go:embed spoofhosts.txt
var table string

// A Host is a row of the table.
type Host struct {
	Host string
	// Spoof is the verdict: a look-alike that is not linked.
	Spoof bool
	// Why says what the host is, and where it comes from.
	Why string
	// Line is the row's line in spoofhosts.txt.
	Line int
}

// Read returns the rows of the table and the domains of its @top lines,
// the well-known domains the verdicts are given with. It panics on a row
// that is not "host | safe or spoof | what | source".
var Read = sync.OnceValues(func() ([]Host, []string) {
	var rows []Host
	var top []string
	for n, line := range strings.Split(table, "\n") {
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "@top "):
			top = append(top, strings.Fields(line[len("@top "):])...)
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 4 || f[1] != "safe" && f[1] != "spoof" {
			panic(fmt.Sprintf("spoofhosts.txt:%d: not host | safe or spoof | what | source", n+1))
		}
		host, err := strconv.Unquote(`"` + f[0] + `"`)
		if err != nil {
			panic(fmt.Sprintf("spoofhosts.txt:%d: %v", n+1, err))
		}
		rows = append(rows, Host{host, f[1] == "spoof", f[2] + " (" + f[3] + ")", n + 1})
	}
	return rows, top
})

// Hosts returns the rows of the table.
func Hosts() []Host {
	rows, _ := Read()
	return rows
}
