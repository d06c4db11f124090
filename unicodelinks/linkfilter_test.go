package unicodelinks

import (
	"reflect"
	"testing"
)

// TestLinkFilter checks that a filter's veto leaves the text as text and
// that the filter sees Spoof.
func TestLinkFilter(t *testing.T) {
	text := "example.com and bob@example.org and раураl.com"
	var spoofs int
	d := New(WithSpoofCheck(SpoofMark), WithLinkFilter(func(text string, l Link) bool {
		if l.Spoof {
			spoofs++
		}
		return l.Kind == Domain
	}))
	var got []string
	for _, l := range d.Detect(text) {
		got = append(got, text[l.Start:l.End])
	}
	if want := []string{"example.com", "раураl.com"}; !reflect.DeepEqual(got, want) || spoofs != 1 {
		t.Errorf("filtered links %q (%d spoofs), want %q (1)", got, spoofs, want)
	}
}
