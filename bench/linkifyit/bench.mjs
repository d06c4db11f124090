// Times linkify-it, markdown-it's link detector, over the benchmark corpora
// that `make corpora` writes to testdata/bench/, and prints one line per
// corpus in the form of `go test -bench`, so that make bench appends it to
// bench.txt beside BenchmarkDetect and the report charts it:
//
//	node bench/linkifyit/bench.mjs testdata/bench
//
// Like testing.B, it runs each corpus for at least a second (after one
// warm-up run, which compiles linkify-it's regexps) and reports the mean.
import { LinkifyIt } from "linkify-it";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node bench.mjs DIR (the corpora, written by make corpora)");
  process.exit(2);
}
const corpora = ["a-prose", "b-readme", "c-multilingual", "d-cjk", "e-linklist", "f-sentences"];
const linkify = new LinkifyIt(); // the defaults: http(s), ftp, mailto, //, fuzzy links and e-mail
let sink = 0;
for (const name of corpora) {
  const bytes = readFileSync(join(dir, name + ".md"));
  const text = bytes.toString("utf8");
  sink += (linkify.match(text) || []).length;
  let n = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  while (elapsed < 1_000_000_000n) {
    sink += (linkify.match(text) || []).length;
    n++;
    elapsed = process.hrtime.bigint() - start;
  }
  const ns = Number(elapsed) / n;
  const mbs = (bytes.length / ns) * 1e3;
  console.log(`BenchmarkDetect/${name}/linkify-it\t${n}\t${ns.toFixed(0)} ns/op\t${mbs.toFixed(2)} MB/s`);
}
if (sink < 0) console.log(sink);
