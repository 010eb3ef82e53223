"""``workspace_runs``: what the editor's Runs view lists for a workspace folder: the runs ``capture``
wrote there, each ``run_*`` folder of a ``torch_compile_debug/`` folder, and the graphs elsewhere, with
environments, hidden folders and ``node_modules`` skipped; a manifest's counts for a captured graph, none
for a debug tree's."""
from __future__ import annotations

import json
from pathlib import Path

from inductor_lens.runs.listing import workspace_runs


def graph(folder: Path, *files: str) -> Path:
    folder.mkdir(parents=True)
    for f in ("ir_post_fusion.txt", *files):
        (folder / f).write_text("")
    return folder


def test_workspace_runs_finds_captured_runs_debug_trees_and_loose_graphs(tmp_path):
    ws = tmp_path / "ws"
    runs = ws / ".inductor-lens" / "runs"
    for name, status in (("20260101-000000-train", 0), ("20260102-000000-train", 1)):
        graph(runs / name / "g0_forward", "ir_pre_fusion.txt", "fusion.log")
        (runs / name / "run.json").write_text(json.dumps({
            "start": name[:8], "command": ["python", "train.py"], "exit_status": status, "complete": status == 0,
            "graphs": [{"folder": "g0_forward", "kind": "forward", "files": ["ir_post_fusion.txt", "fusion.log"],
                        "nodes": 12, "kernel_nodes": 5, "unfused_edges": 3, "unfused_bytes": 4096, "error": None}]}))
    (runs / "20260101-000000-train" / "report.html").write_text("<html></html>")
    (runs / ".20260103-000000-train.x.partial").mkdir()      # a capture still writing: not a run yet
    dbg = ws / "torch_compile_debug"
    for r in ("run_2026_01_01_10_00_00_000000-pid_1", "run_2026_01_02_10_00_00_000000-pid_2"):
        graph(dbg / r / "torchinductor" / "model__0_forward_0.0", "output_code.py")
        graph(dbg / r / "torchinductor" / "model__0_backward_0.1")
    graph(ws / "copies" / "mlp" / "g0_inference")
    for skipped in (".venv", "node_modules", ".git", "venv"):
        graph(ws / skipped / "torch_compile_debug" / "run_x" / "g")
    graph(ws / "a" / "b" / "c" / "d" / "e" / "f" / "g")     # deeper than the walk goes

    got = workspace_runs(ws)
    assert [(r.path.relative_to(ws).as_posix(), r.captured) for r in got] == [
        (".inductor-lens/runs/20260102-000000-train", True),
        (".inductor-lens/runs/20260101-000000-train", True),
        ("torch_compile_debug/run_2026_01_02_10_00_00_000000-pid_2", False),
        ("torch_compile_debug/run_2026_01_01_10_00_00_000000-pid_1", False),
        (".", False)]
    newest, older = got[1].to_json(), got[0].to_json()
    assert newest["report"] == str(ws / ".inductor-lens/runs/20260101-000000-train/report.html")
    assert older["report"] is None and older["exit_status"] == 1 and older["complete"] is False
    assert newest["graphs"] == [{"folder": "g0_forward", "path": str(got[1].path / "g0_forward"), "kind": "forward", "compile_id": None,
                                 "frame": None, "nodes": 12, "kernel_nodes": 5, "unfused_edges": 3,
                                 "unfused_bytes": 4096, "files": ["ir_post_fusion.txt", "fusion.log"], "error": None}]
    tree = got[2].to_json()
    assert tree["captured"] is False and tree["report"] is None and tree["start"] is None
    assert [(g["folder"], g["kind"], g["files"], g["nodes"]) for g in tree["graphs"]] == [
        ("torchinductor/model__0_backward_0.1", "backward", ["ir_post_fusion.txt"], None),
        ("torchinductor/model__0_forward_0.0", "forward", ["ir_post_fusion.txt", "output_code.py"], None)]
    assert [(g["folder"], g["kind"]) for g in got[4].to_json()["graphs"]] == [("copies/mlp/g0_inference", "inference")]
    json.dumps([r.to_json() for r in got])      # the protocol's answer is plain JSON


def test_workspace_runs_of_a_folder_without_any(tmp_path):
    assert workspace_runs(tmp_path) == [] and workspace_runs(tmp_path / "gone") == []
    # a broken manifest is a run that says why, not a failure of the listing
    bad = tmp_path / ".inductor-lens" / "runs" / "20260101-000000-x"
    bad.mkdir(parents=True)
    (bad / "run.json").write_text('{"graphs": [{"folder": 3}]}')
    (r,) = workspace_runs(tmp_path)
    assert r.captured and r.note.startswith("run.json unreadable") and r.to_json()["graphs"] == []
