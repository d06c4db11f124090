package parser

import (
	"math"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	grenderer "github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Links of a whole document.
//
// The parser finds the links of all blocks in one pass, in an AST
// transformer that goldmark runs once it has parsed the inline syntax of
// every block: code spans, raw HTML, autolinks, links, images and emphasis
// are resolved, and the brackets that open no link are text again. It
// never takes part in goldmark's inline parsing, so goldmark reads the
// document the same with and without it.

// linkFinderPriority runs the link finder before every other AST
// transformer (goldmark runs them in ascending order of priority), which
// see the links.
const linkFinderPriority = math.MinInt32

// SetParserOption implements goldmark's parser.Option: it registers the
// parser as an AST transformer, in place of a link finder of this package
// registered before it.
func (p *Parser) SetParserOption(c *gparser.Config) {
	p.ready()
	p.host = c
	kept := c.ASTTransformers[:0]
	for _, v := range c.ASTTransformers {
		if _, ok := v.Value.(*Parser); !ok {
			kept = append(kept, v)
		}
	}
	c.ASTTransformers = append(kept, util.Prioritized(p, linkFinderPriority))
}

// optUnsafe is the name of the renderer option that html.WithUnsafe sets.
const optUnsafe grenderer.OptionName = "Unsafe"

// SetConfig implements goldmark's renderer.Option: registered with the
// renderer too, the parser reads in its configuration whether raw HTML is
// written (html.WithUnsafe), even when that option comes later.
func (p *Parser) SetConfig(c *grenderer.Config) { p.rendering = c }

// rawHTMLShown reports whether the renderer writes raw HTML: then the text
// of a raw <a>, <code>, <pre>, <kbd> or <samp> element is not linked
// (walk.rawElement). Without the renderer's configuration it is taken to
// be written.
func (p *Parser) rawHTMLShown() bool {
	if p.rendering == nil {
		return true
	}
	unsafe, _ := p.rendering.Options[optUnsafe].(bool)
	return unsafe
}

// Transform implements goldmark's parser.ASTTransformer.
func (p *Parser) Transform(doc *ast.Document, reader text.Reader, pc gparser.Context) {
	src := reader.Source()
	var triggers *triggerCursor
	if p.d.triggers != noTriggers {
		c := p.newTriggerCursor(src)
		triggers = &c
	}
	p.linkBlocks(doc, doc, src, pc, nil, triggers)
	if triggers != nil {
		if work, ok := pc.Get(workKey).(*int); ok {
			*work += triggers.work
		}
	}
}

// linkBlocks finds the links of block and of the blocks in it, in document
// order. doc, st and triggers are as for linkBlock.
func (p *Parser) linkBlocks(doc *ast.Document, block ast.Node, src []byte, pc gparser.Context, st *state, triggers *triggerCursor) *state {
	// A block's block children come before the inline nodes parsed from
	// its lines.
	for c := block.FirstChild(); c != nil && c.Type() == ast.TypeBlock; c = c.NextSibling() {
		st = p.linkBlocks(doc, c, src, pc, st, triggers)
	}
	// A raw block (code, HTML) has no inline nodes: its lines are not
	// looked at; a container has no lines.
	lines := block.Lines()
	if block.IsRaw() || lines.Len() == 0 {
		return st
	}
	if triggers != nil && triggers.nextAt(lines.At(0).Start) >= lines.At(lines.Len()-1).Stop {
		return st // linkBlock's first test, before it sets up a walk
	}
	return p.linkBlock(doc, block, src, pc, st, triggers)
}
