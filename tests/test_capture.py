"""``inductor-lens capture``: a real script run under the debug environment (torch on CPU), its graphs kept
as a run folder with a manifest, each graph's own fusion log and a report; the exit status passed through."""
from __future__ import annotations

import json
import shutil
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


def capture(tmp: Path, script: str, *extra: str, env: dict[str, str] | None = None
            ) -> tuple[subprocess.CompletedProcess, Path]:
    (tmp / "script.py").write_text(script)
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", *extra, "--", sys.executable, "script.py"],
                       cwd=tmp, capture_output=True, text=True, timeout=600,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp), **(env or {})})
    runs = sorted((tmp / ".inductor-lens" / "runs").glob("*")) if not extra else [tmp / extra[1]]
    return p, runs[-1] if runs else tmp / "missing"


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    tmp = tmp_path_factory.mktemp("capture")
    return capture(tmp, TRAIN)


@pytest.mark.slow
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


@pytest.mark.slow
def test_each_graph_records_its_frame_and_the_graph_break_that_ended_it(trained):
    """The compiled Python frame of each graph (function, file, first line), from the structured trace's
    compilation metrics: the forward and backward of a frame share it; the frame after the graph break is
    Dynamo's resume function at the line of the break."""
    p, run = trained
    m = json.loads((run / "run.json").read_text())
    by_id: dict[str, list] = {}
    for g in m["graphs"]:
        by_id.setdefault(g["compile_id"], []).append(g)
    assert sorted(by_id) == ["0/0", "1/0"], sorted(by_id)
    assert sorted(g["kind"] for g in by_id["0/0"]) == ["backward", "forward"]
    first, second = by_id["0/0"][0]["frame"], by_id["1/0"][0]["frame"]
    lines = TRAIN.splitlines()
    assert first["function"] == "step" and Path(first["file"]).name == "script.py"
    assert lines[first["line"] - 1].startswith("def step(")
    assert first["graph_break"].startswith("Failed to trace builtin operator") and "print" in first["graph_break"]
    assert second["function"].startswith("torch_dynamo_resume_in_step_at_")
    assert "print(" in lines[second["line"] - 1] and second["graph_break"] is None
    assert "frame 0/0: step (script.py:" in p.stdout and "graph break: Failed to trace builtin operator" in p.stdout
    # a CPU run: no GPU properties in the generated code; no nvidia-smi here
    assert all(g["device_properties"] == [] for g in m["graphs"])


@pytest.mark.slow
def test_the_report_has_the_runs_index_with_its_graph_break_and_compile_times(trained):
    """The run's report.html carries an index above its maps (issue 41; tlparse's index page has these):
    every graph with its frame, compile times and map, the graph break with the line it broke at (the
    resume function's) and Dynamo's reason, the run's compile time and torch version."""
    import re as _re

    from inductor_lens.explain.html import run_index
    _p, run = trained
    m = json.loads((run / "run.json").read_text())
    for g in m["graphs"]:        # each frame's compile time and Inductor's share, from compilation metrics
        assert 0 < g["frame"]["inductor_s"] <= g["frame"]["compile_s"], g["frame"]
    html = (run / "report.html").read_text()
    data = json.loads(_re.search(r'<script type="application/json" id="map-data">(.*?)</script>', html, _re.S).group(1))
    idx = data["run"]
    assert idx == run_index(run, [g["name"] for g in data["graphs"]])
    assert [g["folder"] for g in idx["graphs"]] == [g["folder"] for g in m["graphs"]]
    assert all(data["graphs"][g["map"]]["name"] == g["folder"] for g in idx["graphs"])
    (brk,) = idx["breaks"]
    lines = TRAIN.splitlines()
    assert brk["function"] == "step" and brk["reason"].startswith("Failed to trace builtin operator")
    assert "print(" in lines[brk["at"] - 1]                   # the line it broke at
    frames = {g["compile_id"]: g["frame"]["compile_s"] for g in m["graphs"]}
    assert idx["compile_s"] == pytest.approx(sum(frames.values()), abs=0.002) and idx["torch"] == "2.14.1"


