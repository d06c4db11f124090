// Package bench holds the benchmarks that compare goldmark-unicodelinks with
// its peers: goldmark's own extension.Linkify and mvdan.cc/xurls/v2. It is a
// separate module so that users of the library never download the peers.
//
// Run `make bench` at the repository root: it runs these benchmarks with
// -benchmem in six interleaved rounds (every benchmark once per round) and
// writes BENCHMARKS.md; with CORPORA=dir it renders real corpora too and
// counts their instructions under valgrind. README.md lists the programs,
// the corpora and the commands.
package bench
