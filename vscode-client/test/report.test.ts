import { beforeEach, describe, expect, it, vi } from "vitest";
import { benchTitle, chartRows, chartSvg, ms, niceTicks, variantLabels, relativePaths, ReportDocuments, reportHtml, ReportPanels, tickMs } from "../src/report";
import { runBenchmark } from "../src/benchmark";
import { calls, env, panels, providers, resetMock, workspace } from "./vscode-mock";

// the shape of a real CPU result of op3 -> op4 on the ResNet50 example (measure/worker.py's fields)
const RESULT = {
  node1: "op3", node2: "op4", device: "cpu", numerics_match: true, tolerance: 0.0001, speedup: 0.41,
  verdict: "Inductor's choice to keep them apart was right: fused is 2.44x slower",
  unfused: { median_s: 0.0021, q1_s: 0.0020, q3_s: 0.0023, iqr_s: 0.0003, repetitions: 200, bytes: 28901376,
             bandwidth_gb_s: 13.8, loop_nests: 2 },
  fused: { median_s: 0.0051, q1_s: 0.0049, q3_s: 0.0054, iqr_s: 0.0005, repetitions: 80, bytes: 16056320,
           bandwidth_gb_s: 3.1, loop_nests: 1 },
};
const OUTCOME = { node1: "op3", node2: "op4", markdown: "### op3 → op4 on cpu: fused vs unfused\n<script>x</script>",
                  result: RESULT };

beforeEach(() => resetMock());

