import { describe, expect, it, vi } from "vitest";
import { SOURCE_LENSES_REQUEST, SourceLensProvider, toLenses } from "../src/sourceLenses";
import { Uri } from "./vscode-mock";

const ROWS = [
  { line: 270, title: "1 kernel · 1 unfused edge (no shared data)", uri: "file:///dbg/ir_post_fusion.txt", nodes: ["op4"],
    ranges: [{ start: { line: 122, character: 0 }, end: { line: 122, character: 3 } }] },
];

describe("source lenses", () => {
  it("turns the server's rows into lenses that peek at the nodes", () => {
    const doc = Uri.parse("file:///venv/torchvision/models/resnet.py");
    const [lens] = toLenses(doc as never, ROWS) as never as { range: { start: { line: number } }; command: any }[];
    expect(lens.range.start.line).toBe(270);
    expect(lens.command.title).toBe("1 kernel · 1 unfused edge (no shared data)");
    expect(lens.command.command).toBe("editor.action.showReferences");
    const [uri, at, locs] = lens.command.arguments;
    expect(uri).toBe(doc);
    expect(at.line).toBe(270);
    expect(locs[0].uri.toString()).toBe("file:///dbg/ir_post_fusion.txt");
    expect(locs[0].range.start.line).toBe(122);
  });

  it("asks the server for a file's lenses, and gives none without a server or on an error", async () => {
    const send = vi.fn(async () => ROWS);
    const p = new SourceLensProvider(() => send);
    const doc = { uri: Uri.parse("file:///m/net.py") };
    const lenses = await p.provideCodeLenses(doc as never);
    expect(send).toHaveBeenCalledWith(SOURCE_LENSES_REQUEST, { textDocument: { uri: "file:///m/net.py" } }, undefined);
    expect(lenses).toHaveLength(1);
    expect(await new SourceLensProvider(() => undefined).provideCodeLenses(doc as never)).toEqual([]);
    const failing = new SourceLensProvider(() => async () => { throw new Error("not running"); });
    expect(await failing.provideCodeLenses(doc as never)).toEqual([]);
    let fired = 0;
    p.onDidChangeCodeLenses(() => { fired++; });
    p.refresh();
    expect(fired).toBe(1);
  });
});
