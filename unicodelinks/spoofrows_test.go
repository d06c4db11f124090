package unicodelinks

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// spoofRows are the hosts of issue 32 in text, each beside a link that the
// check keeps, with what the engine's entry points link under SpoofRefuse.
// The verdicts are browsers' (Chromium's address bar, and Firefox's and
// WebKit's where they agree with it) and UTS #58's for userinfo.
var spoofRows = []struct {
	name, text string
	want       []string // the links of Detect, NewProse and AppendHTML
}{
	// Row 1 and 2: userinfo. The engine refuses a URL with userinfo
	// outright (see Detect); no part of it is a link.
	{"userinfo look-alike", "https://user:pass@раураl.com/login or https://example.org/", []string{"https://example.org/"}},
	{"userinfo fraction slash", "https://x:y@accounts.google.com⁄signin⁄v2.evil.com or https://example.org/", []string{"https://example.org/"}},
	{"userinfo subdomain of a look-alike", "https://user@www.amazön.co.uk/ or https://example.org/", []string{"https://example.org/"}},
	{"userinfo real host", "https://user@bücher.de/ or https://bücher.de/", []string{"https://bücher.de/"}},
	// Row 3: Greek capitals that read as Latin.
	{"Greek capitals URL", "https://ΑΜΑΖΟΝ.com/login or https://example.org/", []string{"https://example.org/"}},
	{"Greek capitals domain", "ΟΡΕΝΑΙ.com or example.org", []string{"example.org"}},
	{"Greek capitals address", "support@ΑΜΑΖΟΝ.com or help@example.org", []string{"help@example.org"}},
	{"Greek capitals www", "www.ΕΒΑΥ.com or www.example.org", []string{"www.example.org"}},
	// Row 4: compatibility characters that IDNA maps to ASCII.
	{"long s", "microsoſt.com or ſacebook.com or example.org", []string{"example.org"}},
	{"mathematical digit", "goog𝟏e.com or example.org", []string{"example.org"}},
	{"capital I look-alikes", "goog𝙄e.com googⅠe.com googＩe.com or example.org", []string{"example.org"}},
	// Row 5: Chromium's current extra look-alikes.
	{"l with stroke as t", "nełflix.com łwitter.com microsofł.com or example.org", []string{"example.org"}},
	// Row 6: U+4E00 beside a digit in a label of two scripts.
	{"CJK one beside a digit", "d12一.cn or example.cn", []string{"example.cn"}},
	// Row 7: an A-label in an all-ASCII text.
	{"A-label", "https://xn--googl-fsa.com or https://xn--bcher-kva.de", []string{"https://xn--bcher-kva.de"}},
	// The other way: Latin with Bengali digits or Armenian capitals, which
	// two of the three browsers show in Punycode.
	{"Bengali digit", "super৪.com ৫ab.com or example.org", []string{"example.org"}},
	{"Armenian capitals", "gotՑԵՃ.com ՑԵՃfans.net ՑԵorյՃ.biz or example.org", []string{"example.org"}},
	// Issue 40, row 4: a mathematical or letterlike capital I beside a
	// letter with a diacritic.
	{"capital I beside a diacritic", "https://goog𝖨é.com/ https://pàypa𝐈.com/signin support@goog𝖨é.com or example.org", []string{"example.org"}},
	// What the reader sees is where the browser goes.
	{"reads as it goes", "super𝟖.com ＥＸＡＭＰＬＥ.com ＧＩＴＨＵＢ.com", []string{"super𝟖.com", "ＥＸＡＭＰＬＥ.com", "ＧＩＴＨＵＢ.com"}},
}

// TestSpoofRows: each row through Detect and NewProse with SpoofRefuse,
// and through AppendHTML, whose anchors are the links and nothing else.
func TestSpoofRows(t *testing.T) {
	detectors := map[string]*Detector{
		"New":      New(WithSpoofCheck(SpoofRefuse)),
		"NewProse": NewProse(WithSpoofCheck(SpoofRefuse)),
	}
	for _, c := range spoofRows {
		for name, d := range detectors {
			t.Run(c.name+"/"+name, func(t *testing.T) {
				var got []string
				for _, l := range d.Detect(c.text) {
					got = append(got, c.text[l.Start:l.End])
				}
				assert.Equal(t, c.want, got)
				html := string(d.AppendHTML(nil, c.text))
				assert.Equal(t, len(c.want), strings.Count(html, "<a "), html)
				for _, w := range c.want {
					assert.Contains(t, html, ">"+w+"</a>")
				}
			})
		}
	}
}
