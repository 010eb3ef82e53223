import { describe, expect, it, vi } from "vitest";
import {
  captureArgs, captureMessage, captureTask, childrenOf, graphDescription, graphTooltip, newRun, RUNS_REQUEST, RunJson, RunNode, RunsProvider,
  runDescription, treeItem,
} from "../src/runs";
import { TaskPanelKind, TreeItemCollapsibleState } from "./vscode-mock";

const WS = "/home/u/proj";
const CAPTURED: RunJson = {
  path: `${WS}/.inductor-lens/runs/20260102-100000-train`, captured: true, start: "2026-01-02T10:00:00.123",
  command: ["/venv/bin/python", "train.py"], exit_status: 0, complete: true, note: null,
  report: `${WS}/.inductor-lens/runs/20260102-100000-train/report.html`,
  graphs: [
    { folder: "g0_forward", path: `${WS}/.inductor-lens/runs/20260102-100000-train/g0_forward`, kind: "forward", frame: null,
      nodes: 12, kernel_nodes: 5, unfused_edges: 3, unfused_bytes: 4096,
      files: ["fusion.log", "ir_pre_fusion.txt", "inductor_provenance_tracking_node_mappings.json", "output_code.py", "ir_post_fusion.txt"],
      error: null },
    { folder: "g1_backward", path: `${WS}/.inductor-lens/runs/20260102-100000-train/g1_backward`, kind: "backward", frame: null,
      nodes: 1, kernel_nodes: 1, unfused_edges: 0, unfused_bytes: 0, files: ["ir_post_fusion.txt"], error: null },
  ],
};
const FAILED: RunJson = { ...CAPTURED, path: `${WS}/.inductor-lens/runs/20260101-100000-train`, exit_status: 1, complete: false,
                          report: null, graphs: [] };
const TREE: RunJson = {
  path: `${WS}/torch_compile_debug/run_1-pid_1`, captured: false, start: null, command: null, exit_status: null, complete: null,
  note: null, report: null,
  graphs: [{ folder: "torchinductor/model__0_inference_0.0", path: `${WS}/torch_compile_debug/run_1-pid_1/torchinductor/model__0_inference_0.0`,
             kind: "inference", frame: null, nodes: null, kernel_nodes: null, unfused_edges: null, unfused_bytes: null,
             files: ["ir_post_fusion.txt"], error: null }],
};

