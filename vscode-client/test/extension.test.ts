import { readFileSync } from "fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { childOptions } from "../src/python";
import { installHint } from "../src/settings";
import { answers, calls, collections, commands, configValues, env, resetMock, Uri, window } from "./vscode-mock";

const started: { options?: any; server?: any; stateHandlers: ((e: { newState: number }) => void)[]; requests: any[];
                 state?: number; answers?: Record<string, unknown> } =
  { stateHandlers: [], requests: [] };

vi.mock("vscode-languageclient/node", () => ({
  State: { Stopped: 1, Starting: 3, Running: 2 },
  Trace: { fromString: (s: string) => s },
  DidChangeConfigurationNotification: { type: "workspace/didChangeConfiguration" },
  WorkDoneProgress: { type: "$/progress" },
  WorkDoneProgressCancelNotification: { type: "window/workDoneProgress/cancel" },
  LanguageClient: class {
    constructor(_id: string, _name: string, server: unknown, options: unknown) {
      started.server = server;
      started.options = options;
    }
    onDidChangeState(h: (e: { newState: number }) => void) { started.stateHandlers.push(h); }
    async start() { for (const h of started.stateHandlers) h({ newState: 2 }); }
    async setTrace() {}
    onProgress() { return { dispose() {} }; }
    async sendNotification() {}
    get state() { return started.state; }
    async sendRequest(method: string, params: any, token: unknown) {
      started.requests.push({ method, params, token });
      if (started.answers && method in started.answers) return started.answers[method];
      return { node1: "op3", node2: "op4", markdown: "# r", result: { verdict: "v" } };
    }
    async stop() {}
    isRunning() { return true; }
  },
}));

const check = vi.fn();
vi.mock("../src/python", async (orig) => ({
  ...(await orig<typeof import("../src/python")>()),
  checkServer: (...a: unknown[]) => check(...a),
}));

const context = () => ({ subscriptions: [] as unknown[] });

beforeEach(() => {
  resetMock();
  vi.clearAllMocks();
  started.options = undefined;
  started.server = undefined;
  started.stateHandlers = [];
  started.requests = [];
  started.state = undefined;
  started.answers = undefined;
});

