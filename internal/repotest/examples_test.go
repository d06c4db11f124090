package repotest

import (
	goast "go/ast"
	goparser "go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryOptionHasExample: the README says each option has a runnable
// example; every exported function of the root package that returns an Option
// has an Example function, with an Output comment, named after it.
func TestEveryOptionHasExample(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	var options []string
	examples := map[string]bool{}
	for _, name := range files {
		f, err := goparser.ParseFile(fset, name, nil, goparser.ParseComments)
		require.NoError(t, err)
		for _, d := range f.Decls {
			fn, ok := d.(*goast.FuncDecl)
			if !ok || fn.Recv != nil || !fn.Name.IsExported() {
				continue
			}
			if !strings.HasSuffix(name, "_test.go") {
				if r := fn.Type.Results; r != nil && len(r.List) == 1 && types.ExprString(r.List[0].Type) == "Option" {
					options = append(options, fn.Name.Name)
				}
				continue
			}
			for _, c := range f.Comments {
				if c.Pos() > fn.Body.Lbrace && c.End() < fn.Body.Rbrace && strings.Contains(c.Text(), "Output:") {
					examples[fn.Name.Name] = true
				}
			}
		}
	}
	require.GreaterOrEqual(t, len(options), 10, "options found: %v", options)
	for _, o := range options {
		assert.True(t, examples["Example"+o], "%s has no runnable example (Example%s with an Output comment)", o, o)
	}
}