describe("chart", () => {
  it("has a row per timed variant, with its quartiles", () => {
    const rows = chartRows(RESULT);
    expect(rows.map((r) => r.cls)).toEqual(["unfused", "fused"]);
    expect(rows[1]).toMatchObject({ median: 0.0051, q1: 0.0049, q3: 0.0054 });
    const withOriginal = chartRows({ ...RESULT, original: { median_s: 0.002, q1_s: 0.0019, q3_s: 0.0021, kernels: ["cpp_fused_1"] } });
    expect(withOriginal.map((r) => r.label)).toContain("original (output_code.py)");
    expect(reportHtml({ ...OUTCOME, result: { ...RESULT, original: { median_s: 0.002, kernels: ["cpp_fused_1"] } } }, "n", "c"))
      .toContain("original kernels: <code>cpp_fused_1</code>");
    expect(chartRows({ ...RESULT, original: { error: "not timed" } })).toHaveLength(2);
  });

  it("draws bars to the medians and whiskers over the interquartile range, on one scale", () => {
    const svg = chartSvg(chartRows(RESULT), 640);
    const bars = [...svg.matchAll(/class="bar" x="(\d+)" y="[\d.]+" width="([\d.]+)"/g)].map((m) => Number(m[2]));
    expect(bars).toHaveLength(2);
    // the widths are in proportion to the medians
    expect(bars[1] / bars[0]).toBeCloseTo(0.0051 / 0.0021, 2);
    // medians to the precision their spread supports (IQR 0.3 / 0.5 ms: tenths of a millisecond)
    expect(svg).toContain(">2.1 ms<");
    expect(svg).toContain(">5.1 ms<");
    // round axis ticks, past the longest whisker: 0, 2, 4, 6 ms (not 0, 1.35, 2.7 ... ms)
    const ticks = [...svg.matchAll(/class="tick"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(ticks).toEqual(["0 ms", "2 ms", "4 ms", "6 ms"]);
    expect((svg.match(/class="iqr"/g) ?? []).length).toBe(6);
  });
});

describe("page", () => {
  it("escapes everything from the result and allows no network", () => {
    const html = reportHtml(OUTCOME, "NONCE123", "vscode-webview-resource:");
    expect(html).toContain("default-src &#39;none&#39;");
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toContain("<script>x</script>");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect([...html.matchAll(/<script nonce="NONCE123">/g)]).toHaveLength(1);
    expect(html).toContain("numerics: match");
    expect(html).toContain('id="rerun"');
    expect(reportHtml(OUTCOME, "N", "c", false)).not.toContain('id="rerun"');
  });
});

describe("panels", () => {
  it("one panel per pair, updated in place; its buttons run again and copy", async () => {
    const p = new ReportPanels();
    const rerun = vi.fn();
    const a = p.show(OUTCOME, rerun);
    const b = p.show({ ...OUTCOME, result: { ...RESULT, verdict: "second" } }, rerun);
    expect(a).toBe(b);
    expect(panels).toHaveLength(1);
    expect(panels[0].webview.html).toContain("second");
    expect(panels[0].reveal).toHaveBeenCalled();
    await panels[0].send({ command: "rerun" });
    expect(rerun).toHaveBeenCalledTimes(1);          // one listener: the old result's was disposed
    await panels[0].send({ command: "copy" });
    expect(env.clipboard.writeText).toHaveBeenCalledWith(OUTCOME.markdown);
    panels[0].dispose();
    p.show(OUTCOME, rerun);
    expect(panels).toHaveLength(2);                  // closed: a new one
  });

  it("Run again benchmarks the same pair with the same options", async () => {
    const next = vi.fn(async () => OUTCOME);
    await runBenchmark(["file:///ir_post_fusion.txt", "op3", "op4", { sizes: { s0: 8 } }], next);
    expect(next).toHaveBeenCalledTimes(1);
    await panels[panels.length - 1].send({ command: "rerun" });
    expect(next).toHaveBeenCalledTimes(2);
    expect(next).toHaveBeenLastCalledWith("inductorLens.benchmark", ["file:///ir_post_fusion.txt", "op3", "op4", { sizes: { s0: 8 } }]);
  });

  it("kernels only (codegen) open rendered: the markdown preview of a read-only document", async () => {
    const docs = new ReportDocuments();
    workspace.registerTextDocumentContentProvider(ReportDocuments.scheme, docs);
    await docs.open("kernels op3-op4", "```cpp\nvoid kernel() {}\n```");
    const preview = calls.find((c) => c.kind === "command" && c.args[0] === "markdown.showPreviewToSide")!;
    const uri = preview.args[1] as { scheme: string; path: string };
    expect(uri.scheme).toBe("inductor-lens-report");
    expect(uri.path.endsWith(".md")).toBe(true);
    expect(providers.get("inductor-lens-report")!.provideTextDocumentContent(uri as never)).toContain("void kernel()");
    expect(calls.some((c) => c.kind === "showTextDocument")).toBe(false);   // not the markdown source
  });

  it("shortens the workspace folders' paths", () => {
    expect(relativePaths("pre: /home/u/proj/run/ir_pre_fusion.txt\npost: /home/u/proj/run/ir_post_fusion.txt",
                         ["/home/u/proj"])).toBe("pre: run/ir_pre_fusion.txt\npost: run/ir_post_fusion.txt");
    expect(relativePaths("/elsewhere/x.txt", ["/home/u/proj"])).toBe("/elsewhere/x.txt");
  });
});

describe("axis", () => {
  it("ticks at round steps from zero past the maximum", () => {
    expect(niceTicks(0.025798)).toEqual([0, 0.01, 0.02, 0.03].map((x) => expect.closeTo(x, 9)));
    expect(niceTicks(0.012899).length).toBeLessThanOrEqual(6);
    expect(tickMs(0.0125, 0.0025)).toBe("12.5 ms");
    expect(tickMs(0.01, 0.005)).toBe("10 ms");
    expect(tickMs(0.0002, 0.0001)).toBe("0.2 ms");
  });

  it("names a split fused node's variants and what was timed", () => {
    const r = { node1: "op1_op2_op3_op4", node2: "op1_op2_op3_op4", split: [["op1", "op2"], ["op3", "op4"]],
                unfused: { median_s: 2e-5, q1_s: 1.9e-5, q3_s: 2.1e-5 }, fused: { median_s: 1e-5, q1_s: 0.9e-5, q3_s: 1.1e-5 } };
    expect(variantLabels(r)).toEqual(["split (2 parts)", "fused (as Inductor built it)"]);
    expect(benchTitle(undefined, undefined, r)).toBe("op1_op2_op3_op4 split into op1_op2 | op3_op4");
    expect(chartRows(r as never).map((x) => x.label)).toEqual(["split (2 parts)", "fused (as Inductor built it)"]);
    expect(variantLabels({})).toEqual(["unfused (as scheduled)", "fused (one kernel)"]);
    expect(benchTitle("op3", "op4", {})).toBe("op3 → op4");
  });

  it("never writes a median as 0 ms: a significant digit of it at least, microseconds under 0.1 ms", () => {
    expect(ms(0.0000042, 0.0005)).toBe("4.2 µs");        // a 4 µs kernel timed with a 0.5 ms spread
    expect(ms(0.00042, 0.005)).toBe("0.4 ms");
    expect(ms(0.024, 0.001)).toBe("24 ms");
    expect(ms(0.0204, 0.0003)).toBe("20.4 ms");
    expect(ms(0.002113, 0.000005)).toBe("2.113 ms");
    expect(ms(0, 0.001)).toBe("0 ms");
  });
});

describe("table", () => {
  it("shows a dash for what the original kernels do not measure, and fits a side panel", () => {
    const html = reportHtml({ ...OUTCOME, result: { ...RESULT, original: { median_s: 0.002, q1_s: 0.0019, q3_s: 0.0021, kernels: ["k"] } } }, "n", "c");
    const row = html.split("<tr>").slice(1).find((x) => x.includes("original (output_code.py)"))!;
    expect(row).not.toContain("?");
    expect(row).toContain("<td>—</td>");
    // five columns: the loop nests under the variant, the interquartile range under the median
    expect(html).toContain("<th>variant</th><th title=\"median; interquartile range below\">median</th><th>runs</th><th>bytes</th><th>bandwidth</th>");
    const unfused = html.split("<tr>").slice(1).find((x) => x.includes("unfused (as scheduled)"))!;
    expect(unfused).toContain('unfused (as scheduled)<span class="sub">2 loop nests</span>');
    expect(unfused).toMatch(/<td>2\.1 ms<span class="sub">2\.0 ms – 2\.3 ms<\/span><\/td>/);
    expect(html).not.toContain("min-width: 520px");
  });
});

describe("resources", () => {
  // a real worker result: bench op1_op2_op4 --split --device cuda --codegen on mlp_gelu_layernorm_cuda (kernel
  // sources dropped), compiled for the simulated H200 by Triton and ptxas
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const real = require("./fixtures/split-resources-h200-simulated.json");

  it("shows each variant's kernels with registers, spills, launch and occupancy, and where they were compiled", () => {
    const html = reportHtml({ node1: real.node1, node2: real.node2, result: real }, "n", "c");
    expect(html).toContain("Registers, spills and occupancy");
    expect(html).toContain("NVIDIA H200 (simulated), sm_90: compiled here");
    const rows = [...html.matchAll(/<tr><td>(split \(3 parts\)|fused \(as Inductor built it\))<\/td><td><code>(\w+)<\/code>/g)]
      .map((m) => `${m[1]}:${m[2]}`);
    expect(rows).toEqual(["split (3 parts):triton_per_fused_0", "split (3 parts):triton_per_fused_1",
      "split (3 parts):triton_poi_fused_2", "split (3 parts):triton_poi_fused_2", "fused (as Inductor built it):triton_per_fused_0"]);
    expect(html).toContain("1 of 2 configs (autotuned)");
    expect(html).toContain("XBLOCK=1, 8 warps, 1 stage");
    expect(html).not.toContain('class="spills"');
  });

  it("highlights spilled registers and says why there are no figures", () => {
    const spilled = structuredClone(real);
    spilled.fused.resources[0].spills = 24;
    expect(reportHtml({ result: spilled }, "n", "c")).toContain('<strong class="spills">24</strong>');
    expect(reportHtml({ result: { ...real, resources_error: "ImportError: no <triton>" } }, "n", "c"))
      .toContain("registers and spills: not compiled (ImportError: no &lt;triton&gt;)");
    expect(reportHtml({ result: { node1: "a", node2: "b" } }, "n", "c")).not.toContain("Registers, spills");
  });
});
