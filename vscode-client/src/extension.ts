// Inductor Lens for VS Code: starts `python -m inductor_lens serve` for `inductor-ir` documents and adds
// the editor-side commands (restart, output, benchmark pair, pre/post diff, open kernel), a status bar
// item, the benchmark flow (workspace trust, dynamic sizes, the report beside the IR), and the Runs view
// with "Capture this script" (runs.ts), "Compare with…" (compare.ts) and "Attach Profiler Trace…"
// (traces.ts).
import * as fs from "fs";
import * as vscode from "vscode";
import {
  DidChangeConfigurationNotification,
  LanguageClient,
  WorkDoneProgress,
  WorkDoneProgressCancelNotification,
  LanguageClientOptions,
  ServerOptions,
  State,
  Trace,
} from "vscode-languageclient/node";
import { BENCH_REQUEST, benchRequestParams, ProgressHooks, reports, runBenchmark, SERVER_COMMAND } from "./benchmark";
import { ReportDocuments } from "./report";
import { FusionMaps, MapLensProvider } from "./fusionMap";
import { SourceLensProvider } from "./sourceLenses";
import { orderLenses } from "./navigation";
import { checkServer, childOptions, PythonExtensionApi, resolvePython } from "./python";
import { installHint, serverArgs, serverSettings, serverSource } from "./settings";
import { captureMessage, captureTask, newRun, RunNode, RunsProvider, TASK_TYPE } from "./runs";
import { Comparisons, pickItems, sideLabel, sideOfFile } from "./compare";
import { attachTrace, detachTrace } from "./traces";

const SECTION = "inductorLens";
let client: LanguageClient | undefined;
let output: vscode.LogOutputChannel;
let status: vscode.StatusBarItem;

function config(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration(SECTION);
}

export function setStatus(state: "starting" | "running" | "stopped" | "missing", detail = ""): void {
  if (!status) return;
  const icon = { starting: "$(loading~spin)", running: "$(telescope)", stopped: "$(error)", missing: "$(warning)" }[state];
  status.text = `${icon} Inductor Lens`;
  status.tooltip = `Inductor Lens: ${state}${detail ? ` — ${detail}` : ""} (click for the output)`;
  status.backgroundColor = state === "stopped" || state === "missing"
    ? new vscode.ThemeColor("statusBarItem.errorBackground") : undefined;
  status.show();
}

async function pythonApi(): Promise<PythonExtensionApi | undefined> {
  const ext = vscode.extensions.getExtension<PythonExtensionApi>("ms-python.python");
  if (!ext) return undefined;
  try {
    return ext.isActive ? ext.exports : await ext.activate();
  } catch {
    return undefined;
  }
}

async function reportMissing(python: string, problem: string | undefined, detail: string | undefined,
                             extensionPath?: string): Promise<void> {
  const cmd = installHint(python, process.platform, extensionPath ? serverSource(extensionPath, fs) : undefined);
  const msg = problem === "no-python"
    ? `Inductor Lens: cannot run the Python interpreter "${python}". Set inductorLens.pythonPath or select an interpreter.`
    : problem === "no-package"
      ? `Inductor Lens: the server is not installed in ${python}. Install it in a virtual environment and set inductorLens.pythonPath to its Python: ${cmd}`
      : `Inductor Lens: the server did not start with ${python}: ${detail ?? "unknown error"}`;
  output.appendLine(msg);
  const actions = problem === "no-package" ? ["Copy Install Commands", "Set Python Path", "Show Output"] : ["Set Python Path", "Show Output"];
  const pick = await vscode.window.showErrorMessage(msg, ...actions);
  if (pick === "Copy Install Commands") await vscode.env.clipboard.writeText(cmd);
  else if (pick === "Set Python Path") await vscode.commands.executeCommand("workbench.action.openSettings", "inductorLens.pythonPath");
  else if (pick === "Show Output") output.show(true);
}

const sourceLenses = new SourceLensProvider(() =>
  client && client.state === State.Running ? (m, p, t) => client!.sendRequest(m, p, t) : undefined);

/** The benchmark as the server's request: cancelled with the notification's token ($/cancelRequest). */
async function sendBenchmark(_command: string, args: unknown[], cancel?: vscode.CancellationToken): Promise<unknown> {
  if (!client) throw new Error("the language server is not running");
  return client.sendRequest(BENCH_REQUEST, benchRequestParams(args), cancel);
}

