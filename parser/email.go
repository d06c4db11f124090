package parser

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
	gparser "github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// E-mail addresses are found after the block's inline parsing, in runs of
// adjacent text nodes, as cmark-gfm does in its postprocess step and md4c
// after it resolves emphasis: the local part before '@' is then bounded by
// the emphasis and other inline nodes around it, and no trigger is needed
// (goldmark calls inline parsers only at punctuation, and a trigger costs
// the host a text segment for every '@' of the document).

// emails links the e-mail addresses of block.
func (p *linkParser) emails(block ast.Node, src []byte, pc gparser.Context) {
	lines := block.Lines()
	found := false
	for i := 0; i < lines.Len() && !found; i++ {
		l := lines.At(i)
		found = bytes.IndexByte(src[l.Start:l.Stop], '@') >= 0
	}
	if found {
		p.emailsIn(block, block, src, pc)
	}
}

func (p *linkParser) emailsIn(block, parent ast.Node, src []byte, pc gparser.Context) {
	for c := parent.FirstChild(); c != nil; {
		t, ok := c.(*ast.Text)
		if !ok || t.IsRaw() {
			switch c.Kind() {
			case ast.KindLink, ast.KindImage, ast.KindCodeSpan, ast.KindAutoLink, ast.KindRawHTML, KindLink:
			default:
				if c.HasChildren() {
					p.emailsIn(block, c, src, pc)
				}
			}
			c = c.NextSibling()
			continue
		}
		last := t
		for !last.SoftLineBreak() && !last.HardLineBreak() {
			n, ok := last.NextSibling().(*ast.Text)
			if !ok || n.IsRaw() || n.Segment.Start != last.Segment.Stop {
				break
			}
			last = n
		}
		next := last.NextSibling()
		p.emailRun(block, parent, t, last, src, pc)
		c = next
	}
}

// emailRun links the e-mail addresses in the run of adjacent text nodes
// first … last.
func (p *linkParser) emailRun(block, parent ast.Node, first, last *ast.Text, src []byte, pc gparser.Context) {
	rs, re := first.Segment.Start, last.Segment.Stop
	runFirst, runLast := ast.Node(first), ast.Node(last)
	offset := rs
	lineEnd := -1
	for first != nil && offset < re {
		i := bytes.IndexByte(src[offset:re], '@')
		if i < 0 {
			return
		}
		at := offset + i
		var m match
		var ok bool
		switch p.cfg.Dialect {
		case GFM:
			m, ok = p.gfmEmail(src, block, offset, at, re)
		case MD4C:
			if lineEnd < 0 {
				// A run never spans lines.
				lineEnd = lineEndAt(block, src, rs)
			}
			m, ok = p.md4cEmail(src, block, max(rs, offset), at, re, lineEnd, runFirst, runLast)
		default:
			m, ok = p.unicodeEmail(src, offset, at, re)
		}
		if !ok {
			offset = at + 1
			continue
		}
		st := getState(pc)
		n, keep := p.newNode(&m, src, st)
		offset = m.end
		if !keep {
			continue
		}
		first = splice(parent, first, last, m.start, m.end, n, st)
		if first == nil || first == last && first.Segment.IsEmpty() {
			return
		}
	}
}

// splice puts n in place of src[start:end), which the text nodes first …
// last (adjacent siblings) cover, and returns the text node that holds what
// follows end, or nil when nothing does.
func splice(parent ast.Node, first, last *ast.Text, start, end int, n ast.Node, st *state) *ast.Text {
	t1 := first
	for t1 != last && t1.Segment.Stop <= start {
		t1 = t1.NextSibling().(*ast.Text)
	}
	t2 := t1
	for t2 != last && t2.Segment.Stop < end {
		t2 = t2.NextSibling().(*ast.Text)
	}
	soft, hard := t2.SoftLineBreak(), t2.HardLineBreak()
	needPrefix := t1.Segment.Start < start
	needSuffix := end < t2.Segment.Stop || soft || hard
	suffix := text.NewSegment(end, t2.Segment.Stop)
	// Remove the nodes strictly between t1 and t2.
	for c := t1.NextSibling(); t1 != t2 && c != nil && c != ast.Node(t2); {
		next := c.NextSibling()
		parent.RemoveChild(parent, c)
		c = next
	}
	var rest *ast.Text
	switch {
	case t1 != t2:
		if needPrefix {
			t1.Segment = t1.Segment.WithStop(start)
			parent.InsertAfter(parent, t1, n)
		} else {
			parent.InsertBefore(parent, t1, n)
			parent.RemoveChild(parent, t1)
		}
		if needSuffix {
			t2.Segment = suffix
			rest = t2
		} else {
			parent.RemoveChild(parent, t2)
		}
	case needPrefix && needSuffix:
		rest = st.newText(suffix)
		rest.SetSoftLineBreak(soft)
		rest.SetHardLineBreak(hard)
		t1.SetSoftLineBreak(false)
		t1.SetHardLineBreak(false)
		t1.Segment = t1.Segment.WithStop(start)
		parent.InsertAfter(parent, t1, n)
		parent.InsertAfter(parent, n, rest)
	case needPrefix:
		t1.Segment = t1.Segment.WithStop(start)
		parent.InsertAfter(parent, t1, n)
	case needSuffix:
		parent.InsertBefore(parent, t1, n)
		t1.Segment = suffix
		rest = t1
	default:
		parent.ReplaceChild(parent, t1, n)
	}
	return rest
}
