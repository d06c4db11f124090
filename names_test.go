package unicodelinks

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	gparser "github.com/yuin/goldmark/parser"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// exportedNames returns the exported top-level identifiers declared in the
// non-test files of the package in dir.
func exportedNames(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var names []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil && d.Name.IsExported() {
					names = append(names, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						names = append(names, s.Name.Name)
					case *ast.ValueSpec:
						for _, n := range s.Names {
							names = append(names, n.Name)
						}
					}
				}
			}
		}
	}
	return slices.DeleteFunc(names, func(n string) bool { return !ast.IsExported(n) })
}

// TestSharedNames: every name that this package and the engine both export
// means the same in both: the same type, the same value, or, for the
// constructors and options, the same error for the same bad value and the
// same links for the same good one (sharedOptions). A new shared name
// fails this test until it is pinned here.
func TestSharedNames(t *testing.T) {
	same := map[string]func(t *testing.T){
		"Attribute":   func(t *testing.T) { assert.Equal(t, reflect.TypeFor[ul.Attribute](), reflect.TypeFor[Attribute]()) },
		"HrefForm":    func(t *testing.T) { assert.Equal(t, reflect.TypeFor[ul.HrefForm](), reflect.TypeFor[HrefForm]()) },
		"SpoofPolicy": func(t *testing.T) { assert.Equal(t, reflect.TypeFor[ul.SpoofPolicy](), reflect.TypeFor[SpoofPolicy]()) },
		"OptionError": func(t *testing.T) { assert.Equal(t, reflect.TypeFor[ul.OptionError](), reflect.TypeFor[OptionError]()) },
		"Option": func(t *testing.T) {
			// An option of New and NewChecked in both (New panics on an
			// invalid one, NewChecked returns its error); the extension's
			// is also a goldmark parser option.
			typ := reflect.TypeFor[ul.Option]()
			assert.True(t, typ.Kind() == reflect.Func && typ.NumIn() == 1 && typ.NumOut() == 1 &&
				typ.Out(0) == reflect.TypeFor[error](), "%v", typ)
			assert.True(t, reflect.TypeFor[Option]().Implements(reflect.TypeFor[gparser.Option]()))
		},
		"URL":              func(t *testing.T) { assert.Equal(t, ul.URL, URL) },
		"Domain":           func(t *testing.T) { assert.Equal(t, ul.Domain, Domain) },
		"Email":            func(t *testing.T) { assert.Equal(t, ul.Email, Email) },
		"MinimalEscaping":  func(t *testing.T) { assert.Equal(t, ul.MinimalEscaping, MinimalEscaping) },
		"PercentEncoding":  func(t *testing.T) { assert.Equal(t, ul.PercentEncoding, PercentEncoding) },
		"CmarkGFMEscaping": func(t *testing.T) { assert.Equal(t, ul.CmarkGFMEscaping, CmarkGFMEscaping) },
		"AsWritten":        func(t *testing.T) { assert.Equal(t, ul.AsWritten, AsWritten) },
		"SpoofRefuse":      func(t *testing.T) { assert.Equal(t, ul.SpoofRefuse, SpoofRefuse) },
		"SpoofMark":        func(t *testing.T) { assert.Equal(t, ul.SpoofMark, SpoofMark) },
		"SpoofOff":         func(t *testing.T) { assert.Equal(t, ul.SpoofOff, SpoofOff) },
		"New":              func(t *testing.T) { testSharedConstructors(t) },
		"NewChecked":       func(t *testing.T) { testSharedConstructors(t) },
	}
	for _, o := range sharedOptions {
		same[o.name] = func(t *testing.T) { testSharedOption(t, o) }
	}
	root, engine := exportedNames(t, "."), exportedNames(t, "unicodelinks")
	var shared []string
	for _, n := range root {
		if slices.Contains(engine, n) {
			shared = append(shared, n)
		}
	}
	slices.Sort(shared)
	require.GreaterOrEqual(t, len(shared), 20, "shared names: %v", shared)
	for _, n := range shared {
		check, ok := same[n]
		if !assert.True(t, ok, "%s is exported by both packages and pinned by no check", n) {
			continue
		}
		t.Run(n, check)
		delete(same, n)
	}
	assert.Empty(t, same, "pinned, but not shared")
}

// A sharedOption is an option of both packages, with values for which the
// two must agree.
type sharedOption struct {
	name   string
	root   func(v any) Option
	engine func(v any) ul.Option
	// bad are values that both refuse with the same error.
	bad []any
	// good are values whose links (their hrefs, with their attributes) in
	// text must be the same in both.
	good []any
	text string
}

