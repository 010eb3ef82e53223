// "Compare with…": what fusion changed between a run A the user picks and a run B (the IR file in the
// editor, or a run or graph of the Runs view), from the server's `inductorLens/compare` (the JSON of
// `inductor-lens compare --json` with each change's place in B's and A's IR). The changes show as
// diagnostics on B's ir_post_fusion.txt (a lost fusion as a warning; gained fusions and changed reasons
// as information, op added as a hint), each related to A's node in A's IR and to the model's lines,
// and the per-graph summary in the "Inductor Lens Compare" output channel (its paths are links).
// Pure functions build both; `Comparisons` holds the diagnostic collection and the channel.
import * as vscode from "vscode";
import type { RunJson } from "./runs";

export const COMPARE_REQUEST = "inductorLens/compare";
export const COLLECTION = "inductor-lens-compare";

export interface Place { path: string; line: number }

export interface ChangeJson {
  kind: "fusion_lost" | "fusion_gained" | "reason_changed" | "op_added" | "op_removed";
  a: string[];
  b: string[];
  bytes: number;
  reason: string | null;
  message: string | null;
  summary: string | null;
  refusals: { pair: [string, string]; reason: string; message: string | null; summary: string }[];
  sources: string[];
  places: [string, number][];
  ir_line: number | null;
  ir_line_a?: number | null;
  detail: { reason_a?: string; message_a?: string | null; inputs?: string[]; note?: string; group_a?: string; group_b?: string;
            /** runs of two torch releases: whether B's release's scheduler rules make the fusion change on A's IR */
            rules_of_b?: boolean;
            /** the step on the way from A's release to B's where the rules make it: [A's side, B's side] */
            rules_step?: [string, string];
            /** what the rules changed at that step (how the releases before the newer one behave) */
            rules_change?: string;
            /** the knob whose default changed at that step and which by itself undoes the change */
            rules_knob?: { name: string; a: unknown; b: unknown; on_b?: boolean | null };
            /** all of it in words, a line each (what the diagnostics and the summary show) */
            rules_text?: string[] };
  at?: Place | null;
  at_a?: Place | null;
  places_at?: Place[];
  reason_title?: string | null;
  reason_a_title?: string | null;
  href?: string | null;
}

export interface GraphComparisonJson {
  a: string | null;
  b: string | null;
  kernels: [number, number] | null;
  total_bytes: [number, number] | null;
  unfused_bytes: [number, number] | null;
  aligned: number;
  config: Record<string, [unknown, unknown]>;
  torch?: [string, string] | null;      // the torch versions, when both runs recorded them and they differ
  /** runs of two releases: how many fusion changes B's release's scheduler rules make on A's own IR */
  release?: { torch: string; changes?: number; by_rules?: number; note?: string } | null;
  changes: ChangeJson[];
  note: string | null;
  a_path?: string | null;
  b_path?: string | null;
}

export interface ComparisonJson { a: string; b: string; graphs: GraphComparisonJson[]; html?: string }

/** The comparison message's button that opens both fusion maps side by side. */
export const SHOW_MAPS = "Show Maps";
export type CompareResult = ComparisonJson | { error: string };

