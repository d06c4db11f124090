package unicodelinks

import "github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"

// The rules the goldmark extension reads beyond the public API (see
// package internal/extapi).
func init() {
	extapi.MarkupNearHost = markupNearHost
	extapi.MarkupInLink = markupInLink
	extapi.URLHost = urlHost
	extapi.HostTextEnd = hostTextEnd
	extapi.OptionError = optionError
	extapi.BidiControlLen = bidiControlLen
	extapi.NeedsIsolation = needsIsolation
	extapi.CheckHost = func(d any, host string) (bool, bool) { return d.(*Detector).checkHostPolicy(host) }
	extapi.URLTrigger = func(d any) string { return d.(*Detector).urlTrigger() }
	extapi.MarkdownProse = func(stops bool) any {
		if stops {
			return withProseRules(markdownProse)
		}
		return withProseRules(markdownProse &^ markupStops)
	}
	extapi.EmailLocalStartMarkdown = func(text string, at int) (int, bool) {
		return emailLocalStartProse(text, at, markdownProse)
	}
	extapi.DangerousURL = dangerousURL
	extapi.AppendHref = func(d any, dst []byte, text string, kind uint8, start, end, schemeEnd int) ([]byte, uint8) {
		det := d.(*Detector)
		return appendHrefSafe(dst, Link{Start: start, End: end, Kind: Kind(kind), SchemeEnd: schemeEnd}, text, det.form, det.implied)
	}
	extapi.URLAsIs = func(d any, url string) (uint8, bool) {
		switch d.(*Detector).form {
		case PercentEncoding, CmarkGFMEscaping, AsWritten:
			return 0, false
		}
		return minimalAsIs(url)
	}
	extapi.TrustedAnchors = func(d any) any {
		c := *d.(*Detector)
		c.trustedHrefs = true
		return &c
	}
}
