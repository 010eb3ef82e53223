// The fusion map's page script (bundled into dist/map.js; runs in the webview, and in the CLI's HTML
// report with the data embedded). It draws the data it is given (mapCore), pans and zooms the map
// (wheel about the pointer, drag, "Fit" the whole graph), shows the details of a clicked node, edge or
// ranking row beside it (bringing both ends of an edge into view), and turns the click into a "reveal"
// message (the extension opens the IR at that line; the HTML report has no editor and only selects).
import { CanvasView } from "./canvasView";
import { detailHtml, esc, indexHtml, layout, MapData, mapSvg, pageBody, reasonOrder, RunIndex, sideHtml } from "./mapCore";

interface Host { postMessage(m: unknown): void }
declare function acquireVsCodeApi(): Host;

const host: Host | undefined = typeof acquireVsCodeApi === "function" ? acquireVsCodeApi() : undefined;
let current: { data: MapData; reasons: string[] } | undefined;
let cv: CanvasView;        // the map's view in #canvas (made with the page's parts)

function svgEl(): SVGSVGElement | null {
  return cv.svg();
}

/** The first view: the largest missed fusion (the top of the ranking) selected, its details beside the
 * map; the whole graph when it is readable so (at least 0.6 of its size), else full size at that
 * fusion, or at the top of the graph. */
function home(): void {
  const c = cv.box();
  const top = current?.data.ranking[0];
  if (top) select([top.producer, top.consumer], false);
  if (cv.fitsReadably()) return cv.fit();
  const b = top && around(top.producer, top.consumer);
  if (b) return cv.show(b, 1);
  cv.show({ x: cv.full.w / 2 - c.w / 2, y: 0, w: c.w, h: c.h }, 1);
}

/** The box around an edge and both its nodes, as drawn (undefined when they are not drawn). */
function around(source: string, target: string): { x: number; y: number; w: number; h: number } | undefined {
  return cv.around([source, target], [[source, target]]);
}

let selected: string[] | undefined;
let drawnFile: string | null | undefined;

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
  if (b) cv.bringIntoView(b);
}

function reveal(line: string | undefined): void {
  const n = Number(line);
  if (host && line && Number.isFinite(n) && n > 0) host.postMessage({ command: "reveal", line: n });
}

/** Show the map of ``data`` drawn in the page, ``size`` units large. */
function shown(data: MapData, reasons: string[], size: { w: number; h: number }): void {
  current = { data, reasons };
  const toggle = document.getElementById("time-toggle") as HTMLInputElement | null;
  if (toggle) toggle.checked = !document.body.classList.contains("time-off");   // the side panel drawn again
  cv.full = { w: Math.max(1, size.w), h: Math.max(1, size.h) };
  cv.fitTexts();
  // the same graph drawn again (an edit, a new analysis): keep the view and the selection
  if (drawnFile !== undefined && drawnFile === (data.file ?? null)) {
    cv.apply();
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
  cv = new CanvasView(canvas, (scale) => { document.body.dataset.scale = scale.toFixed(3); });
  cv.wire();
  canvas.addEventListener("click", (ev) => {
    if (cv.dragged()) return;
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
  document.getElementById("fit")?.addEventListener("click", () => cv.fit());
  // the time scale's switch (in the side panel, drawn again with each map): the boxes' shades on or off
  document.getElementById("side")!.addEventListener("change", (ev) => {
    const box = ev.target as HTMLInputElement;
    if (box.id === "time-toggle") {
      document.body.classList.toggle("time-off", !box.checked);
    }
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
/** The HTML report embeds its graphs: one map, or several (`[{name, data}]`) with a picker, and for a
 * captured run its index above them (`{run, graphs}`): a graph's link there shows its map. */
function embeddedGraphs(text: string): void {
  const got = JSON.parse(text) as MapData | { name: string; data: MapData }[] | { run: RunIndex; graphs: { name: string; data: MapData }[] };
  let parsed: MapData | { name: string; data: MapData }[] = got as MapData;
  if (!Array.isArray(got) && "run" in got && Array.isArray(got.graphs)) {
    parsed = got.graphs;
    const holder = document.createElement("div");
    holder.innerHTML = indexHtml(got.run);        // every value escaped by indexHtml
    document.querySelector("header")?.after(...Array.from(holder.childNodes));
    document.getElementById("index")?.addEventListener("click", (ev) => {
      const a = (ev.target as Element).closest("a.graph-link") as HTMLAnchorElement | null;
      const pick = document.getElementById("graph") as HTMLSelectElement | null;
      const i = Number(a?.dataset.graph);
      if (!a || !Number.isInteger(i) || !graphs[i]) return;
      if (pick) pick.value = String(i);
      render(graphs[i].data);
    });
  } else if (Array.isArray(got)) {
    parsed = got;
  }
  if (!Array.isArray(parsed)) {
    render(parsed);
    return;
  }
  const graphs = parsed;
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
