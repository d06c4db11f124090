module github.com/unicodelinks/goldmark-unicodelinks/bench

go 1.26.8

replace github.com/unicodelinks/goldmark-unicodelinks => ../

require (
	github.com/unicodelinks/goldmark-unicodelinks v0.0.0-00010101000000-000000000000
	github.com/yuin/goldmark v1.8.7
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
