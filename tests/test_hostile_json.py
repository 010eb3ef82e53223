"""Hostile JSON in users' files (issue 39 M7): documents nested 100,000 deep (``RecursionError`` in the
decoder), a 4,000-digit timestamp, ``"command": 5`` in a run.json: each is one error, said, for that file,
never a traceback, and one bad run.json does not hide the other runs."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

from conftest import CORPUS, REPO

from inductor_lens import jsontext
from inductor_lens.dump.trace import TraceProblem, read_trace
from inductor_lens.runs.listing import find_runs

DEEP = "[" * 100_000 + "]" * 100_000
GRAPH = CORPUS / "pairs" / "block_max_fusion" / "a" / "g0_inference"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}


def cli(*args):
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          timeout=300)


def test_the_loader_says_too_deep_as_a_value_error():
    try:
        jsontext.loads(DEEP)
    except ValueError as err:
        assert "nested too deep" in str(err)
    else:
        raise AssertionError("no error")


def test_runs_list_every_run_and_say_which_manifest_is_bad(tmp_path):
    root = tmp_path / "runs"
    for name, manifest in (("20260101-good", {"command": ["python", "x.py"], "graphs": [{"folder": "g0_inference"}]}),
                           ("20260102-deep", None), ("20260103-cmd5", {"command": 5, "exit_status": "x",
                                                                        "graphs": [{"folder": "g0_inference"}]})):
        d = root / name
        shutil.copytree(GRAPH, d / "g0_inference")
        (d / "run.json").write_text(DEEP if manifest is None else json.dumps(manifest))
    runs = {r.path.name: r for r in find_runs(root)}
    assert set(runs) == {"20260101-good", "20260102-deep", "20260103-cmd5"}
    assert "nested too deep" in runs["20260102-deep"].note
    assert runs["20260103-cmd5"].command is None and runs["20260103-cmd5"].exit_status is None
    assert runs["20260101-good"].command == ["python", "x.py"]
    r = cli("runs", str(root))
    assert r.returncode == 0 and "Traceback" not in r.stderr and "nested too deep" in r.stdout


def test_a_deep_config_lock_or_trace_is_one_error(tmp_path):
    g = tmp_path / "g0_inference"
    shutil.copytree(GRAPH, g)
    (g / "inductor_config.json").write_text(DEEP)
    r = cli("explain", str(g), "--format", "json")
    assert r.returncode == 0 and "Traceback" not in r.stderr
    (tmp_path / "lock.json").write_text(DEEP)
    r = cli("check", str(GRAPH.parent), "--lock", str(tmp_path / "lock.json"))
    assert r.returncode == 2 and "nested too deep" in r.stderr and "Traceback" not in r.stderr
    (tmp_path / "trace.json").write_text('{"traceEvents": ' + DEEP + "}")
    t = read_trace(tmp_path / "trace.json")
    assert isinstance(t, TraceProblem) and "nested too deep" in t.message
    (tmp_path / "ts.json").write_text('{"traceEvents": [{"ph": "X", "name": "k", "ts": ' + "9" * 4000 + ', "dur": 1}]}')
    t = read_trace(tmp_path / "ts.json")
    assert isinstance(t, TraceProblem)      # its one event has no usable time: nothing to join, said


def test_a_trace_of_millions_of_tiny_events_is_refused_before_it_is_decoded(tmp_path, monkeypatch):
    """Issue 39 M5: 5 M tiny events (a 771 KB .json.gz) took 3.9 GB to read; the events are now counted in
    the text first, and a trace over the bound is refused with what to do."""
    import gzip
    import resource

    from inductor_lens.dump import trace as T
    n = T.MAX_EVENTS + 1
    body = '{"traceEvents": [' + ",".join(['{"ph":"X","name":"k","ts":1,"dur":1}'] * n) + "]}"
    p = tmp_path / "many.json.gz"
    p.write_bytes(gzip.compress(body.encode()))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t = read_trace(p)
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert isinstance(t, TraceProblem) and "over the 1,000,000 this reader takes" in t.message
    assert grown_mb < 400, grown_mb        # the text, not a dict per event
