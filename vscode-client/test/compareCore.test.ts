import { readFileSync } from "fs";
import { describe, expect, it } from "vitest";
import { Change, changeHtml, CompareData, compareBody, GraphPair, marks, summaryHtml } from "../src/webview/compareCore";
import { MapData } from "../src/webview/mapCore";

const map = (ids: string[], edges: [string, string][]): MapData => ({
  nodes: ids.map((id, i) => ({ id, kind: id.includes("_") ? "fused" : "kernel", members: id.split("_"), detail: "", kernel: null, line: i + 1 })),
  edges: edges.map(([source, target]) => ({ source, target, buffers: ["buf"], bytes: 8, reason: "r", title: "R", message: null,
    summary: null, design: false, line: null })),
  ranking: [], total_nodes: ids.length, total_bytes: 0, unfused_bytes: 0, notes: [],
});
const change = (kind: string, a: string[], b: string[], detail: Record<string, unknown> = {}): Change => ({
  kind, a, b, bytes: 1024, reason: "exceeds_max_fusion", message: "exceeds max fusion", summary: null, sources: [], detail,
  reason_title: "Fused node would exceed max_fusion_size",
});

describe("compareCore", () => {
  const A = map(["op0_op1_op2_op3", "op4", "op5"], [["op0_op1_op2_op3", "op4"], ["op4", "op5"]]);
  const B = map(["op0_op1", "op2_op3", "op4"], [["op0_op1", "op2_op3"], ["op2_op3", "op4"], ["op0_op1", "op4"]]);

  it("marks a lost fusion: A's fused node, B's parts and the edges between them", () => {
    const c = change("fusion_lost", ["op0_op1_op2_op3"], ["op0_op1", "op2_op3"]);
    expect(marks(c, "a", A)).toEqual({ nodes: ["op0_op1_op2_op3"], edges: [] });
    expect(marks(c, "b", B)).toEqual({ nodes: ["op0_op1", "op2_op3"], edges: [["op0_op1", "op2_op3"]] });
  });

  it("marks a gained fusion, a changed reason, added and removed ops on their sides", () => {
    const g = change("fusion_gained", ["op0_op1", "op2_op3"], ["op0_op1_op2_op3"]);
    expect(marks(g, "a", B)).toEqual({ nodes: ["op0_op1", "op2_op3"], edges: [["op0_op1", "op2_op3"]] });
    expect(marks(g, "b", A)).toEqual({ nodes: ["op0_op1_op2_op3"], edges: [] });
    const r = change("reason_changed", ["op4", "op5"], ["op2_op3", "op4"]);
    expect(marks(r, "a", A).edges).toEqual([["op4", "op5"]]);
    expect(marks(r, "b", B).edges).toEqual([["op2_op3", "op4"]]);
    const add = change("op_added", [], ["op9"], { group_b: "op4" });
    expect(marks(add, "b", B).nodes).toEqual(["op4"]);
    expect(marks(add, "a", A).nodes).toEqual([]);
    const rm = change("op_removed", ["op5"], [], { group_a: "op5" });
    expect(marks(rm, "a", A).nodes).toEqual(["op5"]);
    expect(marks(rm, "b", B).nodes).toEqual([]);
  });

  it("lists the server's words on a change of two releases' runs (tests/corpus: torch 2.12 -> 2.14)", () => {
    const rel = JSON.parse(readFileSync(new URL("./fixtures/compare-torch-2.12-2.14.json", import.meta.url), "utf8"));
    const lost = rel.graphs[0].changes.find((c: Change) => c.kind === "fusion_lost") as Change;
    const html = changeHtml(lost, 0);
    expect(html).toContain(`<div class="evidence release">torch 2.14.1&#39;s scheduler rules make it on A&#39;s IR; it appears `
      + "between 2.12&#39;s rules and 2.13&#39;s</div>");
    expect(html).toContain("loop_reindexing_after_fusion decides it");
    expect(changeHtml(change("fusion_lost", ["op0_op1"], ["op0", "op1"]), 0)).not.toContain("release");
  });

  it("escapes every value from the data", () => {
    const evil = "<img src=x onerror=alert(1)>";
    const c = change("fusion_lost", [evil], [evil, "op2"]);
    c.detail = { rules_text: [evil] };
    c.message = evil;
    c.sources = [`m.py:1 ${evil}`];
    const g: GraphPair = { a: evil, b: "g", kernels: [1, 2], total_bytes: [1, 1], unfused_bytes: [0, 8], aligned: 3,
      config: { [evil]: [evil, 2] }, note: null, changes: [c], maps: { a: null, b: null } };
    const d: CompareData = { title: evil, a: evil, b: evil, graphs: [g, g] };
    for (const html of [changeHtml(c, 0), summaryHtml(g), compareBody(d)]) {
      expect(html).not.toContain("<img");
      expect(html).toContain("&lt;img");
    }
    expect(summaryHtml(g)).toContain("kernels 1 → 2");
    expect(compareBody(d)).toContain(`<select id="graph">`);
    expect(compareBody({ ...d, graphs: [g] })).not.toContain("<select");
  });
});
