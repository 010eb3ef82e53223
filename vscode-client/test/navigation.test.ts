import { readFileSync } from "fs";
import { describe, expect, it } from "vitest";
import { headerLine, nodeNameAt, orderLenses } from "../src/navigation";

const RESNET = readFileSync(new URL("../../tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt", import.meta.url), "utf8").split("\n");
const MLP = readFileSync(new URL("../../tests/corpus/mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt", import.meta.url), "utf8").split("\n");

describe("nodeNameAt", () => {
  it("finds op and fused names under the cursor", () => {
    const line = "        NodeUser(node=SchedulerNode(name='op4'), can_inplace=False, is_weak=False),";
    expect(nodeNameAt(line, line.indexOf("op4") + 1)).toBe("op4");
    expect(nodeNameAt("op1_op2_op3_op4: OuterLoopFusedSchedulerNode(", 5)).toBe("op1_op2_op3_op4");
    expect(nodeNameAt("op4.sizes = ([2, 56, 56, 64], [])", 12)).toBeUndefined();
  });
});

describe("headerLine", () => {
  it("finds the header of an op in real IR", () => {
    const i = headerLine(RESNET, "op4")!;
    expect(RESNET[i]).toBe("op4: SchedulerNode(ComputedBuffer)");
  });

  it("finds a member's own header inside its fused node", () => {
    const i = headerLine(MLP, "op3")!;
    expect(MLP[i]).toBe("op3: SchedulerNode(ComputedBuffer)");
    const fused = MLP.findIndex((l) => l.startsWith("op1_op2_op3_op4: "));
    expect(i).toBeGreaterThan(fused);
    expect(headerLine(MLP, "op99")).toBeUndefined();
  });

  it("falls back to the fused header when members are not printed", () => {
    expect(headerLine(["buf0: ExternKernelSchedulerNode(ExternKernelOut)", "buf1_buf2: FusedSchedulerNode(NoneType)"], "buf2")).toBe(1);
  });
});

describe("orderLenses", () => {
  it("offers the pair at the cursor first, then those above, then below", () => {
    const lens = (line: number, title: string) => ({ range: { start: { line } }, command: { title, command: "inductorLens.benchmark" } });
    const other = { range: { start: { line: 5 } }, command: { title: "x", command: "other" } };
    const got = orderLenses([lens(10, "a"), lens(50, "b"), lens(30, "c"), other], 35).map((l) => l.command.title);
    expect(got).toEqual(["c", "a", "b"]);
  });
});
