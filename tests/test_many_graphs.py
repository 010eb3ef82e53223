"""A debug tree of many graphs (issue 39 M8): listed whole and in compile order (numbers in folder names
compared as numbers: g2 before g10), and when the walk's bound stops it, said, and refused by ``lock`` /
``check`` / ``compare`` (a lock of part of a run would check part of it); it used to stop silently at 200
graphs, in name order (g0, g1, g10, g100, ...)."""
from __future__ import annotations

import shutil

import pytest
from conftest import CORPUS

from inductor_lens.runs import listing
from inductor_lens.runs.compare import CompareError, run_graphs
from inductor_lens.runs.lock import LockError, lock_run

SRC = CORPUS / "softmax_scale" / "g0_inference"


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    root = tmp_path_factory.mktemp("tree") / "torch_compile_debug"
    for i in range(250):
        d = root / "torchinductor" / f"model__{i}_inference_{i}.0"
        d.mkdir(parents=True)
        shutil.copyfile(SRC / "ir_post_fusion.txt", d / "ir_post_fusion.txt")
    return root


def test_every_graph_in_compile_order(tree):
    (run,) = listing.find_runs(tree)
    names = [g.path.name for g in run.graphs]
    assert len(names) == 250 and run.note is None
    assert names[:3] == ["model__0_inference_0.0", "model__1_inference_1.0", "model__2_inference_2.0"]
    assert names.index("model__9_inference_9.0") < names.index("model__10_inference_10.0")
    assert len(run_graphs(tree)) == 250


def test_a_walk_cut_by_its_bound_is_said_and_refused(tree, monkeypatch):
    monkeypatch.setattr(listing, "MAX_TREE_GRAPHS", 100)
    (run,) = listing.find_runs(tree)
    assert len(run.graphs) == 100 and "left out" in run.note
    with pytest.raises(CompareError, match="left out"):
        run_graphs(tree)
    with pytest.raises(LockError, match="left out"):
        lock_run(tree)
