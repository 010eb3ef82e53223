// The fusion map: a webview beside an IR file with its graph of kernels (fused members in
// one box, extern calls apart), every producer -> consumer edge coloured by the reason it goes through
// memory and weighted by bytes, and the ranking beside it. The server answers `inductorLens/fusionMap`;
// the page (dist/map.js, dagre layout, media/map.css, both inline) draws it offline under a strict
// content security policy. To open fast, the page comes with the map drawn by the extension host (no
// resource loads, no round trip, no layout in the page): drawn ahead for the open IR files once
// their diagnostics settle (checked against the server's answer when the map opens), else asked for
// before the webview is made and laid out while VS Code starts the webview. A click on a node, an edge
// or a ranking row reveals its line in the IR; the map follows edits (each time the server publishes
// the file's diagnostics: the page lays it out again, keeping its view) and the theme (its colours are
// the theme's).
import { promises as fs } from "fs";
import * as vscode from "vscode";
import { drawnBody, MapData } from "./webview/mapCore";

export const MAP_REQUEST = "inductorLens/fusionMap";

type Send = (method: string, params: unknown) => Promise<unknown>;

/** What the page is made of: its script and style (inline when given, else loaded from their webview
 * URIs) and its body (the map drawn by the extension, or empty: the script makes the page's parts). */
export interface MapPage {
  title: string; scriptUri: string; styleUri: string; nonce: string; cspSource: string;
  script?: string; style?: string; body?: string;
}

export function mapHtml(p: MapPage): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
  // inline only what cannot end its element early
  const script = p.script !== undefined && !/<\/script|<!--/i.test(p.script) ? p.script : undefined;
  const style = p.style !== undefined && !/<\/style/i.test(p.style) ? p.style : undefined;
  const csp = `default-src 'none'; style-src ${p.cspSource} 'nonce-${p.nonce}'; script-src 'nonce-${p.nonce}'; img-src ${p.cspSource} data:;`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${style !== undefined ? `<style nonce="${p.nonce}">${style}</style>` : `<link rel="stylesheet" href="${esc(p.styleUri)}">`}<title>${esc(p.title)}</title></head>
