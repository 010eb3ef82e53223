// The CLI's HTML report in headless chromium: the page loads nothing but itself (every request is
// recorded; only the file:// page is allowed), runs with its content security policy (a violation
// fails), and for every graph of its picker:
// - opens on the largest missed fusion: the top-ranked edge selected, both its nodes on screen, its
//   details (reason, Inductor's words, the nodes' source lines) beside the map;
// - "Fit" shows every node, and again after the panel is resized; the wheel zooms about the pointer (the point under it stays there);
// - a click on the ranking row of its longest edge brings both nodes of that edge on screen;
// - no box's text overflows its box, kernels are told apart by their labels, the legend names reasons
//   by their titles, and each reason has one colour in every graph.
//
//   REPORT=/path/report.html SHOT=/path/map.png EXPECT_NODES=123 EXPECT_TITLE=... EXPECT_SOURCE=... node e2e/report.mjs
import { chromium } from "playwright-core";

const REPORT = process.env.REPORT;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const fail = async (m) => {
  console.log(`FAILED: ${m}`);
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT.replace(/\.png$/, "-failure.png") }).catch(() => {});
  process.exit(1);
};

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const requests = [];
const problems = [];
page.on("request", (r) => requests.push(r.url()));
page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
page.on("pageerror", (e) => problems.push(String(e)));
const t0 = Date.now();
await page.goto(`file://${REPORT}`);
await page.locator("svg.map .node").first().waitFor({ timeout: 20000 });
const ms = Date.now() - t0;
const nodes = await page.locator("svg.map .node").count();
const edges = await page.locator("svg.map .edge").count();
console.log(`map drawn in ${ms} ms (${await page.evaluate(() => document.body.dataset.rendered)} ms layout+draw): ${nodes} nodes, ${edges} edges`);
if (process.env.EXPECT_NODES && nodes !== Number(process.env.EXPECT_NODES)) await fail(`expected ${process.env.EXPECT_NODES} nodes, got ${nodes}`);

/** Screen boxes of the canvas and of the named nodes (and whether each lies inside the canvas). */
const boxes = (ids) => page.evaluate((ids) => {
  const c = document.getElementById("canvas").getBoundingClientRect();
  const inside = (r) => r.left >= c.left - 1 && r.right <= c.right + 1 && r.top >= c.top - 1 && r.bottom <= c.bottom + 1;
  const out = {};
  document.querySelectorAll("#canvas .node").forEach((g) => {
    if (ids === null || ids.includes(g.dataset.id)) {
      const r = g.querySelector("rect").getBoundingClientRect();
      out[g.dataset.id] = { x: r.left + r.width / 2, y: r.top + r.height / 2, inside: inside(r) };
    }
  });
  return out;
}, ids);

/** The page's facts about the graph shown (texts, labels, legend, colours by reason, the longest edge). */
const facts = () => page.evaluate(() => {
  const overflow = [];
  document.querySelectorAll("#canvas .node").forEach((g) => {
    const w = Number(g.querySelector("rect").getAttribute("width"));
    g.querySelectorAll("text").forEach((t) => { if (t.getBBox().width > w + 0.5) overflow.push(`${g.dataset.id}: ${t.textContent}`); });
  });
  const kernels = new Map();      // kernel name (from the box's tooltip) -> its label
  document.querySelectorAll("#canvas .node.kernel").forEach((g) => {
    const k = /\(([^)\s]+)\)/.exec(g.querySelector("title").textContent.split("\n")[0])?.[1];
    const label = g.querySelectorAll("text")[1]?.textContent;
    if (k && label) kernels.set(k, label);
  });
  const colours = {};
  document.querySelectorAll("#canvas .edge[data-reason]").forEach((g) => {
    const c = [...g.classList].find((x) => /^c\d$/.test(x));
    if (c) (colours[g.dataset.reason] ??= new Set()).add(c);
  });
  const legend = [...document.querySelectorAll(".legend li")].map((li) => li.textContent);
  let longest = null;
  const rows = [...document.querySelectorAll(".ranking li")];
  const ys = {};
  document.querySelectorAll("#canvas .node").forEach((g) => { ys[g.dataset.id] = Number(g.querySelector("rect").getAttribute("y")); });
  rows.forEach((li, i) => {
    const d = Math.abs((ys[li.dataset.target] ?? 0) - (ys[li.dataset.source] ?? 0));
    if (!longest || d > longest.d) longest = { i, d, source: li.dataset.source, target: li.dataset.target };
  });
  return { overflow, kernels: [...kernels.entries()], colours: Object.fromEntries(Object.entries(colours).map(([r, s]) => [r, [...s]])),
           legend, longest, rows: rows.length };
});

