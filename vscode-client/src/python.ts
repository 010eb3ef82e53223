// Which Python runs the server: the `inductorLens.pythonPath` setting, else the interpreter the Python
// extension has selected for the file, else `python3`; and a check that the package is installed there.
import { execFile } from "child_process";

export interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath?(resource?: unknown): { path: string } | undefined;
    resolveEnvironment?(env: { path: string } | string): Promise<{ executable?: { uri?: { fsPath: string } } } | undefined>;
  };
  settings?: {
    getExecutionDetails?(resource?: unknown): { execCommand?: string[] | undefined };
  };
}

export interface PythonChoice {
  python: string;
  source: "setting" | "python-extension" | "default";
}

export async function resolvePython(setting: string | undefined, api: PythonExtensionApi | undefined,
                                    resource?: unknown): Promise<PythonChoice> {
  const s = (setting ?? "").trim();
  if (s) return { python: s, source: "setting" };
  if (api) {
    try {
      const envs = api.environments;
      const active = envs?.getActiveEnvironmentPath?.(resource);
      if (active?.path) {
        const resolved = envs?.resolveEnvironment ? await envs.resolveEnvironment(active) : undefined;
        const exe = resolved?.executable?.uri?.fsPath || active.path;
        if (exe) return { python: exe, source: "python-extension" };
      }
      const cmd = api.settings?.getExecutionDetails?.(resource)?.execCommand;
      if (cmd && cmd.length === 1 && cmd[0]) return { python: cmd[0], source: "python-extension" };
    } catch {
      // an old or broken Python extension: fall through to the default
    }
  }
  return { python: "python3", source: "default" };
}

export interface ServerCheck {
  ok: boolean;
  version?: string;
  problem?: "no-python" | "no-package" | "failed";
  detail?: string;
}

export interface ChildOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * How every Python process of the extension starts. `python -m` puts its working directory first on
 * `sys.path`, and without a `cwd` the language client uses the first workspace folder: an untrusted
 * workspace holding `inductor_lens/__init__.py` or `json.py` would run that code (restricted mode too).
 * So: `PYTHONSAFEPATH=1` (Python 3.11+ leaves the working directory off `sys.path`), and the working
 * directory is the extension's own folder, which holds no Python file (for older interpreters).
 */
export function childOptions(env: NodeJS.ProcessEnv = process.env, cwd: string = __dirname): ChildOptions {
  return { cwd, env: { ...env, PYTHONSAFEPATH: "1" } };
}

/** Runs `python -m inductor_lens --version` (imports the CLI only, not torch). */
export function checkServer(python: string, timeoutMs = 30000,
                            run: typeof execFile = execFile, options: ChildOptions = childOptions()): Promise<ServerCheck> {
  return new Promise((resolve) => {
    run(python, ["-m", "inductor_lens", "--version"], { timeout: timeoutMs, ...options }, (err, stdout, stderr) => {
      const out = String(stdout ?? "").trim();
      const errText = String(stderr ?? "").trim();
      if (!err) {
        resolve({ ok: true, version: out.replace(/^inductor-lens\s*/, "") });
        return;
      }
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "EACCES") {
        resolve({ ok: false, problem: "no-python", detail: `${python}: ${code}` });
      } else if (/No module named '?inductor_lens/.test(errText)) {
        resolve({ ok: false, problem: "no-package", detail: errText.split("\n").pop() });
      } else {
        resolve({ ok: false, problem: "failed", detail: errText.split("\n").slice(-3).join("\n") || String(err) });
      }
    });
  });
}