function progressHooks(): ProgressHooks | undefined {
  const c = client;
  if (!c) return undefined;
  return {
    onProgress: (token, handler) => c.onProgress(WorkDoneProgress.type, token, (v) => handler(v)),
    cancel: (token) => void c.sendNotification(WorkDoneProgressCancelNotification.type, { token }),
  };
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  setStatus("starting");
  const choice = await resolvePython(config().get<string>("pythonPath"), await pythonApi(),
                                     vscode.window.activeTextEditor?.document.uri);
  output.appendLine(`python: ${choice.python} (${choice.source})`);
  const check = await checkServer(choice.python);
  if (!check.ok) {
    setStatus("missing", check.detail ?? "");
    void reportMissing(choice.python, check.problem, check.detail, context.extensionPath);
    return;
  }
  output.appendLine(`inductor-lens ${check.version}`);
  // never the workspace folder as the working directory, nor on the import path (childOptions)
  const serverOptions: ServerOptions = { command: choice.python, args: serverArgs(config()), options: childOptions() };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: "inductor-ir" }],
    outputChannel: output,
    initializationOptions: serverSettings(config(), vscode.workspace.isTrusted),
    middleware: {
      executeCommand: async (command, args, next) => {
        if (command === SERVER_COMMAND) return runBenchmark(args, sendBenchmark, progressHooks());
        if (command === SUGGEST_COMMAND) return showSuggestion(await next(command, args));
        return next(command, args);
      },
    },
  };
  client = new LanguageClient("inductorLens", "Inductor Lens", serverOptions, clientOptions);
  client.onDidChangeState((e) => {
    if (e.newState === State.Running) void refreshRuns();
    if (e.newState === State.Running) setStatus("running", `${choice.python}, inductor-lens ${check.version}`);
    else if (e.newState === State.Stopped) setStatus("stopped", "the server stopped");
    else setStatus("starting");
  });
  try {
    await client.start();
    await client.setTrace(Trace.fromString(config().get<string>("trace.server") ?? "off"));
  } catch (err) {
    setStatus("stopped", String(err));
    output.appendLine(`cannot start the server: ${err}`);
  }
  context.subscriptions.push({ dispose: () => void client?.stop() });
}

async function restartClient(context: vscode.ExtensionContext): Promise<void> {
  const old = client;
  client = undefined;
  if (old) {
    try {
      await old.stop();
    } catch {
      // already stopped
    }
  }
  await startClient(context);
}

function activeIrEditor(): vscode.TextEditor | undefined {
  const ed = vscode.window.activeTextEditor;
  if (!ed || ed.document.languageId !== "inductor-ir") {
    void vscode.window.showWarningMessage("Inductor Lens: open an ir_pre_fusion.txt / ir_post_fusion.txt first.");
    return undefined;
  }
  return ed;
}

async function benchmarkPair(): Promise<void> {
  const ed = activeIrEditor();
  if (!ed || !client) return;
  const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
    "vscode.executeCodeLensProvider", ed.document.uri);
  const ordered = orderLenses(lenses ?? [], ed.selection.active.line);
  if (!ordered.length) {
    void vscode.window.showInformationMessage("Inductor Lens: no unfused pair in this file can be rebuilt for a benchmark.");
    return;
  }
  const pick = await vscode.window.showQuickPick(
    ordered.map((l) => ({ label: l.command!.title, description: `line ${l.range.start.line + 1}`, lens: l })),
    { title: "Inductor Lens: benchmark which pair?" });
  if (pick) await vscode.commands.executeCommand(SERVER_COMMAND, ...(pick.lens.command!.arguments ?? []));
}

/** The server's "what would fuse this pair?" page (the code action on a fusion diagnostic), shown rendered. */
const SUGGEST_COMMAND = "inductorLens.suggest";

interface SuggestionPage { title?: string; text?: string; error?: string; verify?: { argv: string[]; cwd: string | null; run: string } }

async function showSuggestion(r: SuggestionPage | undefined): Promise<unknown> {
  if (!r || r.error || !r.text) {
    void vscode.window.showWarningMessage(`Inductor Lens: ${r?.error ?? "no suggestion"}`);
    return r;
  }
  await reports.docs.open(r.title ?? "What would fuse it?", r.text);
  // a graph of a captured run: its command can be run again with the change (a trusted workspace only:
  // it runs the user's script)
  if (r.verify && vscode.workspace.isTrusted) {
    const pick = await vscode.window.showInformationMessage(
      `Inductor Lens: check the first suggestion by recompiling (${r.verify.argv.slice(2, r.verify.argv.indexOf("--verify")).join(" ")})?`,
      "Verify by Recompiling");
    if (pick) await verifyByRecompiling(r.verify);
  }
  return r;
}