/** One diagnostic, without VS Code's types (`toDiagnostic` makes it one). */
export interface DiagSpec {
  path: string;
  line: number;
  severity: "warning" | "information" | "hint";
  message: string;
  code: string;
  href?: string;
  related: { path: string; line: number; message: string }[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const base = (p: string) => p.replace(/[\\/]+$/, "").split(/[\\/]/).pop() ?? p;

export function mb(n: number): string {
  return n >= 10000 ? `${(n / 1e6).toFixed(2)} MB` : `${n} B`;
}

function title(code: string | null | undefined, known: string | null | undefined): string {
  return known ?? code ?? "no verdict between the parts";
}

function inductor(message: string | null | undefined): string {
  return message ? ` [Inductor: "${message}"]` : "";
}

/** What a fusion change of two releases' runs owes to B's release's scheduler rules (the server's words,
 *  `detail.rules_text`: made by them on A's own IR, at which step between the releases, by which knob, or
 *  B's lowering), its first line capitalised (the others start with a knob's name); none when the runs are of one
 *  release. */
export function rulesLines(ch: ChangeJson): string[] {
  return (ch.detail.rules_text ?? []).map((x, i) => (i ? x : x.charAt(0).toUpperCase() + x.slice(1)));
}

/** The diagnostics of a comparison: one per lost fusion (warning), gained fusion and changed reason
 * (information) and op added (hint), on B's IR at B's node; related: A's node in A's IR, the model lines.
 * Removed ops have no node in B: the summary lists them. */
export function compareDiagnostics(cmp: ComparisonJson, aLabel: string): DiagSpec[] {
  const out: DiagSpec[] = [];
  for (const g of cmp.graphs) {
    for (const ch of g.changes) {
      if (ch.kind === "op_removed" || !ch.at) continue;
      let severity: DiagSpec["severity"] = "information";
      let message: string;
      let aWhat: string;
      if (ch.kind === "fusion_lost") {
        severity = "warning";
        message = `Fusion lost since ${aLabel}: A's ${ch.a[0]} is ${ch.b.length} kernels here (${ch.b.join(", ")}): `
          + `${title(ch.reason, ch.reason_title)}${inductor(ch.message)}`;
        aWhat = `A's fused node ${ch.a[0]}`;
      } else if (ch.kind === "fusion_gained") {
        message = `Fusion gained since ${aLabel}: A's ${ch.a.join(" + ")} are one kernel here (${ch.b[0]}); `
          + `A kept them apart: ${title(ch.reason, ch.reason_title)}${inductor(ch.message)}`;
        aWhat = `A's ${ch.a[0]} (kept apart)`;
      } else if (ch.kind === "reason_changed") {
        message = `Reason changed since ${aLabel}: ${ch.b[0]} -> ${ch.b[1]} stays unfused, `
          + `${title(ch.detail.reason_a ?? null, ch.reason_a_title)} -> ${title(ch.reason, ch.reason_title)}${inductor(ch.message)}`;
        aWhat = `A's ${ch.a[0]} -> ${ch.a[1]}: ${title(ch.detail.reason_a ?? null, ch.reason_a_title)}${inductor(ch.detail.message_a)}`;
      } else {
        severity = "hint";
        message = `Op added since ${aLabel}: ${ch.b[0]} (in ${ch.detail.group_b ?? "?"})`;
        aWhat = "";
      }
      const extra = [ch.summary, ...rulesLines(ch), ...(ch.detail.inputs ?? []).slice(0, 3)]
        .filter((x): x is string => !!x);
      if (extra.length) message += `\n${extra.join("\n")}`;
      const related: DiagSpec["related"] = [];
      if (ch.at_a && aWhat) related.push({ ...ch.at_a, message: aWhat });
      (ch.places_at ?? []).forEach((p, i) => related.push({ ...p, message: `model source${ch.sources[i] ? `: ${ch.sources[i]}` : ""}` }));
      out.push({ path: ch.at.path, line: ch.at.line, severity, message,
                 code: ch.reason && ch.kind !== "op_added" ? ch.reason : ch.kind,
                 href: ch.href ?? undefined, related });
    }
  }
  return out;
}

/** The diagnostics by file (B's IR files), in the order they come. */
export function byPath(diags: DiagSpec[]): Map<string, DiagSpec[]> {
  const out = new Map<string, DiagSpec[]>();
  for (const d of diags) out.set(d.path, [...(out.get(d.path) ?? []), d]);
  return out;
}

/** The one-line message of a comparison, in one order (A → B, as the summary and the page): each graph
 *  named when there are several, its changes counted, the config values that differ; "(the warnings in B's
 *  IR say why)" when fusions were lost. */
export function toastText(got: ComparisonJson, aLabel: string, bLabel: string, warnings: number): string {
  const many = got.graphs.length > 1;
  const parts = got.graphs.map((g) => {
    const what = g.kernels ? changeCounts(g) : g.note ?? "";
    if (!what) return "";
    const config = differences(g, " → ");
    const name = g.a && g.b && g.a !== g.b ? `${g.a} → ${g.b}` : (g.b ?? g.a ?? "");
    return many && name ? `${name}: ${what}${config ? ` (${config})` : ""}` : `${what}${config ? ` (${config})` : ""}`;
  }).filter(Boolean);
  return `Inductor Lens: ${aLabel} → ${bLabel}: ${parts.join("; ")}`
    + (warnings ? " (the warnings in B's IR say why)" : "");
}

/** What differs between the two runs of a graph besides its fusions: "torch 2.14.1 → 2.15.0; config:
 * max_fusion_size 64 → 2" ("" when nothing). */
export function differences(g: GraphComparisonJson, arrow: string): string {
  const cfg = Object.entries(g.config ?? {});
  return [g.torch ? `torch ${g.torch[0]}${arrow}${g.torch[1]}` : "",
    cfg.length ? `config: ${cfg.map(([k, [a, b]]) => `${k} ${String(a)}${arrow}${String(b)}`).join(", ")}` : ""]
    .filter(Boolean).join("; ");
}

/** "2 fusions lost, 1 op added" of a graph's changes ("no fusion changed"). */
export function changeCounts(g: GraphComparisonJson): string {
  const names: Record<ChangeJson["kind"], [string, string]> = {
    fusion_lost: ["fusion lost", "fusions lost"], fusion_gained: ["fusion gained", "fusions gained"],
    reason_changed: ["reason changed", "reasons changed"], op_added: ["op added", "ops added"], op_removed: ["op removed", "ops removed"] };
  const counts = new Map<ChangeJson["kind"], number>();
  for (const ch of g.changes) counts.set(ch.kind, (counts.get(ch.kind) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} ${names[k][n === 1 ? 0 : 1]}`).join(", ") || "no fusion changed";
}

const link = (p: Place | null | undefined) => (p ? `${p.path}:${p.line + 1}` : "");

/** The readable summary: per graph the headline (kernels A -> B, unfused bytes, config that differs,
 * counts) and each change with its reason and its places as `path:line` links. */
export function summaryText(cmp: ComparisonJson, aLabel: string, bLabel: string): string {
  const out = [`Inductor Lens: compare`, `A: ${aLabel}  (${cmp.a})`, `B: ${bLabel}  (${cmp.b})`];
  for (const g of cmp.graphs) {
    out.push("");
    if (!g.kernels) {
      out.push(`${g.a ?? "-"} vs ${g.b ?? "-"}: ${g.note ?? "not compared"}`);
      continue;
    }
    out.push(`${g.a} vs ${g.b}: ${changeCounts(g)}`);
    if (g.torch) out.push(`  torch: ${g.torch[0]} -> ${g.torch[1]}`);
    if (g.release?.note) out.push(`  scheduler rules: ${g.release.note}`);
    else if (g.release && g.release.changes) {
      const { torch, changes, by_rules: byRules = 0 } = g.release;
      out.push(`  scheduler rules: torch ${torch}'s make `
        + (byRules === changes
          ? `${changes === 1 ? "the fusion change" : `all ${changes} fusion changes`} on A's own IR (A's pre-fusion IR replayed with them): none comes from B's lowering`
          : `${byRules} of the ${changes} fusion changes on A's own IR (A's pre-fusion IR replayed with them); the other ${changes - byRules} from what B's IR differs in (its lowering)`));
    }
    const cfg = Object.entries(g.config ?? {});
    if (cfg.length) out.push(`  config: ${cfg.map(([k, [a, b]]) => `${k} ${String(a)} -> ${String(b)}`).join(", ")}`);
    const ub = g.unfused_bytes ?? [0, 0];
    out.push(`  kernels ${g.kernels[0]} -> ${g.kernels[1]}; unfused bytes through memory ${mb(ub[0])} -> ${mb(ub[1])}`
      + ` (${plural(g.aligned, "node")} aligned)`);
    for (const ch of g.changes) {
      const a = ch.a.join(" + ") || "-";
      const b = ch.b.join(" + ") || "-";
      let line: string;
      if (ch.kind === "fusion_lost") line = `fusion lost: A's ${a} is ${ch.b.length} kernels in B (${b}): ${title(ch.reason, ch.reason_title)}${inductor(ch.message)}`;
      else if (ch.kind === "fusion_gained") line = `fusion gained: A's ${a} are one kernel in B (${b}); A: ${title(ch.reason, ch.reason_title)}${inductor(ch.message)}`;
      else if (ch.kind === "reason_changed") {
        line = `reason changed: ${ch.a[0]} -> ${ch.a[1]} (B: ${ch.b[0]} -> ${ch.b[1]}): `
          + `${title(ch.detail.reason_a ?? null, ch.reason_a_title)} -> ${title(ch.reason, ch.reason_title)}`;
      } else if (ch.kind === "op_added") line = `op added in B: ${b} (in ${ch.detail.group_b ?? "?"})`;
      else line = `op removed in B: ${a} (was in ${ch.detail.group_a ?? "?"})`;
      if (ch.bytes) line += `  ${mb(ch.bytes)}`;
      out.push(`  ${line}`);
      if (ch.summary) out.push(`      ${ch.summary}`);
      for (const x of ch.detail.rules_text ?? []) out.push(`      ${x}`);
      for (const x of (ch.detail.inputs ?? []).slice(0, 3)) out.push(`      ${x}`);
      if (ch.kind !== "op_removed" && ch.at) out.push(`      B: ${link(ch.at)}`);
      if (ch.at_a) out.push(`      A: ${link(ch.at_a)}`);
      for (const s of ch.sources.slice(0, 3)) out.push(`      source: ${s}`);
    }
  }
  return out.join("\n") + "\n";
}