@pytest.mark.slow
def test_a_backward_graph_inductor_returned_as_it_was_says_why_it_has_no_ir(tmp_path):
    """An addition's backward has no operation (its gradients pass through): Inductor compiles nothing
    and writes no IR ("backward no-op"). The run says so for that graph (not just "no ir_post_fusion.txt"),
    and the report's index lists it without a map, with that reason."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    script = ("import torch\n"
              "x, y = torch.randn(8, requires_grad=True), torch.randn(8, requires_grad=True)\n"
              "torch.compile(lambda a, b: a + b)(x, y).sum().backward()\n")
    p, run = capture(tmp_path, script)
    assert p.returncode == 0, p.stderr[-2000:]
    m = json.loads((run / "run.json").read_text())
    (bw,) = [g for g in m["graphs"] if g["kind"] == "backward"]
    assert bw["frame"]["backward_noop"] is True and "ir_post_fusion.txt" not in bw["files"]
    assert bw["error"].startswith("no ir_post_fusion.txt: Inductor compiled nothing for this backward graph")
    assert "backward no-op" in bw["error"] and bw["error"] in p.stdout
    from inductor_lens.explain.html import run_index
    idx = run_index(run, ["g0_forward"])
    assert [(g["folder"], g["map"], g["error"]) for g in idx["graphs"]] == [("g0_forward", 0, None), (bw["folder"], None, bw["error"])]


@pytest.mark.slow
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


@pytest.mark.slow
def test_a_script_that_fails_after_compiling_keeps_its_graphs(tmp_path):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    script = ("import torch\n"
              "f = torch.compile(lambda x: (x.relu() + 1).sum())\n"
              "f(torch.randn(8, 8))\n"
              "raise SystemExit(3)\n")
    mine = tmp_path / "my_debug"             # the user's own debug folder: never written by a capture
    (mine / "torch_compile_debug").mkdir(parents=True)
    (mine / "torch_compile_debug" / "keep.txt").write_text("mine")
    p, run = capture(tmp_path, script, "-o", "runs/failed", env={"TORCH_COMPILE_DEBUG_DIR": str(mine)})
    assert p.returncode == 3, p.stderr[-2000:]            # the script's status, passed through
    assert [x.name for x in mine.rglob("*")] == ["torch_compile_debug", "keep.txt"]
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


@pytest.mark.slow
def test_runs_lists_captured_runs_and_debug_trees(trained, tmp_path):
    p, run = trained
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
    listed = subprocess.run([sys.executable, "-m", "inductor_lens", "runs", "--json"], cwd=run.parent.parent.parent,
                            capture_output=True, text=True, env=env, timeout=120)
    assert listed.returncode == 0, listed.stderr
    runs = json.loads(listed.stdout)
    assert [Path(r["path"]).name for r in runs] == [run.name]
    assert runs[0]["captured"] and runs[0]["complete"] and len(runs[0]["graphs"]) == 4
    assert runs[0]["report"] == str(run / "report.html")
    manifest = json.loads((run / "run.json").read_text())
    for listed_graph, g in zip(runs[0]["graphs"], manifest["graphs"]):
        assert listed_graph["path"] == str(run / g["folder"])
        for k in ("folder", "kind", "files", "frame", "compile_id", "nodes", "kernel_nodes", "unfused_edges",
                  "unfused_bytes"):
            assert listed_graph[k] == g[k], k
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
    assert runs[0].graphs[0].kind == "graph" and runs[0].graphs[0].nodes is None   # absent facts stay absent
    assert runs[1].note.startswith("run.json unreadable") and runs[2].note.startswith("run.json unreadable")
    assert "note: run.json unreadable" in render_runs(runs)


@pytest.mark.slow
def test_a_torch_logs_capture_made_without_capture_is_a_run(trained, tmp_path):
    """The same training step run by the user without ``capture``, with ``TORCH_COMPILE_DEBUG=1`` and their
    own ``TORCH_LOGS=ir_pre_fusion,ir_post_fusion,fusion`` stderr kept (4 graphs: two frames, each forward
    and backward, all in one file). The captured run's manifest matches that debug tree (its Inductor
    graph folders, kinds and IR); the debug tree and the log are runs too: ``runs`` lists their graphs,
    ``report`` draws one map per graph of the log with the same edges as the captured run's graph, and
    ``explain`` agrees with every verdict logged in it."""
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.explain.html import build_report
    from inductor_lens.runs.listing import find_runs
    _p, run = trained
    (tmp_path / "script.py").write_text(TRAIN)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1",
           "TORCH_LOGS": "ir_pre_fusion,ir_post_fusion,fusion", "TORCH_COMPILE_DEBUG": "1",
           "TORCH_COMPILE_DEBUG_DIR": str(tmp_path / "debug")}
    p = subprocess.run([sys.executable, "script.py"], cwd=tmp_path, capture_output=True, text=True, env=env,
                       timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    # the captured manifest against the user's own debug tree of the same script
    m = json.loads((run / "run.json").read_text())
    tree = sorted((tmp_path / "debug").glob("torch_compile_debug/run_*/torchinductor/model__*"))
    assert sorted(g["inductor_id"] for g in m["graphs"]) == sorted(d.name for d in tree)
    for g in m["graphs"]:
        d = next(d for d in tree if d.name == g["inductor_id"])
        assert g["kind"] in d.name
        for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
            assert (run / g["folder"] / f).read_text() == (d / f).read_text(), (g["folder"], f)
    (listed_tree,) = find_runs(tmp_path / "debug")
    assert sorted(x.kind for x in listed_tree.graphs) == sorted(g["kind"] for g in m["graphs"])
    logs = tmp_path / "torch_logs.txt"
    logs.write_text(p.stderr)
    runs = find_runs(logs)
    assert len(runs) == 1 and runs[0].source == "torch-logs" and not runs[0].captured
    # compiled in this order: frame 0's forward, frame 1's forward and backward, frame 0's backward
    assert [g.folder for g in runs[0].graphs] == ["[0/0]", "[1/0]", "[1/0] #2", "[0/0] #2"]
    assert [g.compile_id for g in runs[0].graphs] == ["0/0", "1/0", "1/0", "0/0"]
    rep = build_report(logs)
    assert rep.graphs == [f"torch_logs.txt {g.folder}" for g in runs[0].graphs] and not rep.skipped
    captured = [map_data(build_report(run / g["folder"] / "ir_post_fusion.txt").html)[0] for g in m["graphs"]]
    mine = map_data(rep.html)          # the same graphs as the captured run's, edge for edge
    assert [sorted((e["source"], e["target"], e["reason"]) for e in d["data"]["edges"]) for d in mine] == [
        sorted((e["source"], e["target"], e["reason"]) for e in d["data"]["edges"]) for d in captured]
    ex = explain_file(logs)
    a = ex.log_agreement
    assert a is not None and a["pairs"] > 0 and a["agree"] == a["pairs"], a
    listed = subprocess.run([sys.executable, "-m", "inductor_lens", "runs", str(logs)], capture_output=True,
                            text=True, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert "(a TORCH_LOGS capture)  4 graphs" in listed.stdout, listed.stdout + listed.stderr
    # compare takes the log's graphs one by one: against itself (matched by compile id), and against the
    # captured run of the same script (matched in compile order): nothing changed, every node aligned
    from inductor_lens.runs.compare import compare
    c = compare(logs, logs)
    assert [(g.a, g.b) for g in c.graphs] == [(g.folder, g.folder) for g in runs[0].graphs]
    assert all(g.changes == [] and g.kernels is not None and g.aligned > 0 for g in c.graphs), c.to_json()
    c = compare(logs, run)
    assert [g.a for g in c.graphs] == [g.folder for g in runs[0].graphs], c.to_json()
    assert [g.b for g in c.graphs] == [g["folder"] for g in m["graphs"]], c.to_json()
    assert all(g.changes == [] and g.kernels[0] == g.kernels[1] for g in c.graphs), c.to_json()


def map_data(html: str) -> list[dict]:
    """The graphs' map data a report carries."""
    start = '<script type="application/json" id="map-data">'
    return json.loads(html.split(start, 1)[1].split("</script>", 1)[0])


