module github.com/unicodelinks/goldmark-unicodelinks/cmd/playground

go 1.25.0

replace github.com/unicodelinks/goldmark-unicodelinks => ../..

require (
	github.com/stretchr/testify v1.12.1
	github.com/unicodelinks/goldmark-unicodelinks v0.0.0-00010101000000-000000000000
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.58.0
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.41.0 // indirect
)