/** `inductor-lens whatif RUN --set … --verify -- COMMAND` as a task in a terminal, where the run was captured. */
async function verifyByRecompiling(v: { argv: string[]; cwd: string | null; run: string }): Promise<void> {
  const choice = await resolvePython(config().get<string>("pythonPath"), await pythonApi(), vscode.Uri.file(v.run));
  const cwd = v.cwd ?? vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const exec = new vscode.ProcessExecution(choice.python, ["-m", "inductor_lens", ...v.argv], cwd ? { cwd } : {});
  const task = new vscode.Task({ type: TASK_TYPE, script: v.run }, vscode.TaskScope.Workspace,
    "verify a suggestion", "inductor-lens", exec);
  output.appendLine(`verify: ${choice.python} -m inductor_lens ${v.argv.join(" ")}${cwd ? ` in ${cwd}` : ""}`);
  await vscode.tasks.executeTask(task);
}

async function openDiff(): Promise<void> {
  const ed = activeIrEditor();
  if (!ed) return;
  const r = await vscode.commands.executeCommand<{ text?: string; error?: string }>("inductorLens.diff", ed.document.uri.toString());
  if (!r || r.error || !r.text) {
    void vscode.window.showWarningMessage(`Inductor Lens: ${r?.error ?? "no diff"}`);
    return;
  }
  const folder = ed.document.uri.path.split("/").slice(-2, -1)[0] ?? "";
  // the diff is plain text: shown as a block in the rendered page, under a title
  await reports.docs.open(`fusion diff ${folder}`, `### Pre/post fusion: ${folder}\n\n\`\`\`text\n${r.text.trimEnd()}\n\`\`\`\n`);
}

/** The generated kernel of the op under the cursor (a fused node's: its one kernel), as the server finds
 * it in output_code.py (``inductorLens/kernel``); when there is none, the server's reason. */
async function openKernel(): Promise<void> {
  const ed = activeIrEditor();
  if (!ed) return;
  if (!client || client.state !== State.Running) {
    void vscode.window.showWarningMessage("Inductor Lens: the language server is not running.");
    return;
  }
  const pos = ed.selection.active;
  const got = await client.sendRequest<{ uri?: string; range?: { start: { line: number; character: number } }; error?: string }>(
    "inductorLens/kernel", { textDocument: { uri: ed.document.uri.toString() }, position: { line: pos.line, character: pos.character } });
  if (!got?.uri || !got.range) {
    void vscode.window.showInformationMessage(`Inductor Lens: ${got?.error ?? "no generated kernel here"}.`);
    return;
  }
  const at = new vscode.Position(got.range.start.line, got.range.start.character);
  await vscode.window.showTextDocument(vscode.Uri.parse(got.uri), { selection: new vscode.Range(at, at) });
}

let maps: FusionMaps | undefined;

async function openFusionMap(uri?: vscode.Uri): Promise<void> {
  const target = uri instanceof vscode.Uri ? uri : activeIrEditor()?.document.uri;
  if (target && maps) await maps.open(target);
}

let runs: RunsProvider | undefined;
let runsView: vscode.TreeView<RunNode> | undefined;

async function refreshRuns(): Promise<void> {
  if (!runs) return;
  await runs.refresh();
  if (runsView) runsView.message = runs.message;
}

/** "Capture this script": the file (the explorer's, else the active editor's) run by `inductor-lens
 * capture` as a task in the file's workspace folder; when it ends, the view is listed again and a
 * message gives the exit status and opens the new run's report. */
