module example.com/stack

go 1.25.0

replace github.com/unicodelinks/goldmark-unicodelinks => ../..

require (
	github.com/litao91/goldmark-mathjax v0.0.0-20210217064022-a43cf739a50f
	github.com/stretchr/testify v1.12.1
	github.com/unicodelinks/goldmark-unicodelinks v0.0.0-00010101000000-000000000000
	github.com/yuin/goldmark v1.8.7
	github.com/yuin/goldmark-emoji v1.0.6
	go.abhg.dev/goldmark/hashtag v0.4.0
	go.abhg.dev/goldmark/toc v0.12.0
	go.abhg.dev/goldmark/wikilink v0.6.0
	golang.org/x/net v0.58.0
)

require (
	github.com/forPelevin/gomoji v1.3.0 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.41.0 // indirect
)
