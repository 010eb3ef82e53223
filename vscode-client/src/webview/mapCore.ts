// The fusion map's drawing, without the DOM: the graph of kernels laid out by dagre
// (layered, top to bottom in graph order), drawn as one SVG string. Boxes: a kernel, a fused node (its
// members listed), an extern call or a no-op (dashed). Edges: every producer -> consumer edge between
// kernels, coloured by the reason it goes through memory, as wide as the bytes it moves (square root
// scale); Inductor's design (extern calls, no-ops) thin and grey. Every value from the data is escaped.
// Runs in the page and in the extension host (which sends the first frame drawn: drawnBody).
import dagre from "@dagrejs/dagre";

export interface SourceLine { file: string; line: number; function?: string; code: string }
export interface MapNode {
  id: string; kind: string; members: string[]; detail: string; kernel: string | null; line: number;
  sources?: SourceLine[]; aten?: string[];
  estimate?: NodeEstimate;     // roofline estimate of its kernel, when a GPU applies
  measured?: NodeMeasured;     // its kernel as a profiler trace joined to the graph timed it
}
/** A kernel's figures from a profiler trace (`text`: "measured (trace.json): median … µs (min …, max …) x 3 calls, … GB/s achieved"). */
export interface NodeMeasured {
  kernel: string; calls: number; total_us: number; median_us: number; text: string; label: string;
  line?: number; shared?: boolean;   // shared: one of several call() sites of the same kernel (named with its line)
}
/** An edge's two kernels as the trace timed them (one kernel counted once). */
export interface EdgeMeasured { total_us: number; same_kernel: boolean; label: string }
/** A kernel's roofline estimate on the map's GPU (`label`: "estimate for GPU X (datasheet: … GB/s, … TFLOPS …)"). */
export interface NodeEstimate { us: number; bound: string; bytes: number; flops: number | null; symbolic: boolean; label: string }
/** An unfused edge's estimate: the two kernels as scheduled against the forced fusion. */
export interface EdgeEstimate { unfused_us: number; fused_us: number; saved_us: number; bound: string; symbolic: boolean; label: string }
export interface MapEdge {
  source: string; target: string; buffers: string[]; bytes: number; reason: string | null; title: string | null;
  message: string | null; summary: string | null; design: boolean; line: number | null;
  estimate?: EdgeEstimate;
  measured?: EdgeMeasured;
  suggestion?: string;         // what would fuse it (once the editor counted the suggestions)
}
export interface RankRow { producer: string; consumer: string; reason: string; title: string; bytes: number; share: number | null; line: number | null }
export interface MapData {
  uri?: string; file?: string | null; nodes: MapNode[]; edges: MapEdge[]; ranking: RankRow[]; total_nodes: number;
  total_bytes: number; unfused_bytes: number; notes: string[]; error?: string;
  reason_order?: string[];     // the HTML report: one colour per reason across its graphs
  gpu?: { key: string; name: string; bandwidth_gbs: number; chosen_by?: string | null };   // the estimates' GPU
  measured?: { name: string; summary: string; message: string | null };   // a joined profiler trace
}

function us(x: number): string {
  return `${x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} µs`;
}

/** The details pane's estimate line of an unfused edge: labelled with the GPU and its datasheet figures. */
export function edgeEstimateHtml(e: EdgeEstimate): string {
  const saved = e.fused_us <= e.unfused_us ? `saves ${us(e.unfused_us - e.fused_us)}` : `costs ${us(e.fused_us - e.unfused_us)} more`;
  return `<p class="estimate"><span class="label">${esc(e.label)}</span>: unfused ${esc(us(e.unfused_us))}, `
    + `fused ${esc(us(e.fused_us))}, ${esc(saved)} (${esc(e.bound)}-bound${e.symbolic ? "; sizes symbolic, counted with their hints" : ""})</p>`;
}

/** The details pane's estimate line of a kernel. */
export function nodeEstimateHtml(e: NodeEstimate): string {
  const flops = e.flops === null ? "FLOPs unknown" : `${e.flops.toLocaleString("en-US")} FLOPs`;
  return `<p class="estimate"><span class="label">${esc(e.label)}</span>: this kernel ${esc(us(e.us))} `
    + `(${esc(e.bound)}-bound: ${esc(e.bytes.toLocaleString("en-US"))} bytes, ${esc(flops)})</p>`;
}

