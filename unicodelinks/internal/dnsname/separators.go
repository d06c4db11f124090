package dnsname

// The label separators: '.' and the full stops that UTS #46 maps to it.

// The non-ASCII label separators.
const (
	IdeographicFullStop          = "\u3002"
	FullwidthFullStop            = "\uFF0E"
	HalfwidthIdeographicFullStop = "\uFF61"
)

// WideStops are the non-ASCII label separators.
var WideStops = [3]string{IdeographicFullStop, FullwidthFullStop, HalfwidthIdeographicFullStop}

// SeparatorLen returns the length of the label separator at text[i]: 1 for
// '.', 3 for a wide full stop (WideStops), 0 when there is none.
func SeparatorLen(text string, i int) int {
	switch text[i] {
	case '.':
		return 1
	case 0xE3:
		if len(text)-i >= 3 && text[i+1] == 0x80 && text[i+2] == 0x82 {
			return 3
		}
	case 0xEF:
		if len(text)-i >= 3 && (text[i+1] == 0xBC && text[i+2] == 0x8E || text[i+1] == 0xBD && text[i+2] == 0xA1) {
			return 3
		}
	}
	return 0
}

// IsSeparator reports whether r is a label separator.
func IsSeparator(r rune) bool {
	return r == '.' || r == 0x3002 || r == 0xFF0E || r == 0xFF61
}

// LastLabel returns the last label of host, without a trailing
// separator. It reads host back from its end to the separator before that
// label.
func LastLabel(host string) string {
	end := LastLabelEnd(host)
	for k := end; k > 0; k-- {
		if host[k-1] == '.' || k >= 3 && SeparatorLen(host, k-3) == 3 {
			return host[k:end]
		}
	}
	return host[:end]
}

// LastLabelEnd returns where the last label of host ends: before a
// trailing separator.
func LastLabelEnd(host string) int {
	end := len(host)
	switch {
	case end > 0 && host[end-1] == '.':
		return end - 1
	case end >= 3 && SeparatorLen(host, end-3) == 3:
		return end - 3
	}
	return end
}
