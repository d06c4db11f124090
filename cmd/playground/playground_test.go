//go:build !(js && wasm)

package main

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
	"github.com/unicodelinks/goldmark-unicodelinks/cmd/playground/internal/playground"
	"github.com/unicodelinks/goldmark-unicodelinks/internal/browser"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// pageState is what the page writes into <pre id="result"> (playground.js,
// report).
type pageState struct {
	Error         string `json:"error"`
	Renders       int    `json:"renders"`
	Fragment      string `json:"fragment"`
	FirstRenderMs int    `json:"firstRenderMs"`
	Columns       []struct {
		Name   string `json:"name"`
		Source string `json:"source"`
	} `json:"columns"`
	Links int `json:"links"`
}

// pageCase is a permalink the test opens and the HTML the library writes
// for it, made here with the library's own API, not by package playground.
type pageCase struct {
	name    string
	request playground.Request
	want    map[string]string // column name → HTML
}

// markdownWant renders in with each dialect and with Linkify, as a program
// that uses the library would.
func markdownWant(t *testing.T, in string, typographer bool, linkify goldmark.Extender, opts ...unicodelinks.Option) map[string]string {
	want := map[string]string{}
	render := func(name string, ext goldmark.Extender) {
		exts := []goldmark.Extender{ext}
		if typographer {
			exts = append(exts, extension.Typographer)
		}
		var b bytes.Buffer
		require.NoError(t, goldmark.New(goldmark.WithExtensions(exts...)).Convert([]byte(in), &b))
		want[name] = b.String()
	}
	for name, d := range map[string]unicodelinks.Dialect{"Unicode": unicodelinks.Unicode, "GFM": unicodelinks.GFM, "MD4C": unicodelinks.MD4C} {
		render(name, unicodelinks.New(append([]unicodelinks.Option{unicodelinks.WithDialect(d)}, opts...)...))
	}
	render("Linkify", linkify)
	return want
}

func pageCases(t *testing.T) []pageCase {
	var cases []pageCase
	for _, s := range playground.Samples {
		r := s.Request
		c := pageCase{name: s.Name, request: r}
		if r.Mode == playground.ModeText {
			c.want = map[string]string{
				"NewProse":      string(ul.NewProse().AppendHTML(nil, r.Input)),
				"New (UTS #58)": string(ul.New().AppendHTML(nil, r.Input)),
			}
		} else {
			c.want = markdownWant(t, r.Input, r.Typographer, extension.Linkify)
		}
		require.Equal(t, playground.Request{Input: r.Input, Mode: r.Mode, Typographer: r.Typographer}, r,
			"sample %q: the test makes its HTML with the default options", s.Name)
		cases = append(cases, c)
	}
	// The options of the form, all set: the permalink must carry each.
	in := "See https://раураl.com/a b and www.example.com/a%20b(c) or https://bücher.de/ä ö, not ftp://example.com/x.\n"
	cases = append(cases, pageCase{
		name:    "options",
		request: playground.Request{Input: in, Mode: playground.ModeMarkdown, Href: "percent", Spoof: "mark", Schemes: "https", WWW: "http"},
		want: markdownWant(t, in, false, extension.NewLinkify(extension.WithLinkifyAllowedProtocols([]string{"https:"})),
			unicodelinks.WithHrefForm(unicodelinks.PercentEncoding),
			unicodelinks.WithSpoofCheck(unicodelinks.SpoofMark), unicodelinks.WithSchemes("https"), unicodelinks.WithWWWScheme("http")),
	})
	return cases
}

// TestPageCases: what package playground renders for each permalink of the
// browser test is the library's HTML, also where no browser runs.
func TestPageCases(t *testing.T) {
	for _, c := range pageCases(t) {
		res := playground.Render(c.request)
		require.Empty(t, res.Error, c.name)
		got := map[string]string{}
		for _, o := range res.Outputs {
			got[o.Name] = o.HTML
		}
		assert.Equal(t, c.want, got, c.name)
	}
}

// TestPlaygroundInBrowser builds the playground, serves it on 127.0.0.1 and
// opens the permalink of each sample in headless Chromium: the HTML each
// column of the page shows is the library's, byte for byte; the permalink
// the page writes back is the one it was opened with; and the page's work
// is bounded: one render for each load, whatever the machine's speed.
func TestPlaygroundInBrowser(t *testing.T) {
	chromium := browser.Need(t, "the playground")
	if testing.Short() {
		t.Skip("builds the WebAssembly module")
	}
	dir := t.TempDir()
	site := dir + "/site"
	require.NoError(t, build(site))
	srv := httptest.NewServer(handler(site))
	defer srv.Close()
	dt, err := browser.StartDevTools(chromium, dir, 5*time.Minute)
	require.NoError(t, err)
	defer dt.Close()
	compared := 0
	for _, c := range pageCases(t) {
		t.Run(c.name, func(t *testing.T) {
			fragment := playground.EncodeFragment(c.request)
			tab, err := dt.Open(srv.URL+"/#"+fragment, 1280, 800)
			require.NoError(t, err)
			defer tab.Close()
			out, err := tab.Eval(ready)
			require.NoError(t, err)
			var st pageState
			require.NoError(t, json.Unmarshal([]byte(out), &st), "%s", out)
			require.Empty(t, st.Error)
			assert.Equal(t, 1, st.Renders, "renders for one load")
			assert.Equal(t, fragment, st.Fragment, "the permalink the page writes back")
			got := map[string]string{}
			for _, col := range st.Columns {
				got[col.Name] = col.Source
			}
			assert.Equal(t, c.want, got, "the HTML of each column")
			compared += len(got)
			assert.Equal(t, len(playground.Render(c.request).Links), st.Links, "rows of the links table")
			t.Logf("first render %d ms after navigation", st.FirstRenderMs)
		})
	}
	t.Logf("%d columns of %d permalinks compared with the library's HTML", compared, len(pageCases(t)))

	// Without a fragment the page shows the first sample; a sample's
	// button, and a permalink pasted into the address bar (hashchange),
	// each render once and write their permalink.
	tab, err := dt.Open(srv.URL+"/", 1280, 800)
	require.NoError(t, err)
	defer tab.Close()
	last := playground.Samples[len(playground.Samples)-1]
	pasted := playground.Request{Mode: playground.ModeText, Input: "mail bob@example.com\n", Spoof: "off"}
	for _, step := range []struct {
		what, script string
		renders      int
		want         playground.Request
	}{
		{"load", "", 1, playground.Samples[0].Request},
		{"sample button", `[...document.querySelectorAll("#samples button")].find(b => b.textContent == ` + strconv.Quote(last.Name) + `).click()`, 2, last.Request},
		{"hashchange", `location.hash = ` + strconv.Quote(playground.EncodeFragment(pasted)) + `; await new Promise(r => addEventListener("hashchange", () => setTimeout(r), {once: true}))`, 3, pasted},
	} {
		out, err := tab.Eval(`(async () => { await window.playgroundReady; ` + step.script + `; })().then(() => document.getElementById("result").textContent)`)
		require.NoError(t, err, step.what)
		var st pageState
		require.NoError(t, json.Unmarshal([]byte(out), &st), "%s", out)
		assert.Equal(t, step.renders, st.Renders, step.what)
		assert.Equal(t, playground.EncodeFragment(step.want), st.Fragment, step.what)
		require.NotEmpty(t, st.Columns, step.what)
		assert.Equal(t, playground.Render(step.want).Outputs[0].HTML, st.Columns[0].Source, step.what)
	}
}
