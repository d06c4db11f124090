package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"strings"
	"unicode/utf8"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// detectedLink is the JSON form of one link found by `unicodelinks detect`.
type detectedLink struct {
	Start     int    `json:"start"`      // byte offset in the input
	End       int    `json:"end"`        // byte offset in the input
	StartRune int    `json:"start_rune"` // code point offset
	EndRune   int    `json:"end_rune"`   // code point offset
	Kind      string `json:"kind"`
	Text      string `json:"text"`
	Href      string `json:"href"`
}

// Link markers of the Unicode test files.
const (
	markOpen  = "⸠"
	markClose = "⸡"
)

var detectCommand = command{
	name:  "detect",
	usage: "detect [--mark] [FILE…]",
	flags: func(fs *flag.FlagSet) func(*env, []string) error {
		mark := fs.Bool("mark", false, "print the text with each link wrapped in ⸠…⸡, as the Unicode test files do")
		return func(e *env, args []string) error {
			inputs, err := readInputs(e, args)
			if err != nil {
				return err
			}
			w := bufio.NewWriter(e.stdout)
			enc := json.NewEncoder(w)
			enc.SetEscapeHTML(false)
			for _, in := range inputs {
				text := string(in)
				links := unicodelinks.Detect(text)
				if *mark {
					last := 0
					for _, l := range links {
						w.WriteString(text[last:l.Start])
						w.WriteString(markOpen)
						w.WriteString(text[l.Start:l.End])
						w.WriteString(markClose)
						last = l.End
					}
					w.WriteString(text[last:])
					continue
				}
				runes, at := 0, 0
				for _, l := range links {
					runes += utf8.RuneCountInString(text[at:l.Start])
					startRune := runes
					runes += utf8.RuneCountInString(text[l.Start:l.End])
					at = l.End
					if err := enc.Encode(detectedLink{
						Start: l.Start, End: l.End, StartRune: startRune, EndRune: runes,
						Kind: strings.ToLower(l.Kind.String()), Text: text[l.Start:l.End], Href: l.Href(text),
					}); err != nil {
						return err
					}
				}
			}
			return w.Flush()
		}
	},
}
