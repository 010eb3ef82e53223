// Settings: what the user configured -> the server's initializationOptions / didChangeConfiguration
// payload, and the command line that starts the server. No VS Code API calls here except reading the
// configuration object passed in, so the unit tests can drive it with plain objects.

export interface ConfigLike {
  get<T>(key: string, defaultValue?: T): T | undefined;
}

export interface ServerSettings {
  inductorLens: {
    diagnostics: { exclude: string[]; max: number };
    gpu: string;
    benchmark: {
      device: string | null;
      timeout: number;
      minTime: number;
      repeat: number;
      sizes: Record<string, number>;
      timeOriginal: boolean;
      prewarm: boolean;
      python: string | null;
    };
  };
}

function asStringArray(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}

function asPositive(v: unknown, dflt: number): number {
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : dflt;
}

/** `trusted`: whether the workspace is trusted; an untrusted one runs no benchmark, so the server
 * starts no worker ahead there (`benchmark.prewarm` false). */
export function serverSettings(cfg: ConfigLike, trusted = true): ServerSettings {
  const device = cfg.get<string>("benchmark.device", "auto");
  const sizesRaw = cfg.get<Record<string, unknown>>("benchmark.sizes", {}) ?? {};
  const sizes: Record<string, number> = {};
  for (const [k, v] of Object.entries(sizesRaw)) {
    if (typeof v === "number" && Number.isInteger(v)) sizes[k] = v;
  }
  const python = (cfg.get<string>("benchmark.python", "") ?? "").trim();
  return {
    inductorLens: {
      diagnostics: {
        exclude: asStringArray(cfg.get("diagnostics.exclude", [])),
        max: Math.floor(asPositive(cfg.get("diagnostics.max", 2000), 2000)),
      },
      // roofline estimates: a GPU name, "auto" (the GPU output_code.py was compiled for) or "none"
      gpu: (cfg.get<string>("gpu", "auto") ?? "auto").trim() || "auto",
      benchmark: {
        device: device === "cuda" || device === "cpu" ? device : null,
        timeout: asPositive(cfg.get("benchmark.timeout", 600), 600),
        minTime: asPositive(cfg.get("benchmark.minTime", 1), 1),
        repeat: Math.min(10, Math.floor(asPositive(cfg.get("benchmark.repeat", 1), 1))),
        sizes,
        // off by default, as on the command line (--original): timing the original kernels compiles and runs
        // code from output_code.py, and one default for both front ends gives the same first benchmark
        timeOriginal: cfg.get<boolean>("benchmark.timeOriginal", false) === true,
        // the worker started when an IR file opens: the first benchmark does not wait for torch's import
        prewarm: trusted && cfg.get<boolean>("benchmark.prewarm", true) !== false,
        python: python || null,
      },
    },
  };
}

export function serverArgs(cfg: ConfigLike): string[] {
  return ["-m", "inductor_lens", "serve", ...asStringArray(cfg.get("serverArgs", []))];
}

/**
 * How to get the server when the chosen interpreter lacks it: a virtual environment of its own (a
 * system Python refuses `pip install`, PEP 668), the package installed there, then `inductorLens.pythonPath`
 * pointed at it. `source` is what pip installs: the checkout the extension runs from (`serverSource`), else
 * a placeholder that names both forms pip takes, a checkout or a built wheel (`pip wheel .` in a checkout).
 */
export function installHint(python: string, platform: string = process.platform, source?: string): string {
  const q = (p: string) => (/\s/.test(p) ? `"${p}"` : p);
  const venv = "~/.venvs/inductor-lens";
  const bin = platform === "win32" ? `${venv}\\Scripts\\python.exe` : `${venv}/bin/python`;
  const what = source ?? "PATH/TO/inductor-lens";
  const or = source ? "" : " (a checkout, or a built wheel: PATH/TO/inductor_lens-VERSION-py3-none-any.whl)";
  return `${q(python)} -m venv ${venv} && ${bin} -m pip install "${what}[fast]"` +
    `  # ${or ? `PATH/TO/inductor-lens${or}; ` : ""}then set inductorLens.pythonPath to ${bin}`;
}

/**
 * The checkout the extension runs from (its folder is the checkout's `vscode-client/`, as in development
 * and in the end-to-end test), or a wheel shipped beside the extension (`python/*.whl`): what pip can install
 * the server from. Undefined for an extension installed on its own.
 */
export function serverSource(extensionPath: string, fs: { existsSync(p: string): boolean; readFileSync(p: string, e: "utf8"): string; readdirSync(p: string): string[] }): string | undefined {
  const sep = extensionPath.includes("\\") && !extensionPath.includes("/") ? "\\" : "/";
  const parent = extensionPath.replace(/[\\/]+$/, "").split(/[\\/]/).slice(0, -1).join(sep);
  const pyproject = `${parent}${sep}pyproject.toml`;
  try {
    if (parent && fs.existsSync(pyproject) && /^name\s*=\s*"inductor-lens"/m.test(fs.readFileSync(pyproject, "utf8"))) {
      return parent;
    }
    const bundled = `${extensionPath}${sep}python`;
    if (fs.existsSync(bundled)) {
      const wheel = fs.readdirSync(bundled).filter((f) => /^inductor_lens-.*\.whl$/.test(f)).sort().pop();
      if (wheel) return `${bundled}${sep}${wheel}`;
    }
  } catch {
    // unreadable: no source to name
  }
  return undefined;
}
