"""torch 2.15's nested reductions (``replay/nested.py``): a reduction that depends on a reduction of another
size over the same elements, run inside the first one's kernel (``FusedNestedReductions``).

``tests/corpus/torch215_nested/`` holds real torch 2.15.0 compiles for the simulated H200 around one FP8
block-quantisation pattern (RMSNorm or LayerNorm, then the absolute maximum of each group of the
normalised values and the values scaled by it): groups of 32 and 128 (nested), 1,024 (above the 512 a
kernel takes), 48 (not a power of two), two grouped reductions (sum and amax: a grouped stage holds one),
groups along the rows (not nested), a dynamic batch and bfloat16 input. Inductor's fusion log of each is
the truth: every logged verdict, every round's count of possible fusions and the fused nodes agree, and
where the planner declines a pair the verdict says why, which Inductor's log does not."""
from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file, size_hints
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import nested
from inductor_lens.replay.config import graph_config
from inductor_lens.replay.graph import Graph, make_group
from inductor_lens.replay.rounds import simulate
from inductor_lens.replay.rules import Rules

sys.path.insert(0, str(CORPUS))
import accuracy  # noqa: E402  (tests/corpus/accuracy.py)

NESTED = CORPUS / "torch215_nested"
GRAPHS = sorted(p.parent for p in NESTED.glob("*/g0_inference/fusion.log"))
#: the fixtures whose post-fusion file prints a FusedNestedReductions
FUSED = {"rms_group_amax_cuda", "rms_group_amax128_cuda", "ln_group_amax_cuda", "rms_group_amax_dynamic_cuda",
         "rms_group_amax_bf16_cuda", "rms_group_amax_flip_cuda"}


def _rules(graph: Path) -> tuple[Graph, Rules]:
    """The pre-fusion graph with its size hints (from output_code.py, as explain reads them) and the rules
    of its run."""
    sec = parse_file(graph / "ir_pre_fusion.txt").sections[0]
    g = Graph(sec, size_hints=size_hints(str(graph / "output_code.py"), [sec]))
    return g, Rules(g, config=graph_config(graph).fusion)


def test_the_corpus_is_what_it_says():
    assert {d.parent.name for d in GRAPHS} == FUSED | {"rms_group_amax1024_cuda", "rms_group_amax_g48_cuda",
                                                        "rms_group_sum_amax_cuda", "col_group_amax_cuda",
                                                        "rms_group_amax_off_cuda", "ln_group_amax_off_cuda",
                                                        "rms_group_amax_pack_cuda", "rms_rowgroup_amax_cuda"}
    for d in GRAPHS:
        kinds = (d / "ir_post_fusion.txt").read_text()
        assert (": FusedNestedReductions(" in kinds) == (d.parent.name in FUSED | {"rms_group_amax_pack_cuda"}), d


@pytest.mark.parametrize("graph", GRAPHS, ids=lambda p: p.parent.name)
def test_every_verdict_agrees_with_inductors_log(graph):
    """Each logged verdict, each round's count of possible fusions and the fused nodes themselves."""
    g = accuracy.check_graph(graph)
    assert g["agree"] == g["pairs"] > 0, g["mismatches"]
    assert g["found_log"] == g["found_explain"]
    assert not g["replay_differs"] and g["undecidable"] == 0


@pytest.mark.parametrize("name", sorted(FUSED))
def test_torch_2_14s_rules_would_not_nest(name):
    """The same files replayed with torch 2.14.1's rules and defaults (nested reductions off) keep the
    reductions apart: the agreement above is the model's, not the fixtures'."""
    graph = NESTED / name / "g0_inference"
    rc = graph_config(graph)
    rc.fusion = replace(rc.fusion, torch_rules="2.14", triton_nested_reduction=False)
    ex = explain_file(graph / "ir_post_fusion.txt", config=rc)
    assert [n for n in ex.notes if "differs from the post-fusion file" in n]
    assert ex.log_agreement["agree"] < ex.log_agreement["pairs"]


def test_the_replay_makes_a_fused_nested_reductions_with_its_stage():
    """RMSNorm + per-32 amax: op1 fuses with its /448 (op2) first (nested pairs rank last), then op0 with
    op1_op2 as nested reductions, then the scaled values (op3) join the grouped stage."""
    graph = NESTED / "rms_group_amax_cuda" / "g0_inference"
    g, _r = _rules(graph)
    sim = simulate(g, config=graph_config(graph).fusion)
    (node,) = sim.final_nodes
    assert node.kind == nested.KIND and node.name == "op0_op1_op2_op3"
    st = node.staged
    assert (st.outer.name, st.grouped.name, st.reduction.name, st.group_size, st.axis) == \
        ("op0", "op1_op2_op3", "op1", 32, nested.R_AXIS)
    ex = explain_file(graph / "ir_post_fusion.txt")
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0", "op1_op2"))
    assert v.fused and v.reason == "fused" and "nested reductions: groups of 32 along the reduction" in v.summary
    assert not [p for p in ex.pairs if p.reason == "fused_in_file"]


