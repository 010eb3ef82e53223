// The page of `inductor-lens compare A B --html` (bundled into dist/compare.js): both runs' fusion maps
// of a matched graph side by side (mapCore's layout and SVG, each map with its own pan, zoom and Fit),
// what changed highlighted on both sides (one colour per kind of change, always shown), and the list of
// changes, largest bytes first: a click selects the change's nodes and edges in both maps and brings
// them into view in each. The data is embedded in the page (JSON); every value from it is escaped.
import { Box, CanvasView } from "./canvasView";
import { changeHtml, CompareData, compareBody, cls, GraphPair, Marks, marks, summaryHtml } from "./compareCore";
import { esc, layout, MapData, mapSvg } from "./mapCore";

interface Side { view: CanvasView; map: MapData | null }
const sides: Record<"a" | "b", Side | undefined> = { a: undefined, b: undefined };
let data: CompareData = { a: "", b: "", graphs: [] };
let graph: GraphPair | undefined;

function keyOf(s: string, t: string): string {
  return `${s}\u0000${t}`;
}

/** Mark ``cls`` on the nodes and edges of ``m`` in a canvas; the elements marked. */
function mark(canvas: HTMLElement, m: Marks, name: string): Element[] {
  const ids = new Set(m.nodes), edges = new Set(m.edges.map(([s, t]) => keyOf(s, t)));
  const out: Element[] = [];
  canvas.querySelectorAll(".node").forEach((g) => {
    if (ids.has((g as SVGGElement).dataset.id ?? "")) { g.classList.add(name); out.push(g); }
  });
  canvas.querySelectorAll(".edge").forEach((g) => {
    const e = g as SVGGElement;
    if (edges.has(keyOf(e.dataset.source ?? "", e.dataset.target ?? ""))) { e.classList.add(name); out.push(e); }
  });
  return out;
}

function drawSide(s: "a" | "b", g: GraphPair): void {
  const side = sides[s]!;
  const map = g.maps?.[s] ?? null;
  side.map = map;
  const canvas = side.view.canvas;
  const label = s === "a" ? g.a : g.b;
  document.querySelector(`#pane-${s} .graph-name`)!.textContent = label ? ` · ${label}` : "";
  if (!map) {
    canvas.innerHTML = `<p class="note">${esc(label ? `no map of ${label}` : `this graph is not in ${s.toUpperCase()}`)}</p>`;
    return;
  }
  if (map.error) {
    canvas.innerHTML = `<p class="error">${esc(map.error)}</p>`;
    side.map = null;
    return;
  }
  const l = layout(map);
  canvas.innerHTML = mapSvg(l);      // every value in it is escaped by mapSvg
  side.view.full = { w: Math.max(1, l.width), h: Math.max(1, l.height) };
  side.view.fitTexts();
  for (const c of g.changes) mark(canvas, marks(c, s, map), "chg");
  for (const c of g.changes) mark(canvas, marks(c, s, map), cls(c.kind));
  side.view.fit();
}

function render(i: number): void {
  const t0 = performance.now();
  graph = data.graphs[i];
  document.getElementById("summary")!.innerHTML = summaryHtml(graph);
  drawSide("a", graph);
  drawSide("b", graph);
  document.getElementById("changes")!.innerHTML = graph.changes.length
    ? `<ol class="changes">${graph.changes.map(changeHtml).join("")}</ol>`
    : `<p class="note">No fusion changed in this graph.</p>`;
  document.body.dataset.rendered = String(Math.round(performance.now() - t0));
  document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
}

/** Select a change: its nodes and edges in both maps, each brought into view. */
function select(i: number): void {
  document.querySelectorAll(".selected").forEach((e) => e.classList.remove("selected"));
  document.querySelector(`#changes li.change[data-index="${i}"]`)?.classList.add("selected");
  const c = graph?.changes[i];
  if (!c) return;
  for (const s of ["a", "b"] as const) {
    const side = sides[s]!;
    if (!side.map) continue;
    const m = marks(c, s, side.map);
    const got = mark(side.view.canvas, m, "selected");
    if (!got.length) continue;
    const b: Box | undefined = side.view.around(m.nodes, m.edges);
    if (b) side.view.bringIntoView(b);
  }
}

function start(d: CompareData): void {
  data = d;
  const holder = document.createElement("div");
  holder.innerHTML = compareBody(d);
  document.body.append(...Array.from(holder.childNodes));
  for (const s of ["a", "b"] as const) {
    const view = new CanvasView(document.getElementById(`canvas-${s}`)!, (scale) => {
      document.getElementById(`canvas-${s}`)!.dataset.scale = scale.toFixed(3);
    });
    view.wire();
    sides[s] = { view, map: null };
  }
  document.querySelectorAll("button.fit").forEach((b) => b.addEventListener("click", () => {
    sides[(b as HTMLButtonElement).dataset.side as "a" | "b"]?.view.fit();
  }));
  document.getElementById("graph")?.addEventListener("change", (ev) => render(Number((ev.target as HTMLSelectElement).value)));
  document.getElementById("changes")!.addEventListener("click", (ev) => {
    const li = (ev.target as Element).closest("li.change") as HTMLLIElement | null;
    if (li) select(Number(li.dataset.index));
  });
  if (d.graphs.length) render(0);
}

const embedded = document.getElementById("compare-data");
if (embedded?.textContent) start(JSON.parse(embedded.textContent) as CompareData);
