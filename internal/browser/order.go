package browser

// OrderScript defines two JavaScript functions for a page that Result
// loads: shown(e), the text of the element e as it is displayed, its
// characters sorted by where they stand from left to right (invisible ones,
// which take no room, left out), and inOrder(e), whether e's text displays
// as the same text does alone in a left-to-right block: as an href reads.
const OrderScript = `
function positions(t) {
  const r = document.createRange(), xs = [];
  for (let i = 0; i < t.length; i++) {
    r.setStart(t, i); r.setEnd(t, i + 1);
    const rects = r.getClientRects();
    xs.push([rects.length ? rects[0].left : -1, i, rects.length ? rects[0].width : 0]);
  }
  return xs.sort((a, b) => a[0] - b[0]);
}
function order(t) { return positions(t).map(x => x[1]).join(","); }
function shown(e) {
  const t = e.firstChild;
  return positions(t).filter(x => x[2] > 0).map(x => t.data[x[1]]).join("");
}
function inOrder(e) {
  const ref = document.createElement("div");
  ref.dir = "ltr";
  ref.textContent = e.textContent;
  document.body.appendChild(ref);
  const same = order(e.firstChild) == order(ref.firstChild);
  ref.remove();
  return same;
}
`