/** The details pane's measured line of a kernel (the hover card's wording). */
export function nodeMeasuredHtml(m: NodeMeasured): string {
  const site = m.shared && m.line ? ` (launched at line ${m.line} of output_code.py)` : "";
  return `<p class="measured">${esc(m.text)}: <code>${esc(m.kernel)}</code>${esc(site)}, ${esc(us(m.total_us))} in all</p>`;
}

/** The details pane's measured line of an edge: its two kernels' total time in the trace. */
export function edgeMeasuredHtml(m: EdgeMeasured): string {
  return `<p class="measured"><span class="label">${esc(m.label)}</span>: `
    + `${m.same_kernel ? "both in one kernel" : "the two kernels"} ${esc(us(m.total_us))} in all</p>`;
}

export interface Placed { node: MapNode; x: number; y: number; w: number; h: number }
export interface Routed { edge: MapEdge; points: { x: number; y: number }[]; width: number; colour: number }
export interface Layout {
  nodes: Placed[]; edges: Routed[]; width: number; height: number; reasons: string[];
  apart?: { y: number; count: number };     // the nodes with no edge, laid out below the graph from y
}

export function esc(s: unknown): string {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
}

export function mb(b: number): string {
  return b >= 10_000 ? `${(b / 1e6).toFixed(2)} MB` : `${b} B`;
}

// widths of a box's lines per character, generous for the wider UI fonts (DejaVu Sans, bold): the page
// shrinks a line that still overflows (fitTexts)
const NAME_W = 8, SUB_W = 6.8, PAD = 22;
const NAME_MAX = 28, KERNEL_MAX = 40;

/** A long fused name (op22_op23_op25_op156_op157_op159_op160) as its first two members and its last. */
export function nameLabel(id: string): string {
  const parts = id.split("_");
  return id.length > NAME_MAX && parts.length > 3 ? `${parts[0]}_${parts[1]}_…_${parts[parts.length - 1]}` : id;
}

/** A generated kernel's name cut in the middle, not at its end: every kernel of a graph starts alike
 * (cpp_fused__native_batch_norm_legit_no_training_…) and the ops at the end and the number tell them
 * apart (cpp_fused_…legit_no_training_relu_2, cpp_fused_…pool2d_with_indices_relu_1). */
export function kernelLabel(k: string): string {
  if (k.length <= KERNEL_MAX) return k;
  const prefix = /^(?:cpp|triton_[a-z]+)_fused_/.exec(k)?.[0] ?? /^[^_]+_/.exec(k)?.[0] ?? "";
  const keep = KERNEL_MAX - prefix.length - 1;
  let tail = k.slice(k.length - keep);
  const cut = tail.indexOf("_");
  if (cut > 0 && cut < tail.length - 4) tail = tail.slice(cut + 1);     // from a word's start
  return `${prefix}…${tail}`;
}

/** The ATen ops a node came from, short: the namespaces and the views and copies left out (they say
 * nothing of the work); the op that does the most work (a convolution, matmul, pooling, reduction,
 * gather or scan) named with a count of the others ("max_pool_with_offsets +5"), else the first and the
 * last ("add+…+relu (5 ops)"). */
export function atenLabel(aten: string[] | undefined): string {
  const all = (aten ?? []).map((a) => a.replace(/^(?:aten|prims|quantized_decomposed)\./, "").replace(/\.default$/, "")
    .replace(/^_low_memory_/, ""));
  const work = all.filter((a) => !VIEWS.has(a));
  const ops = work.length ? work : all;
  const heavy = ops.find((a) => HEAVY.test(a));
  if (heavy) return ops.length > 1 ? `${heavy} +${ops.length - 1}` : heavy;
  if (ops.length <= 2) return ops.join("+");
  return `${ops[0]}+…+${ops[ops.length - 1]} (${ops.length} ops)`;
}
const VIEWS = new Set(["view", "unsqueeze", "squeeze", "permute", "expand", "reshape", "clone", "_to_copy", "slice",
  "select", "alias", "t", "transpose", "as_strided", "unsafe_view", "_unsafe_view", "full", "iota", "split",
  "convert_element_type", "squeeze_copy", "view_of", "detach", "getitem"]);
const HEAVY = /conv|mm$|^mm|matmul|linear|pool|^sum|^mean|^var|amax|amin|^max$|^min$|argmax|argmin|prod|softmax|norm|sort|topk|scan|cumsum|cumprod|gather|scatter|index|embedding|attention|^_?scaled_dot|^sdpa|histc|bucketize/;

