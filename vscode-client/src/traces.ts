// "Attach Profiler Trace…": a torch.profiler trace (Chrome trace JSON, `prof.export_chrome_trace(path)`,
// plain or gzip'd) the user picks, attached to the IR document in the editor through the server's
// `inductorLens/attachTrace` request. The server reads it, joins its kernel events to the final graph
// (as `inductor-lens explain --trace` does) and keeps it for the document while it is open: the hover card
// of a node whose kernel the trace timed shows the measured figures. "Detach Profiler Trace" drops it.
// Only files are read (no user code runs): this works in restricted mode too.
import * as vscode from "vscode";

export const ATTACH_TRACE_REQUEST = "inductorLens/attachTrace";

export type Send = (method: string, params: unknown) => Promise<unknown>;

/** The server's answer to an attach: the join's figures, or why there is none. */
export interface AttachSummary {
  trace: string;
  name: string;
  summary: string;
  message: string | null;
  kernels: number;
  events_joined: number;
  events_total: number;
  joined_us: number;
  total_us: number;
  unmatched_events: number;
  nodes_without_events: number;
  gpu: string | null;
  notes: string[];
}
export type AttachResult = AttachSummary | { error: string } | { detached: boolean };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const base = (p: string) => p.split(/[\\/]/).pop() ?? p;

/** A share that reads as what it is (explain.measured._share): "100%", "1.0%", "<0.1%", never "0%" for a part
 *  that is not nothing. */
export function share(part: number, whole: number): string {
  if (!(whole > 0)) return "n/a";
  const x = part / whole;
  if (x === 0 || x >= 0.995) return `${Math.round(100 * x)}%`;
  if (x < 0.001) return "<0.1%";
  return x < 0.1 ? `${(100 * x).toFixed(1)}%` : `${Math.round(100 * x)}%`;
}

const ms = (us: number) => (us / 1e3).toLocaleString("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** What the information message says of a join: this graph's part of the trace's Inductor kernel time, as a
 *  share that cannot be read as a failure ("0.003 of 201.564 ms joined" was). */
export function summaryMessage(s: AttachSummary, irLabel: string): string {
  if (s.message) return `Inductor Lens: ${s.name} attached to ${irLabel}, but ${s.message}`;
  const missing = [s.unmatched_events ? `${plural(s.unmatched_events, "trace kernel")} match no node` : "",
                   s.nodes_without_events ? `${plural(s.nodes_without_events, "node")} without events` : ""].filter(Boolean);
  const part = s.events_total
    ? `; ${s.events_joined.toLocaleString("en-US")} of the trace's ${plural(s.events_total, "Inductor kernel event")} are this graph's, `
      + `${ms(s.joined_us)} ms of their ${ms(s.total_us)} ms (${share(s.joined_us, s.total_us)})`
    : "";
  return `Inductor Lens: ${s.name} attached to ${irLabel}: ${plural(s.kernels, "kernel")} timed${part}`
    + (missing.length ? `; ${missing.join(", ")}` : "") + ". Hover a node for its measured timings.";
}

/** The IR document a command is about: the menu's resource, else the active editor's IR document. */
function target(arg?: vscode.Uri): vscode.Uri | undefined {
  if (arg instanceof vscode.Uri) return arg;
  const doc = vscode.window.activeTextEditor?.document;
  return doc?.languageId === "inductor-ir" ? doc.uri : undefined;
}

const NOT_RUNNING = "Inductor Lens: the server is not running (see Inductor Lens: Show Output).";

/** "Attach Profiler Trace…": pick a trace, attach it, say what was joined (or why not). */
export async function attachTrace(send: Send | undefined, arg?: vscode.Uri,
                                  changed?: (ir: vscode.Uri) => unknown): Promise<void> {
  const ir = target(arg);
  if (!ir) {
    void vscode.window.showWarningMessage("Inductor Lens: open an ir_post_fusion.txt to attach a profiler trace to.");
    return;
  }
  if (!send) {
    void vscode.window.showErrorMessage(NOT_RUNNING);
    return;
  }
  const got = await vscode.window.showOpenDialog({
    canSelectFiles: true, canSelectFolders: false, canSelectMany: false, openLabel: "Attach",
    title: "A torch.profiler trace of this graph's run (prof.export_chrome_trace)",
    filters: { "Profiler traces (*.json, *.json.gz)": ["json", "gz"], "All files": ["*"] } });
  if (!got?.length) return;
  const label = base(ir.fsPath);
  let answer: AttachResult | undefined;
  try {
    answer = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Inductor Lens: joining ${base(got[0].fsPath)} to ${label}…` },
      () => send(ATTACH_TRACE_REQUEST, { uri: ir.toString(), trace: got[0].fsPath })) as AttachResult | undefined;
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  if (!answer || "error" in answer || !("kernels" in answer)) {
    const why = answer && "error" in answer ? answer.error : "no answer from the server";
    void vscode.window.showErrorMessage(`Inductor Lens: cannot attach the trace: ${why}`);
    return;
  }
  changed?.(ir);            // its fusion map (open, or drawn ahead) shows each node's measured time
  if (answer.message) void vscode.window.showWarningMessage(summaryMessage(answer, label));
  else void vscode.window.showInformationMessage(summaryMessage(answer, label));
}

/** "Detach Profiler Trace": the document's hovers show no measured figures any more. */
export async function detachTrace(send: Send | undefined, arg?: vscode.Uri,
                                  changed?: (ir: vscode.Uri) => unknown): Promise<void> {
  const ir = target(arg);
  if (!ir) {
    void vscode.window.showWarningMessage("Inductor Lens: open the IR document to detach its profiler trace from.");
    return;
  }
  if (!send) {
    void vscode.window.showErrorMessage(NOT_RUNNING);
    return;
  }
  const answer = await send(ATTACH_TRACE_REQUEST, { uri: ir.toString(), trace: null }) as AttachResult | undefined;
  if (answer && "error" in answer) {
    void vscode.window.showErrorMessage(`Inductor Lens: ${answer.error}`);
    return;
  }
  const was = !!answer && "detached" in answer && answer.detached;
  if (was) changed?.(ir);
  void vscode.window.showInformationMessage(was ? `Inductor Lens: profiler trace detached from ${base(ir.fsPath)}.`
                                                : `Inductor Lens: ${base(ir.fsPath)} has no profiler trace attached.`);
}
