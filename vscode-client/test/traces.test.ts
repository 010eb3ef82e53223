// "Attach Profiler Trace…" / "Detach Profiler Trace": the file dialog, the request for the IR document,
// and what the user is told. The summary is the server's answer for the committed real trace of
// tests/corpus/mlp_gelu_layernorm_profiled (tests/e2e/test_attach_trace.py checks the server side).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ATTACH_TRACE_REQUEST, AttachSummary, attachTrace, detachTrace, share, summaryMessage } from "../src/traces";
import { answers, calls, resetMock, Uri, window } from "./vscode-mock";

const IR = Uri.file("/runs/mlp/g0_inference/ir_post_fusion.txt");
const TRACE = "/runs/mlp/trace.json";
const SUMMARY: AttachSummary = {
  trace: TRACE, name: "trace.json", message: null, kernels: 4, events_joined: 6, events_total: 6,
  joined_us: 17295.675, total_us: 17295.675, unmatched_events: 0, nodes_without_events: 0, gpu: null, notes: [],
  summary: "trace.json: 4 kernels of this graph timed; 6 of the trace's 6 Inductor kernel events are this graph's (100%), "
    + "17.296 ms of their 17.296 ms (100%)",
};
const ANOTHER = "none of the trace's 6 kernel events names a kernel of this graph's output_code.py: a trace of another compile?";

const of = (kind: string) => calls.filter((c) => c.kind === kind).map((c) => c.args[0]);

beforeEach(() => {
  resetMock();
  window.activeTextEditor = { document: { languageId: "inductor-ir", uri: IR } };
});

describe("the joined share", () => {
  it("reads as a share, never a bare ratio nor 0% for a part that is not nothing", () => {
    expect([[3, 201_564], [17.296, 17.296], [1, 3], [0, 5], [0.2, 1], [1, 0]].map(([a, b]) => share(a, b)))
      .toEqual(["<0.1%", "100%", "33%", "0%", "20%", "n/a"]);
    const small = { ...SUMMARY, events_joined: 1, events_total: 900, joined_us: 3, total_us: 201_564 };
    expect(summaryMessage(small, "ir_post_fusion.txt")).toContain(
      "1 of the trace's 900 Inductor kernel events are this graph's, 0.003 ms of their 201.564 ms (<0.1%)");
    const many = { ...small, events_joined: 3153, events_total: 3153, joined_us: 8466.325, total_us: 8466.325, kernels: 122 };
    expect(summaryMessage(many, "ir_post_fusion.txt")).toContain(   // counts with their thousands separated
      "122 kernels timed; 3,153 of the trace's 3,153 Inductor kernel events are this graph's, 8.466 ms of their 8.466 ms (100%)");
  });
});

describe("Attach Profiler Trace…", () => {
  it("asks for a .json/.json.gz trace, sends it for the active IR document and shows the summary", async () => {
    answers.openDialog.push([Uri.file(TRACE)]);
    const send = vi.fn(async () => SUMMARY);
    await attachTrace(send);
    const [dialog] = of("openDialog") as { filters: Record<string, string[]>; canSelectMany: boolean }[];
    expect(Object.values(dialog.filters)[0]).toEqual(["json", "gz"]);
    expect(dialog.canSelectMany).toBe(false);
    expect(send).toHaveBeenCalledWith(ATTACH_TRACE_REQUEST, { uri: IR.toString(), trace: TRACE });
    expect(of("info")).toEqual([
      "Inductor Lens: trace.json attached to ir_post_fusion.txt: 4 kernels timed; 6 of the trace's 6 Inductor kernel "
      + "events are this graph's, 17.296 ms of their 17.296 ms (100%). Hover a node for its measured timings."]);
    expect(of("error")).toEqual([]);
  });

  it("attaches to the menu's IR file rather than the active editor's", async () => {
    window.activeTextEditor = undefined;
    answers.openDialog.push([Uri.file(TRACE)]);
    const send = vi.fn(async () => SUMMARY);
    const changed = vi.fn();
    await attachTrace(send, IR as never, changed);
    expect(send).toHaveBeenCalledWith(ATTACH_TRACE_REQUEST, { uri: IR.toString(), trace: TRACE });
    expect(changed).toHaveBeenCalledWith(IR);      // its fusion map draws again, with each node's time
  });

  it("shows the server's error, and sends nothing when the dialog is cancelled", async () => {
    const send = vi.fn(async () => ({ error: "/runs/mlp/trace.json: not JSON (line 1, column 2)" }));
    answers.openDialog.push(undefined);
    await attachTrace(send);
    expect(send).not.toHaveBeenCalled();
    answers.openDialog.push([Uri.file(TRACE)]);
    await attachTrace(send);
    expect(of("error")).toEqual(["Inductor Lens: cannot attach the trace: /runs/mlp/trace.json: not JSON (line 1, column 2)"]);
    expect(of("info")).toEqual([]);
  });

  it("says when the trace is of another compile (the join's message)", async () => {
    answers.openDialog.push([Uri.file(TRACE)]);
    await attachTrace(async () => ({ ...SUMMARY, message: ANOTHER, kernels: 0, events_joined: 0, joined_us: 0 }));
    expect(of("warning")).toEqual([`Inductor Lens: trace.json attached to ir_post_fusion.txt, but ${ANOTHER}`]);
  });

  it("needs an IR document and a running server", async () => {
    window.activeTextEditor = { document: { languageId: "python", uri: Uri.file("/m.py") } };
    await attachTrace(vi.fn());
    expect(of("warning")[0]).toMatch(/open an ir_post_fusion.txt/);
    window.activeTextEditor = { document: { languageId: "inductor-ir", uri: IR } };
    await attachTrace(undefined);
    expect(of("error")[0]).toMatch(/server is not running/);
    expect(of("openDialog")).toEqual([]);
  });

  it("names unjoined kernels and nodes in the summary", () => {
    expect(summaryMessage({ ...SUMMARY, unmatched_events: 1, nodes_without_events: 2, joined_us: 8000, total_us: 16000 }, "ir"))
      .toContain("8.000 ms of their 16.000 ms (50%); 1 trace kernel match no node, 2 nodes without events.");
  });
});

describe("Detach Profiler Trace", () => {
  it("sends a null trace for the document and says whether one was attached", async () => {
    const send = vi.fn(async () => ({ detached: true }));
    await detachTrace(send);
    expect(send).toHaveBeenCalledWith(ATTACH_TRACE_REQUEST, { uri: IR.toString(), trace: null });
    await detachTrace(async () => ({ detached: false }));
    expect(of("info")).toEqual(["Inductor Lens: profiler trace detached from ir_post_fusion.txt.",
                                "Inductor Lens: ir_post_fusion.txt has no profiler trace attached."]);
  });
});