/** A node's third line: what it is in the model, its main ATen op and its first model line
 * ("max_pool2d… · resnet.py:271"), cut to the box's room. */
export function originLabel(n: MapNode): string {
  const op = atenLabel(n.aten);
  const src = n.sources?.[0];
  const where = src ? `${baseName(src.file)}:${src.line}` : "";
  const room = KERNEL_MAX - (where ? where.length + 3 : 0);
  const cut = op.length > room ? `${op.slice(0, Math.max(4, room - 1))}…` : op;
  return [cut, where].filter(Boolean).join(" · ");
}

/** A node's time: measured by a joined profiler trace, else the GPU estimate (undefined: neither). */
export function nodeTime(n: MapNode): { us: number; measured: boolean; calls?: number } | undefined {
  if (n.measured) return { us: n.measured.total_us, measured: true, calls: n.measured.calls };
  if (n.estimate) return { us: n.estimate.us, measured: false };
  return undefined;
}

/** A time as the box shows it: "42.34 µs in 10 calls" measured (all its calls: where the time goes),
 * "≈ 3.10 µs" estimated (one call). */
export function timeLabel(t: { us: number; measured: boolean; calls?: number }): string {
  const v = t.us >= 1000 ? `${(t.us / 1000).toLocaleString("en-US", { maximumFractionDigits: 2 })} ms` : us(t.us);
  return t.measured ? `${v}${t.calls && t.calls > 1 ? ` in ${t.calls} calls` : ""}` : `≈ ${v}`;
}

/** The time scale's steps: a node's step is how large its time is against the graph's largest (square
 * root, like the edges' widths: the few big kernels and the many small ones both told apart). */
export const TIME_STEPS = 5;
export function timeStep(t: number, max: number): number {
  return max > 0 ? Math.min(TIME_STEPS - 1, Math.floor(TIME_STEPS * Math.sqrt(Math.max(0, t) / max))) : 0;
}

function boxLines(n: MapNode): string[] {
  const name = nameLabel(n.id);
  const lines = [name];
  if (n.kind === "fused") lines.push(`${n.members.length} nodes fused`);
  else if (n.kind === "extern") lines.push(n.detail.replace(/^extern_kernels\./, ""));
  else if (n.kernel) lines.push(kernelLabel(n.kernel));
  const origin = originLabel(n);
  // an extern call's op is its second line already ("convolution"): then only the model line
  if (origin) lines.push(lines.length > 1 && origin.startsWith(`${lines[1]} · `) ? origin.slice(lines[1].length + 3) : origin);
  const t = nodeTime(n);
  if (t) lines.push(timeLabel(t));
  return lines;
}

function boxWidth(lines: string[]): number {
  return Math.max(64, lines[0].length * NAME_W + PAD, ...lines.slice(1).map((l) => l.length * SUB_W + PAD));
}

/** The reasons in colour order: the report's order across its graphs when given, else the ranking's
 * (the largest missed fusions take the first colours), then the other edges'. */
export function reasonOrder(data: MapData, edges: MapEdge[] = data.edges): string[] {
  const reasons: string[] = [...(data.reason_order ?? [])];
  for (const r of data.ranking) if (!reasons.includes(r.reason)) reasons.push(r.reason);
  for (const e of edges) if (e.reason && !e.design && !reasons.includes(e.reason)) reasons.push(e.reason);
  return reasons;
}

const APART_GAP = 48;        // between the graph and the nodes with no edge below it

/** Lay the graph out (dagre), top to bottom. The nodes with no edge to the others (a training graph's
 * many fused boxes that only read inputs and write outputs) go in rows below the graph: in its first
 * rank they would push the graph far down and aside. */
