package parser

import (
	"slices"

	"github.com/unicodelinks/goldmark-unicodelinks/internal/extapi"
	ul "github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// The dialects' differences, in one table: what each one scans, what it
// writes by default and where the author's markup stops its links. The
// engine says what markup is, what a host is and how an href is escaped; a
// dialect says which of these it takes.

// A dialect is what a Dialect changes.
type dialect struct {
	name string
	// grammar is how the dialect finds the links of a run (see
	// Parser.scan).
	grammar grammar
	// triggers is what the document's trigger cursor finds in the source
	// (see triggers.go): the walk passes over the blocks and runs without
	// one. quickTest is how a run the cursor lets through (or every run,
	// without a cursor) is told to hold no link before it is read (see
	// linkRun).
	triggers  triggerRule
	quickTest quickTest
	// www is the scheme put in front of www links unless WWWScheme is
	// set: the engine's ImpliedScheme in the Unicode dialect, "http" in
	// the others, as cmark-gfm and md4c write.
	www string
	// hrefDefault is the href form of ul.HrefDefault, hrefMinimal that
	// of ul.MinimalEscaping: the GFM and MD4C dialects end links by other
	// rules than UTS #58's, under which section 4.1 would change the
	// link, so their "minimal" href is the link's text.
	hrefDefault, hrefMinimal ul.HrefForm
	// markupStops reports whether src, from the start of a link to the
	// end of its host, or around that span, holds the author's markup
	// that stops the link (see extapi.MarkupNearHost); with domainOnly, in
	// an address and in a link of a scheme without "//", only markup in
	// the domain counts.
	markupStops func(src string, start, hostEnd int) bool
	domainOnly  bool
	// completed tells that the scan's links come complete from the
	// engine's detection: their host is the one a browser resolves
	// (extapi.URLHost) and the spoof policy is applied. The sink completes the
	// other dialects' links (extapi.URLHost, extapi.CheckHost).
	completed bool
	// noAuthority are the schemes that the dialect can never link, as it
	// links a scheme only before "://".
	noAuthority []string
	// emphasisOutsideURLs tells that emphasis glued to a word with a
	// link's trigger bounds the link, rather than being the URL's own
	// characters (see walk.groupAfter): md4c 0.5.3 links nothing of
	// "…/pkg/__init__.py" and "…/path*with*stars", where cmark-gfm and
	// Linkify link the whole URL.
	emphasisOutsideURLs bool
}

// A grammar is how a dialect finds the links of a run.
type grammar uint8

const (
	// engineGrammar: the engine's detection (unicode.go).
	engineGrammar grammar = iota
	// cmarkGFMGrammar: cmark-gfm's autolink extension (gfm.go, gfmrun.go).
	cmarkGFMGrammar
	// md4cGrammar: md4c's permissive autolinks (md4c.go).
	md4cGrammar
)

// scan gives the links of the run r to k, by the dialect's grammar, and
// returns the number of brackets left open in the paragraph after the
// run, given depth before it (only cmark-gfm counts them). It calls the
// grammar directly, not through a function value, so that r and k stay on
// the stack.
func (p *Parser) scan(r *run, k *sink, depth int) int {
	k.work += len(r.text)
	switch p.d.grammar {
	case cmarkGFMGrammar:
		return p.gfmRun(r, k, depth)
	case md4cGrammar:
		p.md4cRun(r, k)
	default:
		p.unicodeRun(r, k)
	}
	return depth
}

// A triggerRule is what every link of a dialect holds in the source, so
// that the document's trigger cursor finds it there. The dialects differ
// in this alone:
//
//   - the Unicode dialect links a URL at "://" (':' when a scheme without
//     an authority is enabled: ul.Detector.URLTrigger), an address at '@'
//     and a scheme-less domain at "www.", and markup in any of these stops
//     the link (MarkupNearHost);
//   - MD4C links a URL only at "://" (md4c reads no scheme without "//"),
//     an address at '@', and a www link at "www."; markup from a link's
//     start to its host's end stops it (MarkupNearHost);
//   - GFM finds the same three, "://" for URLs (cmark-gfm's url_match;
//     "mailto:" and "xmpp:" links are found at their '@'), but markup
//     stops an address only in its domain (cmark-gfm reads addresses in
//     the reader's text): its '@' may be written "&#64;" or "&commat;",
//     so a '&' before '#' or 'c' is a trigger too. cmark-gfm also makes
//     no URL or www link inside a bracket left open by an earlier run of
//     the paragraph: a run without a trigger but with a bracket is still
//     read, for the bracket depth (linkBytesOrBrackets).
//
// A link whose trigger is written with markup in the source is stopped by
// it in each dialect (but GFM's addresses, hence its '&'), so the
// source's triggers are the reader's (TestTriggersSameLinks compares each
// dialect with and without the cursor). Without a cursor (noTriggers)
// every block and run goes to the quick test.
type triggerRule uint8

const (
	noTriggers triggerRule = iota
	// engineTriggers: "://" (or ':'), '@', "www.".
	engineTriggers
	// authorityTriggers: "://", '@', "www.".
	authorityTriggers
	// authorityOrRefTriggers: "://", '@' or "&#" or "&c", "www.".
	authorityOrRefTriggers
)

// A quickTest is how a run is told to hold no link from its bytes.
type quickTest uint8

const (
	// linkBytes: no ':' (URL), '.' (www) or '@' (e-mail) of the enabled
	// kinds.
	linkBytes quickTest = iota
	// linkTriggers: none but the trigger cursor's: no "://" (URL), '@'
	// (e-mail) or "www." of the enabled kinds in the source, the triggers
	// of the engine under WithSchemelessWWWOnly (triggers.go): most runs
	// of prose have a full stop but none of them.
	linkTriggers
	// linkBytesOrBrackets: linkBytes, but a run with a bracket is read
	// too, which opens or closes one for the runs after it.
	linkBytesOrBrackets
)

// dialects holds the rules of each Dialect. The Unicode and MD4C dialects
// stop a link on markup in it up to its host's end, right before it and
// right after its host, as md4c and github.com do (MarkupNearHost); the
// MD4C dialect also checks md4c's boundaries in the source (an escape or
// a reference right after a link, a reference right before it: see
// md4cMarkupAfter). The
// GFM dialect stops it where cmark-gfm leaves it unlinked too: on markup
// in a URL's scheme, userinfo or host or in "www." (cmark-gfm reads these
// links in the source), and in an address's domain only (cmark-gfm reads
// addresses in the reader's text, where it sees no markup); markup before
// a link or after its host stops nothing there ("\http://…",
// "foo\@example.com", "http://example.com\/a").
var dialects = [...]dialect{
	Unicode: {name: "Unicode", grammar: engineGrammar, triggers: engineTriggers, quickTest: linkTriggers, www: ul.ImpliedScheme,
		hrefDefault: ul.MinimalEscaping, hrefMinimal: ul.MinimalEscaping, markupStops: extapi.MarkupNearHost, completed: true},
	GFM: {name: "GFM", grammar: cmarkGFMGrammar, triggers: authorityOrRefTriggers, quickTest: linkBytesOrBrackets, www: "http",
		hrefDefault: ul.CmarkGFMEscaping, hrefMinimal: ul.AsWritten, markupStops: extapi.MarkupInLink, domainOnly: true,
		noAuthority: []string{"tel", "magnet"}},
	MD4C: {name: "MD4C", grammar: md4cGrammar, triggers: authorityTriggers, quickTest: linkBytes, www: "http",
		hrefDefault: ul.AsWritten, hrefMinimal: ul.AsWritten, markupStops: extapi.MarkupNearHost,
		noAuthority: []string{"tel", "magnet", "mailto", "xmpp"}, emphasisOutsideURLs: true},
}

// neverLinks reports whether the dialect can never link the scheme name.
func (d *dialect) neverLinks(name string) bool { return slices.Contains(d.noAuthority, name) }

// hrefForm returns the form in which the dialect writes hrefs of the
// configured form f.
func (d *dialect) hrefForm(f ul.HrefForm) ul.HrefForm {
	switch f {
	case ul.HrefDefault:
		return d.hrefDefault
	case ul.MinimalEscaping:
		return d.hrefMinimal
	}
	return f
}

// markupStopsLink reports whether markup in src stops the link that starts
// at start and whose host (or domain) is src[hostStart:hostEnd]; authority
// tells a URL or www link from an address or a link of a scheme without
// "//".
func (d *dialect) markupStopsLink(src string, start, hostStart, hostEnd int, authority bool) bool {
	if d.domainOnly && !authority && hostStart >= start {
		start = hostStart
	}
	return d.markupStops(src, start, hostEnd)
}
