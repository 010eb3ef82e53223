"""What would fuse this pair? (issue 38 item 2, ``explain --suggest``, ``runs/suggest.py``): for a pair
refused because of a knob, the knob and the smallest value that fuses it (the config fixtures, where
the knob is the only difference from the default run that fused them); for a structural refusal, "no
config fuses it" with the reason under the most permissive values (the seed pair, ResNet50 op3 -> op4).
The recompiles that confirm the suggestions are in tests/test_suggest_verify.py (slow tier)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.suggest import suggest

CONFIGS = CORPUS / "configs"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}
EXAMPLE = REPO / "server/inductor_lens/examples/resnet50/ir_post_fusion.txt"

#: (config fixture, a pair the knob keeps apart, the knob --suggest must name)
KNOB_PAIRS = [
    ("block_max_fusion_size", ("op0_op1", "op2_op3"), "max_fusion_size"),
    ("block_max_fusion_size_cuda", None, "max_fusion_size"),
    ("convnet_score_threshold", ("op0", "op5"), "score_fusion_memory_threshold"),
    ("convnet_score_threshold_cuda", None, "score_fusion_memory_threshold"),
    ("block_unique_io_buffers", ("op0_op1_op2", "op3"), "max_fusion_unique_io_buffers"),
    ("block_unique_io_buffers_cuda", None, "max_fusion_unique_io_buffers"),
    ("convnet_cpp_horizontal", ("op0", "op5"), "cpp.max_horizontal_fusion_size"),
    ("tp_mlp_comm_overlap", ("op11_op13", "op14"), "reorder_for_compute_comm_overlap"),
    ("tp_mlp_comm_overlap_cuda", None, "reorder_for_compute_comm_overlap"),
]
REFUSED_BY = {"max_fusion_size": "exceeds_max_fusion", "score_fusion_memory_threshold": "score_threshold",
              "max_fusion_unique_io_buffers": "too_many_io_buffers",
              "cpp.max_horizontal_fusion_size": "cpp_backend_veto", "reorder_for_compute_comm_overlap": "no_fuse_buffer"}


def _default_groups(fixture: str) -> set[frozenset]:
    meta = json.loads((CONFIGS / fixture / "meta.json").read_text())
    post = REPO / meta["default_fixture"] / "g0_inference" / "ir_post_fusion.txt"
    return {frozenset(n.name for n in leaves(t)) for t in parse_file(post).sections[-1].nodes if len(leaves(t)) > 1}


@pytest.mark.parametrize("fixture,pair,knob", KNOB_PAIRS, ids=[k[0] for k in KNOB_PAIRS])
def test_a_pair_a_knob_keeps_apart_gets_that_knob(fixture, pair, knob):
    post = CONFIGS / fixture / "g0_inference" / "ir_post_fusion.txt"
    s = suggest(post)
    refused = [p for p in s.pairs if p.reason == REFUSED_BY[knob]]
    if pair is not None:
        refused = [p for p in refused if (p.node1, p.node2) == pair]
    # the pairs the default run fused (the knob the only difference): each gets the knob, with a value
    default = _default_groups(fixture)
    from inductor_lens.ir.names import leaf_names
    fusable = [p for p in refused if any(set(leaf_names(p.node1)) | set(leaf_names(p.node2)) <= g for g in default)]
    assert fusable, [(p.node1, p.node2) for p in refused]
    meta = json.loads((CONFIGS / fixture / "meta.json").read_text())
    for p in fusable:
        assert p.fixes, (p.node1, p.node2, p.none)
        first = p.fixes[0]
        assert [k for k, _v in first.set] == [knob], first
        value = dict(first.set)[knob]
        if knob == "score_fusion_memory_threshold":       # a lower threshold fuses
            assert value < meta["config"][knob]
        elif isinstance(meta["config"][knob], bool):        # a switch: the other way
            assert value is (not meta["config"][knob])
        else:
            assert value is None or value > meta["config"][knob]
        assert first.gained >= 1 and "--set " + knob in p.text()


def test_the_seed_pair_no_config_fuses_it():
    """ResNet50's BatchNorm+ReLU -> MaxPool (op3 -> op4, no shared data): with every knob at its most
    permissive value (aggressive_fusion lets pairs that share no data be tried), Inductor would still refuse
    it: the fusion would raise peak memory."""
    s = suggest(EXAMPLE)
    (p,) = [x for x in s.pairs if (x.node1, x.node2) == ("op3", "op4")]
    assert p.reason == "no_shared_data" and not p.fixes
    assert p.none["reason"] == "peak_memory" and p.none["page"] == "docs/diagnostics/peak_memory.md"
    assert p.none["permissive"]["aggressive_fusion"] is True
    assert p.text().startswith("no config fuses it:")
    # the structural ones say why: a dependency through a node between them
    inter = [x for x in s.pairs if x.reason == "intermediate_nodes"]
    assert inter and all(x.none and x.none["reason"] == "intermediate_nodes" for x in inter)


def test_explain_suggest_text_and_json():
    graph = CONFIGS / "convnet_score_threshold" / "g0_inference"
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(graph), "--suggest"],
                       capture_output=True, text=True, env=ENV, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "what would fuse it: --set score_fusion_memory_threshold=24576 (1 fusion gained, kernels 8 -> 7)" in r.stdout
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(graph), "--suggest", "--format", "json"],
                       capture_output=True, text=True, env=ENV, timeout=300)
    j = json.loads(r.stdout)
    (p,) = [x for x in j["suggestions"]["pairs"] if (x["node1"], x["node2"]) == ("op0", "op5")]
    assert p["fixes"][0]["set"] == {"score_fusion_memory_threshold": 24576} and p["fixes"][0]["kernels"] == [8, 7]
    # without --suggest, nothing more
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(graph), "--format", "json"],
                       capture_output=True, text=True, env=ENV, timeout=300)
    assert "suggestions" not in json.loads(r.stdout)


def test_a_file_without_its_pre_fusion_file_says_why(tmp_path):
    post = tmp_path / "ir_post_fusion.txt"
    post.write_text(EXAMPLE.read_text())
    s = suggest(post)
    assert not s.pairs and "ir_pre_fusion.txt" in s.note


def test_the_editors_map_carries_the_suggestion_once_counted():
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    from inductor_lens.service.views import fusion_map
    post = CONFIGS / "convnet_score_threshold" / "g0_inference" / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    doc.explanation(ws)
    assert not any("suggestion" in e for e in fusion_map(ws, doc)["edges"])     # not counted yet: nothing
    page = suggestion_page(ws, doc, "op0", "op5")
    assert "score_fusion_memory_threshold = 24576" in page["text"]
    edges = {(e["source"], e["target"]): e for e in fusion_map(ws, doc)["edges"]}
    assert any(e.get("suggestion", "").startswith(("what would fuse it", "no config fuses it")) for e in edges.values())


def test_a_captured_runs_suggestion_carries_the_recompile(tmp_path):
    """A graph of a captured run: the page gives the command that checks the first suggestion by
    recompiling (the run's own command, from run.json, where it was captured); VS Code runs it as a task
    in a trusted workspace."""
    import shutil

    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    run = tmp_path / ".inductor-lens" / "runs" / "20261205-model"
    graph = run / "g0_inference"
    shutil.copytree(CONFIGS / "convnet_score_threshold" / "g0_inference", graph)
    (run / "run.json").write_text(json.dumps({"command": ["python", "model.py", "--steps", "1"]}))
    post = graph / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    page = suggestion_page(ws, doc, "op0", "op5")
    assert page["verify"] == {"argv": ["whatif", str(run.resolve()), "--set", "score_fusion_memory_threshold=24576",
                                       "--verify", "--", "python", "model.py", "--steps", "1"],
                              "cwd": str(tmp_path.resolve()), "run": str(run.resolve())}
    # a graph that is not of a capture: none
    plain = CONFIGS / "convnet_score_threshold" / "g0_inference" / "ir_post_fusion.txt"
    doc2 = ws.open(plain.resolve().as_uri(), plain.read_text(), 1)
    assert "verify" not in suggestion_page(ws, doc2, "op0", "op5")


def test_a_mix_order_pair_kept_apart_by_the_knob_gets_the_knob():
    """The LayerNorm backward compiled for the simulated H200 with triton.mix_order_reduction=False (config
    fixture layernorm_mix_order_off_cuda): its row sums (op0_op1_op2) and column sums (op3_op5) get
    ``--set triton.mix_order_reduction=true``, whose groups are those of the same model compiled with the
    default (on): the recompile is the default fixture."""
    graph = CONFIGS / "layernorm_mix_order_off_cuda" / "g1_backward"
    s = suggest(graph / "ir_post_fusion.txt")
    p = s.of("op0_op1_op2", "op3_op5")
    assert p is not None and p.reason == "no_shared_data" and p.fixes, s.to_json()
    first = p.fixes[0]
    assert first.set == (("triton.mix_order_reduction", True),) and first.gained == 1 and first.kernels == (6, 5)
    meta = json.loads((graph.parent / "meta.json").read_text())
    assert meta["oracle"]["g1_backward"]["lost"] == ["op0_op1_op2_op3_op5"]       # what the default run fused
    default = REPO / meta["default_fixture"] / "g1_backward" / "ir_post_fusion.txt"
    assert any({n.name for n in leaves(t)} == {"op0", "op1", "op2", "op3", "op5"}
               for t in parse_file(default).sections[-1].nodes)
    # the kernel's side rule is no knob's: said so, with its page
    q = s.of("op3_op5", "op4")
    assert not q.fixes and q.none["reason"] == "mix_order_reduction" and "one of its sides" in q.none["why"]


def test_a_node_the_mix_order_kernel_refuses_for_its_loads_gets_the_smallest_limit():
    """triton.mix_order_reduction_max_reads=4: the kernel of the row and column sums does not take the input
    gradient (7 loads); the suggestion is the smallest limit that takes it, 7, and the default (10) run
    fused the three (the default fixture)."""
    graph = CONFIGS / "layernorm_mix_order_max_reads_cuda" / "g1_backward"
    p = suggest(graph / "ir_post_fusion.txt").of("op0_op1_op3_op5", "op2")
    assert p.reason == "mix_order_reduction" and p.fixes
    assert p.fixes[0].set == (("triton.mix_order_reduction_max_reads", 7),) and p.fixes[0].kernels == (6, 5)
    meta = json.loads((graph.parent / "meta.json").read_text())
    assert meta["oracle"]["g1_backward"]["lost"] == ["op0_op1_op2_op3_op5"]


#: config fixtures whose knob makes Inductor fuse what its defaults refuse (the default run is the fixture's
#: ``default_fixture``), with the refusal the knob lifts
ENABLING = [("qkv_split_min_overlap", "no_shared_data"), ("qkv_split_min_overlap_cuda", "no_shared_data"),
            ("simd_tiling_pointwise_off_cuda", "simd_tiling_mismatch"),
            ("simd_tiling_reduction_off_cuda", "simd_invalid_reduction_tiling")]


@pytest.mark.parametrize("fixture,reason", ENABLING, ids=[e[0] for e in ENABLING])
def test_a_pair_a_knob_would_fuse_gets_that_knob_and_the_real_run_fuses_it(fixture, reason):
    """The other direction of ``KNOB_PAIRS``: on the default run, each refused pair that the knob's real compile
    fused gets that knob first (buffer-overlap scoring: the largest min_overlap_ratio that scores the pair's share
    of its reads, 1.0 for slices read whole; the Triton tiling rules: off), and its predicted groups hold the
    fused group of the real run."""
    meta = json.loads((CONFIGS / fixture / "meta.json").read_text())
    ((knob, run_value),) = meta["config"].items()
    real = {frozenset(n.name for n in leaves(t))
            for t in parse_file(CONFIGS / fixture / "g0_inference" / "ir_post_fusion.txt").sections[-1].nodes}
    gained = [g for g in real if len(g) > 1]
    s = suggest(REPO / meta["default_fixture"] / "g0_inference" / "ir_post_fusion.txt")
    from inductor_lens.ir.names import leaf_names
    lifted = [p for p in s.pairs if p.reason == reason
              and any(set(leaf_names(p.node1)) | set(leaf_names(p.node2)) <= g for g in gained)]
    assert lifted, [(p.node1, p.node2, p.reason) for p in s.pairs]
    for p in lifted:
        first = p.fixes[0]
        assert [k for k, _v in first.set] == [knob], (p.node1, p.node2, first)
        value = dict(first.set)[knob]
        assert value == (1.0 if knob == "min_overlap_ratio" else run_value) and value >= run_value
        assert first.gained >= 1 and f"--set {knob}=" in p.text()


def test_a_pair_beside_a_split_reduction_gets_the_recompile_that_shows_it_whole():
    """No fusion knob undoes a reduction split in lowering (``split_reductions``): the pairs of the channels-last
    block's backward that hold a stage of one get the recompile with it off, naming both stages. The detector
    finds the splits of the default compile and none in the compile with the value off
    (configs/channels_last_no_split_cuda), where the backward has 13 kernels instead of 22."""
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.split import split_reductions
    graph = CORPUS / "channels_last_train_cuda" / "g1_backward"
    splits = split_reductions(Graph(parse_file(graph / "ir_pre_fusion.txt").sections[-1]))
    assert {(sr.first, sr.second, sr.numel, sr.split, sr.partial) for sr in splits.values()} == {
        (("op1",), "op2", 32, 2, 72), (("op8",), "op9", 16, 3, 96), (("op10",), "op11", 16, 3, 96),
        (("op22",), "op23", 16, 3, 96), (("op24",), "op25", 16, 3, 96)}
    s = suggest(graph / "ir_post_fusion.txt")
    leads = [p for p in s.pairs if p.none is not None and p.none.get("recompile")]
    assert len(leads) >= 5
    from inductor_lens.ir.names import leaf_names
    for p in leads:
        lead = p.none["recompile"]
        assert lead["set"] == {"split_reductions": False}
        assert set(leaf_names(p.node1) + leaf_names(p.node2)) & {*lead["first"], lead["second"]}
        assert "a recompile may: split_reductions=false" in p.text() and "capture --set split_reductions=False" in p.text()
    # a pair with neither stage gets none
    assert all(p.none.get("recompile") is None for p in s.pairs if p.none is not None and p not in leads
               and not set(leaf_names(p.node1) + leaf_names(p.node2)) & set(splits))
    off = CONFIGS / "channels_last_no_split_cuda"
    for g, kernels in (("g0_forward", (15, 10)), ("g1_backward", (22, 13))):
        assert not split_reductions(Graph(parse_file(off / g / "ir_pre_fusion.txt").sections[-1]))
        counts = tuple(len(parse_file(d / g / "ir_post_fusion.txt").sections[-1].nodes)
                       for d in (CORPUS / "channels_last_train_cuda", off))
        assert counts == kernels


def test_the_editors_page_for_a_pair_beside_a_split_reduction_names_the_recompile():
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    post = CORPUS / "channels_last_train_cuda" / "g1_backward" / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    s = suggest(post)
    p = next(p for p in s.pairs if p.none is not None and p.none.get("recompile"))
    page = suggestion_page(ws, doc, p.node1, p.node2)
    text = page["text"]
    assert "**A recompile may:** split_reductions=false" in text and "capture --set split_reductions=False" in text
