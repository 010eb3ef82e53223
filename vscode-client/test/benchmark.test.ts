import { beforeEach, describe, expect, it, vi } from "vitest";
import { benchRequestParams, ProgressValue, runBenchmark, symbolsIn } from "../src/benchmark";
import { answers, calls, panels, progressUi, resetMock, workspace } from "./vscode-mock";

const REPORT = { node1: "op3", node2: "op4", markdown: "### op3 → op4 on cpu: fused vs unfused",
                 result: { verdict: "Inductor's choice to keep them apart was right: fused is 8.81x slower" } };

beforeEach(() => resetMock());

describe("runBenchmark", () => {
  it("shows the report beside the IR and the verdict", async () => {
    const next = vi.fn(async () => REPORT);
    const out = await runBenchmark(["file:///ir_post_fusion.txt", "op3", "op4"], next);
    expect(out).toBe(REPORT);
    expect(next).toHaveBeenCalledWith("inductorLens.benchmark", ["file:///ir_post_fusion.txt", "op3", "op4"]);
    // a webview panel, not an unsaved editor
    expect(calls.some((c) => c.kind === "openTextDocument")).toBe(false);
    expect(panels).toHaveLength(1);
    expect(panels[0].title).toBe("Benchmark op3 → op4");
    expect(panels[0].webview.html).toContain(REPORT.result.verdict.replace(/'/g, "&#39;"));
    expect(calls.find((c) => c.kind === "info")!.args[0]).toBe(`op3 → op4: ${REPORT.result.verdict}`);
  });

  it("does not run in an untrusted workspace", async () => {
    workspace.isTrusted = false;
    answers.warning = ["Manage Workspace Trust"];
    const next = vi.fn();
    expect(await runBenchmark(["u", "op3", "op4"], next)).toBeUndefined();
    expect(next).not.toHaveBeenCalled();
    expect(String(calls[0].args[0])).toContain("only run in a trusted workspace");
    expect(calls.find((c) => c.kind === "command")!.args[0]).toBe("workbench.trust.manage");
  });

  it("asks for dynamic sizes and runs again with them", async () => {
    answers.inputBox = ["32"];
    const next = vi.fn()
      .mockResolvedValueOnce({ node1: "op3", node2: "op4", kind: "needs_sizes", symbols: ["s69"],
                               error: "the pair has dynamic sizes s69: give their values, e.g. --size s69=8" })
      .mockResolvedValueOnce(REPORT);
    await runBenchmark(["u", "op3", "op4"], next);
    expect(next).toHaveBeenLastCalledWith("inductorLens.benchmark", ["u", "op3", "op4", { sizes: { s69: 32 } }]);
    const box = calls.find((c) => c.kind === "inputBox")!.args[0] as { prompt: string; validateInput: (v: string) => unknown };
    expect(box.prompt).toContain("s69");
    expect(box.validateInput("x")).toBe("a positive integer");
    expect(box.validateInput("16")).toBeUndefined();
  });

  it("stops when the user dismisses the size prompt", async () => {
    const next = vi.fn().mockResolvedValue({ kind: "needs_sizes", symbols: ["s0"], error: "..." });
    const out = await runBenchmark(["u", "op1", "op2"], next);
    expect(out!.kind).toBe("needs_sizes");
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("reports errors and cancellation", async () => {
    await runBenchmark(["u", "op2", "op3"], vi.fn(async () => (
      { node1: "op2", node2: "op3", kind: "unsupported", error: "op2 is an extern kernel (extern_kernels.convolution)" })));
    expect(String(calls.find((c) => c.kind === "error")!.args[0])).toBe(
      "Inductor Lens: cannot benchmark op2 → op3: op2 is an extern kernel (extern_kernels.convolution)");
    resetMock();
    await runBenchmark(["u", "op3", "op4"], vi.fn(async () => ({ kind: "cancelled", error: "benchmark cancelled" })));
    expect(calls.map((c) => c.kind)).toEqual(["info"]);
    expect(String(calls[0].args[0])).toContain("cancelled");
  });

  it("shows the server's $/progress as a cancellable notification and cancels through it", async () => {
    const handlers = new Map<string, (v: ProgressValue) => void>();
    const cancelled: string[] = [];
    const hooks = {
      onProgress: (token: string, h: (v: ProgressValue) => void) => {
        handlers.set(token, h);
        return { dispose: () => { handlers.delete(token); } };
      },
      cancel: (token: string) => cancelled.push(token),
    };
    const next = vi.fn(async (_c: string, args: unknown[]) => {
      const token = (args[3] as { progressToken: string }).progressToken;
      const h = handlers.get(token)!;
      h({ kind: "begin", message: "starting the worker", percentage: 0 });
      h({ kind: "report", message: "compiling the unfused variant (fusion disabled)", percentage: 10 });
      h({ kind: "report", message: "timing the fused variant", percentage: 78 });
      progressUi.cancel!();
      return { node1: "op3", node2: "op4", kind: "cancelled", error: "benchmark cancelled" };
    });
    await runBenchmark(["u", "op3", "op4"], next, hooks);
    const token = (next.mock.calls[0][1][3] as { progressToken: string }).progressToken;
    expect(token).toMatch(/^inductor-lens-bench-/);
    expect(progressUi.options).toEqual({ location: 15, title: "Benchmark op3 → op4", cancellable: true });
    expect(progressUi.reports).toEqual([
      { message: "starting the worker", increment: 0 },
      { message: "compiling the unfused variant (fusion disabled)", increment: 10 },
      { message: "timing the fused variant", increment: 68 }]);
    expect(cancelled).toEqual([token]);
    expect(handlers.size).toBe(0);
  });

  it("sends the request with the notification's cancellation token; a cancelled request is 'cancelled'", async () => {
    const hooks = { onProgress: () => ({ dispose: () => {} }), cancel: () => {} };
    const next = vi.fn(async (_c: string, _a: unknown[], cancel?: unknown) => {
      expect(cancel).toBe(progressUi.token);
      progressUi.cancel!();                      // the user cancels: the client sends $/cancelRequest
      throw new Error("Request cancelled");      // and the request is answered RequestCancelled
    });
    const out = await runBenchmark(["u", "op3", "op4"], next, hooks);
    expect(out).toMatchObject({ kind: "cancelled", error: "benchmark cancelled" });
    expect(calls.map((c) => c.kind)).toEqual(["info"]);
  });

  it("maps the command's arguments to the request's params (progressToken -> workDoneToken)", () => {
    expect(benchRequestParams(["file:///a/ir_post_fusion.txt", "op12_op13", "op20", { codegen: true, progressToken: "t1" }]))
      .toEqual({ textDocument: { uri: "file:///a/ir_post_fusion.txt" }, node1: "op12_op13", node2: "op20",
                 options: { codegen: true }, workDoneToken: "t1" });
    expect(benchRequestParams(["u", "op3", "op4"])).toEqual(
      { textDocument: { uri: "u" }, node1: "op3", node2: "op4", options: {} });
  });

  it("keeps the user's options next to the progress token", async () => {
    const hooks = { onProgress: () => ({ dispose: () => {} }), cancel: () => {} };
    const next = vi.fn(async (_c: string, _a: unknown[]) => REPORT);
    await runBenchmark(["u", "op3", "op4", { minTime: 0.1 }], next, hooks);
    expect(next.mock.calls[0][1][3]).toMatchObject({ minTime: 0.1, progressToken: expect.any(String) });
  });

  it("titles a kernels-only run (codegen) as such", async () => {
    const hooks = { onProgress: () => ({ dispose: () => {} }), cancel: () => {} };
    const next = vi.fn(async (_c: string, _a: unknown[]) => REPORT);
    await runBenchmark(["u", "op3", "op4", { codegen: true }], next, hooks);
    expect(progressUi.options).toEqual({ location: 15, title: "Kernels of op3 → op4", cancellable: true });
    expect(next.mock.calls[0][1][3]).toMatchObject({ codegen: true, progressToken: expect.any(String) });
  });

  it("reads symbols out of a message from an older server", () => {
    expect(symbolsIn("give their values, e.g. --size s0=8 --size ks1=8")).toEqual(["s0", "ks1"]);
  });
});
