package commonmark

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
)

// TestIsASCIIPunct: CommonMark's ASCII punctuation is the ASCII characters
// of the general categories P and S.
func TestIsASCIIPunct(t *testing.T) {
	for c := range 256 {
		want := c < 0x80 && (unicode.IsPunct(rune(c)) || unicode.IsSymbol(rune(c)))
		assert.Equal(t, want, IsASCIIPunct(byte(c)), "%q", rune(c))
	}
}

// TestReference: the references of the CommonMark spec (section 2.5) and
// their limits, under each reader's names.
func TestReference(t *testing.T) {
	long := strings.Repeat("a", 32)
	for _, c := range []struct {
		src   string
		names Names
		r     rune
		n     int
	}{
		{"&#35;", HTML5Names, '#', 5},
		{"&#1234;", HTML5Names, 0x4D2, 7},
		{"&#992;", HTML5Names, 0x3E0, 6},
		{"&#0;", HTML5Names, 0xFFFD, 4},
		{"&#1234567;", HTML5Names, 0xFFFD, 10}, // seven digits, past U+10FFFF
		{"&#12345678;", HTML5Names, 0, 0},      // eight digits
		{"&#X22;", HTML5Names, '"', 6},
		{"&#XD06;", HTML5Names, 0xD06, 7},
		{"&#xcab;", HTML5Names, 0xCAB, 7},
		{"&#xD800;", HTML5Names, 0xFFFD, 8}, // a surrogate
		{"&#x10FFFF;", HTML5Names, 0x10FFFF, 10},
		{"&#x1000000;", HTML5Names, 0, 0}, // seven hexadecimal digits
		{"&#;", HTML5Names, 0, 0},
		{"&#x;", HTML5Names, 0, 0},
		{"&#87654321;", HTML5Names, 0, 0},
		{"&#abcdef0;", HTML5Names, 0, 0},
		{"&#35", HTML5Names, 0, 0},
		{"&", HTML5Names, 0, 0},
		{"x&#35;", HTML5Names, 0, 0}, // no '&' at i
		{"&nbsp;", HTML5Names, Named, 6},
		{"&frac34;", HTML5Names, Named, 8},
		{"&HilbertSpace;", HTML5Names, Named, 14},
		{"&copy", HTML5Names, 0, 0},
		{"&x y;", HTML5Names, 0, 0},
		{"&1a;", HTML5Names, 0, 0}, // a name starts with a letter
		{"&;", HTML5Names, 0, 0},
		{"&" + long + ";", HTML5Names, Named, 34},
		{"&" + long + "a;", HTML5Names, 0, 0},
		{"&frac34;", CmarkGFMNames, 0, 0}, // letters only
		{"&amp;", CmarkGFMNames, Named, 5},
		{"&#35;", CmarkGFMNames, '#', 5}, // the caller tells numeric from named
		{"&a;", MD4CNames, 0, 0},         // two characters at least
		{"&ab;", MD4CNames, Named, 4},
		{"&a" + strings.Repeat("1", 47) + ";", MD4CNames, Named, 50},
		{"&a" + strings.Repeat("1", 48) + ";", MD4CNames, 0, 0},
	} {
		r, n := Reference(c.src, 0, c.names)
		assert.Equal(t, c.n, n, "%q", c.src)
		assert.Equal(t, c.r, r, "%q", c.src)
		rb, nb := Reference([]byte(c.src), 0, c.names)
		assert.Equal(t, [2]int{int(r), n}, [2]int{int(rb), nb}, "%q as bytes", c.src)
	}
}
