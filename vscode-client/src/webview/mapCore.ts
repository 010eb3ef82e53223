// The fusion map's drawing (#15 item 2), without the DOM: the graph of kernels laid out by dagre
// (layered, top to bottom in graph order), drawn as one SVG string. Boxes: a kernel, a fused node (its
// members listed), an extern call or a no-op (dashed). Edges: every producer -> consumer edge between
// kernels, coloured by the reason it goes through memory, as wide as the bytes it moves (square root
// scale); Inductor's design (extern calls, no-ops) thin and grey. Every value from the data is escaped.
// Runs in the page and in the extension host (which sends the first frame drawn: drawnBody).
import dagre from "@dagrejs/dagre";

export interface MapNode { id: string; kind: string; members: string[]; detail: string; kernel: string | null; line: number }
export interface MapEdge {
  source: string; target: string; buffers: string[]; bytes: number; reason: string | null; title: string | null;
  message: string | null; summary: string | null; design: boolean; line: number | null;
}
export interface RankRow { producer: string; consumer: string; reason: string; title: string; bytes: number; share: number | null; line: number | null }
export interface MapData {
  uri?: string; file?: string | null; nodes: MapNode[]; edges: MapEdge[]; ranking: RankRow[]; total_nodes: number;
  total_bytes: number; unfused_bytes: number; notes: string[]; error?: string;
}

export interface Placed { node: MapNode; x: number; y: number; w: number; h: number }
export interface Routed { edge: MapEdge; points: { x: number; y: number }[]; width: number; colour: number }
export interface Layout { nodes: Placed[]; edges: Routed[]; width: number; height: number; reasons: string[] }

export function esc(s: unknown): string {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
}

export function mb(b: number): string {
  return b >= 10_000 ? `${(b / 1e6).toFixed(2)} MB` : `${b} B`;
}

const CHAR_W = 7;

function boxLines(n: MapNode): string[] {
  if (n.kind === "fused") return [n.id, `${n.members.length} nodes fused`];
  if (n.kind === "extern") return [n.id, n.detail.replace(/^extern_kernels\./, "")];
  if (n.kernel) return [n.id, n.kernel.length > 34 ? n.kernel.slice(0, 33) + "…" : n.kernel];
  return [n.id];
}

/** Lay the graph out (dagre). Reasons are numbered in the order of the ranking, then of the edges, so
 * that the largest missed fusions take the first colours. */
export function layout(data: MapData): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: "TB", nodesep: 22, ranksep: 46, edgesep: 8, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(data.nodes.map((n) => n.id));
  for (const n of data.nodes) {
    const lines = boxLines(n);
    const w = Math.max(64, Math.max(...lines.map((l) => l.length)) * CHAR_W + 20);
    g.setNode(n.id, { width: w, height: 14 + lines.length * 15 });
  }
  const edges = data.edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  for (const e of edges) g.setEdge(e.source, e.target);
  dagre.layout(g);
  const reasons: string[] = [];
  for (const r of data.ranking) if (!reasons.includes(r.reason)) reasons.push(r.reason);
  for (const e of edges) if (e.reason && !e.design && !reasons.includes(e.reason)) reasons.push(e.reason);
  const maxBytes = Math.max(1, ...edges.map((e) => e.bytes));
  const placed = data.nodes.map((n) => {
    const p = g.node(n.id);
    return { node: n, x: p.x - p.width / 2, y: p.y - p.height / 2, w: p.width, h: p.height };
  });
  const routed = edges.map((e) => ({
    edge: e,
    points: (g.edge(e.source, e.target)?.points ?? []).map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })),
    width: e.design ? 1 : 1.5 + 6 * Math.sqrt(e.bytes / maxBytes),
    colour: e.design || !e.reason ? -1 : reasons.indexOf(e.reason),
  }));
  const gg = g.graph();
  return { nodes: placed, edges: routed, width: gg.width ?? 0, height: gg.height ?? 0, reasons };
}

function edgeTitle(e: MapEdge): string {
  const why = e.reason ? `${e.title ?? e.reason}${e.message ? ` (Inductor: "${e.message}")` : " (Inductor does not log it)"}` : "no verdict";
  return `${e.source} → ${e.target}: ${why} · ${mb(e.bytes)} via ${e.buffers.join(", ")}${e.summary ? `\n${e.summary}` : ""}`;
}