var sharedOptions = []sharedOption{
	{name: "WithSchemes",
		root:   func(v any) Option { return WithSchemes(v.([]string)...) },
		engine: func(v any) ul.Option { return ul.WithSchemes(v.([]string)...) },
		bad:    []any{[]string{"https", "javascript"}, []string{"ht tp"}, []string{""}, []string{"DATA:"}},
		good:   []any{[]string{}, []string{"https"}, []string{"FTP://", "mailto"}},
		text:   "see https://example.com/a, ftp://example.org/b, mailto:a@example.com and www.example.net"},
	{name: "WithAttributes",
		root:   func(v any) Option { return WithAttributes(v.([]Attribute)...) },
		engine: func(v any) ul.Option { return ul.WithAttributes(v.([]ul.Attribute)...) },
		bad:    []any{[]Attribute{{Name: "on click", Value: "x"}}, []Attribute{{Name: "href", Value: "/"}}, []Attribute{{Name: ""}}},
		good:   []any{[]Attribute{{Name: "rel", Value: "nofollow"}, {Name: "dir", Value: "auto"}}},
		text:   "ראו https://example.com/a and www.example.net"},
	{name: "WithSpoofCheck",
		root:   func(v any) Option { return WithSpoofCheck(v.(SpoofPolicy)) },
		engine: func(v any) ul.Option { return ul.WithSpoofCheck(v.(SpoofPolicy)) },
		bad:    []any{SpoofPolicy(42)},
		good:   []any{SpoofRefuse, SpoofMark, SpoofOff},
		text:   "see https://раураl.com/ and https://bücher.de/"},
	{name: "WithTopDomains",
		root:   func(v any) Option { return WithTopDomains(v.([]string)...) },
		engine: func(v any) ul.Option { return ul.WithTopDomains(v.([]string)...) },
		bad:    []any{[]string{"com"}, []string{"example.org", "not a domain"}},
		good:   []any{[]string{"example.org"}},
		text:   "see https://exаmple.org/, https://ëxample.org/ and https://example.org/"},
	{name: "WithHrefForm",
		root:   func(v any) Option { return WithHrefForm(v.(HrefForm)) },
		engine: func(v any) ul.Option { return ul.WithHrefForm(v.(HrefForm)) },
		bad:    []any{HrefForm(42)},
		good:   []any{MinimalEscaping, PercentEncoding, CmarkGFMEscaping, AsWritten},
		text:   "see https://el.wikipedia.org/wiki/Ελλάδα/%41%zz?q=a%26b and www.example.com/a'b"},
	{name: "WithAnyTLD",
		root:   func(v any) Option { return WithAnyTLD(v.(bool)) },
		engine: func(v any) ul.Option { return ul.WithAnyTLD(v.(bool)) },
		good:   []any{false, true},
		text:   "mail foo@bar.baz or see www.bar.baz and https://bar.baz/"},
	{name: "WithLocalhost",
		root:   func(v any) Option { return WithLocalhost(v.(bool)) },
		engine: func(v any) ul.Option { return ul.WithLocalhost(v.(bool)) },
		good:   []any{false, true},
		text:   "see http://localhost:1313/ and http://127.0.0.1:8080/a"},
}

// extensionEngine is the engine's configuration that the extension's
// Unicode dialect has on text without Markdown syntax.
var extensionEngine = []ul.Option{extapi.MarkdownProse(true).(ul.Option), ul.WithSchemelessWWWOnly(true),
	ul.WithBrowserURLHosts(true), ul.WithSpoofCheck(ul.SpoofRefuse)}

var anchorStart = regexp.MustCompile(`<a [^>]*>`)

// testSharedOption checks that o refuses its bad values with the same error
// in both packages, and makes the same anchors of its text with its good
// ones.
func testSharedOption(t *testing.T, o sharedOption) {
	for _, v := range o.bad {
		_, rootErr := NewChecked(o.root(v))
		_, engineErr := ul.NewChecked(o.engine(convertValue(v)))
		require.Error(t, rootErr, "%v", v)
		require.Error(t, engineErr, "%v", v)
		assert.Equal(t, engineErr.Error(), rootErr.Error(), "%v", v)
		assert.True(t, strings.HasPrefix(rootErr.Error(), "unicodelinks: "+o.name), rootErr.Error())
	}
	seen := map[string]bool{}
	for _, v := range o.good {
		md := goldmark.New(goldmark.WithExtensions(New(o.root(v))))
		d := ul.New(append(slices.Clip(extensionEngine), o.engine(convertValue(v)))...)
		want := anchorStart.FindAllString(string(d.AppendHTML(nil, o.text)), -1)
		assert.Equal(t, want, anchorStart.FindAllString(convert(t, md, o.text), -1), "%s(%v)", o.name, v)
		seen[strings.Join(want, "")] = true
	}
	// The text shows what the option does: its values make different
	// anchors, and some anchors.
	assert.Len(t, seen, len(o.good), "%s: values with the same anchors", o.name)
	assert.False(t, len(seen) == 1 && seen[""], "%s: no anchor", o.name)
}

// convertValue returns v as the engine's option takes it: the same value,
// but for attributes, a slice of the engine's type (which is the same).
func convertValue(v any) any {
	if a, ok := v.([]Attribute); ok {
		return []ul.Attribute(a)
	}
	return v
}

// testSharedConstructors: New panics on an invalid option with the error
// that NewChecked returns, and on a nil option, in both packages.
func testSharedConstructors(t *testing.T) {
	for _, c := range []struct {
		root   Option
		engine ul.Option
	}{{WithSchemes("javascript"), ul.WithSchemes("javascript")}, {nil, nil}} {
		_, rootErr := NewChecked(c.root)
		_, engineErr := ul.NewChecked(c.engine)
		require.Error(t, rootErr)
		require.Error(t, engineErr)
		assert.Equal(t, engineErr.Error(), rootErr.Error())
		assert.PanicsWithError(t, rootErr.Error(), func() { New(c.root) })
		assert.PanicsWithError(t, engineErr.Error(), func() { ul.New(c.engine) })
	}
}
