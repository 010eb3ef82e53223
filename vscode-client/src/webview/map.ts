// The fusion map's page script (bundled into dist/map.js; runs in the webview, and in the CLI's HTML
// report with the data embedded). It draws the data it is given (mapCore), pans and zooms the map
// (wheel about the pointer, drag, "Fit" the whole graph), shows the details of a clicked node, edge or
// ranking row beside it (bringing both ends of an edge into view), and turns the click into a "reveal"
// message (the extension opens the IR at that line; the HTML report has no editor and only selects).
import { detailHtml, esc, layout, MapData, mapSvg, pageBody, reasonOrder, sideHtml } from "./mapCore";

interface Host { postMessage(m: unknown): void }
declare function acquireVsCodeApi(): Host;

const host: Host | undefined = typeof acquireVsCodeApi === "function" ? acquireVsCodeApi() : undefined;
let view = { x: 0, y: 0, w: 1, h: 1 };
let full = { w: 1, h: 1 };
let current: { data: MapData; reasons: string[] } | undefined;

function svgEl(): SVGSVGElement | null {
  return document.querySelector("#canvas svg.map");
}

function canvasBox(): { w: number; h: number } {
  const box = document.getElementById("canvas")!.getBoundingClientRect();
  return { w: Math.max(1, box.width), h: Math.max(1, box.height) };
}

/** Show the view: its height follows the canvas's shape (one scale across and down), so that a point of
 * the map stays where the pointer is as the wheel zooms. */
function apply(): void {
  const c = canvasBox();
  const h = view.w * c.h / c.w;
  view = { x: view.x, y: view.y + (view.h - h) / 2, w: view.w, h };
  svgEl()?.setAttribute("viewBox", `${view.x} ${view.y} ${view.w} ${view.h}`);
  document.body.dataset.scale = (c.w / view.w).toFixed(3);
}

/** A box of the map in view, centred, at scale ``scale`` (pixels per unit). */
function show(b: { x: number; y: number; w: number; h: number }, scale: number): void {
  const c = canvasBox();
  const w = c.w / scale, h = c.h / scale;
  view = { x: b.x + b.w / 2 - w / 2, y: b.y + b.h / 2 - h / 2, w, h };
  apply();
}

/** "Fit": the whole graph in the canvas (a small one at most twice its size). */
function fit(): void {
  const c = canvasBox();
  show({ x: 0, y: 0, w: full.w, h: full.h }, Math.min(c.w / full.w, c.h / full.h, 2));
}

/** The first view: the largest missed fusion (the top of the ranking) selected, its details beside the
 * map; the whole graph when it is readable so (at least 0.6 of its size), else full size at that
 * fusion, or at the top of the graph. */
function home(): void {
  const c = canvasBox();
  const top = current?.data.ranking[0];
  if (top) select([top.producer, top.consumer], false);
  if (Math.min(c.w / full.w, c.h / full.h) >= 0.6) return fit();
  const b = top && around(top.producer, top.consumer);
  if (b) return show(b, 1);
  show({ x: full.w / 2 - c.w / 2, y: 0, w: c.w, h: c.h }, 1);
}

/** The box around an edge and both its nodes, as drawn (undefined when they are not drawn). */
function around(source: string, target: string): { x: number; y: number; w: number; h: number } | undefined {
  const boxes: DOMRect[] = [];
  document.querySelectorAll("#canvas .node").forEach((g) => {
    const id = (g as SVGGElement).dataset.id;
    if (id === source || id === target) boxes.push((g.querySelector("rect") as SVGRectElement).getBBox());
  });
  document.querySelectorAll("#canvas .edge").forEach((g) => {
    const e = g as SVGGElement;
    if (e.dataset.source === source && e.dataset.target === target) boxes.push((e.querySelector("path.stroke") as SVGPathElement).getBBox());
  });
  if (!boxes.length) return undefined;
  const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width)), y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

let selected: string[] | undefined;
let drawnFile: string | null | undefined;

/** Bring a box into view: centred at the present scale when it fits there, zoomed out as far as it
 * needs when not, and back to full size from far out. */
function bringIntoView(b: { x: number; y: number; w: number; h: number }): void {
  const c = canvasBox();
  const margin = 48;
  const need = Math.min((c.w - margin) / Math.max(b.w, 1), (c.h - margin) / Math.max(b.h, 1));
  let scale = c.w / view.w;
  if (scale > need) scale = need;                     // too close for both ends: out as far as needed
  else if (scale < Math.min(1, need)) scale = Math.min(1, need);   // far out: as close as both ends allow
  show(b, scale);
}

