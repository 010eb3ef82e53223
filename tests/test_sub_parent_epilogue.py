"""torch 2.15's sub-parent epilogues (``replay/nested.py``: ``Nested.sub_parent_plan``): a reduction whose
pointwise consumer runs at a lane rate of its elements (a pair, a quad or 3 of 4 values packed into one)
fused into its kernel, a ``FusedStagedReduction``.

``tests/corpus/torch215_subparent/`` holds real torch 2.15.0 compiles for the simulated H200: an RMSNorm
or a LayerNorm packed in pairs, quads and 3-of-4 lanes (FP6-style), appended to an existing staged node,
packed twice, with a dynamic batch; and what Inductor refuses: halves of a row (no fixed lane: "sub-parent
epilogue planning failed"), groups of 8 (no rate: "invalid sub-parent epilogue fusion"), packs that alias
a concat, a pack whose consumer fuses elsewhere first, the knob off. Inductor's fusion log of each is the
truth, the ``cannot fuse`` lines it writes for pairs it then fuses included."""
from __future__ import annotations

import sys

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file, size_hints
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import nested
from inductor_lens.replay.config import graph_config
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.rounds import simulate
from inductor_lens.replay.rules import Rules

sys.path.insert(0, str(CORPUS))
import accuracy  # noqa: E402  (tests/corpus/accuracy.py)

SUBPARENT = CORPUS / "torch215_subparent"
GRAPHS = sorted(p.parent for p in SUBPARENT.glob("*/g0_inference/fusion.log"))
#: the fixtures whose post-fusion file prints a FusedStagedReduction
STAGED = {"rms_pair_pack_cuda", "rms_quad_pack_cuda", "rms_fp6_pack_cuda", "rms_fp6_pack_append_cuda",
          "rms_pair_pack_dynamic_cuda", "ln_pair_pack_cuda", "rms_pair_pack_twice_cuda"}


def _graph(name: str) -> tuple[Graph, Rules]:
    d = SUBPARENT / name / "g0_inference"
    sec = parse_file(d / "ir_pre_fusion.txt").sections[0]
    g = Graph(sec, size_hints=size_hints(str(d / "output_code.py"), [sec]))
    return g, Rules(g, config=graph_config(d).fusion)


def test_the_corpus_is_what_it_says():
    assert len(GRAPHS) == 12
    for d in GRAPHS:
        text = (d / "ir_post_fusion.txt").read_text()
        assert (": FusedStagedReduction(" in text) == (d.parent.name in STAGED), d


@pytest.mark.parametrize("graph", GRAPHS, ids=lambda p: p.parent.name)
def test_every_verdict_agrees_with_inductors_log(graph):
    """Each logged verdict (the refusal Inductor logs before fusing a planned pair too), each round's count
    of possible fusions, and the fused nodes."""
    g = accuracy.check_graph(graph)
    assert g["agree"] == g["pairs"] > 0, g["mismatches"]
    assert g["found_log"] == g["found_explain"]
    assert not g["replay_differs"] and g["undecidable"] == 0


@pytest.mark.parametrize("name,factor,lanes", [("rms_pair_pack_cuda", 2, [0, 1]), ("rms_quad_pack_cuda", 4, [0, 1, 2, 3]),
                                               ("rms_pair_pack_dynamic_cuda", 2, [0, 1])])
def test_the_plan_relates_each_read_to_its_lane(name, factor, lanes):
    """The epilogue (op1) reads the RMSNorm's input at ``parent_r = factor * child_r + lane`` for each lane,
    and the reduced value (buf0) through a broadcast; the fused node is a FusedStagedReduction. A dynamic
    batch (s77) is decided at generic values of the symbol."""
    g, r = _graph(name)
    n = g.by_name
    plan = r.nested.sub_parent_plan([n["op0"], n["op1"]], *n["op0"].group)
    assert plan.factor == factor and [s.name for s in plan.epilogue] == ["op1"]
    assert sorted(x.lane for x in plan.relations if x.lane is not None) == lanes
    assert [x.consumer.name for x in plan.relations if x.lane is None] == ["buf0"]
    sim = simulate(g, config=graph_config(SUBPARENT / name / "g0_inference").fusion)
    assert [(x.kind, x.name) for x in sim.final_nodes] == [(nested.STAGED, "op0_op1")]