/** An A to compare with, as the QuickPick shows it. */
export interface PickItem {
  label: string;
  description?: string;
  detail?: string;
  /** the run, graph folder or IR file (undefined: "Browse…") */
  target?: string;
  /** B when it is not the one asked about: a run picked for a graph of a run compares the two runs */
  b?: string;
}

const under = (p: string, dir: string) => p === dir || p.startsWith(dir.replace(/[\\/]+$/, "") + "/");

/** The QuickPick's items: "Browse…", then each run the Runs view knows (and, for a run of several
 * graphs, each graph), leaving out B itself (the run or graph B is, or B's own graph when B is a file). */
/** A's choices for B: Browse…, then the other runs (run with run, graph by graph: for B a graph of a
 *  run, its run is compared), then the graphs of the other runs (graph with graph) when B is a graph. */
export function pickItems(runs: RunJson[], b: string): PickItem[] {
  const out: PickItem[] = [{ label: "$(folder-opened) Browse…", description: "a run folder, a graph folder or an ir_post_fusion.txt" }];
  const ofB = runs.find((r) => r.path === b || r.graphs.some((g) => g.path === b));
  const bRun = ofB?.path;
  const bIsRun = bRun === b;
  const graphs: PickItem[] = [];
  for (const r of runs) {
    if (r.path === bRun || r.path === b) continue;
    const usable = r.graphs.filter((g) => g.files.includes("ir_post_fusion.txt") && !under(b, g.path));
    if (!usable.length) continue;
    const when = r.start ? r.start.replace("T", " ").replace(/\.\d+$/, "") : r.captured ? "" : "debug tree";
    if (usable.length === r.graphs.length) {
      out.push({ label: `$(history) ${base(r.path)}`, description: [when, plural(r.graphs.length, "graph")].filter(Boolean).join(" · "),
                 detail: (r.command ? `$ ${r.command.join(" ")}` : r.path) + (bRun && !bIsRun ? ` · compared with ${base(bRun)}, graph by graph` : ""),
                 target: r.path, ...(bRun && !bIsRun ? { b: bRun } : {}) });
    }
    if (!bIsRun) {
      for (const g of usable) {
        graphs.push({ label: `$(type-hierarchy) ${base(r.path)}/${g.folder}`, description: g.kind, detail: g.path, target: g.path });
      }
    }
  }
  if (!bIsRun) {
    // B's own run's other graphs too (the forward against the backward is rarely meant, but asked for)
    for (const g of ofB?.graphs ?? []) {
      if (g.path !== b && g.files.includes("ir_post_fusion.txt") && !under(b, g.path)) {
        graphs.push({ label: `$(type-hierarchy) ${base(ofB!.path)}/${g.folder}`, description: g.kind, detail: g.path, target: g.path });
      }
    }
  }
  return [...out, ...graphs];
}

