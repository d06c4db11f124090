package unicodelinks

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/testutil"
)

// inlineParsersProbe is a parser option that records the inline parsers
// registered so far, by type and priority.
type inlineParsersProbe struct{ names *[]string }

func (p inlineParsersProbe) SetParserOption(c *gparser.Config) {
	for _, v := range c.InlineParsers {
		*p.names = append(*p.names, fmt.Sprintf("%T/%d", v.Value, v.Priority))
	}
}

// inlineParsers returns the inline parsers md will run, sorted: goldmark
// keeps them in its configuration until the first parse.
func inlineParsers(md goldmark.Markdown) []string {
	var names []string
	md.Parser().AddOptions(inlineParsersProbe{&names})
	slices.Sort(names)
	return names
}

// TestRegistrationOrder: registered before or after goldmark's Linkify
// (extension.GFM, extension.Linkify), with goldmark's CJK extension or
// without, the extension leaves the same inline parsers registered, none of
// them Linkify's, and gives the same output: goldmark's without Linkify
// where there is no link. Linkify's parser left in place, matching
// nothing, still ran at every space and '*', '_', '~', '(' and split the
// text there, which kept spaces before a hard line break and a line break
// that CJK drops.
func TestRegistrationOrder(t *testing.T) {
	for _, c := range []struct {
		file   string
		stacks [][]goldmark.Extender
	}{
		{"testdata/order-gfm.txt", [][]goldmark.Extender{
			{extension.GFM, New()}, {New(), extension.GFM},
			{extension.Linkify, New(), extension.Table, extension.Strikethrough, extension.TaskList},
			{New(), extension.Linkify, extension.Table, extension.Strikethrough, extension.TaskList},
		}},
		{"testdata/order-gfm-cjk.txt", [][]goldmark.Extender{
			{extension.GFM, extension.CJK, New()}, {New(), extension.GFM, extension.CJK},
			{extension.CJK, New(), extension.GFM}, {extension.GFM, New(), extension.CJK},
		}},
	} {
		var first []string
		for i, exts := range c.stacks {
			name := fmt.Sprintf("%s, stack %d", c.file, i+1)
			parsers := inlineParsers(goldmark.New(goldmark.WithExtensions(exts...)))
			for _, p := range parsers {
				assert.NotContains(t, p, "linkifyParser", name)
			}
			if i == 0 {
				first = parsers
			} else {
				assert.Equal(t, first, parsers, "%s: inline parsers", name)
			}
			t.Run(strings.TrimPrefix(name, "testdata/"), func(t *testing.T) {
				testutil.DoTestCaseFile(goldmark.New(goldmark.WithExtensions(exts...)), c.file, t, testutil.ParseCliCaseArg()...)
			})
		}
	}
}
