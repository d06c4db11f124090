package renderer

// appendTail appends the part of a URL after its host (port, path, query,
// fragment) to dst, minimally escaped.
func appendTail(dst, tail []byte) []byte {
	// Until the engine's AppendEscaped is available: escape only the
	// ignorables and what cannot stand in an href.
	for _, c := range tail {
		if c <= ' ' || c == 0x7F {
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
			continue
		}
		dst = append(dst, c)
	}
	return appendIgnorablesEscaped(dst[:0:0], dst)
}