/** What a comparison's side is called in its messages: a graph as run/graph, a run by its folder. */
export function sideLabel(path: string, runs: RunJson[]): string {
  const p = path.replace(/\/ir_post_fusion\.txt$/, "");
  for (const r of runs) {
    if (r.path === p) return base(r.path);
    const g = r.graphs.find((x) => x.path === p);
    if (g) return `${base(r.path)}/${g.folder}`;
  }
  return base(p);
}

/** B for an IR file in the editor: the file's graph folder when it is an ir_post_fusion.txt or
 * ir_pre_fusion.txt (the run's graph: its ir_post_fusion.txt is compared), else the file itself. */
export function sideOfFile(path: string): string {
  return path.replace(/[\\/]ir_(pre|post)_fusion\.txt$/, "");
}

export function toDiagnostic(d: DiagSpec): vscode.Diagnostic {
  const S = vscode.DiagnosticSeverity;
  const severity = d.severity === "warning" ? S.Warning : d.severity === "hint" ? S.Hint : S.Information;
  const diag = new vscode.Diagnostic(new vscode.Range(d.line, 0, d.line, 10000), d.message, severity);
  diag.source = "Inductor Lens compare";
  diag.code = d.href ? { value: d.code, target: vscode.Uri.parse(d.href) } : d.code;
  diag.relatedInformation = d.related.map((r) => new vscode.DiagnosticRelatedInformation(
    new vscode.Location(vscode.Uri.file(r.path), new vscode.Range(r.line, 0, r.line, 10000)), r.message));
  return diag;
}

