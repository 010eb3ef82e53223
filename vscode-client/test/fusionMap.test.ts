import { beforeEach, describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import { join } from "path";
import { DRAW_MAX_NODES, DRAW_WAIT_MS, FusionMaps, PREPARE_DELAY_MS, MapLensProvider, mapHtml } from "../src/fusionMap";
import { atenLabel, detailHtml, indexHtml, RunIndex, drawnBody, esc, kernelLabel, layout, MapData, mapSvg, nameLabel, originLabel, pageBody, reasonOrder, sideHtml,
  timeLegendHtml, timeStep } from "../src/webview/mapCore";
import { calls, panels, resetMock, Uri as MockUri, workspace as vscodeWorkspace } from "./vscode-mock";

// the mock's Uri stands in for vscode.Uri
const Uri = { parse: (s: string) => MockUri.parse(s) as never, make: (scheme: string, path: string) => new MockUri(scheme, path) as never };

// the shape of the server's map (service.features.fusion_map) for a few nodes of the ResNet50 example
const DATA: MapData = {
  uri: "file:///ws/ir_post_fusion.txt", file: "ir_post_fusion.txt", total_nodes: 5, total_bytes: 518_000_000,
  unfused_bytes: 25_690_112, notes: [],
  nodes: [
    { id: "op2", kind: "extern", members: [], detail: "extern_kernels.convolution", kernel: null, line: 58 },
    { id: "op3", kind: "kernel", members: [], detail: "ComputedBuffer", kernel: "cpp_fused_1", line: 71 },
    { id: "op4", kind: "kernel", members: [], detail: "ComputedBuffer", kernel: "cpp_fused_1", line: 123,
      sources: [{ file: "/venv/torchvision/models/resnet.py", line: 271, function: "_forward_impl", code: "x = self.maxpool(x)" }],
      aten: ["prims._low_memory_max_pool_with_offsets"] },
    { id: "op12_op13", kind: "fused", members: ["op12", "op13"], detail: "SchedulerNode", kernel: "triton_poi_2", line: 900 },
    { id: "op20", kind: "kernel", members: [], detail: "ComputedBuffer", kernel: null, line: 1100 },
  ],
  edges: [
    { source: "op2", target: "op3", buffers: ["buf2"], bytes: 12845056, reason: "extern_kernel", title: "Extern kernel",
      message: null, summary: "extern", design: true, line: 80 },
    { source: "op3", target: "op4", buffers: ["buf3"], bytes: 12845056, reason: "no_shared_data", title: "No shared data",
      message: "no shared data", summary: "No shared data: <9 reads>", design: false, line: 126 },
    { source: "op12_op13", target: "op20", buffers: ["buf13"], bytes: 12845056, reason: "intermediate_nodes",
      title: "Intermediate nodes between the pair", message: "intermediate nodes between node1 & node2", summary: "s",
      design: false, line: 909 },
  ],
  ranking: [
    { producer: "op3", consumer: "op4", reason: "no_shared_data", title: "No shared data", bytes: 12845056, share: 0.025, line: 126 },
    { producer: "op12_op13", consumer: "op20", reason: "intermediate_nodes", title: "Intermediate nodes between the pair",
      bytes: 12845056, share: 0.025, line: 909 },
  ],
};

beforeEach(() => resetMock());

describe("map boxes: what a node is in the model, and its time", () => {
  it("names the ATen op without its views and the first model line", () => {
    expect(atenLabel(["aten.convolution"])).toBe("convolution");
    // the CUDA ResNet50's op4: BatchNorm + ReLU recomputed inside the max-pool kernel
    expect(atenLabel(["aten.add", "aten.sqrt", "aten.reciprocal", "aten.mul", "aten.unsqueeze", "aten.sub", "aten.relu",
      "prims._low_memory_max_pool_with_offsets"])).toBe("max_pool_with_offsets +6");
    // ResNet50's op3 (BatchNorm + ReLU): the unsqueeze is a view
    expect(atenLabel(["aten.add", "aten.rsqrt", "aten.unsqueeze", "aten.sub", "aten.mul", "aten.relu"])).toBe("add+…+relu (5 ops)");
    expect(atenLabel(["aten.view", "aten.permute"])).toBe("view+permute");      // only views: said as they are
    expect(atenLabel(undefined)).toBe("");
    const op4 = DATA.nodes[2];
    expect(originLabel(op4)).toBe("max_pool_with_offsets · resnet.py:271");
    expect(originLabel(op4).length).toBeLessThanOrEqual(40);
    expect(originLabel(DATA.nodes[0])).toBe("");
    const svg = mapSvg(layout(DATA));
    expect(svg).toContain(">max_pool_with_offsets · resnet.py:271</text>");
  });

  it("shades each box by its time (measured, else estimated) with a legend that can turn it off", () => {
    expect([0, 1, 4, 25, 64, 100].map((t) => timeStep(t, 100))).toEqual([0, 0, 1, 2, 4, 4]);
    const nodes = DATA.nodes.map((n, i) => i === 1
      ? { ...n, measured: { kernel: "cpp_fused_1", calls: 5, total_us: 371.85, median_us: 74.37, text: "measured", label: "trace" } }
      : i === 2 ? { ...n, estimate: { us: 20.5, bound: "memory", bytes: 1, flops: null, symbolic: false, label: "estimate" } } : n);
    const data = { ...DATA, nodes };
    const svg = mapSvg(layout(data));
    expect(svg).toContain('<g class="node kernel t4" data-us="371.85" data-id="op3"');
    expect(svg).toContain('<g class="node kernel t1" data-us="20.50" data-id="op4"');
    expect(svg).toContain('class="sub time" text-anchor="middle">371.85 µs in 5 calls</text>');
    expect(svg).toContain('class="sub time" text-anchor="middle">≈ 20.50 µs</text>');
    expect(svg).toContain("measured: 371.85 µs in 5 calls");          // and in the box's tooltip
    const legend = timeLegendHtml(data);
    expect(legend).toContain('<input type="checkbox" id="time-toggle" checked> time per node');
    expect(legend).toContain("measured where the trace has the kernel (1), else estimated: 2 nodes, 392.35 µs in all");
    expect(legend.match(/class="heat t\d"/g)).toHaveLength(5);
    expect(sideHtml(data, layout(data))).toContain(legend);
    expect(timeLegendHtml(DATA)).toBe("");                  // no time: no legend, no shade
    expect(mapSvg(layout(DATA))).not.toContain("data-us=");
  });
});

describe("a captured run's index in its report", () => {
  // the shape of explain.html.run_index for a training step with a graph break (tests/test_capture.py's script)
  const g = (folder: string, kind: string, cid: string, fn: string, line: number, map: number | null, error: string | null = null) => ({
    folder, kind, compile_id: cid, function: fn, file: "/w/script.py", line, compile_s: cid === "0/0" ? 8.9 : 1.1,
    inductor_s: 1, nodes: error ? null : 2, kernels: error ? null : 1, missed: error ? null : 0, missed_bytes: 0,
    measured: null, error, map });
  const RUN: RunIndex = {
    command: ["/venv/bin/python", "script.py"], start: "2026-12-05T08:48:40.123", seconds: 15.7, exit_status: 0, complete: true,
    torch: "2.14.1", gpus: [], notes: [], compile_s: 10.0,
    graphs: [g("g0_forward", "forward", "0/0", "step", 5, 0), g("g1_forward", "forward", "1/0", "torch_dynamo_resume_in_step_at_7", 7, 1),
      g("g2_backward", "backward", "1/0", "torch_dynamo_resume_in_step_at_7", 7, null, "no ir_post_fusion.txt: Inductor compiled nothing <x>")],
    breaks: [{ compile_id: "0/0", function: "step", file: "/w/script.py", line: 5, at: 7, reason: "Failed to trace builtin operator `print`" }],
  };

  it("sums the run up in one line: graphs, graph breaks, compile time, torch, when", () => {
    const html = indexHtml(RUN);
    expect(html).toContain("<summary><strong>script.py</strong> · 3 graphs (2 with a map) · 1 graph break · compile 10 s · run 15.7 s · torch 2.14.1 · 2026-12-05 08:48:40</summary>");
  });

  it("lists every graph (a link to its map, or why it has none) and every graph break at its line", () => {
    const html = indexHtml(RUN);
    expect(html).toContain('<a class="graph-link" data-graph="1">g1_forward</a>');
    expect(html).toContain("<td>g2_backward</td>");                 // no map: no link
    expect(html).toContain("no ir_post_fusion.txt: Inductor compiled nothing &lt;x&gt;");   // escaped
    expect(html).toContain("torch_dynamo_resume_in_step_at_7 (script.py:7)");
    expect(html).toContain("2 nodes · 1 kernel · nothing missed");
    expect(html).toContain("<code>step</code> (script.py:5), frame 0/0: its graph ended at line 7: Failed to trace builtin operator `print`");
    expect(indexHtml({ ...RUN, breaks: [] })).toContain("no graph break");
    expect(indexHtml({ ...RUN, complete: false, exit_status: 1 })).toContain("incomplete (exit 1)");
  });
});

describe("map drawing", () => {
  it("lays out every node and edge, colours by reason in ranking order", () => {
    const l = layout(DATA);
    expect(l.nodes).toHaveLength(5);
    expect(l.edges.every((e) => e.points.length >= 2)).toBe(true);
    expect(l.reasons).toEqual(["no_shared_data", "intermediate_nodes"]);
    const byPair = Object.fromEntries(l.edges.map((e) => [`${e.edge.source}>${e.edge.target}`, e]));
    expect(byPair["op3>op4"].colour).toBe(0);
    expect(byPair["op2>op3"].colour).toBe(-1);                   // Inductor's design: grey
    // a producer above its consumer (top to bottom)
    const y = Object.fromEntries(l.nodes.map((p) => [p.node.id, p.y]));
    expect(y.op3).toBeLessThan(y.op4);
  });

  it("draws escaped SVG with Inductor's message on the edge and the members of fused boxes", () => {
    const svg = mapSvg(layout(DATA));
    expect(svg).toContain('<g class="edge c0" data-source="op3" data-target="op4" data-line="126" data-reason="no_shared_data">');
    expect(svg).toContain("op3 → op4: No shared data (Inductor: &quot;no shared data&quot;) · 12.85 MB via buf3");
    expect(svg).toContain("No shared data: &lt;9 reads&gt;");
    expect(svg).toContain('class="node fused" data-id="op12_op13"');
    expect(svg).toContain("2 nodes fused");
    expect(svg).toContain('class="edge design"');
    expect(esc('<a href="x">')).toBe("&lt;a href=&quot;x&quot;&gt;");
  });

  it("makes the page's parts, empty or with the map drawn", () => {
    expect(pageBody("<t>")).toBe('<header><h1>&lt;t&gt;</h1><button id="fit" title="Fit the graph">Fit</button></header>'
      + '<main><div id="canvas"></div><aside id="side"></aside></main>');
    const body = drawnBody("Fusion map", DATA);
    expect(body).toMatch(/<div id="canvas" data-drawn="\d+" data-file="ir_post_fusion.txt"><svg class="map"/);
    expect(body).toContain(mapSvg(layout(DATA)));
    expect(body).toContain(`<aside id="side">${sideHtml(DATA, layout(DATA))}</aside>`);
    // with its data, for the details of a click (no "<" that could end its element)
    const json = /<script type="application\/json" id="map-drawn">(.*)<\/script>$/.exec(drawnBody("t", { ...DATA, notes: ["</script>"] }))![1];
    expect(json).not.toContain("<");
    expect(JSON.parse(json).notes).toEqual(["</script>"]);
    expect(drawnBody("t", { ...DATA, file: null })).not.toContain("data-file");
  });

  it("lists the totals, the legend and the ranking beside the map", () => {
    const side = sideHtml(DATA, layout(DATA));
    expect(side).toContain("<strong>2</strong> unfused edges move <strong>25.69 MB</strong>");
    expect(side).toContain('<li data-source="op3" data-target="op4" data-line="126">');
    // the legend by the ranking's titles (the code in its tooltip)
    expect(side).toContain('<li title="intermediate_nodes"><span class="swatch c1"></span>Intermediate nodes between the pair (1)</li>');
    expect(side).toContain('<section id="detail" class="detail">');
  });

  it("keeps one colour per reason across a report's graphs", () => {
    const order = ["intermediate_nodes", "no_shared_data"];
    const l = layout({ ...DATA, reason_order: order });
    expect(l.reasons.slice(0, 2)).toEqual(order);
    expect(mapSvg(l)).toContain('<g class="edge c1" data-source="op3" data-target="op4"');
    expect(reasonOrder(DATA)).toEqual(["no_shared_data", "intermediate_nodes"]);
  });

  it("labels long fused names and kernel names by what tells them apart, in boxes wide enough", () => {
    expect(nameLabel("op22_op23_op25_op156_op157_op159_op160")).toBe("op22_op23_…_op160");
    expect(nameLabel("op12_op13")).toBe("op12_op13");
    const k1 = "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1";
    const k2 = "cpp_fused__native_batch_norm_legit_no_training_relu_2";
    expect(kernelLabel(k1)).toBe("cpp_fused_…pool2d_with_indices_relu_1");
    expect(kernelLabel(k2)).toBe("cpp_fused_…legit_no_training_relu_2");
    expect(kernelLabel("triton_poi_fused_add_0")).toBe("triton_poi_fused_add_0");
    for (const k of [k1, k2]) expect(kernelLabel(k).length).toBeLessThanOrEqual(40);
    const long = { ...DATA.nodes[3], id: "op22_op23_op25_op156_op157_op159_op160", kind: "fused", members: ["op22", "op160"] };
    const l = layout({ ...DATA, nodes: [...DATA.nodes, long] });
    const box = l.nodes.find((p) => p.node.id === long.id)!;
    expect(box.w).toBeGreaterThanOrEqual("op22_op23_…_op160".length * 8);
    expect(mapSvg(l)).toContain(">op22_op23_…_op160</text>");
  });

  it("lays the nodes with no edge out in rows below the graph, under a caption", () => {
    const lone = Array.from({ length: 12 }, (_, i) => ({ id: `op${300 + i}_op${400 + i}`, kind: "fused", members: ["a", "b"],
      detail: "FusedSchedulerNode", kernel: null, line: 2000 + i }));
    const l = layout({ ...DATA, nodes: [...lone, ...DATA.nodes] });
    const linked = l.nodes.filter((p) => !p.node.id.startsWith("op3") || p.node.id === "op3");
    const graphBottom = Math.max(...linked.filter((p) => !lone.some((n) => n.id === p.node.id)).map((p) => p.y + p.h));
    const rows = l.nodes.filter((p) => lone.some((n) => n.id === p.node.id));
    expect(rows).toHaveLength(12);
    expect(Math.min(...rows.map((p) => p.y))).toBeGreaterThan(graphBottom);
    expect(l.apart).toEqual({ y: expect.any(Number), count: 12 });
    expect(mapSvg(l)).toContain("12 nodes have no edge to another node");
    expect(Math.max(...rows.map((p) => p.y + p.h))).toBeLessThanOrEqual(l.height);
    // every box inside the map
    for (const p of l.nodes) expect(p.x + p.w).toBeLessThanOrEqual(l.width + 0.5);
  });

  it("details a selected edge (reason, Inductor's words, bytes, both nodes' source lines) or node", () => {
    const reasons = reasonOrder(DATA);
    const e = detailHtml(DATA, reasons, ["op3", "op4"]);
    expect(e).toContain('<span class="swatch c0"></span><strong>No shared data</strong>');
    expect(e).toContain("Inductor: <q>cannot fuse op3 with op4: no shared data</q>");
    expect(e).toContain("No shared data: &lt;9 reads&gt;");
    expect(e).toContain("12.85 MB through memory via buf3 · IR line <a class=\"ref\" data-line=\"126\">126</a>");
    expect(e).toContain('<h3>op4 comes from</h3><ul class="sources"><li data-file="/venv/torchvision/models/resnet.py" data-fileline="271"');
    expect(e).toContain('<span class="where">resnet.py:271</span> <code>x = self.maxpool(x)</code>');
    const n = detailHtml(DATA, reasons, ["op12_op13"]);
    expect(n).toContain("2 nodes: op12, op13");
    expect(n).toContain('<li data-source="op12_op13" data-target="op20" data-line="909">');
    expect(detailHtml(DATA, reasons, ["op3", "nowhere"])).toContain("Click an edge");
    expect(detailHtml({ ...DATA, nodes: [{ ...DATA.nodes[1], id: "<x>" }] }, reasons, ["<x>"])).not.toContain("<x>");
    expect(e).not.toContain("estimate");    // no GPU: no estimate line
    expect(e).not.toContain('class="suggestion"');    // nothing counted: no suggestion
    const withSuggestion = { ...DATA, edges: DATA.edges.map((x) => x.source === "op3" && x.target === "op4"
      ? { ...x, suggestion: "no config fuses it: <peak memory>" } : x) };
    expect(detailHtml(withSuggestion, reasons, ["op3", "op4"]))
      .toContain('<p class="suggestion">no config fuses it: &lt;peak memory&gt;</p>');
  });

  it("details the roofline estimate of an edge and of a kernel when the map has a GPU, labelled", () => {
    const label = "estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32)";
    const data: MapData = {
      ...DATA, gpu: { key: "H200", name: "NVIDIA H200 SXM", bandwidth_gbs: 4800 },
      nodes: DATA.nodes.map((n) => n.id === "op3" ? { ...n, estimate: { us: 3.675, bound: "memory", bytes: 12845056,
                                                                          flops: 3211264, symbolic: false, label } } : n),
      edges: DATA.edges.map((e) => e.source === "op3" ? { ...e, estimate: { unfused_us: 7.35, fused_us: 4.675, saved_us: 2.675,
                                                                             bound: "memory", symbolic: false, label } } : e),
    };
    const reasons = reasonOrder(data);
    const e = detailHtml(data, reasons, ["op3", "op4"]);
    expect(e).toContain(`<p class="estimate"><span class="label">${label}</span>: unfused 7.35 µs, fused 4.68 µs, saves 2.68 µs (memory-bound)</p>`);
    const n = detailHtml(data, reasons, ["op3"]);
    expect(n).toContain(`<span class="label">${label}</span>: this kernel 3.68 µs (memory-bound: 12,845,056 bytes, 3,211,264 FLOPs)`);
    expect(n).toContain("(saves 2.68 µs, estimated)");
    expect(detailHtml(data, reasons, ["op12_op13", "op20"])).not.toContain("estimate");
  });

  it("details a joined profiler trace's timings of a kernel and of an edge's two kernels", () => {
    // the shapes of explain.measured's KernelTiming.map_json and Measured.pair_json (+ label)
    const text = "measured (trace.json): 3 calls, median 12.34 µs, 5.67 GB/s achieved";
    const data: MapData = {
      ...DATA, measured: { name: "trace.json", summary: "3 of 3 kernel events joined", message: null },
      nodes: DATA.nodes.map((n) => n.id === "op3" ? { ...n, measured: { kernel: "cpp_fused_1", calls: 3, total_us: 37.02,
                                                                          median_us: 12.34, text, label: "measured (trace.json)" } } : n),
      edges: DATA.edges.map((e) => e.source === "op3" ? { ...e, measured: { total_us: 37.02, same_kernel: false,
                                                                             label: "measured (trace.json)" } } : e),
    };
    const reasons = reasonOrder(data);
    const e = detailHtml(data, reasons, ["op3", "op4"]);
    expect(e).toContain('<p class="measured"><span class="label">measured (trace.json)</span>: the two kernels 37.02 µs in all</p>');
    expect(e).toContain(`<p class="measured">op3: ${text}: <code>cpp_fused_1</code>, 37.02 µs in all</p>`);
    expect(e).not.toContain("op4: measured");           // op4 has no event: no line, never a made-up figure
    const n = detailHtml(data, reasons, ["op3"]);
    expect(n).toContain(`<p class="measured">${text}: <code>cpp_fused_1</code>, 37.02 µs in all</p>`);
    expect(n).toContain("(37.02 µs measured)");
    expect(detailHtml(DATA, reasons, ["op3"])).not.toContain("measured");   // no trace: nothing measured
    // one of several call() sites of a kernel (a Triton source shared by several nodes): its line is said
    const shared = { ...data, nodes: data.nodes.map((x) => x.measured ? { ...x, measured: { ...x.measured, shared: true, line: 2388 } } : x) };
    expect(detailHtml(shared, reasons, ["op3"])).toContain("<code>cpp_fused_1</code> (launched at line 2388 of output_code.py), 37.02 µs in all");
    expect(detailHtml({ ...data, nodes: data.nodes.map((x) => x.measured ? { ...x, measured: { ...x.measured, kernel: "<k>" } } : x) },
                      reasons, ["op3"])).not.toContain("<k>");
  });
});

describe("map panel", () => {
  const PAGE = { title: "Fusion map: g/ir_post_fusion.txt", scriptUri: "vscode-resource:/ext/dist/map.js",
                 styleUri: "vscode-resource:/ext/media/map.css", nonce: "NONCE", cspSource: "vscode-resource:" };

  it("is a page with only its own script, styled by the theme", () => {
    const html = mapHtml(PAGE);
    expect(html).toContain("script-src &#39;nonce-NONCE&#39;");
    expect(html).toContain("default-src &#39;none&#39;");
    expect(html).toContain('<script nonce="NONCE" src="vscode-resource:/ext/dist/map.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="vscode-resource:/ext/media/map.css">');
  });

  it("inlines its script and style under the nonce, after the drawn map, unless they could end their element", () => {
    const html = mapHtml({ ...PAGE, script: "go()", style: "body{}", body: "<main>drawn</main>" });
    expect(html).toContain('<style nonce="NONCE">body{}</style>');
    expect(html).toContain("style-src vscode-resource: &#39;nonce-NONCE&#39;");
    expect(html).toContain('<body><main>drawn</main><script nonce="NONCE">go()</script></body>');
    expect(html).not.toContain("map.js");
    const unsafe = mapHtml({ ...PAGE, script: "x = '</script>'", style: "a{}</style>" });
    expect(unsafe).toContain('<script nonce="NONCE" src="vscode-resource:/ext/dist/map.js"></script>');
    expect(unsafe).toContain('<link rel="stylesheet"');
    expect(unsafe).not.toContain("x = ");
  });

  /** An extension directory with the page's script and style. */
  function extDir(): string {
    const ext = mkdtempSync(join(tmpdir(), "map-ext-"));
    mkdirSync(join(ext, "dist")); mkdirSync(join(ext, "media"));
    writeFileSync(join(ext, "dist", "map.js"), "page()");
    writeFileSync(join(ext, "media", "map.css"), "svg{}");
    return ext;
  }

  it("draws the map into the page when the server answers in time, with the page's script and style inline", async () => {
    const ext = extDir();
    const send = vi.fn(async () => DATA);
    const maps = new FusionMaps(Uri.make("file", ext), () => send);
    await maps.open(Uri.parse("file:///ws/ir_post_fusion.txt"));
    const html = panels[0].webview.html;
    expect(html).toContain('<div id="canvas" data-drawn="');
    expect(html).toContain('data-file="ir_post_fusion.txt"');
    expect(html).toContain('<g class="edge c0" data-source="op3" data-target="op4" data-line="126" data-reason="no_shared_data">');
    expect(html).toContain('<li data-source="op3" data-target="op4" data-line="126">');
    expect(html).toMatch(/<script nonce="\w+">page\(\)<\/script><\/body>/);
    expect(html).toMatch(/<style nonce="\w+">svg\{\}<\/style>/);
    expect(panels[0].posted).toEqual([]);                    // nothing to post: the page has it
    await panels[0].send({ command: "reveal", line: 126 });
    expect(calls.find((c) => c.kind === "showTextDocument")).toBeDefined();
    // a graph too large for the extension host: the page lays it out
    resetMock();
    const big = { ...DATA, nodes: Array.from({ length: DRAW_MAX_NODES + 1 }, (_, i) => ({ ...DATA.nodes[1], id: `op${i}` })) };
    await new FusionMaps(Uri.make("file", ext), () => async () => big).open(Uri.parse("file:///ws/ir_post_fusion.txt"));
    expect(panels[0].webview.html).not.toContain("<svg");
    expect(panels[0].webview.html).toContain("page()");
    await panels[0].send({ command: "ready" });
    expect(panels[0].posted).toEqual([{ type: "data", data: big }]);
  });

  it("gives VS Code the page without the map when the server is slow, and posts the map when the page asks", async () => {
    vi.useFakeTimers();
    try {
      let answer: (d: unknown) => void = () => {};
      const maps = new FusionMaps(Uri.make("file", "/ext"), () => () => new Promise((r) => { answer = r; }));
      const opened = maps.open(Uri.parse("file:///ws/ir_post_fusion.txt"));
      await vi.advanceTimersByTimeAsync(DRAW_WAIT_MS);
      await opened;
      expect(panels[0].webview.html).toContain("/ext/dist/map.js");
      expect(panels[0].webview.html).not.toContain("<svg");
      const ready = panels[0].send({ command: "ready" });
      answer(DATA);
      await ready;
      expect(panels[0].posted).toEqual([{ type: "data", data: DATA }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks the server for the map, posts it to the page, and reveals a clicked line", async () => {
    const send = vi.fn(async () => DATA);
    const maps = new FusionMaps(Uri.make("file", "/ext"), () => send);
    const doc = Uri.parse("file:///ws/ir_pre_fusion.txt");
    await maps.open(doc);
    expect(panels).toHaveLength(1);
    expect(panels[0].webview.html).toContain("/ext/dist/map.js");
    await panels[0].send({ command: "ready" });
    expect(send).toHaveBeenCalledWith("inductorLens/fusionMap", { textDocument: { uri: "file:///ws/ir_pre_fusion.txt" } });
    expect(panels[0].posted).toEqual([{ type: "data", data: DATA }]);
    // the post-fusion file the server mapped changed: the map draws again
    await maps.changed([Uri.parse(DATA.uri!)]);
    expect(panels[0].posted).toHaveLength(2);
    await panels[0].send({ command: "reveal", line: 126 });
    const shown = calls.find((c) => c.kind === "showTextDocument")!.args[1] as { selection: { start: { line: number } } };
    expect(shown.selection.start.line).toBe(125);
    // open again: the same panel, revealed and refreshed
    await maps.open(doc);
    expect(panels).toHaveLength(1);
    expect(panels[0].reveal).toHaveBeenCalled();
  });

  it("draws the map of an open IR file ahead, once its diagnostics settle, and opens with it at once", async () => {
    vi.useFakeTimers();
    const key = "file:///ws/ir_post_fusion.txt";
    (vscodeWorkspace.textDocuments as unknown[]).push({ uri: Uri.parse(key), languageId: "inductor-ir" });
    try {
      const answers: MapData[] = [DATA, { ...DATA, unfused_bytes: 1 }];
      const send = vi.fn(async () => answers.shift());
      const maps = new FusionMaps(Uri.make("file", extDir()), () => send);
      await maps.changed([Uri.parse(key)]);
      await maps.changed([Uri.parse(key)]);                  // settles: drawn once
      await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
      expect(send).toHaveBeenCalledTimes(1);
      // opened: the page comes with the map without waiting for the server (which is asked all the same)
      let answer: (d: MapData) => void = () => {};
      send.mockImplementationOnce(() => new Promise<MapData>((r) => { answer = r; }));
      await maps.open(Uri.parse(key));
      expect(panels[0].webview.html).toContain('<g class="edge c0" data-source="op3" data-target="op4" data-line="126" data-reason="no_shared_data">');
      expect(send).toHaveBeenCalledTimes(2);
      answer(DATA);                                           // the same map: nothing to post
      await vi.advanceTimersByTimeAsync(0);
      expect(panels[0].posted).toEqual([]);
      // closed and opened again: still drawn ahead; the server's map changed since: posted
      panels[0].dispose();
      await maps.open(Uri.parse(key));
      expect(panels[1].webview.html).toContain("<svg");
      await vi.advanceTimersByTimeAsync(0);
      expect(panels[1].posted).toEqual([{ type: "data", data: { ...DATA, unfused_bytes: 1 } }]);
      // the diagnostics changed: what was drawn ahead is dropped
      panels[1].dispose();
      await maps.changed([Uri.parse(key)]);
      send.mockImplementation(() => new Promise<MapData>(() => {}));   // the server is busy
      const opened = maps.open(Uri.parse(key));
      await vi.advanceTimersByTimeAsync(DRAW_WAIT_MS);
      await opened;
      expect(panels[2].webview.html).not.toContain("<svg");
    } finally {
      vi.useRealTimers();
      (vscodeWorkspace.textDocuments as unknown[]).length = 0;
    }
  });

  it("says why when the server is not running", async () => {
    const maps = new FusionMaps(Uri.make("file", "/ext"), () => undefined);
    await maps.open(Uri.parse("file:///ws/ir_post_fusion.txt"));
    await panels[0].send({ command: "ready" });
    expect(panels[0].posted).toEqual([{ type: "data", data: { error: "the language server is not running" } }]);
  });

  it("puts a Fusion map lens at the top of an IR file", () => {
    const [lens] = new MapLensProvider().provideCodeLenses({ uri: Uri.parse("file:///ws/ir_post_fusion.txt") } as never);
    expect(lens.command!.command).toBe("inductorLens.openFusionMap");
    expect(lens.range.start.line).toBe(0);
  });
});
