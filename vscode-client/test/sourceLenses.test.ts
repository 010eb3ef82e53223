import { describe, expect, it, vi } from "vitest";
import { anchor, SOURCE_LENSES_REQUEST, SourceLensProvider, toLenses } from "../src/sourceLenses";
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

  it("re-anchors a lens by its line's recorded text after an edit, and names its run", () => {
    const text = (lines: string[]) => ({ lineCount: lines.length, lineAt: (i: number) => ({ text: lines[i] }) });
    const row = { ...ROWS[0], line: 2, code: "x = self.maxpool(x)", run: "cpu · 20261205-084840-train/g0_forward" };
    const before = ["def f(self, x):", "    x = self.relu(x)", "    x = self.maxpool(x)", "    return x"];
    expect(anchor(row, text(before))).toEqual({ line: 2, changed: false });
    // two lines inserted above it since the run: the lens follows its line
    const after = ["import os", "# note", ...before];
    expect(anchor(row, text(after))).toEqual({ line: 4, changed: false });
    const [lens] = toLenses(Uri.parse("file:///m/net.py") as never, [row], text(after)) as never as { range: { start: { line: number } }; command: any }[];
    expect(lens.range.start.line).toBe(4);
    expect(lens.command.tooltip).toBe("Inductor Lens (cpu · 20261205-084840-train/g0_forward): op4");
    // the line itself edited: the lens stays, and says so
    const edited = ["def f(self, x):", "    x = self.relu(x)", "    x = self.avgpool(x)", "    return x"];
    const [moved] = toLenses(Uri.parse("file:///m/net.py") as never, [row], text(edited)) as never as { command: any }[];
    expect(moved.command.title).toBe("1 kernel · 1 unfused edge (no shared data) (this line changed since the run)");
    expect(moved.command.tooltip).toContain("the run compiled: x = self.maxpool(x)");
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