async function captureScript(uri?: vscode.Uri): Promise<void> {
  const target = uri instanceof vscode.Uri ? uri : vscode.window.activeTextEditor?.document.uri;
  if (!target || target.scheme !== "file" || !target.fsPath.endsWith(".py")) {
    void vscode.window.showWarningMessage("Inductor Lens: open a Python script (a .py file on disk) to capture.");
    return;
  }
  const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === target.toString());
  if (doc?.isDirty) await doc.save();
  const folder = vscode.workspace.getWorkspaceFolder(target);
  const cwd = folder?.uri.fsPath ?? vscode.Uri.joinPath(target, "..").fsPath;
  const choice = await resolvePython(config().get<string>("pythonPath"), await pythonApi(), target);
  output.appendLine(`capture: ${choice.python} (${choice.source}) -m inductor_lens capture -- ${choice.python} ${target.fsPath} in ${cwd}`);
  await refreshRuns();
  const before = new Set((runs?.runs ?? []).map((r) => r.path));
  const task = captureTask(choice.python, target.fsPath, cwd, folder);
  // listened to before the task starts; the task's end follows its process's (a process that never
  // started: no exit code)
  const ours = (e: { execution: vscode.TaskExecution }) => e.execution.task.definition.type === TASK_TYPE
    && e.execution.task.definition.script === target.fsPath;
  let exitCode: number | undefined;
  const ended = new Promise<void>((resolve) => {
    const proc = vscode.tasks.onDidEndTaskProcess((e) => { if (ours(e)) exitCode = e.exitCode; });
    const end = vscode.tasks.onDidEndTask((e) => {
      if (!ours(e)) return;
      proc.dispose();
      end.dispose();
      resolve();
    });
  });
  await vscode.tasks.executeTask(task);
  await ended;
  await refreshRuns();
  const run = newRun(runs?.runs ?? [], before, cwd);
  if (run && runsView) {
    try {
      await runsView.reveal({ kind: "run", run }, { select: true, focus: false, expand: true });
    } catch {
      // the view is hidden: nothing to reveal
    }
  }
  // without the server the runs are not listed: the message does not say that none was written
  const msg = captureMessage(target.fsPath, exitCode, run, runs?.message === undefined);
  const actions = run?.report ? ["Open Report"] : [];
  const pick = exitCode === 0 && run ? await vscode.window.showInformationMessage(msg, ...actions)
    : await vscode.window.showWarningMessage(msg, ...actions);
  if (pick === "Open Report" && run?.report) await openRunReport({ kind: "run", run });
}

/** A run's report.html (the fusion map of each graph) in a webview: the page is self-contained (its
 * own content security policy allows only its inline script and style). */
async function openRunReport(node?: RunNode): Promise<void> {
  const report = node?.run.report;
  if (!report) {
    void vscode.window.showInformationMessage("Inductor Lens: this run has no report.html.");
    return;
  }
  const html = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.file(report)));
  const name = report.split("/").slice(-2, -1)[0] ?? "run";
  const panel = vscode.window.createWebviewPanel("inductorLens.runReport", `Report: ${name}`, vscode.ViewColumn.Active,
                                                 { enableScripts: true, localResourceRoots: [] });
  panel.webview.html = html;
}

let comparisons: Comparisons | undefined;

/** The running server's request sender, if it runs. */
function sender(): ((method: string, params: unknown) => Promise<unknown>) | undefined {
  return client && client.state === State.Running ? (m, p) => client!.sendRequest(m, p) : undefined;
}

/** "Compare with…": B is the run or graph of the Runs view's item, or the graph of the IR file (the
 * menu's, else the active editor's); A is picked among the runs the view knows, or browsed for. The
 * server compares them (it runs no user code: this works in restricted mode too). */
