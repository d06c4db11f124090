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
//	render -callgrind [-runs N] [-configs none,Linkify,...] [-valgrind PATH] CORPORA
//
// With -digest it prints, for every corpus of a directory of corpora and
// every configuration, a SHA-256 of the HTML of all its documents: a change
// meant to make the extension cheaper must leave every digest as it was
// (compare the output of two builds).
//
// With -linkdense it writes the link-dense corpus (harness.LinkDense, made
// from UTS #58's link lines) to DIR/linkdense, to measure with the others:
//
//	render -linkdense DIR
//
// Build it with go build: go run leaves out the symbol table, and valgrind
// then finds no renderLoop to count.
// The configurations are harness.Configs, and harness.Orders by name.
// bench/README.md gives the layout of the corpora and the commands.
package main

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"github.com/unicodelinks/goldmark-unicodelinks/bench/internal/harness"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/yuin/goldmark"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("render: ")
	config := flag.String("config", "unicodelinks-Unicode", "the configuration: "+strings.Join(names(append(harness.Configs(), harness.Orders()...)), ", ")+", or a plain pass: Detect, All, Detect-www, triggers, Detect-triggers")
	n := flag.Int("n", 1, "renders counted")
	grind := flag.Bool("callgrind", false, "count the instructions of every corpus and configuration under valgrind")
	configs := flag.String("configs", strings.Join(append(names(harness.Configs()), "triggers", "Detect-triggers", "Detect", "All", "Detect-www"), ","), "with -callgrind, the configurations and plain passes")
	valgrind := flag.String("valgrind", "valgrind", "with -callgrind, the valgrind command")
	runs := flag.Int("runs", 1, "with -callgrind, the rounds: each counts every corpus and configuration once (the report takes the median)")
	perLink := flag.Bool("nodeanchor", false, "with -callgrind, also the instructions of the extension's links' nodes and anchors (callgrind_annotate)")
	digest := flag.Bool("digest", false, "print a digest of the HTML of every corpus and configuration")
	dense := flag.Bool("linkdense", false, "write the link-dense corpus to DIR/"+harness.LinkDenseName)
	each := flag.Bool("each", false, "with -digest, a digest of each document too (in the order of loading)")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("one directory expected")
	}
	if *dense {
		if err := harness.WriteLinkDense(harness.LinkDenseFile("."), flag.Arg(0)); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *digest {
		if err := digests(strings.Split(*configs, ","), flag.Arg(0), *each); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *grind {
		if err := callgrind(*valgrind, strings.Split(*configs, ","), flag.Arg(0), *runs, *perLink); err != nil {
			log.Fatal(err)
		}
		return
	}
	if pass, ok := plainPasses[*config]; ok {
		corpus, err := harness.LoadOne(flag.Arg(0))
		if err != nil {
			log.Fatal(err)
		}
		texts := make([]string, len(corpus.Docs))
		for i, d := range corpus.Docs {
			texts[i] = string(d)
		}
		// The pass that gives found is outside plainLoop: callgrind
		// counts plainLoop, which counted this one too (twice the
		// instructions of -n 1).
		found := 0
		for _, t := range texts {
			found += pass(t)
		}
		plainLoop(pass, texts, *n)
		fmt.Printf("%s %s: %d documents, %d bytes, %d found a pass\n", corpus.Name, *config, len(texts), corpus.Bytes, found)
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

// plainPasses are the passes over the documents as plain text that
// render counts in place of a render (-config NAME, in plainLoop): the
// engine's Detect and All with the default Detector, and the bare search
// for the three triggers of the extension's cursor ("://", '@', "www."),
// the yardstick of Detect's cost per byte. The default Detector also links
// scheme-less domains, so it stops at every '.', '@', ':' and wide full
// stop: "Detect-triggers" is the bare search for those, Detect's own
// yardstick.
var plainPasses = map[string]func(text string) int{
	"Detect": func(text string) int { return len(unicodelinks.Detect(text)) },
	"All": func(text string) int {
		n := 0
		for range allDetector.All(text) {
			n++
		}
		return n
	},
	"Detect-www": func(text string) int { return len(wwwDetector.Detect(text)) },
	"triggers": func(text string) int {
		return count(text, "://") + count(text, "@") + count(text, "www.")
	},
	"Detect-triggers": func(text string) int {
		return count(text, ".") + count(text, "@") + count(text, ":") +
			count(text, "\u3002") + count(text, "\uFF0E") + count(text, "\uFF61")
	},
}

var allDetector = unicodelinks.New()

// wwwDetector finds the links of the extension's Unicode dialect in plain
// text: URLs, e-mail addresses and "www." domains, whose triggers are
// those of "triggers".
var wwwDetector = unicodelinks.New(unicodelinks.WithSchemelessWWWOnly(true))

// count counts the w in text, by strings.Index (strings.IndexByte for one
// byte), as the trigger cursor searches.
func count(text, w string) int {
	n := 0
	for {
		var i int
		if len(w) == 1 {
			i = strings.IndexByte(text, w[0])
		} else {
			i = strings.Index(text, w)
		}
		if i < 0 {
			return n
		}
		n++
		text = text[i+len(w):]
	}
}

// plainLoop runs pass over the texts n times, and returns what it found in
// the last: what callgrind counts for a plain pass.
//
//go:noinline
func plainLoop(pass func(string) int, texts []string, n int) int {
	found := 0
	for range n {
		found = 0
		for _, t := range texts {
			found += pass(t)
		}
	}
	return found
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
// each configuration, runs times over (in rounds, each of which counts
// every pair once), and prints the instructions of one render of each.
// The Go runtime makes a count vary from run to run (it fills its
// type-assertion caches at random moments, and seeds maps at random):
// goldmark alone on the small awesome corpus spreads over 0.9 %, which
// moves an overhead of 3 % by as much; bench/report takes the median of the
// rounds. With nodeAnchor it also prints, for each configuration of the
// extension, the instructions of its links' nodes and anchors
// (nodeAnchorCost) and the links it made, from the profile of the same run.
func callgrind(valgrind string, configs []string, dir string, runs int, nodeAnchor bool) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	corpora, err := harness.Load(dir)
	if err != nil {
		return err
	}
	for _, name := range configs {
		if _, ok := plainPasses[name]; !ok {
			if _, ok := harness.Find(name); !ok {
				return fmt.Errorf("no configuration %q", name)
			}
		}
	}
	for range max(runs, 1) {
		for _, c := range corpora {
			for _, name := range configs {
				profile := ""
				if nodeAnchor && strings.HasPrefix(name, "unicodelinks-") {
					f, err := os.CreateTemp("", "render-callgrind-")
					if err != nil {
						return err
					}
					f.Close()
					profile = f.Name()
				}
				line, err := countRender(valgrind, self, name, c.Name, c.Dir, profile)
				if err != nil {
					return err
				}
				fmt.Println(line)
				if profile != "" {
					cost, err := nodeAnchorCost(profile)
					os.Remove(profile)
					if err != nil {
						return err
					}
					links, err := linksMade(name, c.Dir)
					if err != nil {
						return err
					}
					fmt.Printf("BenchmarkNodeAnchor/%s/%s 1 %d instructions/op %d links/op\n", c.Name, name, cost, links)
				}
			}
		}
	}
	return nil
}

// countRender runs this program under valgrind for one corpus and
// configuration and returns its benchmark line; profile, when not empty,
// is the file the profile is written to.
func countRender(valgrind, self, name, corpus, dir, profile string) (string, error) {
	loop := "main.renderLoop"
	if _, ok := plainPasses[name]; ok {
		loop = "main.plainLoop"
	}
	if profile == "" {
		profile = "/dev/null"
	}
	cmd := exec.Command(valgrind, "--tool=callgrind", "--callgrind-out-file="+profile,
		"--toggle-collect="+loop, self, "-config", name, "-n", "1", dir)
	cmd.Env = append(os.Environ(), "GOGC=off", "GOMAXPROCS=1", "GODEBUG=asyncpreemptoff=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s, %s: %v\n%s", corpus, name, err, stderr.Bytes())
	}
	m := collected.FindSubmatch(stderr.Bytes())
	if m == nil {
		return "", fmt.Errorf("%s, %s: no instruction count from valgrind:\n%s", corpus, name, stderr.Bytes())
	}
	if string(m[1]) == "0" {
		return "", fmt.Errorf("%s, %s: valgrind counted no instruction in %s: build this program with go build (go run leaves out the symbol table)", corpus, name, loop)
	}
	var links int
	fmt.Sscanf(stdout.String()[strings.LastIndex(stdout.String(), ", ")+2:], "%d", &links)
	return fmt.Sprintf("BenchmarkInstructions/%s/%s 1 %s instructions/op %d links/op", corpus, name, m[1], links), nil
}

// digests prints a SHA-256 of the HTML of each corpus of dir in each
// configuration, and the number of anchors in it; with each, that of each
// document before.
func digests(configs []string, dir string, each bool) error {
	corpora, err := harness.Load(dir)
	if err != nil {
		return err
	}
	for _, c := range corpora {
		for _, name := range configs {
			if _, ok := plainPasses[name]; ok {
				continue // no HTML
			}
			conf, ok := harness.Find(name)
			if !ok {
				return fmt.Errorf("no configuration %q", name)
			}
			md := conf.New()
			h := sha256.New()
			links := 0
			var out bytes.Buffer
			for i, d := range c.Docs {
				out.Reset()
				if err := md.Convert(d, &out); err != nil {
					return fmt.Errorf("%s, %s: %v", c.Name, name, err)
				}
				links += bytes.Count(out.Bytes(), []byte("<a href="))
				h.Write(out.Bytes())
				h.Write([]byte{0})
				if each {
					fmt.Printf("%s %s %d %x\n", c.Name, name, i, sha256.Sum256(out.Bytes()))
				}
			}
			fmt.Printf("%s %s %x %d links\n", c.Name, name, h.Sum(nil), links)
		}
	}
	return nil
}
