// The benchmark from the editor: the server command `inductorLens.benchmark` (run by the code lens, the
// quick fixes and the "Benchmark Pair" command; with `{codegen: true}` it only generates both variants'
// kernels) goes through this middleware, which sends it as the server's `inductorLens/benchmark` request.
// It refuses in untrusted workspaces (the benchmark compiles and runs kernels), asks for dynamic sizes
// when the server needs them, and shows the report beside the IR. Progress is the server's $/progress for
// the request's workDoneToken, shown as a cancellable notification; cancelling it cancels the request
// ($/cancelRequest, which the server's pygls turns into a cancelled task) and the progress. The report
// opens in a webview panel (report.ts), never as an unsaved editor.
import * as vscode from "vscode";
import { BenchResult, ReportDocuments, ReportOutcome, ReportPanels } from "./report";

export const SERVER_COMMAND = "inductorLens.benchmark";
export const BENCH_REQUEST = "inductorLens/benchmark";

/** The request's params for the command's arguments `[uri, node1, node2, options?]`: the options'
 * `progressToken` becomes LSP's `workDoneToken`. */
export function benchRequestParams(args: unknown[]): Record<string, unknown> {
  const opts = { ...((args[3] && typeof args[3] === "object" ? args[3] : {}) as Record<string, unknown>) };
  const token = opts.progressToken;
  delete opts.progressToken;
  const params: Record<string, unknown> = { textDocument: { uri: args[0] }, node1: args[1], node2: args[2], options: opts };
  if (typeof token === "string" || typeof token === "number") params.workDoneToken = token;
  return params;
}

export interface BenchOutcome {
  node1?: string;
  node2?: string;
  markdown?: string;
  result?: BenchResult;
  error?: string;
  kind?: string;
  symbols?: string[];
}

type Next = (command: string, args: unknown[], cancel?: vscode.CancellationToken) => Promise<unknown>;

export interface ProgressValue { kind: "begin" | "report" | "end"; message?: string; percentage?: number }

/** How the benchmark's progress reaches the UI: the language client's $/progress for a token the
 * extension chose, and `window/workDoneProgress/cancel` for it. */
export interface ProgressHooks {
  onProgress(token: string, handler: (v: ProgressValue) => void): { dispose(): void };
  cancel(token: string): void;
}

let tokenCounter = 0;

export function symbolsIn(message: string): string[] {
  const out = new Set<string>();
  for (const m of message.matchAll(/--size ((?:ks|ps|s|u)\d+)=/g)) out.add(m[1]);
  return [...out];
}

async function askSizes(symbols: string[], known: Record<string, number>): Promise<Record<string, number> | undefined> {
  const sizes = { ...known };
  for (const s of symbols) {
    const v = await vscode.window.showInputBox({
      title: "Inductor Lens: dynamic size",
      prompt: `The pair has dynamic shapes: value of ${s} for this benchmark`,
      value: sizes[s] !== undefined ? String(sizes[s]) : "8",
      validateInput: (x) => (/^\d+$/.test(x.trim()) && Number(x) > 0 ? undefined : "a positive integer"),
    });
    if (v === undefined) return undefined;
    sizes[s] = Number(v.trim());
  }
  return sizes;
}

/** Where reports go: timed results in a webview panel per pair (chart, verdict, "Run again"), kernels
 * only (codegen) in a read-only markdown document; the extension registers `docs` as the provider of
 * its scheme. */
export const reports = { panels: new ReportPanels(), docs: new ReportDocuments() };

export async function showReport(outcome: BenchOutcome, rerun?: () => unknown): Promise<void> {
  if (outcome.result?.codegen) {
    await reports.docs.open(`kernels ${outcome.node1}-${outcome.node2}`, outcome.markdown ?? "");
  } else {
    reports.panels.show(outcome as ReportOutcome, rerun);
  }
  const verdict = outcome.result?.verdict;
  if (verdict) void vscode.window.showInformationMessage(`${outcome.node1} → ${outcome.node2}: ${verdict}`);
}

/** One server call shown as a cancellable notification fed by the server's $/progress. */
async function withServerProgress(title: string, call: unknown[], next: Next,
                                  hooks: ProgressHooks | undefined): Promise<BenchOutcome | undefined> {
  if (!hooks) return (await next(SERVER_COMMAND, call)) as BenchOutcome | undefined;
  const token = `inductor-lens-bench-${process.pid}-${Date.now()}-${++tokenCounter}`;
  const opts = (call[3] && typeof call[3] === "object" ? call[3] : {}) as Record<string, unknown>;
  const args = [call[0], call[1], call[2], { ...opts, progressToken: token }];
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title, cancellable: true },
    async (progress, cancelToken) => {
      let done = 0;
      const sub = hooks.onProgress(token, (v) => {
        if (v.kind === "end") return;
        const pct = typeof v.percentage === "number" ? Math.max(done, Math.min(100, v.percentage)) : done;
        progress.report({ message: v.message, increment: pct - done });
        done = pct;
      });
      const onCancel = cancelToken.onCancellationRequested(() => hooks.cancel(token));
      try {
        return (await next(SERVER_COMMAND, args, cancelToken)) as BenchOutcome | undefined;
      } catch (err) {
        if (cancelToken.isCancellationRequested) return { node1: String(call[1]), node2: String(call[2]), error: "benchmark cancelled", kind: "cancelled" };
        throw err;
      } finally {
        sub.dispose();
        onCancel.dispose();
      }
    });
}

/** Runs the server command (through `next`), handling trust, sizes, progress, errors and the report. */
export async function runBenchmark(args: unknown[], next: Next, hooks?: ProgressHooks): Promise<BenchOutcome | undefined> {
  if (!vscode.workspace.isTrusted) {
    const pick = await vscode.window.showWarningMessage(
      "Inductor Lens: benchmarks compile and run kernels, so they only run in a trusted workspace.",
      "Manage Workspace Trust");
    if (pick) await vscode.commands.executeCommand("workbench.trust.manage");
    return undefined;
  }
  let call = [...args];
  for (let attempt = 0; attempt < 3; attempt++) {
    const codegen = (call[3] as { codegen?: unknown } | undefined)?.codegen === true;
    const title = `${codegen ? "Kernels of" : "Benchmark"} ${call[1]} → ${call[2]}`;
    const outcome = await withServerProgress(title, call, next, hooks);
    if (!outcome) return undefined;
    if (outcome.kind === "needs_sizes") {
      const opts = (call[3] && typeof call[3] === "object" ? call[3] : {}) as { sizes?: Record<string, number> };
      const symbols = outcome.symbols?.length ? outcome.symbols : symbolsIn(outcome.error ?? "");
      const sizes = await askSizes(symbols, opts.sizes ?? {});
      if (!sizes) return outcome;
      call = [call[0], call[1], call[2], { ...opts, sizes }];
      continue;
    }
    if (outcome.error) {
      if (outcome.kind === "cancelled") void vscode.window.showInformationMessage("Inductor Lens: benchmark cancelled.");
      else void vscode.window.showErrorMessage(`Inductor Lens: cannot benchmark ${outcome.node1 ?? args[1]} → ${outcome.node2 ?? args[2]}: ${outcome.error}`);
      return outcome;
    }
    const again = call;
    await showReport(outcome, () => runBenchmark(again, next, hooks));
    return outcome;
  }
  return undefined;
}
