module github.com/unicodelinks/goldmark-unicodelinks

go 1.26.8

require (
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.62.0
)

require golang.org/x/text v0.43.0 // indirect
