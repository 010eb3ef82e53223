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
  code?: string;       // the line's text as the run recorded it
  run?: string;        // the run and graph the lens describes ("cuda · g0_forward")
}

/** The document's lines, as much of a TextDocument as re-anchoring needs. */
export interface Lines { lineCount: number; lineAt(line: number): { text: string } }

/** How far (lines) a lens looks for its recorded line after an edit moved it. */
export const REANCHOR_LINES = 200;

/** Where a lens goes in the file as it is now: its recorded line when that line still reads as the run
 * recorded it, else the nearest line that does (lines inserted or removed above it since the run), else
 * its recorded line, said to have changed (`changed`). */
export function anchor(row: SourceLensRow, doc: Lines | undefined): { line: number; changed: boolean } {
  const want = row.code?.trim();
  if (!doc || !want || row.line >= doc.lineCount) return { line: row.line, changed: false };
  const at = (i: number) => i >= 0 && i < doc.lineCount && doc.lineAt(i).text.trim() === want;
  if (at(row.line)) return { line: row.line, changed: false };
  for (let d = 1; d <= REANCHOR_LINES; d++) {
    if (at(row.line - d)) return { line: row.line - d, changed: false };
    if (at(row.line + d)) return { line: row.line + d, changed: false };
  }
  return { line: row.line, changed: true };
}

/** The lenses of one model file from the server's rows: each shows the nodes with VS Code's peek. */
export function toLenses(docUri: vscode.Uri, rows: SourceLensRow[], doc?: Lines): vscode.CodeLens[] {
  return rows.map((r) => {
    const placed = anchor(r, doc);
    const at = new vscode.Position(placed.line, 0);
    const target = vscode.Uri.parse(r.uri);
    const locations = r.ranges.map((g) => new vscode.Location(target, new vscode.Range(
      new vscode.Position(g.start.line, g.start.character), new vscode.Position(g.end.line, g.end.character))));
    return new vscode.CodeLens(new vscode.Range(at, at), {
      title: placed.changed ? `${r.title} (this line changed since the run)` : r.title,
      tooltip: `Inductor Lens${r.run ? ` (${r.run})` : ""}: ${r.nodes.join(", ")}`
        + (placed.changed && r.code ? `\nthe run compiled: ${r.code.trim()}` : ""),
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
      return toLenses(doc.uri, rows ?? [], typeof doc.lineAt === "function" ? doc : undefined);
    } catch {
      return [];   // the server is not running or the request was cancelled: no lenses
    }
  }
}
