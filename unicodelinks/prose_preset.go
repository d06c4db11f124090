package unicodelinks

import "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"

// NewProse returns a Detector for plain text that people write to each
// other (chat, forums, comments, e-mail), with opts applied after its
// settings:
//
//   - the prose rules, the departures from UTS #58 that the goldmark
//     extension makes too: a sentence's '?' and '#', CJK sentence
//     punctuation ("https://example.com/guide，详见"), emphasis delimiters
//     ("**https://example.com/b**"), '<' and '`' end a URL; a domain or
//     an e-mail local part starts and ends where Chinese, Japanese or
//     Korean prose glued to it does ("邮箱wang@example.com"); a backslash or
//     a character reference stops a link; localhost is a host. Beyond
//     the extension's: no address holds a quotation mark ("Contact
//     'bob@example.com'" links "bob@example.com", whose href is
//     "mailto:bob@example.com"), and a path ends where CJK prose begins;
//   - WithFileNames(false): a scheme-less domain that reads as a file name
//     or an identifier ("README.md", "setup.py", "fs.read", "new.target")
//     is no link; "example.org", "www.readme.md", "golang.org/x/net" are;
//   - WithSpoofCheck(SpoofRefuse): a host that looks like another one
//     ("раураl.com" in Cyrillic letters, see SpoofCheck) is no link, as in
//     the goldmark extension: text from strangers is where such hosts come
//     from. "bücher.de" and "яндекс.рф" are links.
//
// Measured on the labelled sentences of testdata/prose-labelled.txt (see
// docs/prose-rules.md), it keeps 95 % or more of the true scheme-less links
// and 5 % or fewer of the links it finds are false. New() gives the
// defaults of UTS #58. Like New, it panics on an invalid option.
func NewProse(opts ...Option) *Detector {
	preset := []Option{withProseRules(markdownProse | proseEmailQuotes | prosePathEndRule), WithFileNames(false),
		WithSpoofCheck(SpoofRefuse)}
	return New(append(preset, opts...)...)
}

// WithFileNames sets whether a scheme-less domain that reads as a file name
// or a code identifier is a link. It is by default, as UTS #58 has it;
// NewProse turns it off. The rule applies to a domain without "www.", a
// path or a port (a query or fragment does not count: "README.md#usage"
// is a file's section) and reads it as code when
//
//   - its last label is a common file extension that is also a top-level
//     domain ("README.md", "setup.py", "build.sh", "main.rs", "go.work",
//     "archive.zip"), or one that WithAnyTLD lets through ("app.js");
//   - its last label is a top-level domain that reads as a method or
//     property of code ("fs.read", "assert.fail", "new.target",
//     "user.name", "e.target");
//   - it has two labels and the first is a well-known object of code or
//     file name ("console.info", "Object.is", "Makefile.in"), in any case;
//   - a label is in camelCase: two or more lower-case letters, then an
//     upper-case one ("getElementById.call"; "eBay.com" and "GitHub.com"
//     are domains);
//   - every label is a placeholder name of code examples ("foo.bar").
//
// Names in snake_case never start a domain (see Detect). The lists, and
// the well-known domains that they cost ("docs.rs", "bun.sh"), are in
// docs/prose-rules.md.
func WithFileNames(link bool) Option {
	return func(d *Detector) error { d.noFileNames = !link; return nil }
}

// readsAsCode reports whether l, a scheme-less URL in text, reads as a file
// name or an identifier (see WithFileNames).
func readsAsCode(text string, l Link) bool {
	if l.HostEnd < l.End {
		if c := text[l.HostEnd]; c == '/' || c == ':' {
			return false // a path or a port
		}
	}
	host := text[l.HostStart:l.HostEnd]
	if dnsname.HasPrefixFold(host, "www.") {
		return false
	}
	tld := toLowerASCII(dnsname.LastLabel(host))
	if fileExtensions[tld] || codeWordTLDs[tld] {
		return true
	}
	labels, _, _ := countLabels(host)
	placeholders := 0 // labels that are placeholder names
	start := 0
	for i := 0; i <= len(host); {
		n := 0
		if i < len(host) {
			n = dnsname.SeparatorLen(host, i)
		}
		if i < len(host) && n == 0 {
			i++
			continue
		}
		label := host[start:i]
		if start == 0 && labels == 2 && codeObjects[toLowerASCII(label)] || camelCase(label) {
			return true
		}
		if placeholderNames[toLowerASCII(label)] {
			placeholders++
		}
		if i == len(host) {
			break
		}
		i += n
		start = i
	}
	return placeholders == labels
}