@pytest.mark.slow
def test_the_bundled_resnet50_script_names_the_seed_pairs_source_lines(tmp_path):
    """The bundled example as a script (``python -m inductor_lens.examples.compile_resnet50``) captured as a
    new user would: its graph is the bundled IR, Inductor's logged verdicts all agree with the replay, and
    the summary leads with the seed document's pair, BatchNorm+ReLU op3 -> max-pool op4, and the lines of
    torchvision's resnet.py it comes from."""
    require_module("torchvision", "INDUCTOR_LENS_REQUIRE_TORCH")
    from inductor_lens.explain.explain import explain_file
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "--", sys.executable, "-m",
                        "inductor_lens.examples.compile_resnet50"], cwd=tmp_path, capture_output=True, text=True,
                       timeout=900, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert p.returncode == 0, p.stderr[-3000:]
    run = next((tmp_path / ".inductor-lens" / "runs").glob("*-compile_resnet50"))
    m = json.loads((run / "run.json").read_text())
    assert [g["folder"] for g in m["graphs"]] == ["g0_inference"]
    g = m["graphs"][0]
    assert (g["nodes"], g["kernel_nodes"]) == (123, 69)
    assert g["frame"]["function"] == "forward" and Path(g["frame"]["file"]).name == "resnet.py"
    bundled = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"
    assert (run / "g0_inference" / "ir_post_fusion.txt").read_text() == bundled.read_text()
    a = explain_file(run / "g0_inference" / "ir_post_fusion.txt").log_agreement
    assert a is not None and a["pairs"] == a["agree"] == 13, a
    top = g["missed"][0]
    assert (top["producer"], top["consumer"], top["reason"]) == ("op3", "op4", "no_shared_data")
    lines = p.stdout.splitlines()
    i = lines.index("largest missed fusions:")
    assert lines[i + 1].split() [:4] == ["g0_inference:", "op3", "->", "op4"], lines[i + 1]
    assert [x.strip() for x in lines[i + 2:i + 5]] == [
        "op3: resnet.py:269 x = self.bn1(x)", "op3: resnet.py:270 x = self.relu(x)",
        "op4: resnet.py:271 x = self.maxpool(x)"]
    assert "resnet50: compiled and ran in" in p.stdout            # the script's own output, untouched


