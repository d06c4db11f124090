// The page of the playground: it passes the form to the WebAssembly
// program (cmd/playground, package internal/playground) as JSON and shows
// what comes back. It computes nothing itself: every byte of HTML shown is
// the library's.
"use strict";

const $ = (id) => document.getElementById(id);
let api = null;        // globalThis.unicodelinksPlayground, once the module runs
let renders = 0;       // calls of render: the test bounds the page's work by it
let fragment = "";     // the permalink's fragment of the last render
let firstRender = -1;  // ms from navigation start to the end of the first render

function readForm() {
  return {
    input: $("input").value, mode: $("mode").value, href: $("href").value, spoof: $("spoof").value,
    schemes: $("schemes").value, www: $("www").value, typographer: $("typographer").checked,
  };
}

function fillForm(r) {
  $("input").value = r.input || "";
  $("mode").value = r.mode || "markdown";
  $("href").value = r.href || "";
  $("spoof").value = r.spoof || "";
  $("schemes").value = r.schemes || "";
  $("www").value = r.www || "";
  $("typographer").checked = !!r.typographer;
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function render() {
  renders++;
  const res = JSON.parse(api.render(JSON.stringify(readForm())));
  $("error").hidden = !res.error;
  $("error").textContent = res.error || "";
  const cols = $("columns");
  cols.replaceChildren();
  for (const [i, out] of (res.outputs || []).entries()) {
    const col = el("div", "column");
    col.dataset.name = out.name;
    if (i > 0 && out.lines.some((l) => l.d)) col.classList.add("differs");
    col.append(el("h3", "", out.name));
    const shown = el("div", "rendered");
    shown.innerHTML = out.html; // the library's HTML; the page's CSP keeps scripts out
    const src = el("pre", "source");
    for (const l of out.lines) src.append(el("span", l.d ? "d" : "", l.t));
    col.append(shown, src);
    cols.append(col);
  }
  const body = $("links").tBodies[0];
  body.replaceChildren();
  for (const l of res.links || []) {
    const tr = el("tr", l.verdict);
    for (const v of [l.text, l.href, l.kind, l.host, l.hostUnicode, l.hostASCII, l.verdict, l.reason]) tr.append(el("td", "", v || ""));
    body.append(tr);
  }
  fragment = res.fragment;
  history.replaceState(null, "", "#" + fragment);
  $("permalink").href = "#" + fragment;
  report();
}

// report writes the state the browser test reads into <pre id="result">:
// the source text of each column as the page shows it, the permalink and
// the number of renders.
function report() {
  $("result").textContent = JSON.stringify({
    renders, fragment: location.hash.slice(1), firstRenderMs: firstRender,
    columns: [...document.querySelectorAll("#columns .column")].map((c) => ({
      name: c.dataset.name, source: c.querySelector("pre.source").textContent,
    })),
    links: $("links").tBodies[0].rows.length,
  });
}

function fromFragment() {
  const r = location.hash.length > 1 ? api.decode(location.hash) : null;
  return r ? JSON.parse(r) : null;
}

async function boot() {
  const go = new Go();
  const bytes = await (await fetch("playground.wasm")).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
  go.run(instance); // main sets globalThis.unicodelinksPlayground, then waits
  api = globalThis.unicodelinksPlayground;
  const samples = JSON.parse(api.samples());
  for (const s of samples) {
    const b = el("button", "", s.name);
    b.type = "button";
    b.addEventListener("click", () => { fillForm(s.request); render(); });
    $("samples").append(b);
  }
  fillForm(fromFragment() || samples[0].request);
  render();
  firstRender = Math.round(performance.now());
  $("status").textContent = `first render ${firstRender} ms after navigation; playground.wasm ${(bytes.byteLength / 1e6).toFixed(1)} MB`;
  report();
  $("options").addEventListener("change", render);
  $("options").addEventListener("submit", (e) => e.preventDefault());
  $("input").addEventListener("input", render);
  window.addEventListener("hashchange", () => {
    if (location.hash.slice(1) === fragment) return;
    const r = fromFragment();
    if (r) { fillForm(r); render(); }
  });
}

window.playgroundReady = boot().catch((e) => {
  $("status").textContent = "could not start: " + e;
  $("result").textContent = JSON.stringify({ error: String(e) });
});
