//go:build js && wasm

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/unicodelinks/goldmark-unicodelinks/cmd/playground/internal/playground"
)

// main gives the page the functions of package playground, as
// globalThis.unicodelinksPlayground, and then waits for its calls. Each
// function takes and returns JSON strings, so that the page's types are
// those of package playground.
func main() {
	js.Global().Set("unicodelinksPlayground", js.ValueOf(map[string]any{
		"render":  js.FuncOf(render),
		"decode":  js.FuncOf(decode),
		"samples": js.FuncOf(samples),
	}))
	select {}
}

// render(requestJSON) returns the JSON of playground.Render's Result.
func render(_ js.Value, args []js.Value) any {
	var r playground.Request
	if len(args) == 0 {
		return marshal(playground.Result{Error: "render: no request"})
	}
	if err := json.Unmarshal([]byte(args[0].String()), &r); err != nil {
		return marshal(playground.Result{Error: "render: " + err.Error()})
	}
	return marshal(playground.Render(r))
}

// decode(fragment) returns the JSON of the Request a permalink holds, or
// null when it holds none.
func decode(_ js.Value, args []js.Value) any {
	if len(args) == 0 {
		return js.Null()
	}
	r, err := playground.DecodeFragment(args[0].String())
	if err != nil {
		return js.Null()
	}
	return marshal(r)
}

// samples() returns the JSON of playground.Samples.
func samples(js.Value, []js.Value) any { return marshal(playground.Samples) }

// marshal returns the JSON of v; the types of package playground always
// have one.
func marshal(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return `{"error":"the playground could not write its result as JSON"}`
	}
	return string(b)
}
