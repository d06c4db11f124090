package harness

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
)

// A link-dense corpus, made from real link lines: the lines of UTS #58's
// LinkDetectionTest.txt that hold a marked link, the markers taken out.
// On real corpora the links are few and the cost of the scan dominates;
// here the cost of each link does (node, href, anchor), beside Linkify's.
// It is generated when measured, never committed (the Unicode data stays in
// ../shared), and pinned: LinkDenseData is the SHA-256 of the data file it
// is made from.

const (
	// LinkDenseName is the corpus's directory name.
	LinkDenseName = "linkdense"
	// LinkDenseData is the SHA-256 of the LinkDetectionTest.txt of UTS #58
	// for Unicode 18.0.0 that the corpus is made from.
	LinkDenseData = "9f39240bf8e2745537b7ba490b7a78ddf0fdc5bdaccc3a26c098a52b4b5d8efe"
	// linkDenseDoc and linkDenseSize are the size of a document and of
	// the corpus (at least): 2 MiB in 128 documents.
	linkDenseDoc  = 16 << 10
	linkDenseSize = 2 << 20
	// linkDenseParagraph is the number of lines of a paragraph.
	linkDenseParagraph = 4
)

// LinkDenseFile returns the path of the LinkDetectionTest.txt the corpus
// is made from: in $UTS58_DATA/18.0.0, or in ../shared/uts58/18.0.0 beside
// the module root (dir is the module's directory).
func LinkDenseFile(dir string) string {
	root := os.Getenv("UTS58_DATA")
	if root == "" {
		root = filepath.Join(dir, "..", "..", "shared", "uts58")
	}
	return filepath.Join(root, "18.0.0", "LinkDetectionTest.txt")
}

// LinkDense returns the documents of the link-dense corpus made from data,
// the text of LinkDetectionTest.txt, whose SHA-256 must be LinkDenseData:
// its lines that hold a link, markers taken out, in the file's order and
// again from the first until the corpus is 2 MiB, in paragraphs of four
// lines and documents of 16 KiB.
func LinkDense(data []byte) ([][]byte, error) {
	if sum := sha256.Sum256(data); hex.EncodeToString(sum[:]) != LinkDenseData {
		return nil, fmt.Errorf("LinkDetectionTest.txt: SHA-256 %x, want %s (the Unicode 18.0.0 file)", sum, LinkDenseData)
	}
	var lines [][]byte
	for _, l := range bytes.Split(data, []byte("\n")) {
		if len(l) == 0 || l[0] == '#' || !bytes.Contains(l, []byte("⸠")) {
			continue
		}
		l = bytes.ReplaceAll(l, []byte("⸠"), nil)
		lines = append(lines, bytes.ReplaceAll(l, []byte("⸡"), nil))
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("LinkDetectionTest.txt: no line with a link")
	}
	var docs [][]byte
	var doc []byte
	total := 0
	for i := 0; total < linkDenseSize; i++ {
		doc = append(doc, lines[i%len(lines)]...)
		doc = append(doc, '\n')
		if (i+1)%linkDenseParagraph == 0 {
			doc = append(doc, '\n')
			if len(doc) >= linkDenseDoc {
				docs = append(docs, doc)
				total += len(doc)
				doc = nil
			}
		}
	}
	return docs, nil
}

// WriteLinkDense writes the link-dense corpus made from the file at data
// to dir/linkdense, as .md files and a SOURCE, for Load.
func WriteLinkDense(data, dir string) error {
	b, err := os.ReadFile(data)
	if err != nil {
		return err
	}
	docs, err := LinkDense(b)
	if err != nil {
		return err
	}
	out := filepath.Join(dir, LinkDenseName)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	for i, d := range docs {
		if err := os.WriteFile(filepath.Join(out, fmt.Sprintf("%03d.md", i)), d, 0o644); err != nil {
			return err
		}
	}
	src := fmt.Sprintf("UTS #58 LinkDetectionTest.txt (Unicode 18.0.0, SHA-256 %s): the lines with a link\n", LinkDenseData)
	return os.WriteFile(filepath.Join(out, "SOURCE"), []byte(src), 0o644)
}
