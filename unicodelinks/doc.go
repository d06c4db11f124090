// Package unicodelinks implements Unicode Technical Standard #58, "Unicode
// Link Detection and Formatting: URLs and Email Addresses" (Unicode 18.0),
// for plain text.
//
// It answers three questions: where does a link in running text end
// (TerminateURL, with the Link_Term and Link_Bracket properties), where does
// the local part of an e-mail address start (EmailLocalStart, with the
// Link_Email property), and how little of a URL must be percent-escaped so
// that it stays readable and is still detected whole (Format).
//
// The check of hosts that look like others (UTS #39) is package
// unicodelinks/spoof, which a Detector applies (WithSpoofCheck).
//
// The package depends on the standard library, golang.org/x/net and
// golang.org/x/text, on package spoof and on internal packages of this
// module that import nothing else (internal/commonmark reads character
// references as the Markdown parser does); it does not import goldmark.
package unicodelinks