const colourOf = {};
async function checkGraph(name) {
  const f = await facts();
  if (f.overflow.length) await fail(`${name}: text wider than its box: ${f.overflow.slice(0, 3).join("; ")}`);
  const labels = new Set(f.kernels.map(([, l]) => l));
  if (labels.size !== f.kernels.length) await fail(`${name}: ${f.kernels.length} kernels drawn with ${labels.size} labels`);
  const codes = f.legend.filter((t) => /^[a-z0-9]+(?:_[a-z0-9]+)+ \(/.test(t));
  if (codes.length) await fail(`${name}: the legend shows codes: ${codes.join(", ")}`);
  for (const [reason, cs] of Object.entries(f.colours)) {
    if (cs.length !== 1) await fail(`${name}: ${reason} drawn in ${cs.join(", ")}`);
    if (colourOf[reason] && colourOf[reason] !== cs[0]) await fail(`${name}: ${reason} is ${cs[0]} here, ${colourOf[reason]} in another graph`);
    colourOf[reason] = cs[0];
  }
  if (!f.rows) {
    console.log(`${name}: no missed fusion to rank`);
    return;
  }
  // the first view: the top of the ranking selected, both its nodes on screen, its details beside
  const top = page.locator(".ranking li").first();
  const [s, t] = [await top.getAttribute("data-source"), await top.getAttribute("data-target")];
  if (await page.locator(`svg.map .edge.selected[data-source="${s}"][data-target="${t}"]`).count() !== 1) await fail(`${name}: ${s} -> ${t} not selected at first`);
  let b = await boxes([s, t]);
  if (!b[s]?.inside || !b[t]?.inside) await fail(`${name}: first view: ${s} -> ${t} not both on screen: ${JSON.stringify(b)}`);
  const detail = await page.locator("#detail").innerText();
  const why = (await top.locator(".why").textContent()).trim();
  if (!detail.includes(`${s} → ${t}`) || !detail.includes(why)) await fail(`${name}: the details of ${s} -> ${t} (${why}): ${detail}`);
  // Fit: every node on screen
  await page.click("#fit");
  const all = await boxes(null);
  const out = Object.entries(all).filter(([, v]) => !v.inside).map(([k]) => k);
  if (out.length) await fail(`${name}: after Fit, ${out.length} nodes off screen: ${out.slice(0, 5).join(", ")}`);
  // a fitted map fits again when its panel is resized (issue 41: it stayed at a few pixels' text)
  const fitScale = Number(await page.evaluate(() => document.body.dataset.scale));
  await page.setViewportSize({ width: 1800, height: 1300 });
  await page.waitForFunction((s0) => Number(document.body.dataset.scale) > s0 * 1.2, fitScale, { timeout: 5000 })
    .catch(() => fail(`${name}: the fitted map did not fit again in a larger panel (scale ${fitScale})`));
  const grown = await boxes(null);
  const off = Object.entries(grown).filter(([, v]) => !v.inside).map(([k]) => k);
  if (off.length) await fail(`${name}: after the resize, ${off.length} nodes off screen`);
  const refit = await page.evaluate(() => document.body.dataset.scale);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.waitForFunction((s0) => Math.abs(Number(document.body.dataset.scale) - s0) < 1e-3, fitScale, { timeout: 5000 })
    .catch(() => fail(`${name}: the fitted map did not fit again when the panel shrank back`));
  // the wheel zooms about the pointer: the point of the map under it stays under it
  b = await boxes([s]);
  const X = Math.round(b[s].x), Y = Math.round(b[s].y);
  const screenOf = (pt) => page.evaluate(([x, y, pt]) => {
    const svg = document.querySelector("#canvas svg.map");
    const m = svg.getScreenCTM();
    if (!pt) { const p = new DOMPoint(x, y).matrixTransform(m.inverse()); return { x: p.x, y: p.y }; }
    const q = new DOMPoint(pt.x, pt.y).matrixTransform(m);
    return { x: q.x, y: q.y };
  }, [X, Y, pt]);
  const under = await screenOf(null);
  const before = await page.evaluate(() => document.body.dataset.scale);
  await page.mouse.move(X, Y);
  for (let i = 0; i < 4; i++) { await page.mouse.wheel(0, -240); await page.waitForTimeout(30); }
  const now = await screenOf(under);
  const drift = Math.hypot(now.x - X, now.y - Y);
  const scale = await page.evaluate(() => document.body.dataset.scale);
  if (!(Number(scale) > Number(before))) await fail(`${name}: the wheel did not zoom in (scale ${before} -> ${scale})`);
  if (drift > 1) await fail(`${name}: the wheel moved the point under the pointer by ${drift.toFixed(2)} px (scale ${scale})`);
  // the ranking row of the longest edge: both its nodes on screen
  const L = f.longest;
  await page.locator(".ranking li").nth(L.i).click();
  b = await boxes([L.source, L.target]);
  if (!b[L.source]?.inside || !b[L.target]?.inside) await fail(`${name}: row ${L.i + 1} (${L.source} -> ${L.target}, ${L.d} units apart) `
    + `left a node off screen: ${JSON.stringify(b)}`);
  console.log(`${name}: first view ${s} -> ${t}; Fit shows all ${Object.keys(all).length} nodes (scale ${fitScale.toFixed(3)}, `
    + `${refit} in a larger panel); wheel drift ${drift.toFixed(2)} px `
    + `(scale ${before} -> ${scale}); row ${L.i + 1} ${L.source} -> ${L.target} (${L.d} units apart) on screen; `
    + `${f.kernels.length} kernels, ${labels.size} labels; legend: ${f.legend.join(" | ")}`);
}

// a box names what the node is in the model: its ATen op and its first model line (EXPECT_BOX="op4=text")
if (process.env.EXPECT_BOX) {
  const [id, want] = process.env.EXPECT_BOX.split(/=(.*)/s);
  const lines = await page.locator(`svg.map .node[data-id="${id}"] text`).allTextContents();
  if (!lines.includes(want)) await fail(`${id}'s box reads ${JSON.stringify(lines)}, not "${want}"`);
  console.log(`${id}'s box: ${lines.join(" | ")}`);
}
if (await page.locator(".ranking li").count()) {
  const top = page.locator(".ranking li").first();
  const pair = (await top.locator(".pair").textContent()).trim();
  await top.click();
  const selected = await page.locator("svg.map .edge.selected").count();
  if (selected !== 1) await fail(`clicking ${pair} selected ${selected} edges`);
  const title = await page.locator("svg.map .edge.selected title").textContent();
  console.log(`top of the ranking: ${pair}: ${title.split("\n")[0]}`);
  if (process.env.EXPECT_TITLE && !title.includes(process.env.EXPECT_TITLE)) await fail(`edge title: ${title}`);
  const detail = await page.locator("#detail").innerText();
  console.log(`details: ${detail.replace(/\s+/g, " ").slice(0, 300)}`);
  if (process.env.EXPECT_SOURCE && !detail.includes(process.env.EXPECT_SOURCE)) await fail(`the details lack ${process.env.EXPECT_SOURCE}: ${detail}`);
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
} else {
  if (process.env.EXPECT_TITLE) await fail("no ranking");
  console.log("no missed fusion to rank");
}
const graphs = await page.locator("#graph option").count();
for (let i = 0; i < Math.max(1, graphs); i++) {
  if (graphs > 1 && i > 0) {
    const was = Number(await page.evaluate(() => document.body.dataset.renders));
    await page.locator("#graph").selectOption(String(i));
    await page.waitForFunction((n) => Number(document.body.dataset.renders) > n, was);
  }
  const name = graphs > 1 ? await page.locator("#graph option").nth(i).textContent() : "the graph";
  await checkGraph(name);
}
const foreign = requests.filter((u) => u !== `file://${REPORT}`);
if (foreign.length) await fail(`the report made requests: ${foreign.join(", ")}`);
if (problems.length) await fail(`page errors: ${problems.join(" | ")}`);
await browser.close();
console.log("report ok: no requests beyond the file, no errors");
