package astapi

import (
	"testing"

	"github.com/stretchr/testify/require"
	gast "github.com/yuin/goldmark/ast"
)

// TestAutoLinks: an AutoLink finds the Link it was made in place of,
// whatever the order of adding (a table kept in order) and of asking (the
// hint is a start only); any other AutoLink finds none.
func TestAutoLinks(t *testing.T) {
	for _, order := range [][]int{{0, 1, 2, 3, 4, 5}, {5, 4, 3, 2, 1, 0}, {2, 0, 5, 1, 4, 3}} {
		var nodes []*gast.AutoLink
		for i := range 6 {
			a := gast.NewAutoLink(gast.AutoLinkURL, gast.NewText())
			a.SetPos(10 * i)
			nodes = append(nodes, a)
		}
		var tab AutoLinks
		tab.Reset()
		for _, i := range order {
			tab.Add(nodes[i], i)
		}
		for _, ask := range [][]int{{0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5}, {5, 3, 1, 0, 4, 2}} {
			for _, i := range ask {
				require.Equal(t, i, tab.LinkOf(nodes[i]), "added %v, asked %v", order, ask)
			}
		}
		other := gast.NewAutoLink(gast.AutoLinkURL, gast.NewText())
		other.SetPos(20)
		require.Nil(t, tab.LinkOf(other), "an AutoLink at the position of another")
		other.SetPos(25)
		require.Nil(t, tab.LinkOf(other), "an AutoLink at no link's position")
	}
}