def test_an_appended_consumer_is_checked_against_the_grouped_stage():
    """``_plan_fusion_with``: op3 joining op0_op1_op2 is asked of the grouped stage op1_op2, and the fused
    node hides its own operations from its ancestors, so op3's read of op0's output (buf0) is no
    intermediate node; an ordinary fused node of the same members would be one."""
    graph = NESTED / "rms_group_amax_cuda" / "g0_inference"
    g, r = _rules(graph)
    n = g.by_name
    grouped = make_group("FusedSchedulerNode", [n["op1"], n["op2"]])
    plan = r.nested.plan(n["op0"], grouped)
    fused = r.nested.node(plan)
    for s in fused.snodes:
        r.name_to_fused[s.name] = fused
    producer, plan2 = r.nested.plan_append(fused, n["op3"])
    assert producer is grouped and [d for s, d in plan2.domains if s.name == "op3"] == [nested.PARENT_FULL]
    assert r.can_fuse(fused, n["op3"]).ok
    assert r.can_fuse_vertical(grouped, n["op3"]) is None
    plain = make_group("FusedSchedulerNode", fused.snodes)
    for s in plain.snodes:
        r.name_to_fused[s.name] = plain
    d = r.can_fuse_vertical(grouped, n["op3"])
    assert d.code == "intermediate_nodes" and d.facts.via_buffer == "buf0"


def test_what_the_pipeline_refuses():
    """Nothing is fused in front of a FusedNestedReductions (silent: ``nested_reduction``, rule node2); a
    reduction is not appended to one (``nested reduction append planning failed``); a consumer appended
    before the node it also reads from fails the ordinary vertical check, logged under the fused node."""
    graph = NESTED / "rms_group_sum_amax_cuda" / "g0_inference"
    g, r = _rules(graph)
    n = g.by_name
    fused = r.nested.node(r.nested.plan(n["op0"], n["op1"]))
    for s in fused.snodes:
        r.name_to_fused[s.name] = fused
    d = r.can_fuse(n["op3"], fused)
    assert (d.ok, d.code, d.message, d.facts.rule) == (False, "nested_reduction", None, "node2")
    d = r.can_fuse(fused, n["op4"])
    assert (d.code, d.message, d.facts.rule) == ("nested_reduction", "nested reduction append planning failed", "append")
    assert "op4 is a reduction" in d.facts.detail
    graph = NESTED / "rms_group_amax_cuda" / "g0_inference"
    g, r = _rules(graph)
    n = g.by_name
    fused = r.nested.node(r.nested.plan(n["op0"], n["op1"]))
    for s in fused.snodes:
        r.name_to_fused[s.name] = fused
    d = r.can_fuse(fused, n["op3"])
    assert d.code == "intermediate_nodes" and d.facts.via_buffer == "buf2" and d.facts.via_node == "op2"


@pytest.mark.parametrize("name,pair,why", [
    ("rms_group_amax1024_cuda", ("op0", "op1_op2_op3"),
     "groups of 1024 exceed 512, the largest group op0's kernel takes (NestedReduction.MAX_INNER_R_GROUP_SIZE)"),
    ("rms_group_amax_g48_cuda", ("op0", "op1_op2_op3"), "the group size 48 is not a power of two"),
    ("rms_group_sum_amax_cuda", ("op0", "op1_op4_op2_op3"),
     "op1_op4_op2_op3 holds 2 reductions (op1, op4): a grouped stage holds one"),
    ("col_group_amax_cuda", ("op0", "op2_op3"), "the loops of op2, [128, 64] x [32], are not op0's rows"),
])
def test_a_declined_plan_says_what_would_nest_the_pair(name, pair, why):
    """Inductor logs the ordinary refusal (numel/rnumel mismatch, no shared data) of a pair its planner
    declined; the verdict keeps that reason and adds the planner's: the group limit, the power of two, the
    one reduction per grouped stage, the loops."""
    ex = explain_file(NESTED / name / "g0_inference" / "ir_post_fusion.txt")
    v = next(p for p in ex.pairs if (p.node1, p.node2) == pair and p.final)
    assert not v.fused and v.reason in ("simd_numel_mismatch", "no_shared_data")
    assert why in v.evidence.nested_plan and why in v.summary
    assert v.to_json()["evidence"]["nested_plan"] == v.evidence.nested_plan
    assert "torch 2.15 did not nest the two reductions in one kernel" in v.summary


