// The comparison page's parts without the DOM (compare.ts draws them): what each change marks in
// either side's map, the summary line of a graph, the list of changes, the legend. Every value from
// the data is escaped.
import { esc, MapData, mb, nameLabel } from "./mapCore";

export interface Change {
  kind: string; a: string[]; b: string[]; bytes: number; reason: string | null; message: string | null;
  summary: string | null; sources: string[]; detail: Record<string, unknown>;
  reason_title?: string | null; reason_a_title?: string | null;
}
export interface GraphPair {
  a: string | null; b: string | null; kernels: [number, number] | null; total_bytes: [number, number] | null;
  unfused_bytes: [number, number] | null; aligned: number; config: Record<string, [unknown, unknown]>;
  torch?: [string, string] | null;
  note: string | null; changes: Change[]; maps: { a: MapData | null; b: MapData | null };
}
export interface CompareData { title?: string; a: string; b: string; graphs: GraphPair[] }

/** What a change marks in one side's map: node ids and [source, target] edges. */
export interface Marks { nodes: string[]; edges: [string, string][] }

export const KINDS: Record<string, string> = {
  fusion_lost: "fusion lost", fusion_gained: "fusion gained", reason_changed: "reason changed",
  op_added: "op added", op_removed: "op removed",
};

/** The edges of ``map`` between different nodes of ``parts`` (the kernels a fusion is split into). */
function between(map: MapData | null, parts: string[]): [string, string][] {
  if (!map) return [];
  const set = new Set(parts);
  return map.edges.filter((e) => e.source !== e.target && set.has(e.source) && set.has(e.target))
    .map((e) => [e.source, e.target] as [string, string]);
}

/** The nodes and edges a change marks in A's map (``side`` "a") or B's. */
export function marks(c: Change, side: "a" | "b", map: MapData | null): Marks {
  const d = c.detail ?? {};
  switch (c.kind) {
    case "fusion_lost":        // A's fused node; B's parts and the edges between them
      return side === "a" ? { nodes: c.a.slice(0, 1), edges: [] } : { nodes: [...c.b], edges: between(map, c.b) };
    case "fusion_gained":      // A's parts and the edges between them; B's fused node
      return side === "a" ? { nodes: [...c.a], edges: between(map, c.a) } : { nodes: c.b.slice(0, 1), edges: [] };
    case "reason_changed": {   // the edge on each side
      const p = side === "a" ? c.a : c.b;
      return { nodes: [], edges: p.length === 2 ? [[p[0], p[1]]] : [] };
    }
    case "op_added":
      return side === "b" && typeof d.group_b === "string" ? { nodes: [d.group_b], edges: [] } : { nodes: [], edges: [] };
    case "op_removed":
      return side === "a" && typeof d.group_a === "string" ? { nodes: [d.group_a], edges: [] } : { nodes: [], edges: [] };
  }
  return { nodes: [], edges: [] };
}

/** The CSS class of a kind of change. */
export const cls = (kind: string): string => `chg-${kind.replace(/_/g, "-")}`;

/** A graph's summary line: kernels, bytes through memory, aligned nodes, config values that differ. */
export function summaryHtml(g: GraphPair): string {
  if (!g.kernels) return `<p class="summary-line">${esc(g.note ?? "not compared")}</p>`;
  const counts: Record<string, number> = {};
  for (const c of g.changes) counts[c.kind] = (counts[c.kind] ?? 0) + 1;
  const head = Object.entries(counts).map(([k, n]) => `${n} ${KINDS[k] ?? k}`).join(", ") || "no fusion changed";
  const cfg = Object.entries(g.config ?? {}).map(([k, v]) => `${k} ${String(v[0])} → ${String(v[1])}`).join(", ");
  const ub = g.unfused_bytes ?? [0, 0];
  return `<p class="summary-line"><strong>${esc(head)}</strong> · kernels ${g.kernels[0]} → ${g.kernels[1]}`
    + ` · unfused bytes through memory ${esc(mb(ub[0]))} → ${esc(mb(ub[1]))} · ${g.aligned} nodes aligned`
    + (g.torch ? ` · torch <code>${esc(`${g.torch[0]} → ${g.torch[1]}`)}</code>` : "")
    + (cfg ? ` · config: <code>${esc(cfg)}</code>` : "") + (g.note ? ` · ${esc(g.note)}` : "") + `</p>`;
}

