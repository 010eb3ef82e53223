// Code lenses in the user's model files: on each source line that produced kernels in the IR files
// open in the editor, "3 kernels · 1 unfused edge (no shared data)". The server answers the
// `inductorLens/sourceLenses` request; a lens opens a peek of those nodes in the IR.
import * as vscode from "vscode";

export const SOURCE_LENSES_REQUEST = "inductorLens/sourceLenses";

export interface SourceLensRow {
  line: number;
  title: string;
  uri: string;
  nodes: string[];
  ranges: { start: { line: number; character: number }; end: { line: number; character: number } }[];
}

/** The lenses of one model file from the server's rows: each shows the nodes with VS Code's peek. */
export function toLenses(docUri: vscode.Uri, rows: SourceLensRow[]): vscode.CodeLens[] {
  return rows.map((r) => {
    const at = new vscode.Position(r.line, 0);
    const target = vscode.Uri.parse(r.uri);
    const locations = r.ranges.map((g) => new vscode.Location(target, new vscode.Range(
      new vscode.Position(g.start.line, g.start.character), new vscode.Position(g.end.line, g.end.character))));
    return new vscode.CodeLens(new vscode.Range(at, at), {
      title: r.title,
      tooltip: `Inductor Lens: ${r.nodes.join(", ")}`,
      command: "editor.action.showReferences",
      arguments: [docUri, at, locations],
    });
  });
}

type Send = (method: string, params: unknown, token?: vscode.CancellationToken) => Promise<unknown>;

/** A code-lens provider for Python files, asking the server through `send` (the language client). */
export class SourceLensProvider implements vscode.CodeLensProvider {
  private changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private send: () => Send | undefined) {}

  /** The IR files' analysis changed (their diagnostics were published): ask again. */
  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(doc: vscode.TextDocument, token?: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    const send = this.send();
    if (!send || doc.uri.scheme !== "file") return [];
    try {
      const rows = (await send(SOURCE_LENSES_REQUEST, { textDocument: { uri: doc.uri.toString() } }, token)) as SourceLensRow[] | null;
      return toLenses(doc.uri, rows ?? []);
    } catch {
      return [];   // the server is not running or the request was cancelled: no lenses
    }
  }
}
