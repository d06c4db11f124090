package repotest

import (
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A surface is what a public package exports: its top-level names, the
// exported methods of its exported types (and of its interfaces), and the
// exported fields of its exported structs. Issue 43 counts names this way
// (262 in all on main 8eed560, 143 in the engine).
type surface struct {
	names, methods, fields int
	// types are its exported type names.
	types []string
	// top are its top-level exported names.
	top map[string]bool
}

func (s surface) total() int { return s.names + s.methods + s.fields }

// publicPackages returns the surface of each public package of the module,
// by directory: every directory with Go files but internal, testdata,
// cmd, spec, bench and hidden ones.
func publicPackages(t *testing.T) map[string]surface {
	t.Helper()
	out := map[string]surface{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		switch base := d.Name(); {
		case path == ".":
		case base == "internal", base == "testdata", base == "cmd", base == "spec", base == "bench", strings.HasPrefix(base, "."):
			return filepath.SkipDir
		}
		s, ok := surfaceOf(t, path)
		if ok {
			out[path] = s
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// surfaceOf parses the package in dir, without its tests.
func surfaceOf(t *testing.T, dir string) (surface, bool) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	s := surface{top: map[string]bool{}}
	found := false
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, filepath.Join(dir, name), nil, goparser.SkipObjectResolution)
		require.NoError(t, err)
		if f.Name.Name == "main" {
			return surface{}, false
		}
		found = true
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *goast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				if d.Recv == nil {
					s.names++
					s.top[d.Name.Name] = true
					continue
				}
				recv := d.Recv.List[0].Type
				if star, ok := recv.(*goast.StarExpr); ok {
					recv = star.X
				}
				if id, ok := recv.(*goast.Ident); ok && id.IsExported() {
					s.methods++
				}
			case *goast.GenDecl:
				for _, spec := range d.Specs {
					switch sp := spec.(type) {
					case *goast.ValueSpec:
						for _, n := range sp.Names {
							if n.IsExported() {
								s.names++
								s.top[n.Name] = true
							}
						}
					case *goast.TypeSpec:
						if !sp.Name.IsExported() {
							continue
						}
						s.names++
						s.top[sp.Name.Name] = true
						s.types = append(s.types, sp.Name.Name)
						switch ty := sp.Type.(type) {
						case *goast.StructType:
							for _, f := range ty.Fields.List {
								for _, n := range f.Names {
									if n.IsExported() {
										s.fields++
									}
								}
							}
						case *goast.InterfaceType:
							for _, f := range ty.Methods.List {
								for _, n := range f.Names {
									if n.IsExported() {
										s.methods++
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return s, found
}

// TestSurface guards the public API (issue 43): each public package
// exports at most what it does now, so that a new export is a decision
// made here; the root package and the engine share only the names listed.
// The counts go down as the API shrinks: lower them with it. (On main
// 8eed560: 262 in all, 143 in the engine; then the typed errors added 13,
// the rules only the extension reads went to internal/extapi, and main
// added spoof.ErrURL; then the prose rules and the engine's own helpers
// were unexported: 123 in the engine; the root package named LinkNode and
// LinkOf, so that filters and render hooks need no import of package ast;
// the parser's writers of a Link node went to internal/astapi: 22 in ast.)
func TestSurface(t *testing.T) {
	want := map[string]int{
		".":                  41, // LinkNode and LinkOf: no alias for package ast
		"ast":                22,
		"gfm":                2,
		"parser":             26,
		"renderer":           4,
		"unicodelinks":       123,
		"unicodelinks/spoof": 23,
	}
	got := publicPackages(t)
	total := 0
	for dir, s := range got {
		total += s.total()
		w, ok := want[dir]
		if !assert.True(t, ok, "%s is a new public package: count it here", dir) {
			continue
		}
		assert.LessOrEqual(t, s.total(), w, "%s exports %d names (%d top-level, %d methods, %d fields)", dir, s.total(), s.names, s.methods, s.fields)
		t.Logf("%-20s %3d (%d top-level, %d methods, %d fields)", dir, s.total(), s.names, s.methods, s.fields)
	}
	t.Logf("%d exported names in all", total)
	var shared []string
	for n := range got["."].top {
		if got["unicodelinks"].top[n] {
			shared = append(shared, n)
		}
	}
	slices.Sort(shared)
	t.Logf("%d names shared by the root package and the engine: %v", len(shared), shared)
	assert.LessOrEqual(t, len(shared), 24, "names shared by the root package and the engine")
}

// zeroUseKey is a key of zeroUses in zerovalue_test.go: "pkg.Type".
var zeroUseKey = regexp.MustCompile(`(?m)^\t"([a-z]+)\.([A-Z]\w*)":`)

// TestZeroValuesCovered: zerovalue_test.go uses the zero value of every
// exported type of every public package, keyed by the package's name
// (ul for the engine, whose name is the root package's).
func TestZeroValuesCovered(t *testing.T) {
	b, err := os.ReadFile("zerovalue_test.go")
	require.NoError(t, err)
	have := map[string]bool{}
	for _, m := range zeroUseKey.FindAllStringSubmatch(string(b), -1) {
		have[m[1]+"."+m[2]] = true
	}
	for dir, s := range publicPackages(t) {
		pkg := filepath.Base(dir)
		switch dir {
		case ".":
			pkg = "unicodelinks"
		case "unicodelinks":
			pkg = "ul"
		}
		for _, ty := range s.types {
			assert.True(t, have[pkg+"."+ty], "zerovalue_test.go does not use the zero value of %s.%s", dir, ty)
		}
	}
}

// TestNoReflection: no library code uses package reflect (issue 43: the
// Linkify takeover found goldmark's parser by reflection; 1 file before).
func TestNoReflection(t *testing.T) {
	var uses []string
	err := walkSources(func(path string) error {
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := goparser.ParseFile(token.NewFileSet(), path, nil, goparser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "reflect" {
				uses = append(uses, path)
			}
		}
		return nil
	})
	require.NoError(t, err)
	t.Logf("files that import reflect: %v", uses)
	assert.Empty(t, uses, "files that import reflect")
}

// unkeyedAttribute is an Attribute literal with unkeyed fields, on which
// go vet warns in a user's code (composites).
var unkeyedAttribute = regexp.MustCompile(`Attribute\{"`)

// TestKeyedAttributes: the docs, doc comments and examples write
// Attribute{Name: …, Value: …}, which a user may copy (issue 43 row 7).
func TestKeyedAttributes(t *testing.T) {
	err := walkSources(func(path string) error {
		base := filepath.Base(path)
		if !strings.HasSuffix(path, ".md") && !strings.HasSuffix(path, ".go") ||
			strings.HasSuffix(path, "_test.go") && !strings.HasPrefix(base, "example") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			assert.False(t, unkeyedAttribute.MatchString(line), "%s:%d: unkeyed Attribute literal: %s", path, i+1, line)
		}
		return nil
	})
	require.NoError(t, err)
}

// walkSources calls fn with the path of each file of the repository below
// ".", but in testdata and hidden directories.
func walkSources(fn func(path string) error) error {
	return filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if b := d.Name(); path != "." && (b == "testdata" || strings.HasPrefix(b, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		return fn(path)
	})
}
