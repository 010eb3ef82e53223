// Captured runs (`.inductor-lens/runs/`: megabytes of IR and generated code per run) stay out of Quick Open
// and search by default, through `search.exclude` ("file search in quick open" and full-text search; it
// inherits `files.exclude`, not the reverse). Not through `files.exclude` (it would hide them from the
// explorer too) nor `files.watcherExclude` (the Runs view refreshes on the file events of
// `.inductor-lens/runs`): the Runs view lists runs through the server, never through a file search.
import { readdirSync, readFileSync } from "fs";
import { describe, expect, it, vi } from "vitest";
import { resetMock, workspace } from "./vscode-mock";

vi.mock("vscode-languageclient/node", () => ({
  State: { Stopped: 1, Starting: 3, Running: 2 },
  Trace: { fromString: (s: string) => s },
  DidChangeConfigurationNotification: { type: "workspace/didChangeConfiguration" },
  LanguageClient: class {
    onDidChangeState() {}
    async start() {}
    onProgress() { return { dispose() {} }; }
    isRunning() { return false; }
  },
}));
vi.mock("../src/python", async (orig) => ({
  ...(await orig<typeof import("../src/python")>()),
  checkServer: async () => ({ ok: true, version: "0.1.0" }),
}));

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

describe("captured runs out of Quick Open and search", () => {
  it("contributes a search.exclude default for .inductor-lens, and no other exclude", () => {
    const defaults = pkg.contributes.configurationDefaults;
    // merged into VS Code's own search.exclude default (object settings' defaults are merged, not replaced);
    // a user turns it off with "search.exclude": {"**/.inductor-lens/**": false}
    expect(defaults["search.exclude"]).toEqual({ "**/.inductor-lens/**": true });
    expect(defaults["files.exclude"]).toBeUndefined();
    expect(defaults["files.watcherExclude"]).toBeUndefined();
  });

  it("keeps the Runs view's file watchers on the runs folder, and lists runs without a file search", async () => {
    resetMock();
    const { activate } = await import("../src/extension");
    await activate({ subscriptions: [] } as never);
    const globs = workspace.createFileSystemWatcher.mock.calls.map((c: unknown[]) => c[0]);
    expect(globs).toContain("**/.inductor-lens/runs/*/run.json");
    const src = new URL("../src/", import.meta.url);
    for (const name of readdirSync(src).filter((n) => n.endsWith(".ts"))) {
      expect(readFileSync(new URL(name, src), "utf8"), name).not.toMatch(/\bfind(Files|TextInFiles)\w*\(/);
    }
  });
});
