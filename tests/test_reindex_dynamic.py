"""Dynamic shapes on CUDA: symbolic sizes in the dependencies, the loop reindex onto a reduction and its
coalescing guard at the size hints.

Every expression below is copied from ``tests/corpus/groupnorm_train_dynamic_cuda`` (Conv-GroupNorm-SiLU
twice, trained with ``dynamic=True``; ``generate.py --device cuda``): batch ``s33``, side ``s69``, and the
floor divisions sympy leaves in a reshaped GroupNorm (``((s69**2)//s69)``, the side recomputed from the
area) and in the read of a group's statistics by a channel (``((d1//8))``).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from inductor_lens.dump.output_code import read_output_code, size_hints
from inductor_lens.explain.explain import explain_file
from inductor_lens.expr import symindex
from inductor_lens.expr.mono import Mono, linear
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import reindex, reorder
from inductor_lens.replay.graph import DepKey, Graph
from inductor_lens.replay.normalize import NORM_NONAFFINE, normalize_dep

CORPUS = Path(__file__).resolve().parent / "corpus"
GN = CORPUS / "groupnorm_train_dynamic_cuda"
F = "((s69**2)//s69)"        # the recomputed side, as the IR prints it alone


def dep(name: str, index: str, ranges) -> DepKey:
    return DepKey("MemoryDep", name, index, tuple(ranges), None, None, None)


# --- size hints ----------------------------------------------------------------------------------------
def test_size_hints_are_the_example_sizes_call_reads_the_symbols_from():
    """output_code.py's ``call()`` reads ``s33 = primals_3`` and ``s69 = primals_4``; ``get_args()`` gives
    ``primals_3 = 2`` and ``primals_4 = 16`` (the input was 2 x 8 x 16 x 16): Inductor's size hints."""
    for g in ("g0_forward", "g1_backward"):
        oc = read_output_code((GN / g / "output_code.py").read_text())
        assert size_hints(oc) == {"s33": 2, "s69": 16}
    # static shapes: no symbol to hint
    oc = read_output_code((CORPUS / "resnet18_train_cuda/g0_forward/output_code.py").read_text())
    assert size_hints(oc) == {}


def test_a_symbol_read_from_an_input_size_takes_the_example_inputs_size():
    text = '''
def call(args):
    arg0_1, arg1_1 = args
    s0 = arg0_1.size()[0]
    s1 = arg1_1.stride()[0]

def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((5, 8), (8, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((3, 7), (12, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]
'''
    assert size_hints(read_output_code(text)) == {"s0": 5, "s1": 12}


def test_dependency_sizes_use_the_size_hints():
    """``dep.numbytes_hint()`` (score_fusion_memory) evaluates the sizes at the size hints: op6 of the
    forward writes buf6 over (s33, 32, s69, s69) floats: 2 * 32 * 16 * 16 * 4 bytes."""
    sec = parse_file(GN / "g0_forward/ir_pre_fusion.txt").sections[0]
    g = Graph(sec, size_hints={"s33": 2, "s69": 16})
    w = next(d for d in g.by_name["op6"].writes if d.name == "buf6")
    assert g.dep_size_hint(w) == 2 * 32 * 16 * 16 * 4


# --- opaque size factors (mono.py) --------------------------------------------------------------------
def test_an_opaque_factor_is_one_symbol_however_sympy_parenthesised_it():
    """The forward's op14 iterates (s33, 32, s69, ((s69**2)//s69)) and its reduction op10 groups them as
    ``4*s69*(((s69**2)//s69))``: a FloorDiv prints in one more pair of parentheses as a factor of a
    product. Both are the same symbol; so is the ``Max(1, ...)`` of op15's strides, apart from it."""
    assert Mono.of(F) == Mono.of(f"({F})")
    assert Mono.of(f"s69*({F})") == Mono.of(f"s69*{F}") == Mono.of(F).mul(Mono.of("s69"))
    assert Mono.of(f"4*s69*({F})").div(Mono.of(F)) == Mono(4, (("s69", 1),))
    assert Mono.of(f"Max(1, {F})") != Mono.of(F)
    # the same factors as coefficients of an index (op14.writes, op15.writes)
    coeffs, const, other = linear(f"32*d0*s69*({F}) + d1*s69*({F}) + d2*({F}) + d3", {"d0", "d1", "d2", "d3"})
    assert (const, other) == (0, [])
    assert coeffs["d2"] == Mono.of(F) and coeffs["d1"] == Mono.of(f"s69*({F})")
    assert coeffs["d0"] == Mono.of(f"32*s69*({F})")
    coeffs, _c, other = linear(f"32*d0*s69*Max(1, {F}) + d1*s69*Max(1, {F}) + d2*Max(1, {F}) + d3",
                               {"d0", "d1", "d2", "d3"})
    assert other == [] and coeffs["d1"] == Mono.of(f"s69*Max(1, {F})")


