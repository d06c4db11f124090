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
// The package depends on nothing but the standard library and
// golang.org/x/net; it does not import goldmark.
package unicodelinks
