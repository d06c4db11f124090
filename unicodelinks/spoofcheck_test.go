package unicodelinks

import (
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// spoofHosts is the host table of issue 16: real IDN sites in many scripts
// that must link, and spoofs that must not. why says what the host is
// (for a spoof, which rule should catch it; the test does not require that
// rule, only the verdict).
var spoofHosts = []struct {
	host  string
	spoof bool
	why   string
}{
	// Real sites and ordinary names: they must link.
	{"яндекс.рф", false, "Cyrillic under a Cyrillic TLD"},
	{"президент.рф", false, "Cyrillic"},
	{"москва.рф", false, "Cyrillic"},
	{"госуслуги.рф", false, "Cyrillic"},
	{"правительство.рф", false, "Cyrillic"},
	{"почта.рф", false, "Cyrillic"},
	{"сбербанк.рф", false, "Cyrillic"},
	{"яндекс.ru", false, "Cyrillic under .ru, not confusable"},
	{"кремль.рф", false, "Cyrillic"},
	{"україна.укр", false, "Ukrainian"},
	{"мон.бг", false, "Bulgarian"},
	{"пример.срб", false, "Serbian"},
	{"асе.рф", false, "whole-script confusable, but the TLD is Cyrillic"},
	{"курс.рф", false, "Cyrillic look-alikes under a Cyrillic TLD"},
	{"музей.com", false, "Russian word under .com, not confusable"},
	{"ελλάδα.ελ", false, "Greek"},
	{"παράδειγμα.δοκιμή", false, "Greek"},
	{"ουρανός.gr", false, "Greek"},
	{"ευρώπη.eu", false, "Greek under .eu"},
	{"ιοτα.gr", false, "Greek look-alikes under .gr"},
	{"مصر.مصر", false, "Arabic"},
	{"وزارة-الاتصالات.مصر", false, "Arabic with a hyphen"},
	{"السعودية.السعودية", false, "Arabic"},
	{"شبكة.com", false, "Arabic under .com"},
	{"ایران.ایران", false, "Persian"},
	{"پاکستان.pk", false, "Urdu"},
	{"ישראל.co.il", false, "Hebrew"},
	{"דוגמה.com", false, "Hebrew under .com"},
	{"סוס.co.il", false, "Hebrew look-alikes under .il"},
	{"भारत.भारत", false, "Devanagari"},
	{"उदाहरण.परीक्षा", false, "Devanagari"},
	{"सरकार.in", false, "Devanagari under .in"},
	{"বাংলা.বাংলা", false, "Bengali"},
	{"ભારત.ભારત", false, "Gujarati"},
	{"ਭਾਰਤ.ਭਾਰਤ", false, "Gurmukhi"},
	{"இந்தியா.இந்தியா", false, "Tamil"},
	{"భారత్.భారత్", false, "Telugu"},
	{"ಭಾರತ.ಭಾರತ", false, "Kannada"},
	{"ഭാരതം.ഭാരതം", false, "Malayalam"},
	{"ଭାରତ.ଭାରତ", false, "Oriya"},
	{"ලංකා.ලංකා", false, "Sinhala"},
	{"ไทย.ไทย", false, "Thai"},
	{"ตัวอย่าง.ไทย", false, "Thai"},
	{"สวัสดี.com", false, "Thai under .com"},
	{"ລາວ.la", false, "Lao"},
	{"កម្ពុជា.kh", false, "Khmer"},
	{"ኢትዮጵያ.et", false, "Ethiopic"},
	{"հայաստան.հայ", false, "Armenian"},
	{"საქართველო.გე", false, "Georgian"},
	{"中国.中国", false, "Chinese"},
	{"例子.测试", false, "Chinese"},
	{"政府.cn", false, "Chinese under .cn"},
	{"谷歌.com", false, "Chinese under .com"},
	{"中文网.com", false, "Chinese"},
	{"日本語.jp", false, "Japanese"},
	{"ドメイン名例.jp", false, "Japanese, ー after katakana"},
	{"こんにちは.com", false, "Hiragana"},
	{"お名前.com", false, "Hiragana and Han"},
	{"ソニー.jp", false, "Katakana with ー"},
	{"abc中文.com", false, "ASCII Latin with Han"},
	{"日本jp.com", false, "Han with ASCII Latin"},
	{"한국.한국", false, "Korean"},
	{"도메인.kr", false, "Korean"},
	{"삼성.com", false, "Korean under .com"},
	{"münchen.de", false, "German"},
	{"bücher.de", false, "German"},
	{"köln.de", false, "German"},
	{"straße.de", false, "German sharp s"},
	{"éducation.fr", false, "French"},
	{"café.fr", false, "French"},
	{"français.com", false, "French under .com"},
	{"españa.es", false, "Spanish"},
	{"ñandú.com", false, "Spanish"},
	{"zürich.ch", false, "Swiss German"},
	{"łódź.pl", false, "Polish"},
	{"čeština.cz", false, "Czech"},
	{"árvíztűrő.hu", false, "Hungarian"},
	{"ærø.dk", false, "Danish"},
	{"føroyar.fo", false, "Faroese"},
	{"þjóð.is", false, "Icelandic thorn under .is"},
	{"ísland.is", false, "Icelandic"},
	{"kırmızı.com.tr", false, "Turkish dotless i under .tr"},
	{"ələt.az", false, "Azerbaijani schwa under .az"},
	{"col·legi.cat", false, "Catalan ela geminada under .cat"},
	{"việtnam.vn", false, "Vietnamese"},
	{"sub.münchen.de", false, "a subdomain"},
	{"example.com", false, "ASCII"},
	{"xn--80a1acny.xn--p1ai", false, "A-labels are shown as ASCII"},
	{"ЯНДЕКС.РФ", false, "upper case, mapped by IDNA"},
	{"ιοτα.GR", false, "an upper-case country code"},

	// Mixed scripts (Minimally Restrictive).
	{"раураl.com", true, "Cyrillic р а у р а with Latin l"},
	{"gооgle.com", true, "Cyrillic о in Latin"},
	{"еxample.com", true, "Cyrillic е"},
	{"аmazon.com", true, "Cyrillic а"},
	{"microsоft.com", true, "Cyrillic о"},
	{"fаcebook.com", true, "Cyrillic а"},
	{"tԝitter.com", true, "Cyrillic ԝ"},
	{"αpple.com", true, "Greek α"},
	{"раураl.рф", true, "mixed scripts whatever the TLD"},
	{"яндексcom.рф", true, "Cyrillic with Latin"},
	{"www.gооgle.com", true, "in a subdomain"},
	// Whole-script confusables with Latin.
	{"асе.com", true, "all-Cyrillic, skeleton ace"},
	{"ѕсоре.com", true, "all-Cyrillic, skeleton scope"},
	{"аррӏе.com", true, "Cyrillic with palochka"},
	{"раура.com", true, "all-Cyrillic"},
	{"асе.ru", false, "whole-script confusable, allowed under .ru as in Chromium"},
	{"курс.com", true, "Cyrillic к у р с look Latin"},
	{"мт.com", true, "Cyrillic м т look Latin"},
	{"ιοτα.com", true, "Greek letters that look Latin"},
	{"ոսօ.com", true, "Armenian letters that look Latin"},
	{"סוס.com", true, "Hebrew letters that look Latin"},
	{"แบบ.com", true, "Thai letters that look Latin"},
	{"ყოხ.com", true, "Georgian letters that look Latin"},
	{"ሀሰ.com", true, "Ethiopic letters that look Latin"},
	{"ıstanbul.com", true, "Latin dotless i: skeleton istanbul"},
	{"kırmızı.com", true, "Latin dotless i outside .tr and .az"},
	// Restricted characters.
	{"exa\u0261mple.com", true, "U+0261 LATIN SMALL LETTER SCRIPT G"},
	{"ᏣᎳᎩ.com", true, "Cherokee"},
	{"ㄅㄆ.tw", true, "Bopomofo (Limited_Use in 17.0 and 18.0)"},
	{"pay\u200dpal.com", true, "ZWJ"},
	{"a\u2010b.com", true, "U+2010 HYPHEN (Allowed, blocked by browsers)"},
	{"don\u2019t.com", true, "U+2019 (Allowed, blocked by browsers)"},
	{"a\u30a0b.jp", true, "U+30A0 (Allowed, blocked by browsers)"},
	{"\u0138ing.com", true, "Latin kra"},
	{"\u02bbokina.com", true, "U+02BB (Allowed, blocked by browsers)"},
	{"\u1e03ank.com", true, "Latin Extended Additional (blocked by browsers)"},
	// Digits.
	{"7৪9.com", true, "ASCII and Bengali digits"},
	{"٣۳.com", true, "two Arabic numbering systems"},
	{"२२.com", true, "Devanagari two looks like 2"},
	{"৪৪.com", true, "Bengali four looks like 8"},
	{"1২3.com", true, "digit look-alike with ASCII digits"},
	// Kana and CJK context.
	{"aーb.com", true, "ー after Latin"},
	{"ーabc.jp", true, "ー at the start"},
	{"a・b.jp", true, "・ next to Latin"},
	{"aノb.com", true, "ノ looks like a slash (skeleton a/b)"},
	{"中aノb.com", true, "ノ looks like a slash between Latin letters"},
	{"a一b.com", true, "一 looks like a hyphen"},
	{"一abc.com", true, "一 before Latin"},
	{"aヽ.jp", true, "ヽ not after katakana"},
	{"ヘへヘ.jp", true, "hiragana he among katakana"},
	// Combining marks.
	{"中\u0301.com", true, "a Latin mark on Han"},
	{"\u0131\u0301stanbul.com", true, "a mark on dotless i"},
	{"gi\u0307t.com", true, "dot above on i"},
	{"a\u0301\u0301.com", true, "the same mark twice (in NFD)"},
	{"e\u0301\u0301\u0301\u0301\u0301x.com", true, "the same mark five times"},
	{"a\u0300\u0301\u0302\u0303\u0304.com", true, "five different marks"},
	{"ب\u0301.com", true, "a Latin mark on Arabic"},
	// TLD-specific characters.
	{"þing.com", true, "thorn outside .is"},
	{"ðoor.com", true, "eth outside .is"},
	{"ələt.com", true, "schwa outside .az"},
	{"a·b.com", true, "middle dot outside .cat"},
	{"col·legi.com", true, "middle dot outside .cat"},
	{"a·b.cat", true, "middle dot not between l and l"},
	// Latin beyond ASCII with another script.
	{"é中国.com", true, "non-ASCII Latin with Han"},
	{"ñアイ.jp", true, "non-ASCII Latin with katakana"},
}

// TestSpoofHosts checks SpoofCheck on the host table: every real site
// links, every spoof is caught.
func TestSpoofHosts(t *testing.T) {
	real, spoofs := 0, 0
	for _, c := range spoofHosts {
		if c.spoof {
			spoofs++
		} else {
			real++
		}
		got, reason := SpoofCheck(c.host)
		if got != c.spoof {
			t.Errorf("SpoofCheck(%q) = %v (%s), want %v: %s", c.host, got, reason, c.spoof, c.why)
		}
		if got == (reason == "") {
			t.Errorf("SpoofCheck(%q) = %v with reason %q", c.host, got, reason)
		}
	}
	t.Logf("%d hosts: %d real sites, %d spoofs", len(spoofHosts), real, spoofs)
	if len(spoofHosts) < 100 {
		t.Errorf("only %d hosts", len(spoofHosts))
	}
}

// TestSpoofHostsDetect runs the host table through detection: where the
// default Detector finds the host, SpoofRefuse keeps the real sites and
// drops the spoofs, SpoofMark flags the spoofs only.
func TestSpoofHostsDetect(t *testing.T) {
	refuse, mark := New(WithSpoofCheck(SpoofRefuse)), New(WithSpoofCheck(SpoofMark))
	detected := 0
	for _, c := range spoofHosts {
		text := "see " + c.host + " now"
		want := "[" + c.host + "]"
		if got := fmt.Sprint(linkTexts(New(), text)); got != want {
			continue // not a link at all (a TLD that is not ICANN's, an invalid label)
		}
		detected++
		got := fmt.Sprint(linkTexts(refuse, text))
		if c.spoof && got != "[]" || !c.spoof && got != want {
			t.Errorf("SpoofRefuse: %q gives %s (%s)", text, got, c.why)
		}
		ls := mark.Detect(text)
		if len(ls) != 1 || ls[0].Spoof != c.spoof {
			t.Errorf("SpoofMark: %q gives %+v (%s)", text, ls, c.why)
		}
	}
	t.Logf("%d of %d hosts detected by the default Detector", detected, len(spoofHosts))
	if detected < 100 {
		t.Errorf("only %d hosts detected", detected)
	}
}

func linkTexts(d *Detector, text string) []string {
	out := []string{}
	for _, l := range d.Detect(text) {
		out = append(out, text[l.Start:l.End])
	}
	return out
}

// TestSpoofPolicyDetect checks the policies in detection: off by default,
// a refused host is not linked (its text stays), a marked one is flagged.
func TestSpoofPolicyDetect(t *testing.T) {
	const text = "Log in at https://раураl.com/login or gооgle.com, mail me@асе.com, visit яндекс.рф and https://example.com."
	links := func(d *Detector) (out []string, flagged []string) {
		for _, l := range d.Detect(text) {
			out = append(out, text[l.Start:l.End])
			if l.Spoof {
				flagged = append(flagged, text[l.HostStart:l.HostEnd])
			}
		}
		return out, flagged
	}
	all := []string{"https://раураl.com/login", "gооgle.com", "me@асе.com", "яндекс.рф", "https://example.com"}
	for _, c := range []struct {
		name          string
		d             *Detector
		want, flagged []string
	}{
		{"default", New(), all, nil},
		{"SpoofOff", New(WithSpoofCheck(SpoofOff)), all, nil},
		{"SpoofRefuse", New(WithSpoofCheck(SpoofRefuse)), []string{"яндекс.рф", "https://example.com"}, nil},
		{"SpoofMark", New(WithSpoofCheck(SpoofMark)), all, []string{"раураl.com", "gооgle.com", "асе.com"}},
	} {
		got, flagged := links(c.d)
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: links %q, want %q", c.name, got, c.want)
		}
		if strings.Join(flagged, " ") != strings.Join(c.flagged, " ") {
			t.Errorf("%s: flagged %q, want %q", c.name, flagged, c.flagged)
		}
	}
}

