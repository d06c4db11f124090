package htmlcheck

import "testing"

func TestAnchors(t *testing.T) {
	as, err := Anchors(`<p>x <a href="https://a.com/?a=1&amp;b=&quot;" rel='n'>a &lt;b&gt; <em>c</em></a> <a href=y>z</a></p>`)
	if err != nil || len(as) != 2 {
		t.Fatalf("%v, %v", as, err)
	}
	if h, _ := as[0].Attr("href"); h != `https://a.com/?a=1&b="` {
		t.Errorf("href %q", h)
	}
	if r, ok := as[0].Attr("rel"); !ok || r != "n" || as[0].Text != "a <b> c" || len(as[0].Tags) != 1 || as[0].Tags[0] != "em" {
		t.Errorf("%+v", as[0])
	}
	if _, ok := as[1].Attr("rel"); ok || as[1].Text != "z" {
		t.Errorf("%+v", as[1])
	}
	for _, bad := range []string{
		`<a href="x"><a href="y">a</a></a>`,
		`<a href="x"/>`,
		`<a href="x">a`,
		`a</a>`,
	} {
		if _, err := Anchors(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	// Markup that escaped an attribute value shows as more attributes.
	as, err = Anchors(`<a href="x"" onclick="y" href="z">a</a>`)
	if h, _ := as[0].Attr("href"); err != nil || len(as) != 1 || len(as[0].Attrs) != 3 || h != "x" {
		t.Errorf("%+v, %v", as, err)
	}
}

func TestVisibleText(t *testing.T) {
	got, err := VisibleText("<p>a &amp; <a href=\"x\">b</a><!-- c --></p>\n<pre><code>d</code></pre>")
	if err != nil || got != "a & b\nd" {
		t.Errorf("%q, %v", got, err)
	}
}

func TestHrefScheme(t *testing.T) {
	for _, tt := range []struct{ href, scheme string }{
		{"https://x.com/a:b", "https"},
		{"mailto:a@b.c", "mailto"},
		{"JavaScript:alert(1)", "javascript"},
		{" \x01javascript:alert(1)", "javascript"},
		{"java\tscr\nipt:alert(1)", "javascript"},
		{"%6Aavascript:alert(1)", "javascript"},
		{"%20javascript:alert(1)", "javascript"},
		{"data:text/html,x", "data"},
		{"/a:b", ""},
		{"a b:c", ""},
		{"\u00a0javascript:x", ""},
		{"", ""},
		{"x.com", ""},
	} {
		if got := HrefScheme(tt.href); got != tt.scheme {
			t.Errorf("HrefScheme(%q) = %q, want %q", tt.href, got, tt.scheme)
		}
		if got := Dangerous(tt.href); got != (tt.scheme == "javascript" || tt.scheme == "data") {
			t.Errorf("Dangerous(%q) = %v", tt.href, got)
		}
	}
}
