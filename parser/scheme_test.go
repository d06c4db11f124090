package parser

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// mustNew returns New(c), for a configuration that a test knows is valid.
func mustNew(c Config) *Parser {
	p, err := New(c)
	if err != nil {
		panic(err)
	}
	return p
}

// TestSchemeNames: the parser takes only scheme names (RFC 3986) that
// goldmark does not deem dangerous, for URL links and for www links; a
// name with a space or a tab would make links that hold one, or hrefs that
// a browser reads as javascript:. New refuses the others with the engine's
// error, naming the option that sets the field.
func TestSchemeNames(t *testing.T) {
	p := mustNew(Config{Schemes: []string{"https", "SVN+SSH:"}})
	assert.Equal(t, []string{"svn+ssh", "https"}, p.schemes)
	for _, s := range []string{"JavaScript", "vbscript:", " javascript", "java script", "java\tscript", "9p", ""} {
		_, err := New(Config{Schemes: []string{"https", s}})
		assert.ErrorContains(t, err, fmt.Sprintf("unicodelinks: WithSchemes: %q", s), s)
	}
	// want "" is the dialect's own scheme: https in the Unicode dialect,
	// http in the GFM and MD4C dialects.
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"https", "https"},
		{"HTTPS:", "https"},
		{"https://", "https"},
		{"HTTPS://", "https"},
		{"http", "http"},
	} {
		for d, own := range map[Dialect]string{Unicode: "https", GFM: "http", MD4C: "http"} {
			want := c.want
			if want == "" {
				want = own
			}
			assert.Equal(t, want, mustNew(Config{Dialect: d, WWWScheme: c.in}).wwwScheme, "%v, %q", d, c.in)
		}
	}
	for _, s := range []string{"javascript://", "://", "javascript", "Data", " javascript", "java\tscript", "ht tp"} {
		_, err := New(Config{WWWScheme: s})
		require.Error(t, err, s)
		assert.Contains(t, err.Error(), "unicodelinks: WithWWWScheme: ", s)
	}
}