// TestSpoofPolicyString names the policies.
func TestSpoofPolicyString(t *testing.T) {
	for p, want := range map[SpoofPolicy]string{SpoofOff: "SpoofOff", SpoofRefuse: "SpoofRefuse", SpoofMark: "SpoofMark", 7: "SpoofPolicy(7)"} {
		if got := p.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", p, got, want)
		}
	}
}

// TestToASCII checks the A-label form used for the title of a marked link.
func TestToASCII(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"раураl.com", "xn--l-7sba6dbr.com"},
		{"яндекс.рф", "xn--d1acpjx3f.xn--p1ai"},
		{"example.com", "example.com"},
		{"Example.COM", "example.com"},
		{"münchen.de", "xn--mnchen-3ya.de"},
	} {
		got, err := ToASCII(c.in)
		if err != nil || got != c.want {
			t.Errorf("ToASCII(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := ToASCII("a b.com"); err == nil {
		t.Error("ToASCII(\"a b.com\"): no error")
	}
}

// TestSpoofCheckBadInput: no panic, a verdict of suspicious.
func TestSpoofCheckBadInput(t *testing.T) {
	for _, h := range []string{"", ".", "\xff.com", "a\x00b.com", "..", "é..com", strings.Repeat("é", 10000) + ".com"} {
		SpoofCheck(h)
	}
	if s, _ := SpoofCheck("\xff\xfe.com"); !s {
		t.Error("invalid UTF-8 is not suspicious")
	}
}

// FuzzSpoofCheck: no panic on any input, and skeletonIsASCII agrees with
// Skeleton.
func FuzzSpoofCheck(f *testing.F) {
	for _, c := range spoofHosts {
		f.Add(c.host)
	}
	f.Add("\xff\x00.рф")
	f.Fuzz(func(t *testing.T, s string) {
		SpoofCheck(s)
		RestrictionLevel(s)
		sk := Skeleton(s)
		ascii := true
		for i := 0; i < len(sk); i++ {
			ascii = ascii && sk[i] < 0x80
		}
		if got := skeletonIsASCII(s); got != ascii && utf8.ValidString(s) {
			t.Errorf("skeletonIsASCII(%+q) = %v, skeleton %+q", s, got, sk)
		}
	})
}

// TestSpoofCheckLinear: SpoofCheck reads a host once over all its labels,
// whatever separates them: four times the host takes about four times as
// long, not sixteen.
func TestSpoofCheckLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("timing")
	}
	timeIt := func(host string) time.Duration {
		best := time.Duration(1 << 62)
		for range 3 {
			start := time.Now()
			SpoofCheck(host)
			best = min(best, time.Since(start))
		}
		return best
	}
	for _, unit := range []string{"a｡", "a。", "a．", "é.", "a.é｡"} {
		small, large := strings.Repeat(unit, 20000)+"com", strings.Repeat(unit, 80000)+"com"
		if ts, tl, ok := linearTimes(small, large, timeIt, 8); !ok {
			t.Errorf("%q × n: %d bytes in %v, %d bytes in %v: not linear", unit, len(small), ts, len(large), tl)
		}
	}
}