type Send = (method: string, params: unknown) => Promise<unknown>;

/** The comparisons' diagnostics and summary: one comparison at a time (a new one clears the last). */
export class Comparisons {
  readonly diagnostics: vscode.DiagnosticCollection;
  private channel: vscode.OutputChannel | undefined;

  constructor(private send: () => Send | undefined) {
    this.diagnostics = vscode.languages.createDiagnosticCollection(COLLECTION);
  }

  clear(): void {
    this.diagnostics.clear();
  }

  /** Compares A with B and shows the result; returns what the user was told when it failed. */
  async run(a: string, b: string, aLabel: string, bLabel: string): Promise<string | undefined> {
    const send = this.send();
    if (!send) return "Inductor Lens: the server is not running (see Inductor Lens: Show Output).";
    this.clear();
    const got = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Inductor Lens: comparing ${bLabel} with ${aLabel}…` },
      () => send(COMPARE_REQUEST, { a, b, page: true })) as CompareResult | undefined;
    if (!got || "error" in got || !Array.isArray(got.graphs)) {
      return `Inductor Lens: cannot compare: ${(got as { error?: string } | undefined)?.error ?? "no answer from the server"}`;
    }
    const diags = compareDiagnostics(got, aLabel);
    for (const [path, list] of byPath(diags)) this.diagnostics.set(vscode.Uri.file(path), list.map(toDiagnostic));
    this.channel ??= vscode.window.createOutputChannel("Inductor Lens Compare");
    this.channel.clear();
    this.channel.append(summaryText(got, aLabel, bLabel));
    this.channel.show(true);
    const bFile = got.graphs.find((g) => g.b_path && g.changes.some((c) => c.kind !== "op_removed"))?.b_path
      ?? got.graphs.find((g) => g.b_path)?.b_path;
    if (bFile) {
      const first = diags.find((d) => d.path === bFile);
      const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(bFile));
      await vscode.window.showTextDocument(doc, first ? { selection: new vscode.Range(first.line, 0, first.line, 0), preview: false }
                                                      : { preview: false });
    }
    const lost = diags.filter((d) => d.severity === "warning").length;
    const page = typeof got.html === "string" ? got.html : undefined;
    void vscode.window.showInformationMessage(toastText(got, aLabel, bLabel, lost), ...(page ? [SHOW_MAPS] : []))
      .then((pick) => { if (pick === SHOW_MAPS && page) this.showMaps(page, `${aLabel} → ${bLabel}`); });
    return undefined;
  }

  /** Both fusion maps side by side (the page of `inductor-lens compare --html`): self-contained, its own
   * content security policy allows only its inline script and styles. */
  showMaps(html: string, title: string): void {
    const panel = vscode.window.createWebviewPanel("inductorLens.compareMaps", `Compare: ${title}`, vscode.ViewColumn.Active,
                                                   { enableScripts: true, localResourceRoots: [] });
    panel.webview.html = html;
  }

  dispose(): void {
    this.diagnostics.dispose();
    this.channel?.dispose();
  }
}
