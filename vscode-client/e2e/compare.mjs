// The page of `inductor-lens compare A B --html` in headless chromium: it loads nothing but itself
// (every request is recorded; only the file:// page is allowed) and runs with its content security policy
// (a violation, or any console error, fails). For every graph of its picker:
// - both maps drawn (one SVG in each pane; a side without the graph says so in a line);
// - the elements highlighted on each side are exactly those the data implies (counted here from the
//   embedded JSON, independently of the page's script): a lost fusion's fused node in A and its parts
//   and the edges between them in B, the other way round for a gained one, a changed reason's edge on
//   both sides, an added op's node in B, a removed op's node in A;
// - a click on the first change selects its elements in both maps, and every selected element is on
//   screen in its pane;
// - each pane's "Fit" shows its whole map again (the screenshot: both fitted, the first change selected).
//
//   PAGE=/path/compare.html SHOT=/path/compare.png node e2e/compare.mjs
import { chromium } from "playwright-core";

const PAGE = process.env.PAGE;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
let page;
const fail = async (m) => {
  console.log(`FAILED: ${m}`);
  if (process.env.SHOT && page) await page.screenshot({ path: process.env.SHOT.replace(/\.png$/, "-failure.png") }).catch(() => {});
  process.exit(1);
};

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const requests = [];
const problems = [];
page.on("request", (r) => requests.push(r.url()));
page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
page.on("pageerror", (e) => problems.push(String(e)));
await page.goto(`file://${PAGE}`);
await page.waitForFunction(() => Number(document.body.dataset.renders) >= 1, null, { timeout: 20000 });

/** What the data implies for graph ``i``: per side, the node ids and edges ("s -> t") a change marks. */
const expected = (i) => page.evaluate((i) => {
  const d = JSON.parse(document.getElementById("compare-data").textContent);
  const g = d.graphs[i];
  const out = {};
  for (const side of ["a", "b"]) {
    const map = g.maps[side];
    if (!map || !map.nodes) { out[side] = null; continue; }
    const ids = new Set(map.nodes.map((n) => n.id));
    const drawn = new Set(map.edges.filter((e) => e.source !== e.target && ids.has(e.source) && ids.has(e.target))
      .map((e) => `${e.source} -> ${e.target}`));
    const nodes = new Set(), edges = new Set();
    const between = (parts) => map.edges.filter((e) => e.source !== e.target && parts.includes(e.source) && parts.includes(e.target))
      .forEach((e) => edges.add(`${e.source} -> ${e.target}`));
    for (const c of g.changes) {
      if (c.kind === "fusion_lost") {
        if (side === "a") nodes.add(c.a[0]); else { c.b.forEach((x) => nodes.add(x)); between(c.b); }
      } else if (c.kind === "fusion_gained") {
        if (side === "b") nodes.add(c.b[0]); else { c.a.forEach((x) => nodes.add(x)); between(c.a); }
      } else if (c.kind === "reason_changed") {
        const p = side === "a" ? c.a : c.b;
        edges.add(`${p[0]} -> ${p[1]}`);
      } else if (c.kind === "op_added" && side === "b") nodes.add(c.detail.group_b);
      else if (c.kind === "op_removed" && side === "a") nodes.add(c.detail.group_a);
    }
    const missing = [...nodes].filter((n) => !ids.has(n));
    out[side] = { nodes: [...nodes].filter((n) => ids.has(n)).sort(), edges: [...edges].filter((e) => drawn.has(e)).sort(), missing };
  }
  return { out, changes: g.changes.length, first: g.changes[0] ?? null };
}, i);

/** The highlighted and selected elements of each pane, and whether each lies inside its pane. */
const shown = () => page.evaluate(() => {
  const out = {};
  for (const side of ["a", "b"]) {
    const canvas = document.getElementById(`canvas-${side}`);
    const svg = canvas.querySelector("svg.map");
    if (!svg) { out[side] = null; continue; }
    const c = canvas.getBoundingClientRect();
    const inside = (r) => r.left >= c.left - 1 && r.right <= c.right + 1 && r.top >= c.top - 1 && r.bottom <= c.bottom + 1;
    const key = (g) => g.classList.contains("node") ? g.dataset.id : `${g.dataset.source} -> ${g.dataset.target}`;
    const box = (g) => (g.classList.contains("node") ? g.querySelector("rect") : g.querySelector("path.stroke")).getBoundingClientRect();
    out[side] = {
      nodes: [...canvas.querySelectorAll(".node.chg")].map(key).sort(),
      edges: [...canvas.querySelectorAll(".edge.chg")].map(key).sort(),
      selected: [...canvas.querySelectorAll(".selected")].map((g) => ({ key: key(g), inside: inside(box(g)) })),
      all: [...canvas.querySelectorAll(".node")].filter((g) => !inside(g.querySelector("rect").getBoundingClientRect())).length,
      count: canvas.querySelectorAll(".node").length,
    };
  }
  return out;
});

/** The strokes of the unchanged edges and the changed ones, as drawn: no unchanged edge may wear a colour
 * of a change (issue 41: reason colours collided with change colours). */
