"""``inductor-lens whatif RUN --set NAME=VALUE`` (issue 38 item 1): the run's graphs replayed with other
config values, reported as ``compare`` reports two runs.

The truth is Inductor itself: each config fixture (``tests/corpus/configs/``, a real compile of one model
under one knob; for ``triton.nested_reduction``, torch 2.15 compiles in ``tests/corpus/torch215_nested/`` and
torch 2.14 compiles in ``tests/corpus/torch214_nested/``)
has the default-config compile of the same model beside it (its ``meta.json``'s
``default_fixture``). ``whatif`` on the default run with the fixture's knob must predict the knob run's
post-fusion groups exactly, and report the changes ``compare`` reports between the two real runs."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.compare import compare
from inductor_lens.runs.whatif import PREDICTABLE, WhatIfError, parse_sets, whatif

CONFIGS = CORPUS / "configs"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          cwd=REPO, timeout=300)


def _knob_fixtures() -> list[Path]:
    """The config fixtures, and the models compiled under one knob their source sets (``triton.nested_reduction``:
    torch 2.15 turning it off, ``tests/corpus/torch215_nested/*_off_cuda``; torch 2.14 turning it on,
    ``tests/corpus/torch214_nested/*_on_cuda``; max-autotune's ``prologue_fusion`` and ``epilogue_fusion`` off,
    ``tests/corpus/mm_prologue_rules_off_cuda``, ``bmm_attention_epilogue_off_cuda``)."""
    out = []
    for d in sorted([*CONFIGS.iterdir(), *(CORPUS / "torch215_nested").iterdir(),
                     *(CORPUS / "torch214_nested").iterdir(), *CORPUS.glob("*_cuda"), *CORPUS.glob("*_off")]):
        meta = d / "meta.json"
        if meta.is_file():
            m = json.loads(meta.read_text())
            if m.get("default_fixture") and all(k in PREDICTABLE for k in m["config"]):
                out.append(d)
    return out


def test_every_predictable_knob_has_fixtures_cpu_gpu_and_training():
    found = _knob_fixtures()
    knobs = {k for d in found for k in json.loads((d / "meta.json").read_text())["config"]}
    assert knobs == set(PREDICTABLE), knobs
    assert any(d.name.endswith("_cuda") for d in found) and any(not d.name.endswith("_cuda") for d in found)
    assert any(json.loads((d / "meta.json").read_text())["mode"] == "train" for d in found)


@pytest.mark.parametrize("fixture", _knob_fixtures(), ids=lambda p: p.name)
def test_whatif_predicts_the_knob_runs_groups_and_compares_as_compare_does(fixture):
    meta = json.loads((fixture / "meta.json").read_text())
    default = REPO / meta["default_fixture"]
    sets = parse_sets([f"{k}={v}" for k, v in meta["config"].items()])
    w = whatif(default, sets)
    real = compare(default, fixture)
    assert [g.comparison.a for g in w.graphs] == [g.a for g in real.graphs]
    for predicted, gc in zip(w.graphs, real.graphs):
        post = fixture / gc.b / "ir_post_fusion.txt"
        groups = sorted(sorted(n.name for n in leaves(t)) for t in parse_file(post).sections[-1].nodes
                        if len(leaves(t)) > 1)
        assert sorted(sorted(g) for g in predicted.groups) == groups, gc.b
        mine = sorted((c.kind, c.a, c.b, c.reason) for c in predicted.comparison.changes)
        theirs = sorted((c.kind, c.a, c.b, c.reason) for c in gc.changes)
        assert mine == theirs
        assert predicted.comparison.kernels == gc.kernels and predicted.comparison.config == gc.config
    assert meta["differs_from_default"] is False or any(g.comparison.changes for g in w.graphs)


def test_values_are_checked_and_the_unpredictable_refused_with_the_recompile():
    assert parse_sets(["max_fusion_size=8", "aggressive_fusion=true",
                       "torch._inductor.config.max_fusion_unique_io_buffers=none"]) == \
        {"max_fusion_size": 8, "aggressive_fusion": True, "max_fusion_unique_io_buffers": None}
    for bad, said in (("max_fusion_size=0", "at least 1"), ("max_fusion_size=big", "an integer"),
                      ("aggressive_fusion=maybe", "a boolean"), ("max_fusion_size", "NAME=VALUE"),
                      ("no_such_knob=1", "not a fusion knob")):
        with pytest.raises(WhatIfError, match=said):
            parse_sets([bad])
    for knob in ("realize_opcount_threshold=4", "split_reductions=false", "loop_ordering_after_fusion=false",
                 "triton.multi_kernel=1", "benchmark_combo_kernel=true"):
        with pytest.raises(WhatIfError) as e:
            parse_sets([knob])
        msg = str(e.value)
        assert "cannot be predicted from the text" in msg and f"inductor-lens capture --set {knob} -- " in msg
        assert "\n" not in msg


def test_the_command_line_text_and_json():
    run = REPO / "tests/corpus/pairs/block_max_fusion/a"
    r = cli("whatif", str(run), "--set", "max_fusion_size=2")
    assert r.returncode == 0, r.stderr
    assert "B: predicted with max_fusion_size=2" in r.stdout
    assert "fusion lost: A's op0_op1_op2_op3 is 2 kernels in B (op0_op1 + op2_op3)" in r.stdout
    assert '[Inductor would log: "exceeds max fusion"]' in r.stdout and '[Inductor: "exceeds' not in r.stdout
    r = cli("whatif", str(run), "--set", "max_fusion_size=2", "--json")
    j = json.loads(r.stdout)
    (g,) = j["graphs"]
    assert j["set"] == {"max_fusion_size": 2} and ["op0", "op1"] in g["groups"]
    assert {c["kind"] for c in g["changes"]} >= {"fusion_lost"} and g["config"] == {"max_fusion_size": [64, 2]}
    r = cli("whatif", str(run), "--set", "realize_opcount_threshold=4")
    assert r.returncode == 2 and "capture --set realize_opcount_threshold=4" in r.stderr


def test_with_a_gpu_the_graphs_estimated_time_before_and_after():
    """--gpu: the roofline estimate of the generated kernels of the run and of the prediction (splitting
    the block's fused kernels costs launches and traffic)."""
    run = REPO / "tests/corpus/pairs/block_max_fusion_cuda/a"
    r = cli("whatif", str(run), "--set", "max_fusion_size=2", "--gpu", "auto", "--json")
    assert r.returncode == 0, r.stderr
    j = json.loads(r.stdout)
    assert j["gpu"]["key"] == "H200"
    a, b = j["graphs"][0]["time_us"]
    assert 0 < a < b
    r = cli("whatif", str(run), "--set", "max_fusion_size=2", "--gpu", "h100")
    assert "estimated time of the generated kernels on H100 SXM (roofline, --gpu)" in r.stdout
    assert cli("whatif", str(run), "--set", "max_fusion_size=2", "--gpu", "nope").returncode == 2
    assert "time_us" not in json.loads(cli("whatif", str(run), "--set", "max_fusion_size=2", "--json").stdout)["graphs"][0]


@pytest.mark.parametrize("model", ["transformer_train", "resnet18_train", "cpp_template", "index_ops",
                                   "tp_block_train"])
def test_a_prediction_that_changes_nothing_counts_the_runs_kernels(model):
    """The predicted graph is laid out in the run's own schedule (``combo.schedule_like``): on CPU a C++ function
    ends at an extern call, so the pre-fusion order (a fused node at its first member) miscounted them where
    nothing changed (the transformer's backward said "10 -> 6", ResNet18's forward "21 -> 22")."""
    w = whatif(CORPUS / model, parse_sets(["max_fusion_size=64"]))
    for g in w.graphs:
        c = g.comparison
        assert not c.changes and c.kernels[0] == c.kernels[1], (c.a, c.kernels)
