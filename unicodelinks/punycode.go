package unicodelinks

import (
	"unicode/utf8"
)

// Punycode parameters (RFC 3492 section 5).
const (
	pcBase        = 36
	pcTMin        = 1
	pcTMax        = 26
	pcSkew        = 38
	pcDamp        = 700
	pcInitialBias = 72
	pcInitialN    = 128
)

// punycodeALabel writes "xn--" and the Punycode of label, a U-label, to buf. ok is
// false when the result would not fit a DNS label.
func punycodeALabel(buf *[maxLabelLen]byte, label string) (n int, ok bool) {
	var runes [maxLabelLen - 4]rune
	count, basic := 0, 0
	for _, r := range label {
		if count == len(runes) {
			return 0, false
		}
		runes[count] = r
		count++
	}
	copy(buf[:], "xn--")
	n = 4
	for _, r := range runes[:count] {
		if r < utf8.RuneSelf {
			buf[n] = byte(r)
			n++
			basic++
		}
	}
	if basic > 0 {
		buf[n] = '-'
		n++
	}
	put := func(d int32) bool {
		if n == len(buf) {
			return false
		}
		if d < 26 {
			buf[n] = byte('a' + d)
		} else {
			buf[n] = byte('0' + d - 26)
		}
		n++
		return true
	}
	next, delta, bias := rune(pcInitialN), int32(0), int32(pcInitialBias)
	for h := basic; h < count; {
		m := rune(utf8.MaxRune + 1)
		for _, r := range runes[:count] {
			if r >= next && r < m {
				m = r
			}
		}
		delta += int32(m-next) * int32(h+1) // at most 0x10FFFF * 60: no overflow
		next = m
		for _, r := range runes[:count] {
			if r < next {
				delta++
			}
			if r != next {
				continue
			}
			q := delta
			for k := int32(pcBase); ; k += pcBase {
				t := k - bias
				if t < pcTMin {
					t = pcTMin
				} else if t > pcTMax {
					t = pcTMax
				}
				if q < t {
					break
				}
				if !put(t + (q-t)%(pcBase-t)) {
					return 0, false
				}
				q = (q - t) / (pcBase - t)
			}
			if !put(q) {
				return 0, false
			}
			bias = adapt(delta, int32(h+1), h == basic)
			delta = 0
			h++
		}
		delta++
		next++
	}
	return n, true
}

// adapt is the bias adaptation function of RFC 3492 section 6.1.
func adapt(delta, points int32, first bool) int32 {
	if first {
		delta /= pcDamp
	} else {
		delta /= 2
	}
	delta += delta / points
	k := int32(0)
	for delta > ((pcBase-pcTMin)*pcTMax)/2 {
		delta /= pcBase - pcTMin
		k += pcBase
	}
	return k + (pcBase-pcTMin+1)*delta/(delta+pcSkew)
}
