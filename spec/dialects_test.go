package spec

import (
	"regexp"
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
}

// unicodeGFMDifferences are the GFM examples whose expected HTML the
// Unicode dialect does not produce, and why.
var unicodeGFMDifferences = map[int]string{
	603: "UTS #58 stops at the ')' of '(business))+ok' that matches no '(' (section 3.5.1); GFM balances parentheses only at the end",
	604: "UTS #58 has no entity rule: in 'commonmark&hl;' the ';' is Soft and left out, '&hl' stays in the link",
	607: "'foo@bar.baz': baz is not an ICANN top-level domain",
	608: "'hello+xyz@mail.example': example is a reserved name, not an ICANN top-level domain",
	609: "'a.b-c_d@a.b': b is not a top-level domain",
}

// unicodeMD4CDifferences likewise for md4c's examples.
var unicodeMD4CDifferences = map[int]string{
	3:  "':' before 'https://' or before an e-mail address does not prevent a link: any character but an ASCII letter or digit may stand before a scheme, and EmailLocalStart stops at ':' (':www.example.com' stays text: ':' opens nothing)",
	8:  "'*' may be in an e-mail local part (UTS #58 section 5.1, RFC 5322 atext): the unmatched '*' of '*john.doe@example.com' is literal text and starts the address; in 'john.doe@example.com*' the domain ends before '*'",
	15: "UTS #58 allows '__' in an e-mail local part",
}

// TestUnicodeDialect runs both spec files in the Unicode dialect: every
// example passes or is listed with the reason. The dialect writes
// "https://" before a www link where GFM and md4c write "http://": the
// examples are run with WithWWWScheme("http"), and the default checked to
// differ from that by the scheme of www links only.
func TestUnicodeDialect(t *testing.T) {
	md := markdown(unicodelinks.WithWWWScheme("http"))
	byDefault := markdown()
	implied := 0
	for _, f := range []struct {
		name   string
		listed map[int]string
	}{
		{"gfm-autolinks.txt", unicodeGFMDifferences},
		{"md4c-permissive-autolinks.txt", unicodeMD4CDifferences},
	} {
		exs := readExamples(t, f.name)
		failed := map[int]string{}
		for _, ex := range exs {
			got := render(t, md, ex.Markdown)
			if got != ex.HTML {
				failed[ex.Number] = diffText(ex, got)
			}
			def := render(t, byDefault, ex.Markdown)
			if want := wwwHTTP.ReplaceAllString(got, `<a href="https://$1">$2</a>`); def != want {
				t.Errorf("%s example %d: by default\n%s\nwant\n%s", f.name, ex.Number, def, want)
			}
			if def != got {
				implied++
			}
		}
		checkListed(t, f.name+", Unicode dialect", failed, f.listed)
		t.Logf("%s, Unicode dialect: %d/%d pass, %d listed differences", f.name, len(exs)-len(failed), len(exs), len(f.listed))
	}
	if implied == 0 {
		t.Error("no example has a www link whose href the default makes https://")
	}
	t.Logf("%d examples differ by default only by https:// before www links", implied)
}

// wwwHTTP matches the anchor of a www link whose href is "http://" and its
// text.
var wwwHTTP = regexp.MustCompile(`<a href="http://(www\.[^"]*)">(www\.[^<]*)</a>`)
