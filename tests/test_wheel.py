"""The built wheel, installed without the source tree into a fresh virtual environment (the kind of
install the VS Code extension's ``pythonPath`` points to), has every command and a working server.

The wheel is built from this checkout (``pip wheel --no-deps``) and installed with ``--no-deps`` into a
new environment; its dependencies (lark, pygls, lsprotocol, and torch for ``capture``) come from the test's
own environment through a path entry (``deps.pth``), so nothing is fetched and the package itself can only
come from the wheel: each command checks that ``inductor_lens`` was imported from the new environment.
"""
from __future__ import annotations

import json
import os
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, RESNET50, RawLsp

PAIR = CORPUS / "pairs" / "block_max_fusion"
MLP = CORPUS / "mlp_gelu_layernorm" / "g0_inference"
#: every subcommand of the CLI (the parser's list is checked against it below)
COMMANDS = ["summary", "parse", "explain", "rank", "report", "capture", "runs", "serve", "bench", "compare",
            "whatif", "lock", "check", "diff"]


class Env:
    """A fresh virtual environment with the wheel installed."""

    def __init__(self, root: Path, wheel: Path):
        self.root, self.wheel = root, wheel
        self.bin = root / "venv" / "bin"
        self.python = self.bin / "python"
        self.work = root / "work"                        # the commands' folder: no checkout anywhere near
        self.work.mkdir()
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        self.env["PATH"] = f"{self.bin}{os.pathsep}{self.env.get('PATH', '')}"

    def run(self, *args: str, timeout: float = 300, input: str | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([str(self.bin / "inductor-lens"), *args], cwd=self.work, env=self.env,
                              capture_output=True, text=True, timeout=timeout, input=input)


@pytest.fixture(scope="module")
def env(tmp_path_factory) -> Env:
    tmp = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", str(REPO),
                            "-w", str(tmp / "dist")], capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    assert "would be ignored" not in built.stdout + built.stderr
    [whl] = (tmp / "dist").glob("inductor_lens-*.whl")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp / "venv")], check=True, timeout=120)
    e = Env(tmp, whl)
    inst = subprocess.run([sys.executable, "-m", "pip", "--python", str(e.python), "install", "-q", "--no-deps",
                           str(whl)], capture_output=True, text=True, timeout=600)
    assert inst.returncode == 0, inst.stderr[-2000:]
    purelib = subprocess.run([str(e.python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    # the dependencies, from this environment's site-packages: a plain path entry (its .pth files, such as
    # an editable install's finder, are not run), after the new environment's own site-packages
    (Path(purelib) / "deps.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    return e


def test_the_wheel_has_every_package_and_its_data(env):
    names = set(zipfile.ZipFile(env.wheel).namelist())
    src = REPO / "server" / "inductor_lens"
    # every Python file of the source package is in the wheel (packages found, not listed)
    for py in src.rglob("*.py"):
        assert f"inductor_lens/{py.relative_to(src).as_posix()}" in names, py
    for f in (REPO / "grammar").glob("*.lark"):
        assert f"inductor_lens/grammar/{f.name}" in names
    for f in (REPO / "docs" / "diagnostics").glob("*.md"):
        assert f"inductor_lens/diagnostics/{f.name}" in names
    for f in ("map.js", "map.css", "compare.js", "compare.css"):
        assert f"inductor_lens/web/{f}" in names
    for ex in ("resnet50", "resnet50_cuda"):
        for f in (src / "examples" / ex).iterdir():
            if f.name == "__pycache__":     # byte code a run of its output_code.py left (not data)
                continue
            assert f"inductor_lens/examples/{ex}/{f.name}" in names, f
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    # the dependencies it declares are the ones the server and the CLI import
    meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
    requires = [x.split(":", 1)[1].strip() for x in zipfile.ZipFile(env.wheel).read(meta).decode().splitlines()
                if x.startswith("Requires-Dist:") and "extra ==" not in x]
    assert sorted(r.split(">")[0].split("<")[0].split("=")[0].strip() for r in requires) == ["lark", "lsprotocol",
                                                                                             "pygls"]


def test_the_package_comes_from_the_new_environment(env):
    r = subprocess.run([str(env.python), "-c", "import inductor_lens, sys; print(inductor_lens.__file__);"
                        "print(any('/server' in p for p in sys.path))"], cwd=env.work, env=env.env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    where, server_on_path = r.stdout.split()
    assert Path(where).is_relative_to(env.root / "venv") and server_on_path == "False"


def test_the_list_is_the_parsers():
    """COMMANDS is every subcommand of the parser (a new command is tested from the wheel too)."""
    import argparse

    from inductor_lens.cli import build_parser
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    assert set(sub.choices) == set(COMMANDS)


def test_every_command_has_its_help(env):
    top = env.run("--help")
    assert top.returncode == 0, top.stderr
    listed = [c for c in COMMANDS if f"\n    {c} " in top.stdout]
    assert listed == COMMANDS, top.stdout
    for c in COMMANDS:
        r = env.run(c, "--help", timeout=60)
        assert r.returncode == 0 and r.stdout.startswith("usage: inductor-lens " + c), (c, r.stderr[-1000:])
    assert env.run("--version").stdout.startswith("inductor-lens ")


def test_summary_parse_explain_rank_diff_on_the_bundled_examples(env):
    r = env.run("summary", "example")
    assert r.returncode == 0 and "123 nodes" in r.stdout, r.stderr
    r = env.run("parse", str(RESNET50 / "ir_post_fusion.txt"), "--json")
    assert r.returncode == 0 and len(json.loads(r.stdout)["nodes"]) == 123
    r = env.run("explain", "example")
    assert r.returncode == 0, r.stderr
    assert "op3 -> op4: not fused: no shared data" in r.stdout
    r = env.run("explain", "example-cuda", "--format", "json")
    assert r.returncode == 0 and any(p["reason"] == "no_shared_data" for p in json.loads(r.stdout)["pairs"])
    r = env.run("rank", "example", "--top", "3", "--json")
    assert r.returncode == 0 and json.loads(r.stdout), r.stderr
    r = env.run("diff", str(MLP / "ir_pre_fusion.txt"), str(MLP / "ir_post_fusion.txt"))
    assert r.returncode == 0 and r.stdout.strip(), r.stderr


def test_report_compare_lock_check_runs_on_fixtures(env):
    out = env.work / "report.html"
    r = env.run("report", "example", "-o", str(out))
    assert r.returncode == 0, r.stderr
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "op3" in page     # the page script and data inlined
    r = env.run("compare", str(PAIR / "a"), str(PAIR / "b"), "--json")
    assert r.returncode == 0, r.stderr
    assert any(c["kind"] == "fusion_lost" for g in json.loads(r.stdout)["graphs"] for c in g["changes"])
    r = env.run("compare", str(PAIR / "a"), str(PAIR / "b"), "--html", str(env.work / "compare.html"))
    assert r.returncode == 0 and (env.work / "compare.html").stat().st_size > 1000, r.stderr
    r = env.run("lock", str(PAIR / "a"), "-o", str(env.work / "fusion.lock.json"))
    assert r.returncode == 0, r.stderr
    assert env.run("check", str(PAIR / "a"), "--lock", str(env.work / "fusion.lock.json")).returncode == 0
    bad = env.run("check", str(PAIR / "b"), "--lock", str(env.work / "fusion.lock.json"), "--format", "sarif")
    assert bad.returncode == 1 and json.loads(bad.stdout)["version"] == "2.1.0", bad.stderr
    r = env.run("runs", str(PAIR))
    assert r.returncode == 0 and "g0_inference" in r.stdout, r.stdout + r.stderr


def test_whatif_and_suggest_from_the_wheel(env):
    """The prediction (issue 38) from the wheel alone: whatif on a config pair's default run, and
    explain --suggest on the knob run."""
    block = CORPUS / "pairs" / "block_max_fusion" / "a"
    r = env.run("whatif", str(block), "--set", "max_fusion_size=2", "--json")
    assert r.returncode == 0, r.stderr
    assert ["op0", "op1"] in json.loads(r.stdout)["graphs"][0]["groups"]
    r = env.run("explain", str(CORPUS / "configs" / "block_max_fusion_size" / "g0_inference"), "--suggest")
    assert r.returncode == 0 and "what would fuse it: --set max_fusion_size=4" in r.stdout, r.stderr


def test_the_server_answers_from_the_wheel(env):
    """initialize, a hover on the seed pair's op3 and the fusion diagnostics, over stdio."""
    post = RESNET50 / "ir_post_fusion.txt"
    text = post.read_text()
    uri = post.resolve().as_uri()
    lsp = RawLsp([str(env.bin / "inductor-lens"), "serve"], env.work, env.env)
    try:
        init = lsp.initialize()
        assert init["result"]["capabilities"]["hoverProvider"]
        lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "inductor-ir", "version": 1, "text": text}}})
        line = next(i for i, l in enumerate(text.split("\n")) if l.startswith("op3: SchedulerNode"))
        lsp.send({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
                  "params": {"textDocument": {"uri": uri}, "position": {"line": line, "character": 1}}})
        hover = lsp.until(lambda m: m.get("id") == 2, 60)
        assert "op3" in hover["result"]["contents"]["value"]
        diags = lsp.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri and m["params"]["diagnostics"], 60)
        assert any("op4" in d["message"] and "no shared data" in d["message"].lower()
                   for d in diags["params"]["diagnostics"]), diags
    finally:
        status = lsp.close(3)
    assert status == 0


@pytest.mark.slow
def test_capture_of_a_tiny_script_from_the_wheel(env):
    """``capture`` (and ``runs``, ``explain`` of the captured graph) with torch, from the wheel."""
    pytest.importorskip("torch", reason="capture compiles with torch (the README's first command installs it)")
    (env.work / "tiny.py").write_text(
        "import torch\n"
        "f = torch.compile(lambda x: (x.relu() * 2).sum(dim=1))\n"
        "print(f(torch.randn(8, 16)).shape)\n")
    r = env.run("capture", "-o", "tiny_run", "--", str(env.python), "tiny.py", timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    run = json.loads((env.work / "tiny_run" / "run.json").read_text())
    assert run["graphs"] and run["exit_status"] == 0
    r = env.run("runs", "tiny_run")
    assert r.returncode == 0 and "g0" in r.stdout, r.stdout + r.stderr
    r = env.run("explain", "tiny_run")
    assert r.returncode == 0, r.stderr