# --- normalize with terms that are not affine ----------------------------------------------------------
#: tangents_1 as op1 (g1_backward, ir_pre_fusion.txt:59) and op7 (:490) read it: the side ((s69**2)//s69)
#: of a merged loop d2 / d3 of s69*(((s69**2)//s69)) points is taken apart by a floor division and a
#: ModularIndexing; op7 splits the 32 channels into 8 groups of 4
M = f"Max(1, {F})"
OP1_TANGENTS = dep("tangents_1", f"32*d0*s69*{M} + d1*s69*{M} + ((d2//({F})))*{M} + (ModularIndexing(d2, 1, {F}))",
                   [("d0", "s33"), ("d1", 32), ("d2", f"s69*({F})")])
OP7_TANGENTS = dep("tangents_1", f"32*d0*s69*{M} + 4*d1*s69*{M} + d2*s69*{M} + ((d3//({F})))*{M} + "
                                 f"(ModularIndexing(d3, 1, {F}))",
                   [("d0", "s33"), ("d1", 8), ("d2", 4), ("d3", f"s69*({F})")])


def test_normalize_merges_the_affine_loops_and_keeps_the_loops_of_modular_terms():
    """``MemoryDep.normalize`` (``_simplify_loops``) merges two loops only where the index stays the same
    function of them: op1's d0, d1 and op7's d0, d1, d2 merge into one loop of 32*s33; d2 / d3, used by
    the floor division and the ModularIndexing, stays a loop of its own. Both reads are then the same."""
    assert normalize_dep(OP1_TANGENTS) == OP1_TANGENTS          # without nonaffine: left as is
    a, b = normalize_dep(OP1_TANGENTS, nonaffine=True), normalize_dep(OP7_TANGENTS, nonaffine=True)
    assert a.index.startswith(NORM_NONAFFINE)
    assert [Mono.of(s) for _v, s in a.ranges] == [Mono.of("32*s33"), Mono.of(f"s69*({F})")]
    assert (a.index, a.ranges) == (b.index, b.ranges)
    assert reorder.merged_equal(OP1_TANGENTS, OP7_TANGENTS)
    # the stride order of the loops (normalize_with_stride_order) keeps the modular loop too
    assert reorder.stride_order_key(OP1_TANGENTS) is not None


# --- the reindex onto a reduction's loops ----------------------------------------------------------------
def test_reindex_a_floor_division_of_a_loop_onto_the_reduction():
    """The forward's op6 (ir_pre_fusion.txt:156) normalises (s33, 32, s69, s69) with the statistics of its
    group, read at ``4*d0 + ((d1//8))``; reindexed onto its reduction op2's (4*s33, 8*s69**2), the group
    is the reduction's row: ``d0``. op14 (:400) likewise with groups of 4 onto (8*s33, 4*s69*(...))."""
    it = ["s33", 32, "s69", "s69"]
    got = reindex.reindex_dep(dep("buf2", "4*d0 + ((d1//8))", [("d0", "s33"), ("d1", 32)]), it, [],
                              ["4*s33", "8*s69**2"])
    assert (got.index, got.ranges) == ("d0", (("d0", "4*s33"),))
    it = ["s33", 32, "s69", F]
    got = reindex.reindex_dep(dep("buf10", "8*d0 + ((d1//4))", [("d0", "s33"), ("d1", 32)]), it, [],
                              ["8*s33", f"4*s69*({F})"])
    assert (got.index, got.ranges) == ("d0", (("d0", "8*s33"),))