function names(xs: string[]): string {
  return xs.length ? xs.map((x) => `<code title="${esc(x)}">${esc(nameLabel(x))}</code>`).join(" + ") : "–";
}

/** One change of the list: its kind, the names on each side, the reason(s), Inductor's words, the bytes
 * and the model lines. */
export function changeHtml(c: Change, i: number): string {
  const why: string[] = [];
  if (c.kind === "reason_changed") {
    why.push(`${esc(c.reason_a_title ?? String(c.detail?.reason_a ?? "?"))} → <strong>${esc(c.reason_title ?? c.reason ?? "?")}</strong>`);
  } else if (c.reason) {
    why.push(`<strong>${esc(c.reason_title ?? c.reason)}</strong>`);
  } else if (typeof c.detail?.note === "string") {
    why.push(esc(c.detail.note));
  }
  if (c.kind === "op_added" && typeof c.detail?.group_b === "string") why.push(`in ${esc(c.detail.group_b)}`);
  if (c.kind === "op_removed" && typeof c.detail?.group_a === "string") why.push(`was in ${esc(c.detail.group_a)}`);
  const out = [`<li class="change ${cls(c.kind)}" data-index="${i}">`,
    `<div class="head"><span class="kind"><span class="swatch ${cls(c.kind)}"></span>${esc(KINDS[c.kind] ?? c.kind)}</span>`
    + ` <span class="side">A: ${names(c.a)}</span> <span class="side">B: ${names(c.b)}</span>`
    + (c.bytes ? ` <span class="bytes">${esc(mb(c.bytes))}</span>` : "") + `</div>`];
  if (why.length) out.push(`<div class="why">${why.join(" · ")}</div>`);
  if (c.message) out.push(`<div class="inductor">Inductor: <q>${esc(c.message)}</q></div>`);
  if (c.summary) out.push(`<div class="evidence">${esc(c.summary)}</div>`);
  // two releases' runs: whether B's release's scheduler rules make it, where between the releases, the knob
  const rules = c.detail?.rules_text;
  if (Array.isArray(rules)) for (const x of rules) out.push(`<div class="evidence release">${esc(String(x))}</div>`);
  if (c.sources?.length) out.push(`<ul class="sources">${c.sources.slice(0, 3).map((s) => `<li><code>${esc(s)}</code></li>`).join("")}</ul>`);
  out.push(`</li>`);
  return out.join("");
}

export function legendHtml(): string {
  return `<ul class="legend kinds">` + Object.entries(KINDS).map(([k, t]) =>
    `<li><span class="swatch ${cls(k)}"></span>${esc(t)}</li>`).join("")
    + `<li class="unchanged"><span class="swatch unchanged"></span>unchanged (its reason in its tooltip)</li></ul>`;
}

/** The page's parts: the header (title, graph picker, summary, legend), the two panes, the changes. */
export function compareBody(d: CompareData): string {
  const pick = d.graphs.length > 1 ? `<select id="graph">` + d.graphs.map((g, i) =>
    `<option value="${i}">${esc(g.a ?? "–")} → ${esc(g.b ?? "–")} (${g.changes.length} changes)</option>`).join("") + `</select>` : "";
  const pane = (s: "a" | "b", label: string) => `<section class="pane" id="pane-${s}"><div class="pane-head">`
    + `<span class="label">${s.toUpperCase()}: ${esc(label)}</span><span class="graph-name"></span>`
    + `<button class="fit" data-side="${s}" title="Fit the graph">Fit</button></div>`
    + `<div class="canvas" id="canvas-${s}"></div></section>`;
  return `<header><h1>${esc(d.title ?? "Fusion compared")}</h1>${pick}</header>`
    + `<div id="summary"></div>${legendHtml()}`
    + `<main class="compare">${pane("a", d.a)}${pane("b", d.b)}</main>`
    + `<section id="changes"></section>`;
}