export function layout(data: MapData): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: "TB", nodesep: 22, ranksep: 46, edgesep: 8, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(data.nodes.map((n) => n.id));
  const edges = data.edges.filter((e) => ids.has(e.source) && ids.has(e.target) && e.source !== e.target);
  const linked = new Set(edges.flatMap((e) => [e.source, e.target]));
  const size = new Map(data.nodes.map((n) => {
    const lines = boxLines(n);
    return [n.id, { width: boxWidth(lines), height: 14 + lines.length * 15 }];
  }));
  const inGraph = linked.size ? data.nodes.filter((n) => linked.has(n.id)) : data.nodes;
  const apart = linked.size ? data.nodes.filter((n) => !linked.has(n.id)) : [];
  for (const n of inGraph) g.setNode(n.id, size.get(n.id));
  for (const e of edges) g.setEdge(e.source, e.target);
  dagre.layout(g);
  const reasons = reasonOrder(data, edges);
  const maxBytes = Math.max(1, ...edges.map((e) => e.bytes));
  const placed: Placed[] = inGraph.map((n) => {
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
  let width = gg.width ?? 0, height = gg.height ?? 0;
  let below: Layout["apart"];
  if (apart.length) {
    // rows as wide as the graph (at least 640 units), in the graph's order, under a caption
    const rowW = Math.max(width - 32, 640);
    const top = height + APART_GAP;
    let x = 16, y = top + 24, rowH = 0;
    for (const n of apart) {
      const s = size.get(n.id)!;
      if (x > 16 && x + s.width > 16 + rowW) { x = 16; y += rowH + 16; rowH = 0; }
      placed.push({ node: n, x, y, w: s.width, h: s.height });
      x += s.width + 16;
      rowH = Math.max(rowH, s.height);
    }
    below = { y: top, count: apart.length };
    width = Math.max(width, rowW + 32);
    height = y + rowH + 16;
  }
  return { nodes: placed, edges: routed, width, height, reasons, apart: below };
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
    out.push(`<g class="${cls}" data-source="${esc(r.edge.source)}" data-target="${esc(r.edge.target)}" data-line="${r.edge.line ?? ""}"`
      + `${r.edge.reason ? ` data-reason="${esc(r.edge.reason)}"` : ""}>`
      + `<title>${esc(edgeTitle(r.edge))}</title>`
      + `<path class="hit" d="${d}"/>`
      + `<path class="stroke" d="${d}" stroke-width="${r.width.toFixed(2)}" marker-end="url(#arrow)"/></g>`);
  }
  if (l.apart) {
    out.push(`<text x="16" y="${(l.apart.y + 10).toFixed(1)}" class="caption">${l.apart.count} `
      + `${l.apart.count === 1 ? "node has" : "nodes have"} no edge to another node: each reads only the graph's `
      + `inputs and writes only its outputs</text>`);
  }
  const maxTime = Math.max(0, ...l.nodes.map((p) => nodeTime(p.node)?.us ?? 0));
  for (const p of l.nodes) {
    const n = p.node;
    const lines = boxLines(n);
    const t = nodeTime(n);
    const text = lines.map((x, i) => `<text x="${(p.x + p.w / 2).toFixed(1)}" y="${(p.y + 18 + i * 15).toFixed(1)}" `
      + `class="${i ? (t && i === lines.length - 1 ? "sub time" : "sub") : "name"}" text-anchor="middle">${esc(x)}</text>`).join("");
    const from = (n.sources ?? []).map((s) => `\n${baseName(s.file)}:${s.line} ${s.code}`).join("");
    const title = (n.kind === "fused" ? `${n.id}: ${n.members.join(", ")}` : `${n.id}: ${n.detail}`)
      + (n.kernel ? ` (${n.kernel})` : "") + (t ? `\n${t.measured ? "measured" : "estimated"}: ${timeLabel(t).replace(/^≈ /, "")}` : "") + from;
    const timed = t ? ` t${timeStep(t.us, maxTime)}" data-us="${t.us.toFixed(2)}` : "";
    out.push(`<g class="node ${esc(n.kind)}${timed}" data-id="${esc(n.id)}" data-line="${n.line}"><title>${esc(title)}</title>`
      + `<rect x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" width="${p.w.toFixed(1)}" height="${p.h.toFixed(1)}" rx="4"/>${text}</g>`);
  }
  out.push("</svg>");
  return out.join("");
}

export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** A reason's title (the ranking's words) and its count of edges, from the data. */
function titles(data: MapData): Map<string, string> {
  const t = new Map<string, string>();
  for (const e of data.edges) if (e.reason && e.title) t.set(e.reason, e.title);
  for (const r of data.ranking) if (r.title) t.set(r.reason, r.title);
  return t;
}

export const DETAIL_HINT = "Click an edge, a node or a row of the ranking for its details.";

/** The side panel: totals, the details of what is selected, the legend of reasons (with their
 * colours, by title) and the ranking. */
