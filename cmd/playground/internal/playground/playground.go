// Package playground is the logic of the browser playground
// (cmd/playground): it renders a text with the extension's dialects,
// goldmark's Linkify or the plain-text engine, lists the links with their
// hosts and spoof verdicts, and writes and reads the permalink. It is
// native Go, so that its tests run without a browser; the WebAssembly
// program only passes JSON between it and the page.
package playground

import (
	"net/url"
	"strings"
)

// The modes of the page.
const (
	ModeMarkdown = "markdown" // the three dialects and Linkify
	ModeText     = "text"     // plain text: NewProse and New
)

// A Request is what the page's form holds: the input and the options.
// The zero value of each option is the library's default.
type Request struct {
	Input       string `json:"input"`
	Mode        string `json:"mode"`        // ModeMarkdown ("") or ModeText
	Href        string `json:"href"`        // "default" (""), "minimal", "percent", "cmark-gfm", "as-written"
	Spoof       string `json:"spoof"`       // "refuse" (""), "mark", "off"
	Schemes     string `json:"schemes"`     // comma-separated; "" for the defaults
	WWW         string `json:"www"`         // the scheme of www links; "" for https
	Typographer bool   `json:"typographer"` // goldmark's Typographer too (Markdown)
}

// An Output is one column of the page: a dialect's HTML, line by line.
type Output struct {
	Name string `json:"name"`
	HTML string `json:"html"`
	// Lines is HTML cut after each line break; Differs marks the lines
	// that the first column, the reference, does not have.
	Lines []Line `json:"lines"`
}

// A Line is a line of an Output's HTML, with its line break.
type Line struct {
	Text    string `json:"t"`
	Differs bool   `json:"d,omitempty"`
}

// A LinkRow is one link of the first column, found with the spoof check
// off: its text, href and kind, its host as written, as a browser shows it
// (Unicode) and goes to (A-labels), and what the spoof policy does with it.
type LinkRow struct {
	Text        string `json:"text"`
	Href        string `json:"href"`
	Kind        string `json:"kind"`
	Host        string `json:"host,omitempty"`
	HostUnicode string `json:"hostUnicode,omitempty"`
	HostASCII   string `json:"hostASCII,omitempty"`
	Verdict     string `json:"verdict"` // "linked", "marked" or "refused"
	Reason      string `json:"reason,omitempty"`
}

// A Result is what the page shows for a Request.
type Result struct {
	Outputs  []Output  `json:"outputs"`
	Links    []LinkRow `json:"links"`
	Fragment string    `json:"fragment"` // the permalink's fragment, without '#'
	Error    string    `json:"error,omitempty"`
}

// Render renders r. An invalid option is reported in Result.Error.
func Render(r Request) Result {
	res := Result{Fragment: EncodeFragment(r)}
	var err error
	if r.Mode == ModeText {
		res.Outputs, err = renderText(r)
	} else {
		res.Outputs, err = renderMarkdown(r)
	}
	if err == nil {
		res.Links, err = linkRows(r)
	}
	if err != nil {
		res.Error = err.Error()
		return res
	}
	markDifferences(res.Outputs)
	return res
}

// Fragment keys; an option at its default is left out.
const (
	keyInput, keyMode, keyHref, keySpoof, keySchemes, keyWWW, keyTypographer = "in", "mode", "href", "spoof", "schemes", "www", "typo"
)

// EncodeFragment writes r as a URL fragment (without '#') in
// application/x-www-form-urlencoded form: ASCII only, so that a browser
// keeps it as it is.
func EncodeFragment(r Request) string {
	v := url.Values{}
	set := func(k, s string) {
		if s != "" {
			v.Set(k, s)
		}
	}
	set(keyInput, r.Input)
	if r.Mode != ModeMarkdown {
		set(keyMode, r.Mode)
	}
	set(keyHref, r.Href)
	set(keySpoof, r.Spoof)
	set(keySchemes, r.Schemes)
	set(keyWWW, r.WWW)
	if r.Typographer {
		set(keyTypographer, "1")
	}
	return v.Encode()
}

// DecodeFragment reads a fragment that EncodeFragment wrote, with or
// without its '#'.
func DecodeFragment(f string) (Request, error) {
	v, err := url.ParseQuery(strings.TrimPrefix(f, "#"))
	if err != nil {
		return Request{}, err
	}
	mode := v.Get(keyMode)
	if mode == "" {
		mode = ModeMarkdown
	}
	return Request{
		Input: v.Get(keyInput), Mode: mode, Href: v.Get(keyHref), Spoof: v.Get(keySpoof),
		Schemes: v.Get(keySchemes), WWW: v.Get(keyWWW), Typographer: v.Get(keyTypographer) == "1",
	}, nil
}

// maxDiffCells bounds the work of the line diff (lines × lines); past it,
// lines are compared by position.
const maxDiffCells = 1 << 20

// markDifferences cuts each output into lines and marks those that differ
// from the first output's: where the others depart from it.
func markDifferences(outs []Output) {
	if len(outs) == 0 {
		return
	}
	split := func(s string) []string {
		l := strings.SplitAfter(s, "\n")
		if l[len(l)-1] == "" {
			l = l[:len(l)-1]
		}
		return l
	}
	ref := split(outs[0].HTML)
	for k := range outs {
		lines := split(outs[k].HTML)
		outs[k].Lines = make([]Line, len(lines))
		for i, t := range lines {
			outs[k].Lines[i].Text = t
		}
		if k == 0 {
			continue
		}
		inOut := common(ref, lines)
		for i := range lines {
			outs[k].Lines[i].Differs = !inOut[i]
		}
	}
}

// common returns, for each line of b, whether it is in a longest common
// subsequence of a and b.
func common(a, b []string) (inB []bool) {
	inB = make([]bool, len(b))
	if len(a)*len(b) > maxDiffCells {
		for i := 0; i < len(a) && i < len(b); i++ {
			inB[i] = a[i] == b[i]
		}
		return inB
	}
	// n[i][j]: the length of an LCS of a[i:] and b[j:].
	n := make([][]int, len(a)+1)
	for i := range n {
		n[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				n[i][j] = n[i+1][j+1] + 1
			} else {
				n[i][j] = max(n[i+1][j], n[i][j+1])
			}
		}
	}
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			inB[j] = true
			i, j = i+1, j+1
		case n[i+1][j] >= n[i][j+1]:
			i++
		default:
			j++
		}
	}
	return inB
}