describe("the Runs view", () => {
  it("shows a run by its folder, start, graph count and state", () => {
    const item = treeItem({ kind: "run", run: CAPTURED });
    expect(item.label).toBe("20260102-100000-train");
    expect(item.description).toBe("2 graphs · 3 missed");       // counts first: the date is in its name
    expect(item.tooltip).toContain("started 2026-01-02 10:00:00");
    expect(item.tooltip).toContain("$ /venv/bin/python train.py");
    expect(item.tooltip).toContain("exit status 0");
    expect(item.contextValue).toBe("inductorLens.run.report");   // "Open Report" on it
    expect(item.collapsibleState).toBe(TreeItemCollapsibleState.Collapsed);
    expect(runDescription(FAILED)).toBe("0 graphs · incomplete (exit 1)");
    expect(treeItem({ kind: "run", run: FAILED }).contextValue).toBe("inductorLens.run");
    expect(runDescription(TREE)).toBe("1 graph · debug tree");
  });

  it("shows a graph's counts and missed fusions, and opens its ir_post_fusion.txt on a click", () => {
    const [g0, g1, report] = childrenOf({ kind: "run", run: CAPTURED }, [CAPTURED]);
    const item = treeItem(g0);
    expect(item.label).toBe("g0_forward");
    expect(item.description).toBe("12 nodes · 5 kernels · 3 missed");
    expect(item.command?.command).toBe("vscode.open");
    expect(String(item.command?.arguments?.[0])).toBe(`file://${CAPTURED.graphs[0].path}/ir_post_fusion.txt`);
    expect(treeItem(g1).description).toBe("1 node · 1 kernel");
    // a debug tree's graph has no counts: its kind
    expect(graphDescription(TREE.graphs[0])).toBe("inference");
    expect(graphDescription({ ...TREE.graphs[0], error: "no scheduler nodes in ir_post_fusion.txt" }))
      .toBe("no scheduler nodes in ir_post_fusion.txt");
    // a graph without IR says why first (issue 41: "g4_inference" was listed without why)
    const why = "no ir_post_fusion.txt: Inductor compiled nothing for this backward graph, it has no operation";
    expect(graphDescription({ ...TREE.graphs[0], error: why })).toBe("no IR: Inductor compiled nothing for this backward graph, it has no operation");
    expect(graphTooltip({ ...TREE.graphs[0], error: why })).toContain(why);
    // the run's report after its graphs
    expect(report).toMatchObject({ kind: "file", name: "report.html", report: true });
    expect(treeItem(report).command?.command).toBe("inductorLens.openRunReport");
  });

  it("names a graph's compiled frame and the graph break that ended it in its tooltip", () => {
    const g = { ...CAPTURED.graphs[0], compile_id: "0/0",
                frame: { function: "step", file: "/ws/train.py", line: 4,
                         graph_break: "Failed to trace builtin operator: Dynamo does not know how to trace print" } };
    const tip = graphTooltip(g);
    expect(tip).toContain("frame 0/0: step (/ws/train.py:4)");
    expect(tip).toContain("its graph ended at a graph break: Failed to trace builtin operator");
    expect(graphTooltip(CAPTURED.graphs[0])).not.toContain("graph break");
  });

  it("lists a graph's files, the IR first, the provenance file left out", () => {
    const g0 = childrenOf({ kind: "run", run: CAPTURED }, [CAPTURED])[0];
    const files = childrenOf(g0, [CAPTURED]) as Extract<RunNode, { kind: "file" }>[];
    expect(files.map((f) => f.name)).toEqual(["ir_post_fusion.txt", "ir_pre_fusion.txt", "output_code.py", "fusion.log"]);
    const item = treeItem(files[3]);
    expect(item.command?.command).toBe("vscode.open");
    expect(item.resourceUri?.fsPath).toBe(`${CAPTURED.graphs[0].path}/fusion.log`);
  });

  it("asks the server for the workspace folders' runs, and says why when it cannot", async () => {
    const send = vi.fn(async (): Promise<unknown> => ({ runs: [CAPTURED, TREE], errors: [] }));
    let server: typeof send | undefined = send;
    const p = new RunsProvider(() => server, () => [WS]);
    const fired = vi.fn();
    p.onDidChangeTreeData(fired);
    await p.refresh();
    expect(send).toHaveBeenCalledWith(RUNS_REQUEST, { roots: [WS] });
    expect(p.getChildren().map((n) => treeItem(n).label)).toEqual(["20260102-100000-train", "run_1-pid_1"]);
    expect(p.message).toBeUndefined();
    expect(fired).toHaveBeenCalled();
    const g = p.getChildren(p.getChildren()[0])[0];
    expect(p.getParent(g)).toMatchObject({ kind: "run", run: CAPTURED });
    const f = p.getChildren(g)[0];
    expect(p.getParent(f)).toMatchObject({ kind: "graph", graph: CAPTURED.graphs[0] });
    send.mockResolvedValueOnce({ runs: [], errors: [{ root: "/x", error: "PermissionError: denied" }] });
    await p.refresh();
    expect(p.getChildren()).toEqual([]);          // the view's welcome text says how to capture
    expect(p.message).toBe("/x: PermissionError: denied");
    server = undefined;
    await p.refresh();
    expect(p.message).toMatch(/server is not running/);
  });

  it("captures a script as a task in its workspace folder and finds the run it made", () => {
    const task = captureTask("/venv/bin/python", `${WS}/train.py`, WS) as never as {
      name: string; definition: { type: string; script: string }; presentationOptions: { panel: number };
      execution: { process: string; args: string[]; options: { cwd: string } } };
    expect(task.execution.process).toBe("/venv/bin/python");
    expect(task.execution.args).toEqual(["-m", "inductor_lens", "capture", "--", "/venv/bin/python", `${WS}/train.py`]);
    expect(task.execution.args).toEqual(captureArgs("/venv/bin/python", `${WS}/train.py`));
    expect(task.execution.options.cwd).toBe(WS);
    expect(task.definition).toEqual({ type: "inductorLens", script: `${WS}/train.py` });
    expect(task.name).toBe("capture train.py");
    expect(task.presentationOptions.panel).toBe(TaskPanelKind.Dedicated);
    const before = new Set([FAILED.path, TREE.path]);
    expect(newRun([TREE, CAPTURED, FAILED], before, WS)).toBe(CAPTURED);
    expect(newRun([TREE, FAILED], before, WS)).toBeUndefined();
    expect(captureMessage(`${WS}/train.py`, 0, CAPTURED))
      .toBe("Inductor Lens: the capture of train.py finished: 2 graphs, 3 missed fusions in 20260102-100000-train.");
    expect(captureMessage(`${WS}/train.py`, 2, undefined))
      .toBe("Inductor Lens: the capture of train.py failed (exit status 2); no run was written (the terminal says why).");
    expect(captureMessage(`${WS}/train.py`, 0, undefined, false)).toMatch(/finished; its run is in \.inductor-lens\/runs\//);
    expect(captureMessage(`${WS}/train.py`, undefined, undefined)).toMatch(/was stopped/);
  });
});