const strokes = () => page.evaluate(() => {
  const colour = (g) => getComputedStyle(g.querySelector("path.stroke")).stroke;
  const muted = getComputedStyle(document.body).getPropertyValue("--muted").trim();
  const probe = document.createElement("div");
  probe.style.color = muted;
  document.body.append(probe);
  const mutedRgb = getComputedStyle(probe).color;
  probe.remove();
  return { muted: mutedRgb, unchanged: [...new Set([...document.querySelectorAll(".pane .edge:not(.chg)")].map(colour))],
           changed: [...new Set([...document.querySelectorAll(".pane .edge.chg")].map(colour))] };
});

const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
const graphs = Math.max(1, await page.locator("#graph option").count());
let shot = false;
for (let i = 0; i < graphs; i++) {
  if (i > 0) {
    const was = Number(await page.evaluate(() => document.body.dataset.renders));
    await page.locator("#graph").selectOption(String(i));
    await page.waitForFunction((n) => Number(document.body.dataset.renders) > n, was);
  }
  const want = await expected(i);
  const got = await shown();
  const name = `graph ${i + 1}/${graphs}`;
  const st = await strokes();
  if (st.unchanged.some((c) => c !== st.muted)) await fail(`${name}: unchanged edges drawn in ${st.unchanged.join(", ")} (not grey ${st.muted})`);
  if (st.changed.some((c) => c === st.muted)) await fail(`${name}: a changed edge is grey`);
  for (const side of ["a", "b"]) {
    const w = want.out[side], s = got[side];
    if (!w) {
      const note = await page.locator(`#canvas-${side} .note, #canvas-${side} .error`).count();
      if (s || !note) await fail(`${name}: side ${side} has no map in the data, but no note (or an SVG) in its pane`);
      console.log(`${name} ${side.toUpperCase()}: no map: ${await page.locator(`#canvas-${side}`).innerText()}`);
      continue;
    }
    if (!s) await fail(`${name}: side ${side} has a map in the data and none drawn`);
    if (w.missing.length) await fail(`${name}: side ${side}: changed nodes not in its map: ${w.missing.join(", ")}`);
    if (!same(w.nodes, s.nodes)) await fail(`${name} ${side}: highlighted nodes ${JSON.stringify(s.nodes)}, the data implies ${JSON.stringify(w.nodes)}`);
    if (!same(w.edges, s.edges)) await fail(`${name} ${side}: highlighted edges ${JSON.stringify(s.edges)}, the data implies ${JSON.stringify(w.edges)}`);
    if (s.all) await fail(`${name} ${side}: the first view (fitted) leaves ${s.all} of ${s.count} nodes off screen`);
    console.log(`${name} ${side.toUpperCase()}: ${s.count} nodes; highlighted ${s.nodes.length} nodes, ${s.edges.length} edges, as the data implies`);
  }
  const svgs = await page.locator(".pane svg.map").count();
  console.log(`${name}: ${svgs} maps drawn, ${want.changes} changes`);
  if (!want.first) continue;
  // the first change: selected in both maps, all of it on screen in each
  await page.locator("#changes li.change").first().click();
  const sel = await shown();
  const c = want.first;
  const sides = ["a", "b"].filter((side) => want.out[side] && (side === "a" ? c.a.length || c.kind === "op_removed" : c.b.length || c.kind === "op_added"));
  for (const side of sides) {
    const s = sel[side];
    if (!s.selected.length) await fail(`${name}: the first change (${c.kind} ${c.a.join("+")} / ${c.b.join("+")}) selects nothing in ${side.toUpperCase()}`);
    const off = s.selected.filter((x) => !x.inside);
    if (off.length) await fail(`${name}: the first change: ${off.map((x) => x.key).join(", ")} off screen in ${side.toUpperCase()}`);
  }
  console.log(`${name}: first change ${c.kind} (A: ${c.a.join(" + ") || "-"}; B: ${c.b.join(" + ") || "-"}) selected in `
    + sides.map((side) => `${side.toUpperCase()} (${sel[side].selected.map((x) => x.key).join(", ")})`).join(" and ") + ", all on screen");
  // each pane's Fit: its whole map on screen again
  for (const side of ["a", "b"]) {
    if (!want.out[side]) continue;
    await page.locator(`button.fit[data-side="${side}"]`).click();
  }
  const fitted = await shown();
  for (const side of ["a", "b"]) {
    if (want.out[side] && fitted[side].all) await fail(`${name}: Fit leaves ${fitted[side].all} nodes off screen in ${side.toUpperCase()}`);
  }
  // the screenshot: both maps fitted, the first change selected in both
  if (sides.length === 2 && !shot && process.env.SHOT) { await page.screenshot({ path: process.env.SHOT }); shot = true; }
}
if (process.env.SHOT && !shot) await page.screenshot({ path: process.env.SHOT });
const foreign = requests.filter((u) => u !== `file://${PAGE}`);
if (foreign.length) await fail(`the page made requests: ${foreign.join(", ")}`);
if (problems.length) await fail(`page errors: ${problems.join(" | ")}`);
await browser.close();
console.log("compare page ok: no requests beyond the file, no errors");
