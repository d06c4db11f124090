package playground

// A Sample is a built-in example of the page.
type Sample struct {
	Name    string  `json:"name"`
	Request Request `json:"request"`
}

// Samples are the page's built-in examples: what Linkify and the other
// dialects get wrong, or what the extension refuses, and why.
var Samples = []Sample{
	{"CJK prose", Request{Mode: ModeMarkdown, Input: "请访问https://example.org/路径，谢谢！邮件：user@example.cn。\n\n" +
		"文档见https://example.com/文档。「www.example.jp」をご覧ください。\n"}},
	{"Look-alike host", Request{Mode: ModeMarkdown, Input: "Log in at https://раураl.com/login to claim it.\n\n" +
		"The real ones: https://paypal.com and https://bücher.de/.\n"}},
	{"__init__.py", Request{Mode: ModeMarkdown, Input: "The package starts in https://github.com/python/cpython/blob/main/Lib/json/__init__.py, " +
		"as www.example.com/__main__.py does.\n"}},
	{"Typographer", Request{Mode: ModeMarkdown, Typographer: true, Input: "He wrote \"see https://example.com/a--b\" -- " +
		"and 'https://example.org/it's...'.\n"}},
	{"Plain text", Request{Mode: ModeText, Input: "Ping me at bob@example.com or see https://example.com/文档。" +
		" Also раураl.com and README.md.\n"}},
}
