// A small stand-in for the `vscode` module: enough surface for the extension's logic, with every call
// recorded so tests can assert on what the user would see.
import { vi } from "vitest";

export const calls: { kind: string; args: unknown[] }[] = [];
export const answers: { inputBox: (string | undefined)[]; warning: (string | undefined)[]; error: (string | undefined)[];
                        info: (string | undefined)[]; quickPick: unknown[]; openDialog: (Uri[] | undefined)[] } =
  { inputBox: [], warning: [], error: [], info: [], quickPick: [], openDialog: [] };
export const channels: { name: string; text: string }[] = [];

export function resetMock(): void {
  calls.length = 0;
  panels.length = 0;
  answers.inputBox = [];
  answers.warning = [];
  answers.error = [];
  answers.info = [];
  answers.quickPick = [];
  answers.openDialog = [];
  channels.length = 0;
  workspace.isTrusted = true;
  configValues.clear();
}

export const configValues = new Map<string, unknown>();
export const providers = new Map<string, { provideTextDocumentContent(u: Uri): string }>();

export class Position { constructor(public line: number, public character: number) {} }
export class Range {
  start: Position;
  end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    this.start = typeof a === "number" ? new Position(a, b as number) : a;
    this.end = typeof a === "number" ? new Position(c ?? 0, d ?? 0) : (b as Position);
  }
}
export enum DiagnosticSeverity { Error = 0, Warning = 1, Information = 2, Hint = 3 }
export class Diagnostic {
  source?: string;
  code?: string | { value: string; target: Uri };
  relatedInformation?: DiagnosticRelatedInformation[];
  constructor(public range: Range, public message: string, public severity: DiagnosticSeverity = DiagnosticSeverity.Error) {}
}
export class DiagnosticRelatedInformation { constructor(public location: Location, public message: string) {} }
/** The diagnostic collections the extension made, by name: uri string -> diagnostics. */
export const collections = new Map<string, Map<string, Diagnostic[]>>();
export class ThemeColor { constructor(public id: string) {} }
export class ThemeIcon { constructor(public id: string, public color?: ThemeColor) {} }
export enum TreeItemCollapsibleState { None = 0, Collapsed = 1, Expanded = 2 }
export class TreeItem {
  id?: string;
  description?: string;
  tooltip?: string;
  iconPath?: ThemeIcon;
  contextValue?: string;
  resourceUri?: Uri;
  command?: { title: string; command: string; arguments?: unknown[] };
  constructor(public label: string, public collapsibleState: TreeItemCollapsibleState = TreeItemCollapsibleState.None) {}
}
export enum TaskScope { Global = 1, Workspace = 2 }
export enum TaskRevealKind { Always = 1, Silent = 2, Never = 3 }
export enum TaskPanelKind { Shared = 1, Dedicated = 2, New = 3 }
export class ProcessExecution { constructor(public process: string, public args: string[], public options?: { cwd?: string }) {} }
export class Task {
  presentationOptions: unknown;
  constructor(public definition: { type: string; [k: string]: unknown }, public scope: unknown, public name: string,
              public source: string, public execution: ProcessExecution) {}
}
export class Location { constructor(public uri: Uri, public range: Range) {} }
export class CodeLens { constructor(public range: Range, public command?: { title: string; command: string; tooltip?: string; arguments?: unknown[] }) {} }
export class Uri {
  constructor(public scheme: string, public path: string) {}
  static parse(s: string): Uri { const i = s.indexOf(":"); return new Uri(s.slice(0, i), s.slice(i + 1).replace(/^\/\//, "")); }
  static joinPath(u: Uri, ...parts: string[]): Uri { return new Uri(u.scheme, [u.path, ...parts].join("/")); }
  static file(path: string): Uri { return new Uri("file", path); }
  toString(): string { return `${this.scheme}://${this.path}`; }
  get fsPath(): string { return this.path; }
}
export class EventEmitter<T> {
  listeners: ((e: T) => void)[] = [];
  event = (l: (e: T) => void) => { this.listeners.push(l); return { dispose: vi.fn() }; };
  fire(e?: T): void { this.listeners.forEach((l) => l(e as T)); }
}
export const languages = {
  registerCodeLensProvider: vi.fn(() => ({ dispose: vi.fn() })),
  onDidChangeDiagnostics: vi.fn(() => ({ dispose: vi.fn() })),
  createDiagnosticCollection: vi.fn((name: string) => {
    const m = new Map<string, Diagnostic[]>();
    collections.set(name, m);
    return { name, set: (u: Uri, d: Diagnostic[]) => { m.set(u.toString(), d); }, clear: () => m.clear(),
             delete: (u: Uri) => { m.delete(u.toString()); }, dispose: vi.fn() };
  }),
};
export enum ViewColumn { Active = -1, Beside = -2, One = 1 }
export enum StatusBarAlignment { Left = 1, Right = 2 }
export enum ProgressLocation { SourceControl = 1, Window = 10, Notification = 15 }

export const progressUi: { reports: { message?: string; increment?: number }[]; cancel?: () => void; options?: unknown;
                           token?: { isCancellationRequested: boolean } } =
  { reports: [] };

/** A webview panel: its page, the messages its page would post (`send`), and its lifecycle. */
export class MockPanel {
  listeners: ((m: unknown) => unknown)[] = [];
  disposeListeners: (() => void)[] = [];
  reveal = vi.fn();
  posted: unknown[] = [];
  webview = {
    html: "",
    cspSource: "vscode-webview-resource:",
    asWebviewUri: (u: Uri) => new Uri("vscode-webview-resource", u.path),
    postMessage: async (m: unknown) => { this.posted.push(m); return true; },
    onDidReceiveMessage: (l: (m: unknown) => unknown) => {
      this.listeners.push(l);
      return { dispose: () => { this.listeners = this.listeners.filter((x) => x !== l); } };
    },
  };
  constructor(public viewType: string, public title: string, public options: unknown) {}
  onDidDispose(l: () => void) { this.disposeListeners.push(l); return { dispose: vi.fn() }; }
  async send(m: unknown): Promise<void> { for (const l of [...this.listeners]) await l(m); }
  dispose(): void { this.disposeListeners.forEach((l) => l()); }
}
export const panels: MockPanel[] = [];

export const window = {
  createWebviewPanel: vi.fn((viewType: string, title: string, _column: unknown, options: unknown) => {
    const p = new MockPanel(viewType, title, options);
    panels.push(p);
    calls.push({ kind: "webview", args: [viewType, title, options] });
    return p;
  }),
  showInformationMessage: vi.fn(async (...args: unknown[]) => { calls.push({ kind: "info", args }); return answers.info.shift(); }),
  showWarningMessage: vi.fn(async (...args: unknown[]) => { calls.push({ kind: "warning", args }); return answers.warning.shift(); }),
  showErrorMessage: vi.fn(async (...args: unknown[]) => { calls.push({ kind: "error", args }); return answers.error.shift(); }),
  showInputBox: vi.fn(async (opts: { prompt?: string; validateInput?: (v: string) => string | undefined }) => {
    calls.push({ kind: "inputBox", args: [opts] });
    return answers.inputBox.shift();
  }),
  showTextDocument: vi.fn(async (...args: unknown[]) => { calls.push({ kind: "showTextDocument", args }); return {}; }),
  showQuickPick: vi.fn(async (items: unknown[], options?: unknown) => {
    calls.push({ kind: "quickPick", args: [items, options] });
    const pick = answers.quickPick.shift();
    return typeof pick === "function" ? pick(items) : pick;
  }),
  showOpenDialog: vi.fn(async (options: unknown) => { calls.push({ kind: "openDialog", args: [options] }); return answers.openDialog.shift(); }),
  createOutputChannel: vi.fn((name: string) => {
    const ch = { name, text: "", appendLine: vi.fn((s: string) => { ch.text += `${s}\n`; }), append: vi.fn((s: string) => { ch.text += s; }),
                 clear: vi.fn(() => { ch.text = ""; }), show: vi.fn(), dispose: vi.fn() };
    channels.push(ch);
    return ch;
  }),
  createStatusBarItem: vi.fn(() => ({ show: vi.fn(), dispose: vi.fn(), text: "", tooltip: "" })),
  createTreeView: vi.fn(() => ({ message: undefined as string | undefined, reveal: vi.fn(async () => undefined), dispose: vi.fn() })),
  activeTextEditor: undefined as unknown,
  visibleTextEditors: [] as unknown[],
  withProgress: vi.fn(async (options: unknown, task: (p: unknown, t: unknown) => Promise<unknown>) => {
    progressUi.options = options;
    progressUi.reports = [];
    const listeners: (() => void)[] = [];
    const token = { isCancellationRequested: false,
                    onCancellationRequested: (l: () => void) => { listeners.push(l); return { dispose: vi.fn() }; } };
    progressUi.cancel = () => { token.isCancellationRequested = true; listeners.forEach((l) => l()); };
    progressUi.token = token;
    return task({ report: (v: { message?: string; increment?: number }) => progressUi.reports.push(v) }, token);
  }),
};

export const workspace = {
  textDocuments: [] as unknown[],
  isTrusted: true,
  openTextDocument: vi.fn(async (init: { language: string; content: string } | Uri) => {
    calls.push({ kind: "openTextDocument", args: [init] });
    if (init instanceof Uri) {
      const text = providers.get(init.scheme)?.provideTextDocumentContent(init) ?? "";
      return { uri: init, languageId: init.path.endsWith(".md") ? "markdown" : "plaintext", getText: () => text };
    }
    return { languageId: init.language, getText: () => init.content };
  }),
  registerTextDocumentContentProvider: vi.fn((scheme: string, p: { provideTextDocumentContent(u: Uri): string }) => {
    providers.set(scheme, p);
    return { dispose: vi.fn() };
  }),
  getConfiguration: vi.fn(() => ({ get: (k: string, d?: unknown) => (configValues.has(k) ? configValues.get(k) : d) })),
  onDidChangeConfiguration: vi.fn(() => ({ dispose: vi.fn() })),
  onDidGrantWorkspaceTrust: vi.fn(() => ({ dispose: vi.fn() })),
  onDidChangeWorkspaceFolders: vi.fn(() => ({ dispose: vi.fn() })),
  createFileSystemWatcher: vi.fn(() => ({ onDidCreate: vi.fn(() => ({ dispose: vi.fn() })), onDidChange: vi.fn(() => ({ dispose: vi.fn() })),
                                          onDidDelete: vi.fn(() => ({ dispose: vi.fn() })), dispose: vi.fn() })),
  workspaceFolders: undefined as { uri: Uri }[] | undefined,
};

export const commands = {
  executeCommand: vi.fn(async (...args: unknown[]) => { calls.push({ kind: "command", args }); return undefined; }),
  registerCommand: vi.fn(() => ({ dispose: vi.fn() })),
};

export const env = { clipboard: { writeText: vi.fn(async () => undefined) } };
export const extensions = { getExtension: vi.fn(() => undefined) };
