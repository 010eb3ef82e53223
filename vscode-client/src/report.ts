// The benchmark's result as a webview panel beside the IR: the verdict, a chart of both
// variants (median bar, interquartile range as a whisker; the original kernels when timed), bytes,
// bandwidth and loop nests, the full text report, and a button that runs the benchmark again. The page
// is built here from the result (every value escaped), with a strict content security policy: no
// network, no remote resources, one nonce'd script that only posts the button's message. A result of
// kernels only (codegen, nothing timed) opens as a read-only markdown document, never an unsaved editor.
import * as vscode from "vscode";

export interface Timing {
  median_s?: number;
  q1_s?: number;
  q3_s?: number;
  iqr_s?: number;
  repetitions?: number;
  bytes?: number;
  bandwidth_gb_s?: number;
  loop_nests?: number;
  kernels?: string[];
  error?: string;
  resources?: KernelResources[];
}

/** One compiled config of a Triton kernel (``measure.resources.KernelResources``). */
export interface KernelResources {
  kernel: string;
  config?: Record<string, number>;
  num_warps?: number;
  num_stages?: number;
  registers?: number;
  spills?: number;
  shared?: number;
  occupancy?: number;
  limit?: string;
  grid?: number;
  waves?: number;
  configs?: number;
  chosen?: boolean;      // a GPU run: the config the autotuner kept
  error?: string;
}

export interface BenchResult {
  node1?: string;
  node2?: string;
  device?: string;
  verdict?: string;
  speedup?: number;
  numerics_match?: boolean;
  tolerance?: number;
  cached?: boolean;
  codegen?: boolean;
  torch?: string;
  unfused?: Timing;
  fused?: Timing;
  original?: Timing & { rebuilt_over_original?: number; comparable?: boolean };
  split?: string[][] | null;      // a fused node timed against its parts (bench --split)
  resources_target?: string;       // where the kernels were compiled for their registers and spills
  resources_error?: string;
}

/** Each variant's kernels on the GPU's multiprocessors: registers, spills (highlighted), shared memory,
 *  launch config, occupancy and blocks, one row per compiled config; "" when the result has none. */
