"""Issue 39's low findings: terminal control sequences from users' files are printed as escapes (L2); a
run.json's graph folder that leaves the run is not followed (L4); ``--gpu ''`` and a name with other
characters (``h200; rm -rf /``) are errors, not "none" and the H200 (L6); ``--max-nodes -5`` is refused (L8)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO

from inductor_lens.dump.gpus import UnknownGpu, find_gpu
from inductor_lens.runs.listing import find_runs

GRAPH = CORPUS / "pairs" / "block_max_fusion" / "a" / "g0_inference"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}


def cli(*args):
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          timeout=300)


def test_control_sequences_are_printed_as_escapes(tmp_path):
    run = tmp_path / "runs" / "20260101-x"
    shutil.copytree(GRAPH, run / "g0_inference")
    osc52 = "\x1b]52;c;ZWNobyBodWg=\x07"
    (run / "run.json").write_text(json.dumps({"command": ["python", f"x{osc52}.py", "\x1b[2J"],
                                              "graphs": [{"folder": "g0_inference"}]}))
    readable = (GRAPH / "fx_graph_readable.py").read_text()
    (run / "g0_inference" / "fx_graph_readable.py").write_text(readable.replace("# File: ", "# File: \x1b[2J", 1))
    for args in (("runs", str(tmp_path / "runs")), ("explain", str(run / "g0_inference")),
                 ("rank", str(run / "g0_inference" / "ir_post_fusion.txt"))):
        r = cli(*args)
        assert r.returncode == 0, r.stderr
        assert "\x1b" not in r.stdout and "\x07" not in r.stdout, args
    assert "\\x1b]52" in cli("runs", str(tmp_path / "runs")).stdout


def test_a_graph_folder_outside_the_run_is_not_followed(tmp_path):
    secret = tmp_path / "elsewhere" / "g0_inference"
    shutil.copytree(GRAPH, secret)
    run = tmp_path / "runs" / "20260101-x"
    run.mkdir(parents=True)
    (run / "run.json").write_text(json.dumps({"command": ["python", "x.py"],
                                              "graphs": [{"folder": "../../elsewhere/g0_inference"}]}))
    (r,) = find_runs(tmp_path / "runs")
    assert not r.graphs and "not inside the run folder" in r.note
    (run / "link").symlink_to(secret)
    (run / "run.json").write_text(json.dumps({"command": ["python", "x.py"], "graphs": [{"folder": "link"}]}))
    (r,) = find_runs(tmp_path / "runs")
    assert not r.graphs and "leads out of the run folder" in r.note
    assert cli("lock", str(run), "-o", str(tmp_path / "l.json")).returncode == 2


def test_gpu_names_are_names():
    assert find_gpu("NVIDIA A100-SXM4-80GB").key == "A100 80GB"
    with pytest.raises(UnknownGpu, match="not a GPU name"):
        find_gpu("h200; rm -rf /")
    r = cli("explain", str(GRAPH), "--gpu", "")
    assert r.returncode == 2 and "--gpu ''" in r.stderr
    r = cli("explain", str(GRAPH), "--gpu", "h200; rm -rf /")
    assert r.returncode == 2 and "not a GPU name" in r.stderr


def test_max_nodes_must_be_positive(tmp_path):
    r = cli("report", str(GRAPH), "--max-nodes", "-5", "-o", str(tmp_path / "r.html"))
    assert r.returncode == 2 and "at least 1" in r.stderr and not (tmp_path / "r.html").exists()


def test_an_absurd_size_saturates_the_estimate(tmp_path):
    """L1: an iteration space of 10^308 elements overflowed the estimate (an int too large for a float) and
    crashed explain on a CUDA directory; the estimate is held at MAX_US instead."""
    import re

    from inductor_lens.explain.estimate import MAX_US, roofline
    g = find_gpu("H200")
    r = roofline(10**400, 10**400, g, "fp32")
    assert r.us == MAX_US and r.memory_us == MAX_US and r.compute_us == MAX_US
    d = tmp_path / "g0_inference"
    shutil.copytree(CORPUS / "softmax_scale_cuda" / "g0_inference", d)
    text = (d / "ir_post_fusion.txt").read_text()
    big = "1" + "0" * 308
    text = re.sub(r"size=\[(\d+), (\d+)\]", f"size=[{big}, \\2]", text, count=3)
    (d / "ir_post_fusion.txt").write_text(re.sub(r"\{c0: (\d+)\}", "{c0: " + big + "}", text, count=3))
    r = cli("explain", str(d), "--gpu", "h200", "--format", "json")
    assert r.returncode == 0, r.stderr[-2000:]
    json.loads(r.stdout, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(c)))
