package unicodelinks

import (
	"strings"
	"testing"
	"time"

	"github.com/yuin/goldmark"
)

// TestPathological: inputs that would take quadratic time in a careless
// linkifier convert in time linear in their size in every dialect (a
// quadratic scan would take minutes at this size).
func TestPathological(t *testing.T) {
	const n = 60000
	inputs := map[string]string{
		"closing parentheses": "www.example.com/" + strings.Repeat(")", n),
		"opening parentheses": "www.example.com/" + strings.Repeat("(", n) + ".",
		"at signs":            strings.Repeat("a@", n) + "example.com",
		"dotted at signs":     strings.Repeat("a.b@", n),
		"schemes":             strings.Repeat("http://", n),
		"colons":              strings.Repeat("a:", n) + "//example.com",
		"www":                 strings.Repeat("www.", n),
		"dots":                "x " + strings.Repeat("w.", n),
		"entities":            "www.example.com/" + strings.Repeat("&a;", n),
		"semicolons":          "www.example.com/a" + strings.Repeat(";", n),
		"punctuation":         "https://example.com/a" + strings.Repeat(".,:!?", n),
		"brackets":            "https://example.com/" + strings.Repeat("[(", n/2) + strings.Repeat(")]", n/2),
		"emphasis":            strings.Repeat("*a@b.co ", n/4),
		"long local part":     strings.Repeat("a", n) + "@" + strings.Repeat("b", n),
		"many lines":          strings.Repeat("a@b.com\n", n/4),
	}
	for _, d := range []Dialect{Unicode, GFM, MD4C} {
		md := goldmark.New(goldmark.WithExtensions(New(WithDialect(d))))
		for name, in := range inputs {
			start := time.Now()
			convert(t, md, in)
			if el := time.Since(start); el > 5*time.Second {
				t.Errorf("%s dialect, %s: %v for %d bytes", d, name, el, len(in))
			}
		}
	}
}