def test_a_planned_pair_keeps_the_line_inductor_logs_before_fusing():
    """Triton's check logs 'nodes numel incompatibility' for op1 (half the elements) against op0, then
    the planner fuses them: the verdict op0 -> op1 is a fusion, the logged line a verdict of a round that
    ended fused, and no diagnostic says the two were kept apart."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    post = SUBPARENT / "rms_pair_pack_cuda" / "g0_inference" / "ir_post_fusion.txt"
    ex = explain_file(post)
    fused = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0", "op1"))
    assert fused.fused and "sub-parent epilogue: op1 at 1 of each 2 of op0's elements" in fused.summary
    side = next(p for p in ex.pairs if (p.node1, p.node2) == ("op1", "op0"))
    assert not side.fused and side.inductor_message == "nodes numel incompatibility" and not side.final
    assert side.evidence.eventually.fused_into == "op0_op1"
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 2
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    assert not F.fusion_diagnostics(ws, doc, limit=100)


@pytest.mark.parametrize("name,pair,code,message", [
    ("rms_halves_pack_cuda", ("op0", "op1"), "nested_reduction", "sub-parent epilogue planning failed"),
    ("rms_fp6_pack_concat_cuda", ("op0", "op1_op2_op3"), "nested_reduction", "sub-parent epilogue planning failed"),
    ("rms_oct_pack_cuda", ("op1", "op0"), "simd_sub_parent_epilogue", "invalid sub-parent epilogue fusion"),
    ("rms_pair_pack_sum_cuda", ("op0", "op1_op2"), "simd_numel_mismatch",
     "numel/rnumel mismatch (reduce) (64, 64), (4096, 2048)"),
    ("rms_pair_pack_off_cuda", ("op1", "op0"), "simd_numel_incompatible", "nodes numel incompatibility"),
])
def test_what_inductor_refuses(name, pair, code, message):
    """Halves of a row are no fixed lane and three packs aliasing a concat cannot be hoisted: a recognizable
    candidate without a plan is refused by the scheduler; groups of 8 have no rate, and Triton rejects a
    consumer of such a size; a pack that fused elsewhere first, or the knob off, leaves the ordinary
    refusal."""
    ex = explain_file(SUBPARENT / name / "g0_inference" / "ir_post_fusion.txt")
    v = next(p for p in ex.pairs if (p.node1, p.node2) == pair and p.final)
    assert (v.fused, v.reason, v.inductor_message) == (False, code, message)
    if code == "nested_reduction":
        assert v.facts.rule == "sub_parent" and v.summary.startswith("Sub-parent epilogue (torch 2.15)")


def test_an_appended_consumer_joins_the_staged_node():
    """Path 4: op2 (the rounding of the 3-of-4 packs) joins op0_op1, a FusedStagedReduction, in round 2,
    after Triton logged 'nodes numel incompatibility' for it against the staged node twice."""
    ex = explain_file(SUBPARENT / "rms_fp6_pack_append_cuda" / "g0_inference" / "ir_post_fusion.txt")
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0_op1", "op2"))
    assert v.fused and v.round == 2 and "op2 at 3 of each 4 of op0_op1's elements" in v.summary
    side = next(p for p in ex.pairs if (p.node1, p.node2) == ("op2", "op0_op1"))
    assert side.inductor_message == "nodes numel incompatibility"


def test_a_staged_reduction_keeps_its_plan():
    """Triton refuses a reduction of the same tile into a FusedStagedReduction when the members together are
    no sub-parent plan ("staged reduction plan would be lost"): a pair the corpus' runs never tried, asked
    of the replay on their own nodes (the LayerNorm's mean with the pack of the normalised values, staged,
    then its variance, whose pack reads values no parent node computes)."""
    from inductor_lens.replay.graph import make_group
    g, r = _graph("ln_pair_pack_cuda")
    n = g.by_name
    staged = make_group(nested.STAGED, [n["op0"], n["op4"]])
    d = r.backend_can_fuse(staged, n["op1"], vertical=False)
    assert (d.ok, d.code, d.message, d.facts.rule) == (False, "nested_reduction", "staged reduction plan would be lost",
                                                       "staged")
    assert d.facts and "lose the staged kernel's plan" in reasons_summary(d, staged, n["op1"])
    plain = make_group("FusedSchedulerNode", [n["op0"], n["op4"]])
    assert r.backend_can_fuse(plain, n["op1"], vertical=False).ok


def reasons_summary(d, n1, n2) -> str:
    from types import SimpleNamespace

    from inductor_lens.replay.reasons import REASONS
    return REASONS[d.code].summary(SimpleNamespace(node1=n1.name, node2=n2.name), d.facts, None)


@pytest.mark.parametrize("name,edit", [
    # the reduction's Triton group not printed: its sub-parent plan cannot be asked
    ("torch215_subparent/rms_pair_pack_cuda", ("ir_pre_fusion.txt", "op0.group.iteration = (64, 4096)\n", "")),
    # a leaf printed with the nested kind but no stage (a damaged or hand-edited file), the pre-fusion file
    # present or not (the file alone: its last round replayed)
    ("torch215_nested/rms_group_amax_pack_cuda",
     ("ir_post_fusion.txt", "op3: SchedulerNode(ComputedBuffer)", "op3: FusedNestedReductions(SchedulerNode)")),
    ("torch215_nested/rms_group_amax_pack_cuda",
     ("ir_post_fusion.txt", "op3: SchedulerNode(ComputedBuffer)", "op3: FusedNestedReductions(SchedulerNode)", "alone")),
    # the nested node's member list broken (its first member's line garbled)
    ("torch215_nested/rms_group_amax_pack_cuda", ("ir_post_fusion.txt", "op0_op1_op2.snodes[0] =", "op0_op1_op2.s*odes[0] =")),
    ("torch215_nested/rms_group_amax_pack_cuda",
     ("ir_post_fusion.txt", "op0_op1_op2.snodes[0] =", "op0_op1_op2.s*odes[0] =", "alone")),
])
def test_a_damaged_file_is_explained_without_a_crash(tmp_path, name, edit):
    """The planners meet what a damaged file leaves them: a missing group is a question left open
    (undecidable_from_text), a kind without its stage an ordinary node; every verdict is still made."""
    src = CORPUS / name / "g0_inference"
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "fx_graph_runnable.py", "output_code.py"):
        (tmp_path / f).write_text((src / f).read_text())
    f, old, new, *alone = edit
    if alone:
        (tmp_path / "ir_pre_fusion.txt").unlink()
    text = (tmp_path / f).read_text()
    assert old in text
    (tmp_path / f).write_text(text.replace(old, new))
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    assert ex.pairs and all(p.summary and p.to_json()["reason"] for p in ex.pairs)
