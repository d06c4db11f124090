module github.com/unicodelinks/goldmark-unicodelinks

go 1.25.0

require (
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.58.0
)

require (
	github.com/stretchr/testify v1.12.1
	golang.org/x/text v0.41.0
)

require go.yaml.in/yaml/v3 v3.0.5 // indirect
