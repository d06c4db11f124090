package parser

import (
	"bytes"
	"math"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// Triggers: where a link of the Unicode dialect may be, told from the
// document's source before a block's inline nodes are walked.
//
// Every link of the Unicode dialect holds, in the source, "://" after its
// scheme (":" when a scheme without an authority is enabled, see
// extapi.URLTrigger), a '@' before its domain or "www.": the engine
// finds no other link, and an escape or a reference in those places stops
// the link (MarkupNearHost), so the source of a link has them as the
// reader's text does. Most blocks of prose hold none of them, and most
// runs of a block that does hold none: the parser passes over a block or a
// run whose source holds no trigger, and stops walking a block after its
// last trigger. The cursor moves through the document front to back as
// the blocks are walked, so each byte is searched once for each kind of
// trigger however many blocks and runs the document has. The GFM and MD4C
// dialects find their links by other triggers, told in the dialect table
// (triggerRule), and by the same cursor.

// Kinds of trigger, indexes of triggerCursor.next.
const (
	urlTrigger = iota
	emailTrigger
	wwwTrigger
	// refTrigger: "&#" or "&c", a character reference that may stand for
	// an address's '@' ("&#64;", "&#x40;", "&commat;";
	// authorityOrRefTriggers): '&' alone is frequent in code and entities.
	refTrigger
	triggerKinds
)

// A triggerCursor finds the triggers of the enabled kinds in a document's
// source.
type triggerCursor struct {
	src []byte
	// what holds the trigger of each kind, nil for a kind not enabled.
	what [triggerKinds][]byte
	// next holds the offset of the next trigger of each kind at or after
	// from: len(src) when there is none, math.MaxInt for a kind not
	// enabled, -1 before the first search.
	next [triggerKinds]int
	from int
	// first is the least of next, once nextAt has been asked.
	first int
	// work counts the bytes searched.
	work int
}

var (
	schemeSep = []byte("://")
	colon     = []byte(":")
	at        = []byte("@")
	wwwDot    = []byte("www.")
	amp       = []byte("&")
)

// newTriggerCursor returns the cursor of the parser's dialect and kinds
// over src.
func (p *Parser) newTriggerCursor(src []byte) triggerCursor {
	c := triggerCursor{src: src, from: 0, first: -1}
	if p.kinds&ul.URL != 0 {
		c.what[urlTrigger] = schemeSep
		if p.d.triggers == engineTriggers && extapi.URLTrigger(p.detector) == ":" {
			c.what[urlTrigger] = colon
		}
	}
	if p.kinds&ul.Email != 0 {
		c.what[emailTrigger] = at
		if p.d.triggers == authorityOrRefTriggers {
			c.what[refTrigger] = amp
		}
	}
	if p.kinds&ul.Domain != 0 {
		c.what[wwwTrigger] = wwwDot
	}
	for k, w := range c.what {
		c.next[k] = math.MaxInt
		if w != nil {
			c.next[k] = -1
		}
	}
	return c
}

// nextAt returns the offset of the first trigger at or after pos, or
// len(src) when there is none.
func (c *triggerCursor) nextAt(pos int) int {
	if c.from <= pos && pos <= c.first {
		return c.first // most calls: no trigger passed since the last
	}
	return c.advance(pos)
}

// advance is nextAt when pos is before from, or past the first trigger.
func (c *triggerCursor) advance(pos int) int {
	if pos < c.from {
		return c.before(pos)
	}
	c.from = pos
	first := len(c.src)
	for k, i := range c.next {
		if i < pos {
			i = c.index(pos, len(c.src), c.what[k])
			c.next[k] = i
		}
		first = min(first, i)
	}
	c.first = first
	return first
}

// before is nextAt for a pos before from, which the walk does not go back
// to in goldmark's trees: [pos, from) is searched without moving the
// cursor.
func (c *triggerCursor) before(pos int) int {
	first := len(c.src)
	for k, i := range c.next {
		if w := c.what[k]; w != nil {
			if j := c.index(pos, min(c.from+len(w)-1, len(c.src)), w); j < len(c.src) {
				i = j
			}
			first = min(first, i)
		}
	}
	return first
}

// index returns the offset of the first w in src[from:to], or len(src).
func (c *triggerCursor) index(from, to int, w []byte) int {
	if from >= to {
		return len(c.src)
	}
	b := c.src[from:to]
	var i int
	if len(w) == 1 {
		i = bytes.IndexByte(b, w[0])
		// A '&' is a trigger before '#' or 'c' only (or at the end).
		for w[0] == '&' && i >= 0 && i+1 < len(b) && b[i+1] != '#' && b[i+1] != 'c' {
			j := bytes.IndexByte(b[i+1:], '&')
			if j < 0 {
				i = -1
				break
			}
			i += 1 + j
		}
	} else {
		i = bytes.Index(b, w)
	}
	if i < 0 {
		c.work += len(b)
		return len(c.src)
	}
	c.work += i + len(w)
	return from + i
}