export function sideHtml(data: MapData, l: Layout): string {
  const share = data.total_bytes ? ` = ${(100 * data.unfused_bytes / data.total_bytes).toFixed(1)}% of the graph's ${mb(data.total_bytes)}` : "";
  const missed = data.edges.filter((e) => !e.design && e.reason).length;
  const parts = [`<p class="totals"><strong>${data.total_nodes}</strong> kernels and extern calls; <strong>${missed}</strong> unfused `
    + `edges move <strong>${esc(mb(data.unfused_bytes))}</strong> through memory${esc(share)}</p>`];
  for (const n of data.notes) parts.push(`<p class="note">${esc(n)}</p>`);
  parts.push(timeLegendHtml(data));
  parts.push(`<section id="detail" class="detail"><p class="hint">${esc(DETAIL_HINT)}</p></section>`);
  const title = titles(data);
  const drawn = l.reasons.filter((r) => data.edges.some((e) => e.reason === r && !e.design));
  parts.push(`<ul class="legend">` + drawn.map((r) => {
    const count = data.edges.filter((e) => e.reason === r && !e.design).length;
    const i = l.reasons.indexOf(r);
    return `<li title="${esc(r)}"><span class="swatch c${i % 8}"></span>${esc(title.get(r) ?? r)} (${count})</li>`;
  }).join("") + `<li><span class="swatch design"></span>extern call / no-op (Inductor's design)</li></ul>`);
  parts.push(`<ol class="ranking">` + data.ranking.map((r) =>
    `<li data-source="${esc(r.producer)}" data-target="${esc(r.consumer)}" data-line="${r.line ?? ""}">`
    + `<span class="pair">${esc(nameLabel(r.producer))} → ${esc(nameLabel(r.consumer))}</span> <span class="bytes">${esc(mb(r.bytes))}</span> `
    + `<span class="why">${esc(r.title)}</span></li>`).join("") + `</ol>`);
  return parts.join("");
}

/** The time scale's legend (when a node has a time): the boxes' shades from the shortest to the longest
 * kernel, what the times are (measured by a trace, estimated for a GPU) and the switch that shows them. */
export function timeLegendHtml(data: MapData): string {
  const times = data.nodes.map(nodeTime).filter((t): t is { us: number; measured: boolean } => !!t);
  if (!times.length) return "";
  const max = Math.max(...times.map((t) => t.us));
  const measured = times.filter((t) => t.measured).length;
  const what = measured === times.length ? `measured${data.measured ? ` (${data.measured.name})` : ""}`
    : measured ? `measured where the trace has the kernel (${measured}), else estimated` : `estimated${data.gpu ? ` for ${data.gpu.name}` : ""}`;
  const total = times.reduce((a, t) => a + t.us, 0);
  // the bounds of each shade: step k covers (k/N)^2 .. ((k+1)/N)^2 of the largest time
  const steps = Array.from({ length: TIME_STEPS }, (_, k) => {
    const hi = max * ((k + 1) / TIME_STEPS) ** 2;
    return `<span class="heat t${k}" title="up to ${esc(us(hi))}"></span>`;
  }).join("");
  return `<div class="time-legend"><label><input type="checkbox" id="time-toggle" checked> time per node</label> `
    + `<span class="what">${esc(what)}: ${esc(times.length)} nodes, ${esc(us(total))} in all</span>`
    + `<div class="scale"><span>0</span>${steps}<span>${esc(us(max))}</span></div></div>`;
}

function sourcesHtml(n: MapNode | undefined): string {
  const src = n?.sources ?? [];
  if (!src.length) return "";
  return `<ul class="sources">` + src.map((s) =>
    `<li data-file="${esc(s.file)}" data-fileline="${s.line}" title="${esc(s.file)}"><span class="where">${esc(baseName(s.file))}:${s.line}</span> `
    + `<code>${esc(s.code)}</code></li>`).join("") + `</ul>`;
}

function nodeRef(id: string, line: number | undefined): string {
  return `<a class="ref" data-node="${esc(id)}" data-line="${line ?? ""}">${esc(id)}</a>`;
}

