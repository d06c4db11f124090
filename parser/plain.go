package parser

import (
	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Plain text.
//
// Links are found once goldmark has parsed a block's inline syntax (see
// document.go). Before that, goldmark's inline loop looks at every byte of
// the block for a byte to call an inline parser at, and advances its
// reader over the stretch after the last such byte of a paragraph one byte
// at a time. When the parser is registered by the extension, it learns the
// triggers of the other inline parsers (see SetParserOption); if none of
// them triggers on white space, it does, and takes in the text from there:
// up to the next byte at which goldmark would call another parser (or a
// backslash), or to the end of the line, which it ends as goldmark's loop
// ends a line (its soft or hard line break, trailing white space trimmed).
// goldmark calls it at the start of each line and after each inline node,
// so that plain text is read in one byte loop.
//
// It makes no link and no element: the text is the text goldmark reads
// without it, split into text nodes at the same inline nodes (a run of
// text without one may be one node where goldmark makes two).

// SetParserOption implements goldmark's parser.Option: the extension adds
// the parser to goldmark's configuration as an option too, so that Trigger
// can see the other inline parsers registered there. It registers the
// parser's link finder there too (see document.go).
func (p *linkParser) SetParserOption(c *gparser.Config) {
	p.host = c
	if c != nil && !p.byDocument {
		c.ASTTransformers = append(c.ASTTransformers, util.Prioritized(linkFinder{p}, linkFinderPriority))
		p.byDocument = true
	}
}

// Trigger implements goldmark's parser.InlineParser. goldmark calls it once,
// when it sets up its inline parsers, all of them registered.
func (p *linkParser) Trigger() []byte {
	if p.host == nil {
		return nil
	}
	var others [256]bool
	for _, v := range p.host.InlineParsers {
		ip, ok := v.Value.(gparser.InlineParser)
		if !ok || v.Value == any(p) {
			continue
		}
		for _, c := range ip.Trigger() {
			others[c] = true
		}
	}
	if others[' '] {
		// Another parser is called at white space; taking text in from
		// there would pass over the spaces where it is called.
		return nil
	}
	var stop [256]uint8
	for c := range stop {
		// goldmark calls a parser only at ASCII punctuation and white
		// space; it reads a backslash escape itself.
		if others[c] && util.IsPunct(byte(c)) || c == '\\' || c == '\n' {
			stop[c] = 1
		}
	}
	p.stop = &stop
	return spaceTrigger
}

// goldmark calls the parsers of ' ' at every white space byte and at the
// start of every line that starts with no punctuation.
var spaceTrigger = []byte{' '}

// Parse implements goldmark's parser.InlineParser. It takes in the plain
// text from the reader's position and returns its text node: the node
// before it, extended, when goldmark's loop would have merged the text into
// it.
func (p *linkParser) Parse(parent ast.Node, block text.Reader, pc gparser.Context) ast.Node {
	line, seg := block.PeekLine()
	if p.stop == nil || len(line) == 0 || seg.Padding != 0 {
		return nil
	}
	if src := block.Source(); seg.Start > 0 && src[seg.Start-1] == '\\' {
		// goldmark calls the parsers of white space after a backslash
		// too, and then reads the space as the escaped character: were
		// the text taken in, it would read the byte after it as escaped.
		return nil
	}
	// The rest of the line starts with white space or a byte that is no
	// punctuation, so that its line break is the whole line's.
	length, flags := lineBreak(line)
	i := plainEnd(line[:length], p.stop)
	if i == 0 {
		return nil
	}
	t, ok := parent.LastChild().(*ast.Text)
	if !ok || t.Segment.Stop != seg.Start || t.SoftLineBreak() {
		t = ast.NewTextSegment(text.NewSegment(seg.Start, seg.Start))
	}
	if i < length && line[i] != '\n' {
		// Another parser's trigger or a backslash.
		t.Segment = t.Segment.WithStop(seg.Start + i)
		block.Advance(i)
		return t
	}
	s := t.Segment.WithStop(seg.Start + i)
	if flags&(lineBreakHard|lineBreakVisible) != lineBreakHard|lineBreakVisible {
		s = s.TrimRightSpace(block.Source())
	}
	t.Segment = s
	t.SetSoftLineBreak(flags&lineBreakSoft != 0)
	t.SetHardLineBreak(flags&lineBreakHard != 0)
	block.AdvanceLine()
	return t
}

// plainEnd returns the offset of the first byte of b that stop marks, or
// len(b); it looks up eight bytes at a time.
func plainEnd(b []byte, stop *[256]uint8) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if classesOf8(stop, b, i) != 0 {
			break
		}
	}
	for ; i < len(b) && stop[b[i]] == 0; i++ {
	}
	return i
}

const (
	lineBreakHard uint8 = 1 << iota
	lineBreakSoft
	lineBreakVisible
)

// lineBreak returns the length of line without its hard line break, and
// the kind of its line break, as goldmark's parseBlock finds them. For the
// rest of a line that starts with neither a backslash nor a line ending,
// they are those of the whole line.
func lineBreak(line []byte) (int, uint8) {
	lineLength := len(line)
	var lineBreakFlags uint8
	hasNewLine := line[lineLength-1] == '\n'
	if ((lineLength >= 3 && line[lineLength-2] == '\\' &&
		line[lineLength-3] != '\\') || (lineLength == 2 && line[lineLength-2] == '\\')) && hasNewLine { // ends with \\n
		lineLength -= 2
		lineBreakFlags |= lineBreakHard | lineBreakVisible
	} else if ((lineLength >= 4 && line[lineLength-3] == '\\' && line[lineLength-2] == '\r' &&
		line[lineLength-4] != '\\') || (lineLength == 3 && line[lineLength-3] == '\\' && line[lineLength-2] == '\r')) &&
		hasNewLine { // ends with \\r\n
		lineLength -= 3
		lineBreakFlags |= lineBreakHard | lineBreakVisible
	} else if lineLength >= 3 && line[lineLength-3] == ' ' && line[lineLength-2] == ' ' &&
		hasNewLine { // ends with [space][space]\n
		lineLength -= 3
		lineBreakFlags |= lineBreakHard
	} else if lineLength >= 4 && line[lineLength-4] == ' ' && line[lineLength-3] == ' ' &&
		line[lineLength-2] == '\r' && hasNewLine { // ends with [space][space]\r\n
		lineLength -= 4
		lineBreakFlags |= lineBreakHard
	} else if hasNewLine {
		lineBreakFlags |= lineBreakSoft
	}
	return lineLength, lineBreakFlags
}
