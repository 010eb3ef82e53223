import { describe, expect, it } from "vitest";
import { installHint, serverArgs, serverSettings } from "../src/settings";

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
  });
});
