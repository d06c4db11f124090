// Package differential compares the GFM dialect with cmark-gfm
// 0.29.0.gfm.13 on a corpus of public Markdown documentation
// (testdata/gfm-corpus.txt): `make cmark-gfm13-diff` with CMARK_GFM naming
// a cmark-gfm binary. It lives in the bench module so that the corpus is not
// in the library's module zip.
package differential
