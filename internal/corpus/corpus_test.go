package corpus

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"
)

// sums are the SHA-256 sums of the corpora: a change to the generator that
// changes a corpus must be deliberate (benchmark results before and after
// it are not comparable), and update them.
var sums = map[string]string{
	"a-prose.md":        "39a64b706034b3dd6f38095b48ac104664f8cb7adcd43899372c3a1193325752",
	"b-readme.md":       "39d0e134b4258d3101625f63189345deacde3dc7f085e32f53b6d668aef9cd39",
	"c-multilingual.md": "38372330294afb834d996ac6bbe63f14acd0201ec765d7962cdbf6be4fe8bac0",
	"d-cjk.md":          "5a0c34e96038d7dcaea6547604674274eb68244ec833f53e1ef8902d2b3f3cf3",
	"e-linklist.md":     "66983c5a76d0489e7ba6b6b5332bb3f31f0851cc065069ac4ebd5b88d207a234",
	"f-sentences.md":    "fd7558aadabbecc06601480eeffbf0ecf2b0e4fad824cde3d15015c4b552d65c",
}

// TestCorporaStable requires the corpora to be deterministic, within the
// 100 KiB – 2 MiB range, and to have the pinned sums.
func TestCorporaStable(t *testing.T) {
	docs := Docs()
	if len(docs) != len(sums) {
		t.Errorf("%d corpora, %d sums", len(docs), len(sums))
	}
	for i, c := range All {
		got := docs[i].Data
		if !bytes.Equal(got, c.Generate()) {
			t.Errorf("%s: two generations differ", c.Name)
		}
		if len(got) < 100<<10 || len(got) > 2<<20 {
			t.Errorf("%s: %d bytes, want 100 KiB – 2 MiB", c.Name, len(got))
		}
		if sum := fmt.Sprintf("%x", sha256.Sum256(got)); sum != sums[c.Name] {
			t.Errorf("%s: SHA-256 %s, want %s", c.Name, sum, sums[c.Name])
		}
	}
}
