// "Compare with…": the fixture is the server's answer to inductorLens/compare on two real captures of
// tests/test_compare.py's BLOCK (A: torch's defaults, B: `C.max_fusion_size = 3`), captured with
// `inductor-lens capture` in /tmp/vscmp: B loses two fusions, refused with "exceeds max fusion".
import { readFileSync } from "fs";
import { beforeEach, describe, expect, it } from "vitest";
import {
  byPath, changeCounts, COLLECTION, COMPARE_REQUEST, Comparisons, compareDiagnostics, ComparisonJson, pickItems, rulesLines, sideLabel,
  SHOW_MAPS, sideOfFile, summaryText, toastText, toDiagnostic,
} from "../src/compare";
import type { RunJson } from "../src/runs";
import { answers, calls, channels, collections, DiagnosticSeverity, panels, resetMock } from "./vscode-mock";

const CMP: ComparisonJson = JSON.parse(readFileSync(new URL("./fixtures/compare-max-fusion-size.json", import.meta.url), "utf8"));
const A_IR = "/tmp/vscmp/default/g0_inference/ir_post_fusion.txt";
const B_IR = "/tmp/vscmp/small/g0_inference/ir_post_fusion.txt";

const run = (path: string, graphs: string[], extra: Partial<RunJson> = {}): RunJson => ({
  path, captured: true, start: "2026-01-02T10:00:00.123", command: ["python", "m.py"], exit_status: 0, complete: true, note: null,
  report: null, ...extra,
  graphs: graphs.map((folder) => ({ folder, path: `${path}/${folder}`, kind: "inference", frame: null, nodes: 1, kernel_nodes: 1,
                                    unfused_edges: 0, unfused_bytes: 0, files: ["ir_post_fusion.txt"], error: null })),
});

describe("diagnostics from a real comparison", () => {
  it("one warning per lost fusion on B's node, related to A's fused node and the model line", () => {
    const d = compareDiagnostics(CMP, "default");
    expect(d).toHaveLength(2);
    expect(d.every((x) => x.path === B_IR && x.severity === "warning" && x.code === "exceeds_max_fusion")).toBe(true);
    const [first, second] = d;       // the larger bytes first, as compare orders them
    expect(first.message.split("\n")[0]).toBe(
      "Fusion lost since default: A's op7_op8_op9_op10 is 2 kernels here (op7_op8_op9, op10): "
      + "Fused node would exceed max_fusion_size [Inductor: \"exceeds max fusion\"]");
    expect(first.message).toContain("Too big: the fused node would hold 4 nodes (limit 3).");
    // 0-based: B's line 367 is "op10: SchedulerNode" (the part split off), A's 245 "op7_op8_op9_op10: ..."
    expect(first.line).toBe(366);
    expect(first.related[0]).toEqual({ path: A_IR, line: 244, message: "A's fused node op7_op8_op9_op10" });
    expect(first.related[1]).toMatchObject({ path: "/tmp/vscmp/small.py", line: 17 });
    expect(first.related[1].message).toMatch(/^model source: default\.py:16 return x \+ self\.down/);
    expect(second.message).toContain("A's op0_op1_op2_op3 is 2 kernels here (op0_op1, op2_op3)");
    expect(second.related[0]).toMatchObject({ path: A_IR, line: 0 });
    expect(first.href).toMatch(/exceeds_max_fusion\.md$/);
    expect([...byPath(d).keys()]).toEqual([B_IR]);
  });

  it("becomes VS Code diagnostics with related information and the reason's page", () => {
    const x = toDiagnostic(compareDiagnostics(CMP, "default")[0]);
    expect(x.severity).toBe(DiagnosticSeverity.Warning);
    expect(x.range.start).toEqual({ line: 366, character: 0 });
    expect(x.source).toBe("Inductor Lens compare");
    expect((x.code as { value: string }).value).toBe("exceeds_max_fusion");
    expect(x.relatedInformation!.map((r) => [r.location.uri.fsPath, r.location.range.start.line])).toEqual(
      [[A_IR, 244], ["/tmp/vscmp/small.py", 17]]);
  });

  it("gained fusions and changed reasons are information, an added op a hint, a removed op none", () => {
    const g = CMP.graphs[0];
    const base = g.changes[0];
    const at = { path: B_IR, line: 10 };
    const cmp: ComparisonJson = { ...CMP, graphs: [{ ...g, changes: [
      { ...base, kind: "fusion_gained", a: ["op1", "op2"], b: ["op1_op2"], reason: "unknown_code", reason_title: null, message: null,
        summary: null, at, at_a: { path: A_IR, line: 3 }, places_at: [] },
      { ...base, kind: "reason_changed", a: ["op1", "op2"], b: ["op3", "op4"], reason: "x", reason_title: "Title B",
        reason_a_title: "Title A", detail: { reason_a: "y", message_a: "m a" }, message: "m b", summary: null, at, at_a: null, places_at: [] },
      { ...base, kind: "op_added", a: [], b: ["op9"], detail: { group_b: "op8_op9" }, summary: null, at, at_a: null, places_at: [] },
      { ...base, kind: "op_removed", a: ["op5"], b: [], at: { path: A_IR, line: 4 }, at_a: { path: A_IR, line: 4 }, places_at: [] },
    ] }] };
    const d = compareDiagnostics(cmp, "A run");
    expect(d.map((x) => [x.severity, x.message, x.code])).toEqual([
      ["information", "Fusion gained since A run: A's op1 + op2 are one kernel here (op1_op2); A kept them apart: unknown_code", "unknown_code"],
      ["information", "Reason changed since A run: op3 -> op4 stays unfused, Title A -> Title B [Inductor: \"m b\"]", "x"],
      ["hint", "Op added since A run: op9 (in op8_op9)", "op_added"],
    ]);
    expect(d[0].related).toEqual([{ path: A_IR, line: 3, message: "A's op1 (kept apart)" }]);
    expect(changeCounts(cmp.graphs[0])).toBe("1 fusion gained, 1 reason changed, 1 op added, 1 op removed");
  });
});

