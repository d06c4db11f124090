// Package differential compares the GFM dialect with cmark-gfm
// 0.29.0.gfm.13 on a corpus of public Markdown documentation
// (testdata/gfm-corpus.txt), against cmark-gfm's outputs recorded in
// testdata/peers/ on every run; `make cmark-gfm13-diff` with CMARK_GFM naming
// the binary checks the recording. It lives in the bench module so that the
// corpus and the recording are not in the library's module zip; `make ci`
// runs it (bench-vet).
package differential