async function compareWith(arg?: vscode.Uri | RunNode): Promise<void> {
  let b: string | undefined;
  if (arg instanceof vscode.Uri) b = arg.scheme === "file" ? sideOfFile(arg.fsPath) : undefined;
  else if (arg && typeof arg === "object" && "kind" in arg) b = arg.kind === "graph" ? arg.graph.path : arg.run.path;
  else {
    const doc = vscode.window.activeTextEditor?.document;
    if (doc?.languageId === "inductor-ir" && doc.uri.scheme === "file") b = sideOfFile(doc.uri.fsPath);
  }
  if (!b || !comparisons) {
    void vscode.window.showWarningMessage("Inductor Lens: open an ir_post_fusion.txt on disk, or pick a run in the Runs view, to compare.");
    return;
  }
  if (!runs?.runs.length) await refreshRuns();
  const known = runs?.runs ?? [];
  const bLabel = sideLabel(b, known);
  const pick = await vscode.window.showQuickPick(pickItems(known, b), {
    title: `Compare ${bLabel} (B) with… (A)`, placeHolder: "A: the run or graph before the change", matchOnDescription: true, matchOnDetail: true });
  if (!pick) return;
  if (pick.b) b = pick.b;       // a run picked for a graph of a run: the two runs, graph by graph
  let a = pick.target;
  if (!a) {
    const got = await vscode.window.showOpenDialog({ canSelectFiles: true, canSelectFolders: true, canSelectMany: false,
      openLabel: "Compare with", title: "A: a run folder, a graph folder or an ir_post_fusion.txt" });
    if (!got?.length) return;
    a = got[0].fsPath;
  }
  const problem = await comparisons.run(a, b, sideLabel(a, known), sideLabel(b, known));
  if (problem) void vscode.window.showWarningMessage(problem);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  runs = new RunsProvider(
    () => (client && client.state === State.Running ? (m, p) => client!.sendRequest(m, p) : undefined),
    () => (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === "file").map((f) => f.uri.fsPath));
  runsView = vscode.window.createTreeView("inductorLens.runs", { treeDataProvider: runs, showCollapseAll: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void refreshRuns(), 500);
  };
  for (const glob of ["**/.inductor-lens/runs/*/run.json", "**/.inductor-lens/runs/*", "**/ir_post_fusion.txt"]) {
    const w = vscode.workspace.createFileSystemWatcher(glob, false, true, false);
    context.subscriptions.push(w, w.onDidCreate(soon), w.onDidDelete(soon));
  }
  context.subscriptions.push(runsView,
    vscode.commands.registerCommand("inductorLens.refreshRuns", refreshRuns),
    vscode.commands.registerCommand("inductorLens.captureScript", captureScript),
    vscode.commands.registerCommand("inductorLens.openRunReport", openRunReport),
    comparisons = new Comparisons(() => (client && client.state === State.Running ? (m, p) => client!.sendRequest(m, p) : undefined)),
    vscode.commands.registerCommand("inductorLens.compareWith", compareWith),
    vscode.commands.registerCommand("inductorLens.clearComparison", () => comparisons?.clear()),
    vscode.commands.registerCommand("inductorLens.attachTrace", (uri?: vscode.Uri) =>
      attachTrace(sender(), uri, (ir) => maps?.changed([ir]))),
    vscode.commands.registerCommand("inductorLens.detachTrace", (uri?: vscode.Uri) =>
      detachTrace(sender(), uri, (ir) => maps?.changed([ir]))),
    vscode.workspace.onDidChangeWorkspaceFolders(soon),
    { dispose: () => timer && clearTimeout(timer) });
  maps = new FusionMaps(context.extensionUri, () =>
    client && client.state === State.Running ? (m, p) => client!.sendRequest(m, p) : undefined);
  output = vscode.window.createOutputChannel("Inductor Lens", { log: true });
  status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Right, 100);
  status.command = "inductorLens.showOutput";
  status.name = "Inductor Lens";
  context.subscriptions.push(output, status,
    vscode.workspace.registerTextDocumentContentProvider(ReportDocuments.scheme, reports.docs),
    vscode.commands.registerCommand("inductorLens.restartServer", () => restartClient(context)),
    vscode.commands.registerCommand("inductorLens.showOutput", () => output.show(true)),
    vscode.commands.registerCommand("inductorLens.benchmarkPair", benchmarkPair),
    vscode.commands.registerCommand("inductorLens.openDiff", openDiff),
    vscode.commands.registerCommand("inductorLens.openKernel", openKernel),
    vscode.languages.registerCodeLensProvider({ language: "python", scheme: "file" }, sourceLenses),
    vscode.commands.registerCommand("inductorLens.openFusionMap", openFusionMap),
    vscode.languages.registerCodeLensProvider({ language: "inductor-ir" }, new MapLensProvider()),
    vscode.languages.onDidChangeDiagnostics((e) => {
      sourceLenses.refresh();
      void maps?.changed(e.uris);
    }),
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (!e.affectsConfiguration(SECTION)) return;
      if (e.affectsConfiguration(`${SECTION}.pythonPath`) || e.affectsConfiguration(`${SECTION}.serverArgs`)) {
        await restartClient(context);
      } else if (client?.isRunning()) {
        await client.sendNotification(DidChangeConfigurationNotification.type, { settings: serverSettings(config(), vscode.workspace.isTrusted) });
        if (e.affectsConfiguration(`${SECTION}.trace.server`)) {
          await client.setTrace(Trace.fromString(config().get<string>("trace.server") ?? "off"));
        }
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => restartClient(context)),
  );
  await startClient(context);
}

export async function deactivate(): Promise<void> {
  if (client) await client.stop();
}