/** What the side panel says about a selected edge (``[source, target]``) or node (``[id]``). */
export function detailHtml(data: MapData, reasons: string[], sel: string[]): string {
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  const title = titles(data);
  if (sel.length === 2) {
    const [s, t] = sel;
    const e = data.edges.find((x) => x.source === s && x.target === t);
    if (!e) return `<p class="hint">${esc(DETAIL_HINT)}</p>`;
    const i = e.reason && !e.design ? reasons.indexOf(e.reason) : -1;
    const out = [`<h2>${nodeRef(s, byId.get(s)?.line)} → ${nodeRef(t, byId.get(t)?.line)}</h2>`,
      `<p class="reason"><span class="swatch ${i < 0 ? "design" : `c${i % 8}`}"></span>`
      + `<strong>${esc(e.reason ? title.get(e.reason) ?? e.reason : "no verdict")}</strong>`
      + (e.reason ? ` <span class="code">${esc(e.reason)}</span>` : "") + `</p>`];
    out.push(e.message ? `<p class="inductor">Inductor: <q>cannot fuse ${esc(s)} with ${esc(t)}: ${esc(e.message)}</q></p>`
      : e.reason ? `<p class="inductor">Inductor does not log this refusal.</p>` : "");
    if (e.summary) out.push(`<p class="summary">${esc(e.summary)}</p>`);
    out.push(`<p class="bytes">${esc(mb(e.bytes))} through memory via ${esc(e.buffers.join(", "))}`
      + (e.line ? ` · IR line <a class="ref" data-line="${e.line}">${e.line}</a>` : "") + `</p>`);
    if (e.estimate) out.push(edgeEstimateHtml(e.estimate));
    if (e.measured) out.push(edgeMeasuredHtml(e.measured));
    if (e.suggestion) out.push(`<p class="suggestion">${esc(e.suggestion)}</p>`);
    for (const id of [s, t]) {
      const m = byId.get(id)?.measured;
      if (m) out.push(nodeMeasuredHtml(m).replace('<p class="measured">', `<p class="measured">${esc(id)}: `));
    }
    for (const id of [s, t]) {
      const src = sourcesHtml(byId.get(id));
      if (src) out.push(`<h3>${esc(id)} comes from</h3>${src}`);
    }
    return out.join("");
  }
  const n = byId.get(sel[0]);
  if (!n) return `<p class="hint">${esc(DETAIL_HINT)}</p>`;
  const kind = { fused: "fused node", extern: "extern call", nop: "no-op", template: "template kernel", kernel: "kernel" }[n.kind] ?? n.kind;
  const out = [`<h2>${nodeRef(n.id, n.line)}</h2>`, `<p>${esc(kind)}${n.kind === "extern" ? `: <code>${esc(n.detail)}</code>` : ""}`
    + (n.kernel ? ` · <code class="kernel">${esc(n.kernel)}</code>` : "") + `</p>`];
  if (n.members.length) out.push(`<p class="members">${n.members.length} nodes: ${n.members.map(esc).join(", ")}</p>`);
  if (n.estimate) out.push(nodeEstimateHtml(n.estimate));
  if (n.measured) out.push(nodeMeasuredHtml(n.measured));
  const src = sourcesHtml(n);
  if (src) out.push(`<h3>comes from</h3>${src}`);
  if (n.aten?.length) out.push(`<p class="aten">${n.aten.map((a) => `<code>${esc(a)}</code>`).join(" ")}</p>`);
  const unfused = data.edges.filter((e) => !e.design && e.reason && (e.source === n.id || e.target === n.id));
  if (unfused.length) {
    out.push(`<h3>unfused edges</h3><ul class="edges">` + unfused.map((e) =>
      `<li data-source="${esc(e.source)}" data-target="${esc(e.target)}" data-line="${e.line ?? ""}">`
      + `${esc(nameLabel(e.source))} → ${esc(nameLabel(e.target))} <span class="bytes">${esc(mb(e.bytes))}</span> `
      + `${esc(e.title ?? e.reason ?? "")}`
      + (e.estimate ? ` <span class="estimate">(${esc(e.estimate.fused_us <= e.estimate.unfused_us ? "saves" : "costs")} `
        + `${esc(us(Math.abs(e.estimate.saved_us)))}, estimated)</span>` : "")
      + (e.measured ? ` <span class="measured">(${esc(us(e.measured.total_us))} measured)</span>` : "") + `</li>`).join("") + `</ul>`);
  }
  return out.join("");
}