def test_no_planner_note_where_it_does_not_apply():
    """Pairs of the nested fixtures that are no dependent reduction pair, and graphs replayed with torch
    2.14's rules and defaults (nested reductions off), carry no note; with them on, the note is torch
    2.14's check's."""
    ex = explain_file(NESTED / "rms_group_amax1024_cuda" / "g0_inference" / "ir_post_fusion.txt")
    others = [p for p in ex.pairs if not p.fused and p.node1 != "op0"]
    assert others and not [p for p in others if p.evidence.nested_plan or "did not nest" in p.summary]
    rc = graph_config(NESTED / "rms_group_amax1024_cuda" / "g0_inference")
    rc.fusion = replace(rc.fusion, torch_rules="2.14", triton_nested_reduction=False)
    old = explain_file(NESTED / "rms_group_amax1024_cuda" / "g0_inference" / "ir_post_fusion.txt", config=rc)
    assert not [p for p in old.pairs if "did not nest" in p.summary]
    rc.fusion = replace(rc.fusion, triton_nested_reduction=True)
    on = explain_file(NESTED / "rms_group_amax1024_cuda" / "g0_inference" / "ir_post_fusion.txt", config=rc)
    said = [p.summary for p in on.pairs if "did not nest" in p.summary]
    assert said and all("torch 2.14 did not nest" in s and "groups of 1024 exceed 512" in s for s in said)


def test_a_dynamic_batch_is_decided_at_generic_sizes():
    """With the batch a size symbol (s77), the accesses of the two stages are compared at two sets of
    generic values of it: the same answer at both is sympy's (Inductor fused the four nodes)."""
    graph = NESTED / "rms_group_amax_dynamic_cuda" / "g0_inference"
    g, r = _rules(graph)
    n = g.by_name
    assert n["op0"].group[0] == "s77" and g.size_hints == {"s77": 64}
    plan = r.nested.plan(n["op0"], n["op1"])
    assert plan is not None and plan.stage.group_size == 32
    assert nested._size_symbols([n["op0"], n["op1"]]) == {"s77"}


def test_the_file_alone_rebuilds_the_nested_node(tmp_path):
    """A post-fusion file without its pre-fusion file: the final round is replayed on the nodes it prints,
    and a FusedNestedReductions is rebuilt with its two sides (the LayerNorm's statistics and normalised
    values, then the grouped amax, its /448 and the scaled values)."""
    from inductor_lens.explain.explain import _creation_order
    from inductor_lens.ir.groups import leaves
    from inductor_lens.replay.rounds import final_round_only
    src = NESTED / "ln_group_amax_cuda" / "g0_inference"
    for f in ("ir_post_fusion.txt", "fx_graph_runnable.py"):
        (tmp_path / f).write_text((src / f).read_text())
    assert explain_file(tmp_path / "ir_post_fusion.txt").mode == "final-round"
    post = parse_file(tmp_path / "ir_post_fusion.txt").sections[0]
    (top,) = post.nodes
    members = [m.name for m in leaves(top)]
    sim = final_round_only(Graph(_creation_order(post)), [members], config=graph_config(tmp_path).fusion,
                           special={members[0]: top.kind})
    (node,) = sim.final_nodes
    assert node.kind == nested.KIND
    assert (node.staged.outer.name, node.staged.grouped.name, node.staged.group_size) == \
        ("op0_op1_op3", "op4_op5_op6", 32)
    # without the kind the file prints, the same members are an ordinary fused node
    sim = final_round_only(Graph(_creation_order(post)), [members], config=graph_config(tmp_path).fusion)
    assert sim.final_nodes[0].kind == "FusedSchedulerNode"


def test_what_would_fuse_the_pair_names_the_knob():
    """torch 2.15 compiled with ``triton.nested_reduction = False`` (``rms_group_amax_off``): the RMS sum is
    refused against the amax group ('numel/rnumel mismatch (reduce)'); ``--suggest`` finds the knob that
    nests them, which the default compile (``rms_group_amax``) confirms."""
    from inductor_lens.runs.suggest import suggest
    s = suggest(NESTED / "rms_group_amax_off_cuda" / "g0_inference" / "ir_post_fusion.txt")
    (p,) = s.pairs
    assert (p.node1, p.node2, p.reason) == ("op0", "op1_op2_op3", "simd_numel_mismatch")
    (fix,) = p.fixes
    assert dict(fix.set) == {"triton.nested_reduction": True} and (fix.gained, fix.lost) == (1, 0)
    assert fix.kernels == (2, 1)


