package main

import (
	"encoding/json"
	"flag"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// detectedLink is the JSON form of one link found by `unicodelinks detect`.
// Every position is in the link's own input, File: the offsets start
// again at 0 in each file, as Line starts again at 1.
type detectedLink struct {
	File      string `json:"file"`       // the input as named on the command line; "-" for stdin
	Line      int    `json:"line"`       // 1-based line in File
	Column    int    `json:"column"`     // 1-based, in bytes from the start of the line
	Start     int    `json:"start"`      // byte offset in File
	End       int    `json:"end"`        // byte offset in File
	StartRune int    `json:"start_rune"` // code point offset in File
	EndRune   int    `json:"end_rune"`   // code point offset in File
	Kind      string `json:"kind"`
	Text      string `json:"text"`
	Href      string `json:"href"`
	// Spoof, when set, is why the host looks like another one
	// (spoof.Check): the prose preset does not link it, --uts58 does.
	Spoof string `json:"spoof,omitempty"`
}

// Link markers of the Unicode test files.
const (
	markOpen  = "⸠"
	markClose = "⸡"
)

var detectCommand = command{
	name:   "detect",
	usage:  "detect [--mark] [--uts58] [--output FILE] [FILE|DIR…]",
	inputs: []string{".md", ".markdown", ".txt"},
	examples: []example{
		{"unicodelinks detect notes.txt", "one JSON object per link: file, line, column, offsets, kind, text, href, and \"spoof\" for a look-alike host"},
		{"unicodelinks detect --mark < chat.log", "the text with each link in ⸠…⸡"},
		{"unicodelinks detect --uts58 docs/ -o links.jsonl", "the *.md, *.markdown and *.txt files under docs/, as UTS #58 links them"},
	},
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		mark := fs.Bool("mark", false, "print the text with each link wrapped in ⸠…⸡, as the Unicode test files do")
		uts58 := fs.Bool("uts58", false, "detect as UTS #58 does (unicodelinks.New): file names such as README.md and hosts that look like others are links; by default, the prose preset (unicodelinks.NewProse)")
		return func(e *env, args []string) error {
			// Hosts that look like others are found and flagged (SpoofMark),
			// so that the JSON names them: the prose preset refuses them,
			// and --mark leaves them unmarked then.
			d := unicodelinks.NewProse(unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark))
			if *uts58 {
				d = unicodelinks.New(unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark))
			}
			refused := !*uts58
			enc := json.NewEncoder(e.stdout)
			enc.SetEscapeHTML(false)
			var links []unicodelinks.Link
			// One line at a time: a link never holds a line break, and
			// memory stays that of the longest line.
			return eachInput(e, args, func(name string, r io.Reader) error {
				offset, runes := 0, 0 // in this input, as the line number
				lr := newLineReader(r, e.stdout)
				for n := 1; lr.next(); n++ {
					text := string(lr.line)
					links = d.AppendLinks(links[:0], text)
					if *mark {
						last := 0
						for _, l := range links {
							if l.Spoof && refused {
								continue
							}
							e.stdout.WriteString(text[last:l.Start])
							e.stdout.WriteString(markOpen)
							e.stdout.WriteString(text[l.Start:l.End])
							e.stdout.WriteString(markClose)
							last = l.End
						}
						e.stdout.WriteString(text[last:])
						if _, err := e.stdout.WriteString(lr.eol); err != nil {
							return err
						}
					} else {
						at, r := 0, runes
						for _, l := range links {
							r += utf8.RuneCountInString(text[at:l.Start])
							startRune := r
							r += utf8.RuneCountInString(text[l.Start:l.End])
							at = l.End
							var reason string
							if l.Spoof {
								_, reason = spoof.Check(text[l.HostStart:l.HostEnd])
							}
							if err := enc.Encode(detectedLink{
								File: name, Line: n, Column: l.Start + 1,
								Start: offset + l.Start, End: offset + l.End, StartRune: startRune, EndRune: r,
								Kind: strings.ToLower(l.Kind.String()), Text: text[l.Start:l.End], Href: l.Href(text),
								Spoof: reason,
							}); err != nil {
								return err
							}
						}
					}
					offset += len(text) + len(lr.eol)
					runes += utf8.RuneCountInString(text) + len(lr.eol)
				}
				return lr.err
			})
		}
	},
}
