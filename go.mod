module github.com/unicodelinks/goldmark-unicodelinks

go 1.25.0

require (
	github.com/yuin/goldmark v1.8.7
	golang.org/x/net v0.58.0
)

require golang.org/x/text v0.41.0