describe("the summary", () => {
  it("says per graph the kernels, bytes, config and each change with links to both IRs", () => {
    const text = summaryText(CMP, "default", "small");
    expect(text).toContain("g0_inference vs g0_inference: 2 fusions lost");
    expect(text).toContain("  config: max_fusion_size 64 -> 3");
    expect(text).toContain("  kernels 3 -> 5; unfused bytes through memory 0 B -> 0.13 MB (11 nodes aligned)");
    expect(text).toContain("  fusion lost: A's op7_op8_op9_op10 is 2 kernels in B (op7_op8_op9 + op10): Fused node would exceed "
                           + "max_fusion_size [Inductor: \"exceeds max fusion\"]  0.13 MB");
    expect(text).toContain(`      B: ${B_IR}:367`);
    expect(text).toContain(`      A: ${A_IR}:245`);
    expect(text).toContain("      source: default.py:16 return x + self.down(h).softmax(-1)");
  });

  it("says a graph only one run has", () => {
    const text = summaryText({ a: "/a", b: "/b", graphs: [{ a: null, b: "g1", kernels: null, total_bytes: null, unfused_bytes: null,
      aligned: 0, config: {}, changes: [], note: "only in B: backward graph g1" }] }, "a", "b");
    expect(text).toContain("- vs g1: only in B: backward graph g1");
  });
});

describe("the pick of A", () => {
  const runs = [run("/w/r1", ["g0_inference"]), run("/w/r2", ["g0_forward", "g1_backward"]), run("/w/r3", ["g0_inference"], { captured: false, start: null })];

  it("for a run B: Browse… and the other runs only (a run is compared with a run)", () => {
    const items = pickItems(runs, "/w/r1");
    expect(items.map((i) => [i.label, i.target, i.b])).toEqual([
      ["$(folder-opened) Browse…", undefined, undefined],
      ["$(history) r2", "/w/r2", undefined],
      ["$(history) r3", "/w/r3", undefined],
    ]);
    expect(items[1].description).toBe("2026-01-02 10:00:00 · 2 graphs");
    expect(items[2].description).toBe("debug tree · 1 graph");
  });

  it("for a graph B of a run: the other runs first, each compared with B's run, then the graphs", () => {
    const items = pickItems(runs, "/w/r2/g1_backward");
    expect(items.map((i) => [i.target, i.b])).toEqual([
      [undefined, undefined], ["/w/r1", "/w/r2"], ["/w/r3", "/w/r2"],
      ["/w/r1/g0_inference", undefined], ["/w/r3/g0_inference", undefined], ["/w/r2/g0_forward", undefined]]);
    expect(items[1].detail).toContain("compared with r2, graph by graph");
    // an IR file outside any run: every run's graphs, no run to lift B to
    const loose = pickItems(runs, "/elsewhere/g0_inference");
    expect(loose.map((i) => [i.target, i.b])).toEqual([
      [undefined, undefined], ["/w/r1", undefined], ["/w/r2", undefined], ["/w/r3", undefined],
      ["/w/r1/g0_inference", undefined], ["/w/r2/g0_forward", undefined], ["/w/r2/g1_backward", undefined],
      ["/w/r3/g0_inference", undefined]]);
  });

  it("names the sides as the view does, and an IR file's side is its graph folder", () => {
    expect(sideLabel("/w/r2/g1_backward/ir_post_fusion.txt", runs)).toBe("r2/g1_backward");
    expect(sideLabel("/w/r1", runs)).toBe("r1");
    expect(sideLabel("/elsewhere/x/ir_post_fusion.txt", runs)).toBe("x");
    expect(sideOfFile("/w/r2/g1_backward/ir_post_fusion.txt")).toBe("/w/r2/g1_backward");
    expect(sideOfFile("/w/r2/g1_backward/ir_pre_fusion.txt")).toBe("/w/r2/g1_backward");
    expect(sideOfFile("/w/other.inductor-ir")).toBe("/w/other.inductor-ir");
  });
});

