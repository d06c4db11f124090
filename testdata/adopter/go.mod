module example.com/adopter

go 1.25.0

require (
	github.com/microcosm-cc/bluemonday v1.0.27
	github.com/unicodelinks/goldmark-unicodelinks v0.0.0-00010101000000-000000000000
	github.com/yuin/goldmark v1.8.7
)

require (
	github.com/aymerick/douceur v0.2.0 // indirect
	github.com/gorilla/css v1.0.1 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)

replace github.com/unicodelinks/goldmark-unicodelinks => ../..
