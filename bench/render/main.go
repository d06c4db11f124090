// Command render renders the Markdown documents of a corpus directory with
// one of the configurations of the benchmarks (internal/harness), so that
// callgrind can count the instructions of the rendering alone:
//
//	render [-config NAME] [-n N] DIR
//
// renders every document of DIR (its .md files at any depth) once outside
// the count (goldmark sets itself up at its first parse), then N times in
// renderLoop, the function to give valgrind's --toggle-collect. With -callgrind it does that for
// every corpus of a directory of corpora (harness.Load) and every
// configuration, running itself under valgrind, and prints the counts as
// benchmark lines for bench/report:
//
//	render -callgrind [-configs none,Linkify,...] [-valgrind PATH] CORPORA
//
// Build it with go build: go run leaves out the symbol table, and valgrind
// then finds no renderLoop to count.
// The configurations are harness.Configs, and harness.Orders by name.
// bench/README.md gives the layout of the corpora and the commands.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
	"github.com/yuin/goldmark"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("render: ")
	config := flag.String("config", "unicodelinks-Unicode", "the configuration: "+strings.Join(names(append(harness.Configs(), harness.Orders()...)), ", "))
	n := flag.Int("n", 1, "renders counted")
	grind := flag.Bool("callgrind", false, "count the instructions of every corpus and configuration under valgrind")
	configs := flag.String("configs", strings.Join(names(harness.Configs()), ","), "with -callgrind, the configurations")
	valgrind := flag.String("valgrind", "valgrind", "with -callgrind, the valgrind command")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("one directory expected")
	}
	if *grind {
		if err := callgrind(*valgrind, strings.Split(*configs, ","), flag.Arg(0)); err != nil {
			log.Fatal(err)
		}
		return
	}
	c, ok := harness.Find(*config)
	if !ok {
		log.Fatalf("no configuration %q", *config)
	}
	corpus, err := harness.LoadOne(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	md := c.New()
	var out bytes.Buffer
	links, err := harness.Render(md, corpus.Docs, &out)
	if err != nil {
		log.Fatal(err)
	}
	if err := renderLoop(md, corpus.Docs, *n); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s %s: %d documents, %d bytes, %d links a render\n", corpus.Name, c.Name, len(corpus.Docs), corpus.Bytes, links)
}

// renderLoop renders docs n times: what callgrind counts.
//
//go:noinline
func renderLoop(md goldmark.Markdown, docs [][]byte, n int) error {
	var out bytes.Buffer
	for range n {
		if _, err := harness.Render(md, docs, &out); err != nil {
			return err
		}
	}
	return nil
}

// names returns the names of configurations.
func names(configs []harness.Config) []string {
	var s []string
	for _, c := range configs {
		s = append(s, c.Name)
	}
	return s
}

var collected = regexp.MustCompile(`Collected : (\d+)`)

// callgrind runs this program under valgrind for each corpus of dir and
// each configuration, and prints the instructions of one render.
func callgrind(valgrind string, configs []string, dir string) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	corpora, err := harness.Load(dir)
	if err != nil {
		return err
	}
	for _, c := range corpora {
		for _, name := range configs {
			if _, ok := harness.Find(name); !ok {
				return fmt.Errorf("no configuration %q", name)
			}
			cmd := exec.Command(valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null",
				"--toggle-collect=main.renderLoop", self, "-config", name, "-n", "1", c.Dir)
			cmd.Env = append(os.Environ(), "GOGC=off", "GOMAXPROCS=1", "GODEBUG=asyncpreemptoff=1")
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				return fmt.Errorf("%s, %s: %v\n%s", c.Name, name, err, stderr.Bytes())
			}
			m := collected.FindSubmatch(stderr.Bytes())
			if m == nil {
				return fmt.Errorf("%s, %s: no instruction count from valgrind:\n%s", c.Name, name, stderr.Bytes())
			}
			if string(m[1]) == "0" {
				return fmt.Errorf("%s, %s: valgrind counted no instruction in main.renderLoop: build this program with go build (go run leaves out the symbol table)", c.Name, name)
			}
			var links int
			fmt.Sscanf(stdout.String()[strings.LastIndex(stdout.String(), ", ")+2:], "%d links", &links)
			fmt.Printf("BenchmarkInstructions/%s/%s 1 %s instructions/op %d links/op\n", c.Name, name, m[1], links)
		}
	}
	return nil
}
