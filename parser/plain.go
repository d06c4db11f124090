package parser

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Plain text after a trigger.
//
// goldmark closes the text segment at every byte it dispatches to an inline
// parser, and ends every line with a new text node. A trigger that finds no
// link would thus cost goldmark a text node of its own (the text before the
// trigger and the rest of the line become two nodes), and so would the text
// after a link. Instead, Parse takes that text in itself, up to the next
// byte at which goldmark would call an inline parser, and to the end of the
// line (with its soft or hard line break, exactly as goldmark's
// parseBlock ends a line) when there is none: into the text node before a
// rejected trigger, which it returns again, or into one text node after a
// link. The inline tree is then the one goldmark builds without this
// parser, except where links are.
//
// The bytes at which goldmark may call another inline parser are known
// when the parser was given, as a goldmark parser.Option, the
// configuration that it is registered in (the extension does so); without
// it, every ASCII punctuation character and white space is taken to be
// one.

// Classes of bytes for plainEnd.
const (
	bytePlain   = iota
	byteStop    // goldmark may call another inline parser here (or '\\')
	byteTrigger // ':' or '.': one of this parser's triggers
	byteNewline
)

// SetParserOption implements goldmark's parser.Option: the extension adds
// the parser to goldmark's parser configuration also as an option, so that
// it learns the triggers of the other inline parsers registered there.
func (p *linkParser) SetParserOption(c *gparser.Config) { p.host = c }

// plainInit classifies the bytes for plainEnd, once the host's inline
// parsers are all registered (at the first call of Parse).
func (p *linkParser) plainInit() {
	var others [256]bool
	if p.host != nil {
		for _, v := range p.host.InlineParsers {
			ip, ok := v.Value.(gparser.InlineParser)
			if !ok || v.Value == any(p) {
				continue
			}
			for _, c := range ip.Trigger() {
				others[c] = true
			}
		}
	} else {
		for c := range others {
			others[c] = util.IsPunct(byte(c)) || c == ' '
		}
	}
	for c := range p.class {
		b := byte(c)
		switch {
		case b == '\n':
			p.class[c] = byteNewline
		case others[b] || b == '\\' || b != '\r' && util.IsSpace(b) && others[' ']:
			// goldmark dispatches white space other than line endings
			// as ' '; it handles a backslash escape itself.
			p.class[c] = byteStop
		}
	}
	for _, t := range p.triggers {
		if !others[t] {
			// Another parser on the same byte must get its turn when no
			// link is found: then the rejected trigger is left to it.
			p.class[t] = byteTrigger
			p.ownTrigger[t] = true
		}
	}
}

// plainEnd returns the offset of the first byte from i on, before stop (the
// end of the line's segment), at which goldmark would call an inline parser
// (or this parser's quick check would pass), and whether that is the end of
// the line instead.
func (p *linkParser) plainEnd(src []byte, i, stop int) (end int, lineEnd bool) {
	for ; i < stop; i++ {
		switch p.class[src[i]] {
		case bytePlain:
			continue
		case byteNewline:
			return i, true
		case byteTrigger:
			if !p.mayStart(src, i, stop) {
				continue
			}
		}
		return i, false
	}
	return stop, true
}

// mayStart reports whether Parse at the trigger src[i] would look further
// than its quick check.
func (p *linkParser) mayStart(src []byte, i, stop int) bool {
	if src[i] == ':' {
		return p.kinds&URL != 0 && i+2 < stop && src[i+1] == '/' && src[i+2] == '/'
	}
	return p.kinds&WWW != 0 && i >= 3 && src[i-1] == 'w' && src[i-2] == 'w' && src[i-3] == 'w'
}

// reject is what Parse returns when no link starts at the trigger at pos,
// the first byte of line: the text node before the trigger with the plain
// text from the trigger on taken in (see plainEnd), or nil when there is no
// such node or another parser shares the trigger.
func (p *linkParser) reject(parent ast.Node, block text.Reader, line []byte, pos int) ast.Node {
	if !p.ownTrigger[line[0]] {
		return nil
	}
	prev, ok := parent.LastChild().(*ast.Text)
	if !ok || prev.Segment.Stop != pos || prev.SoftLineBreak() || prev.HardLineBreak() || prev.IsRaw() {
		return nil
	}
	p.takePlain(prev, block, 1)
	if prev.Pos() < 0 {
		// goldmark would set it to the trigger's offset.
		prev.SetPos(prev.Segment.Start)
	}
	return prev
}

// takePlain extends t, which ends at the block's position, over the plain
// text from there on (after skip bytes that are plain), and advances block
// past it; at the end of the line, t gets the line's break and block moves
// to the next line, as in goldmark's parseBlock. The rest of the line must
// not be empty.
func (p *linkParser) takePlain(t *ast.Text, block text.Reader, skip int) {
	_, seg := block.PeekLine()
	end, atLineEnd := p.plainEnd(block.Source(), seg.Start+skip, seg.Stop)
	p.takePlainTo(t, block, end, atLineEnd)
}

// takePlainTo is takePlain with the result of plainEnd.
func (p *linkParser) takePlainTo(t *ast.Text, block text.Reader, end int, atLineEnd bool) {
	src := block.Source()
	line, seg := block.PeekLine()
	if !atLineEnd {
		t.Segment = t.Segment.WithStop(end)
		block.Advance(end - seg.Start)
		return
	}
	length, flags := lineBreak(line)
	n := length
	if i := bytes.IndexByte(line[:length], '\n'); i >= 0 {
		n = i
	}
	s := t.Segment.WithStop(seg.Start + n)
	if flags&(lineBreakHard|lineBreakVisible) != lineBreakHard|lineBreakVisible {
		s = s.TrimRightSpace(src)
	}
	t.Segment = s
	t.SetSoftLineBreak(flags&lineBreakSoft != 0)
	t.SetHardLineBreak(flags&lineBreakHard != 0)
	block.AdvanceLine()
}

const (
	lineBreakHard uint8 = 1 << iota
	lineBreakSoft
	lineBreakVisible
)

// lineBreak returns the length of line without its hard line break, and
// the kind of its line break, as goldmark's parseBlock finds them for the
// rest of a line where it starts over (after a link), or for one that
// starts with a trigger (neither '\\' nor ' ', so that the result is the
// same as for the whole line).
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
