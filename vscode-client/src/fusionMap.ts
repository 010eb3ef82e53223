// The fusion map (#15 item 2): a webview beside an IR file with its graph of kernels (fused members in
// one box, extern calls apart), every producer -> consumer edge coloured by the reason it goes through
// memory and weighted by bytes, and the ranking beside it. The server answers `inductorLens/fusionMap`;
// the page (dist/map.js, dagre layout, media/map.css) draws it offline under a strict content security
// policy. A click on a node, an edge or a ranking row reveals its line in the IR; the map follows edits
// (each time the server publishes the file's diagnostics) and the theme (its colours are the theme's).
import * as vscode from "vscode";

export const MAP_REQUEST = "inductorLens/fusionMap";

type Send = (method: string, params: unknown) => Promise<unknown>;

export function mapHtml(title: string, script: string, style: string, nonce: string, cspSource: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
  const csp = `default-src 'none'; style-src ${cspSource}; script-src 'nonce-${nonce}'; img-src ${cspSource} data:;`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${esc(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${esc(style)}"><title>${esc(title)}</title></head>
<body><script nonce="${nonce}" src="${esc(script)}"></script></body></html>`;
}

function nonce(): string {
  let s = "";
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

interface MapReply { uri?: string; error?: string }

/** One map per IR document. */
export class FusionMaps {
  private maps = new Map<string, { panel: vscode.WebviewPanel; target?: string }>();

  constructor(private extensionUri: vscode.Uri, private send: () => Send | undefined) {}

  async open(doc: vscode.Uri): Promise<vscode.WebviewPanel> {
    const key = doc.toString();
    const have = this.maps.get(key);
    if (have) {
      have.panel.reveal(vscode.ViewColumn.Beside);
      await this.refresh(key);
      return have.panel;
    }
    const name = doc.path.split("/").slice(-2).join("/");
    const panel = vscode.window.createWebviewPanel("inductorLens.fusionMap", `Fusion map: ${name}`,
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      { enableScripts: true, retainContextWhenHidden: true,
        localResourceRoots: [vscode.Uri.joinPath(this.extensionUri, "dist"), vscode.Uri.joinPath(this.extensionUri, "media")] });
    const entry: { panel: vscode.WebviewPanel; target?: string } = { panel };
    this.maps.set(key, entry);
    // ask the server while the webview starts: the page gets the data as soon as it is ready
    const first = this.fetch(key);
    const w = panel.webview;
    w.html = mapHtml(`Fusion map: ${name}`, w.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, "dist", "map.js")).toString(),
      w.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, "media", "map.css")).toString(), nonce(), w.cspSource);
    const sub = w.onDidReceiveMessage(async (m: { command?: string; line?: number }) => {
      if (m?.command === "ready") await this.post(key, await first);
      else if (m?.command === "reveal" && typeof m.line === "number") await this.reveal(entry.target ?? key, m.line);
    });
    panel.onDidDispose(() => { sub.dispose(); this.maps.delete(key); });
    return panel;
  }

  /** The server's diagnostics of these documents changed: their maps draw again. */
  async changed(uris: readonly vscode.Uri[]): Promise<void> {
    for (const u of uris) {
      const key = u.toString();
      if (this.maps.has(key)) await this.refresh(key);
      for (const [k, e] of this.maps) if (e.target === key && k !== key) await this.refresh(k);
    }
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
