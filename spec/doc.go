// Package spec holds the table tests of the extension against the published
// examples: GFM's "Autolinks (extension)" 599–610, md4c's permissive
// autolinks, goldmark's CommonMark examples, and multilingual cases written
// for this library, in each dialect. It has no API; nothing imports it.
package spec
