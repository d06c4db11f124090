package renderer

import (
	"fmt"

	"github.com/yuin/goldmark/util"
)

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