describe("the comparison's message", () => {
  it("names each graph of a run-vs-run comparison, in one order (A → B), with the config that differs", () => {
    const g = (a: string, b: string, changes: unknown[], config = {}) => ({ ...CMP.graphs[0], a, b, changes, config });
    const lost = CMP.graphs[0].changes.filter((c) => c.kind === "fusion_lost").slice(0, 1);
    const run = { ...CMP, graphs: [g("g0_forward", "g0_forward", lost, { max_fusion_size: [64, 2] }),
                                   g("g1_backward", "g1_backward", [])] } as ComparisonJson;
    expect(toastText(run, "default", "small", 1)).toBe(
      "Inductor Lens: default → small: g0_forward: 1 fusion lost (config: max_fusion_size 64 → 2); "
      + "g1_backward: no fusion changed (the warnings in B's IR say why)");
    const one = { ...CMP, graphs: [g("g0_inference", "g0_inference", [])] } as ComparisonJson;
    expect(toastText(one, "a", "b", 0)).toBe("Inductor Lens: a → b: no fusion changed");
  });

  it("says which torch versions compiled the two runs, before the config values that differ", () => {
    const g = { ...CMP.graphs[0], changes: [], torch: ["2.14.1+cu130", "2.15.0+cu132"] as [string, string],
      config: { max_fusion_size: [64, 2] as [unknown, unknown] } };
    const cmp = { ...CMP, graphs: [g] } as ComparisonJson;
    expect(toastText(cmp, "a", "b", 0)).toBe(
      "Inductor Lens: a → b: no fusion changed (torch 2.14.1+cu130 → 2.15.0+cu132; config: max_fusion_size 64 → 2)");
    expect(summaryText(cmp, "a", "b")).toContain("  torch: 2.14.1+cu130 -> 2.15.0+cu132\n  config: max_fusion_size 64 -> 2");
  });
});

