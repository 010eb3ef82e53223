// The fusion map's page script (bundled into dist/map.js; runs in the webview, and in the CLI's HTML
// report with the data embedded). It draws the data it is given (mapCore), pans and zooms the map
// (wheel, drag, "Fit"), and turns a click on a node, an edge or a ranking row into a "reveal" message
// (the extension opens the IR at that line; the HTML report has no editor and only highlights).
import { esc, layout, MapData, mapSvg, pageBody, sideHtml } from "./mapCore";

interface Host { postMessage(m: unknown): void }
declare function acquireVsCodeApi(): Host;

const host: Host | undefined = typeof acquireVsCodeApi === "function" ? acquireVsCodeApi() : undefined;
let view = { x: 0, y: 0, w: 1, h: 1 };
let full = { w: 1, h: 1 };

function svgEl(): SVGSVGElement | null {
  return document.querySelector("#canvas svg.map");
}

function apply(): void {
  svgEl()?.setAttribute("viewBox", `${view.x} ${view.y} ${view.w} ${view.h}`);
}

/** The whole graph when it fits the canvas at full size; else full size (one unit a pixel), centred
 * across, from the top: a graph of hundreds of kernels stays readable, and the wheel zooms out. */
function fit(): void {
  const box = document.getElementById("canvas")!.getBoundingClientRect();
  const cw = Math.max(1, box.width), ch = Math.max(1, box.height);
  if (full.w <= cw && full.h <= ch) {
    const k = Math.max(full.w / cw, full.h / ch, 0.5);
    view = { x: (full.w - cw * k) / 2, y: (full.h - ch * k) / 2, w: cw * k, h: ch * k };
  } else {
    view = { x: (full.w - cw) / 2, y: 0, w: cw, h: ch };
  }
  apply();
}

let selected: [string, string] | undefined;
let drawnFile: string | null | undefined;

function highlight(source: string, target: string, centre = true): void {
  selected = [source, target];
  document.querySelectorAll(".selected").forEach((e) => e.classList.remove("selected"));
  document.querySelectorAll(`#canvas .edge`).forEach((e) => {
    const g = e as SVGGElement;
    if (g.dataset.source === source && g.dataset.target === target) g.classList.add("selected");
  });
  document.querySelectorAll("#side li[data-source]").forEach((e) => {
    const li = e as HTMLLIElement;
    if (li.dataset.source === source && li.dataset.target === target) li.classList.add("selected");
  });
  for (const id of [source, target]) {
    document.querySelectorAll(`#canvas .node`).forEach((e) => {
      if ((e as SVGGElement).dataset.id === id) e.classList.add("selected");
    });
  }
  // bring the edge into view
  const edge = document.querySelector("#canvas .edge.selected path.stroke") as SVGPathElement | null;
  if (edge && centre) {
    const b = edge.getBBox();
    const box = document.getElementById("canvas")!.getBoundingClientRect();
    if (view.w > 1.5 * box.width) view = { ...view, w: box.width, h: box.height };   // zoomed far out: full size
    view.x = b.x + b.width / 2 - view.w / 2;
    view.y = b.y + b.height / 2 - view.h / 2;
    apply();
  }
}

function reveal(line: string | undefined): void {
  const n = Number(line);
  if (host && line && Number.isFinite(n) && n > 0) host.postMessage({ command: "reveal", line: n });
}

export function render(data: MapData): void {
  const canvas = document.getElementById("canvas")!;
  const side = document.getElementById("side")!;
  if (data.error) {
    canvas.innerHTML = `<p class="error">${esc(data.error)}</p>`;
    side.innerHTML = "";
    return;
  }
  const t0 = performance.now();
  const l = layout(data);
  canvas.innerHTML = mapSvg(l);       // every value in it is escaped by mapSvg
  side.innerHTML = sideHtml(data, l);
  full = { w: Math.max(1, l.width), h: Math.max(1, l.height) };
  // the same graph drawn again (an edit, a new analysis): keep the view and the selection
  if (drawnFile !== undefined && drawnFile === (data.file ?? null)) {
    apply();
    if (selected) highlight(selected[0], selected[1], false);
  } else {
    selected = undefined;
    fit();
  }
  drawnFile = data.file ?? null;
  document.body.dataset.rendered = String(Math.round(performance.now() - t0));
  document.body.dataset.nodes = String(l.nodes.length);
  document.body.dataset.renders = String(Number(document.body.dataset.renders ?? 0) + 1);
}

function wire(): void {
  const canvas = document.getElementById("canvas")!;
  canvas.addEventListener("wheel", (ev) => {
    ev.preventDefault();
    const r = canvas.getBoundingClientRect();
    const fx = (ev.clientX - r.left) / r.width, fy = (ev.clientY - r.top) / r.height;
    const k = Math.exp(ev.deltaY * 0.0015);
    const w = Math.min(Math.max(view.w * k, 40), full.w * 20), h = w * view.h / view.w;
    view = { x: view.x + (view.w - w) * fx, y: view.y + (view.h - h) * fy, w, h };
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
    if (g.classList.contains("edge")) highlight(g.dataset.source ?? "", g.dataset.target ?? "");
    reveal(g.dataset.line);
  });
  document.getElementById("side")!.addEventListener("click", (ev) => {
    const li = (ev.target as Element).closest("li[data-source]") as HTMLLIElement | null;
    if (!li) return;
    highlight(li.dataset.source ?? "", li.dataset.target ?? "");
    reveal(li.dataset.line);
  });
  document.getElementById("fit")?.addEventListener("click", fit);
  window.addEventListener("resize", fit);
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

/** The map the extension drew into the page (mapCore.drawnBody): fit it to the canvas. */
function adopt(): boolean {
  const canvas = document.getElementById("canvas")!;
  const svg = svgEl();
  if (!svg || canvas.dataset.drawn === undefined) return false;
  full = { w: Math.max(1, Number(svg.getAttribute("width")) || 1), h: Math.max(1, Number(svg.getAttribute("height")) || 1) };
  drawnFile = canvas.dataset.file ?? null;
  fit();
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