/** The map as SVG (the page styles its classes with the theme's colours). */
export function mapSvg(l: Layout): string {
  const out = [`<svg class="map" viewBox="0 0 ${Math.ceil(l.width)} ${Math.ceil(l.height)}" width="${Math.ceil(l.width)}" height="${Math.ceil(l.height)}">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto-start-reverse">`
    + `<path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead"/></marker></defs>`];
  for (const r of l.edges) {
    if (r.points.length < 2) continue;
    const d = r.points.map((p, i) => `${i ? "L" : "M"} ${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" ");
    const cls = r.edge.design ? "edge design" : r.colour < 0 ? "edge none" : `edge c${r.colour % 8}`;
    out.push(`<g class="${cls}" data-source="${esc(r.edge.source)}" data-target="${esc(r.edge.target)}" data-line="${r.edge.line ?? ""}">`
      + `<title>${esc(edgeTitle(r.edge))}</title>`
      + `<path class="hit" d="${d}"/>`
      + `<path class="stroke" d="${d}" stroke-width="${r.width.toFixed(2)}" marker-end="url(#arrow)"/></g>`);
  }
  for (const p of l.nodes) {
    const n = p.node;
    const lines = boxLines(n);
    const text = lines.map((t, i) => `<text x="${(p.x + p.w / 2).toFixed(1)}" y="${(p.y + 18 + i * 15).toFixed(1)}" `
      + `class="${i ? "sub" : "name"}" text-anchor="middle">${esc(t)}</text>`).join("");
    const title = n.kind === "fused" ? `${n.id}: ${n.members.join(", ")}` : `${n.id}: ${n.detail}${n.kernel ? ` (${n.kernel})` : ""}`;
    out.push(`<g class="node ${esc(n.kind)}" data-id="${esc(n.id)}" data-line="${n.line}"><title>${esc(title)}</title>`
      + `<rect x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="${p.w.toFixed(1)}" height="${p.h.toFixed(1)}" rx="4"/>${text}</g>`);
  }
  out.push("</svg>");
  return out.join("");
}

/** The side panel: totals, the legend of reasons (with their colours) and the ranking. */
export function sideHtml(data: MapData, l: Layout): string {
  const share = data.total_bytes ? ` = ${(100 * data.unfused_bytes / data.total_bytes).toFixed(1)}% of the graph's ${mb(data.total_bytes)}` : "";
  const missed = data.edges.filter((e) => !e.design && e.reason).length;
  const parts = [`<p class="totals"><strong>${data.total_nodes}</strong> kernels and extern calls; <strong>${missed}</strong> unfused `
    + `edges move <strong>${esc(mb(data.unfused_bytes))}</strong> through memory${esc(share)}</p>`];
  for (const n of data.notes) parts.push(`<p class="note">${esc(n)}</p>`);
  parts.push(`<ul class="legend">` + l.reasons.map((r, i) => {
    const count = data.edges.filter((e) => e.reason === r && !e.design).length;
    return `<li><span class="swatch c${i % 8}"></span>${esc(r)} (${count})</li>`;
  }).join("") + `<li><span class="swatch design"></span>extern call / no-op (Inductor's design)</li></ul>`);
  parts.push(`<ol class="ranking">` + data.ranking.map((r) =>
    `<li data-source="${esc(r.producer)}" data-target="${esc(r.consumer)}" data-line="${r.line ?? ""}">`
    + `<span class="pair">${esc(r.producer)} → ${esc(r.consumer)}</span> <span class="bytes">${esc(mb(r.bytes))}</span> `
    + `<span class="why">${esc(r.title)}</span></li>`).join("") + `</ol>`);
  return parts.join("");
}

/** The page's parts: the title and "Fit" above, the map and the side panel beside each other. The
 * page script makes them when its host gives an empty body; the extension sends them drawn. */
export function pageBody(title: string, canvas = "", side = "", canvasAttrs = ""): string {
  return `<header><h1>${esc(title)}</h1><button id="fit" title="Fit the graph">Fit</button></header>`
    + `<main><div id="canvas"${canvasAttrs}>${canvas}</div><aside id="side">${side}</aside></main>`;
}

/** The page's body with the map already drawn (the extension host lays it out while VS Code starts the
 * webview, so that the page only has to show it): the canvas says how long that took (data-drawn, ms)
 * and which file it maps (data-file), for the page to keep its view when the same graph comes again. */
export function drawnBody(title: string, data: MapData): string {
  const t0 = performance.now();
  const l = layout(data);
  const svg = mapSvg(l), side = sideHtml(data, l);
  const attrs = ` data-drawn="${Math.round(performance.now() - t0)}"`
    + (typeof data.file === "string" ? ` data-file="${esc(data.file)}"` : "");
  return pageBody(title, svg, side, attrs);
}
