package browser

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"
)

// flags are the command-line flags of every headless Chromium of the tests:
// nothing is fetched but the page, and the profile is new.
func flags(dir string) []string {
	return []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + filepath.Join(dir, "profile")}
}

// A DevTools is a headless Chromium driven over the DevTools protocol on a
// pipe (--remote-debugging-pipe), for pages whose scripts go on after
// their load event (a WebAssembly module that starts): --dump-dom writes
// the page before they end, and its --virtual-time-budget lets the
// clock run on while a module compiles, so that what it dumps depends on
// the machine's load. Here the test awaits a promise of the page instead.
type DevTools struct {
	cmd    *exec.Cmd
	w      *os.File
	r      *bufio.Reader
	id     int
	events []message // events read while awaiting a reply
	timer  *time.Timer
	once   sync.Once
}

type message struct {
	ID        int             `json:"id"`
	Method    string          `json:"method"`
	SessionID string          `json:"sessionId"`
	Result    json.RawMessage `json:"result"`
	Error     *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// StartDevTools starts chromium with its profile in dir. The browser is
// killed after limit, whatever it is doing: a page that never resolves
// its promise ends the test, which no assertion times.
func StartDevTools(chromium, dir string, limit time.Duration) (*DevTools, error) {
	toBrowser, ours, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	theirs, fromBrowser, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(chromium, append(flags(dir), "--remote-debugging-pipe", "about:blank")...)
	cmd.ExtraFiles = []*os.File{toBrowser, fromBrowser} // fd 3: commands in, fd 4: messages out
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("chromium: %w", err)
	}
	toBrowser.Close()
	fromBrowser.Close()
	d := &DevTools{cmd: cmd, w: ours, r: bufio.NewReader(theirs)}
	d.timer = time.AfterFunc(limit, func() { _ = cmd.Process.Kill() })
	return d, nil
}

// Close ends the browser: asked to close, it ends its other processes,
// which would go on writing to the profile if it were killed.
func (d *DevTools) Close() {
	d.once.Do(func() {
		if _, err := d.call("", "Browser.close", map[string]any{}); err != nil {
			_ = d.cmd.Process.Kill()
		}
		_ = d.cmd.Wait()
		d.timer.Stop()
		d.w.Close()
	})
}

// call sends method with params to the target of session ("" for the
// browser) and returns its result.
func (d *DevTools) call(session, method string, params any) (json.RawMessage, error) {
	d.id++
	m := map[string]any{"id": d.id, "method": method, "params": params}
	if session != "" {
		m["sessionId"] = session
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if _, err := d.w.Write(append(b, 0)); err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	for {
		m, err := d.read()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		switch {
		case m.ID == d.id && m.Error != nil:
			return nil, fmt.Errorf("%s: %s", method, m.Error.Message)
		case m.ID == d.id:
			return m.Result, nil
		case m.Method != "":
			d.events = append(d.events, m)
		}
	}
}

func (d *DevTools) read() (message, error) {
	b, err := d.r.ReadBytes(0)
	if err != nil {
		return message{}, fmt.Errorf("the browser's pipe: %w", err)
	}
	var m message
	err = json.Unmarshal(b[:len(b)-1], &m)
	return m, err
}

// await returns when the event method of session has come.
func (d *DevTools) await(session, method string) error {
	for i, m := range d.events {
		if m.Method == method && m.SessionID == session {
			d.events = append(d.events[:i], d.events[i+1:]...)
			return nil
		}
	}
	for {
		m, err := d.read()
		if err != nil {
			return fmt.Errorf("awaiting %s: %w", method, err)
		}
		if m.Method == method && m.SessionID == session {
			return nil
		}
	}
}

// A Tab is a page that a DevTools opened.
type Tab struct {
	d               *DevTools
	target, session string
}

// Open opens url in a new tab of width × height CSS pixels and returns
// once its load event has come.
func (d *DevTools) Open(url string, width, height int) (*Tab, error) {
	var target struct {
		TargetID string `json:"targetId"`
	}
	var attached struct {
		SessionID string `json:"sessionId"`
	}
	res, err := d.call("", "Target.createTarget", map[string]any{"url": "about:blank"})
	if err == nil {
		err = json.Unmarshal(res, &target)
	}
	if err != nil {
		return nil, err
	}
	t := &Tab{d: d, target: target.TargetID}
	res, err = d.call("", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true})
	if err == nil {
		err = json.Unmarshal(res, &attached)
	}
	if err != nil {
		t.Close()
		return nil, err
	}
	t.session = attached.SessionID
	if err := t.open(url, width, height); err != nil {
		t.Close()
		return nil, err
	}
	return t, nil
}

func (t *Tab) open(url string, width, height int) error {
	if _, err := t.d.call(t.session, "Emulation.setDeviceMetricsOverride",
		map[string]any{"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}); err != nil {
		return err
	}
	if _, err := t.d.call(t.session, "Page.enable", map[string]any{}); err != nil {
		return err
	}
	res, err := t.d.call(t.session, "Page.navigate", map[string]any{"url": url})
	if err != nil {
		return err
	}
	var nav struct {
		ErrorText string `json:"errorText"`
	}
	if err := json.Unmarshal(res, &nav); err != nil || nav.ErrorText != "" {
		return fmt.Errorf("opening %s: %v%s", url, err, nav.ErrorText)
	}
	return t.d.await(t.session, "Page.loadEventFired")
}

// Close closes the tab.
func (t *Tab) Close() {
	_, _ = t.d.call("", "Target.closeTarget", map[string]any{"targetId": t.target})
}

// Eval evaluates the JavaScript expression expr in the tab, awaits it if
// it is a promise, and returns its value, which must be a string.
func (t *Tab) Eval(expr string) (string, error) {
	res, err := t.d.call(t.session, "Runtime.evaluate", map[string]any{"expression": expr, "awaitPromise": true, "returnByValue": true})
	if err != nil {
		return "", err
	}
	var v struct {
		Result struct {
			Type  string          `json:"type"`
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := json.Unmarshal(res, &v); err != nil {
		return "", err
	}
	if e := v.ExceptionDetails; e != nil {
		return "", fmt.Errorf("%s %s", e.Text, e.Exception.Description)
	}
	var out string
	if v.Result.Type != "string" || json.Unmarshal(v.Result.Value, &out) != nil {
		return "", errors.New("the expression's value is no string: " + v.Result.Type)
	}
	return out, nil
}

// Screenshot returns a PNG of what the tab shows.
func (t *Tab) Screenshot() ([]byte, error) {
	res, err := t.d.call(t.session, "Page.captureScreenshot", map[string]any{"format": "png"})
	if err != nil {
		return nil, err
	}
	var v struct {
		Data []byte `json:"data"` // base64 in JSON
	}
	err = json.Unmarshal(res, &v)
	return v.Data, err
}