/** A captured run's index in its report (``explain.html.run_index``). */
export interface RunIndexGraph {
  folder: string; kind: string | null; compile_id: string | null; function: string | null; file: string | null;
  line: number | null; compile_s: number | null; inductor_s: number | null; nodes: number | null; kernels: number | null;
  missed: number | null; missed_bytes: number | null; measured: string | null; error: string | null; map: number | null;
}
export interface RunIndex {
  command: string[]; start: string | null; seconds: number | null; exit_status: number | null; complete: boolean | null;
  torch: string | null; gpus: string[]; notes: string[]; compile_s: number | null; graphs: RunIndexGraph[];
  breaks: { compile_id: string; function: string | null; file: string | null; line: number | null; at: number | null; reason: string | null }[];
}

const secs = (x: number | null) => (x === null ? "–" : `${x.toLocaleString("en-US", { maximumFractionDigits: 1 })} s`);

/** The run's index above its maps: a one-line summary (graphs, graph breaks, compile time, torch), and
 * opened, every graph (a link to its map, or why it has none) and every graph break with its line. */
export function indexHtml(r: RunIndex): string {
  const script = r.command.length ? baseName(r.command[r.command.length - 1]) : "the run";
  const drawn = r.graphs.filter((g) => g.map !== null).length;
  const head = [`<strong>${esc(script)}</strong>`, `${r.graphs.length} graph${r.graphs.length === 1 ? "" : "s"}`
    + (drawn !== r.graphs.length ? ` (${drawn} with a map)` : ""),
  `${r.breaks.length} graph break${r.breaks.length === 1 ? "" : "s"}`,
  r.compile_s !== null ? `compile ${secs(r.compile_s)}` : "", r.seconds !== null ? `run ${secs(r.seconds)}` : "",
  r.torch ? `torch ${esc(r.torch)}` : "", r.gpus.length ? esc(r.gpus.join(", ")) : "",
  r.start ? esc(r.start.replace("T", " ").replace(/\.\d+$/, "")) : "",
  r.complete === false ? `<span class="bad">incomplete (exit ${esc(r.exit_status ?? "?")})</span>` : ""].filter(Boolean);
  const rows = r.graphs.map((g) => {
    const frame = g.function ? `${g.function} (${baseName(g.file ?? "?")}:${g.line ?? "?"})` : "";
    const counts = g.error ? `<span class="why">${esc(g.error)}</span>`
      : [g.nodes !== null ? `${g.nodes} node${g.nodes === 1 ? "" : "s"}` : "",
        g.kernels !== null ? `${g.kernels} kernel${g.kernels === 1 ? "" : "s"}` : "",
        g.missed ? `${g.missed} missed (${mb(g.missed_bytes ?? 0)})` : g.missed === 0 ? "nothing missed" : ""]
        .filter(Boolean).map(esc).join(" · ");
    const name = g.map !== null ? `<a class="graph-link" data-graph="${g.map}">${esc(g.folder)}</a>` : esc(g.folder);
    return `<tr><td>${name}</td><td>${esc(g.kind ?? "")}</td><td>${esc(g.compile_id ?? "")}</td><td>${esc(frame)}</td>`
      + `<td class="num">${esc(secs(g.compile_s))}</td><td class="num">${esc(secs(g.inductor_s))}</td><td>${counts}`
      + (g.measured ? `<br><span class="measured">${esc(g.measured)}</span>` : "") + `</td></tr>`;
  }).join("");
  const breaks = r.breaks.map((b) => `<li><code>${esc(b.function ?? "?")}</code> (${esc(baseName(b.file ?? "?"))}:${esc(b.line ?? "?")}), `
    + `frame ${esc(b.compile_id)}: its graph ended${b.at !== null ? ` at line ${esc(b.at)}` : ""}: ${esc(b.reason ?? "")}</li>`).join("");
  return `<details id="index"><summary>${head.join(" · ")}</summary>`
    + `<table><thead><tr><th>graph</th><th>kind</th><th>frame id</th><th>compiled frame</th><th>compile (frame)</th>`
    + `<th>Inductor</th><th>nodes, kernels, missed fusions</th></tr></thead><tbody>${rows}</tbody></table>`
    + (breaks ? `<h3>graph breaks</h3><ul class="breaks">${breaks}</ul>` : `<p class="note">no graph break</p>`)
    + (r.command.length ? `<p class="command"><code>$ ${esc(r.command.join(" "))}</code></p>` : "")
    + r.notes.map((n) => `<p class="note">${esc(n)}</p>`).join("") + `</details>`;
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
  // the data too, for the details of what the user clicks (JSON, not run; no "<" to end its element)
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return pageBody(title, svg, side, attrs) + `<script type="application/json" id="map-drawn">${json}</script>`;
}
