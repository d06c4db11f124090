package unicodelinks_test

import (
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks"
)

// Schemes without an authority are opt-in: each is read by its own grammar
// after the ':'.
func ExampleWithSchemes() {
	d := unicodelinks.New(unicodelinks.WithSchemes("https", "mailto", "xmpp", "tel", "magnet"))
	text := "Call tel:+1-555-0100, chat xmpp:romeo@example.net/orchard, " +
		"mail mailto:jane@example.com?subject=Hi, get magnet:?xt=urn:btih:c12fe1&dn=a.iso. " +
		"Not javascript:alert(1) nor sms:5550100."
	for l := range d.All(text) {
		fmt.Printf("%-38s host %q\n", l.Href(text), text[l.HostStart:l.HostEnd])
	}
	// Output:
	// tel:+1-555-0100                        host ""
	// xmpp:romeo@example.net/orchard         host "example.net"
	// mailto:jane@example.com?subject=Hi     host "example.com"
	// magnet:?xt=urn:btih:c12fe1&dn=a.iso    host ""
}

// The default schemes, with one more: a Detector for a chat that links
// WebSocket URLs as well.
func ExampleDefaultSchemes() {
	fmt.Println(unicodelinks.DefaultSchemes())
	d := unicodelinks.New(unicodelinks.WithSchemes(append(unicodelinks.DefaultSchemes(), "wss")...))
	text := "Docs at https://example.com/ws, stream at wss://example.com/live."
	for l := range d.All(text) {
		fmt.Println(text[l.Start:l.End])
	}
	// Output:
	// [http https ftp]
	// https://example.com/ws
	// wss://example.com/live
}
