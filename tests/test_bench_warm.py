"""The benchmark worker started ahead (``measure.client.prestart``), progress that moves during long
steps (``measure.worker.step``), the result returned as soon as it is written, and one set of defaults
for the editor and the command line."""
from __future__ import annotations

import json
import os
import subprocess
import time

import pytest
from conftest import REPO

from inductor_lens.measure import worker

RESNET50 = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


def test_a_long_step_repeats_its_line_with_increasing_seconds(monkeypatch):
    lines: list[dict] = []
    monkeypatch.setattr(worker, "emit", lines.append)
    monkeypatch.setattr(worker, "TICK_S", 0.01)
    ticks = iter(range(0, 10_000, 3))     # a clock 3 s further at each reading
    monkeypatch.setattr(worker.step, "clock", staticmethod(lambda: float(next(ticks))))
    with worker.step("compiling the fused variant", 0.35, 0.5, expect=3):
        end = time.monotonic() + 10
        while len(lines) < 5 and time.monotonic() < end:
            time.sleep(0.01)
    assert lines[0] == {"progress": "compiling the fused variant", "fraction": 0.35}
    later = lines[1:]
    assert len(later) >= 4
    secs = [int(m["progress"].removeprefix("compiling the fused variant (").removesuffix(" s)")) for m in later]
    fracs = [m["fraction"] for m in later]
    assert secs == sorted(secs) and len(set(secs)) == len(secs) and secs[0] > 0
    assert fracs == sorted(fracs) and 0.35 < fracs[0] and fracs[-1] < 0.5
    n = len(lines)
    time.sleep(0.1)
    assert len(lines) == n   # the ticker stopped with the step


def test_the_worker_exits_without_a_request_when_its_stdin_closes():
    # what a worker started ahead does when the server that started it goes away (its stdin closes)
    from inductor_lens.children import quiet_directory
    from inductor_lens.measure.client import worker_command, worker_env
    p = subprocess.run(worker_command(), input="", capture_output=True, text=True, env=worker_env(),
                       cwd=quiet_directory(), timeout=60)
    assert p.returncode == 0 and p.stdout == ""


def test_the_editor_and_the_command_line_have_the_same_benchmark_defaults():
    from inductor_lens.cli import build_parser
    from inductor_lens.service.settings import BenchSettings
    cli = build_parser().parse_args(["bench", "FILE", "op1", "op2"])
    editor = BenchSettings()
    assert (editor.min_time, editor.repeat, editor.timeout, editor.device, editor.python, editor.time_original) == \
        (cli.min_time, cli.repeat, cli.timeout, cli.device, cli.python, cli.original)
    # VS Code's defaults, which the extension sends to the server
    props = json.loads((REPO / "vscode-client" / "package.json").read_text())["contributes"]["configuration"]
    props = props["properties"] if isinstance(props, dict) else {k: v for c in props for k, v in c["properties"].items()}
    vs = {k.removeprefix("inductorLens.benchmark."): v["default"] for k, v in props.items()
          if k.startswith("inductorLens.benchmark.")}
    assert (vs["minTime"], vs["repeat"], vs["timeout"], vs["device"], vs["python"], vs["timeOriginal"]) == \
        (editor.min_time, editor.repeat, editor.timeout, "auto", "", editor.time_original)
    assert editor.device is None   # "auto": CUDA when available, as the command line without --device
    assert vs["prewarm"] is editor.prewarm is True


@pytest.fixture
def no_prestarted(tmp_path, monkeypatch):
    from inductor_lens.measure import client
    monkeypatch.setenv("INDUCTOR_LENS_CACHE", str(tmp_path / "cache"))
    client.stop_prestarted()
    yield client
    client.stop_prestarted()


def gone(pid_proc: subprocess.Popen, timeout: float = 30) -> bool:
    try:
        pid_proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        return False
    return True


def test_one_worker_waits_and_it_is_replaced_or_killed(no_prestarted, tmp_path):
    pytest.importorskip("torch")
    client = no_prestarted
    w = client.prestart()
    assert w is not None and w.alive()
    assert client.prestart() is w and client.prestarted() is w          # never a second one
    assert client._take(None, interpret=True) is None                   # another environment: not this one
    assert client.prestarted() is w
    other = tmp_path / "python"
    os.symlink(os.path.realpath(os.sys.executable), other)
    w2 = client.prestart(str(other))                                    # another interpreter: replaced
    assert w2 is not None and w2 is not w and gone(w.proc, 10)
    assert client.prestart(str(tmp_path / "missing")) is None          # none to start: the old one goes
    assert gone(w2.proc, 10) and client.prestarted() is None
    w3 = client.prestart()
    client.stop_prestarted()
    assert gone(w3.proc, 10) and client.prestarted() is None


@pytest.mark.slow
def test_the_benchmark_takes_the_worker_started_ahead(no_prestarted):
    pytest.importorskip("torch")
    client = no_prestarted
    from inductor_lens.measure.client import request_for, run_bench
    w = client.prestart()
    req = request_for(RESNET50.read_text(), str(RESNET50), "op3", "op4", device="cpu", min_time=0.05)
    seen: list[tuple[str, float]] = []
    r = run_bench(req, lambda m, f: seen.append((m, f)), use_cache=False)
    msgs = [m for m, _ in seen]
    assert r.numerics_match and r.speedup is not None
    assert any(m.startswith("request received by the worker started ahead") for m in msgs)
    assert "importing torch" not in msgs          # what a worker started for the request says first
    assert client.prestarted() is None and gone(w.proc)   # used once, then it exits
    assert w.proc.returncode == 0
    fracs = [f for _, f in seen]
    assert fracs == sorted(fracs) and fracs[-1] == 1.0