function select(sel: string[], centre = true): void {
  selected = sel;
  document.querySelectorAll(".selected").forEach((e) => e.classList.remove("selected"));
  const [source, target] = sel;
  if (sel.length === 2) {
    document.querySelectorAll(`#canvas .edge`).forEach((e) => {
      const g = e as SVGGElement;
      if (g.dataset.source === source && g.dataset.target === target) g.classList.add("selected");
    });
    document.querySelectorAll("#side li[data-source]").forEach((e) => {
      const li = e as HTMLLIElement;
      if (li.dataset.source === source && li.dataset.target === target) li.classList.add("selected");
    });
  }
  for (const id of sel) {
    document.querySelectorAll(`#canvas .node`).forEach((e) => {
      if ((e as SVGGElement).dataset.id === id) e.classList.add("selected");
    });
  }
  const detail = document.getElementById("detail");
  if (detail && current) {
    detail.innerHTML = detailHtml(current.data, current.reasons, sel);   // escaped by detailHtml
    if (centre) detail.scrollIntoView({ block: "nearest" });     // a narrow panel: the ranking under the map
  }
  if (!centre) return;
  const b = sel.length === 2 ? around(source, target) : around(source, source);
  if (b) bringIntoView(b);
}

/** A line of a box's text wider than its box (a wider font than the layout allowed for) is narrowed. */
function fitTexts(): void {
  document.querySelectorAll("#canvas .node").forEach((g) => {
    const rect = g.querySelector("rect");
    if (!rect) return;
    const room = Number(rect.getAttribute("width")) - 10;
    g.querySelectorAll("text").forEach((t) => {
      const len = (t as SVGTextElement).getComputedTextLength();
      if (len > room) {
        t.setAttribute("textLength", room.toFixed(1));
        t.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    });
  });
}

function reveal(line: string | undefined): void {
  const n = Number(line);
  if (host && line && Number.isFinite(n) && n > 0) host.postMessage({ command: "reveal", line: n });
}

/** Show the map of ``data`` drawn in the page, ``size`` units large. */
function shown(data: MapData, reasons: string[], size: { w: number; h: number }): void {
  current = { data, reasons };
  full = { w: Math.max(1, size.w), h: Math.max(1, size.h) };
  fitTexts();
  // the same graph drawn again (an edit, a new analysis): keep the view and the selection
  if (drawnFile !== undefined && drawnFile === (data.file ?? null)) {
    apply();
    if (selected) select(selected, false);
  } else {
    selected = undefined;
    home();
  }
  drawnFile = data.file ?? null;
}

export function render(data: MapData): void {
  const canvas = document.getElementById("canvas")!;
  const side = document.getElementById("side")!;
  if (data.error) {
    canvas.innerHTML = `<p class="error">${esc(data.error)}</p>`;
    side.innerHTML = "";
    current = undefined;
    return;
  }
  const t0 = performance.now();
  const l = layout(data);
  canvas.innerHTML = mapSvg(l);       // every value in it is escaped by mapSvg
  side.innerHTML = sideHtml(data, l);
  shown(data, l.reasons, { w: l.width, h: l.height });
  document.body.dataset.rendered = String(Math.round(performance.now() - t0));
  document.body.dataset.nodes = String(l.nodes.length);
  document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
}

function wire(): void {
  const canvas = document.getElementById("canvas")!;
  canvas.addEventListener("wheel", (ev) => {
    ev.preventDefault();
    const svg = svgEl();
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return;
    // the map's point under the pointer stays under it
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    const k = Math.exp(ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 0.0015));
    const w = Math.min(Math.max(view.w * k, 40), Math.max(full.w, full.h) * 4);
    const f = w / view.w;
    view = { x: p.x - (p.x - view.x) * f, y: p.y - (p.y - view.y) * f, w, h: view.h * f };
    apply();
  }, { passive: false });
  let drag: { x: number; y: number; vx: number; vy: number; moved: boolean } | undefined;
  canvas.addEventListener("mousedown", (ev) => { drag = { x: ev.clientX, y: ev.clientY, vx: view.x, vy: view.y, moved: false }; });
  window.addEventListener("mouseup", () => { setTimeout(() => { drag = undefined; }, 0); });
  window.addEventListener("mousemove", (ev) => {
    if (!drag || !(ev.buttons & 1)) return;
    const r = canvas.getBoundingClientRect();
    const dx = (ev.clientX - drag.x) * view.w / r.width, dy = (ev.clientY - drag.y) * view.h / r.height;
    if (Math.abs(dx) + Math.abs(dy) > 2) drag.moved = true;
    view.x = drag.vx - dx;
    view.y = drag.vy - dy;
    apply();
  });
  canvas.addEventListener("click", (ev) => {
    if (drag?.moved) return;
    const g = (ev.target as Element).closest(".edge, .node") as SVGGElement | null;
    if (!g) return;
    if (g.classList.contains("edge")) select([g.dataset.source ?? "", g.dataset.target ?? ""], false);
    else select([g.dataset.id ?? ""], false);
    reveal(g.dataset.line);
  });
  document.getElementById("side")!.addEventListener("click", (ev) => {
    const el = ev.target as Element;
    const li = el.closest("li[data-source]") as HTMLLIElement | null;
    const ref = el.closest("a.ref") as HTMLAnchorElement | null;
    const src = el.closest("li[data-file]") as HTMLLIElement | null;
    if (ref) {
      if (ref.dataset.node) select([ref.dataset.node]);
      reveal(ref.dataset.line);
    } else if (li) {
      select([li.dataset.source ?? "", li.dataset.target ?? ""]);
      reveal(li.dataset.line);
    } else if (src && host) {
      host.postMessage({ command: "open", file: src.dataset.file, line: Number(src.dataset.fileline) });
    }
  });
  document.getElementById("fit")?.addEventListener("click", fit);
  // a resized canvas keeps the map's centre and scale
  window.addEventListener("resize", () => {
    const cx = view.x + view.w / 2, cy = view.y + view.h / 2;
    const scale = Number(document.body.dataset.scale) || 1;
    show({ x: cx, y: cy, w: 0, h: 0 }, scale);
  });
  window.addEventListener("message", (ev) => {
    const m = ev.data as { type?: string; data?: MapData };
    if (m?.type === "data" && m.data) render(m.data);
  });
}

