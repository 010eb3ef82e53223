"""``inductor-lens capture``: a real script run under the debug environment (torch on CPU), its graphs kept
as a run folder with a manifest, each graph's own fusion log and a report; the exit status passed through."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO, require_module

TRAIN = '''
import torch


def step(x, w):
    y = torch.relu(x @ w) + 1
    print("a graph break")          # ends the first graph
    return (y.softmax(-1) * 2).sum()


x = torch.randn(16, 32)
w = torch.randn(32, 32, requires_grad=True)
loss = torch.compile(step)(x, w)
loss.backward()
'''


def capture(tmp: Path, script: str, *extra: str) -> tuple[subprocess.CompletedProcess, Path]:
    (tmp / "script.py").write_text(script)
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", *extra, "--", sys.executable, "script.py"],
                       cwd=tmp, capture_output=True, text=True, timeout=600,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp)})
    runs = sorted((tmp / ".inductor-lens" / "runs").glob("*")) if not extra else [tmp / extra[1]]
    return p, runs[-1] if runs else tmp / "missing"


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    tmp = tmp_path_factory.mktemp("capture")
    return capture(tmp, TRAIN)


def test_a_training_step_with_a_graph_break(trained):
    p, run = trained
    assert p.returncode == 0, p.stderr[-3000:]
    assert run.name.endswith("-script") and not any(x.name.endswith(".partial") for x in run.parent.iterdir())
    m = json.loads((run / "run.json").read_text())
    assert m["complete"] is True and m["exit_status"] == 0 and m["command"][-1] == "script.py"
    assert m["versions"]["torch"] == "2.14.1" and m["versions"]["python"]
    kinds = sorted(g["kind"] for g in m["graphs"])
    assert kinds == ["backward", "backward", "forward", "forward"], kinds     # two graphs, each trained
    for g in m["graphs"]:
        folder = run / g["folder"]
        for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log"):
            assert (folder / f).is_file() and f in g["files"], (g["folder"], f)
        assert g["inductor_id"].startswith("model__") and g["nodes"] >= 1 and g["devices"] == ["cpu"]
        assert g["fusion_log_lines"] == len((folder / "fusion.log").read_text().splitlines()) > 0
    assert (run / "report.html").read_text().startswith("<!DOCTYPE html>")
    # the summary: every graph and where to look
    for g in m["graphs"]:
        assert g["folder"] in p.stdout
    assert "report.html" in p.stdout and "a graph break" in p.stdout
    assert "[__fusion]" not in p.stderr        # the fusion log went to the graphs' files


def test_each_graphs_own_fusion_log_agrees_with_the_replay(trained):
    """The process-wide fusion log split at each graph's debug trace line: explain finds it beside the IR
    and every verdict Inductor logged for that graph is the replay's."""
    from inductor_lens.explain.explain import explain_file
    _p, run = trained
    m = json.loads((run / "run.json").read_text())
    logged = 0
    for g in m["graphs"]:
        ex = explain_file(run / g["folder"] / "ir_post_fusion.txt")
        a = ex.log_agreement
        assert a is not None, g["folder"]
        assert a["agree"] == a["pairs"], (g["folder"], a)
        logged += a["pairs"]
    assert logged > 0


def test_a_script_that_fails_after_compiling_keeps_its_graphs(tmp_path):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    script = ("import torch\n"
              "f = torch.compile(lambda x: (x.relu() + 1).sum())\n"
              "f(torch.randn(8, 8))\n"
              "raise SystemExit(3)\n")
    p, run = capture(tmp_path, script, "-o", "runs/failed")
    assert p.returncode == 3, p.stderr[-2000:]            # the script's status, passed through
    m = json.loads((run / "run.json").read_text())
    assert m["complete"] is False and m["exit_status"] == 3 and len(m["graphs"]) == 1
    assert any("failed (exit status 3)" in n for n in m["notes"])
    assert (run / m["graphs"][0]["folder"] / "ir_post_fusion.txt").is_file()


def test_a_script_that_compiles_nothing_says_so(tmp_path):
    p, run = capture(tmp_path, "print('no torch.compile here')\n")
    assert p.returncode == 0, p.stderr
    m = json.loads((run / "run.json").read_text())
    assert m["graphs"] == [] and m["complete"] is True
    assert "no graph was compiled" in p.stdout and not (run / "report.html").exists()
    # an existing run folder is never written over
    again = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "-o", str(run), "--", sys.executable, "-c", "0"],
                           capture_output=True, text=True, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})
    assert again.returncode == 2 and "already exists" in again.stderr


def test_runs_lists_captured_runs_and_debug_trees(trained, tmp_path):
    p, run = trained
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    listed = subprocess.run([sys.executable, "-m", "inductor_lens", "runs", "--json"], cwd=run.parent.parent.parent,
                            capture_output=True, text=True, env=env, timeout=120)
    assert listed.returncode == 0, listed.stderr
    runs = json.loads(listed.stdout)
    assert [Path(r["path"]).name for r in runs] == [run.name]
    assert runs[0]["captured"] and runs[0]["complete"] and len(runs[0]["graphs"]) == 4
    # a debug tree made without capture is a run too: its graphs by their ir_post_fusion.txt
    tree = subprocess.run([sys.executable, "-m", "inductor_lens", "runs", str(REPO / "tests/corpus/resnet18_train")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert tree.returncode == 0 and "(a debug tree)  2 graphs" in tree.stdout, tree.stdout + tree.stderr
    assert "g0_forward" in tree.stdout and "g1_backward" in tree.stdout
    empty = subprocess.run([sys.executable, "-m", "inductor_lens", "runs"], cwd=tmp_path, capture_output=True,
                           text=True, env=env, timeout=120)
    assert empty.returncode == 0 and "no runs here" in empty.stdout


def test_runs_with_a_broken_manifest_are_listed_with_why(tmp_path):
    """A run folder from someone else: a manifest that is not JSON, or not an object, is said as such
    and the other runs are listed as usual; a run.json that is a FIFO is never read (it would block)."""
    import os

    from inductor_lens.runs.listing import find_runs, render_runs
    root = tmp_path / "runs"
    for name, text in (("20260101-000000-bad", "{not json"), ("20260102-000000-list", "[1, 2]"),
                       ("20260103-000000-ok", '{"graphs": [{"folder": "g0_forward"}], "complete": true}')):
        (root / name).mkdir(parents=True)
        (root / name / "run.json").write_text(text)
    (root / "20260104-000000-fifo").mkdir()
    os.mkfifo(root / "20260104-000000-fifo" / "run.json")
    runs = find_runs(root)
    assert [r.path.name for r in runs] == ["20260103-000000-ok", "20260102-000000-list", "20260101-000000-bad"]
    assert [g.folder for g in runs[0].graphs] == ["g0_forward"] and runs[0].note is None
    assert runs[1].note.startswith("run.json unreadable") and runs[2].note.startswith("run.json unreadable")
    assert "note: run.json unreadable" in render_runs(runs)
