package spec

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/yuin/goldmark"

	unicodelinks "github.com/unicodelinks/goldmark-unicodelinks"
)

// TestGFMDialect: every example of the GFM spec's autolink section passes
// in the GFM dialect.
func TestGFMDialect(t *testing.T) {
	md := markdown(unicodelinks.WithDialect(unicodelinks.GFM))
	exs := readExamples(t, "gfm-autolinks.txt")
	pass := 0
	for _, ex := range exs {
		if got := render(t, md, ex.Markdown); got == ex.HTML {
			pass++
		} else {
			t.Errorf("GFM example %d:\n%s", ex.Number, diffText(ex, got))
		}
	}
	t.Logf("gfm-autolinks.txt, GFM dialect: %d/%d", pass, len(exs))
	t.Logf("conformance: GFM examples %d–%d, GFM dialect / Unicode dialect | %d / %d", exs[0].Number, exs[len(exs)-1].Number, pass, len(exs))
}

// TestMD4CDialect: every example of md4c's permissive autolinks passes in
// the MD4C dialect with its flags. An example without flags is run both
// without the extension and with every kind on (it has only CommonMark
// autolinks, which keep goldmark's rendering).
func TestMD4CDialect(t *testing.T) {
	exs := readExamples(t, "md4c-permissive-autolinks.txt")
	pass := 0
	for _, ex := range exs {
		kinds := md4cKinds(ex.Flags)
		var mds []goldmark.Markdown
		if kinds == 0 {
			mds = append(mds, goldmark.New(), markdown(unicodelinks.WithDialect(unicodelinks.MD4C)))
		} else {
			mds = append(mds, markdown(unicodelinks.WithDialect(unicodelinks.MD4C), unicodelinks.WithKinds(kinds)))
		}
		ok := true
		for _, md := range mds {
			if got := render(t, md, ex.Markdown); got != ex.HTML {
				ok = false
				t.Errorf("MD4C example %d (line %d, flags %v):\n%s", ex.Number, ex.Line, ex.Flags, diffText(ex, got))
			}
		}
		if ok {
			pass++
		}
	}
	t.Logf("md4c-permissive-autolinks.txt, MD4C dialect: %d/%d", pass, len(exs))
	t.Logf("conformance: md4c permissive autolinks, MD4C dialect / Unicode dialect | %d / %d", pass, len(exs))
}

// TestUnicodeDialect runs both spec files in the Unicode dialect: every
// example passes or is listed in spec/testdata/deviations.txt with the
// reason and both outputs pinned (comparisons unicode/<file>). The dialect writes
// "https://" before a www link where GFM and md4c write "http://": the
// examples are run with WithWWWScheme("http"), and the default checked to
// differ from that by the scheme of www links only.
func TestUnicodeDialect(t *testing.T) {
	md := markdown(unicodelinks.WithWWWScheme("http"))
	byDefault := markdown()
	implied := 0
	for _, name := range []string{"gfm-autolinks.txt", "md4c-permissive-autolinks.txt"} {
		exs := readExamples(t, name)
		var results []result
		for _, ex := range exs {
			got := render(t, md, ex.Markdown)
			results = append(results, result{strconv.Itoa(ex.Number), ex.HTML, got})
			def := render(t, byDefault, ex.Markdown)
			if want := wwwHTTP.ReplaceAllString(got, `<a href="https://$1">$2</a>`); def != want {
				t.Errorf("%s example %d: by default\n%s\nwant\n%s", name, ex.Number, def, want)
			}
			if def != got {
				implied++
			}
		}
		same := checkPinned(t, "unicode/"+name, results)
		t.Logf("%s, Unicode dialect: %d/%d pass, %d listed differences", name, same, len(exs), len(exs)-same)
		row := "md4c permissive autolinks, MD4C dialect / Unicode dialect"
		if name == "gfm-autolinks.txt" {
			row = fmt.Sprintf("GFM examples %d–%d, GFM dialect / Unicode dialect", exs[0].Number, exs[len(exs)-1].Number)
		}
		t.Logf("conformance: %s | / %d of %d, %d listed", row, same, len(exs), len(exs)-same)
	}
	if implied == 0 {
		t.Error("no example has a www link whose href the default makes https://")
	}
	t.Logf("%d examples differ by default only by https:// before www links", implied)
}

// wwwHTTP matches the anchor of a www link whose href is "http://" and its
// text.
var wwwHTTP = regexp.MustCompile(`<a href="http://(www\.[^"]*)">(www\.[^<]*)</a>`)