<body>${p.body ?? ""}${script !== undefined ? `<script nonce="${p.nonce}">${script}</script>` : `<script nonce="${p.nonce}" src="${esc(p.scriptUri)}"></script>`}</body></html>`;
}

function nonce(): string {
  let s = "";
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

interface MapReply { uri?: string; error?: string }

/** How long the page waits for the server's map before VS Code gets it without the map drawn: about
 * as long as VS Code takes to start a webview, so that waiting costs nothing when the server answers. */
export const DRAW_WAIT_MS = 400;
/** The largest map the extension host lays out itself (its layout blocks the extension host: a larger
 * one is laid out by the page, as when the map follows an edit). */
export const DRAW_MAX_NODES = 250;
/** The map of an open IR file is drawn ahead, this long after its diagnostics last changed. */
export const PREPARE_DELAY_MS = 1000;
/** The maps drawn ahead that are kept (the most recent). */
const PREPARED_MAX = 4;

type Entry = { panel: vscode.WebviewPanel; target?: string };
/** A map drawn ahead: the page's body, and the server's answer it was drawn from. */
type Drawn = { body: string; json: string; target: string };

/** An IR file open in the editor. */
function isOpenIr(key: string): boolean {
  return vscode.workspace.textDocuments.some((d) => d.uri.toString() === key && d.languageId === "inductor-ir");
}

function titleOf(doc: vscode.Uri): string {
  return `Fusion map: ${doc.path.split("/").slice(-2).join("/")}`;
}

/** One map per IR document. */
export class FusionMaps {
  private maps = new Map<string, Entry>();
  private assets?: Promise<{ script?: string; style?: string }>;
  private prepared = new Map<string, Drawn>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private drawing = new Map<string, object>();

  constructor(private extensionUri: vscode.Uri, private send: () => Send | undefined) {}

  /** The page's script and style, read once (the page inlines them: no resource loads). */
  private pageAssets(): Promise<{ script?: string; style?: string }> {
    const read = (...p: string[]) => fs.readFile(vscode.Uri.joinPath(this.extensionUri, ...p).fsPath, "utf8").catch(() => undefined);
    this.assets ??= Promise.all([read("dist", "map.js"), read("media", "map.css")]).then(([script, style]) => ({ script, style }));
    return this.assets;
  }

  /** The page's body with the map drawn, when the extension host draws it (the page draws an error, or
   * a map too large to lay out here). */
  private draw(key: string, data: MapReply): Drawn | undefined {
    const d = data as unknown as MapData;
    if (data.error || !Array.isArray(d.nodes) || d.nodes.length > DRAW_MAX_NODES) return undefined;
    try {
      return { body: drawnBody(titleOf(vscode.Uri.parse(key)), d), json: JSON.stringify(data), target: data.uri ?? key };
    } catch {
      return undefined;                                      // the page draws it (and says what failed)
    }
  }

  async open(doc: vscode.Uri): Promise<vscode.WebviewPanel> {
    const key = doc.toString();
    const have = this.maps.get(key);
    if (have) {
      have.panel.reveal(vscode.ViewColumn.Beside);
      await this.refresh(key);
      return have.panel;
    }
    // ask the server first: it answers while VS Code starts the webview
    const first = this.fetch(key);
    const title = titleOf(doc);
    const panel = vscode.window.createWebviewPanel("inductorLens.fusionMap", title,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      { enableScripts: true, retainContextWhenHidden: true,
        localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, "dist"), vscode.Uri.joinPath(this.extensionUri, "media")] });
    const entry: Entry = { panel };
    this.maps.set(key, entry);
    const w = panel.webview;
    const sub = w.onDidReceiveMessage(async (m: { command?: string; line?: number; file?: string }) => {
      // a page without the map drawn asks for it
      if (m?.command === "ready") await this.post(key, await first);
      else if (m?.command === "reveal" && typeof m.line === "number") await this.reveal(entry.target ?? key, m.line);
      else if (m?.command === "open" && typeof m.file === "string" && typeof m.line === "number") await this.openSource(m.file, m.line);
    });
    panel.onDidDispose(() => {
      sub.dispose();
      this.maps.delete(key);
      if (!this.prepared.has(key)) this.prepare(key);        // open again soon: drawn ahead
    });
    // the map drawn ahead (the server's answer replaces it if it differs); else drawn here when the
    // server answers in time; else the page asks for it when it is ready
    let drawn = this.prepared.get(key);
    if (drawn) {
      const was = drawn.json;
      void first.then((d) => { if (JSON.stringify(d) !== was) void this.post(key, d); });
    }
    const [assets, data] = await Promise.all([this.pageAssets(), drawn ? undefined
      : Promise.race([first, new Promise<undefined>((r) => setTimeout(() => r(undefined), DRAW_WAIT_MS))])]);
    if (data && this.maps.get(key) === entry) drawn = this.draw(key, data);
    if (this.maps.get(key) !== entry) return panel;          // closed meanwhile
    const body = assets.script !== undefined ? drawn?.body : undefined;
    if (body) entry.target = drawn!.target;
    w.html = mapHtml({ title, nonce: nonce(), cspSource: w.cspSource, body, ...assets,
      scriptUri: w.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, "dist", "map.js")).toString(),
      styleUri: w.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, "media", "map.css")).toString() });
    return panel;
  }

  /** The server's diagnostics of these documents changed: their maps draw again; the maps drawn ahead
   * from them are dropped, and those of open IR files are drawn ahead again once they settle. */
  async changed(uris: readonly vscode.Uri[]): Promise<void> {
    for (const u of uris) {
      const key = u.toString();
      for (const [k, d] of this.prepared) if (k === key || d.target === key) this.prepared.delete(k);
      this.drawing.delete(key);
      if (this.maps.has(key)) await this.refresh(key);
      else if (isOpenIr(key)) this.prepare(key);
      for (const [k, e] of this.maps) if (e.target === key && k !== key) await this.refresh(k);
    }
  }

  /** Draw the map of an open IR file ahead of its opening (PREPARE_DELAY_MS after the last call),
   * so that the page comes with it at once. */
  private prepare(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.set(key, setTimeout(async () => {
      this.timers.delete(key);
      if (!isOpenIr(key) || this.maps.has(key) || !this.send()) return;
      const token = {};
      this.drawing.set(key, token);
      const data = await this.fetch(key);
      // opened, or changed meanwhile
      if (this.drawing.get(key) !== token || this.maps.has(key) || this.timers.has(key)) return;
      this.drawing.delete(key);
      const drawn = this.draw(key, data);
      if (!drawn) return;
      this.prepared.delete(key);
      this.prepared.set(key, drawn);
      for (const k of this.prepared.keys()) if (this.prepared.size > PREPARED_MAX) this.prepared.delete(k);
    }, PREPARE_DELAY_MS));
  }

  async refresh(key: string): Promise<void> {
    if (this.maps.has(key)) await this.post(key, await this.fetch(key));
  }

  private async fetch(key: string): Promise<MapReply> {
    const send = this.send();
    try {
      return send ? (await send(MAP_REQUEST, { textDocument: { uri: key } })) as MapReply
        : { error: "the language server is not running" };
    } catch (err) {
      return { error: `the server could not draw the map: ${err}` };
    }
  }

  private async post(key: string, data: MapReply): Promise<void> {
    const entry = this.maps.get(key);
    if (!entry) return;
    entry.target = data?.uri ?? key;
    await entry.panel.webview.postMessage({ type: "data", data });
  }

  /** A model source line of the details pane (a path the server read from the provenance files): opened
   * when it is a file on this machine. */
  private async openSource(file: string, line: number): Promise<void> {
    const ok = await fs.stat(file).then((s) => s.isFile(), () => false);
    if (!ok) {
      void vscode.window.showInformationMessage(`Inductor Lens: ${file} is not on this machine`);
      return;
    }
    await this.reveal(vscode.Uri.file(file).toString(), line);
  }

  private async reveal(uri: string, line: number): Promise<void> {
    const pos = new vscode.Position(Math.max(0, line - 1), 0);
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(uri));
    const col = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri)?.viewColumn
      ?? vscode.ViewColumn.One;
    await vscode.window.showTextDocument(doc, { viewColumn: col, selection: new vscode.Range(pos, pos), preserveFocus: false });
  }
}

/** "Fusion map" at the top of each IR file. */
export class MapLensProvider implements vscode.CodeLensProvider {
  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const at = new vscode.Range(new vscode.Position(0, 0), new vscode.Position(0, 0));
    return [new vscode.CodeLens(at, { title: "$(type-hierarchy) Fusion map", tooltip: "Inductor Lens: the graph of kernels and its unfused edges",
                                      command: "inductorLens.openFusionMap", arguments: [doc.uri] })];
  }
}
