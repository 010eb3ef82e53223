import { describe, expect, it } from "vitest";
import { installHint, serverArgs, serverSettings, serverSource } from "../src/settings";

const cfg = (values: Record<string, unknown>) => ({ get: <T>(k: string, d?: T) => (k in values ? values[k] : d) as T });

describe("serverSettings", () => {
  it("maps the defaults to what the server expects", () => {
    expect(serverSettings(cfg({}))).toEqual({
      inductorLens: {
        diagnostics: { exclude: [], max: 2000 },
        gpu: "auto",
        benchmark: { device: null, timeout: 600, minTime: 1, repeat: 1, sizes: {}, timeOriginal: false, prewarm: true,
                     python: null },
      },
    });
  });

  it("passes user values through and drops malformed ones", () => {
    const s = serverSettings(cfg({
      "diagnostics.exclude": ["extern_kernel", 3], "diagnostics.max": 50.7, "benchmark.device": "cuda",
      "benchmark.timeout": -1, "benchmark.minTime": 0.05, "benchmark.sizes": { s0: 8, s1: "x", s2: 1.5 },
      "benchmark.repeat": 3.7,
      "benchmark.timeOriginal": false, "benchmark.python": " /opt/py/bin/python ",
    }));
    expect(s.inductorLens.diagnostics).toEqual({ exclude: ["extern_kernel"], max: 50 });
    expect(s.inductorLens.benchmark).toEqual({ device: "cuda", timeout: 600, minTime: 0.05, repeat: 3, sizes: { s0: 8 },
                                               timeOriginal: false, prewarm: true, python: "/opt/py/bin/python" });
  });

  it("passes the roofline estimates' GPU: a name, auto (the default, also for an empty value) or none", () => {
    expect(serverSettings(cfg({ gpu: " h100 " })).inductorLens.gpu).toBe("h100");
    expect(serverSettings(cfg({ gpu: "none" })).inductorLens.gpu).toBe("none");
    expect(serverSettings(cfg({ gpu: "" })).inductorLens.gpu).toBe("auto");
  });

  it("asks for a worker started ahead only in a trusted workspace, unless the user turned it off", () => {
    expect(serverSettings(cfg({}), true).inductorLens.benchmark.prewarm).toBe(true);
    expect(serverSettings(cfg({}), false).inductorLens.benchmark.prewarm).toBe(false);
    expect(serverSettings(cfg({ "benchmark.prewarm": false }), true).inductorLens.benchmark.prewarm).toBe(false);
  });

  it("sends timeOriginal explicitly: off unless the user turned it on, as the command line's --original", () => {
    expect(serverSettings(cfg({})).inductorLens.benchmark).toHaveProperty("timeOriginal", false);
    expect(serverSettings(cfg({ "benchmark.timeOriginal": true })).inductorLens.benchmark.timeOriginal).toBe(true);
    expect(serverSettings(cfg({ "benchmark.timeOriginal": false })).inductorLens.benchmark.timeOriginal).toBe(false);
  });

  it("'auto' means: let the server pick CUDA when it has one", () => {
    expect(serverSettings(cfg({ "benchmark.device": "auto" })).inductorLens.benchmark.device).toBeNull();
    expect(serverSettings(cfg({ "benchmark.device": "tpu" })).inductorLens.benchmark.device).toBeNull();
  });
});

describe("server command line", () => {
  it("runs the package's serve command with the extra arguments", () => {
    expect(serverArgs(cfg({}))).toEqual(["-m", "inductor_lens", "serve"]);
    expect(serverArgs(cfg({ serverArgs: ["--log-file", "/tmp/l.log", 7] }))).toEqual(
      ["-m", "inductor_lens", "serve", "--log-file", "/tmp/l.log"]);
  });

  it("gives an install command for the chosen interpreter", () => {
    // a virtual environment of its own (a system Python refuses pip: PEP 668), then the setting
    const h = installHint("/usr/bin/python3", "linux");
    expect(h.startsWith("/usr/bin/python3 -m venv ~/.venvs/inductor-lens && ~/.venvs/inductor-lens/bin/python -m pip install")).toBe(true);
    expect(h).toContain("inductorLens.pythonPath");
    expect(h).not.toMatch(/^\S+ -m pip install inductor-lens$/);
    expect(installHint("/My Envs/py", "linux").startsWith('"/My Envs/py" -m venv')).toBe(true);
    expect(installHint("C:\\Python311\\python.exe", "win32")).toContain("Scripts\\python.exe -m pip install");
    // no source known: both forms pip takes are named, a checkout and a built wheel
    expect(h).toContain('pip install "PATH/TO/inductor-lens[fast]"');
    expect(h).toContain("PATH/TO/inductor_lens-VERSION-py3-none-any.whl");
    // a source known: the command installs it as it is
    const w = installHint("/usr/bin/python3", "linux", "/src/inductor-lens");
    expect(w).toContain('pip install "/src/inductor-lens[fast]"');
    expect(w).not.toContain("PATH/TO");
  });

  it("finds what pip installs the server from: the checkout it runs from, or a wheel beside it", () => {
    const files: Record<string, string> = {
      "/src/lens/pyproject.toml": '[project]\nname = "inductor-lens"\nversion = "0.1.0"\n',
      "/other/pyproject.toml": '[project]\nname = "something-else"\n',
    };
    const dirs: Record<string, string[]> = {
      "/ext/lens-0.1.0/python": ["README.txt", "inductor_lens-0.1.0-py3-none-any.whl"],
    };
    const fs = {
      existsSync: (p: string) => p in files || p in dirs,
      readFileSync: (p: string) => files[p],
      readdirSync: (p: string) => dirs[p] ?? [],
    };
    expect(serverSource("/src/lens/vscode-client", fs)).toBe("/src/lens");
    expect(serverSource("/other/vscode-client", fs)).toBeUndefined();
    expect(serverSource("/ext/lens-0.1.0", fs)).toBe("/ext/lens-0.1.0/python/inductor_lens-0.1.0-py3-none-any.whl");
    expect(serverSource("/nowhere/ext", fs)).toBeUndefined();
    const broken = { ...fs, existsSync: () => true, readFileSync: () => { throw new Error("EACCES"); } };
    expect(serverSource("/src/lens/vscode-client", broken)).toBeUndefined();
  });
});
