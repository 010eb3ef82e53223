import { beforeEach, describe, expect, it, vi } from "vitest";
import { FusionMaps, MapLensProvider, mapHtml } from "../src/fusionMap";
import { esc, layout, MapData, mapSvg, sideHtml } from "../src/webview/mapCore";
import { calls, panels, resetMock, Uri as MockUri } from "./vscode-mock";

// the mock's Uri stands in for vscode.Uri
const Uri = { parse: (s: string) => MockUri.parse(s) as never, make: (scheme: string, path: string) => new MockUri(scheme, path) as never };

// the shape of the server's map (service.features.fusion_map) for a few nodes of the ResNet50 example
const DATA: MapData = {
  uri: "file:///ws/ir_post_fusion.txt", file: "ir_post_fusion.txt", total_nodes: 5, total_bytes: 518_000_000,
  unfused_bytes: 25_690_112, notes: [],
  nodes: [
    { id: "op2", kind: "extern", members: [], detail: "extern_kernels.convolution", kernel: null, line: 58 },
    { id: "op3", kind: "kernel", members: [], detail: "ComputedBuffer", kernel: "cpp_fused_1", line: 71 },
    { id: "op4", kind: "kernel", members: [], detail: "ComputedBuffer", kernel: "cpp_fused_1", line: 123 },
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
    expect(svg).toContain('<g class="edge c0" data-source="op3" data-target="op4" data-line="126">');
    expect(svg).toContain("op3 → op4: No shared data (Inductor: &quot;no shared data&quot;) · 12.85 MB via buf3");
    expect(svg).toContain("No shared data: &lt;9 reads&gt;");
    expect(svg).toContain('class="node fused" data-id="op12_op13"');
    expect(svg).toContain("2 nodes fused");
    expect(svg).toContain('class="edge design"');
    expect(esc('<a href="x">')).toBe("&lt;a href=&quot;x&quot;&gt;");
  });

  it("lists the totals, the legend and the ranking beside the map", () => {
    const side = sideHtml(DATA, layout(DATA));
    expect(side).toContain("<strong>2</strong> unfused edges move <strong>25.69 MB</strong>");
    expect(side).toContain('<li data-source="op3" data-target="op4" data-line="126">');
    expect(side).toContain('swatch c1"></span>intermediate_nodes (1)');
  });
});

describe("map panel", () => {
  it("is a page with only its own script, styled by the theme", () => {
    const html = mapHtml("Fusion map: g/ir_post_fusion.txt", "vscode-resource:/ext/dist/map.js", "vscode-resource:/ext/media/map.css", "NONCE", "vscode-resource:");
    expect(html).toContain("script-src &#39;nonce-NONCE&#39;");
    expect(html).toContain("default-src &#39;none&#39;");
    expect(html).toContain('<script nonce="NONCE" src="vscode-resource:/ext/dist/map.js"></script>');
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
