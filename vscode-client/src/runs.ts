// The Runs view and "Capture this script". The view lists the runs of the workspace folders as the
// server finds them (`inductorLens/runs`: the runs `inductor-lens capture` wrote in
// .inductor-lens/runs/, and debug trees such as torch_compile_debug/): run → graphs → files; a graph
// opens its ir_post_fusion.txt (the server then analyses it). The capture runs as a VS Code task in a
// terminal: `<python> -m inductor_lens capture -- <python> <script>` in the script's workspace folder.
import * as vscode from "vscode";

export const RUNS_REQUEST = "inductorLens/runs";
export const TASK_TYPE = "inductorLens";

export interface GraphJson {
  folder: string;
  path: string;
  kind: string;
  frame: { function?: string; file?: string; line?: number; graph_break?: string | null } | null;
  compile_id?: string | null;
  nodes: number | null;
  kernel_nodes: number | null;
  unfused_edges: number | null;
  unfused_bytes: number | null;
  files: string[];
  error: string | null;
}

export interface RunJson {
  path: string;
  captured: boolean;
  start: string | null;
  command: string[] | null;
  exit_status: number | null;
  complete: boolean | null;
  note: string | null;
  report: string | null;
  graphs: GraphJson[];
}

export interface RunsResult {
  runs: RunJson[];
  errors?: { root: string; error: string }[];
}

export type RunNode =
  | { kind: "run"; run: RunJson }
  | { kind: "graph"; run: RunJson; graph: GraphJson }
  | { kind: "file"; run: RunJson; name: string; path: string; report?: boolean };

/** The files of a graph folder the view shows, in this order (others after them). */
export const FILE_ORDER = ["ir_post_fusion.txt", "ir_pre_fusion.txt", "output_code.py", "fx_graph_readable.py", "fusion.log"];
/** Files a graph folder holds that the view does not show (read by the server only). */
const HIDDEN_FILES = new Set(["inductor_provenance_tracking_node_mappings.json"]);