@pytest.mark.slow
def test_ctrl_c_ends_the_command_and_its_children_and_keeps_the_graphs(tmp_path):
    """Ctrl-C on capture: the command (in its own session) and the process it started are ended, the
    graph compiled before is kept in a run marked incomplete, and capture exits 130."""
    import os
    import signal
    import time
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    (tmp_path / "script.py").write_text(
        "import subprocess, sys, time, torch\n"
        "torch.compile(lambda x: (x.relu() * 2).sum())(torch.randn(8, 8))\n"
        "child = subprocess.Popen(['sleep', '300'])\n"
        "open('child.pid', 'w').write(str(child.pid))\n"
        "print('compiled', flush=True)\n"
        "time.sleep(300)\n")
    proc = subprocess.Popen([sys.executable, "-m", "inductor_lens", "capture", "-o", "runs/stopped", "--",
                             sys.executable, "script.py"], cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    deadline = time.time() + 600
    while not (tmp_path / "child.pid").exists() or not (tmp_path / "child.pid").read_text():
        assert proc.poll() is None and time.time() < deadline, "the script did not reach its sleep"
        time.sleep(0.5)
    grandchild = int((tmp_path / "child.pid").read_text())
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err[-2000:]
    assert "capture interrupted" in err
    run = tmp_path / "runs" / "stopped"
    m = json.loads((run / "run.json").read_text())
    assert m["complete"] is False and len(m["graphs"]) == 1 and any("interrupted" in n for n in m["notes"])
    assert (run / "g0_inference" / "ir_post_fusion.txt").is_file()
    assert not list((tmp_path / "runs").glob(".*partial"))
    for _ in range(50):                 # the script's own child is gone too
        try:
            os.kill(grandchild, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"process {grandchild} started by the script is still running")


@pytest.mark.slow
def test_a_cuda_capture_on_the_simulated_h200(tmp_path):
    """Without a GPU: capture wraps the corpus generator's simulated-H200 worker (Inductor's Triton backend
    for an sm_90 device with 132 SMs, nothing launched). The manifest records the CUDA device of the graph
    and the GPU the kernels were generated for; the graph is the committed CUDA fixture's, and its fusion
    log (split by capture) agrees with the replay."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    from inductor_lens.explain.explain import explain_file
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "--name", "h200", "--", sys.executable,
                        str(REPO / "tests" / "corpus" / "generate.py"), "--worker", "mlp_gelu_layernorm",
                        "--device", "cuda"], cwd=tmp_path, capture_output=True, text=True, timeout=900,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert p.returncode == 0, p.stderr[-3000:]
    run = next((tmp_path / ".inductor-lens" / "runs").glob("*-h200"))
    m = json.loads((run / "run.json").read_text())
    (g,) = m["graphs"]
    assert g["devices"] == ["cuda:0"] and "on cuda:0" in p.stdout
    (props,) = g["device_properties"]
    assert (props["type"], props["cc"], props["multi_processor_count"], props["warp_size"]) == ("cuda", 90, 132, 32)
    fixture = REPO / "tests" / "corpus" / "mlp_gelu_layernorm_cuda" / "g0_inference"
    assert (run / g["folder"] / "ir_post_fusion.txt").read_text() == (fixture / "ir_post_fusion.txt").read_text()
    a = explain_file(run / g["folder"] / "ir_post_fusion.txt").log_agreement
    assert a is not None and a["pairs"] == a["agree"] > 0, a
    if shutil.which("nvidia-smi") is None:   # a CPU machine: the machine's GPUs are not guessed
        assert m["gpus"] == []


SPAWN = '''
import torch
import torch.multiprocessing as mp


def scaled_softmax(x):
    return (x.relu() * 2).softmax(-1).sum(0)


def shifted_mean(x):
    return (x.sigmoid() + 1).mean(-1)


def work(rank):
    torch.set_num_threads(1)
    fn = scaled_softmax if rank == 0 else shifted_mean
    print(rank, torch.compile(fn)(torch.randn(32, 32)).shape, flush=True)


if __name__ == "__main__":
    mp.spawn(work, nprocs=2)
'''


@pytest.mark.slow
def test_processes_that_compile_at_once_each_keep_their_own_fusion_log_and_frame(tmp_path):
    """Two processes (as torchrun ranks or spawned workers do) compile at the same time and write one
    stderr: the fusion log is split per process by the pid in its prefix, so each graph's log agrees with
    its replay, and each graph names its own process's frame."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    from inductor_lens.explain.explain import explain_file
    p, run = capture(tmp_path, SPAWN)
    assert p.returncode == 0, p.stderr[-3000:]
    m = json.loads((run / "run.json").read_text())
    assert len(m["graphs"]) == 2 and len({g["pid"] for g in m["graphs"]}) == 2
    assert sorted(g["frame"]["function"] for g in m["graphs"]) == ["scaled_softmax", "shifted_mean"]
    for g in m["graphs"]:
        ir = (run / g["folder"] / "ir_post_fusion.txt").read_text()
        assert ("exp" in ir) == (g["frame"]["function"] == "scaled_softmax"), g["folder"]   # its own graph
        a = explain_file(run / g["folder"] / "ir_post_fusion.txt").log_agreement
        assert a is not None and a["pairs"] == a["agree"] > 0, (g["folder"], a)
    assert f"in process {m['graphs'][0]['pid']}" in p.stdout


def test_a_captured_runs_page_is_titled_with_its_name(tmp_path):
    """The report of a capture is written in a temporary folder (``.NAME.x8k2_q1.partial``): its title is
    the run's name, without the folder's random part nor its time stamp (``train_cnn.j6a98ztn`` was)."""
    import shutil

    from inductor_lens.runs.capture import _report, run_title
    assert run_title("20261205-061530-train_cnn") == "train_cnn" and run_title("my-run") == "my-run"
    partial = tmp_path / ".20261205-061530-train_cnn.j6a98ztn.partial"
    shutil.copytree(REPO / "tests" / "corpus" / "resnet50_eval" / "g0_inference", partial / "g0_inference")
    _report(partial, {}, name=run_title("20261205-061530-train_cnn"))
    html = (partial / "report.html").read_text()
    assert "<title>Fusion map: train_cnn</title>" in html and "j6a98ztn" not in html


def test_the_summary_names_no_tiny_missed_fusion(tmp_path):
    """"largest missed fusions" leaves out edges under 4,096 bytes and 0.1% of their graph's traffic (an
    8-byte edge between two scalars led a user's list), and says how many it left out; with only such
    edges it says none is worth a look."""
    from inductor_lens.runs.capture import CapturedGraph, Run, summary

    def edge(p, q, n):
        return {"producer": p, "consumer": q, "reason": "no_shared_data", "title": "No shared data", "bytes": n,
                "sources": {"producer": [], "consumer": []}}
    g = CapturedGraph("g0_forward", 0, "forward", total_bytes=10_000_000, unfused_bytes=60_000)
    g.missed = [edge("op1", "op2", 8), edge("op3", "op4", 50_000), edge("op5", "op6", 2_000)]
    text = summary(Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[g]))
    assert "largest missed fusions: (2 smaller ones left out: under 4,096 bytes and 0.1% of their graph's traffic)" in text
    assert "op3 -> op4" in text and "op1 -> op2" not in text and "op5 -> op6" not in text
    small = CapturedGraph("g1_backward", 1, "backward", total_bytes=16_000)
    small.missed = [edge("op1", "op2", 8), edge("op7", "op8", 1_000)]
    text = summary(Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[small]))
    assert "op7 -> op8" in text and "op1 -> op2" not in text       # 1,000 bytes: 6% of a small graph
    g.missed = [edge("op1", "op2", 8)]
    text = summary(Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[g]))
    assert "largest missed fusions: none worth a look" in text