export function resourcesTable(r: BenchResult): string {
  if (r.resources_error) return `<p class="resources">registers and spills: not compiled (${escapeHtml(r.resources_error)})</p>`;
  const [lu, lf] = variantLabels(r);
  const rows: string[] = [];
  const variants = [[lu, r.unfused], [lf, r.fused]] as [string, Timing | undefined][];
  if (r.original?.resources?.length) variants.push(["original (output_code.py)", r.original]);
  for (const [label, v] of variants) {
    for (const k of v?.resources ?? []) {
      const tuned = k.chosen ? "the autotuner's choice of" : k.chosen === false ? "not chosen: 1 of" : "1 of";
      const name = `<code>${escapeHtml(k.kernel)}</code>` + ((k.configs ?? 1) > 1 ? `<span class="sub">${tuned} ${escapeHtml(k.configs)} configs (autotuned)</span>` : "");
      if (k.error) {
        rows.push(`<tr><td>${escapeHtml(label)}</td><td>${name}</td><td colspan="5">not compiled: ${escapeHtml(k.error)}</td></tr>`);
        continue;
      }
      const launch = [...Object.entries(k.config ?? {}).map(([a, b]) => `${a}=${b}`),
        k.num_warps !== undefined ? `${k.num_warps} warp${k.num_warps === 1 ? "" : "s"}` : "", k.num_stages !== undefined ? `${k.num_stages} stage${k.num_stages === 1 ? "" : "s"}` : ""]
        .filter(Boolean).join(", ");
      const occ = typeof k.occupancy === "number" ? `${Math.round(k.occupancy * 100)}%<span class="sub">bound by ${escapeHtml(k.limit ?? "?")}</span>` : "?";
      const spills = k.spills ? `<strong class="spills">${escapeHtml(k.spills)}</strong>` : "0";
      rows.push(`<tr><td>${escapeHtml(label)}</td><td>${name}</td><td>${escapeHtml(k.registers ?? "?")}</td><td>${spills}</td>`
        + `<td>${escapeHtml(k.shared ?? "?")} B</td><td>${escapeHtml(launch)}</td><td>${occ}</td></tr>`);
    }
  }
  if (!rows.length) return "";
  return `<h3>Registers, spills and occupancy</h3><p class="resources">${escapeHtml(r.resources_target ?? r.device ?? "")}</p>`
    + `<table class="resources"><thead><tr><th>variant</th><th>kernel</th><th>registers</th><th>spilled</th><th>shared</th>`
    + `<th>launch</th><th>occupancy</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** The two variants' names: a pair's, or a split fused node's (its parts, and the group as built). */
export function variantLabels(r: BenchResult): [string, string] {
  return r.split?.length ? [`split (${r.split.length} parts)`, "fused (as Inductor built it)"]
    : ["unfused (as scheduled)", "fused (one kernel)"];
}

/** What was timed: "op3 → op4", or "op1_op2_op3 split into op1 | op2 | op3". */
export function benchTitle(node1: string | undefined, node2: string | undefined, r: BenchResult): string {
  if (r.split?.length) return `${node1 ?? r.node1 ?? "?"} split into ${r.split.map((p) => p.join("_")).join(" | ")}`;
  return `${node1 ?? r.node1 ?? "?"} → ${node2 ?? r.node2 ?? "?"}`;
}

export interface ReportOutcome {
  node1?: string;
  node2?: string;
  markdown?: string;
  result?: BenchResult;
}

export function escapeHtml(s: unknown): string {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
}

/** Milliseconds; with ``spread`` (the interquartile range, seconds) to no digit finer than the spread's
 * first (the command line's reports do the same), but never without a significant digit of the value
 * itself ("0.4 ms" with a spread of 5 ms, not "0 ms"); under 0.1 ms in microseconds ("4.2 µs"). */
export function ms(s: number | undefined, spread?: number): string {
  if (s === undefined || s === null || !Number.isFinite(s)) return "?";
  const v = s * 1e3;
  const bySpread = spread && spread > 0 ? Math.max(0, Math.min(3, -Math.floor(Math.log10(spread * 1e3)))) : 3;
  if (v !== 0 && Math.abs(v) < 0.1) {
    const u = v * 1e3;
    return `${u.toFixed(Math.max(0, Math.min(3, 1 - Math.floor(Math.log10(Math.abs(u))))))} µs`;
  }
  const significant = v === 0 ? 0 : Math.max(0, -Math.floor(Math.log10(Math.abs(v))));
  return `${v.toFixed(Math.max(bySpread, Math.min(significant, 3)))} ms`;
}

export interface ChartRow { label: string; median: number; q1: number; q3: number; cls: string }

/** The rows of the chart: each timed variant with its median and quartiles (seconds). */
export function chartRows(r: BenchResult): ChartRow[] {
  const rows: ChartRow[] = [];
  const add = (label: string, t: Timing | undefined, cls: string) => {
    if (!t || typeof t.median_s !== "number" || t.error) return;
    const q1 = typeof t.q1_s === "number" ? t.q1_s : t.median_s - (t.iqr_s ?? 0) / 2;
    const q3 = typeof t.q3_s === "number" ? t.q3_s : t.median_s + (t.iqr_s ?? 0) / 2;
    rows.push({ label, median: t.median_s, q1, q3, cls });
  };
  const [lu, lf] = variantLabels(r);
  add(lu, r.unfused, "unfused");
  add(lf, r.fused, "fused");
  add("original (output_code.py)", r.original, "original");
  return rows;
}

/** An SVG chart of the rows: one bar per variant to its median, a whisker from the first to the third
 * quartile, the median written at the bar's end; the axis in milliseconds. Colours come from the theme
 * (CSS classes styled by the page). */
/** Round axis ticks from 0 past ``max`` (seconds): 0, 5, 10, 15 ms rather than 0, 6.45, 12.899 ms. */
export function niceTicks(max: number, target = 4): number[] {
  const raw = max / target;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((x) => x >= raw) ?? 10 * mag;
  const n = Math.ceil(max / step - 1e-9);
  return Array.from({ length: n + 1 }, (_, i) => i * step);
}

/** A tick in milliseconds with no more decimals than its step needs. */
export function tickMs(seconds: number, stepSeconds: number): string {
  const stepMs = stepSeconds * 1e3;
  const digits = Math.max(0, Math.min(3, -Math.floor(Math.log10(stepMs) + 1e-9)));
  return `${(seconds * 1e3).toFixed(stepMs * 10 ** digits % 1 ? digits + 1 : digits)} ms`;
}

export function chartSvg(rows: ChartRow[], width = 640): string {
  if (!rows.length) return "";
  const labelW = 190, right = 90, rowH = 34, top = 10, axisH = 26;
  const plotW = width - labelW - right;
  const ticks = niceTicks(Math.max(...rows.map((r) => Math.max(r.q3, r.median))) || 1);
  const max = ticks[ticks.length - 1];
  const x = (s: number) => labelW + Math.max(0, s) / max * plotW;
  const h = top + rows.length * rowH + axisH;
  const out = [`<svg class="chart" role="img" width="100%" preserveAspectRatio="xMinYMin meet" `
    + `viewBox="0 0 ${width} ${h}" aria-label="median time per variant, interquartile range as whiskers">`];
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const mid = y + rowH / 2;
    out.push(`<g class="row ${r.cls}" data-variant="${escapeHtml(r.cls)}">`
      + `<text class="label" x="${labelW - 8}" y="${mid + 4}" text-anchor="end">${escapeHtml(r.label)}</text>`
      + `<rect class="bar" x="${labelW}" y="${y + 7}" width="${(x(r.median) - labelW).toFixed(1)}" height="${rowH - 14}" rx="2"/>`
      + `<line class="iqr" x1="${x(r.q1).toFixed(1)}" x2="${x(r.q3).toFixed(1)}" y1="${mid}" y2="${mid}"/>`
      + `<line class="iqr" x1="${x(r.q1).toFixed(1)}" x2="${x(r.q1).toFixed(1)}" y1="${mid - 6}" y2="${mid + 6}"/>`
      + `<line class="iqr" x1="${x(r.q3).toFixed(1)}" x2="${x(r.q3).toFixed(1)}" y1="${mid - 6}" y2="${mid + 6}"/>`
      + `<text class="value" x="${(x(Math.max(r.q3, r.median)) + 6).toFixed(1)}" y="${mid + 4}">${escapeHtml(ms(r.median, r.q3 - r.q1))}</text>`
      + `</g>`);
  });
  const axisY = top + rows.length * rowH + 4;
  out.push(`<line class="axis" x1="${labelW}" x2="${labelW + plotW}" y1="${axisY}" y2="${axisY}"/>`);
  const step = ticks.length > 1 ? ticks[1] - ticks[0] : max;
  for (const v of ticks) {
    const xx = (labelW + v / max * plotW).toFixed(1);
    out.push(`<line class="axis" x1="${xx}" x2="${xx}" y1="${axisY}" y2="${axisY + 4}"/>`
      + `<text class="tick" x="${xx}" y="${axisY + 16}" text-anchor="middle">${escapeHtml(tickMs(v, step))}</text>`);
  }
  out.push("</svg>");
  return out.join("");
}

function mb(b: number | undefined): string {
  return typeof b === "number" ? `${(b / 1e6).toFixed(2)} MB` : "?";
}

/** The whole page. `nonce` guards the one script; `rerun` shows the button. */
export function reportHtml(o: ReportOutcome, nonce: string, cspSource: string, rerun = true): string {
  const r = o.result ?? {};
  const title = benchTitle(o.node1, o.node2, r);
  const rows = chartRows(r);
  const original = r.original && typeof r.original.median_s === "number" ? [["original (output_code.py)", r.original]] : [];
  const originalKernels = original.length && r.original?.kernels?.length
    ? `<p class="kernels">original kernels: ${r.original.kernels.map((k) => `<code>${escapeHtml(k)}</code>`).join(", ")}</p>` : "";
  const [lu, lf] = variantLabels(r);
  const table = [[lu, r.unfused], [lf, r.fused], ...original]
    .filter(([, t]) => t)
    .map(([name, t]) => {
      const v = t as Timing;
      const spread = typeof v.q3_s === "number" && typeof v.q1_s === "number" ? v.q3_s - v.q1_s : undefined;
      // the original kernels' bytes are not measured: a dash, not a question mark
      const none = "—";
      // five columns that fit a panel beside the IR: the loop nests under the variant, the interquartile
      // range under the median
      const nests = typeof v.loop_nests === "number" ? `<span class="sub">${escapeHtml(v.loop_nests)} loop nest${v.loop_nests === 1 ? "" : "s"}</span>` : "";
      const iqr = typeof v.q1_s === "number" && typeof v.q3_s === "number"
        ? `<span class="sub">${escapeHtml(ms(v.q1_s, spread))} – ${escapeHtml(ms(v.q3_s, spread))}</span>` : "";
      return `<tr><td>${escapeHtml(name)}${nests}</td><td>${escapeHtml(ms(v.median_s, spread))}${iqr}</td><td>${escapeHtml(v.repetitions ?? none)}</td>`
        + `<td>${typeof v.bytes === "number" ? escapeHtml(mb(v.bytes)) : none}</td><td>${typeof v.bandwidth_gb_s === "number" ? escapeHtml(v.bandwidth_gb_s.toFixed(1)) + " GB/s" : none}</td></tr>`;
    }).join("");
  const numerics = r.numerics_match === undefined ? "" :
    `<p class="numerics ${r.numerics_match ? "ok" : "bad"}">numerics: ${r.numerics_match ? "match" : "MISMATCH"}`
    + (r.tolerance !== undefined ? ` (tolerance ${escapeHtml(r.tolerance)})` : "") + "</p>";
  const csp = `default-src 'none'; img-src ${cspSource} data:; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Benchmark ${escapeHtml(title)}</title>
<style nonce="${nonce}">
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 18px 18px; }
.chart { max-width: 760px; width: 100%; display: block; }
.kernels code { word-break: break-all; }
h2 { font-weight: 600; margin: 14px 0 4px; }
.verdict { font-size: 1.1em; margin: 6px 0 12px; }
.chart .label, .chart .value, .chart .tick { fill: var(--vscode-foreground); font-size: 12px; }
.chart .tick { fill: var(--vscode-descriptionForeground); font-size: 11px; }
.chart .axis { stroke: var(--vscode-descriptionForeground); }
/* opaque bars, at least 3:1 against each kind of theme's background (the map's palettes, media/map.css) */
.chart .unfused .bar { fill: #0969da; } .chart .fused .bar { fill: #bc4c00; } .chart .original .bar { fill: #8250df; }
body.vscode-dark .chart .unfused .bar, body.vscode-high-contrast .chart .unfused .bar { fill: #79c0ff; }
body.vscode-dark .chart .fused .bar, body.vscode-high-contrast .chart .fused .bar { fill: #ffa657; }
body.vscode-dark .chart .original .bar, body.vscode-high-contrast .chart .original .bar { fill: #d2a8ff; }
body.vscode-high-contrast-light .chart .unfused .bar { fill: #0550ae; }
body.vscode-high-contrast-light .chart .fused .bar { fill: #8a3800; }
body.vscode-high-contrast-light .chart .original .bar { fill: #6639ba; }
.chart .iqr { stroke: var(--vscode-foreground); stroke-width: 1.5; }
table { border-collapse: collapse; margin: 10px 0; max-width: 100%; }
td, th { border: 1px solid var(--vscode-panel-border, #8884); padding: 3px 8px; text-align: left; vertical-align: top; }
td .sub { display: block; color: var(--vscode-descriptionForeground); font-size: 0.9em; white-space: nowrap; }
.numerics.bad, .spills { color: var(--vscode-errorForeground); }
h3 { font-weight: 600; margin: 12px 0 2px; font-size: 1em; }
p.resources { color: var(--vscode-descriptionForeground); margin: 2px 0; }
pre { background: var(--vscode-textCodeBlock-background); padding: 8px; overflow-x: auto; white-space: pre-wrap; }
button { background: var(--vscode-button-background); color: var(--vscode-button-foreground); border: none;
         padding: 5px 12px; cursor: pointer; margin-right: 8px; }
button:hover { background: var(--vscode-button-hoverBackground); }
</style></head>
<body data-pair="${escapeHtml(title)}">
<h2>Benchmark ${escapeHtml(title)}${r.device ? ` on ${escapeHtml(r.device)}` : ""}: fused vs ${r.split?.length ? "split" : "unfused"}</h2>
<p class="verdict"><strong>${escapeHtml(r.verdict ?? "")}</strong>${r.cached ? " (cached result)" : ""}</p>
${rows.length ? chartSvg(rows) : "<p>No timings in this result.</p>"}
${table ? `<table><thead><tr><th>variant</th><th title="median; interquartile range below">median</th><th>runs</th><th>bytes</th><th>bandwidth</th></tr></thead><tbody>${table}</tbody></table>` : ""}
${originalKernels}
${resourcesTable(r)}
${numerics}
<p>${rerun ? `<button id="rerun">Run again</button>` : ""}<button id="copy">Copy as Markdown</button></p>
<details><summary>Full report</summary><pre>${escapeHtml(o.markdown ?? "")}</pre></details>
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
for (const id of ["rerun", "copy"]) {
  const b = document.getElementById(id);
  if (b) b.addEventListener("click", () => vscode.postMessage({ command: id }));
}
</script>
</body></html>`;
}

function makeNonce(): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let s = "";
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

/** ``text`` with each workspace folder's absolute path (and the separator after it) removed. */
export function relativePaths(text: string, folders: string[]): string {
  for (const f of [...folders].sort((a, b) => b.length - a.length)) {
    if (f) text = text.split(f.endsWith("/") || f.endsWith("\\") ? f : f + (f.includes("\\") ? "\\" : "/")).join("");
  }
  return text;
}

/** Read-only markdown documents (the kernels of a codegen result): `inductor-lens-report:` URIs. */
export class ReportDocuments implements vscode.TextDocumentContentProvider {
  static readonly scheme = "inductor-lens-report";
  private texts = new Map<string, string>();
  private seq = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? "";
  }

  /** Opens ``markdown`` rendered (VS Code's markdown preview beside the IR; the read-only source where
   * the preview is not available), with the workspace folders' paths shortened to relative ones. */
  async open(name: string, markdown: string): Promise<void> {
    const uri = vscode.Uri.parse(`${ReportDocuments.scheme}:/${encodeURIComponent(name)}-${++this.seq}.md`);
    this.texts.set(uri.toString(), relativePaths(markdown, (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath)));
    while (this.texts.size > 20) this.texts.delete(this.texts.keys().next().value as string);
    try {
      await vscode.commands.executeCommand("markdown.showPreviewToSide", uri);
    } catch {
      const doc = await vscode.workspace.openTextDocument(uri);      // read-only; markdown by its name
      await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true, preserveFocus: false });
    }
  }
}

/** One panel per pair: a new result for the same pair replaces the page in place. */
export class ReportPanels {
  private panels = new Map<string, { panel: vscode.WebviewPanel; messages?: vscode.Disposable }>();

  show(o: ReportOutcome, rerun?: () => unknown): vscode.WebviewPanel {
    const r = o.result ?? {};
    const pair = benchTitle(o.node1, o.node2, r);
    let entry = this.panels.get(pair);
    if (!entry) {
      const panel = vscode.window.createWebviewPanel("inductorLens.benchmark", `Benchmark ${pair}`,
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
        { enableScripts: true, localResourceRoots: [], retainContextWhenHidden: false });
      entry = { panel };
      this.panels.set(pair, entry);
      panel.onDidDispose(() => {
        this.panels.get(pair)?.messages?.dispose();
        this.panels.delete(pair);
      });
    } else {
      entry.panel.reveal(vscode.ViewColumn.Beside);
    }
    const { panel } = entry;
    entry.messages?.dispose();       // the buttons act on this result
    entry.messages = panel.webview.onDidReceiveMessage(async (m: { command?: string }) => {
      if (m?.command === "rerun" && rerun) await rerun();
      else if (m?.command === "copy") await vscode.env.clipboard.writeText(o.markdown ?? "");
    });
    panel.webview.html = reportHtml(o, makeNonce(), panel.webview.cspSource, rerun !== undefined);
    return panel;
  }
}