def test_a_whatif_on_torch_2_14_predicts_with_its_own_nested_check():
    """torch 2.14 has the knob (off by default) and its own, older nested reductions: switching it on for a
    2.14 run predicts with 2.14's check (``tests/test_nested_214.py`` compares with the real compiles), with
    no note of a part not modelled."""
    from inductor_lens.runs.whatif import parse_sets, whatif
    w = whatif(CORPUS / "layernorm_flat_train_cuda", parse_sets(["triton.nested_reduction=true"]))
    assert w.graphs and all(g.note is None for g in w.graphs)
    w = whatif(NESTED / "rms_group_amax_off_cuda", parse_sets(["triton.nested_reduction=true"]))
    assert [g.note for g in w.graphs] == [None] and [g.groups for g in w.graphs] == [[["op0", "op1", "op2", "op3"]]]


@pytest.mark.parametrize("name", ["rms_group_amax", "ln_group_amax"])
def test_over_fusion_splits_a_nested_kernel_as_inductor_does_with_the_knob_off(name):
    """``rank --over-fusion`` and ``bench --split``: a FusedNestedReductions splits into its outer and
    grouped sides, the kernels torch 2.15 compiles with ``triton.nested_reduction = False`` (the ``_off``
    fixture of the same model is that compile)."""
    from inductor_lens.explain.overfusion import candidate
    from inductor_lens.ir.groups import leaves
    sec = parse_file(NESTED / f"{name}_cuda" / "g0_inference" / "ir_post_fusion.txt").sections[0]
    c = candidate(sec, sec.nodes[0])
    off = parse_file(NESTED / f"{name}_off_cuda" / "g0_inference" / "ir_post_fusion.txt").sections[0]
    kernels = [[m.name for m in leaves(t)] for t in off.nodes]
    assert sorted(c.parts) == sorted(kernels) and len(c.parts) == 2
    assert c.split == "/".join("_".join(p) for p in c.parts)
    (sig,) = [s for s in c.signals if s.code == "mixed_spaces"]
    assert "nested reductions (FusedNestedReductions), whose split is the outer and the grouped side" in sig.text


def test_a_packed_output_is_not_appended_to_the_pipeline():
    """An MXFP4-style quantisation (``rms_group_amax_pack``): the RMS sum and the per-32 amax nest, but the
    output packed two into one (a consumer of the grouped stage at half the elements: the pipeline's
    sub-parent stage) reads the group scale at a coarser index than a trailing broadcast, so Inductor logs
    'nested reduction append planning failed'; the packed output is its own kernel."""
    ex = explain_file(NESTED / "rms_group_amax_pack_cuda" / "g0_inference" / "ir_post_fusion.txt")
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0_op1_op2", "op3") and p.final)
    assert (v.fused, v.reason, v.inductor_message, v.facts.rule) == \
        (False, "nested_reduction", "nested reduction append planning failed", "append")
    assert "trailing broadcast" in v.facts.detail and "cannot join op0_op1_op2's pipeline" in v.summary
    first = next(p for p in ex.pairs if (p.node1, p.node2) == ("op1", "op3"))
    assert (first.reason, first.inductor_message) == ("nested_reduction", "sub-parent epilogue planning failed")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 6


def test_the_editor_and_bench_split_a_nested_kernel_into_its_sides():
    """On the header of a FusedNestedReductions the editor offers the split benchmark into its two sides, as
    with ``triton.nested_reduction`` off, and the request resolves them (``bench --split op0/op1_op2_op3``);
    ``rank --over-fusion`` says to settle it against Inductor's own kernel (the rebuild does not make one)."""
    from inductor_lens.explain.overfusion import over_fusion, render
    from inductor_lens.service import features as F
    from inductor_lens.service.benchmark import bench_request, natural_split
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.settings import BenchSettings
    post = NESTED / "rms_group_amax_cuda" / "g0_inference" / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    line = doc.position(doc.text.index("op0_op1_op2_op3: FusedNestedReductions"))[0]
    assert F.fused_header_at(doc, line) == ("op0_op1_op2_op3", 4, "triton.nested_reduction")
    assert natural_split(doc.ir, "op0_op1_op2_op3") == "op0/op1_op2_op3"
    req = bench_request(ws, doc, "op0_op1_op2_op3", "op0_op1_op2_op3", BenchSettings(device="cuda"), split=F.SIDES)
    assert req.split == "op0/op1_op2_op3"
    text = render(over_fusion(doc.ir.sections[-1], doc.ir))
    assert "--split op0/op1_op2_op3 --original" in text and "Inductor's own nested-reduction kernel" in text
