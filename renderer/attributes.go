package renderer

import (
	"fmt"
	"unicode/utf8"

	"github.com/yuin/goldmark/util"
)

// validAttributeName reports whether name can be written as the name of an
// HTML attribute as it is: not empty, valid UTF-8, and without white space,
// controls, quotes, '<', '>', '/', '=' or '&' (HTML's attribute-name state
// ends at the first of them, so that "x onmouseover=alert(1) y" would
// write an event handler). Names that are not valid are never written.
func validAttributeName(name string) bool {
	if name == "" || !utf8.ValidString(name) {
		return false
	}
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c <= ' ', c == 0x7F, c == '"', c == '\'', c == '<', c == '>', c == '/', c == '=', c == '&':
			return false
		}
	}
	return true
}

// ValidateAttributes returns an error that names the first attribute whose
// name is no valid HTML attribute name (see WithAttributes), or nil.
func ValidateAttributes(attrs []Attribute) error {
	for _, a := range attrs {
		if !validAttributeName(a.Name) {
			return fmt.Errorf("attribute name %q is no valid HTML attribute name", a.Name)
		}
		if a.Name == "href" {
			return fmt.Errorf("attribute name %q: the href is made from the link (set a filter's Destination instead)", a.Name)
		}
	}
	return nil
}

// writeAttribute writes ` name="value"`, the value escaped for HTML.
func writeAttribute(w util.BufWriter, name, value []byte) {
	_ = w.WriteByte(' ')
	_, _ = w.Write(name)
	_, _ = w.WriteString(`="`)
	writeEscaped(w, value)
	_ = w.WriteByte('"')
}

// attributeBytes returns an attribute value as goldmark's RenderAttributes
// writes it: []byte and string as they are, other values formatted.
func attributeBytes(v any) []byte {
	switch v := v.(type) {
	case []byte:
		return v
	case string:
		return util.StringToReadOnlyBytes(v)
	case nil:
		return nil
	}
	return fmt.Append(nil, v)
}
