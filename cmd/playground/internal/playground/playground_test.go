package playground

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFragmentRoundTrip: a permalink gives back the request it was made
// of, whatever the input holds, and is ASCII, which a browser keeps as is.
func TestFragmentRoundTrip(t *testing.T) {
	for _, r := range []Request{
		{Mode: ModeMarkdown},
		{Mode: ModeMarkdown, Input: "a & b = c #d +e %41 \n\r\n\t 文档 раураl.com 👍"},
		{Mode: ModeText, Input: "x", Href: "as-written", Spoof: "off", Schemes: "https, ftp", WWW: "http", Typographer: true},
		{Mode: ModeMarkdown, Input: "in=x&mode=text", Href: "percent", Spoof: "mark"},
	} {
		f := EncodeFragment(r)
		for i := 0; i < len(f); i++ {
			require.Less(t, f[i], byte(0x80), "%q: not ASCII", f)
		}
		assert.NotContains(t, f, "#")
		for _, g := range []string{f, "#" + f} {
			got, err := DecodeFragment(g)
			require.NoError(t, err)
			assert.Equal(t, r, got, "fragment %q", g)
		}
	}
	r, err := DecodeFragment("")
	require.NoError(t, err)
	assert.Equal(t, Request{Mode: ModeMarkdown}, r, "an empty fragment: the defaults")
	assert.Equal(t, "in=x&typo=1", EncodeFragment(Request{Input: "x", Mode: ModeMarkdown, Typographer: true}), "options at their defaults are left out")
}

// TestLinkRows: every link of the first column has a row, the refused
// ones too, with the host as written, as shown and as looked up, and
// what the spoof policy does with it and why.
func TestLinkRows(t *testing.T) {
	const in = "Log in at https://раураl.com/login, not https://bücher.de or *www.example.com*.\n"
	for _, c := range []struct {
		mode, spoof, verdict string
	}{
		{ModeMarkdown, "", "refused"}, {ModeMarkdown, "mark", "marked"}, {ModeMarkdown, "off", "linked"},
		{ModeText, "", "refused"}, {ModeText, "mark", "marked"}, {ModeText, "off", "linked"},
	} {
		res := Render(Request{Input: in, Mode: c.mode, Spoof: c.spoof})
		require.Empty(t, res.Error)
		require.Len(t, res.Links, 3, "%s %s: %+v", c.mode, c.spoof, res.Links)
		look, de, www := res.Links[0], res.Links[1], res.Links[2]
		assert.Equal(t, LinkRow{Text: "https://раураl.com/login", Href: "https://раураl.com/login", Kind: "url",
			Host: "раураl.com", HostUnicode: "раураl.com", HostASCII: "xn--l-7sba6dbr.com", Verdict: c.verdict,
			Reason: "mixed scripts (Minimally Restrictive)"}, look, "%s %s", c.mode, c.spoof)
		assert.Equal(t, LinkRow{Text: "https://bücher.de", Href: "https://bücher.de", Kind: "url",
			Host: "bücher.de", HostUnicode: "bücher.de", HostASCII: "xn--bcher-kva.de", Verdict: "linked"}, de)
		assert.Equal(t, "https://www.example.com", www.Href)
		assert.Equal(t, "domain", www.Kind)
	}
}

// TestRenderOptions: each option reaches every column that has it, and
// an invalid one is an error, not a page of defaults.
func TestRenderOptions(t *testing.T) {
	res := Render(Request{Input: "www.example.com/ä\n", Href: "percent", WWW: "http"})
	require.Empty(t, res.Error)
	require.Len(t, res.Outputs, 4)
	for _, o := range res.Outputs[:2] { // MD4C links no non-ASCII path
		assert.Contains(t, o.HTML, `href="http://www.example.com/%C3%A4"`, o.Name)
	}
	res = Render(Request{Input: "see ftp://example.com and https://example.com\n", Schemes: "https"})
	require.Empty(t, res.Error)
	for _, o := range res.Outputs {
		assert.NotContains(t, o.HTML, `href="ftp:`, o.Name)
		assert.Contains(t, o.HTML, `href="https://example.com"`, o.Name)
	}
	res = Render(Request{Input: "x", Mode: ModeText, Schemes: "https"})
	require.Empty(t, res.Error)
	assert.Equal(t, []string{"NewProse", "New (UTS #58)"}, []string{res.Outputs[0].Name, res.Outputs[1].Name})
	for _, r := range []Request{{Href: "bogus"}, {Spoof: "maybe"}, {Schemes: "javascript"}, {WWW: "a b"}, {Mode: ModeText, Href: "bogus"}} {
		r.Input = "https://example.com"
		assert.NotEmpty(t, Render(r).Error, "%+v", r)
	}
}

// TestMarkDifferences: the lines of a column that the first column does
// not have are marked; the lines put together are the HTML.
func TestMarkDifferences(t *testing.T) {
	outs := []Output{{HTML: "a\nb\nc\n"}, {HTML: "a\nB\nc\n"}, {HTML: "a\nb\nc\n"}, {HTML: "a\nc\nx"}, {HTML: "c\nb\na\n"}}
	markDifferences(outs)
	differs := func(o Output) (d []bool) {
		var sb strings.Builder
		for _, l := range o.Lines {
			d = append(d, l.Differs)
			sb.WriteString(l.Text)
		}
		assert.Equal(t, o.HTML, sb.String())
		return d
	}
	assert.Equal(t, []bool{false, false, false}, differs(outs[0]))
	assert.Equal(t, []bool{false, true, false}, differs(outs[1]))
	assert.Equal(t, []bool{false, false, false}, differs(outs[2]))
	assert.Equal(t, []bool{false, false, true}, differs(outs[3]))
	assert.Equal(t, 2, strings.Count(fmt.Sprint(differs(outs[4])), "true"), "one line of three in common: %v", differs(outs[4]))
}

// TestSamplesShowDifferences: each Markdown sample is there because some
// column differs from the Unicode dialect's; none is an error.
func TestSamplesShowDifferences(t *testing.T) {
	for _, s := range Samples {
		res := Render(s.Request)
		require.Empty(t, res.Error, s.Name)
		differ := 0
		for _, o := range res.Outputs[1:] {
			for _, l := range o.Lines {
				if l.Differs {
					differ++
					break
				}
			}
		}
		assert.NotZero(t, differ, "%s: every column alike", s.Name)
		assert.NotEmpty(t, res.Links, s.Name)
	}
}
