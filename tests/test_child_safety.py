"""Nothing from an untrusted working directory runs: every Python process the tool starts (the language
server as the editors start it, the benchmark worker, the parse helper) is started so that a planted
``json.py`` or ``inductor_lens/__init__.py`` in the folder it was started from is never imported.

Each test plants files that write a marker when imported; a control shows the plant works (the same
start without the protection runs it), so the test would fail if the protection went away.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from inductor_lens.children import PACKAGE_ROOT, child_env, quiet_directory

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


def plant(folder: Path, *, package: bool = True) -> Path:
    """A hostile folder: json.py and (optionally) inductor_lens/__init__.py that leave a marker when imported."""
    marker = folder / "RAN"
    code = f"open({str(marker)!r}, 'a').write(__name__ + '\\n')\n"
    (folder / "json.py").write_text(code + "from importlib import import_module as _i\n")
    if package:
        (folder / "inductor_lens").mkdir()
        (folder / "inductor_lens" / "__init__.py").write_text(code)
    return marker


def plain_env() -> dict[str, str]:
    """This environment as a user's shell would have it: the package importable, no safe path."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONSAFEPATH"}
    env["PYTHONPATH"] = PACKAGE_ROOT + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def test_the_server_as_editors_start_it_imports_nothing_from_the_workspace(tmp_path):
    marker = plant(tmp_path)
    # control: `python -m inductor_lens` started in the workspace folder, as a client without cwd does
    subprocess.run([sys.executable, "-m", "inductor_lens", "--version"], cwd=tmp_path, env=plain_env(),
                   capture_output=True, timeout=60)
    assert marker.exists(), "the planted package did not run in the control: the test proves nothing"
    marker.unlink()
    # as the VS Code extension starts it (vscode-client/src/python.ts childOptions): PYTHONSAFEPATH=1
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "--version"], cwd=tmp_path, env=child_env(plain_env()),
                       capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("inductor-lens")
    assert not marker.exists()


def test_the_server_drops_its_working_directory_from_the_import_path(tmp_path):
    """A client that starts `python -m inductor_lens serve` in the workspace without a safe path (an
    editor config written by hand, Python 3.10): the package comes from the install, and the server then
    takes nothing else from the working directory (a planted json.py stays unimported)."""
    marker = plant(tmp_path, package=False)
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "summary", str(EXAMPLE), "--json"],
                       cwd=tmp_path, env=plain_env(), capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert '"nodes"' in p.stdout
    assert not marker.exists()


@pytest.mark.slow
def test_benchmark_worker_started_from_a_dump_folder_imports_nothing_from_it(tmp_path, monkeypatch):
    from inductor_lens.measure.client import BenchError, BenchRequest, run_bench

    marker = plant(tmp_path)
    monkeypatch.chdir(tmp_path)            # the CLI run from the folder of a received dump
    monkeypatch.delenv("PYTHONSAFEPATH", raising=False)
    req = BenchRequest(text=EXAMPLE.read_text(), node1="op_missing", node2="op_other", device="cpu",
                       codegen=True, timeout=120)
    with pytest.raises(BenchError):
        run_bench(req, use_cache=False)
    assert not marker.exists()


def test_parse_helper_imports_nothing_from_the_working_directory(tmp_path, monkeypatch):
    from inductor_lens.ir import split

    marker = plant(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PYTHONSAFEPATH", raising=False)
    text = EXAMPLE.read_text()
    from inductor_lens.ir.parse import parse_text
    monkeypatch.setenv("INDUCTOR_LENS_PARSE_WORKERS", "2")   # a helper however small the file
    started = []

    class Spy(split._Helper):
        def __init__(self, *a):
            super().__init__(*a)
            started.append(self.proc)

    monkeypatch.setattr(split, "_Helper", Spy)
    ir = parse_text(text, str(EXAMPLE))
    assert len(ir.nodes) == 123 and not ir.errors
    assert started and started[0] is not None and started[0].wait(30) == 0
    assert not marker.exists()


def test_children_start_in_an_empty_private_folder():
    d = Path(quiet_directory())
    assert d.is_dir() and not any(d.iterdir())
    assert (d.stat().st_mode & 0o077) == 0
    assert quiet_directory() == str(d)
    env = child_env({"PYTHONPATH": "/x"})
    assert env["PYTHONSAFEPATH"] == "1" and env["PYTHONPATH"] == PACKAGE_ROOT + os.pathsep + "/x"
