package renderer

import (
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/config"
)

// LinkRenderer is the renderer.NodeRenderer of the extension's Link nodes.
type LinkRenderer struct {
	// Config holds goldmark's HTML options (XHTML, Unsafe, …), set through
	// goldmark.WithRendererOptions.
	html.Config
	cfg config.Config
	// goldmark holds goldmark's functions, set by RegisterFuncs.
	goldmark goldmarkFuncs
}

// NewRenderer returns the renderer of the links, with the configuration c.
// goldmark gives it its HTML options, as to its own renderer.
func NewRenderer(c config.Config) renderer.NodeRenderer {
	return &LinkRenderer{Config: html.NewConfig(), cfg: c}
}

// SetOption implements goldmark's renderer.SetOptioner.
func (r *LinkRenderer) SetOption(name renderer.OptionName, value any) {
	r.Config.SetOption(name, value)
}