// placeholderNames are the metasyntactic names of code examples ("foo",
// "bar", "hoge"): a domain of them only ("foo.bar", ".bar" is a top-level
// domain) is an identifier, not a site (issue 41, row 11).
var placeholderNames = setOf("foo", "bar", "baz", "qux", "quux", "corge", "grault", "garply", "waldo",
	"fred", "plugh", "xyzzy", "thud", "hoge", "fuga", "piyo")

// camelCase reports whether label starts with two or more ASCII lower-case
// letters and an ASCII upper-case letter follows them.
func camelCase(label string) bool {
	i := 0
	for i < len(label) && 'a' <= label[i] && label[i] <= 'z' {
		i++
	}
	if i < 2 {
		return false
	}
	for ; i < len(label); i++ {
		if 'A' <= label[i] && label[i] <= 'Z' {
			return true
		}
	}
	return false
}

// setOf returns the set of the words of list.
func setOf(list ...string) map[string]bool {
	m := make(map[string]bool, len(list))
	for _, w := range list {
		m[w] = true
	}
	return m
}

// fileExtensions are file extensions common in prose about software and
// documents. Those that are ICANN top-level domains matter by default; the
// others under WithAnyTLD. Left out, for the sites that use them: ai, app,
// in, io, org, pl, so, wiki.
var fileExtensions = setOf(
	// Top-level domains.
	"md", "py", "sh", "fish", "rs", "java", "cc", "mm", "pm", "ml", "properties",
	"work", "zip", "mov", "pub", "gd", "mo", "tf", "mk", "am", "ac",
	// Not top-level domains (WithAnyTLD).
	"markdown", "mdx", "pyi", "bash", "zsh", "js", "mjs", "cjs", "ts", "tsx", "jsx",
	"go", "rb", "php", "kt", "scala", "swift", "cpp", "cxx", "hpp", "hh", "cs", "lua",
	"jl", "ex", "exs", "erl", "hs", "clj", "dart", "nim", "zig", "json", "yaml", "yml",
	"toml", "xml", "html", "htm", "css", "scss", "sass", "less", "svg", "png", "jpg",
	"jpeg", "gif", "webp", "ico", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx",
	"txt", "rst", "tex", "csv", "tsv", "log", "lock", "env", "ini", "cfg", "conf",
	"sql", "db", "sqlite", "proto", "mod", "sum", "tar", "gz", "tgz", "xz", "rar",
	"jar", "war", "apk", "dmg", "iso", "exe", "dll", "dylib", "bin", "dat", "bak",
	"tmp", "swp", "patch", "diff", "orig", "avi", "mkv", "wav", "flac", "ogg", "webm",
	"ttf", "otf", "woff", "pem", "crt", "po", "hcl", "ipynb", "vue", "svelte", "astro",
	"adoc", "bat", "cmd", "vim", "el", "nix", "gradle", "bzl", "cmake", "mak", "plist",
	"gemspec", "rake",
)

// codeWordTLDs are top-level domains that read as the method or property
// of an object in code ("fs.read", "e.target"); few sites use them.
var codeWordTLDs = setOf(
	"read", "watch", "fail", "target", "name", "email", "run", "post", "now", "click",
	"style", "save", "show", "host", "link", "open", "data", "call", "map", "next",
	"date", "search", "play",
)

// codeObjects are well-known objects, modules and variables of code, the
// first label of identifiers such as "console.info" or "Object.is", and
// well-known file names without their extension ("Makefile.in").
var codeObjects = setOf(
	"makefile", "dockerfile", "readme", "changelog", "license", "manifest",
	"requirements", "gemfile", "rakefile", "procfile", "vagrantfile", "el", "elem", "node",
	"fs", "os", "sys", "assert", "console", "process", "module", "exports", "require",
	"window", "document", "navigator", "self", "this", "super", "logger", "logging",
	"req", "res", "ctx", "err", "obj", "args", "kwargs", "np", "pd", "plt", "torch",
	"nn", "json", "math", "util", "utils", "path", "crypto", "buffer", "evt", "event",
	"import", "object", "array", "string", "number", "promise", "reflect", "symbol",
	"proxy", "intl", "atomics", "wg", "mu",
)