/** The page's parts (the CLI's HTML report gives an empty body; the extension's webview gives them,
 * with the map drawn when the extension had its data in time). */
function skeleton(): void {
  if (document.getElementById("canvas")) return;
  const main = document.createElement("div");
  main.innerHTML = pageBody(document.title || "Fusion map");
  document.body.append(...Array.from(main.childNodes));
}

/** The map the extension drew into the page (mapCore.drawnBody, with its data for the details): shown
 * as it is, fitted to the canvas. */
function adopt(): boolean {
  const canvas = document.getElementById("canvas")!;
  const svg = svgEl();
  const json = document.getElementById("map-drawn")?.textContent;
  if (!svg || canvas.dataset.drawn === undefined || !json) return false;
  const data = JSON.parse(json) as MapData;
  drawnFile = undefined;
  shown(data, reasonOrder(data), { w: Number(svg.getAttribute("width")) || 1, h: Number(svg.getAttribute("height")) || 1 });
  document.body.dataset.rendered = canvas.dataset.drawn;
  document.body.dataset.nodes = String(svg.querySelectorAll(".node").length);
  document.body.dataset.renders = "1";
  return true;
}

skeleton();
wire();
/** The HTML report embeds its graphs: one map, or several (`[{name, data}]`) with a picker. */
function embeddedGraphs(text: string): void {
  const parsed = JSON.parse(text) as MapData | { name: string; data: MapData }[];
  if (!Array.isArray(parsed)) {
    render(parsed);
    return;
  }
  const pick = document.createElement("select");
  pick.id = "graph";
  parsed.forEach((g, i) => {
    const o = document.createElement("option");
    o.value = String(i);
    o.textContent = `${g.name} (${g.data.total_nodes ?? 0} nodes)`;
    pick.append(o);
  });
  pick.addEventListener("change", () => render(parsed[Number(pick.value)].data));
  document.querySelector("header h1")?.after(pick);
  if (parsed.length) render(parsed[0].data);
}

const embedded = document.getElementById("map-data");
if (embedded?.textContent) embeddedGraphs(embedded.textContent);
else if (!adopt()) host?.postMessage({ command: "ready" });