const base = (p: string) => p.replace(/[\\/]+$/, "").split(/[\\/]/).pop() ?? p;
const join = (dir: string, name: string) => `${dir.replace(/[\\/]+$/, "")}/${name}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2026-01-02 10:00:00" from the manifest's ISO time (milliseconds dropped). */
export function startTime(start: string | null): string | undefined {
  if (!start) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(start);
  return m ? `${m[1]} ${m[2]}` : start;
}

/** "2 graphs · 3 missed": the counts first (the view cuts a long description at its end); the start time
 * is in the run's name (its folder) and its tooltip. */
export function runDescription(r: RunJson): string {
  const missed = r.graphs.reduce((n, g) => n + (g.unfused_edges ?? 0), 0);
  const counted = r.graphs.some((g) => g.unfused_edges !== null);
  const parts = [plural(r.graphs.length, "graph"), counted ? `${missed} missed` : "", r.captured ? "" : "debug tree"];
  if (r.captured && r.complete === false) parts.push(r.exit_status !== null ? `incomplete (exit ${r.exit_status})` : "incomplete");
  if (r.note) parts.push("unreadable run.json");
  return parts.filter(Boolean).join(" · ");
}

export function runTooltip(r: RunJson): string {
  const lines = [r.path];
  if (r.start) lines.push(`started ${startTime(r.start)}`);
  if (r.command) lines.push(`$ ${r.command.join(" ")}`);
  if (r.captured) {
    lines.push(r.exit_status === null ? "exit status unknown" : `exit status ${r.exit_status}${r.complete ? "" : " (incomplete)"}`);
  } else {
    lines.push("a debug tree made without `inductor-lens capture`");
  }
  if (r.note) lines.push(r.note);
  return lines.join("\n");
}

/** "12 nodes · 5 kernels · 3 missed": the manifest's counts (a debug tree's graph has none: its kind). */
export function graphDescription(g: GraphJson): string {
  if (g.error) return g.error.replace(/^no ir_post_fusion\.txt: /, "no IR: ");    // why first; all of it in the tooltip
  const parts: string[] = [];
  if (g.nodes !== null) parts.push(plural(g.nodes, "node"));
  if (g.kernel_nodes !== null) parts.push(plural(g.kernel_nodes, "kernel"));
  if (g.unfused_edges) parts.push(`${g.unfused_edges} missed`);
  if (!parts.length) parts.push(g.kind);
  return parts.join(" · ");
}

function mb(n: number): string {
  return n >= 10000 ? `${(n / 1e6).toFixed(2)} MB` : `${n} B`;
}

export function graphTooltip(g: GraphJson): string {
  const lines = [g.path, `kind: ${g.kind}`];
  if (g.frame?.function) {
    const id = g.compile_id ? ` ${g.compile_id}` : "";
    lines.push(`frame${id}: ${g.frame.function} (${g.frame.file ?? "?"}:${g.frame.line ?? "?"})`);
  }
  if (g.frame?.graph_break) lines.push(`its graph ended at a graph break: ${g.frame.graph_break}`);
  if (g.unfused_edges !== null) {
    lines.push(`${plural(g.unfused_edges, "missed fusion")}${g.unfused_bytes ? `, ${mb(g.unfused_bytes)} through memory` : ""}`);
  }
  if (g.error) lines.push(g.error);
  if (g.files.includes("ir_post_fusion.txt")) lines.push("Click to open ir_post_fusion.txt");
  return lines.join("\n");
}

/** The files of a graph the view lists, the IR first. */
export function graphFiles(g: GraphJson): string[] {
  const rank = (f: string) => (FILE_ORDER.includes(f) ? FILE_ORDER.indexOf(f) : FILE_ORDER.length);
  return g.files.filter((f) => !HIDDEN_FILES.has(f)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The children of a node of the view (the runs at the top). */
export function childrenOf(node: RunNode | undefined, runs: RunJson[]): RunNode[] {
  if (!node) return runs.map((run) => ({ kind: "run", run }));
  if (node.kind === "run") {
    const out: RunNode[] = node.run.graphs.map((graph) => ({ kind: "graph", run: node.run, graph }));
    if (node.run.report) out.push({ kind: "file", run: node.run, name: "report.html", path: node.run.report, report: true });
    return out;
  }
  if (node.kind === "graph") {
    return graphFiles(node.graph).map((name) => ({ kind: "file", run: node.run, name, path: join(node.graph.path, name) }));
  }
  return [];
}

/** How a node shows: label, description, tooltip, icon, what a click does, its context value. */
export function treeItem(node: RunNode): vscode.TreeItem {
  const C = vscode.TreeItemCollapsibleState;
  if (node.kind === "run") {
    const r = node.run;
    const item = new vscode.TreeItem(base(r.path), r.graphs.length || r.report ? C.Collapsed : C.None);
    item.id = `run:${r.path}`;
    item.description = runDescription(r);
    item.tooltip = runTooltip(r);
    item.iconPath = new vscode.ThemeIcon(!r.captured ? "folder-library" : r.complete ? "pass" : "warning");
    item.contextValue = r.report ? "inductorLens.run.report" : "inductorLens.run";
    return item;
  }
  if (node.kind === "graph") {
    const g = node.graph;
    // a graph in the run's own folder (a debug tree of one graph): named by that folder
    const item = new vscode.TreeItem(g.folder === "." ? base(g.path) : g.folder, g.files.length ? C.Collapsed : C.None);
    item.id = `graph:${g.path}`;
    item.description = graphDescription(g);
    item.tooltip = graphTooltip(g);
    item.iconPath = new vscode.ThemeIcon(g.error ? "error" : g.unfused_edges ? "git-compare" : "type-hierarchy");
    item.contextValue = "inductorLens.graph";
    if (g.files.includes("ir_post_fusion.txt")) {
      item.command = { title: "Open ir_post_fusion.txt", command: "vscode.open",
                       arguments: [vscode.Uri.file(join(g.path, "ir_post_fusion.txt"))] };
    }
    return item;
  }
  const item = new vscode.TreeItem(node.name, C.None);
  item.id = `file:${node.path}`;
  item.resourceUri = vscode.Uri.file(node.path);
  item.tooltip = node.path;
  if (node.report) {
    item.iconPath = new vscode.ThemeIcon("preview");
    item.contextValue = "inductorLens.report";
    item.command = { title: "Open Report", command: "inductorLens.openRunReport", arguments: [node] };
  } else {
    item.contextValue = "inductorLens.file";
    item.command = { title: "Open", command: "vscode.open", arguments: [vscode.Uri.file(node.path)] };
  }
  return item;
}

type Send = (method: string, params: unknown) => Promise<unknown>;

/** The view's data: asks the server for the runs of the workspace folders on each refresh. */
export class RunsProvider implements vscode.TreeDataProvider<RunNode> {
  private changed = new vscode.EventEmitter<RunNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  runs: RunJson[] = [];
  /** Why the view is empty or partial (the server not running, a folder that could not be listed). */
  message: string | undefined;
  private pending: Promise<void> | undefined;
  private again = false;

  constructor(private send: () => Send | undefined, private roots: () => string[]) {}

  /** Lists the runs again (a refresh asked while one runs is done once after it). */
  refresh(): Promise<void> {
    if (this.pending) {
      this.again = true;
      return this.pending;
    }
    this.pending = (async () => {
      do {
        this.again = false;
        await this.load();
      } while (this.again);
    })().finally(() => { this.pending = undefined; });
    return this.pending;
  }

  private async load(): Promise<void> {
    const send = this.send();
    if (!send) {
      this.runs = [];
      this.message = "The Inductor Lens server is not running (see Inductor Lens: Show Output).";
    } else {
      try {
        const got = (await send(RUNS_REQUEST, { roots: this.roots() })) as RunsResult | undefined;
        this.runs = Array.isArray(got?.runs) ? got!.runs : [];
        const errors = got?.errors ?? [];
        this.message = errors.length ? errors.map((e) => `${e.root}: ${e.error}`).join("; ") : undefined;
      } catch (err) {
        this.runs = [];
        this.message = `Listing the runs failed: ${err}`;
      }
    }
    this.changed.fire(undefined);
  }

  getTreeItem(node: RunNode): vscode.TreeItem {
    return treeItem(node);
  }

  getChildren(node?: RunNode): RunNode[] {
    return childrenOf(node, this.runs);
  }

  getParent(node: RunNode): RunNode | undefined {
    if (node.kind === "run") return undefined;
    if (node.kind === "graph" || node.report) return { kind: "run", run: node.run };
    const graph = node.run.graphs.find((g) => node.path.startsWith(join(g.path, "")));
    return graph ? { kind: "graph", run: node.run, graph } : { kind: "run", run: node.run };
  }
}

/** The capture's command line: `<python> -m inductor_lens capture -- <python> <script>`. */
export function captureArgs(python: string, script: string): string[] {
  return ["-m", "inductor_lens", "capture", "--", python, script];
}

/** The run a capture made: a captured run under `<cwd>/.inductor-lens/runs/` not listed before it. */
export function newRun(runs: RunJson[], before: Set<string>, cwd: string): RunJson | undefined {
  const under = join(join(join(cwd, ".inductor-lens"), "runs"), "");
  return runs.find((r) => r.captured && r.path.startsWith(under) && !before.has(r.path));
}

/** What the user reads when a capture ends. */
export function captureMessage(script: string, exitCode: number | undefined, run: RunJson | undefined,
                               listed = true): string {
  const name = base(script);
  const status = exitCode === undefined ? "was stopped" : exitCode === 0 ? "finished" : `failed (exit status ${exitCode})`;
  if (!run && !listed) return `Inductor Lens: the capture of ${name} ${status}; its run is in .inductor-lens/runs/ (the terminal says where).`;
  if (!run) return `Inductor Lens: the capture of ${name} ${status}; no run was written (the terminal says why).`;
  const missed = run.graphs.reduce((n, g) => n + (g.unfused_edges ?? 0), 0);
  return `Inductor Lens: the capture of ${name} ${status}: ${plural(run.graphs.length, "graph")}`
    + (missed ? `, ${plural(missed, "missed fusion")}` : "") + ` in ${base(run.path)}.`;
}

/** The capture as a task in its own terminal, which the user watches and can stop. */
export function captureTask(python: string, script: string, cwd: string, folder?: vscode.WorkspaceFolder): vscode.Task {
  const task = new vscode.Task({ type: TASK_TYPE, script }, folder ?? vscode.TaskScope.Workspace, `capture ${base(script)}`,
                               "Inductor Lens", new vscode.ProcessExecution(python, captureArgs(python, script), { cwd }));
  task.presentationOptions = { reveal: vscode.TaskRevealKind.Always, panel: vscode.TaskPanelKind.Dedicated, clear: true,
                               showReuseMessage: false };
  return task;
}
