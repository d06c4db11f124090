module github.com/unicodelinks/goldmark-unicodelinks/bench

go 1.26.8

replace github.com/unicodelinks/goldmark-unicodelinks => ../

require (
	github.com/stretchr/testify v1.12.1
	github.com/unicodelinks/goldmark-unicodelinks v0.0.0-00010101000000-000000000000
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.62.0
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/text v0.43.0 // indirect
)
