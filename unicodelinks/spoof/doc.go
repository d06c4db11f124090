// Package spoof tells whether a host name looks like another, so that a
// program can decide how to show it: as written, or as its A-labels
// (ToASCII), as browsers' address bars do with a host they do not trust.
//
// Check applies the rules of browsers (Chromium's IDN spoof checker, see
// docs/spoofing.md) on the mechanisms of Unicode Technical Standard #39,
// "Unicode Security Mechanisms", which the package also exports:
// Identifier_Status (IsRestricted), the skeleton of confusable strings
// (Skeleton), restriction levels (RestrictionLevel) and the skeletons by
// which a domain is compared with well-known ones (LookalikeSkeletons). A
// TopDomains adds a site's own domains to the built-in well-known ones,
// Chromium's list of top domains.
//
// The link detector of package unicodelinks applies it to the hosts of the
// links it finds (unicodelinks.WithSpoofCheck); the package depends on
// neither it nor goldmark. Its tables are generated from the Unicode 18.0
// data (UnicodeVersion) and Chromium's (see unicodelinks/generate.go).
package spoof
