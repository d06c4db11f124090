package unicodelinks

import "testing"

func TestLinkHref(t *testing.T) {
	tests := []struct{ text, want string }{
		{"see https://example.com/α now", "https://example.com/α"},
		{"see example.com/a.b now", "https://example.com/a.b"},
		{"see www.youtube.com/@핑크퐁 now", "https://www.youtube.com/@핑크퐁"},
		{"see https://ja.wikipedia.org/wiki/%E3%82%A2 now", "https://ja.wikipedia.org/wiki/ア"},
		{"mail a.b@example.com now", "mailto:a.b@example.com"},
		{"mail mailto:a.b@example.com now", "mailto:a.b@example.com"},
		{"mail MAILTO:ab@example.com now", "mailto:ab@example.com"},
		{"mail a%b?c#d@example.com now", "mailto:a%25b%3Fc%23d@example.com"},
		{"mail アルベルト@example.com now", "mailto:アルベルト@example.com"},
	}
	for _, tt := range tests {
		links := Detect(tt.text)
		if len(links) != 1 {
			t.Errorf("%q: %d links", tt.text, len(links))
			continue
		}
		if got := links[0].Href(tt.text); got != tt.want {
			t.Errorf("%q: Href = %q, want %q", tt.text, got, tt.want)
		}
	}
}
