import { describe, expect, it } from "vitest";
import { checkServer, childOptions, resolvePython } from "../src/python";

describe("resolvePython", () => {
  it("prefers the setting", async () => {
    expect(await resolvePython(" /venv/bin/python ", undefined)).toEqual({ python: "/venv/bin/python", source: "setting" });
  });

  it("uses the Python extension's active environment", async () => {
    const api = {
      environments: {
        getActiveEnvironmentPath: () => ({ path: "/envs/a" }),
        resolveEnvironment: async () => ({ executable: { uri: { fsPath: "/envs/a/bin/python" } } }),
      },
    };
    expect(await resolvePython("", api)).toEqual({ python: "/envs/a/bin/python", source: "python-extension" });
  });

  it("falls back to the legacy execution details, then to python3", async () => {
    const legacy = { settings: { getExecutionDetails: () => ({ execCommand: ["/legacy/python"] }) } };
    expect(await resolvePython(undefined, legacy)).toEqual({ python: "/legacy/python", source: "python-extension" });
    const conda = { settings: { getExecutionDetails: () => ({ execCommand: ["conda", "run", "-n", "x", "python"] }) } };
    expect((await resolvePython(undefined, conda)).python).toBe("python3");
    const broken = { environments: { getActiveEnvironmentPath: () => { throw new Error("boom"); } } };
    expect(await resolvePython("", broken)).toEqual({ python: "python3", source: "default" });
    expect(await resolvePython("", undefined)).toEqual({ python: "python3", source: "default" });
  });
});

describe("checkServer", () => {
  const fake = (err: unknown, stdout: string, stderr: string) =>
    ((_f: string, _a: string[], _o: unknown, cb: (e: unknown, o: string, s: string) => void) => cb(err, stdout, stderr)) as never;

  it("reads the version", async () => {
    expect(await checkServer("py", 1000, fake(null, "inductor-lens 0.1.0\n", ""))).toEqual({ ok: true, version: "0.1.0" });
  });

  it("tells a missing interpreter from a missing package", async () => {
    const enoent = Object.assign(new Error("spawn"), { code: "ENOENT" });
    expect(await checkServer("nope", 1000, fake(enoent, "", ""))).toMatchObject({ ok: false, problem: "no-python" });
    const noMod = Object.assign(new Error("exit 1"), { code: 1 });
    expect(await checkServer("py", 1000, fake(noMod, "", "/usr/bin/python3: No module named inductor_lens")))
      .toMatchObject({ ok: false, problem: "no-package" });
    expect(await checkServer("py", 1000, fake(noMod, "", "Traceback\nImportError: lark")))
      .toMatchObject({ ok: false, problem: "failed", detail: "Traceback\nImportError: lark" });
  });

  it("starts the interpreter outside any workspace, with a safe import path", async () => {
    let seen: { cwd?: string; env?: NodeJS.ProcessEnv } = {};
    const spy = ((_f: string, _a: string[], o: typeof seen, cb: (e: unknown, o: string, s: string) => void) => {
      seen = o;
      cb(null, "inductor-lens 0.1.0", "");
    }) as never;
    await checkServer("py", 1000, spy);
    expect(seen.env?.PYTHONSAFEPATH).toBe("1");
    expect(seen.cwd).toBe(childOptions().cwd);
    expect(childOptions({ PATH: "/bin" }, "/ext")).toEqual({ cwd: "/ext", env: { PATH: "/bin", PYTHONSAFEPATH: "1" } });
  });

  it("really runs an interpreter (this machine's node as a stand-in fails cleanly)", async () => {
    const r = await checkServer(process.execPath, 10000);
    expect(r.ok).toBe(false);
  });
});