describe("activate", () => {
  it("registers the commands and starts the server with the settings", async () => {
    configValues.set("pythonPath", "/venv/bin/python");
    configValues.set("serverArgs", ["--log-file", "/tmp/x.log"]);
    configValues.set("diagnostics.exclude", ["extern_kernel"]);
    check.mockResolvedValue({ ok: true, version: "0.1.0" });
    const { activate } = await import("../src/extension");
    await activate(context() as never);
    const registered = commands.registerCommand.mock.calls.map((c: unknown[]) => c[0]);
    expect(registered).toEqual(["inductorLens.refreshRuns", "inductorLens.captureScript", "inductorLens.openRunReport",
                                "inductorLens.compareWith", "inductorLens.clearComparison", "inductorLens.attachTrace", "inductorLens.detachTrace",
                                "inductorLens.restartServer", "inductorLens.showOutput", "inductorLens.benchmarkPair",
                                "inductorLens.openDiff", "inductorLens.openKernel", "inductorLens.openFusionMap"]);
    // every command package.json contributes has its handler
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(pkg.contributes.commands.map((c: { command: string }) => c.command).sort()).toEqual([...registered].sort());
    expect(check).toHaveBeenCalledWith("/venv/bin/python");
    expect(started.server).toMatchObject({ command: "/venv/bin/python",
                                           args: ["-m", "inductor_lens", "serve", "--log-file", "/tmp/x.log"] });
    // the server never starts in the workspace folder, nor with it on its import path
    expect(started.server.options.env.PYTHONSAFEPATH).toBe("1");
    expect(started.server.options.cwd).toBe(childOptions().cwd);   // the extension's own folder
    expect(started.options.documentSelector).toEqual([{ language: "inductor-ir" }]);
    expect(started.options.initializationOptions.inductorLens.diagnostics.exclude).toEqual(["extern_kernel"]);
    const status = window.createStatusBarItem.mock.results[0].value;
    expect(status.text).toBe("$(telescope) Inductor Lens");
  });

  it("routes the server's benchmark command through the trust and report flow", async () => {
    check.mockResolvedValue({ ok: true, version: "0.1.0" });
    const { activate } = await import("../src/extension");
    await activate(context() as never);
    const next = vi.fn(async () => ({ node1: "op3", node2: "op4", markdown: "# r", result: { verdict: "v" } }));
    await started.options.middleware.executeCommand("inductorLens.benchmark", ["u", "op3", "op4"], next);
    expect(calls.some((c) => c.kind === "webview")).toBe(true);
    // sent as the server's request, with the notification's progress token and cancellation token
    expect(next).not.toHaveBeenCalled();
    const [req] = started.requests;
    expect(req.method).toBe("inductorLens/benchmark");
    expect(req.params).toMatchObject({ textDocument: { uri: "u" }, node1: "op3", node2: "op4", options: {} });
    expect(String(req.params.workDoneToken)).toMatch(/^inductor-lens-bench-/);
    expect(req.token).toHaveProperty("isCancellationRequested", false);
    const other = vi.fn(async () => "diff");
    expect(await started.options.middleware.executeCommand("inductorLens.diff", ["u"], other)).toBe("diff");
  });

  it("says how to install the server when the package is missing", async () => {
    configValues.set("pythonPath", "/usr/bin/python3");
    check.mockResolvedValue({ ok: false, problem: "no-package", detail: "No module named inductor_lens" });
    answers.error = ["Copy Install Commands"];
    const { activate } = await import("../src/extension");
    await activate(context() as never);
    await new Promise((r) => setTimeout(r, 0));
    const err = calls.find((c) => c.kind === "error")!;
    const cmd = installHint("/usr/bin/python3");
    // a virtual environment and the setting, never a bare `pip install` into a system Python (PEP 668)
    expect(err.args[0]).toBe("Inductor Lens: the server is not installed in /usr/bin/python3. Install it in a virtual "
                             + `environment and set inductorLens.pythonPath to its Python: ${cmd}`);
    expect(err.args.slice(1)).toEqual(["Copy Install Commands", "Set Python Path", "Show Output"]);
    expect(env.clipboard.writeText).toHaveBeenCalledWith(cmd);
    expect(cmd).toContain(" -m venv ");
    expect(started.server).toBeUndefined();
    const status = window.createStatusBarItem.mock.results[0].value;
    expect(status.text).toBe("$(warning) Inductor Lens");
  });

  it("Compare with… on a Runs item: A picked (or browsed for), the server asked, B's IR gets the diagnostics", async () => {
    check.mockResolvedValue({ ok: true, version: "0.1.0" });
    const cmp = JSON.parse(readFileSync(new URL("./fixtures/compare-max-fusion-size.json", import.meta.url), "utf8"));
    const graph = (path: string) => ({ folder: "g0_inference", path: `${path}/g0_inference`, kind: "inference", frame: null, nodes: 1,
                                       kernel_nodes: 1, unfused_edges: 0, unfused_bytes: 0, files: ["ir_post_fusion.txt"], error: null });
    const run = (path: string) => ({ path, captured: true, start: null, command: null, exit_status: 0, complete: true, note: null,
                                     report: null, graphs: [graph(path)] });
    started.state = 2;
    started.answers = { "inductorLens/runs": { runs: [run("/tmp/vscmp/default"), run("/tmp/vscmp/small")], errors: [] },
                        "inductorLens/compare": cmp };
    const { activate } = await import("../src/extension");
    await activate(context() as never);
    const registered = commands.registerCommand.mock.calls as unknown as [string, (arg?: unknown) => Promise<void>][];
    const handler = registered.find((c) => c[0] === "inductorLens.compareWith")![1];
    answers.quickPick = [(items: { target?: string }[]) => items.find((i) => i.target === "/tmp/vscmp/default")];
    await handler({ kind: "run", run: run("/tmp/vscmp/small") });
    const pick = calls.find((c) => c.kind === "quickPick")!;
    expect((pick.args[0] as { target?: string }[]).map((i) => i.target)).toEqual([undefined, "/tmp/vscmp/default"]);
    expect((pick.args[1] as { title: string }).title).toBe("Compare small (B) with… (A)");
    expect(started.requests.filter((r) => r.method === "inductorLens/compare").map((r) => r.params)).toEqual(
      [{ a: "/tmp/vscmp/default", b: "/tmp/vscmp/small", page: true }]);
    const coll = collections.get("inductor-lens-compare")!;
    expect(coll.get("file:///tmp/vscmp/small/g0_inference/ir_post_fusion.txt")![0].message).toMatch(/^Fusion lost since default: /);
    // from an IR file, A browsed for
    answers.quickPick = [(items: unknown[]) => items[0]];
    answers.openDialog = [[Uri.file("/elsewhere/run")]];
    await handler(Uri.file("/tmp/vscmp/small/g0_inference/ir_post_fusion.txt"));
    expect(started.requests.filter((r) => r.method === "inductorLens/compare").at(-1).params).toEqual(
      { a: "/elsewhere/run", b: "/tmp/vscmp/small/g0_inference", page: true });
  });
});