describe("two torch releases' runs", () => {
  // the server's answer to inductorLens/compare on tests/corpus/torch212/gn_silu_conv_cuda (A: torch 2.12) and
  // tests/corpus/gn_silu_conv_cuda (B: torch 2.14.1), the diffusion block both lower alike
  const REL: ComparisonJson = JSON.parse(readFileSync(new URL("./fixtures/compare-torch-2.12-2.14.json", import.meta.url), "utf8"));
  const g = REL.graphs[0];

  it("each fusion change says the rules make it, the step between the releases where, and the knob", () => {
    const d = compareDiagnostics(REL, "2.12");
    expect(d.map((x) => x.severity)).toEqual(["warning", "information"]);
    const lines = d[0].message.split("\n");
    expect(lines[0]).toMatch(/^Fusion lost since 2\.12: A's op3_op4 is 2 kernels here \(op0_op1_op3, op4\)/);
    expect(lines).toContain("Torch 2.14.1's scheduler rules make it on A's IR; it appears between 2.12's rules and 2.13's");
    // torch 2.14.1 itself with the knob at 2.12's value keeps 2.12's groups (tests/corpus/configs/resblock_loop_reindexing_cuda)
    expect(lines).toContain("loop_reindexing_after_fusion decides it: True on 2.13's rules, False on 2.12's (torch 2.12 "
      + "has no such knob: the value is how it behaves); torch 2.14.1's rules with loop_reindexing_after_fusion=False keep A's fusion");
    expect(d[1].message).toContain("torch 2.14.1's rules with loop_reindexing_after_fusion=False keep A's nodes apart");
    const text = summaryText(REL, "2.12", "2.14");
    expect(text).toContain("  scheduler rules: torch 2.14.1's make all 2 fusion changes on A's own IR "
      + "(A's pre-fusion IR replayed with them): none comes from B's lowering");
    expect(text).toContain("      torch 2.14.1's scheduler rules make it on A's IR; it appears between 2.12's rules and 2.13's\n"
      + "      loop_reindexing_after_fusion decides it:");
  });

  it("shows the server's words, capitalised; a change without them (one release) shows none", () => {
    const lost = g.changes.find((c) => c.kind === "fusion_lost")!;
    expect(rulesLines(lost)[0]).toBe(lost.detail.rules_text![0].replace(/^t/, "T"));
    expect(rulesLines({ ...lost, detail: {} })).toEqual([]);
    const lowering = { ...lost, detail: { rules_of_b: false, rules_text: ["not torch 2.14.1's scheduler rules (A's IR "
      + "replayed with them keeps A's fusion): B's IR differs here"] } };
    expect(compareDiagnostics({ ...REL, graphs: [{ ...g, changes: [lowering] }] }, "2.12")[0].message)
      .toContain("\nNot torch 2.14.1's scheduler rules (A's IR replayed with them keeps A's fusion): B's IR differs here");
  });
});

describe("Comparisons", () => {
  beforeEach(() => resetMock());

  it("asks the server, sets the diagnostics on B's IR, writes the summary and opens B at the first change", async () => {
    const sent: unknown[] = [];
    const c = new Comparisons(() => async (m, p) => { sent.push([m, p]); return CMP; });
    expect(await c.run("/tmp/vscmp/default", "/tmp/vscmp/small", "default", "small")).toBeUndefined();
    expect(sent).toEqual([[COMPARE_REQUEST, { a: "/tmp/vscmp/default", b: "/tmp/vscmp/small", page: true }]]);
    const coll = collections.get(COLLECTION)!;
    expect([...coll.keys()]).toEqual([`file://${B_IR}`]);
    expect(coll.get(`file://${B_IR}`)!.map((d) => d.range.start.line)).toEqual([366, 96]);
    expect(channels[0].name).toBe("Inductor Lens Compare");
    expect(channels[0].text).toContain("2 fusions lost");
    const shown = calls.find((x) => x.kind === "showTextDocument")!;
    expect((shown.args[1] as { selection: { start: { line: number } } }).selection.start.line).toBe(366);
    expect(calls.find((x) => x.kind === "info")!.args[0]).toBe(
      "Inductor Lens: default → small: 2 fusions lost (config: max_fusion_size 64 → 3) (the warnings in B's IR say why)");
    c.clear();
    expect(coll.size).toBe(0);
  });

  it("Show Maps on the message opens the page the server made (both fusion maps), scripts on, nothing local", async () => {
    const page = "<!DOCTYPE html><html><body>both maps</body></html>";
    const c = new Comparisons(() => async () => ({ ...CMP, html: page }));
    answers.info = [SHOW_MAPS];
    await c.run("/tmp/vscmp/default", "/tmp/vscmp/small", "default", "small");
    await new Promise((r) => setTimeout(r, 0));
    const info = calls.find((x) => x.kind === "info")!;
    expect(info.args.slice(1)).toEqual([SHOW_MAPS]);
    expect(panels).toHaveLength(1);
    expect(panels[0].title).toBe("Compare: default → small");
    expect(panels[0].webview.html).toBe(page);
    expect(panels[0].options).toMatchObject({ enableScripts: true, localResourceRoots: [] });
    // without a page (an older server), no button
    resetMock();
    await new Comparisons(() => async () => CMP).run("/a", "/b", "a", "b");
    expect(calls.find((x) => x.kind === "info")!.args).toHaveLength(1);
  });

  it("a new comparison replaces the last; errors are said, not thrown", async () => {
    let answer: unknown = CMP;
    const c = new Comparisons(() => async () => answer);
    await c.run("/a", "/b", "a", "b");
    answer = { error: "/nope: no such file or directory" };
    expect(await c.run("/nope", "/b", "nope", "b")).toBe("Inductor Lens: cannot compare: /nope: no such file or directory");
    expect(collections.get(COLLECTION)!.size).toBe(0);
    expect(await new Comparisons(() => undefined).run("/a", "/b", "a", "b")).toMatch(/server is not running/);
  });
});
