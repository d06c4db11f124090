package parser

import (
	"math"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Links of a whole document.
//
// Registered as a goldmark parser option too (as the extension does), the
// parser finds the links of all blocks in one pass, in an AST transformer
// that goldmark runs before every other, instead of in CloseBlock. The
// tree is the same either way: CloseBlock would see each block once its
// inline syntax is parsed, and nothing changes a block's inline tree after
// that. In one pass the link-finding code stays in the processor's
// instruction cache; called from CloseBlock, it alternates with goldmark's
// inline parsing of the next block, which evicts it (on a list of links
// most of the parser's cost; see BENCHMARKS.md).

// linkFinderPriority runs the link finder before every other AST
// transformer (goldmark runs them in ascending order of priority), which
// see the links as they would after CloseBlock.
const linkFinderPriority = math.MinInt32

// linkFinder is the AST transformer that finds the links of a document.
type linkFinder struct{ p *linkParser }

// Transform implements goldmark's parser.ASTTransformer.
func (f linkFinder) Transform(doc *ast.Document, reader text.Reader, pc gparser.Context) {
	f.p.linkBlocks(doc, reader.Source(), pc, nil)
}

// linkBlocks finds the links of block and of the blocks in it, in the order
// in which goldmark parses their inline syntax and calls CloseBlock: the
// blocks in a block before it. st is as for linkIn.
func (p *linkParser) linkBlocks(block ast.Node, src []byte, pc gparser.Context, st *state) *state {
	// A block's block children come before the inline nodes parsed from
	// its lines.
	for c := block.FirstChild(); c != nil && c.Type() == ast.TypeBlock; c = c.NextSibling() {
		st = p.linkBlocks(c, src, pc, st)
	}
	// A raw block (code, HTML) has no inline nodes: its lines are not
	// looked at (goldmark calls no CloseBlock for it); a container has
	// no lines.
	if block.IsRaw() || block.Lines().Len() == 0 {
		return st
	}
	return p.linkBlock(block, src, pc, st)
}