def test_reindex_an_old_loop_across_the_two_new_loops():
    """op6's per-channel weight ``primals_6[d1]``: the channel loop (32) straddles the new loops (a group of
    8 channels per row), so it is a digit of the flat index ``8*s69**2*d0 + d1``."""
    it = ["s33", 32, "s69", "s69"]
    got = reindex.reindex_dep(dep("primals_6", "d1", [("d0", "s33"), ("d1", 32)]), it, [],
                              ["4*s33", "8*s69**2"])
    assert got.index == "ModularIndexing(8*d0*s69**2 + d1, s69**2, 32)"
    assert got.ranges == (("d0", "4*s33"), ("d1", "8*s69**2"))


# --- indices at the size hints -------------------------------------------------------------------------
def test_parse_concrete_evaluates_the_size_symbols():
    env = {"s33": 2, "s69": 16}
    e = symindex.parse_concrete(OP1_TANGENTS.index, env)
    assert symindex.to_str(e) == "8192*d0 + 256*d1 + 16*((d2//16)) + (ModularIndexing(d2, 1, 16))"
    assert symindex.to_str(symindex.parse_concrete(f"32*d0*s69*({F}) + d3", env)) == "8192*d0 + d3"
    with pytest.raises(symindex.Unsupported):
        symindex.parse_concrete("d0*s7", env)


def test_the_coalescing_guard_is_evaluated_at_the_size_hints():
    """The forward's last round: Inductor reindexes op6_op7 onto op2_op3_op5's loops (4*s33, 8*s69**2),
    its coalescing guard (scored with optimization_hint: the example sizes) finds no regression, and the
    pair fuses (likewise op14_op15 onto op10_op11_op13). With output_code.py beside the file the replay
    measures the kernels at the size hints and agrees; without it the guard cannot be evaluated: the replay
    cannot decide the pairs from the text, and the post-fusion file, which prints them fused, tells the
    outcome (``fused_in_file``, with what the replay lacked)."""
    d = GN / "g0_forward"
    pairs = {("op2_op3_op5", "op6_op7"), ("op10_op11_op13", "op14_op15")}
    ex = explain_file(d / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 24
    got = {(p.node1, p.node2): (p.fused, p.reason) for p in ex.pairs if (p.node1, p.node2) in pairs}
    assert got == {k: (True, "fused") for k in pairs}
    bare = explain_file(d / "ir_post_fusion.txt", pre=parse_file(d / "ir_pre_fusion.txt"), discover=False)
    got = {(p.node1, p.node2): (p.fused, p.reason, p.facts.replay) for p in bare.pairs if (p.node1, p.node2) in pairs}
    assert got == {k: (True, "fused_in_file", "undecidable_from_text") for k in pairs}
    v = next(p for p in bare.pairs if (p.node1, p.node2) == ("op2_op3_op5", "op6_op7"))
    assert "could not decide the pair from the text" in v.summary and v.facts.replay_missing in v.summary


def test_no_loop_order_is_decided_for_an_index_with_a_size_symbol():
    """``decide_loop_order_to_match`` bails out when the index has more free symbols than loops, size
    symbols included: op6's read of buf1 (the forward, ir_pre_fusion.txt:161) against the same buffer
    read channel-first, as a BatchNorm's statistics read it, is not reordered (Inductor: "no shared
    data" for such a pair); with static sizes the same two reads are."""
    it = [("d0", "s33"), ("d1", 32), ("d2", "s69"), ("d3", "s69")]
    a = dep("buf1", "32*d0*s69**2 + d1*s69**2 + d2*s69 + d3", it)
    b = dep("buf1", "d0*s69**2 + 32*d1*s69**2 + d2*s69 + d3", [it[1], it[0], it[2], it[3]])
    assert reorder.loop_order_to_match(a, b) is None
    a = dep("buf1", "8192*d0 + 256*d1 + 16*d2 + d3", [("d0", 2), ("d1", 32), ("d2", 16), ("d3", 16)])
    b = dep("buf1", "256*d0 + 8192*d1 + 16*d2 + d3", [("d0", 32), ("d1", 2), ("d2", 16), ("d3", 16)])
    assert reorder.loop_order_to_match(a, b) == [1, 0, 2, 3]
