package dnsname

import (
	"strings"
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

// ALabel writes "xn--" and the Punycode of label, a U-label, to buf. ok is
// false when the result would not fit a DNS label.
func ALabel(buf *[MaxLabelLen]byte, label string) (n int, ok bool) {
	return aLabel(buf, label, false)
}

// aLabel is ALabel; with lower, of label with the capitals that IDNA maps
// to one small letter mapped to it (capital).
func aLabel(buf *[MaxLabelLen]byte, label string, lower bool) (n int, ok bool) {
	var runes [MaxLabelLen - 4]rune
	count, basic := 0, 0
	for _, r := range label {
		if count == len(runes) {
			return 0, false
		}
		if lower {
			r, _ = capital(r)
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

// DecodePunycode decodes the Punycode of a label's A-label (the text after
// "xn--") into out, as in RFC 3492 section 6.2. ok is false when the input
// is no valid Punycode, decodes to a basic code point, or does not fit.
func DecodePunycode(out *[MaxLabelLen]rune, encoded string) (n int, ok bool) {
	b := strings.LastIndexByte(encoded, '-')
	if b > 0 {
		if b > len(out) {
			return 0, false
		}
		for i := 0; i < b; i++ {
			if encoded[i] >= utf8.RuneSelf {
				return 0, false
			}
			out[i] = rune(encoded[i])
		}
		n = b
		encoded = encoded[b+1:]
	} else if b == 0 {
		encoded = encoded[1:]
	}
	const limit = utf8.MaxRune * (MaxLabelLen + 1) // beyond it, no valid code point
	next, i, bias := int64(pcInitialN), int64(0), int32(pcInitialBias)
	for in := 0; in < len(encoded); {
		oldi, w := i, int64(1)
		for k := int32(pcBase); ; k += pcBase {
			if in == len(encoded) {
				return 0, false
			}
			digit := punycodeDigit(encoded[in])
			in++
			if digit < 0 {
				return 0, false
			}
			i += int64(digit) * w
			if i > limit {
				return 0, false
			}
			t := min(max(k-bias, pcTMin), pcTMax)
			if digit < t {
				break
			}
			w *= int64(pcBase - t)
			if w > limit {
				return 0, false
			}
		}
		if n == len(out) {
			return 0, false
		}
		bias = adapt(int32(i-oldi), int32(n+1), oldi == 0)
		next += i / int64(n+1)
		i %= int64(n + 1)
		if next < utf8.RuneSelf || next > utf8.MaxRune {
			return 0, false
		}
		copy(out[i+1:n+1], out[i:n])
		out[i] = rune(next)
		n++
		i++
	}
	return n, true
}

// punycodeDigit returns the value of the Punycode digit c, or -1.
func punycodeDigit(c byte) int32 {
	switch {
	case 'a' <= c && c <= 'z':
		return int32(c - 'a')
	case 'A' <= c && c <= 'Z':
		return int32(c - 'A')
	case '0' <= c && c <= '9':
		return int32(c-'0') + 26
	}
	return -1
}