def test_the_summary_has_colours_in_a_terminal_only(tmp_path, monkeypatch):
    """In a terminal (a VS Code task's too) the capture summary has colours: its headings bold, notes yellow,
    a graph without counts dim, the missed fusions' bytes red, the paths cyan; NO_COLOR and a pipe get the
    plain text (issue 41: "no colour in the terminal")."""
    import io

    from inductor_lens.cli import colour_wanted, terminal_colours
    from inductor_lens.runs.capture import CapturedGraph, Run, summary
    g = CapturedGraph("g0_forward", 0, "forward", nodes=4, kernel_nodes=2, unfused_edges=1, unfused_bytes=50_000,
                      total_bytes=1_000_000)
    g.missed = [{"producer": "op3", "consumer": "op4", "reason": "no_shared_data", "title": "No shared data",
                 "bytes": 50_000, "sources": {"producer": [], "consumer": []}}]
    bw = CapturedGraph("g1_backward", 1, "backward", error="no ir_post_fusion.txt: Inductor compiled nothing")
    text = summary(Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[g, bw], notes=["a note"]))
    coloured = terminal_colours(text)
    assert "\x1b[1mcaptured 2 graphs" in coloured and "\x1b[33mnote: a note\x1b[0m" in coloured
    assert "\x1b[2m  g1_backward      no ir_post_fusion.txt" in coloured
    assert "op3 -> op4  \x1b[31m0.05 MB\x1b[0m  No shared data" in coloured
    assert "\x1b[36mopen:" in coloured and "\x1b[36m  " not in coloured.split("open:")[0]   # only the paths
    assert coloured.replace("\x1b[1m", "").replace("\x1b[2m", "").replace("\x1b[31m", "").replace(
        "\x1b[33m", "").replace("\x1b[36m", "").replace("\x1b[0m", "") == text

    class Tty(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert colour_wanted(Tty()) and not colour_wanted(io.StringIO())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not colour_wanted(Tty())


def test_a_damaged_manifest_gives_no_index_or_a_partial_one(tmp_path):
    """The report's run index reads run.json as data that may be damaged or hand-written: wrong types give
    an empty part or no index, never an exception (the report is still written)."""
    from inductor_lens.explain.html import build_report, run_index
    for bad in ({"graphs": 3, "command": "abc", "gpus": "x", "versions": 3, "notes": 7},
                {"graphs": [{"frame": {"file": [1], "function": "torch_dynamo_resume_in_f_at_3", "graph_break": "x",
                                       "line": 1}, "compile_id": "0/0"},
                            {"frame": {"file": [1], "function": "f", "graph_break": "y", "line": 1}, "compile_id": "1/0"}]},
                {"graphs": [{"frame": {"compile_s": float("nan")}, "folder": ["x"]}]}, [], "text"):
        (tmp_path / "run.json").write_text(json.dumps(bad))
        idx = run_index(tmp_path, [])
        assert idx is None or isinstance(idx["graphs"], list)
    (tmp_path / "run.json").write_text("{not json")
    assert run_index(tmp_path, []) is None
    shutil.copytree(REPO / "tests/corpus/resnet50_eval/g0_inference", tmp_path / "g0_inference")
    (tmp_path / "run.json").write_text(json.dumps({"graphs": 3}))
    assert build_report(tmp_path).graphs == ["g0_inference"]
