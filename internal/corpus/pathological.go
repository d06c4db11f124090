package corpus

import "strings"

// A Shape is an input that would take quadratic time in a careless
// linkifier: Text(n) is its pattern repeated about n times.
type Shape struct {
	Name string
	Text func(n int) string
}

// Pathological are the shapes that the linear-time tests of the engine,
// the parser and the extension run, each counting its own work.
var Pathological = []Shape{
	{"closing parentheses", func(n int) string { return "www.example.com/" + strings.Repeat(")", n) }},
	{"opening parentheses", func(n int) string { return "www.example.com/" + strings.Repeat("(", n) + "." }},
	{"at signs", func(n int) string { return strings.Repeat("a@", n) + "example.com" }},
	{"dotted at signs", func(n int) string { return strings.Repeat("a.b@", n) }},
	{"schemes", func(n int) string { return strings.Repeat("http://", n) }},
	{"colons", func(n int) string { return strings.Repeat("a:", n) + "//example.com" }},
	{"www", func(n int) string { return strings.Repeat("www.", n) }},
	{"dots", func(n int) string { return "x " + strings.Repeat("w.", n) }},
	{"entities", func(n int) string { return "www.example.com/" + strings.Repeat("&a;", n) }},
	{"semicolons", func(n int) string { return "www.example.com/a" + strings.Repeat(";", n) }},
	{"punctuation", func(n int) string { return "https://example.com/a" + strings.Repeat(".,:!?", n) }},
	{"brackets", func(n int) string { return "https://example.com/" + strings.Repeat("[(", n) + strings.Repeat(")]", n) }},
	{"emphasis", func(n int) string { return strings.Repeat("*a@b.co ", n) }},
	{"long local part", func(n int) string { return strings.Repeat("a", n) + "@" + strings.Repeat("b", n) }},
	{"many lines", func(n int) string { return strings.Repeat("a@b.com\n", n) }},
	// md4c's pathological autolink inputs: a rejected candidate must not
	// be scanned again from the next trigger.
	{"open label, bangs", func(n int) string { return "[" + strings.Repeat("!https://x.com/!", n) }},
	{"www underscores", func(n int) string { return strings.Repeat("www._", n) + "x" }},
	{"underscore www", func(n int) string { return strings.Repeat("_www.", n) }},
	{"underscore www a =", func(n int) string { return strings.Repeat("_www.a", n) + "=" }},
	{"underscore www a (", func(n int) string { return strings.Repeat("_www.a", n) + "(" }},
	{"underscore www a /(a", func(n int) string { return strings.Repeat("_www.a", n) + "/(a" }},
	// (Not here: md4c's "many backticks and escapes", "\\``"×n, which
	// goldmark alone converts in quadratic time, with or without the
	// extension.)
	{"entities in a URL", func(n int) string { return "https://x.com/" + strings.Repeat("&amp;a", n) }},
	{"www dots", func(n int) string { return strings.Repeat("www.a.", n) + "_" }},
	// Bidi_Control characters split a run into pieces, and hosts split by
	// wide full stops have many labels: each piece, each label must not
	// search the rest of the run again.
	{"bidi marks", func(n int) string { return "a:" + strings.Repeat("\u200E", 8*n) }},
	{"bidi overrides", func(n int) string { return "https://x.com/" + strings.Repeat("\u202E", 8*n) }},
	{"Arabic, RLM per word", func(n int) string { return strings.Repeat("كلمة\u200F ", 4*n) + "https://x.com/" }},
	{"www, halfwidth stops", func(n int) string { return "www." + strings.Repeat("a｡", 4*n) }},
	{"URL, ideographic stops", func(n int) string { return "https://a" + strings.Repeat("。a", 4*n) }},
	// A URL's user and password are scanned back from each '@', a
	// backtick ends a URL, a local part is read back across the
	// typographer's quotes.
	{"userinfo", func(n int) string { return "x://" + strings.Repeat("a:a@b.co", n) }},
	{"backticks in a URL", func(n int) string { return "https://x.com/" + strings.Repeat("a`", n) }},
	{"quoted addresses", func(n int) string { return strings.Repeat("'a@b.co' ", n) }},
	{"quotes in local part", func(n int) string { return strings.Repeat("a'", n) + "a@b.co" }},
	// A URL goes on over the typographer's nodes; one that ends in the
	// middle of one is found again before it, once.
	{"dashes in a URL", func(n int) string { return "https://x.com/" + strings.Repeat("a--", n) }},
	{"URLs ending in dashes", func(n int) string { return strings.Repeat("https://x.com/a... ", n) }},
	{"ellipses between URLs", func(n int) string { return strings.Repeat("https://x.com/a...https://y.com/b", n) }},
}
